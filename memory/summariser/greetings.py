"""A greeting names a part of the day without asking for it: "Guten Morgen", "Good afternoon",
"God morgen", "Goede morgen", "Have a nice evening", "Fijne avond". The day or hour a turn
states inside a greeting is no date or time the customer requires."""

from __future__ import annotations

import re

_GREETING = re.compile(
    r"\b(?:good|guten|gute|gut|schönen|schöne|god|godt|goede|goeie|fijne|prettige|nice|lovely|"
    r"great)\s(?:morning|afternoon|evening|night|day|morgen|tag|abend|nacht|aften|eftermiddag|"
    r"formiddag|dag|middag|avond|nacht|weekend|wochenende)\b",
    re.IGNORECASE,
)
_WHEN = frozenset({"date", "time", "deadline"})


def without_greetings(text: str, stated: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """`stated` without the dates and times that lie inside a greeting of `text`."""
    greetings = [match.span() for match in _GREETING.finditer(text)]
    if not greetings:
        return stated
    return [
        (name, start, end)
        for name, start, end in stated
        if name not in _WHEN or not any(lo <= start and end <= hi for lo, hi in greetings)
    ]
