"""Passwords known by their likeness, in a message about logging in.

The cue rules find a password by the words around it; a sentence frame nobody wrote before
("bij resetten tikte ik Duinroos&Zee4") names none. When the message speaks of a login, an
account, a password or a PIN anywhere, in any of the four languages and however spelt ("pw",
"ww", "kodeord", "Kennwort", "inloggen", "log ind"), a token that looks like a password by its
shape is one: letters with digits and a symbol, a letter written as a digit ("P4ssw0rd"), a word
and a number ("Vuurtoren11"), mixed case with digits, a long random string. A token that has the
shape of something else is not: a reference number (capitals, a hyphen and digits), a mail
address, a link, a version, a date, a price, a product's model code ("WAN28K40", "iPhone15"), a
handle, a file name, a network's name. Outside such a message this module finds nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import NAMED_OTHER_WORDS, credential_context
from privacy.password_shapes import MIN_CHARS as _MIN_CHARS
from privacy.password_shapes import password_like
from privacy.spans import Span

# A token: what stands between spaces, its quotes and brackets aside.
_TOKEN_RE = re.compile(r"[^\s\"'„“”‚‘’»«()\[\]{}<>]+")
_WHITESPACE_RE = re.compile(r"\s")
# A digit right after a letter, a hyphen, a dot or an ampersand; the digit first, so that `re`
# skips the letters in C.
_DIGIT_HINT_RE = re.compile(r"\d(?:(?<=[^\W\d_]\d)|(?<=[^\W\d_][-.&%]\d))")
_LEADING = ":=,;"
_TRAILING = ".,;:"
# "pw:Tulp#77", "ww=Zonnebloem12": the value after its key.
_KEY_PREFIX_RE = re.compile(r"[^\W\d_]+[:=]+(?=\S)")


def liked_passwords(
    text: str, lowered: str, hints: list[int], found_before: list[Span]
) -> Iterator[Span]:
    """Password-like tokens of a message about a login (see above) that no span covers yet.

    hints: a position inside each token that may be shaped like a password (the detector's word
    scan finds symbols after letters, and digits after letters of most words); each digit after
    a letter or a separator ("Vuurtoren11", "Oma-Gerda-1939") is found here too.
    """
    # Without a hint or a digit hint there is no token to read, and without a login context none
    # counts: both answer before the digit hints are listed (most messages end here).
    if not hints and _DIGIT_HINT_RE.search(text) is None:
        return
    if not credential_context(lowered):
        return
    digits = [match.start() for match in _DIGIT_HINT_RE.finditer(text)]
    if digits:
        hints = sorted({*hints, *digits})
    read_to = -1
    for at in hints:
        if at < read_to:
            continue  # a token read already
        space = _WHITESPACE_RE.search(text, at)
        read_to = len(text) if space is None else space.start()
        if any(span.start <= at < span.end for span in found_before):
            continue  # most password-like tokens are found by a cue before
        start = max(text.rfind(" ", 0, at), text.rfind("\n", 0, at), text.rfind("\t", 0, at)) + 1
        if read_to - start < _MIN_CHARS:
            continue
        for match in _TOKEN_RE.finditer(text, start, read_to):
            span = _liked(text, lowered, match.start(), match.end(), found_before)
            if span is not None:
                yield span


def _liked(text: str, lowered: str, start: int, end: int, found_before: list[Span]) -> Span | None:
    """The password in text[start:end] when the token looks like one and names nothing else."""
    token_start = start
    while start < end and text[start] in _LEADING:
        start += 1
    while end > start and text[end - 1] in _TRAILING:
        end -= 1
    key = _KEY_PREFIX_RE.match(text, start, end)
    if key is not None:
        start = key.end()
    if end - start < _MIN_CHARS or not password_like(text[start:end]):
        return None
    if any(span.start < end and start < span.end for span in found_before):
        return None  # a value found already, or part of one
    if _named_other_before(text, token_start) or _user_of_pair(text, lowered, end):
        return None
    return Span(start, end, "PASSWORD")


_COPULAS = frozenset(
    "is ist er var war was lautet luidt lyder heißt heet hedder called named genannt = :".split()
)
# A value before a slash, a bar or a dash and another value: the first of a pair, a user name
# and its password ("jess_m_91 / hedgehog", "hansen1958 – Kirsebær58").
_PAIR_AFTER_RE = re.compile(r"\s?(?P<mark>[/|–—])\s?[^\s/|–—]")
_USER_NAMED_RE = re.compile(
    r"user|benutzer|nutzername|brugernavn|gebruikersnaam|gebruikersnaam|login-?nav|anmeldename"
)


def _user_of_pair(text: str, lowered: str, end: int) -> bool:
    """True when the token at end is the first of a pair: after a slash always, after a bar or
    a dash when the message names a user name."""
    pair = _PAIR_AFTER_RE.match(text, end)
    if pair is None:
        return False
    return pair.group("mark") == "/" or _USER_NAMED_RE.search(lowered) is not None


# User words the shared list leaves out ("Nutzer = gerd1957", "bruger: jens88").
_USER_WORDS = frozenset("nutzer nutzername kennung benutzerkennung brugerid userid".split())


def _named_other_before(text: str, start: int) -> bool:
    """True when a user, network, account or customer word names the token ("Benutzer: x",
    "my username is x", "netwerk heet x")."""
    words = text[max(0, start - 50) : start].lower().split()[-5:]
    for word in reversed(words):
        bare = word.strip("\"'„“”‘’»«:=,")
        if bare in _COPULAS or bare in ("", "just", "nur", "bare", "gewoon", "my", "mein", "mijn"):
            continue
        tail = bare.rpartition("-")[2]
        return bare in NAMED_OTHER_WORDS or tail in NAMED_OTHER_WORDS or bare in _USER_WORDS
    return False
