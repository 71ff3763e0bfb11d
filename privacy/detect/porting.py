"""Codes that authorise moving a phone number or a domain to another provider.

"its PAC XKT448127", "STAC 123456ABC", "PAC-Code: ABC123456": whoever holds the code can move the
number away, so it is a password, kept out like one. The UK's codes have a fixed shape (PAC: three
letters and six digits; STAC: six digits and three letters); the codes with a named cue in other
words ("overstapcode", "Portierungscode", "auth code") are read by the password cues.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.spans import Span

_PORTING_RE = re.compile(
    r"\b(?:PAC|STAC)(?:[\s-]?codes?)?(?:\s(?:is|was|ist|er|is:|=)|\s?[:=-])?\s?"
    r"(?P<code>[A-Z]{3}\d{6}|\d{6}[A-Z]{3})\b",
    re.IGNORECASE,
)


def porting_codes(text: str) -> Iterator[Span]:
    """PAC and STAC codes of the UK shape after their name."""
    for match in _PORTING_RE.finditer(text):
        yield Span(*match.span("code"), "PASSWORD")
