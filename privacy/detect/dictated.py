"""Passwords dictated piece by piece after their cue: "Passwort ist groß H, klein a, s, e, dann
2 0 1 1 und Ausrufezeichen", "wachtwoord is: hoofdletter P, dan 'older', dan ...", "the password
is capital K, small i, t, e ...". A case word before a single letter starts the dictation; every
piece after it (letters, digits, symbol names, "dann", "then", "twice") spells the secret, so the
whole dictation is the value, to the end of its sentence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from privacy.spans import Span

# After the cue (and its ending: "kodeordet"): a link ("ist", "is", "er", "lautet", ":"), then a
# case word and one letter (or a quoted piece) standing alone. Spaces are taken possessively: a
# long run of them after a cue is read once.
_DICTATION_RE = re.compile(
    r"(?:et|en|e|s)?\s*+(?:(?:ist|is|er|es|lautet|luidt|was|war|var|wäre)\s*+)?[:=]?\s*+"
    r"(?P<value>(?:(?:ein|einem|a|an|een|et)\s+)?"
    r"(?:groß(?:es|er|em)?|gross(?:es|er|em)?|klein(?:es|er|em)?|capital|small|big|upper\s?case|"
    r"lower\s?case|hoofdletter|kleine(?:\s+letter)?|grote(?:\s+letter)?|stort|store|lille|små|"
    r"stor)\s+(?:[^\W\d_]|[\"'‘“][^\"'’”\n]{1,20}[\"'’”])(?![\w])"
    r"[^.!?\n]{0,120})",
    re.IGNORECASE,
)
# A dictation ends at its sentence's end: a full stop, a question or exclamation mark followed
# by a space or the end, or a line break.
_TRAILING = " \t,;:–-"


def dictated_passwords(text: str, password_cues: Iterable[tuple[int, int]]) -> Iterator[Span]:
    """The dictation after each password cue (see above); password_cues: (start, end) of each."""
    for _start, cue_end in password_cues:
        match = _DICTATION_RE.match(text, cue_end)
        if match is None:
            continue
        start, end = match.span("value")
        while end > start and text[end - 1] in _TRAILING:
            end -= 1
        yield Span(start, end, "PASSWORD")


# Letters (or digits) one by one, maybe with case words ("stort B, i, k, s, e, m, a, d"): a
# password spelled out with no cue, before the value it spells ("..., ni ni altså Biksemad99").
# A letter of an abbreviation ("i.e.") is none of them.
_CASE_WORD = (
    r"groß(?:es|er|em)?|gross(?:es|er|em)?|klein(?:es|er|em)?|capital|small|big|hoofdletter|"
    r"kleine|grote|stort|store|lille|stor"
)
_SPELT_RUN_RE = re.compile(
    rf"(?<![\w])(?:(?:{_CASE_WORD})\s+)?[^\W_](?![\w])"
    rf"(?:\s*+[,\-–]?\s*+(?:(?:{_CASE_WORD})\s+)?[^\W_](?![\w]|\.\w)){{3,}}",
    re.IGNORECASE,
)
# What restates the spelled value after it, within its sentence: "altså", "also", "so", "dus".
_RESTATED_AFTER_RE = re.compile(
    r"(?P<rest>[^.!?\n]{0,40}?)[\s,–-](?:altså|also|so|dus|nämlich|namelijk|nemlig|i\.e\.|d\.h\.|that's|"
    r"das\s+ist|det\s+er|dat\s+is)\s",
    re.IGNORECASE,
)
_CASE_WORD_RE = re.compile(rf"(?:{_CASE_WORD})\s+", re.IGNORECASE)


def spelled_before(text: str, spans: list[Span]) -> Iterator[Span]:
    """A run of single letters spelling the start of a password found after it (see above): the
    run, to the word that restates it, is the password too."""
    values = [
        (span.start, text[span.start : span.end].casefold())
        for span in spans
        if span.label == "PASSWORD" and span.end - span.start >= 4
    ]
    if not values:
        return
    for match in _SPELT_RUN_RE.finditer(text):
        if any(s.start < match.end() and match.start() < s.end for s in spans):
            continue  # spelled and found already ("p-u-m-p-k-i-n")
        letters = "".join(c for c in _CASE_WORD_RE.sub("", match.group()).casefold() if c.isalnum())
        if not any(start >= match.end() and value.startswith(letters) for start, value in values):
            continue
        end = match.end()
        restated = _RESTATED_AFTER_RE.match(text, end)
        if restated is not None:
            # The words between the run and the restating word spell the rest ("ni ni").
            end = restated.end("rest")
        while text[end - 1] in " ,–-":
            end -= 1
        yield Span(match.start(), end, "PASSWORD")
