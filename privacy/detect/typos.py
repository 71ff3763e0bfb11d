"""Passwords written two ways in one message: the one meant and the one typed.

"I meant to put hollyoaks22 but maybe I put hollyoak22", "ik bedoelde Domtoren_4 maar typte
Domtoren_5", "tried 'Go Bears 85' with the spaces and without, GoBears85". No password word needs
to stand near them: two tokens shaped like a password (see likeness.password_like) that differ in
one letter or digit are a value and its typo, and a quoted phrase that stands again without its
spaces is one value written two ways. Fail closed: each spelling is a PASSWORD. Product names and
versions that differ in one digit ("iPhone14", "iPhone15") have no password's shape, and values
that differ in their last digits alone ("Level3", "Level4") count only beside a login or
a word for what was meant and what typed ("meant", "statt", "bedoelde", "i stedet for").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import credential_context
from privacy.gates import parts_pattern
from privacy.password_shapes import password_like, token_at
from privacy.patterns import one_edit
from privacy.spans import Span

# More tokens than this and the pairs are not worth comparing (a pasted log, a list).
_MAX_TOKENS = 12


# Saying which value was meant and which one typed: the letters each form holds.
_INTENT_PARTS = (
    *("meant", "instead of", "typo", "typed", "wollte", "gemeint", "statt", "vertippt"),
    *("getippt", "bedoel", "in plaats van", "getypt", "tikfout", "skulle være", "mente"),
    *("i stedet for", "tastefejl", "skrev"),
)
_INTENT_RE = parts_pattern(_INTENT_PARTS)


def _numbered(a: str, b: str) -> bool:
    """True when a and b differ in their digits alone: a sequence ("Level3", "Level4"), a year or
    a model ("Lisa2010", "Lisa2012")."""
    return a.rstrip("0123456789") == b.rstrip("0123456789") and len(a) == len(b)


def typo_pairs(text: str, lowered: str, hints: list[int]) -> Iterator[Span]:
    """Both spellings of a password-shaped value and its one-character typo.

    hints: a position inside each token that may be shaped like a password (the detector's word
    scan); two of them at least, or there is no pair. Values that differ in their last digits
    alone count only in a message about a login or a typo (see _INTENT_PARTS).
    """
    tokens: list[tuple[int, int]] = []
    for at in sorted(hints):
        if tokens and tokens[-1][0] <= at < tokens[-1][1]:
            continue  # inside the token found last: one read per token keeps a long one linear
        tokens.append(token_at(text, at))
    tokens = sorted(set(tokens))
    if not 2 <= len(tokens) <= _MAX_TOKENS:
        return
    shaped = [(s, e) for s, e in tokens if e > s and password_like(text[s:e])]
    paired: set[tuple[int, int]] = set()
    context: bool | None = None
    for i, (a_start, a_end) in enumerate(shaped):
        for b_start, b_end in shaped[i + 1 :]:
            a, b = text[a_start:a_end], text[b_start:b_end]
            if not one_edit(a, b):
                continue
            if _numbered(a, b):
                if context is None:
                    context = _INTENT_RE.search(lowered) is not None or credential_context(lowered)
                if not context:
                    continue
            paired.update(((a_start, a_end), (b_start, b_end)))
    for start, end in sorted(paired):
        yield Span(start, end, "PASSWORD")


# A quoted phrase of two to five words ("'Go Bears 85'", "„Kom Så FCK“").
_QUOTED_PHRASE_RE = re.compile(
    r"[\"'„“‚‘»«](?P<phrase>[^\W_][^\s\"'„“”‚‘’»«]{0,20}(?: [^\s\"'„“”‚‘’»«]{1,20}){1,4})"
    r"[\"'“”‘’«»]"
)
_MIN_JOINED = 6


def spaced_variants(text: str) -> Iterator[Span]:
    """A quoted phrase and the same letters without its spaces elsewhere in the message: both.

    Call only when the text holds a quote character.
    """
    for match in _QUOTED_PHRASE_RE.finditer(text):
        phrase = match.group("phrase")
        joined = phrase.replace(" ", "")
        if len(joined) < _MIN_JOINED:
            continue
        at = text.find(joined, match.end())
        if at == -1:
            at = text.find(joined, 0, match.start())
        if at == -1:
            continue
        before = text[at - 1] if at else " "
        after = text[at + len(joined)] if at + len(joined) < len(text) else " "
        if before.isalnum() or after.isalnum():
            continue  # part of a longer word
        yield Span(match.start("phrase"), match.end("phrase"), "PASSWORD")
        yield Span(at, at + len(joined), "PASSWORD")
