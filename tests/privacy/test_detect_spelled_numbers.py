"""Numbers read out in words are the secret they spell: a code, PIN or card number dictated digit by
digit. Sentences made up for these tests."""

import pytest

from privacy.detect import detect


def found(text: str, lang: str) -> list[tuple[str, str]]:
    return [(span.label, text[span.start : span.end]) for span in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        (
            "de",
            "Meine Frau liest vor: sieben, zwei, null, vier, neun, eins",
            ("OTP", "sieben, zwei, null, vier, neun, eins"),
        ),
        (
            "en",
            "the text said nine three three - one zero eight",
            ("OTP", "nine three three - one zero eight"),
        ),
        (
            "nl",
            "de sms zei vijf zes zes, negen twee drie",
            ("OTP", "vijf zes zes, negen twee drie"),
        ),
        # The digits typed as well: the words take their label.
        ("en", "pin is seven seven one four, so 7714", ("PASSWORD", "seven seven one four")),
    ],
)
def test_a_number_read_out_in_words_is_a_secret(lang, text, expected):
    assert expected in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "it went one to one, then two to one in extra time"),
        ("nl", "ik heb twee of drie vragen over de levering"),
        ("de", "wir brauchen vier Stühle und zwei Tische"),
        ("da", "to eller tre dage, siger de"),
        ("en", "we are two, three at most, so one table is fine"),
    ],
)
def test_number_words_that_spell_no_code_stay_clean(lang, text):
    assert found(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "an automated call read out 5-0-3-8 and hung up", ("OTP", "5-0-3-8")),
        ("de", "die Stimme am Telefon sagte 7, 1, 9, 9, 2, 4", ("OTP", "7, 1, 9, 9, 2, 4")),
        ("nl", "ze las voor: 3 3 8 0 1", ("OTP", "3 3 8 0 1")),
    ],
)
def test_digits_dictated_one_by_one_are_a_code(lang, text, expected):
    assert expected in found(text, lang)


def test_a_date_with_dashes_is_no_dictated_code():
    assert found("geliefert am 1-2-2025, Rechnung folgt", "de") == []


def test_a_danish_code_read_out_is_a_secret_whichever_kind():
    text = "koden lyder seks, syv, to, otte"
    assert found(text, "da")[0][1] == "seks, syv, to, otte"
    assert found(text, "da")[0][0] in ("OTP", "PASSWORD")


@pytest.mark.parametrize(
    ("lang", "text", "spelled"),
    [
        (
            "en",
            "my card is four one one one, one one one one, one one one one, one one one one",
            "four one one one, one one one one, one one one one, one one one one",
        ),
        (
            "en",
            "card number: five five five five five five five five five five five five four four "
            "four four",
            "five five five five five five five five five five five five four four four four",
        ),
    ],
)
def test_a_card_number_spelled_in_everyday_digit_words_after_a_card_word_is_a_card(
    lang, text, spelled
):
    """Found by the outside check: "one" is an everyday word, so a run of mostly "one" was read
    as talk; after a card's word, a card-sized run is the card's number."""
    assert found(text, lang) == [("CARD", spelled)]


def test_a_short_run_after_a_card_word_is_no_card_number():
    assert ("CARD", "one one two") not in found("the card has one one two on it", "en")
