"""The customer picks one of the places the assistant just named ("Aarhus Syd i Viby og Aarhus
N i Skejby" - "Skejby, det er tættest på arbejdet"; "bij Fietsplus Overvecht of bij Fietsplus
Utrecht Centrum" - "Liever niet Overvecht, dat is te ver. Centrum dan."): the clause naming a
word only that place has, not negated, is the destination. Only a short answer picks: the
turn's first clause or a sentence of a few words."""

from __future__ import annotations

import re

from memory.summary_language.text import sentence_bounds, touches

_CAPITALISED = re.compile(r"\b[A-ZÄÖÜÆØÅ][\w']+")
_CLAUSE = re.compile(r"[^,;:]+")
_NEGATION = re.compile(r"\b(?:not|nicht|kein\w*|ikke|niet|geen|no|nein|nej|nee)\b", re.IGNORECASE)
_SHORT = 4
# What makes a short clause naming the one place offered a choice of it ("Dann Hauptbahnhof.",
# "Nippes wäre ok", "Vejers er også fint"), not a remark about it ("München ist zu weit").
_CHOOSES = re.compile(
    r"\b(?:dann|then|så|dan|ok|okay|okey|fine|fint|goed|gut|passt|geht|works|suits|please|bitte|"
    r"graag|gerne|gern|tak|prima|perfect|perfekt|great)\b",
    re.IGNORECASE,
)


def _own_words(options: list[str]) -> list[set[str]]:
    """Per place offered, the capitalised words no other offered place has."""
    words = [{w.casefold() for w in _CAPITALISED.findall(option)} for option in options]
    return [
        w - set().union(*(o for j, o in enumerate(words) if j != i)) for i, w in enumerate(words)
    ]


def picked_place(text: str, offered: list[str], blocked: list) -> tuple[int, int] | None:
    """(start, end) of the clause of `text` that picks one of two or more `offered` places, or
    takes the one offered in a short clause that says yes to it."""
    if not offered:
        return None
    one = len(offered) == 1
    own = set().union(*_own_words(offered))
    if not own:
        return None
    first = True
    for start, end in sentence_bounds(text):
        short = len(text[start:end].split()) <= _SHORT
        for clause in _CLAUSE.finditer(text, start, end):
            lo, hi = clause.span()
            words = {w.casefold() for w in re.findall(r"[\w']+", clause.group(0))}
            if one and not (short and _CHOOSES.search(clause.group(0))):
                continue
            if (first or short) and words & own and not _NEGATION.search(clause.group(0)):
                while lo < hi and not text[lo].isalnum():
                    lo += 1
                span = (lo, hi - len(clause.group(0)) + len(clause.group(0).rstrip(" .!")))
                return None if touches(*span, blocked) else span
            first = False
    return None
