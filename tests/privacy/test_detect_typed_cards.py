"""A card number after a card's words is a card even when its checksum fails (a typo in it).

Sentences made up for these tests. A mistyped card number is still most of the card's digits:
the detector fails closed on it. A shop's own cards (loyalty, gift, member) stay clean.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str) -> list[tuple[str, str]]:
    return [(span.label, text[span.start : span.end]) for span in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "de",
            "Bitte buchen Sie von meiner Kreditkarte 4929 1180 3362 5517 ab",
            "4929 1180 3362 5517",
        ),
        ("en", "my visa 4024-0071-8845-2290 keeps getting declined", "4024-0071-8845-2290"),
        ("da", "kortnummeret er 5413 3300 8921 6645, virker det?", "5413 3300 8921 6645"),
        ("nl", "mijn creditcard 5168 4402 1177 9031 wordt geweigerd", "5168 4402 1177 9031"),
        ("en", "Amex 3782 822463 10006 please", "3782 822463 10006"),
    ],
)
def test_a_card_layout_after_a_card_word_is_a_card_whatever_its_checksum(lang, text, value):
    assert ("CARD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Loyalty card number 6340 1122 0087 4411, points missing"),
        ("en", "the gift card 6006 4920 1188 3306 has no balance"),
        ("de", "Kundenkarte 2801 4456 0093 1170 wurde nicht erkannt"),
        ("nl", "bestelnummer 4020 1188 3306 5512 is nog niet verzonden"),
        ("da", "sporingsnummer 7070 1188 3306 5512 siger ingenting"),
    ],
)
def test_other_numbers_in_a_card_layout_stay_clean(lang, text):
    assert [label for label, _ in found(text, lang) if label == "CARD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "card number 4111 1111", "4111 1111"),
        ("en", "Visa number starts with 4111 1111 11", "4111 1111 11"),
        ("de", "Meine Kartennummer ist 5413 3300, der Rest kommt gleich", "5413 3300"),
        ("da", "kortnummer 4571 9912 3456", "4571 9912 3456"),
        ("nl", "mijn kaartnummer is 5413 3300 8901", "5413 3300 8901"),
    ],
)
def test_the_first_part_of_a_card_number_cut_short_is_a_card(lang, text, value):
    """Seven to twelve digits after a card's words are most of a card number (the rest is sent in
    the next message): never stored."""
    assert found(text, lang) == [("CARD", value)]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the card ending 4242 was charged twice"),  # the last four may stay
        ("nl", "kaartnummer begint met 541333"),  # the brand's prefix may stay
        ("en", "library card 2900113847, can't renew my books"),  # a shop's own card
        ("en", "please call her rather than leaving a card: 028 9066 1174"),  # no card brand
        ("de", "die Karte ging nicht, 3 mal probiert, Bestellung 58812345"),  # not right after
    ],
)
def test_a_number_near_a_card_word_that_is_no_part_of_a_card_number_stays(lang, text):
    assert "CARD" not in [label for label, _value in found(text, lang)]
