"""What an outside tester stored that should never have been stored (2026-12-02), as kinds, with
sentences made up for these tests: invisible characters inside a value, a card number after a card
word's abbreviation or a digit short or long, a security code or PIN read out in words, a code
dictated with dots or over two lines."""

import pytest

from privacy.detect import asked_for, detect


def found(text: str, lang: str) -> list[tuple[str, str]]:
    return [(span.label, text[span.start : span.end]) for span in detect(text, lang)]


@pytest.mark.parametrize("invisible", ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\ufeff"])
def test_invisible_characters_inside_a_value_hide_nothing(invisible):
    card = invisible.join(["5412", "7534", "1298", "0056"])
    code = invisible.join("730914")
    text = f"card {card}, code {code}, my pass{invisible}word is Kirsebær77"
    labels = {label: value for label, value in found(text, "en")}
    assert labels["CARD"] == card
    assert labels["OTP"] == code
    assert labels["PASSWORD"] == "Kirsebær77"


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "Card No. 4929 1180 3362 5518, please retry", "4929 1180 3362 5518"),
        ("de", "Kartennr. 4929 1180 3362 5518", "4929 1180 3362 5518"),
        ("da", "kortnr. 4929 1180 3362 5518 virker ikke", "4929 1180 3362 5518"),
        ("nl", "Kaart nr. 4929 1180 3362 5518 is geweigerd", "4929 1180 3362 5518"),
        # A digit short or one too many, or all sixteen together.
        ("en", "my card is 4929 1180 3362 551", "4929 1180 3362 551"),
        ("de", "Kreditkarte 4929 1180 3362 55188", "4929 1180 3362 55188"),
        ("nl", "mijn creditcard 4929118033625518", "4929118033625518"),
    ],
)
def test_a_card_number_after_a_card_word_in_any_form(lang, text, value):
    assert ("CARD", value) in found(text, lang)


def test_a_security_code_after_a_mistyped_card_stays_a_security_code():
    text = "card 4929 1180 3362 5518 cvc 804"
    assert found(text, "en") == [("CARD", "4929 1180 3362 5518"), ("CVC", "804")]


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "the cvv is eight zero four", ("CVC", "eight zero four")),
        ("de", "Prüfziffer: sieben null drei", ("CVC", "sieben null drei")),
        ("da", "sikkerhedskoden er otte nul fire", ("CVC", "otte nul fire")),
        ("nl", "de cvc is acht nul vier", ("CVC", "acht nul vier")),
        ("da", "min pinkode er fire, to, to, en", ("PASSWORD", "fire, to, to, en")),
        ("en", "the code is 7.3.0.9", ("OTP", "7.3.0.9")),
        (
            "en",
            "the code is seven three\nzero nine one one",
            ("OTP", "seven three\nzero nine one one"),
        ),
        ("de", "der Code lautet\n7 3 0\n9 1 1", ("OTP", "7 3 0\n9 1 1")),
    ],
)
def test_a_security_code_pin_or_code_read_out(lang, text, expected):
    assert expected in found(text, lang)


def test_a_reply_that_spells_the_code_asked_for():
    asked = asked_for("Which three digits are on the back of the card?")
    text = "eight zero four"
    assert [(s.label, text[s.start : s.end]) for s in detect(text, "en", asked=asked)] == [
        ("CVC", "eight zero four")
    ]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "we need two or three chairs and one table"),
        ("en", "update to version 1.2.3.4 of the app"),
        ("de", "Kundenkarte Punkte: 6340 1127 8820 0015"),
        ("en", "How many loyalty points do I have? Card no. 6340 1127 8820 0015."),
        ("nl", "ik heb één twee vragen"),
    ],
)
def test_numbers_that_are_none_of_these_stay_clean(lang, text):
    assert found(text, lang) == []
