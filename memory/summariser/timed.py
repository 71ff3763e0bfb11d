"""An hour the customer gives as a limit, set by the assistant's next turn: "kunnen ze wel pas na
half 9 beginnen?" - "Dat kan, ik zet de starttijd op 8:45.": the time held is 8:45, the hour the
assistant set within the customer's limit (`note_limit` after the customer's turn, `set_hour`
after the assistant's). Only when the assistant states one clock time, not in a question: "Passt
Ihnen 9:30 oder 10:00?" sets nothing, and an hour asked about is only offered.

The customer's words are kept aside for the `previous` of a later correction (`form.restates`),
as with a weekday dated by the assistant (`dated`): the hour said more precisely is no
correction."""

from __future__ import annotations

import re

from memory.summary_language import times
from memory.summary_language.text import sentence_bounds, touches

from .form import replace_value

# An hour said as a limit: "na half 9", "after 10", "ab 14 Uhr", "efter kl. 12", "vanaf 13:00",
# "not before 9", "erst ab 10".
_LIMIT_RE = re.compile(
    r"^\W*(?:pas\s|erst\s|only\s|først\s)?(?:na|after|nach|ab|efter|vanaf|from|fra|"
    r"not\sbefore|nicht\svor|ikke\sfør|niet\svoor|no\searlier\sthan|frühestens|tidligst)\s",
    re.IGNORECASE,
)
# A clock time: "8:45", "9.30 Uhr", "kl. 10", "om 9 uur".
_CLOCK_RE = re.compile(times.CLOCK, re.IGNORECASE)
# The first hour of a span before a clock time: "13 bis 17 Uhr", "9-12 uur", "2 to 4pm".
_SPAN_START_RE = re.compile(
    r"\d{1,2}(?:[:.]\d\d)?\s*(?:-|–|bis|to|till|until|til|tot|and|und|og|en)\s*\Z",
    re.IGNORECASE,
)


def note_limit(form: dict, state: dict, seq: int) -> None:
    """After a customer's turn: remember a time it set as a limit."""
    if any(
        c["name"] == "time" and c["seq"] == seq and _LIMIT_RE.match(c["value"])
        for c in form["constraints"]
    ):
        state["hour_limit"] = seq
    else:
        state.pop("hour_limit", None)


def set_hour(form: dict, state: dict, text: str, blocked: list, seq: int) -> None:
    """After an assistant's turn: the one clock time it states sets the time the customer gave
    as a limit in the turn before."""
    since = state.pop("hour_limit", None)
    if since is None:
        return
    hours = [
        match.span()
        for lo, hi in sentence_bounds(text)
        if "?" not in text[lo:hi]
        for match in _CLOCK_RE.finditer(text, lo, hi)
        if not touches(*match.span(), blocked)
    ]
    if len(hours) != 1 or _SPAN_START_RE.search(text, max(0, hours[0][0] - 12), hours[0][0]):
        return  # several hours, or the end of a span ("13 bis 17 Uhr")
    for entry in form["constraints"]:
        if entry["name"] == "time" and entry["seq"] == since:
            replace_value(form, entry, text[slice(*hours[0])], seq, state.setdefault("said", {}))
