"""Passwords in a message about typing a value or about a password's rules, no login word in it.

A reply in the middle of a conversation names no login: "its ohiofarm2 i swear ive typed it like
10 times", "I type in my email then sausagedog1 like always", "jeg har sat den til "Rød-Dør-81"
men siden siger den skal have et specialtegn". Typing a value over and over, or the rules a value
broke (a special character, a capital, a minimum length), are what passwords go through. In such
a message a token shaped like a password (see likeness.password_like) is one, and so is a quoted
token with a letter and a digit or symbol when the message speaks of the rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.gates import parts_pattern
from privacy.password_shapes import password_like, token_at
from privacy.spans import Span

# Typing a value, in the four languages: the letters each form holds. The value is the verb's
# object, a pronoun for the value named elsewhere ("typed it", "skrevet den") or the login's pair
# ("type in my email then ..."); a verb alone types anything ("tippe ich X am Handy").
_TYPING_PARTS = (
    *("typed it", "type it", "typing it", "retyped it", "type in my", "typed in my", "typed my"),
    *("getypt", "ingetypt", "intypen", "ingetikt", "eingetippt", "es getippt", "es eingegeben"),
    *("skrevet den", "skriver den", "skrev den", "tastet den", "taster den", "tastede den"),
    *("skrevet det", "tastet det", "het ingevuld", "het getikt"),
    *("entered it", "enter it", "put it in", "gebe es ein", "geb es ein", "gebe ihn ein"),
    *("voer het in", "vul het in", "indtaster den", "indtastet den", "indtaster det"),
)
# The rules a password is held to.
_RULE_PARTS = (
    *("special character", "special char", "specialtegn", "sonderzeichen", "speciaal teken"),
    *("speciale teken", "leesteken", "symbol", "uppercase", "capital letter", "großbuchstabe"),
    *("hoofdletter", "stort bogstav", "store bogstaver", "tegn lang", "zeichen lang"),
    *("characters long", "tekens lang", "minimum length", "mindestlänge", "minimumlængde"),
)
_TYPING_RE = parts_pattern(_TYPING_PARTS)
# A value before a slash, a bar or a dash and another value: a user name and its password.
_PAIR_AFTER_RE = re.compile(r"[\"'“”»«]?\s?[/|–—]\s?[^\s/|–—]")
_RULE_RE = parts_pattern(_RULE_PARTS)
# A quoted token with a letter and a digit, a symbol or two hyphens ("Rød-Dør-81", 'Tulp#7',
# "Blå-Bil-Hus"); one hyphen joins words ("e-mail").
_QUOTED_RE = re.compile(
    r"[\"'„“‚‘»«](?P<value>(?=[^\s\"'“”«»]*[^\W\d_])"
    r"(?=[^\s\"'“”«»]*[\d#$%&*+=?!@_]|[^\s\"'“”«»]*-[^\s\"'“”«»]*-)"
    r"[^\s\"'„“”‚‘’»«]{4,40})[\"'“”‘’«»]"
)


def typed_passwords(text: str, lowered: str, hints: list[int], found: list[Span]) -> Iterator[Span]:
    """Password-shaped tokens at hints (see the detector's word scan) in a message about typing
    a value or about a password's rules, and quoted values in one about the rules."""
    rules = _RULE_RE.search(lowered) is not None
    if not rules and _TYPING_RE.search(lowered) is None:
        return
    for at in hints:
        start, end = token_at(text, at)
        if end - start < 6 or any(s.start < end and start < s.end for s in found):
            continue
        if password_like(text[start:end]) and _PAIR_AFTER_RE.match(text, end) is None:
            yield Span(start, end, "PASSWORD")
    if rules:
        for match in _QUOTED_RE.finditer(text):
            start, end = match.span("value")
            if not any(s.start < end and start < s.end for s in found):
                yield Span(start, end, "PASSWORD")


# A remark on a letter's case names the letter: "großes M", "met grote M", "capital T", "stort K",
# "kleines b"; the value it is about starts with that letter. Size words ("big", "stor", "small")
# are left out: "a big T-shirt", "stor M".
_CASE_REMARK_RE = re.compile(
    r"(?<![\w])(?:gro(?:ß|ss)(?:e[nms]?)?|klein(?:e[nms]?)?|grote|kleine|hoofdletter|capital|"
    r"upper[- ]?case|lower[- ]?case|stort|småt)\s+(?P<letter>[^\W\d_])(?![\w-])",
    re.IGNORECASE,
)
# The start of each remark word above as lower() writes it: a necessary condition, read in C.
# IGNORECASE reads "ı" as i and "ſ" as s, which lower() keeps as they are: they let a text through.
_CASE_REMARK_PARTS_RE = parts_pattern(
    ["gro", "klein", "hoofdletter", "capital", "upper", "lower", "stort", "småt", "ı", "ſ"]
)
# A token of a letter and at least three more characters, a digit or symbol among them.
_LETTERED_TOKEN_RE = re.compile(r"(?<![\w@.])[^\W\d_][\w!#$%&*+=?@.-]{3,40}")
_DIGIT_OR_SYMBOL_RE = re.compile(r"[\d!#$%&*+=?@_]")


def case_remarked(text: str, lowered: str, found: list[Span]) -> Iterator[Span]:
    """The value a remark on a letter's case is about: "Ups, großes M: Meerblick88",
    "Hoofdletter vergeten: Molenweg33 met grote M". Only a token with a digit or a symbol that
    starts with the letter named, wherever it stands in the message. lowered: text.lower()."""
    if _CASE_REMARK_PARTS_RE.search(lowered) is None:
        return  # no remark word: most messages end here
    for remark in _CASE_REMARK_RE.finditer(text):
        letter = remark.group("letter").lower()
        for token in _LETTERED_TOKEN_RE.finditer(text):
            start, end = token.start(), token.end()
            while end > start and text[end - 1] in ".-":
                end -= 1
            value = text[start:end]
            if (
                value[0].lower() == letter
                and _DIGIT_OR_SYMBOL_RE.search(value, 1) is not None
                and not (remark.start() <= start < remark.end())
                and not any(s.start < end and start < s.end for s in found)
            ):
                yield Span(start, end, "PASSWORD")
