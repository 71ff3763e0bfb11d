"""A login's state is no password: "logget ud hvert 5. min", "logged out again", "ausgeloggt".

After a password word a later clause often says what happens to the login ("har skiftet kodeord
og siden bliver jeg logget ud hvert 5. min"); the cue grammar reads on past the clause and takes
the state for the value. A candidate that starts with a participle of logging in or out, unquoted,
says what happened; a quoted one is what was typed.
"""

from __future__ import annotations

import re

from privacy.spans import Span

_STATE_RE = re.compile(
    r"(?:logget|logged|loggede|eingeloggt|ausgeloggt|abgemeldet|angemeldet|ingelogd|uitgelogd|"
    r"afgemeld|aangemeld|afmeldt|tilmeldt|signed|smidt|rausgeworfen|gesperrt|geblokkeerd|"
    r"spærret|blokeret|locked|blocked)(?![\w])",
    re.IGNORECASE,
)
_QUOTES = "\"'„“”‚‘’»«"


def login_state(text: str, span: Span) -> bool:
    """True when the candidate at span starts with a participle of a login's state (see above)."""
    if span.start and text[span.start - 1] in _QUOTES:
        return False
    return _STATE_RE.match(text, span.start, span.end) is not None
