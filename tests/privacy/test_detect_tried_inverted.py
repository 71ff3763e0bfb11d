"""A value typed after a try verb whose subject follows it ("tikte ik X", "tastede jeg X"), in a
message about resetting a login (issue 20): the reset is the login context, no password word.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def passwords(text: str, lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == "PASSWORD"]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("nl", "na het resetten tikte ik Zeemeeuw&Duin7 in, maar hij weigert", "Zeemeeuw&Duin7"),
        ("nl", "bij de reset heb ik Strandpaal#21 getikt, nog steeds niks", "Strandpaal#21"),
        ("da", "efter jeg nulstillede tastede jeg Havørn!55, men den blev afvist", "Havørn!55"),
    ],
)
def test_a_value_typed_while_resetting_is_a_password(lang, text, value):
    assert value in passwords(text, lang)


def test_a_reset_of_a_device_names_no_password():
    assert passwords("I reset the router and typed the address into the browser", "en") == []
