"""Values set beside a password already found in the same message.

- The fallback: "prøv med Havfrue2, og hvis den ikke virker så Lillehavfrue", "probeer
  Zeemeermin2, en als die niet werkt dan Kleinezeemeermin", "try Maple22, and if that doesn't
  work then Birchwood": the value tried next is the other candidate.
- The change: "reset to Start1234, and I changed it to Cherrytree", "habs dann auf Kirschbaum
  geändert", "så ændrede jeg den til Solsort", "toen heb ik het veranderd in Merel": the value
  changed to.
- The other note: "på den ene står 'grøn', på den anden 'Traktor#88'": a quoted word beside a
  quoted password is a piece or a try of it.
Each reads only where a password was found: without one these are ordinary sentences.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.password_talk import TALK
from privacy.spans import Span

_VALUE = r"(?P<value>[^\W_][^\s,.;:!?()\"'“”‘’«»]{2,39})"
_FALLBACK_RE = re.compile(
    r"(?i:\b(?:if|wenn|falls|hvis|als)\s+(?:that|it|this|one|das|die|den|det|dat|es|der)\s+"
    r"(?:\w+\s+){0,2}?(?:doesn'?t|does\s+not|nicht|ikke|niet)\s+(?:\w+\s+){0,1}?"
    r"(?:work|works|go|geht|gehen|funktioniert|klappt|virker|duer|werkt|lukt)\w*"
    r"[\s,]*(?:(?:then|dann|så|dan)\s+(?:try\s+|probier\s+|prøv\s+|probeer\s+)?|"
    r"(?:try|probier|prøv|probeer)\s+))" + _VALUE
)
_CHANGED_TO_RE = re.compile(
    r"(?i:\b(?:changed|switched|set|reset|ændrede|ændret|skiftede|skiftet|veranderd|"
    r"veranderde|gewijzigd|wijzigde|geändert|änderte|umgestellt)\s+"
    r"(?:(?:jeg|ich|ik|i|we|wir|vi|wij)\s+)?(?:it|them|det|den|dem|het|"
    r"hem|es|ihn)?\s*(?:to|til|in|naar|auf|zu)\s+)" + _VALUE
)
# German puts the participle last: "hab es dann auf Kirschbaum geändert".
_CHANGED_TO_LAST_RE = re.compile(
    r"(?i:\bauf\s+)" + _VALUE + r"(?i:\s+(?:geändert|umgestellt|gesetzt))"
)
# A word, or a word with digits or symbols, not a user name ("oma.riet", "kasper_h").
_PLAIN_RE = re.compile(r"[^\W\d_][^\W_]*(?:[#!?*$%&+=-][^\W_]*)*")
# What a site or a screen says ("siger 'svagt'", "zegt 'zwak'", "shows 'weak'").
_SAID_BEFORE_RE = re.compile(
    r"(?i:\b(?:says|said|shows|showed|sagt|sagte|zeigt|zeigte|siger|sagde|viser|viste|zegt|zei|"
    r"toont|message|meldung|melding|besked|error|fehler|fejl|fout)\W*(?:\w+\W+){0,2}\Z)"
)
_QUOTED_RE = re.compile(r"['‘“„»\"](?P<value>[^\s'’“”«\"]{2,40})['’”«\"]")


def sibling_values(text: str, found: list[Span]) -> Iterator[Span]:
    """The values set beside a password in `found` (see above)."""
    passwords = [s for s in found if s.label == "PASSWORD"]
    if not passwords:
        return
    first = min(s.start for s in passwords)
    for match in _FALLBACK_RE.finditer(text, first):
        yield from _value(match, "value", passwords)
    for pattern in (_CHANGED_TO_RE, _CHANGED_TO_LAST_RE):
        for match in pattern.finditer(text):
            yield from _value(match, "value", passwords)
    if "{" in text:
        return  # a pasted object's keys and values are quoted too: read by their keys
    quoted = list(_QUOTED_RE.finditer(text))
    if len(quoted) >= 2 and any(_inside(m, passwords) for m in quoted):
        for match in quoted:
            if not _inside(match, passwords) and _PLAIN_RE.fullmatch(match.group("value")):
                if _SAID_BEFORE_RE.search(text, max(0, match.start() - 30), match.start()):
                    continue  # "jeres side siger 'svagt'": what a screen says
                yield from _value(match, "value", passwords)


def _inside(match: re.Match, spans: list[Span]) -> bool:
    start, end = match.span("value")
    return any(s.start <= start and end <= s.end for s in spans)


def _value(match: re.Match, group: str, passwords: list[Span]) -> Iterator[Span]:
    start, end = match.span(group)
    if match.group(group).lower() in TALK:
        return
    if any(s.start < end and start < s.end for s in passwords):
        return
    yield Span(start, end, "PASSWORD")
