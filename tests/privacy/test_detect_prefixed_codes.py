"""Google's verification codes carry their sender's letter ("G-482913"): a one-time code.

Sentences made up for these tests; the shape was missed by the outside check of 2026-12-04.
"""

import pytest

from privacy.detect import detect


def labels(text: str) -> list[tuple[str, str]]:
    return [(span.label, text[span.start : span.end]) for span in detect(text, "en")]


@pytest.mark.parametrize(
    "text",
    ["Google sent G-482913", "my code is G-482913", "G-482913 is your Google verification code"],
)
def test_a_code_with_its_senders_prefix_is_a_one_time_code(text):
    assert labels(text) == [("OTP", "G-482913")]


@pytest.mark.parametrize("text", ["order G-482913 shipped", "Bestellung G-482913 ist da"])
def test_an_identifier_of_that_shape_stays(text):
    assert labels(text) == []
