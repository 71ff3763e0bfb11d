"""What of a turn may be quoted: its sentences, or their parts around a sensitive value."""

from __future__ import annotations

import re

from memory.summary_language import (
    personal_numbers,
)
from memory.summary_language.text import (
    sentence_bounds,
    touches,
)

from . import (
    acts,
)
from .form import Turn

_LEADING_JOIN = re.compile(
    r"^(?:and|but|so|und|aber|also|deshalb|daher|og|men|så|derfor|en|maar|dus|daarom)\s+",
    re.IGNORECASE,
)


def _quotable(text: str, start: int, end: int, blocked: list) -> list[tuple[int, int]]:
    """The sentence, or its parts around blocked clauses that still say something
    ("I'm pregnant, so they must carry it upstairs" -> "they must carry it upstairs")."""
    if not touches(start, end, blocked):
        return [(start, end)]
    parts = []
    cursor = start
    for s, e in sorted(b for b in blocked if start < b[1] and b[0] < end):
        parts.append((cursor, max(cursor, s)))
        cursor = max(cursor, e)
    parts.append((cursor, end))
    out = []
    for lo, hi in parts:
        part = text[lo:hi]
        stripped = part.lstrip(" ,;:-\u2013\u2014")
        lo += len(part) - len(stripped)
        join = _LEADING_JOIN.match(stripped)
        if join:
            lo += join.end()
        hi = lo + len(text[lo:hi].rstrip(" ,;:-\u2013\u2014"))
        if len(text[lo:hi].split()) >= 4:
            out.append((lo, hi))
    return out


def quotes_of(text: str, blocked: list, addresses: list) -> list[tuple[int, int]]:
    """The spans of `text` that may be quoted: whole sentences without any sensitive value (the
    customer's address too), else their parts around it; never a guess about the person."""
    quote_blocked = blocked + addresses
    quotes = []
    for start, end in sentence_bounds(text):
        for span in _quotable(text, start, end, quote_blocked):
            if not acts.GUESS.search(text, *span):
                quotes.append(span)
    return quotes


def sensitive_spans(turn: Turn, state: dict) -> list[dict]:
    """The detector's spans, and the ID and phone numbers it did not label
    (`personal_numbers`): also a bare ID number in the turn after one that names its kind."""
    return [
        *turn.redactions,
        *personal_numbers.spans(
            turn.text,
            turn.redactions,
            lang=turn.lang,
            ids_named=state.get("ids_named", ()),
            phone_asked=turn.role == "user" and bool(state.get("contact_asked")),
        ),
    ]
