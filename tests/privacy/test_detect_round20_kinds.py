"""Kinds of detection round 20: a password word-and-number used "as always" or changed by someone
else, with no password word ("hetzelfde als altijd, kaasstengel7"); an Amex code named by its four
digits and the card ("the 4 digit number on the front of my amex"), never a card number's last four;
"toegangscode" before a word; a password pasted as a labelled line, the whole line; a PIN said with
what it is for ("PIN for security"); a code from an app after a password that was set; and what is
no one-time code: an Eircode, an error code on a display.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, label: str, lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == label]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("nl", "ik typ hetzelfde als altijd, fietsbel42, en toch zegt hij fout", "fietsbel42"),
        ("en", "my old one was Hollyhock1990 and someone has changed it", "Hollyhock1990"),
        ("de", "ich nehme das gleiche wie immer, Seerose77, aber es geht nicht", "Seerose77"),
        ("da", "det samme som altid, Rugbrød55, men nu virker det ikke", "Rugbrød55"),
    ],
)
def test_a_password_used_as_always_or_changed_needs_no_password_word(lang, text, value):
    assert found(text, "PASSWORD", lang) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "the 4 digit number on the front of my amex is 3318",
        "it's the 4 numbers above the long number on my card, 7240",
    ],
)
def test_four_digits_named_with_the_card_are_its_code(text):
    assert found(text, "CVC", "en") == [text[-4:]]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the last 4 numbers of my card are 5521, did the payment go through?"),
        ("nl", "de laatste 4 cijfers van mijn pas zijn 6610"),
    ],
)
def test_a_card_numbers_last_four_are_no_code(lang, text):
    assert found(text, "CVC", lang) == []


def test_toegangscode_before_a_word_names_a_password():
    assert found("toegangscode van het portaal: zeekoe (alles klein)", "PASSWORD", "nl") == [
        "zeekoe"
    ]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Username: m.oconnor\nPassword: tea before coffee always", "tea before coffee always"),
        ("login: pdevries\nww: drie kleine biggetjes", "drie kleine biggetjes"),
    ],
)
def test_a_labelled_password_line_is_the_whole_line(text, value):
    assert found(text, "PASSWORD") == [value]


@pytest.mark.parametrize("text", ["Password: not sure anymore", "Passwort: weiß ich nicht mehr"])
def test_a_labelled_line_saying_the_value_is_unknown_names_none(text):
    assert found(text, "PASSWORD") == []


def test_a_pin_said_with_what_it_is_for_is_a_pin():
    assert found("my phone banking PIN for security is 7716", "PASSWORD", "en") == ["7716"]


def test_a_code_from_an_app_after_a_password_was_set_is_one_time():
    text = "I set a new password and then it wanted the code from the app, 318 270"
    assert found(text, "OTP", "en") == ["318 270"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "my Eircode is D04 X2K7, do you deliver there?"),
        ("nl", "Storingscode E204 op de ketel, wat nu?"),
    ],
)
def test_a_postcode_or_an_error_code_is_no_one_time_code(lang, text):
    assert found(text, "OTP", lang) == []
