"""The expiry date written right after a card number or its security code is card data too.

Sentences made up for these tests. Left beside a removed card number, "exp 09/27" still tells
whose card it was (found by the outside check): the span of the number or the code runs on over
the date after it. A date elsewhere, or a date beside no card at all, is left alone.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str) -> list[tuple[str, str]]:
    return [(span.label, text[span.start : span.end]) for span in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "spans"),
    [
        (
            "en",
            "my card is 4111111111111111 exp 12/27 cvv 123",
            [("CARD", "4111111111111111 exp 12/27"), ("CVC", "123")],
        ),
        (
            "de",
            "Kartennummer 4917 3302 1187 6623, Prüfziffer 418, gültig bis 09/27. Bitte nochmal",
            [("CARD", "4917 3302 1187 6623"), ("CVC", "418, gültig bis 09/27")],
        ),
        (
            "da",
            "Kort: 4175 0033 8962 5125 | Udløb: 07/26 | CVC: 610",
            [("CARD", "4175 0033 8962 5125 | Udløb: 07/26"), ("CVC", "610")],
        ),
        (
            "nl",
            "kaartnr 4412-0174-9552-3852\nvervalt 09/26\nbeveiligingscode 611",
            [("CARD", "4412-0174-9552-3852\nvervalt 09/26"), ("CVC", "611")],
        ),
        (
            "en",
            "4113486046962426 / 10/28 / 371",
            [("CARD", "4113486046962426 / 10/28"), ("CVC", "371")],
        ),
        (
            "nl",
            "mijn kaartnr is 4532 7781 0294 6613 en de vervaldatum 08/27, de 3 cijfers zijn 556",
            [("CARD", "4532 7781 0294 6613 en de vervaldatum 08/27"), ("CVC", "556")],
        ),
        (
            "en",
            "Mastercard 5188 2749 6630 1172 exp 3/27 and cvc is 094 thx",
            [("CARD", "5188 2749 6630 1172 exp 3/27"), ("CVC", "094")],
        ),
    ],
)
def test_the_expiry_after_a_card_number_or_its_code_is_part_of_its_span(lang, text, spans):
    assert found(text, lang) == spans


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "order 4411 arrives 12/05, please call me then"),
        ("de", "Rechnung vom 03/24 ist noch offen"),
        ("da", "pakken kom 11/26 men manglede et ben"),
    ],
)
def test_a_date_beside_no_card_number_is_left_alone(lang, text):
    assert found(text, lang) == []


def test_a_date_said_later_in_another_sentence_is_not_taken_with_the_card():
    text = "4111 1111 1111 1111 is the card. Delivery was promised for 12/05, a Friday."
    assert found(text, "en") == [("CARD", "4111 1111 1111 1111")]
