"""Kinds of detection round 23: a passphrase after "is een zinnetje," up to the next comma, a name
after "de naam van onze hond is, met een hoofdletter:", a quoted phrase typed "with the spaces", a
double-quoted value with an apostrophe inside it, a number chosen in a message about a PIN
("Ik heb 36914 gekozen"), DigiD's four-letter koppelcode, and a profile's code as a PIN.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, label: str, lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == label]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "nl",
            "mijn wachtwoord is een zinnetje, de zon schijnt fel, maar het lukt niet",
            "de zon schijnt fel",
        ),
        (
            "en",
            "my password is a sentence, the owl flies at night, and it fails",
            "the owl flies at night",
        ),
    ],
)
def test_a_passphrase_after_a_comma_is_the_clause(lang, text, value):
    assert found(text, "PASSWORD", lang) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "mijn wachtwoord is een zin, maar welke weet ik niet meer",
        "my password is a sentence, but I don't remember which one",
    ],
)
def test_talk_after_the_comma_is_no_passphrase(text):
    assert found(text, "PASSWORD") == []


def test_a_name_after_a_note_and_a_colon_is_the_password():
    text = (
        "Mijn kleinzoon zette het paswoord. Het is de naam van onze kat, met hoofdletter: Minoes."
    )
    assert found(text, "PASSWORD", "nl") == ["Minoes"]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "en",
            "it's 'rain on the bay 2004' with the spaces, worked yesterday",
            "rain on the bay 2004",
        ),
        ("de", "es ist „Hund und Katze 7“ mit den Leerzeichen", "Hund und Katze 7"),
    ],
)
def test_a_quoted_phrase_typed_with_its_spaces_is_a_password(lang, text, value):
    assert found(text, "PASSWORD", lang) == [value]


def test_a_quoted_field_with_its_spaces_removed_is_none():
    assert found("the field 'first name' works with the spaces removed", "PASSWORD", "en") == []


def test_an_apostrophe_inside_a_double_quoted_value_is_the_values():
    text = 'my password is "Kate\'sGarden9" with the apostrophe, does that break it?'
    assert found(text, "PASSWORD", "en") == ["Kate'sGarden9"]


@pytest.mark.parametrize(
    ("lang", "text", "pin"),
    [
        (
            "nl",
            "Mijn oude pincode 11223 werkt niet meer, er moest een nieuwe. Ik heb 80264 gekozen",
            "80264",
        ),
        (
            "de",
            "Die alte PIN 5521 ging nicht mehr, es musste eine neue her. Ich habe 4826 gewählt",
            "4826",
        ),
        (
            "en",
            "My old PIN 2231 stopped working, so a new one was needed. I chose 7395 yesterday",
            "7395",
        ),
    ],
)
def test_a_number_chosen_in_a_message_about_a_pin_is_the_pin(lang, text, pin):
    assert pin in found(text, "PASSWORD", lang)


def test_a_number_chosen_with_no_pin_or_password_named_is_none():
    assert found("ik heb 3 dagen gekozen voor de levering", "PASSWORD", "nl") == []


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("De DigiD app toont koppelcode QKMT maar de site weigert", "QKMT"),
        ("koppelcode: WXRB", "WXRB"),
    ],
)
def test_a_digid_koppelcode_of_four_letters_is_one_time(text, code):
    assert found(text, "OTP", "nl") == [code]


def test_a_question_about_the_koppelcode_holds_none():
    assert found("waar vind ik de koppelcode? Ik zie alleen DIGI", "OTP", "nl") == []


@pytest.mark.parametrize(
    ("lang", "text", "pin"),
    [
        ("nl", "mijn profielcode is 5813 maar de tv zegt fout", "5813"),
        ("de", "Profilcode 2291 geht nicht", "2291"),
    ],
)
def test_a_profiles_code_is_a_pin(lang, text, pin):
    assert found(text, "PASSWORD", lang) == [pin]


def test_a_number_chosen_as_something_else_is_no_pin():
    text = "forgot my password; on the form I picked 2024 as the year"
    assert "2024" not in found(text, "PASSWORD", "en")
