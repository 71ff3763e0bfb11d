"""Secret kinds of detection round 12 (issue 20): a password dictated piece by piece, the tries of
one password listed side by side, a password corrected by another spelling of it, the code that
opens an entrance, a SIM's PUK, a PIN letter and an alarm's user code, a code read out in pieces
or in pairs of number words, a Danish "nummeret er" before a phone number, a value a pointer names
back; and what is none: talk in a password's window, a product's model, a tracking number's tail.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect
from privacy.detect.entry_codes import entry_codes
from privacy.detect.variants import corrected_values, listed_variants
from privacy.spans import Span


def found(text: str, label: str = "PASSWORD", lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == label]


# ---------------------------------------------------------------- dictated piece by piece


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "mein Kennwort lautet: klein m, groß T, dann 4 4 und ein Fragezeichen. Danke",
            "klein m, groß T, dann 4 4 und ein Fragezeichen",
        ),
        (
            "the password is capital R, small o, b, then 7 7 and a hash sign",
            "capital R, small o, b, then 7 7 and a hash sign",
        ),
        (
            "mijn wachtwoord is hoofdletter K, dan 'aas', dan twee keer de 3",
            "hoofdletter K, dan 'aas', dan twee keer de 3",
        ),
        ("kodeordet er stort B, lille i, l, og så 9 9", "stort B, lille i, l, og så 9 9"),
    ],
)
def test_a_dictated_password_is_found_whole(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "das Passwort muss einen Großbuchstaben und eine Zahl haben",
        "my password is case sensitive, capital letters matter",
        "mijn wachtwoord werkt niet meer sinds gisteren",
        "password doesn't work, is it with a capital letter or not?",
    ],
)
def test_talk_about_a_password_s_letters_is_no_dictation(text):
    assert found(text) == []


# ---------------------------------------------------------------- tries listed side by side


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "har prøvet med vinterbad, Vinterbad og vinterbad7, ingen af dem virker på min konto",
            ["vinterbad", "Vinterbad", "vinterbad7"],
        ),
        (
            "geprobeerd: fiets88 / Fiets88 / fiets-88 en FIETS88, niks werkt",
            ["fiets88", "Fiets88", "fiets-88", "FIETS88"],
        ),
        (
            "hab Bergsee1, bergsee1 und Bergsee-1 probiert, geht nicht",
            ["Bergsee1", "bergsee1", "Bergsee-1"],
        ),
        (
            "I tried Sunflower, sunflower and Sunflower9 on my account, none work",
            ["Sunflower", "sunflower", "Sunflower9"],
        ),
    ],
)
def test_the_tries_beside_a_password_tried_are_passwords_too(text, values):
    assert all(value in found(text) for value in values)


def _password(text: str, value: str) -> Span:
    return Span(text.index(value), text.index(value) + len(value), "PASSWORD")


def test_list_items_with_other_letters_are_no_tries_of_a_password():
    text = "tried Lindenbaum7, Ahornblatt and Eichenholz, neither works on my account"
    assert list(listed_variants(text, text.lower(), [_password(text, "Lindenbaum7")])) == []


def test_the_same_word_in_a_list_is_no_try_without_a_try_verb():
    text = "Passwort ist Sommer2024, Sommer und Winter sind egal"
    assert list(listed_variants(text, text.lower(), [_password(text, "Sommer2024")])) == []


# ---------------------------------------------------------------- corrections


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("no wait, it's not maple77. it's Maple77! sorry", ["maple77", "Maple77!"]),
        ("sorry, nicht kiefer7 sondern Kiefer7#", ["kiefer7", "Kiefer7#"]),
        ("undskyld, ikke havn22 men havn22!", ["havn22", "havn22!"]),
        ("nee niet tulp9, het is Tulp9!", ["tulp9", "Tulp9!"]),
    ],
)
def test_both_spellings_of_a_corrected_password_are_found(text, values):
    assert all(value in found(text) for value in values)


@pytest.mark.parametrize(
    "text",
    [
        "not order 12345 it's 12346",
        "der Gutscheincode ist nicht sommer20 sondern sommer25",
        "not Anna, it's anna",
        "it's not working, it's broken again",
        "the tracking number is not JJD0044 it's JJD0045",
        "nicht Hamburg sondern Bremen, bitte",
    ],
)
def test_a_correction_of_no_password_is_none(text):
    assert list(corrected_values(text, text.lower())) == []


# ---------------------------------------------------------------- entrance codes


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("de bezorger mag het achterom zetten, het hek gaat open met 5820 op het paneel", "5820"),
        ("du kan taste 3362 ved porten så kommer du ind i gården", "3362"),
        ("die Haustür geht mit 2580 auf, dann 2. Stock", "2580"),
        ("punch 1397 into the keypad by the gate please", "1397"),
    ],
)
def test_the_code_that_opens_an_entrance_is_a_password(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "Lieferung an Gartenweg 4, 80331 München, Tor ist offen ab 0900",
        "the door opens at 1800, please enter through gate 4",
        "my order 12345678 was left at the door, please type a note",
        "order no. 12345678 was left at the door, please type a note",
        "de deur gaat open met de sleutel, huisnummer 1204",
        "Hovedgaden 12, 8000 Aarhus, tast på døren ved nr 1204",
    ],
)
def test_a_time_an_order_or_a_house_number_at_an_entrance_is_no_code(text):
    assert list(entry_codes(text, text.lower())) == []


# ---------------------------------------------------------------- PUK, PIN letter, user code


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("sim pin is 0000, PUK is 48219937, thanks", "48219937"),
        ("im PIN-Brief steht 5 0 2 8 aber der Automat sagt falsch", "5 0 2 8"),
        ("pinbrevet siger 6 0 2 4 men kortet bliver afvist", "6 0 2 4"),
        ("til alarmen: brugerkode 7314, og appen virker ikke", "7314"),
        ("meine Benutzercode für die Alarmanlage ist 5512", "5512"),
    ],
)
def test_a_puk_a_pin_letter_s_digits_and_a_user_code_are_passwords(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "where do I find the PUK code for my sim?",
        "wo finde ich den PIN-Brief? ist noch nicht angekommen",
        "hvad er brugerkoden til alarmen, jeg har glemt den",
    ],
)
def test_a_puk_or_user_code_word_without_a_value_names_nothing(text):
    assert detect(text) == []


# ---------------------------------------------------------------- a code read out in pieces


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "the activation code from the letter starts with 4QX and then 7JT2, where do I put it",
            ["4QX", "7JT2"],
        ),
        ("der Aktivierungscode im Brief beginnt mit 8H3 und dann K2L", ["8H3", "K2L"]),
        ("koden i brevet starter med 5T og så 9P2", ["5T", "9P2"]),
        (
            "ik kreeg een eenmalige code per post om mijn account te openen, hij begint met "
            "3W7Q en dan 8LPA",
            ["3W7Q", "8LPA"],
        ),
    ],
)
def test_each_piece_of_a_code_read_out_in_pieces_is_found(text, values):
    assert all(value in found(text, "OTP") for value in values)


@pytest.mark.parametrize(
    "text",
    [
        "the order code starts with AB12 then CD34",
        "the tracking code begins with JJD then 0044",
        "der Gutscheincode beginnt mit SOM und dann MER20",
    ],
)
def test_an_order_tracking_or_voucher_code_in_pieces_is_none(text):
    assert found(text, "OTP") == []


# ---------------------------------------------------------------- "nummeret er"


def test_a_phone_number_after_the_danish_the_number_is_a_phone_not_the_pin_before_it():
    text = "pin til mobilen er 4821, nummeret er 42 17 90 33"
    assert found(text, "PHONE", "da") == ["42 17 90 33"]
    assert found(text, "PASSWORD", "da") == ["4821"]


def test_a_code_after_the_danish_the_number_is_stays_a_code():
    assert found("koden kom på sms, nummeret er 482913", "OTP", "da") == ["482913"]


# ---------------------------------------------------------------- a value a pointer names back


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("prøv lige med Lakridsbåd4 – det er min fars kode, han vil opsige aftalen", "Lakridsbåd4"),
        ("prøv med Hyldeblomst9, det er min kode", "Hyldeblomst9"),
        ("probeer Dennenappel7, dat is mijn moeders wachtwoord", "Dennenappel7"),
    ],
)
def test_a_value_tried_then_named_by_a_pointer_is_the_password_and_nothing_after_it(text, value):
    assert found(text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "try the app, that's my code for everything",
        "try Tuesday - that's my mum's day off",
    ],
)
def test_a_pointer_with_no_cue_or_no_value_names_nothing(text):
    assert found(text) == []


# ---------------------------------------------------------------- talk in a password's window


@pytest.mark.parametrize(
    "text",
    [
        # The modal's infinitive ends the clause.
        "ring mich an unter 0171 4492038, will mein passwort nicht hier eintippen",
        "bel me even, ik wil mijn wachtwoord niet hier intypen",
        # The account's domain in brackets.
        "mein mail passwort (gmx.de) geht seit heute nicht mehr",
        # A code missing or never come: the words after it are not its value.
        "jeg mangler koden til pakkeboksen, mailen kom aldrig, boksen står ved Brugsen",
        "mir fehlt der Code für die Packstation, steht bei Edeka in Altona",
        "the code for the locker never arrived, it's at Tesco Brixton",
    ],
)
def test_talk_around_a_password_or_code_word_is_no_value(text):
    assert [s for s in detect(text) if s.label in ("PASSWORD", "OTP")] == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("mein passwort ist blumentopfen", "blumentopfen"),
        ("ich will mein passwort ändern, das alte ist waldmeistern", "waldmeistern"),
        ("my password (work laptop) is Tulip#44", "Tulip#44"),
        ("koden til pakkeboksen er Solsikke, den står ved Netto", "Solsikke"),
    ],
)
def test_a_value_beside_such_talk_is_still_found(text, value):
    assert value in found(text)


# ---------------------------------------------------------------- models and identifiers


def test_a_number_after_a_brand_word_with_an_inner_capital_is_its_model():
    text = "hvad er standardkoden til routeren? det er en FritzBox 7490"
    assert detect(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("koden fra MitID 482913 virker ikke", "482913"),
        ("DigiD 551903 is de code", "551903"),
        ("der Code für die PlayStation 5521 ist abgelaufen", "5521"),
    ],
)
def test_a_code_after_an_id_app_or_with_a_code_word_in_its_sentence_stays_a_code(text, value):
    assert value in found(text, "OTP")


@pytest.mark.parametrize(
    "text",
    [
        "parcel 1Z 7R2 K19 03 5512 8841 shows delivered but nothing here",
        "zending 3S QX7 P44 020 7946 0958 staat nog in Utrecht",
    ],
)
def test_digits_after_two_letter_digit_groups_are_an_identifier_s_tail_no_phone(text):
    assert found(text, "PHONE") == []


def test_a_phone_after_a_flat_number_is_still_a_phone():
    assert found("my flat is 4B, call me on 020 7946 0958", "PHONE") == ["020 7946 0958"]


# ---------------------------------------------------------------- numbers read out in pairs


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("die TAN lautet dreiundvierzig elf achtzig", "dreiundvierzig elf achtzig"),
        ("the code is forty-two seventeen eighty", "forty-two seventeen eighty"),
        ("de sms-code is zevenendertig twaalf negentig", "zevenendertig twaalf negentig"),
        ("koden er syvogtredive tolv halvfems", "syvogtredive tolv halvfems"),
        (
            "zweiundfünfzig neunzehn sechs, also 52196, das ist die TAN",
            "zweiundfünfzig neunzehn sechs",
        ),
    ],
)
def test_a_code_read_out_in_pairs_is_found_as_words(text, value):
    assert value in found(text, "OTP")


@pytest.mark.parametrize(
    "text",
    [
        "I ordered twelve twenty nine items, ten of them broken",
        "wir sind zwölf Leute, zwanzig Kinder und elf Erwachsene",
        "vi er tolv voksne, tyve børn og ti hunde",
    ],
)
def test_numbers_in_words_with_no_code_are_none(text):
    assert detect(text) == []
