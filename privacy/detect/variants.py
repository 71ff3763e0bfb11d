"""Spellings of one value set side by side: the value is a password whose spelling is the topic.

Someone who cannot log in compares what was typed with what was meant: "typed sTERNSCHNUPPE
instead of Sternschnuppe" (caps lock), "tried Snowdrop22, snowdrop22 and SNOWDROP22", "it is
Galway_Bay not Galway-Bay", "Hundehütte7 or Hundehuette7". The same letters spelt two ways in one
sentence, differing in case, a joining mark or an umlaut's spelling, are each a password when
one of them has a password's mark (a digit, a symbol, an underscore), is typed with caps lock
on ("dROPJES"), or the message speaks of a login. Two spellings that differ only in the case
of their first letter are a word at a sentence's start and the same word later, no variant.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.detect.likeness import credential_context
from privacy.detect.windows import plausible_value
from privacy.spans import Span

# A token: no spaces, no sentence punctuation or quotes at either end (stripped below).
_TOKEN_RE = re.compile(r"[^\s,;()\"'„“”‚‘’»«]+")
_TRAILING = ".:!?…"
_SENTENCE_END_RE = re.compile(r"[.!?](?=\s|\Z)|\n")
_JOINING_MARKS_RE = re.compile(r"[-_.]")
_UMLAUTS = str.maketrans(
    {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "æ": "ae", "ø": "oe", "å": "aa"}
)
_SECRET_MARK_RE = re.compile(r"[\d!#$%&*+=?@^~_|\\€]")
# Caps lock on: a small first letter, then capitals only.
_CAPS_LOCK_RE = re.compile(r"[a-zäöüæøå][^\W\d_a-zäöüæøåß]{3,}")
_MIN_KEY = 5


def _key(token: str) -> str:
    return _JOINING_MARKS_RE.sub("", token.lower().translate(_UMLAUTS))


def _first_letter_only(a: str, b: str) -> bool:
    """True when two spellings differ only in the case of their first letter."""
    return a[1:] == b[1:] and a[:1].lower() == b[:1].lower()


def _some_key_repeats(lowered: str) -> bool:
    """Whether any key of _MIN_KEY letters or more stands twice in the whole text: a necessary
    condition of two spellings in one sentence, read in C but for one comprehension."""
    keys = _TOKEN_RE.findall(_JOINING_MARKS_RE.sub("", lowered.translate(_UMLAUTS)))
    long_keys = [key for key in (token.rstrip(_TRAILING) for token in keys) if len(key) >= _MIN_KEY]
    return len(set(long_keys)) < len(long_keys)


def spelling_variants(text: str, lowered: str) -> Iterator[Span]:
    """A PASSWORD for each spelling of a value that a sentence spells two ways (see above)."""
    if not _some_key_repeats(lowered):
        return
    context: bool | None = None
    start = 0
    for boundary in [*_SENTENCE_END_RE.finditer(text), None]:
        end = len(text) if boundary is None else boundary.start()
        groups: dict[str, list[tuple[int, int]]] = {}
        for match in _TOKEN_RE.finditer(text, start, end):
            token_start, token_end = match.span()
            while token_end > token_start and text[token_end - 1] in _TRAILING:
                token_end -= 1
            token = text[token_start:token_end]
            key = _key(token)
            if len(key) >= _MIN_KEY and "@" not in token and "/" not in token:
                groups.setdefault(key, []).append((token_start, token_end))
        start = end if boundary is None else boundary.end()
        for spans in groups.values():
            forms = {text[s:e] for s, e in spans}
            if len(forms) < 2 or not all(map(plausible_value, forms)):
                continue
            marked = any(_SECRET_MARK_RE.search(f) or _CAPS_LOCK_RE.fullmatch(f) for f in forms)
            if not marked:
                ordered = sorted(forms)
                if all(_first_letter_only(ordered[0], f) for f in ordered[1:]):
                    continue
                if context is None:
                    context = credential_context(lowered)
                if not context:
                    continue
            for span_start, span_end in spans:
                yield Span(span_start, span_end, "PASSWORD")
