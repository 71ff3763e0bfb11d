"""Router and network keys: the secret-shaped value a key word names a few words after it
("sleutel Glasvezel-7712-thuis", "nøglen er 4829 1173 6650").
"""

from __future__ import annotations

import re

from privacy.credential_words import clean_value
from privacy.password_cues import OPEN_QUOTES, SENTENCE_END, SYMBOLS_RE, TOKEN_RE
from privacy.password_shapes import PRODUCT_RE
from privacy.spans import Span

# ---------------------------------------------------------------- keys
#
# "sleutel Glasvezel-7712-thuis", "der Schlüssel fürs Netz ist Moos#Weg9", "nøglen er 4829 1173
# 6650": a key word names a secret-shaped value a few words after it. A key is a thing too
# ("Schlüssel liegt bei den Nachbarn", "nøgle 4417" on a code card): only a value with letters
# and a digit or symbol, or eight digits and more, is a key's.
KEY_CUES = frozenset("sleutel sleutels schlüssel schluessel nøgle nøglen key".split())
_KEY_INFLECTION_RE = re.compile(r"(?:s|n|en|et|e)?(?![\w])")
_KEY_DIGIT_GROUPS_RE = re.compile(r"\d{3,}(?:[ \-]\d{3,})+")
_MAX_KEY_WORDS = 6


def key_value(text: str, cue_end: int) -> Span | None:
    """The secret-shaped value a key word names, a few words after it (see above)."""
    inflection = _KEY_INFLECTION_RE.match(text, cue_end)
    if inflection is None:
        return None  # the start of a longer word ("Schlüsselbund")
    limit = min(len(text), cue_end + 100)
    for count, token in enumerate(TOKEN_RE.finditer(text, inflection.end(), limit)):
        if count == _MAX_KEY_WORDS or "\n" in text[cue_end : token.start()]:
            return None
        start, end = token.span()
        while start < end and text[start] in OPEN_QUOTES + ":=":
            start += 1
        start, end = clean_value(text, start, end)
        if _key_shaped(text[start:end]):
            return Span(start, end, "PASSWORD")
        groups = _KEY_DIGIT_GROUPS_RE.match(text, start)
        if groups is not None and sum(c.isdigit() for c in groups.group()) >= 8:
            return Span(start, groups.end(), "PASSWORD")  # "nøglen er 4829 1173 6650"
        if token.group()[-1] in SENTENCE_END:
            return None
    return None


def _key_shaped(value: str) -> bool:
    """A key's value: letters with a digit or symbol, or eight digits and more."""
    if len(value) < 6:
        return False
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    if letters == 0:
        return digits >= 8 and value.isdigit()  # not a date, a price or a short number
    if letters < 3 or not (digits or SYMBOLS_RE.search(value) or "!" in value):
        return False  # "nøgle til kælderen", "key points": words
    if "@" in value or "://" in value or PRODUCT_RE.fullmatch(value):
        return False
    return any(c.islower() for c in value)  # "Lizenzschlüssel XK4-99Q-PLM": a product key
