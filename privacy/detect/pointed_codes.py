"""A code named before its cue and pointed at by it: "ZK-4471-PQ — that's the one-time code in the
email", "QX7-PP4, das ist der Bestätigungscode", "HK-77Q1 er engangskoden", "TR4-91K is de
verificatiecode". Shaped like a reference number (letter and digit groups), the value is one only
because the sentence says so; a cue of a one-time code right after a copula makes it one (fail
closed). A shop's word before "code" ("discount code", "the order code") names no secret."""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.spans import Span

# The value (a digit in it, five characters at least), a dash, comma or colon maybe, the copula,
# an article maybe, then a one-time code's word.
_POINTED_RE = re.compile(
    r"(?<![\w-])(?P<value>(?=[\w-]*\d)[A-Za-z0-9][A-Za-z0-9-]{3,18}[A-Za-z0-9])(?![\w-])"
    r"[^\S\n]*[—–,:-]?[^\S\n]*"
    r"(?i:that[’']?s|that\s+is|it[’']?s|is|was|das\s+ist|ist|war|det\s+er|er|var|dat\s+is)"
    r"[^\S\n]+(?i:(?:the|my|der|die|den|mein|meine|de|het|mijn|min)[^\S\n]+)?"
    r"(?i:(?:one[- ]?time|verification|confirmation|login|log-in|sign-in|security|access)"
    r"[^\S\n]+code|otp|2fa[^\S\n]+code|\w*(?:bestätigungs|verifizierungs|anmelde|einmal|sicherheits)"
    r"code|\w*(?:engangs|bekræftelses|login|sms)koden?|\w*(?:verificatie|bevestigings|inlog|"
    r"eenmalige[^\S\n]+)code)(?![\w])",
)


def pointed_codes(text: str) -> Iterator[Span]:
    """The values a one-time code's cue points back at (see above)."""
    for match in _POINTED_RE.finditer(text):
        yield Span(*match.span("value"), "OTP")
