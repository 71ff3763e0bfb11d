"""The summary form and its entries: size caps, objects, constraints by slot (a new value
replaces the current one, which moves to `previous`), open points and commitments."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from memory.summary_language import (
    subjects,
    values,
)
from memory.summary_language.text import (
    clip,
    norm,
)

from . import (
    acts,
    corrections,
)

# Size caps keep every update O(1) and the summary small in the prompt; the oldest entries go.
MAX_OBJECTS = 40


MAX_CONSTRAINTS = 20


MAX_PREVIOUS = 8


MAX_OPEN_POINTS = 10


MAX_COMMITMENTS = 20


MAX_CLOSED_TOPICS = 20


MAX_CONCERN_CHARS = 400


MAX_ENTRY_CHARS = 300


MAX_PROPOSALS = 6


def empty_form() -> dict:
    """The contract's summary form with nothing in it."""
    return {
        "covers_until_seq": 0,
        "concern": None,
        "objects": [],
        "constraints": [],
        "open_points": [],
        "commitments": [],
        "closed_topics": [],
    }


def empty_state() -> dict:
    """The summariser's working state of a fresh session."""
    return {"topic_from_seq": 1}


@dataclass(frozen=True)
class Turn:
    """One stored message as the summariser sees it."""

    seq: int
    role: str
    text: str
    # [{"label", "start", "end"}] into `text`, as stored on the message.
    redactions: list[dict] = field(default_factory=list)
    lang: str = ""


def upsert_object(form: dict, kind: str, value: str, seq: int) -> None:
    value = value.strip()
    if len(value) < 2:
        return
    key = norm(value)
    named = kind in {"model", "place"}
    for entry in form["objects"]:
        known = norm(entry["value"])
        # The same thing named again, or a part of a name already kept ("the Burford").
        if known == key or (named and f" {key} " in f" {known} "):
            return
    form["objects"].append({"type": kind, "value": value, "seq": seq})
    if len(form["objects"]) > MAX_OBJECTS:
        _drop_least_useful(form["objects"])


# What an agent needs most: identifiers, then names of products and places, then the dates and
# amounts that are mostly restated or recomputed later.
_USEFULNESS = {"date": 0, "amount": 0, "model": 1, "product": 1, "place": 1}


# The objects named first (turn 1's order number, the product the matter is about) always stay.
KEEP_FIRST_OBJECTS = 10


def _drop_least_useful(objects: list[dict]) -> None:
    """Remove one object over the cap: the oldest of the least useful kind, never one of the
    first named."""
    candidates = range(KEEP_FIRST_OBJECTS, len(objects))
    victim = min(candidates, key=lambda i: (_USEFULNESS.get(objects[i]["type"], 2), i))
    del objects[victim]


def upsert_constraint(
    form: dict,
    name: str,
    value: str,
    seq: int,
    said: dict | None = None,
    *,
    about: str | None = None,
    held: subjects.Subjects | None = None,
) -> None:
    """Set slot `name` to `value` (`_set_slot`); a time set apart from the day it was said
    with leaves that day without its old hour (`_unclock_days`). The held day said again with
    an hour ("Saturday 10:00" after "Saturday 22 March") sets the hour only."""
    if name == "date" and (hour := _hour_of_held_day(form, value)) is not None:
        name, value = "time", hour
    _set_slot(form, name, value, seq, said, about=about, held=held)
    if name == "time":
        _unclock_days(form)


def _hour_of_held_day(form: dict, value: str) -> str | None:
    """The hour of `value` when its day is only the weekday of the held date ("Saturday 10:00"
    after "Saturday 22 March"), else None."""
    cut = values.clock_at_end(value)
    if cut is None:
        return None
    day = value[: cut[0]].rstrip(" ,")
    held = next((c["value"] for c in form["constraints"] if c["name"] == "date"), "")
    if not held or not values.only_weekday(day):
        return None
    same_day = values.weekdays_in(day) and values.weekdays_in(day) == values.weekdays_in(held)
    return value[cut[1] :] if same_day else None


def _unclock_days(form: dict) -> None:
    """ "Tuesday 3 June at 10am" and then "2pm would suit better": the day keeps its date words
    (a prefix of its quote, so still the turn's own characters) and the old hour joins the
    time's `previous`, so it is current nowhere."""
    time = next((c for c in form["constraints"] if c["name"] == "time"), None)
    if time is None:
        return
    for entry in form["constraints"]:
        if entry["name"] not in {"date", "deadline"}:
            continue
        cut = values.clock_at_end(entry["value"])
        if cut is None:
            continue
        day, hour = entry["value"][: cut[0]].rstrip(" ,"), entry["value"][cut[1] :]
        if not day or values.same_value(hour, time["value"]) or norm(hour) in norm(time["value"]):
            continue
        entry["value"] = day
        known = {norm(time["value"]), *(norm(p["value"]) for p in time["previous"])}
        if norm(hour) not in known:
            time["previous"] = [{"value": hour, "seq": entry["seq"]}, *time["previous"]][
                :MAX_PREVIOUS
            ]


