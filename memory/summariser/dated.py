"""A day the customer names by its weekday alone, dated by the assistant's turn beside it:
- before it: "Of u kiest een zaterdag: zaterdag 30 januari hebben we een middagrit." - "doe die
  zaterdag maar": the day taken is Saturday 30 January (`date_picked_days`);
- right after it: "Wie sieht es am Dienstag danach aus?" - "Dienstag, der 25. März, ist noch
  frei.": the Tuesday held is 25 March (`note_days`).
Only when the assistant's turn names one day of that weekday: "Freitag, 20. Juni ... Abholung am
Freitag, 27. Juni" dates no "freitag". The dated quote is the assistant's, with its turn's `seq`;
its hour is left out (a time is a slot of its own, and an hour offered is not yet agreed). A day
of the month alone ("the 29th") names its day already and is left as the customer said it.

A held day the customer asks to move without naming the new one ("could we do a week later?",
"können wir das eine Woche später machen?") takes the one day the assistant's next turn names:
"A week later would be Thursday 19 June" corrects "Thursday 12 June" (`note_days`)."""

from __future__ import annotations

import re

from memory.summary_language import proper_names, values

from .form import replace_value

_DAY_SLOTS = ("date", "deadline")
# The assistant's days kept for the customer's next turn: a turn names a few at most.
_MAX_DAYS = 4
# How many turns back a held day may have been said for the assistant's turn to date it: the
# customer's last turn, or the one before when they wrote twice in a row.
_REACH = 2


def days_named(text: str, blocked: list) -> list[str]:
    """The dated days of an assistant's turn, each without its hour ("Sunday 23 March at 11:30"
    -> "Sunday 23 March")."""
    days = []
    for start, end in proper_names.dates(text, blocked):
        day = text[start:end]
        if cut := values.clock_at_end(day):
            day = day[: cut[0]].rstrip(" ,")
        if values.dated(day) and values.weekdays_in(day):
            days.append(day)
    return days[:_MAX_DAYS]


def _dates(day: str, value: str) -> bool:
    """Whether dated `day` is the day `value` names by its weekday alone."""
    return values.weekdays_in(day) == values.weekdays_in(value)


def date_days(form: dict, state: dict, days: list[str], since: int, seq: int) -> None:
    """Date each day slot set at turn `since` or later to a weekday alone by the one day of
    `days` (said at turn `seq`) of that weekday: the same value said more precisely, no
    correction. Several days of that weekday date none."""
    for entry in form["constraints"]:
        if entry["name"] not in _DAY_SLOTS or entry["seq"] < since:
            continue
        if not values.only_weekday(entry["value"]):
            continue
        matching = [day for day in days if _dates(day, entry["value"])]
        if len(matching) == 1:
            # The same weekday, now dated: a value said more precisely, the customer's own words
            # kept aside for the `previous` of a later correction (`form.restates`).
            replace_value(form, entry, matching[0], seq, state.setdefault("said", {}))


# A request to move a day by a span, or to another day, with no new day named: "a week later",
# "the day after", "eine Woche später", "ein paar Tage früher", "en uge senere", "ugen efter",
# "een week later", "de week erna", "another day", "einen anderen Tag", "en anden dag", "een
# andere dag".
_SHIFT_RE = re.compile(
    r"\b(?:(?:a|one|two|a\s+couple\s+of|a\s+few)\s+(?:days?|weeks?)\s+(?:later|earlier)"
    r"|the\s+(?:day|week)\s+after|another\s+day|a\s+different\s+day"
    r"|(?:eine[nm]?|zwei|ein\s+paar)\s+(?:tage?n?|wochen?)\s+(?:später|früher)"
    r"|(?:die|der)\s+woche\s+danach|(?:einen\s+)?anderen\s+tag"
    r"|(?:en|et|to|et\s+par)\s+(?:dag|dage|uge|uger)\s+(?:senere|tidligere)"
    r"|(?:ugen|dagen)\s+efter|en\s+anden\s+dag"
    r"|(?:een|twee|een\s+paar)\s+(?:dag|dagen|week|weken)\s+(?:later|eerder)"
    r"|de\s+(?:week|dag)\s+erna|een\s+andere\s+dag)\b",
    re.IGNORECASE,
)


def note_shift(form: dict, state: dict, text: str) -> None:
    """After a customer's turn: remember a request to move the held day without a new one."""
    if _SHIFT_RE.search(text) and any(c["name"] == "date" for c in form["constraints"]):
        state["shift_asked"] = True
    else:
        state.pop("shift_asked", None)


def _move_held_day(form: dict, state: dict, days: list[str], seq: int) -> bool:
    """Move the day last set to the one day `days` holds, as a correction; whether it moved."""
    held = [c for c in form["constraints"] if c["name"] == "date"]
    if len(days) != 1 or not held:
        return False
    entry = max(held, key=lambda c: c["seq"])
    if values.same_value(entry["value"], days[0]) or values.within(days[0], entry["value"]):
        return False
    replace_value(form, entry, days[0], seq, state.setdefault("said", {}))
    return True


def note_days(form: dict, state: dict, text: str, blocked: list, seq: int) -> None:
    """After an assistant's turn: move the held day the customer asked to move, or date the
    weekday the customer just set, when the turn names one day only; keep the turn's days for
    the customer's answer."""
    days = days_named(text, blocked)
    if state.pop("shift_asked", False) and _move_held_day(form, state, days, seq):
        # "Eine Woche später wäre Montag, 17. November, Montage dann am 17. und 18.": the day
        # is set; a yes to it accepts no other day the turn named.
        if proposals := state.get("proposals"):
            state["proposals"] = [p for p in proposals if p[0] not in _DAY_SLOTS]
    elif len(days) == 1:
        date_days(form, state, days, seq - _REACH, seq)
    if days:
        state["days_named"] = [seq, days]
    else:
        state.pop("days_named", None)


def date_picked_days(form: dict, state: dict, seq: int) -> None:
    """After a customer's turn: date a weekday it set ("doe die zaterdag maar") by the day of
    that weekday the assistant's turn before named."""
    named = state.pop("days_named", None)
    if named:
        date_days(form, state, named[1], seq, named[0])
