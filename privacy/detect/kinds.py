"""Which kind of secret a numeric code is: one its owner set, or one sent to them.

A code cue ("Code", "kode", "toegangscode") names both kinds. A code the user set, chose, or
keeps on a lock ("satte koden på låsen til 902771", "toegangscode 4680 ingesteld") is theirs to
keep: a PASSWORD (a PIN, in the annotation guide's words). A code that came by text, mail or an
app ("the text says 2 2 7 1 9 0") is a one-time code. The words of the message decide; where
both kinds of word stand, the code that came is one-time.
"""

from __future__ import annotations

import re

from privacy.gates import parts_pattern
from privacy.spans import Span

# The code came to the user: by text, mail, letter or an app that sent or made it.
_RECEIVED_RE = re.compile(
    r"\b(?:sms\w*|texted|text\s+says|the\s+text|got|received|receive|kreeg|gekregen|ontvangen|"
    r"bekommen|bekam|erhalten|gesendet|geschickt|zugeschickt|fik|fået|modtog|modtaget|sendt|"
    r"tilsendt|gestuurd|toegestuurd|sent|e-?mail\w*|mail\w*|brev\w*|brief\w*|letter|shows?|showed|"
    r"displays?|toont|toonde|liet\s+zien|viser|viste|zeigt|zeigte|angezeigt|authenticator\w*)\b",
)
# The user set or chose the code, or it opens a lock ("unlock" names a shared car's sent code;
# a clock and a block are no locks, nor is "unblock" or "Caps Lock").
_OWN_WORDS = (
    "set chose chosen picked satte sat indstillet indstillede valgte valgt ingesteld instellen "
    "ingestelde gekozen koos eingestellt festgelegt gesetzt gewählt vergeben"
).split()
_OWN_RE = re.compile(
    r"\b(?:" + "|".join(_OWN_WORDS) + r")\b|"
    r"\b(?!(?:un|c|b|unb|caps)lock\b)(?<!caps )(?<!caps-)\w*lock\b|"
    r"lås(?:en)?\b|\w*kodelås|schloss|\bslot\b|tresor|kluis|pengeskab|"
    r"ouderlijk\s+toezicht|parental|kindersicherung|børnesikring|forældrekontrol",
)
# A part that every match of _OWN_RE holds, exactly as written: _OWN_RE tries its \b and \w*
# branches at every character, this gate skips in C to the few windows that may hold one.
_OWN_PARTS_RE = parts_pattern(
    [
        *_OWN_WORDS,
        *("lock", "lås", "schloss", "slot", "tresor", "kluis", "pengeskab", "ouderlijk"),
        *("parental", "kindersicherung", "børnesikring", "forældrekontrol"),
    ]
)
# The code is on a text or a screen right now: only this turns a password candidate into a
# one-time code (a PIN comes by letter or mail too).
_SHOWN_RE = re.compile(
    r"\b(?:sms\w*|texted|text\s+says|the\s+text|shows?|showed|displays?|toont|toonde|"
    r"liet\s+zien|viser|viste|zeigt|zeigte|angezeigt)\b",
)
# A word that names a password or a PIN itself: the code is one of those whatever came.
_PASSWORD_WORD_RE = re.compile(
    r"pin|passw|kennw|kodeord|adgangskod|wachtw|paswoord|geheimzahl|schlüssel|sleutel|nøgle|key|"
    r"wlan|wifi|wi-fi|netzwerk|netværk|netwerk|router",
)
_DIGITS_RE = re.compile(r"\d[\d \-]*\d")
# How far around a code its words are read.
_REACH = 200


def by_origin(text: str, lowered: str, candidates: list[Span]) -> list[Span]:
    """The candidates with each plain number relabelled by where the code came from, read in
    the words around it (a transcript's other messages say nothing about it).

    lowered: text.lower() with the same offsets; the word patterns read it.
    """
    out = candidates
    for i, span in enumerate(candidates):
        if span.label not in ("OTP", "PASSWORD"):
            continue
        if _DIGITS_RE.fullmatch(text, span.start, span.end) is None:
            continue
        low, high = max(0, span.start - _REACH), min(len(lowered), span.end + _REACH)
        label = span.label
        # The rarer kind of word is looked for first: most codes stay what their cue said.
        if label == "OTP":
            if _owned(lowered, low, high, span.start) and not _RECEIVED_RE.search(
                lowered, low, high
            ):
                label = "PASSWORD"
        elif (
            _SHOWN_RE.search(lowered, low, high)
            and not _owned(lowered, low, high, span.start)
            and not _PASSWORD_WORD_RE.search(lowered, low, high)
        ):
            label = "OTP"
        if label != span.label:
            if out is candidates:
                out = list(candidates)
            out[i] = Span(span.start, span.end, label)
    return out


def _owned(lowered: str, low: int, high: int, code: int) -> bool:
    """True when _OWN_RE finds a word of a code its owner set in lowered[low:high], the code
    starting at `code`; not a word said of a password named between it and the code ("I set the
    new password and then it asked for the code from the app, 204 913")."""
    if _OWN_PARTS_RE.search(lowered, low, high) is None:
        return False
    for match in _OWN_RE.finditer(lowered, low, high):
        if match.end() <= code and _PASSWORD_WORD_RE.search(lowered, match.end(), code):
            continue
        return True
    return False