def entry_for(
    form: dict,
    name: str,
    about: str | None,
    held: subjects.Subjects | None,
    value: str = "",
) -> dict | None:
    """The held entry a value of slot `name` said about `about` replaces: the one of the same
    name and subject; None when every entry of that name is about something else (the value
    is then a second one of its kind, "assembly on Friday" beside "delivery on Monday"). With
    no subject said, the entry `value` says again more precisely, else the first entry of that
    name, as when one entry was all a name held."""
    candidates = [c for c in form["constraints"] if c["name"] == name]
    if name == "size" and value:
        # "bagdækkene har 6 mm endnu" beside "205/55 R16": another kind of size, another entry
        candidates = [c for c in candidates if values.same_size_kind(value, c["value"])]
    if not candidates:
        return None
    if value and len(candidates) > 1 and not about:
        # "Noted: 60 boxes" after "60": the entry the value says again or more precisely
        for entry in candidates:
            if values.same_value(entry["value"], value) or refines(value, entry["value"]):
                return entry
        # "den 16." beside "Abholung am 9.8." and "Rückgabe am 16.8.": the entry whose day it
        # names again, or whose corrected day it goes back to ("am 15. abends", then "Lassen
        # wir den 16.").
        for entry in candidates:
            said = [entry["value"], *(p["value"] for p in entry["previous"])]
            if any(_names_day_of(name, old, value) for old in said):
                return entry
    if held is None:
        return candidates[0]
    if about:
        same = [c for c in candidates if subjects.same(held.of(c), about)]
        if same:
            return same[-1]
        if all(held.of(c) for c in candidates):
            return None
    return _last_named(candidates, held, name, value)


def _last_named(candidates: list[dict], held: subjects.Subjects, name: str, value: str) -> dict:
    """Of several entries of one name, the one a value said without its subject replaces: the
    entry named last ("two adult bags, and add two bags of the junior one" - "Two bags of the
    junior food added" - "make that four": the junior bags), among those the value may be (a
    count of the same order: "22" is the guests, not the 3 rooms). With no single one named
    last, the first, as when one entry was all a name held."""
    fitting = [c for c in candidates if not value or values.comparable(name, value, c["value"])]
    if not fitting:
        return candidates[0]
    if len(fitting) == 1:
        return fitting[0]
    last = max(held.last_named(c) for c in fitting)
    named = [c for c in fitting if held.last_named(c) == last]
    return named[0] if len(named) == 1 else candidates[0]


def _names_day_of(name: str, held: str, value: str) -> bool:
    """Whether `value` of date slot `name` is the day `held` says, if less precisely."""
    return name in {"date", "deadline"} and (
        values.same_value(held, value) or values.same_day_of_month(held, value)
    )


def _set_slot(
    form: dict,
    name: str,
    value: str,
    seq: int,
    said: dict | None = None,
    *,
    about: str | None = None,
    held: subjects.Subjects | None = None,
) -> None:
    """Set slot `name` to `value`. `said` (the state's, slot -> [quote, seq]) keeps the first
    quote of a value later said more precisely ("next Tuesday" before "Tuesday 17 June"), so a
    correction of it lists the customer's own words in `previous` too; for a slot not set yet,
    the value the assistant read out of the order (`_note_order_values`). A value that
    only repeats part of the held one changes nothing (`corrections.says_less`). `held` (the
    state's subjects) links the value to the entry of the same name and subject (`entry_for`).
    """
    if corrections.unusable(value):
        return
    entry = entry_for(form, name, about, held, value)
    if entry is not None and held is not None:
        subject = about or held.of(entry)
        _replace_entry(form, entry, name, value, seq, said)
        held.note(name, entry["value"], subject)
        held.prune(form["constraints"])
        return
    if entry is not None:
        _replace_entry(form, entry, name, value, seq, said)
        return
    _add_entry(form, name, value, seq, said)
    if held is not None:
        held.note(name, form["constraints"][-1]["value"], about)
        held.prune(form["constraints"])


def replace_value(form: dict, entry: dict, value: str, seq: int, said: dict | None) -> None:
    """Put `value` in the held `entry`, as a value of its slot said by the customer would be:
    the old value goes to `previous` unless `value` only says it more precisely."""
    _replace_entry(form, entry, entry["name"], value, seq, said)


