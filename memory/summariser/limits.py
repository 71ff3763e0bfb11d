"""A spending limit said with a negation, in either order: "I don't want to spend more than
£400", "Mehr als 120 Euro wollte ich nicht ausgeben", "ik wil niet boven de 900 euro uitkomen",
"Jeg vil ikke give mere end 1.000 kr.", "We can't go above £1,200".

A sum (`proper_names.money`) right after a word of excess ("more than", "über", "mere end", "boven")
is the budget when its clause holds a negation: the negation belongs to the limit, it does not
refuse the sum. The value quotes the excess word and the sum ("mehr als 120 Euro").
"""

from __future__ import annotations

import re

from memory.summary_language import proper_names
from memory.summary_language.text import touches

_EXCESS = re.compile(
    r"\b(?:more than|over|above|beyond|in excess of|mehr als|über|mere end|over|meer dan|"
    r"boven|hoger dan)\s(?:(?:the|die|den|de|het|das|dem)\s)?$",
    re.IGNORECASE,
)
_NEGATION = re.compile(
    r"\b(?:not|no|never|nicht|nie|kein\w*|ikke|aldrig|niet|nooit|geen)\b|n't\b", re.IGNORECASE
)
# A clause ends at a sentence end, a semicolon or a question; a comma inside a sum does not.
_CLAUSE_END = re.compile(r"[.!?;](?=\s|$)|,(?!\d)|\n")
_REACH = 40


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    lo = max(0, start - _REACH)
    for match in _CLAUSE_END.finditer(text, lo, start):
        lo = match.end()
    hit = _CLAUSE_END.search(text, end)
    hi = min(hit.start() if hit else len(text), end + _REACH)
    return lo, hi


def negated_limits(text: str, blocked: list) -> list[tuple[int, int]]:
    """(start, end) of each spending limit of `text` said with a negation."""
    found = []
    for start, end in proper_names.money(text, blocked):
        excess = _EXCESS.search(text, max(0, start - 30), start)
        if excess is None:
            continue
        lo, hi = _clause(text, excess.start(), end)
        if _NEGATION.search(text, lo, hi) and not touches(excess.start(), end, blocked):
            found.append((excess.start(), end))
    return found


def with_limits(
    text: str, stated: list[tuple[str, int, int]], *, blocked: list
) -> list[tuple[str, int, int]]:
    """`stated` with the turn's negated spending limit as its budget, when it names none."""
    if any(name == "budget" for name, _s, _e in stated):
        return stated
    limits = negated_limits(text, blocked)
    if not limits:
        return stated
    start, end = limits[-1]
    out = [item for item in stated if not (item[0] == "amount" and start <= item[1] < end)]
    return sorted([*out, ("budget", start, end)], key=lambda item: item[1])
