"""A sort code or an area code is a bank's or a region's number, not a secret code.

Sentences made up for these tests. "code" alone is a one-time code's cue (fail closed); "sort code"
and "area code" name numbers that are no secret, and a code named after them is still one.
"""

import pytest

from privacy.detect import detect


def labels(text: str) -> list[tuple[str, str]]:
    return [(span.label, text[span.start : span.end]) for span in detect(text, "en")]


@pytest.mark.parametrize(
    "text",
    [
        "Please refund to sort code 20-00-00, account 31926819",
        "Sort code: 40 47 84",
        "my sort-code is 200000",
        "the area code 0161 is Manchester",
    ],
)
def test_a_sort_code_or_an_area_code_is_no_secret(text):
    assert labels(text) == []


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("sort code 20-00-00, and the code from the app is 482 913", "482 913"),
        ("sort code 20-00-00, code 482913", "482913"),
        ("the code is sort of 482913", "482913"),
    ],
)
def test_a_code_named_beside_a_sort_code_is_still_a_code(text, code):
    assert labels(text) == [("OTP", code)]