def _replace_entry(
    form: dict, entry: dict, name: str, value: str, seq: int, said: dict | None
) -> None:
    """Put `value` in the held `entry` of slot `name` (see `_set_slot`)."""
    if norm(entry["value"]) == norm(value) or values.same_value(entry["value"], value):
        return  # "an 8" restated as "the 8" is the same value
    if corrections.says_less(name, value, entry["value"]) or _same_day(name, entry["value"], value):
        return
    if (
        refines(value, entry["value"])
        or restates(said, name, entry, value)
        or dates_day(name, entry["value"], value)
    ):
        # "lørdag" -> "lørdag d. 12/7": the same value said more precisely replaces it
        # without becoming a corrected one.
        if said is not None and name not in said:
            said[name] = [entry["value"], entry["seq"]]
        entry.update(value=value, seq=seq)
        return
    previous = [{"value": entry["value"], "seq": entry["seq"]}, *entry["previous"]]
    if said is not None and name in said:
        quote, quote_seq = said.pop(name)
        previous.insert(1, {"value": quote, "seq": quote_seq})
    # The corrected value is dropped from the history if it comes back as current.
    previous = [p for p in previous if not values.same_quote(p["value"], value)][:MAX_PREVIOUS]
    entry.update(value=value, seq=seq, previous=previous)


def dates_day(name: str, held: str, value: str) -> bool:
    """Whether `value` gives the held day of the month alone ("the 14th", "am 23.") its weekday
    or month ("Friday 14 March")."""
    if name not in {"date", "deadline"} or len(values.value_words(held)) != 1:
        return False
    return values.same_day_of_month(value, held) and len(values.value_words(value)) > 1


def _same_day(name: str, held: str, value: str) -> bool:
    """Two quotes of one day: the same weekday and day of the month ("Thursday 13 March" after
    "Thursday the 13th"), so the held quote stays."""
    if name not in {"date", "deadline"} or values.clock_at_end(value):
        return False
    days = values.weekdays_in(held)
    return (
        bool(days) and days == values.weekdays_in(value) and values.same_day_of_month(held, value)
    )


def _add_entry(form: dict, name: str, value: str, seq: int, said: dict | None) -> None:
    """A new entry of slot `name` (see `_set_slot`)."""
    previous = []
    base = said.pop(name, None) if said is not None else None
    if base and values.same_value(base[0], value):
        value, seq = base  # the customer repeats the order's value: its first quote stays
    elif base and not refines(value, base[0]):
        # The order read out said otherwise: the customer's first word on it changes it.
        previous = [{"value": base[0], "seq": base[1]}]
    form["constraints"].append({"name": name, "value": value, "seq": seq, "previous": previous})
    del form["constraints"][:-MAX_CONSTRAINTS]


def restates(said: dict | None, name: str, entry: dict, value: str) -> bool:
    """Whether `value` is only the held value said again more precisely: "dinsdag 17 juni"
    after "volgende week dinsdag" (the same weekday, now with its date)."""
    if said is None or name not in {"date", "deadline"}:
        return False
    old, new = values.weekdays_in(entry["value"]), values.weekdays_in(value)
    return bool(old) and old == new and values.dated(value) and values.only_weekday(entry["value"])


# Slots one value may stand in under either name: "by Thursday" is held as the deadline, and
# "Friday instead of Thursday" then moves that deadline rather than adding a date beside it.
_KINDRED_SLOTS = ({"deadline", "date"}, {"budget", "amount"})


def add_previous(
    form: dict,
    name: str,
    value: str,
    seq: int,
    *,
    about: str | None = None,
    held: subjects.Subjects | None = None,
) -> None:
    """A value the customer gave up in the turn that set the slot ("the 5th is fine, no wait,
    make it the 15th", "3 chairs, not 2") joins the slot's `previous`. When a kindred slot
    holds that value as current ("bis Donnerstag", then "Freitag statt Donnerstag"), the new
    value replaces it there, with the turn where it was first said in `previous`."""
    if _replace_in_kindred_slot(form, name, value):
        return
    entry = entry_for(form, name, about, held)
    if entry is None:
        return
    known = [entry["value"], *(p["value"] for p in entry["previous"])]
    if norm(value) and not any(values.same_quote(value, k) for k in known):
        entry["previous"] = [{"value": value, "seq": seq}, *entry["previous"]][:MAX_PREVIOUS]


