"""Cheap tests that run before a detector or a pattern and change nothing it finds.

Each one is a necessary condition of what it guards, or the same figure computed a faster way;
bench/detect_digest.py shows that detect() returns the same spans with them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from privacy.patterns import NON_DIGITS_RE

_ASCII_DIGITS = b"0123456789"


def digit_count(text: str) -> int:
    """How many characters of text are decimal digits (what `\\d` matches)."""
    if text.isascii():
        # bytes.translate deletes in C, several times faster than a substitution.
        return len(text) - len(text.encode("ascii").translate(None, _ASCII_DIGITS))
    return len(NON_DIGITS_RE.sub("", text))


def parts_pattern(parts: Iterable[str]) -> re.Pattern[str]:
    """A pattern whose search finds any of parts, exactly as written: one pass in C instead of
    one substring test each (`any(part in text for part in parts)`)."""
    return re.compile(
        "|".join(re.escape(part) for part in sorted(set(parts), key=len, reverse=True))
    )
