"""Rules written for what detection round 26's development half showed (issue 20).

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "da",
            "Jeg skal bekræfte mit mobil nr. Koden kom lige: 4 8 1 9 0 3, hvad nu?",
            "4 8 1 9 0 3",
        ),
        ("de", "Ich bestätige gerade meine Handynr. Der Code kam: 7 7 2 0 1 9", "7 7 2 0 1 9"),
        ("nl", "Ik bevestig mijn tel. nr. De code kwam: 5 5 0 2 8 1", "5 5 0 2 8 1"),
    ],
)
def test_a_code_that_came_is_a_one_time_code(lang, text, value):
    """A code that came, arrived, kam or kwam was sent: a one-time code, not a PIN, even when
    the sentence before speaks of "my" number."""
    assert (value, "OTP") in found(text, lang)


def test_a_code_of_mine_in_its_own_sentence_is_still_a_pin():
    assert ("4471", "PASSWORD") in found("min kode er 4471 men den virker ikke", "da")


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "the card reader showed 6 0 3 9 1 8, I typed it in twice", "6 0 3 9 1 8"),
        ("en", "my card's reader says 2-2-8-1-0-4 and the bank declines", "2-2-8-1-0-4"),
    ],
)
def test_digits_read_off_a_card_reader_are_a_one_time_code_not_a_card(lang, text, value):
    """A card number has 13 to 19 digits: six digits dictated near the word card are a code."""
    assert found(text, lang) == [(value, "OTP")]


def test_a_card_number_dictated_digit_by_digit_is_still_a_card():
    text = "card number: 4 5 3 9 1 4 8 8 0 3 4 3 6 4 6 7"
    assert found(text, "en") == [("4 5 3 9 1 4 8 8 0 3 4 3 6 4 6 7", "CARD")]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "de",
            "Die Ansage sagte: Ihr Code lautet dreihundertvierzehn, neunhundertzwei. Geht nicht",
            "dreihundertvierzehn, neunhundertzwei",
        ),
        (
            "en",
            "the robot voice read my code as two hundred and six - seven hundred fifty",
            "two hundred and six - seven hundred fifty",
        ),
        (
            "da",
            "koden lød: otte hundrede og ni, et hundrede og tyve",
            "otte hundrede og ni, et hundrede og tyve",
        ),
        (
            "nl",
            "de sms-code was tweehonderdzestien driehonderdelf",
            "tweehonderdzestien driehonderdelf",
        ),
    ],
)
def test_a_code_read_out_in_hundreds_is_the_code(lang, text, value):
    assert found(text, lang) == [(value, "OTP")]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I paid four hundred twenty euros and two hundred for the deposit"),
        ("de", "das kostet dreihundertvierzig Euro, zweihundert hab ich schon bezahlt"),
    ],
)
def test_amounts_in_hundreds_without_a_code_word_stay_clean(lang, text):
    assert found(text, lang) == []


def test_a_pause_inside_a_code_read_out_digit_by_digit_keeps_it_one_code():
    text = "the code on her screen: six, one, four... nine, nine, two. does that work?"
    assert found(text, "en") == [("six, one, four... nine, nine, two", "OTP")]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("da", "Min aktiveringskode til routeren står på brevet: 5120-4471-93", "5120-4471-93"),
        ("de", "Der Aktivierungscode für die eSIM lautet 3391 2207 581", "3391 2207 581"),
        ("nl", "de activatiecode voor de app is 7710-2284-06, klopt dat?", "7710-2284-06"),
    ],
)
def test_a_long_activation_code_is_a_one_time_code(lang, text, value):
    assert found(text, lang) == [(value, "OTP")]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Für den Aktivierungscode bitte die Hotline 0151 2345 6789 anrufen"),
        ("nl", "op mijn klantenpas staat alleen 2001-4478-20, is dat mijn klantcode?"),
        ("en", "the activation code never came, my order is 3301-2284-19"),
    ],
)
def test_a_phone_a_customer_number_or_an_order_near_an_activation_word_stays_clean(lang, text):
    assert [label for _value, label in found(text, lang)] in ([], ["PHONE"])


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "die TAN-Eingabe bricht ab mit fehler 5120, was heißt das?"),
        ("da", "Jeg indtaster koden og får bare (fejl 7731) hver gang"),
        ("en", "put the sms code in and got error 4408 on the next page"),
    ],
)
def test_the_number_of_an_error_is_no_code(lang, text):
    assert found(text, lang) == []


def test_a_code_after_the_error_is_still_the_code():
    text = "fejl igen, koden jeg fik var 448 120"
    assert ("448 120", "OTP") in found(text, "da")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("nl", "Mijn wachtwoord wordt geweigerd met melding 'X-PW-12', wat betekent dat?"),
        ("de", "Der neue PIN-Brief kam nicht, Aktenzeichen PIN-88213"),
    ],
)
def test_a_cue_word_inside_an_identifier_names_no_value(lang, text):
    assert found(text, lang) == []


@pytest.mark.parametrize("text", ["my pin-4471 is what I always use", "PIN-4471 is mine"])
def test_a_pin_written_with_a_hyphen_is_still_the_pin(text):
    assert [label for _value, label in found(text, "en")] == ["PASSWORD"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("da", "Jeg kan ikke se rabatten på 10% i kurven. Koden var VINTER10"),
        ("de", "Ich sehe den Rabatt von 20% nicht im Warenkorb. Der Code war HERBST20"),
    ],
)
def test_a_discount_code_is_no_secret(lang, text):
    assert found(text, lang) == []


def test_a_password_in_capitals_in_a_message_about_a_discount_is_still_a_password():
    text = "mein Passwort HUND2024 geht nicht, ich wollte den Rabatt einlösen"
    assert ("HUND2024", "PASSWORD") in found(text, "de")
