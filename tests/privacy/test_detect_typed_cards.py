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
