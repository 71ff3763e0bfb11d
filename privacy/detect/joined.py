"""One password found as pieces: the pieces and what stands between them.

A phone that wraps a long value ("Passwort ist Blaubeer\\nkuchen2020"), a passphrase whose first
and last words the detectors found ("pw is purple\\nmonkey dishwasher"): two password spans with
a line break, and at most two words, between them are one value. Fail closed: the gap is covered
too, since a passphrase's middle word is as secret as its ends. On one line two spans stay two
("Walrus55 or walrus55", "from bluejay to starling"): each try is a value of its own, unless a
phrase's preposition joins them ("grüner tee mit honig").
"""

from __future__ import annotations

import re

from privacy.spans import Span

# What may stand between two pieces of one password: a line break, spaces, and at most two words
# without sentence punctuation.
_GAP_RE = re.compile(r"\s+(?:[^\W_]+\s+){0,2}")
# One preposition between two words of a phrase ("grüner tee mit honig", "bread with butter").
_PHRASE_GAP_RE = re.compile(
    r"[^\S\n]+(?:mit|with|med|met|ohne|without|uden|zonder)[^\S\n]+", re.IGNORECASE
)
# Words that join two values, not two pieces of one.
_JOINERS = frozenset(
    """or oder eller of and und og en to til naar nach bis statt instead not nicht ikke niet
    from von fra van""".split()
)


def joined_passwords(text: str, spans: list[Span]) -> list[Span]:
    """spans (sorted, non-overlapping) with neighbouring password pieces joined into one."""
    joined: list[Span] = []
    for span in spans:
        previous = joined[-1] if joined else None
        if (
            previous is not None
            and span.label == "PASSWORD"
            and previous.label == "PASSWORD"
            and (
                "\n" in text[previous.end : span.start]
                and _GAP_RE.fullmatch(text, previous.end, span.start) is not None
                and not _JOINERS.intersection(text[previous.end : span.start].lower().split())
                # "grüner tee mit honig": on one line, a preposition of a phrase joins its words
                or _PHRASE_GAP_RE.fullmatch(text, previous.end, span.start) is not None
            )
        ):
            joined[-1] = Span(previous.start, span.end, "PASSWORD")
            continue
        joined.append(span)
    return joined


# A quote around a password: the opening mark right before it, the closing one after more words
# on the same line ("Tried 'Tottenham Hotspur' with the space", "psw: 'Kroket met mosterd'").
_CLOSING = {"'": "'", '"': '"', "„": "“", "“": "”", "‚": "‘", "‘": "’", "»": "«", "«": "»"}
_MAX_QUOTED = 40


def whole_quotes(text: str, spans: list[Span]) -> list[Span]:
    """Passwords that start a quote and stop short of its end run to the closing mark: fail
    closed, the quoted words are one value."""
    out = []
    for i, span in enumerate(spans):
        opening = text[span.start - 1 : span.start]
        closing = _CLOSING.get(opening) if span.label == "PASSWORD" else None
        if closing is not None and text[span.end : span.end + 1] != closing:
            close = text.find(closing, span.end, span.start + _MAX_QUOTED)
            following = spans[i + 1].start if i + 1 < len(spans) else len(text)
            if close != -1 and "\n" not in text[span.end : close] and close <= following:
                span = Span(span.start, close, "PASSWORD")
        out.append(span)
    return out
