"""A day the customer names by its weekday alone, dated by the assistant's turn beside it:
- before it: "Of u kiest een zaterdag: zaterdag 30 januari hebben we een middagrit." - "doe die
  zaterdag maar": the day taken is Saturday 30 January (`date_picked_days`);
- right after it: "Wie sieht es am Dienstag danach aus?" - "Dienstag, der 25. März, ist noch
  frei.": the Tuesday held is 25 March (`note_days`).
Only when the assistant's turn names one day of that weekday: "Freitag, 20. Juni ... Abholung am
Freitag, 27. Juni" dates no "freitag". The dated quote is the assistant's, with its turn's `seq`;
its hour is left out (a time is a slot of its own, and an hour offered is not yet agreed). A day
of the month alone ("the 29th") names its day already and is left as the customer said it."""

from __future__ import annotations

from memory.summary_language import proper_names, values

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
            # As `form._replace_entry` takes a value said more precisely: the customer's own
            # words are kept aside, for the `previous` of a later correction.
            state.setdefault("said", {}).setdefault(entry["name"], [entry["value"], entry["seq"]])
            entry.update(value=matching[0], seq=seq)


def note_days(form: dict, state: dict, text: str, blocked: list, seq: int) -> None:
    """After an assistant's turn: date the weekday the customer just set when the turn names
    one day only, of that weekday; keep the turn's days for the customer's answer."""
    days = days_named(text, blocked)
    if len(days) == 1:
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
