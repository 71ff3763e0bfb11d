"""Spellings of one word tried in a message about a failed login are all the password (issue 20,
round 25): the plain spelling after "tried with", two spellings differing in case alone side by
side in a list, and a spelling in capitals beside the small one. A code typed in both cases, and
one word's spellings apart in a sentence, stay clean.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def passwords(text: str, lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == "PASSWORD"]


@pytest.mark.parametrize(
    ("lang", "text", "values"),
    [
        (
            "da",
            "har prøvet med solsikke og bagefter med Solsikke7, login fejler stadig",
            ["solsikke", "Solsikke7"],
        ),
        (
            "en",
            "tried with marigold first and then with Marigold22 but it keeps rejecting me",
            ["marigold", "Marigold22"],
        ),
        (
            "nl",
            "inloggen lukt niet, geprobeerd: vlinderbloem en Vlinderbloem, geen van beide werkt",
            ["vlinderbloem", "Vlinderbloem"],
        ),
        (
            "de",
            "hab beides probiert, sonnenblume und SONNENBLUME12, geht trotzdem nicht",
            ["sonnenblume", "SONNENBLUME12"],
        ),
    ],
)
def test_every_spelling_tried_is_the_password(lang, text, values):
    assert passwords(text, lang) == values


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "is WINTER15 case sensitive? typed winter15 at checkout and it didn't work"),
        ("de", "Berlin war ausverkauft, ich hab dann probiert in berlin-mitte zu bestellen"),
        ("en", "tried ORDER-4471 again, the tracking page still shows nothing"),
    ],
)
def test_a_code_in_two_cases_or_a_word_apart_is_no_password(lang, text):
    assert passwords(text, lang) == []
