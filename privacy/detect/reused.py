"""A password said to be used everywhere: "my mother uses oma1948 everywhere", "ich nehme überall
Kirschbaum7", "jeg bruger samme kode over alt, hyldeblomst, og ...", "gebruikt overal zonnebloem".

Reusing one secret on every site is said of passwords and PINs only, so the frame needs no
password word: a use verb and an everywhere word in one clause name the token right after the
everywhere word, or right before it. Fail closed on shape: a token with a letter and a digit or
symbol is taken (a product and its version is not); a plain word needs a password word in the
message and must stand apart: after a comma and before its clause's end ("over alt,
hyldeblomst, og"), where talk would go on, or in lower case before the everywhere word.
Run only when an everywhere word is in the message (see REUSED_GATE_RE).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import clean_value
from privacy.detect.credentials import PRODUCT_RE
from privacy.detect.windows import GRAMMAR_WORDS, plausible_value
from privacy.gates import parts_pattern
from privacy.spans import Span

_EVERYWHERE = (
    r"everywhere|for\s+everything|all\s+over|überall|für\s+alles|overal|voor\s+alles|overalt|"
    r"over\s+alt|alle\s+steder|til\s+alt"
)
# The parts every everywhere word holds, searched for in the lower-cased text first.
REUSED_GATE_RE = parts_pattern(
    ("everywhere", "for everything", "all over", "überall", "für alles", "overal", "voor alles")
    + ("over alt", "alle steder", "til alt")
)
_USE_VERBS = (
    r"use[sd]?|using|take|takes|took|have|has|had|benutze?n?|benutzt|nutze?n?|nutzt|verwende?n?|"
    r"verwendet|nehme?n?|nimmt|habe?n?|hat|gebruik(?:t|en)?|neem|neemt|nemen|heb|hebben|heeft|"
    r"bruge?r?|brugte|brug|har|havde|tager|tog"
)
_VALUE = r"(?P<value>[^\s\"'“”«»,;()]{3,40})"
# The value after the everywhere word: "uses everywhere oma1948", "over alt, hyldeblomst".
_AFTER_RE = re.compile(
    rf"(?<![\w])(?:{_USE_VERBS})(?![\w])[^.!?\n]{{0,40}}?(?<![\w])(?:{_EVERYWHERE})(?![\w])"
    rf"[^\S\n]*+(?P<comma>[,:\-–][^\S\n]*+)?[\"'„“»«]?{_VALUE}",
    re.IGNORECASE,
)
# The value before it: "uses oma1948 everywhere", "nehme Kirschbaum7 überall".
_BEFORE_RE = re.compile(
    rf"(?<![\w])(?:{_USE_VERBS})[^\S\n]++(?:[^\W\d_]{{1,12}}[^\S\n]++){{0,2}}?[\"'„“»«]?{_VALUE}"
    rf"[\"'“”«»]?[^\S\n]++(?:{_EVERYWHERE})(?![\w])",
    re.IGNORECASE,
)
# A letter and a digit or symbol: a password's shape.
_MIXED_RE = re.compile(r"(?=.*[^\W\d_])(?=.*[\d#$%&*+<>@^_|~§€£=\\/!?])")
# An abbreviation with its number ("2FA", "MS365"): no value either.
_ABBREVIATION_RE = re.compile(r"[A-Z\d]{2,6}")
_PASSWORD_WORD_RE = re.compile(
    r"passw|paßw|kennw|kodeord|(?:kode|code)(?:n|r|s)?(?![\w])|wachtw|adgangskod|"
    r"(?<![\w])(?:pw|ww|pin)(?![\w])"
)
# What may follow a plain word for it to stand apart: a clause mark, a line's end, "and".
_APART_AFTER_RE = re.compile(
    r"[\"'“”«»]?(?:[^\S\n]*[,.;!?)\n]|\Z|[^\S\n]+(?:and|und|og|en|aber|but|men|maar)(?![\w]))",
    re.IGNORECASE,
)


def reused_passwords(text: str, lowered: str) -> Iterator[Span]:
    """Passwords a message says are used everywhere. lowered: text.lower(), the same length."""
    if REUSED_GATE_RE.search(lowered) is None:
        return
    password_word = _PASSWORD_WORD_RE.search(lowered) is not None
    for pattern in (_AFTER_RE, _BEFORE_RE):
        for match in pattern.finditer(text):
            start, end = clean_value(text, *match.span("value"))
            value = text[start:end]
            if not plausible_value(value) or value.lower() in GRAMMAR_WORDS:
                continue
            if _MIXED_RE.match(value) is not None:
                if not (PRODUCT_RE.fullmatch(value) or _ABBREVIATION_RE.fullmatch(value)):
                    yield Span(start, end, "PASSWORD")
                continue
            if pattern is _AFTER_RE:
                # "over alt, hyldeblomst, og": between commas, where talk would go on.
                apart = match.group("comma") is not None and _APART_AFTER_RE.match(text, end)
            else:
                apart = value.islower()  # "uses Bitwarden everywhere": a name, no value
            if password_word and value.isalpha() and apart:
                yield Span(start, end, "PASSWORD")
