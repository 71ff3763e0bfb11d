"""One-time codes and card security codes: the digits a code cue announces."""

from __future__ import annotations

import re

from privacy.patterns import trie_pattern

_OTP_VALUE = r"(?P<value>\d{3}[ \-]\d{3}|(?=[A-Za-z\-]*\d)[A-Za-z0-9][A-Za-z0-9\-]{2,9})(?![\w])"
# Any words without digits may sit between an OTP/CVC cue and its digits ("the code they sent is").
# A bridge word ends at a space, ":" or "=": never inside the value ("auth code A7K-29Q").
_BRIDGE = r"(?:\s*+[:=\-–]?\s*+[^\s\d:=]{1,15}+(?=[\s:=])){0,8}+\s*[:=\-–]?\s*[\"'„“»«]?"
# What must follow each kind of cue, matched right after the cue word.
TAILS: dict[str, re.Pattern[str]] = {
    "OTP": re.compile(r"(?:s|en|et|n)?(?![\w])" + _BRIDGE + _OTP_VALUE, re.IGNORECASE),
    "CVC": re.compile(
        r"(?:s|en|n|et|ne)?(?![\w])" + _BRIDGE + r"(?P<value>\d{3,4})(?![\w])", re.IGNORECASE
    ),
    # A PIN is digits, possibly a few words after its cue ("die PIN für die Karte ist 4821").
    "PIN": re.compile(
        r"(?:s|en|n|et|e)?(?![\w])" + _BRIDGE + r"(?P<value>\d{4,8})(?![\w])", re.IGNORECASE
    ),
}
# Cues with free words inside, which a fixed lexicon cannot list: "die 3 Ziffern hinten auf der
# Karte" (CVC), "den Code aus der SMS", "koden fra sms'en" (OTP). Matched on lower-cased text.
# The first words as tries: exactly one of them can be followed by the whitespace.
CVC_PHRASE = (
    trie_pattern("ziffern zahlen digits numbers cifre cifrene tal tallene cijfers".split())
    + r"\s+(?:[^\s\d]+\s+){0,3}?"
    r"(?:hinten|rückseite|back|bagpå|bagsiden|achterop|achterkant|achterzijde)(?![\w])"
)
OTP_PHRASE = (
    trie_pattern("code codes kode koden koder tan".split()) + r"\s+(?:[^\s\d]+\s+){0,3}?"
    r"(?:sms(?:'en|en|-en|'s)?|text|textnachricht|message|nachricht|besked(?:en)?|bericht(?:je)?)"
    r"(?![\w])"
)
