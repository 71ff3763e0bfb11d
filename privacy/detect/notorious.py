"""Passwords built on the most used ones: a password wherever they stand.

"het is nog steeds qwerty2020", "still asdf1234!", "Passw0rd99", "iloveyou7". A keyboard run or a
word that tops every list of leaked passwords, with a digit or a symbol glued to it, is typed
nowhere but into a password field; no cue or login word needs to stand near it. All capitals
("QWERTZ-2000", a model) and a mail address or link are other things.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.spans import Span

# The stems, lower case, as the token starts: keyboard runs, the password word itself (also
# written with digits), the classics of leaked lists.
_NOTORIOUS_RE = re.compile(
    r"(?:qwert[yz]?|azerty|asdf|yxcv|zxcv|1qaz|p[a@4]s{1,2}w[o0]rd|p[a@4]s{1,2}w[o0]rt|"
    r"wachtwoord|kodeord|adgangskode|letmein|iloveyou|trustno1|geheim|hemmelig)"
)
# A token: a letter or digit, then no space.
_TOKEN_RE = re.compile(r"[^\s\"'„“”‚‘’»«()\[\]{}<>,;]+")
_TRAILING = ".,;:!?"
# After the stem: maybe a few more letters of the run ("asdfgh"), then a digit or a symbol, and no
# key's separator ("Password:Juniper2025" is a key and its value).
_REST_RE = re.compile(r"[a-zäöüßæøå]{0,6}[\d!#$%&*+?@^~_][^:=/]*")


def notorious_passwords(text: str, lowered: str, hints: list[int]) -> Iterator[Span]:
    """Tokens at hints (digits or symbols after letters, see the detector's word scan) that
    start with a notorious stem and hold a digit or a symbol after it."""
    seen: set[int] = set()
    for at in hints:
        start = max(text.rfind(" ", 0, at), text.rfind("\n", 0, at), text.rfind("\t", 0, at)) + 1
        if start in seen:
            continue
        seen.add(start)
        token = _TOKEN_RE.match(text, start)
        if token is None:
            continue
        end = token.end()
        while end > start and text[end - 1] in _TRAILING:
            end -= 1  # the detector gives a password its end symbols back
        value = text[start:end]
        if value.isupper() or "@" in value or "/" in value or not any(c.islower() for c in value):
            continue
        stem = _NOTORIOUS_RE.match(lowered, start, end)
        if stem is None or _REST_RE.fullmatch(lowered, stem.end(), end) is None:
            continue
        yield Span(start, end, "PASSWORD")
