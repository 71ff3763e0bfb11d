"""A password named by a pointer in a later clause: "same pw everywhere ... its mustang".

A message names its password with the password word in one clause and the value in a later one,
pointed at by a pronoun and a copula: "mein Passwort enthält ein ß ... es ist straße-frei", "mijn
ww heeft een ë erin ... het is tweeëntwintig", "i use the same pw everywhere (i know) its
mustang". When a password cue stands before the pointer and no password was found between them,
the plausible word right after the copula is the value. A word shaped like a description ("it is
annoying", "es ist ärgerlich") is none.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from privacy.detect.windows import implausible_password, plausible_value
from privacy.spans import Span

# The pronoun and its copula, maybe one filler, then the value up to a space or punctuation.
_POINTER_RE = re.compile(
    r"(?<![\w])(?:it[’']?s|it\s+is|es\s+ist|das\s+ist|het\s+is|dat\s+is|det\s+er|den\s+er)"
    r"[^\S\n]++(?:(?:just|simply|einfach|nur|bare|blot|gewoon|gewoonweg)[^\S\n]++)?"
    r"(?P<value>[^\s,;.!?()\"']++)",
    re.IGNORECASE,
)
# Endings of words that describe rather than name ("annoying", "ärgerlich", "mærkelig").
_DESCRIBING_ENDINGS = (
    "ing", "ous", "ful", "ive", "ble", "ed", "isch", "lich", "lig", "ligt", "bar", "sam", "som",
    "lijk", "end", "ende",
)  # fmt: skip
_REACH = 200


def pointed_values(text: str, cues: Iterable[tuple[int, int]], found: list[Span]) -> Iterator[Span]:
    """The value a pointer names after a password cue with no password after it yet."""
    cue_ends = [end for _start, end in cues]
    if not cue_ends:
        return
    for match in _POINTER_RE.finditer(text, min(cue_ends)):
        before = [end for end in cue_ends if match.start() - _REACH <= end <= match.start()]
        if not before:
            continue
        cue_end = max(before)
        if any(
            s.label == "PASSWORD"
            and cue_end <= s.start < match.end()
            and not implausible_password(text, s)  # "ww heeft ...": a grammar word, dropped later
            for s in found
        ):
            continue  # the cue's value is known: the pointer says something about it
        start, end = match.span("value")
        value = text[start:end]
        if not plausible_value(value):
            continue
        if value.islower() and value.endswith(_DESCRIBING_ENDINGS):
            continue
        yield Span(start, end, "PASSWORD")


# A typing verb and a colon point at what was typed: "ik tik in: groene thee met honing", "I
# typed: ...", "ich gebe ein: ...", "jeg skriver: ...". The value runs to the sentence's end.
_TYPED_COLON_RE = re.compile(
    r"(?<![\w])(?:tik|tikte|typ|type|typte|typed|typing|enter|entered|tippe|tippte|gebe\s+ein|"
    r"gab\s+ein|skriver|skrev|taster|tastede)(?:[^\S\n]+(?:in|ein|ind))?[^\S\n]*+:[^\S\n]*+"
    r"(?P<value>[^\n.!?]{1,80}?)(?=[.!?](?:\s|\Z)|\n|\Z)",
    re.IGNORECASE,
)
# A phrase in parentheses right after the cue's words: "het wachtwoord met spatie (Zomer in
# Zandvoort)".
_PARENTHESIS_RE = re.compile(r"\((?P<value>[^()\n]{3,60})\)")
_CUE_TO_PARENTHESIS = 40
_LINK_AFTER_RE = re.compile(
    r"[^\S\n]*(?:(?:is|ist|er|var|war|was|lautet|luidt|lyder|heet|hedder|heißt)(?![\w])|[:=])",
    re.IGNORECASE,
)
_MAX_WORDS = 8


def _phrase(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The phrase between start and end when it has two to eight words, the first plausible."""
    words = text[start:end].split()
    if not 1 <= len(words) <= _MAX_WORDS or not plausible_value(words[0].strip("\"'")):
        return None
    while start < end and text[start] in " \"'":
        start += 1
    while end > start and text[end - 1] in " \"'":
        end -= 1
    return start, end


def typed_phrases(text: str, cues: Iterable[tuple[int, int]]) -> Iterator[Span]:
    """The value a typing verb's colon or a parenthesis after the cue points at (see above)."""
    cue_ends = [end for _start, end in cues]
    if not cue_ends:
        return
    for match in _TYPED_COLON_RE.finditer(text, min(cue_ends)):
        if any(match.start() - _REACH <= end <= match.start() for end in cue_ends):
            value = _phrase(text, *match.span("value"))
            if value is not None:
                yield Span(value[0], value[1], "PASSWORD")
    for match in _PARENTHESIS_RE.finditer(text, min(cue_ends)):
        if any(0 <= match.start() - end <= _CUE_TO_PARENTHESIS for end in cue_ends):
            if _LINK_AFTER_RE.match(text, match.end()):
                continue  # "wifi code (eigen router) is 5510...": an aside, the value follows
            value = _phrase(text, *match.span("value"))
            if value is not None and len(text[value[0] : value[1]].split()) >= 2:
                yield Span(value[0], value[1], "PASSWORD")
