"""Secret kinds of detection round 16 (issue 20): several spellings of one word tried or
corrected with no cue naming them, the word a note on its case is about, codes written with dots
or slashes, a code given in parts, a short reply confirming a code, digits spelled as words after
a code word, the three digits "hinten"; and what is none: a name beside its password, an order's
number in a reply, a date, a version, the value named after a case note.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, label: str = "PASSWORD", lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == label]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "hab schon versucht: ameise, Ameise und ameise7, nix geht",
            ["ameise", "Ameise", "ameise7"],
        ),
        ("not walnut, that was last year. it's walnut5 now", ["walnut", "walnut5"]),
        ("jeg skrev Rødgrød, men prøv Roedgroed i stedet", ["Rødgrød", "Roedgroed"]),
        ("ik heb kikker en Kikker en zelfs kikker3 getypt", ["kikker", "Kikker", "kikker3"]),
    ],
)
def test_the_spellings_of_one_word_tried_are_all_passwords(text, values):
    assert found(text) == values


@pytest.mark.parametrize(
    "text",
    [
        "Otto2020 is my password, Otto is my dog, he is lovely",
        "nicht Schmidt sondern Schmitt, der Name auf dem Paket ist falsch",
        "I tried Berlin and berlin in the city field",
    ],
)
def test_a_name_beside_a_password_or_a_name_corrected_is_none(text):
    assert "Otto" not in found(text)
    assert "Schmidt" not in found(text) and "Berlin" not in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("login geht nicht mehr. es ist einfach nur igel. klein, ohne zahlen", "igel"),
        ("it's my cat's name, Mittens, with a capital M. doesnt work since monday", "Mittens"),
        ("koden til appen er bare solsikke med småt, virker ikke", "solsikke"),
        ("probeer anders tulband. kleine letters.", "tulband"),
    ],
)
def test_the_word_a_case_note_is_about_is_a_password(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "mein passwort ist mein vorname klein: jürgen",
        "the app's font is tiny, all lower case, doesnt work for me",
        "pwd: red fox jumps (yes really, all lowercase)",
    ],
)
def test_a_case_note_before_its_value_or_in_an_aside_names_no_other_word(text):
    values = found(text)
    assert "vorname" not in values and "font" not in values and "really" not in values


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("the verification code: 4.4.1.9.0.2", "4.4.1.9.0.2"),
        ("engangskode 61/44/97 – med skråstreger?", "61/44/97"),
        ("token shows 771/320 right now", "771/320"),
    ],
)
def test_a_code_with_dots_or_slashes_is_one(text, code):
    assert found(text, "OTP") == [code]


@pytest.mark.parametrize(
    "text",
    ["code for the delivery on 12/06/24 please", "App-Version 2.4.1.7 hat einen Fehler im Code"],
)
def test_a_date_or_a_version_is_no_code(text):
    assert found(text, "OTP") == []


def test_a_code_in_parts_gives_each_part():
    text = "first half of the code is 552\n\nsecond half 019, it was cut off"
    assert found(text, "OTP") == ["552", "019"]


def test_a_part_of_an_order_is_no_code():
    assert found("half of the order 4471 came, the code for the rest?", "OTP") == []


@pytest.mark.parametrize(
    ("text", "code"),
    [("ja, das war die 338120, kam um 9:12", "338120"), ("ja hij is er nu, 7712", "7712")],
)
def test_a_short_reply_confirming_a_code_gives_it(text, code):
    assert found(text, "OTP") == [code]


@pytest.mark.parametrize(
    "text",
    [
        "ja, meine Kundennummer ist 4471203, die Lieferung kam kaputt an",
        "yes, 2024 was when I ordered",
        "ok, art. 55120-BLK kam in der falschen Größe",
    ],
)
def test_a_reply_with_an_identifier_is_no_code(text):
    assert found(text, "OTP") == []


def test_a_code_spelled_after_its_word_is_labelled_by_the_word():
    assert found("koden er seks to fire ni nul en", "OTP") == ["seks to fire ni nul en"]


def test_three_digits_on_the_back_spelled_out_are_a_security_code():
    text = "card 4539 1488 0343 6467, the three digits on the back are seven one four"
    assert found(text, "CVC") == ["seven one four"]


def test_the_three_numbers_behind_are_a_security_code():
    assert found("die drei Zahlen hinten: 518", "CVC") == ["518"]


@pytest.mark.parametrize(
    "text",
    ["Bitte hinten am Gartentor abstellen, Lieferung 4471 kommt morgen", "hinten an der Tür 1205"],
)
def test_behind_alone_names_no_security_code(text):
    assert found(text, "CVC") == [] and found(text, "OTP") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("heb het met appelboom77 geprobeerd en nu is alles geblokkeerd", "appelboom77"),
        ("hab's mit Wolke#12 probiert, login geht nicht", "Wolke#12"),
    ],
)
def test_a_value_tried_before_its_verb_is_a_password(text, value):
    assert found(text) == [value]


@pytest.mark.parametrize(
    "text",
    ["hab's mit PayPal probiert, Konto gesperrt", "met iDEAL geprobeerd maar account geblokkeerd"],
)
def test_a_payment_method_tried_is_no_password(text):
    assert found(text) == []


def test_a_phrase_noted_for_its_words_is_a_passphrase():
    text = "the login I always used (maple syrup, two words) stopped working"
    assert found(text) == ["maple syrup"]


def test_a_typed_cue_still_names_its_value():
    assert "Knuffel" in found("mijn wachtwoordt is Knuffel, werkt niet meer")


@pytest.mark.parametrize(
    "text", ["Ja, op vlucht KL 1043 zijn nog stoelen vrij", "yes, train ICE 1571 arrived late"]
)
def test_a_reply_naming_a_flight_or_a_train_is_no_code(text):
    assert found(text, "OTP") == []


def test_a_label_after_a_slash_is_no_password_its_value_is():
    text = "still locked out. login: jo_m88 / pwd: marzipan"
    assert found(text) == ["marzipan"]


def test_a_build_number_is_no_code():
    assert found("App 4.2.1 (build 55120) stürzt beim Passwort ändern ab") == []


@pytest.mark.parametrize(
    "text",
    [
        "Nummeret til jeres forretning i Odense er 66 11 22 33, men ingen svarer",
        "Ich habe 030 2290 4471 angerufen und 30 Minuten gewartet",
        "On your site it says 020 7946 0018 as customer service, is that free?",
        "fahrkarte nr. 5521 0933 12 nach Berlin",
        "Zählerstand Strom 018834, Gas 2241,5",
    ],
)
def test_a_companys_number_a_ticket_or_a_meter_reading_is_no_phone(text):
    assert found(text, "PHONE") == []


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        ("ring mig på 22 57 83 19 efter kl 16", "22 57 83 19"),
        ("mein handy 0171 4471229, euer Kundenservice hat nie angerufen", "0171 4471229"),
    ],
)
def test_a_persons_number_near_the_shops_words_stays_one(text, phone):
    assert found(text, "PHONE") == [phone]


@pytest.mark.parametrize(
    "text",
    [
        "Waarom moet ik mijn wachtwoord te 'verifiëren'? Phishing?",
        "hvorfor skal jeg skrive mit kodeord for at 'bekræfte' det?",
    ],
)
def test_a_verb_quoted_after_an_infinitives_marker_is_no_password(text):
    assert found(text) == []


def test_a_value_quoted_after_to_is_still_one():
    assert found("I changed my password to 'tulip' yesterday") == ["tulip"]