def _replace_in_kindred_slot(form: dict, name: str, value: str) -> bool:
    """Move slot `name`'s value into a kindred slot whose current value is `value` (see
    add_previous); True when it did."""
    kindred = next((group for group in _KINDRED_SLOTS if name in group), None)
    if kindred is None:
        return False
    new = next((c for c in form["constraints"] if c["name"] == name), None)
    held = next(
        (
            c
            for c in form["constraints"]
            if c["name"] in kindred and c["name"] != name and values.same_quote(c["value"], value)
        ),
        None,
    )
    if new is None or held is None:
        return False
    previous = [{"value": held["value"], "seq": held["seq"]}, *held["previous"]]
    previous += [p for p in new["previous"] if not values.same_quote(p["value"], held["value"])]
    held.update(
        value=new["value"],
        seq=new["seq"],
        previous=[p for p in previous if not values.same_quote(p["value"], new["value"])][
            :MAX_PREVIOUS
        ],
    )
    form["constraints"].remove(new)
    return True


_WORD = re.compile(r"\w+")


# Prepositions a value may carry or drop ("på lørdag" -> "lørdag d. 12/7").
# ("00" too: "um 7:00 Uhr" says no more than "7 Uhr")
_VALUE_PREPOSITIONS = frozenset("am an on at op på i in om um the den de d 00".split())


def refines(new: str, old: str) -> bool:
    """`new` holds the words of `old` in their order (prepositions aside) and more, none of
    which moves a time: "lørdag d. 12/7" refines "lørdag"; "d. 7/5" does not refine "d. 5/5",
    nor "half 11" "11"."""
    old_words = [w for w in _WORD.findall(_bare(old)) if w not in _VALUE_PREPOSITIONS]
    new_words = [w for w in _WORD.findall(_bare(new)) if w not in _VALUE_PREPOSITIONS]
    if not old_words or len(new_words) <= len(old_words):
        return False
    if (set(new_words) - set(old_words)) & _SHIFTS:
        return False
    rest = iter(new_words)
    return all(word in rest for word in old_words)  # in order: a subsequence


def _bare(value: str) -> str:
    """`value` casefolded without its limit word: "bis Freitag" names the day "Freitag" does."""
    return values.without_limit(value).casefold()


# Words that move a time they are added to.
_SHIFTS = frozenset("half halb halv half kwart quarter kvart viertel past to voor over".split())


def same_or_refined(a: str, b: str) -> bool:
    """Two quotes of one value, or one said more precisely ("Vrijdagmiddag" and "vrijdag 20
    juni": the same weekday)."""
    if values.same_value(a, b) or norm(a) == norm(b) or refines(a, b) or refines(b, a):
        return True
    return bool(values.weekdays_in(a)) and values.weekdays_in(a) == values.weekdays_in(b)


def add_open_point(form: dict, text: str, seq: int) -> bool:
    if any(norm(p["text"]) == norm(text) for p in form["open_points"]):
        return False
    form["open_points"].append({"text": clip(text, MAX_ENTRY_CHARS), "seq": seq})
    del form["open_points"][:-MAX_OPEN_POINTS]
    return True


def drop_open_points(form: dict, seqs: list) -> None:
    """Drop the open points of the given turns; an entry [seq, text] drops that one alone (a
    question answered leaves the deferral said beside it open)."""
    if seqs:
        whole = {s for s in seqs if isinstance(s, int)}
        single = {(s[0], norm(s[1])) for s in seqs if isinstance(s, list)}
        form["open_points"] = [
            p
            for p in form["open_points"]
            if p["seq"] not in whole and (p["seq"], norm(p["text"])) not in single
        ]


def drop_settled_points(form: dict, turn: Turn) -> None:
    """Drop the open points of earlier turns that this turn settles (`acts.closes_point`):
    the photo now sent, the partner now asked. Reads only the capped open points."""
    by_customer = turn.role == "user"
    if not acts.may_settle(turn.text, by_customer=by_customer):
        return
    form["open_points"] = [
        p
        for p in form["open_points"]
        if p["seq"] >= turn.seq
        or not acts.closes_point(p["text"], turn.text, by_customer=by_customer)
    ]


def add_commitment_entry(form: dict, *, kind: str, text: str, seq: int, source: str) -> None:
    """Record a commitment in the form (duplicates of the same wording are merged)."""
    if any(norm(c["text"]) == norm(text) for c in form["commitments"]):
        return
    form["commitments"].append({"kind": kind, "text": text, "seq": seq, "source": source})
    del form["commitments"][:-MAX_COMMITMENTS]


def slot_for(name: str, known: set[str], *, correcting: bool = True) -> str:
    """A date stated without "by" in a correcting turn corrects a deadline already named, and
    the other way round: a correction rarely repeats the cue word. Said without a correction
    it is another day ("by Friday 22nd" and then "the caretaker is in from Monday 18th")."""
    twin = {"date": "deadline", "deadline": "date"}.get(name)
    if twin and twin in known and name not in known and correcting:
        return twin
    return name
