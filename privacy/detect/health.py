"""Health data: terms from the lexicons and compounds by their ending."""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.patterns import read_lines, trie_pattern
from privacy.spans import Span

HEALTH_WORDS = [w for lang in ("de", "en", "da", "nl") for w in read_lines(f"health_{lang}.txt")]


def _health_endings() -> tuple[dict[str, tuple[frozenset[str], frozenset[str] | None]], str]:
    """Health compound endings: ending -> (inflections, only first parts or None), and regex."""
    endings = {}
    for line in read_lines("health_compounds.txt"):
        head, _, inflections = line.partition(" ")
        ending, _, firsts = head.partition("=")
        endings[ending] = (
            frozenset(["", *inflections.split("|")]) if inflections else frozenset([""]),
            frozenset(firsts.split("|")) if firsts else None,
        )
    # A trie tries the longer of two endings first ("schmerzen" before "schmerz"), as a
    # longest-first alternation would, without trying every ending at each letter.
    return endings, trie_pattern(list(endings))


_HEALTH_ENDINGS, _HEALTH_ENDING_ALT = _health_endings()
_HEALTH_DENY = frozenset(read_lines("health_compounds_deny.txt"))
# Every ending with each of its inflections, found at word ends by the word scan; the compound
# regex runs only when one is there.
HEALTH_FORMS = tuple(sorted({e + i for e, (infl, _) in _HEALTH_ENDINGS.items() for i in infl}))
# A word (hyphens allowed) that ends in a health ending plus at most a short inflection.
_HEALTH_COMPOUND_RE = re.compile(
    r"(?<![\w-])(?P<first>[^\W\d_](?:[^\W\d_]|-)*?)(?P<ending>"
    + _HEALTH_ENDING_ALT
    + r")(?P<inflection>[^\W\d_]{0,4})(?![\w-])",
    re.IGNORECASE,
)


def health_compounds(scan: str) -> Iterator[Span]:
    """Health compounds by their ending ("Rückenschmerzen", "hovedpine", "blaasontsteking").

    scan is the word scan's text: lower-cased, after one space (spans are one less).
    """
    for match in _HEALTH_COMPOUND_RE.finditer(scan):
        first = match.group("first").lower()
        ending = match.group("ending").lower()
        inflections, firsts = _HEALTH_ENDINGS[ending]
        if match.group("inflection").lower() not in inflections:
            continue
        if sum(c.isalpha() for c in first) < 3 or (first + ending) in _HEALTH_DENY:
            continue
        if firsts is not None and first.rstrip("-") not in firsts:
            continue
        yield Span(match.start() - 1, match.end() - 1, "HEALTH")
