"""Numbers read out in words ("acht, drei, eins, null, sechs, sieben", "six four one, zero zero
nine") or dictated digit by digit ("6-2-2-8", "9, 4, 7, 2, 0, 1"). A code, PIN or card number
spelled out is the secret itself: stored so it tells as much as its digits.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from privacy.spans import Span

# Digit words of the four languages, each to its digit. Words that are also everyday words ("to",
# "en", "een", "et", "ni", "one", "fire", "acht", "null", "oh") count only inside a run that holds
# at least two unambiguous ones.
_DIGITS = {
    **dict.fromkeys(("null", "zero", "nul", "nil"), "0"),
    **dict.fromkeys(("eins", "one", "en", "et", "ét", "een", "één"), "1"),
    **dict.fromkeys(("zwei", "zwo", "two", "to", "twee"), "2"),
    **dict.fromkeys(("drei", "three", "tre", "drie"), "3"),
    **dict.fromkeys(("vier", "four", "fire"), "4"),
    **dict.fromkeys(("fünf", "five", "fem", "vijf"), "5"),
    **dict.fromkeys(("sechs", "six", "seks", "zes"), "6"),
    **dict.fromkeys(("sieben", "seven", "syv", "zeven"), "7"),
    **dict.fromkeys(("acht", "eight", "otte"), "8"),
    **dict.fromkeys(("neun", "nine", "ni", "negen"), "9"),
    "oh": "0",
}
_EVERYDAY = frozenset(("to", "en", "een", "et", "ni", "one", "fire", "acht", "null", "oh", "nil"))
_WORD = "|".join(sorted(_DIGITS, key=len, reverse=True))
# Four or more digit words in a row, apart by spaces, commas or dashes.
_APART = r"(?:[ \t]*[,\-–][ \t]*|[ \t]+)"
_RUN_RE = re.compile(
    rf"(?<![\w-])(?:{_WORD}){_APART}(?:(?:{_WORD}){_APART}){{2,}}(?:{_WORD})(?![\w-])",
    re.IGNORECASE,
)
_SPLIT_RE = re.compile(r"[\s,\-–]+")
# A first check on the lower-cased text: some digit word that is no everyday word.
_HINT_RE = re.compile(
    r"(?<![\w])(?:"
    + "|".join(sorted(set(_DIGITS) - _EVERYDAY, key=len, reverse=True))
    + r")(?![\w])"
)
_NUMBER_LABELS = ("OTP", "CVC", "CARD", "PASSWORD")


def spelled_numbers(text: str, lowered: str, found: Iterable[Span]) -> Iterator[Span]:
    """Runs of four or more digit words, labelled as the span whose digits they spell (the code
    restated in digits: "..., also 831067"), else by their length: four to eight digits a
    one-time code, thirteen to nineteen a card number."""
    if len(lowered) != len(text) or _HINT_RE.search(lowered) is None:
        return
    spelled_by = None
    for run in _RUN_RE.finditer(lowered):
        words = [w for w in _SPLIT_RE.split(run.group()) if w]
        if sum(w not in _EVERYDAY for w in words) < 2:
            continue
        digits = "".join(_DIGITS[w] for w in words)
        if spelled_by is None:
            spelled_by = {
                "".join(c for c in text[s.start : s.end] if c.isdigit()): s.label
                for s in found
                if s.label in _NUMBER_LABELS
            }
        label = spelled_by.get(digits)
        if label is None:
            if 4 <= len(digits) <= 8:
                label = "OTP"
            elif 13 <= len(digits) <= 19:
                label = "CARD"
            else:
                continue
        yield Span(run.start(), run.end(), label)


# Four or more single digits apart by spaces, commas or dashes ("6-2-2-8", "9, 4, 7, 2"): a number
# dictated or read out digit by digit. Not a date ("1-2-2024") nor a decimal.
_DICTATED_RE = re.compile(r"(?<![\w.,/-])\d(?:(?:, ?| |-|–)\d){3,}(?![\w/-]|[.,]\d)")


def dictated_digits(text: str, found: list[Span]) -> Iterator[Span]:
    """Digits dictated one by one that no other detector claimed: labelled as the span whose
    digits they restate, else a one-time code (fail closed: nothing else is written so)."""
    for run in _DICTATED_RE.finditer(text):
        start, end = run.span()
        if any(s.start < end and start < s.end for s in found):
            continue
        digits = "".join(c for c in run.group() if c.isdigit())
        label = next(
            (
                s.label
                for s in found
                if s.label in _NUMBER_LABELS
                and "".join(c for c in text[s.start : s.end] if c.isdigit()) == digits
            ),
            "OTP",
        )
        yield Span(start, end, label)
