"""A value its first and last characters were hinted at: "den starter med M og slutter med 7,
... det er Mormor7", "begint met een M en eindigt op 7 ... het is Moeke7", "it starts with a B
and ends with 9: Bluebell9", "fängt mit K an und hört mit 4 auf ... Kastanie4". The token of the
message that starts and ends with the hinted characters is the value (fail closed: the hint is
given only of a secret)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.spans import Span

_ARTICLE = r"(?:(?:a|an|en|et|een|einem|einen|einer|ein|the|der|die|das|de|het)\s+)?"
_CHAR = r"['\"‘“„»]?(?P<char>[^\W_])(?![\w])"
_FIRST_RE = re.compile(
    r"(?i:\b(?:starts?|starting|starter|begins?|beginning|begint|beginnt|fängt|startet)\s+"
    rf"(?:off\s+)?(?:with|med|met|mit)\s+{_ARTICLE}){_CHAR}"
)
_LAST_RE = re.compile(
    r"(?i:\b(?:ends?|ending|slutter|eindigt|endet|hört)\s+(?:with|med|op|on|in|mit|auf|på)\s+"
    rf"{_ARTICLE}){_CHAR}"
)
_TOKEN_RE = re.compile(r"[^\W_][^\s,;:!?()\"'“”‘’«»]{2,38}[^\W_]")


def hinted_values(text: str) -> Iterator[Span]:
    """The tokens that start and end with the hinted characters (see above)."""
    first = _FIRST_RE.search(text)
    last = _LAST_RE.search(text) if first else None
    if first is None or last is None:
        return
    head, tail = first.group("char").lower(), last.group("char").lower()
    hints = (first.span(), last.span())
    for token in _TOKEN_RE.finditer(text):
        value = token.group().rstrip(".")
        if value[0].lower() != head or value[-1].lower() != tail or len(value) < 4:
            continue
        if not any(char.isalpha() for char in value):
            continue  # "the order number starts with a 4 and ends with 2": an identifier's hint
        if any(start <= token.start() < end for start, end in hints):
            continue
        yield Span(token.start(), token.start() + len(value), "PASSWORD")
