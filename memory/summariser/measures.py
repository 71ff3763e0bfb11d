"""Sizes of two shapes `slots` does not read: dimensions with a unit on each side ("3m x
2.4m", "4,5 m x 3 m") and tyre sizes ("225/45 R17", "205/55 ZR16 91V"). A size named after a
negation ("nicht 205/55 R16") is the one given up; the turn's last other one is the value."""

from __future__ import annotations

import re

from memory.summary_language.text import touches

_NUMBER = r"\d+(?:[.,]\d+)?"
_UNIT = r"(?:mm|cm|m|meter|metres|meters|ft|feet|in)"
_MEASURE = re.compile(
    rf"(?<![\w.,]){_NUMBER}\s?{_UNIT}\s?(?:x|×|by)\s?{_NUMBER}\s?{_UNIT}(?!\w)"
    # a tyre: width / aspect ratio, construction and rim ("225/45 R17", "205/55 ZR16 91V")
    r"|(?<![\w/])\d{3}/\d{2}\s?Z?R\s?\d{2}(?:\s\d{2,3}[A-Z])?(?!\w)",
    re.IGNORECASE,
)
_NEGATED = re.compile(r"\b(?:not|nicht|kein\w*|ikke|niet|geen)\s(?:\w+\s)?$", re.IGNORECASE)


def with_measures(
    text: str, stated: list[tuple[str, int, int]], *, blocked: list
) -> list[tuple[str, int, int]]:
    """`stated` with the turn's last size of these shapes, unless `slots` read a size holding
    it or one after it."""
    spans = [
        m.span()
        for m in _MEASURE.finditer(text)
        if not touches(*m.span(), blocked) and not _NEGATED.search(text, 0, m.start())
    ]
    if not spans:
        return stated
    start, end = spans[-1]
    sizes = [item for item in stated if item[0] == "size"]
    if any(s <= start and end <= e or s >= end for _n, s, e in sizes):
        return stated
    out = [item for item in stated if item[0] != "size"]
    return sorted([*out, ("size", start, end)], key=lambda item: item[1])
