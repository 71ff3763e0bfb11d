"""A one-time code told as a story, the word "code" never said (privacy/detect/codes.py,
told_codes).

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(s.label, text[s.start : s.end]) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "en",
            "my bank texted me just now because I tried to pay you, after a lot of back and forth "
            "with my husband about whether it was a scam, anyway the message says 418 207",
            "418 207",
        ),
        (
            "en",
            "The app wanted to verify me again, it pinged my phone while I was cooking and by the "
            "time I looked the number on it was 550913, is that still valid?",
            "550913",
        ),
        (
            "de",
            "Ich wollte mich anmelden und dann kam eine Nachricht aufs Handy, "
            "da stand 730 118 drin",
            "730 118",
        ),
        (
            "da",
            "jeg fik en besked fra banken da jeg prøvede at betale, der stod 904412, hvad gør jeg",
            "904412",
        ),
        (
            "nl",
            "ik kreeg een berichtje op mijn telefoon toen ik wilde inloggen met 662 019 erin",
            "662 019",
        ),
    ],
)
def test_the_one_code_sized_number_of_a_code_story_is_the_code(lang, text, value):
    assert ("OTP", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I got a text saying order 448120 has shipped, when will it arrive?"),
        ("en", "you texted me about invoice 551903 but I already paid it"),
        ("en", "I signed in and the text said my customer number is 448120, what is it for?"),
        ("de", "Die SMS sagt Sendungsnummer 773 019, aber die Sendung ist nicht da"),
        ("da", "jeg fik en sms om at pakken 550 213 og 550 214 er sendt"),
        ("nl", "ik kreeg een bericht dat ik 125 000 punten heb, klopt dat?"),
    ],
)
def test_a_number_an_identifier_or_a_unit_names_or_one_of_several_is_no_told_code(lang, text):
    assert [label for label, _ in found(text, lang) if label == "OTP"] == []


def test_an_identifier_word_far_back_in_a_long_sentence_does_not_name_the_code():
    text = (
        "Ich hab die SMS bekommen, von so einer Kurznummer, dann kam noch Werbung hinterher, "
        "aber in der ersten stand die Nummer 190227. Das Formular nimmt sie nicht."
    )
    assert ("OTP", "190227") in found(text, "de")


def test_a_phone_numbers_last_group_is_no_told_code():
    text = "I got a text from 0171 234567 asking me to verify, is that you?"
    assert ("OTP", "234567") not in found(text, "en")


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "en",
            "Please find the MFA code for the finance@ mailbox below:\n650-218\nbe quick",
            "650-218",
        ),
        ("de", "Der MFA-Code ist 448 120", "448 120"),
    ],
)
def test_a_multi_factor_code_is_a_one_time_code(lang, text, value):
    assert ("OTP", value) in found(text, lang)
