"""The default summariser: deterministic and extractive, for German, English, Danish and Dutch.

`update(form, state, turn)` folds one stored turn into the contract's summary form in O(1): it
reads only that turn and the (size-capped) form and state, never the history. Every entry it
writes is a literal substring of the turn whose `seq` it carries, so a summary cannot shift a fact.

How a turn is read:
- typed slot extractors (`memory/summary_language/slots.py` and the modules it draws on) find
  objects by shape and context: identifiers, amounts, dates, product/model names, stores and
  places; and the customer's constraints by slot: date, time, deadline, quantity, size,
  budget/amount, language, channel, destination, responsibility.
  A new value of a slot replaces the current one, which moves to `previous`; the correction
  model (`corrections.py`) links a new value to the slot it replaces by its shape or by what it
  answers ("dan toch liever 57" after "frame 53 cm", "Nein, an mich" after an offer to send);
  values the assistant proposes become constraints when the customer accepts them.
- dialogue acts (`acts.py`): the assistant's promises, also in the third person or the passive,
  are commitments. Open points: a question from either side (also without a question mark)
  until the other side answers it; a yes-or-no offer until it is taken or turned down; the
  customer's deferred decisions and next steps ("I'll check with my wife", "Hij stuurt het
  vandaag"); the customer's to-dos the assistant names; what waits on the customer or someone
  else ("sobald Ihre Rücksendung eingegangen ist"); what waits on someone of the customer's side
  (`their_side.py`), what a customer's statement leaves undecided (`undecided.py`) and what an
  assistant statement leaves open (`still_open.py`). A later turn sending what was to be sent or
  saying the person was asked settles them. A customer opening a different matter after the
  first was settled (said outright, or "one more thing" with a sign of another matter: someone
  else's need or thing, a move, an earlier purchase, a new reference number) closes the topic
  (POST /topics stays the explicit way).

Left out by construction (`text.blocked_spans`): courtesies and filler, the sentence holding a
secret or a national ID number, the clause holding health data, contact details or a phone
number the detector missed (`personal_numbers`), addresses of anyone but the customer (and their
e-mail addresses and numbers: `third_party_contacts`), guesses about the person, and anything
inferred: only quotes are written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from memory.summary_language import (
    amounts,
    constraint_cues,
    contacts,
    personal_numbers,
    proper_names,
    replies,
    slots,
    stance,
    subjects,
    times,
    values,
)
from memory.summary_language.text import (
    blocked_spans,
    clip,
    forget_turn,
    norm,
    per_turn,
    sentence_bounds,
    touches,
)

from . import (
    acts,
    awaiting,
    contrast,
    corrections,
    deputies,
    greetings,
    languages,
    limits,
    matters,
    measures,
    media,
    moments,
    names,
    not_promises,
    not_yet,
    picks,
    promises,
    still_open,
    their_side,
    told,
    undecided,
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

__all__ = [
    "MAX_OBJECTS",
    "KEEP_FIRST_OBJECTS",
    "is_filler",
    "Turn",
    "add_commitment_entry",
    "close_topic",
    "empty_form",
    "empty_state",
    "settle_by_window",
    "update",
]


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


_COURTESY = re.compile(
    r"^(?:hallo|hi|hey|hej|hejsa|moin|servus|guten\s(?:tag|morgen|abend)|grüß\sgott|"
    r"hello|good\s(?:morning|afternoon|evening)|dear|goddag|godmorgen|hoi|goedemiddag|goedemorgen|"
    r"dag|danke|vielen\sdank|dankeschön|thanks|thank\syou|cheers|ta|tak|mange\stak|bedankt|"
    r"dank\sje|dank\su|ok|okay|alles\sklar|super|prima|perfekt|perfect|great|brilliant|lovely|"
    r"grand|fint|fedt|top|gut|good|fine|ja|yes|yeah|yep|nein|no|nej|nee|tschüss|bye|goodbye|"
    r"farvel|vi\sses|doei|tot\sziens|gerne|gern|you're\swelcome|velbekomme|graag\sgedaan|bitte|"
    r"please|pls|selbstverständlich|of\scourse|selvfølgelig|natuurlijk|sehr\sgut|very\sgood|"
    r"meget\sgodt|heel\sgoed|einen\sschönen\stag|have\sa\snice\sday|hav\sen\sgod\sdag|fijne\sdag|"
    r"sorry|entschuldigung|undskyld|excuse\sme|right|so|well|hmm|ah|oh|ugh|lol|"
    r"[\W_]|noch|auch|too|also|og|ook|und|and|en|so|sehr|very|meget|heel|much|"
    r"ihnen|dir|you|dig|jer|je|u|euch|schön|nice|god|fijn|there|zusammen|allesammen|"
    r"everyone|allemaal|alle|a\slot|so\smuch|for\syour\shelp|for\sthat|for\sthe\shelp|"
    r"merci|tot\slater|tot\sstraks|bis\sspäter|see\syou|that's\sit|thats\sit|that's\sall|"
    r"thats\sall|das\swar's|das\swars|det\svar\sdet|dat\swas\shet|dat\sis\salles|"
    r"nothing\selse|nichts\smehr|ellers\sikke|verder\sniets|a\smill|sooo?\smuch|x)+$",
    re.IGNORECASE,
)
# The courtesy words opening a sentence that goes on ("top danke dir 🙏 die Vollmacht ...").
_COURTESY_PREFIX = re.compile(
    r"^(?:(?:danke|vielen\sdank|thanks|thank\syou|cheers|tak|mange\stak|bedankt|dank\sje|"
    r"dank\su|ok|okay|alles\sklar|super|prima|perfekt|perfect|great|brilliant|lovely|grand|"
    r"fint|fedt|top|gut|good|fine|dir|you|dig|je|u|sehr|so\smuch|merci)(?![\w'])[\W_]*)+",
    re.IGNORECASE,
)


def _without_courtesy(sentence: str) -> str:
    """The sentence after the courtesy words opening it (still a literal part of it)."""
    match = _COURTESY_PREFIX.match(sentence)
    if match and match.end() < len(sentence) and len(sentence[match.end() :].split()) >= 3:
        return sentence[match.end() :]
    return sentence


# An aside closing a sentence ("..., glauben Sie's oder nicht.", "..., believe it or not"): filler
# the summary leaves out, cut with its comma (what stays is still a literal part of the turn).
_ASIDE_END = re.compile(
    r",\s*(?:glauben\ssie(?:'s|\ses)?\soder\snicht|ob\ssie(?:'s|\ses)?\sglauben\soder\snicht|"
    r"ob\sdu(?:'s|\ses)?\sglaubst\soder\snicht|glaub(?:st)?\ses\soder\snicht|ehrlich\sgesagt|"
    r"believe\sit\sor\snot|to\sbe\shonest|honestly|lol|haha+|"
    r"tro\sdet\seller\s(?:ej|ikke)|ærligt\stalt|"
    r"geloof\shet\sof\sniet|eerlijk\sgezegd)[\s.!?]*$",
    re.IGNORECASE,
)


def _without_aside(sentence: str) -> str:
    """The sentence without an aside closing it (see _ASIDE_END)."""
    match = _ASIDE_END.search(sentence)
    if match and len(sentence[: match.start()].split()) >= 3:
        return sentence[: match.start()]
    return sentence


_GREETING_PREFIX = re.compile(
    r"^(?:hallo|hello|hi|hey|hej|hejsa|hoi|moin|servus|dag|goddag|guten\s(?:tag|morgen|abend)|"
    r"good\s(?:morning|afternoon|evening)|goedemorgen|goedemiddag|goedenavond|godmorgen)"
    r"(?:\s(?:there|zusammen|allemaal))?[,!.]?\s+",
    re.IGNORECASE,
)


def _is_courtesy(sentence: str) -> bool:
    return bool(_COURTESY.match(sentence))


def is_filler(text: str) -> bool:
    """A courtesy ("Vielen Dank, schönen Tag noch!") or a guess about the person: never summarised
    (the model summariser's grounding asks this too)."""
    return _is_courtesy(text.strip()) or bool(acts.GUESS.search(text)) or acts.is_wish(text)


# ----------------------------------------------------------------------------- the form


def _upsert_object(form: dict, kind: str, value: str, seq: int) -> None:
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


def _upsert_constraint(
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


def _entry_for(
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
            if values.same_value(entry["value"], value) or _refines(value, entry["value"]):
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
    state's subjects) links the value to the entry of the same name and subject (`_entry_for`).
    """
    if corrections.unusable(value):
        return
    entry = _entry_for(form, name, about, held, value)
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


def _replace_entry(
    form: dict, entry: dict, name: str, value: str, seq: int, said: dict | None
) -> None:
    """Put `value` in the held `entry` of slot `name` (see `_set_slot`)."""
    if norm(entry["value"]) == norm(value) or values.same_value(entry["value"], value):
        return  # "an 8" restated as "the 8" is the same value
    if corrections.says_less(name, value, entry["value"]) or _same_day(name, entry["value"], value):
        return
    if (
        _refines(value, entry["value"])
        or _restates(said, name, entry, value)
        or _dates_day(name, entry["value"], value)
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


def _dates_day(name: str, held: str, value: str) -> bool:
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
    elif base and not _refines(value, base[0]):
        # The order read out said otherwise: the customer's first word on it changes it.
        previous = [{"value": base[0], "seq": base[1]}]
    form["constraints"].append({"name": name, "value": value, "seq": seq, "previous": previous})
    del form["constraints"][:-MAX_CONSTRAINTS]


def _restates(said: dict | None, name: str, entry: dict, value: str) -> bool:
    """Whether `value` is only the held value said again more precisely: "dinsdag 17 juni"
    after "volgende week dinsdag" (the same weekday, now with its date)."""
    if said is None or name not in {"date", "deadline"}:
        return False
    old, new = values.weekdays_in(entry["value"]), values.weekdays_in(value)
    return bool(old) and old == new and values.dated(value) and values.only_weekday(entry["value"])


# Slots one value may stand in under either name: "by Thursday" is held as the deadline, and
# "Friday instead of Thursday" then moves that deadline rather than adding a date beside it.
_KINDRED_SLOTS = ({"deadline", "date"}, {"budget", "amount"})


def _add_previous(
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
    entry = _entry_for(form, name, about, held)
    if entry is None:
        return
    known = [entry["value"], *(p["value"] for p in entry["previous"])]
    if norm(value) and not any(values.same_quote(value, k) for k in known):
        entry["previous"] = [{"value": value, "seq": seq}, *entry["previous"]][:MAX_PREVIOUS]


def _replace_in_kindred_slot(form: dict, name: str, value: str) -> bool:
    """Move slot `name`'s value into a kindred slot whose current value is `value` (see
    _add_previous); True when it did."""
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


def _refines(new: str, old: str) -> bool:
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


def _same_or_refined(a: str, b: str) -> bool:
    """Two quotes of one value, or one said more precisely ("Vrijdagmiddag" and "vrijdag 20
    juni": the same weekday)."""
    if values.same_value(a, b) or norm(a) == norm(b) or _refines(a, b) or _refines(b, a):
        return True
    return bool(values.weekdays_in(a)) and values.weekdays_in(a) == values.weekdays_in(b)


def _add_open_point(form: dict, text: str, seq: int) -> bool:
    if any(norm(p["text"]) == norm(text) for p in form["open_points"]):
        return False
    form["open_points"].append({"text": clip(text, MAX_ENTRY_CHARS), "seq": seq})
    del form["open_points"][:-MAX_OPEN_POINTS]
    return True


def _is_concern(form: dict, sentence: str, seq: int) -> bool:
    """Whether `sentence` of turn `seq` is the concern the form holds (or holds it) and
    waits on nothing: "I need to move my delivery" is the concern, "the partners have to
    approve it first" stays an open point as well."""
    concern = form.get("concern") or {}
    if concern.get("seq") != seq or not concern.get("text"):
        return False
    said, held = norm(sentence), norm(concern["text"])
    if not said or (said not in held and held not in said):
        return False
    return not (
        acts.awaits(sentence)
        or acts.puts_off(sentence)
        or not_yet.holds(sentence)
        or awaiting.leaves_decision(sentence)
        or awaiting.not_until(sentence)
        or their_side.waits_on_their_side(sentence)
        or undecided.leaves_open(sentence)
    )


def _drop_open_points(form: dict, seqs: list) -> None:
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


def replied_to(pending: list, reply: str) -> list:
    """The assistant's questions among the pending entries ([seq, text]) that the customer's
    reply stands for, when it leaves something open ("Shall I book it?" - "I have to ask my
    wife first"). A request to send something that the customer takes on ("Could you send a
    photo?" - "Yes, tonight") stays: the thing asked for is still to come."""
    if acts.accepts(reply):
        return []
    return [
        q
        for q in pending
        if isinstance(q, list) and q[1].rstrip().endswith("?") and not acts.asks_to_send(q[1])
    ]


def _promise_kind(sentence: str) -> str | None:
    """The kind of commitment an assistant sentence makes, or None."""
    if not_promises.no_promise(sentence):
        return None
    return (
        acts.commitment_kind(sentence)
        or (promises.service_step(sentence) and "other")
        or (promises.by_deadline(sentence) and "follow_up")
        or (promises.within_period(sentence) and "follow_up")
        or None
    )


def _drop_settled_points(form: dict, turn: Turn) -> None:
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


_TOPIC_STATE = (
    "aq",
    "uq",
    "offers",
    "options",
    "stepped_away",
    "proposals",
    "asked_how_many",
    "size_context",
    "settled",
    "closed",
    "anything_else",
    "done",
    "user_turns",
    "said",
    "said_about",
    "contact_asked",
    "money_said",
    "sums_said",
    "asked_slot",
    "about",
    "named_at",
    "asked_about",
    "hours_named",
    "concluded",
    "topic_stems",
    "countered",
    "told",
)


def close_topic(form: dict, state: dict, *, upto_seq: int) -> dict | None:
    """Close the current concern into `closed_topics`; the next concern starts empty.

    Returns the closed topic, or None when the current topic holds no turn yet.
    """
    from_seq = int(state.get("topic_from_seq", 1))
    closed = None
    if upto_seq >= from_seq:
        concern = form.get("concern")
        closed = {
            "concern": concern["text"] if concern else "",
            "seq": concern["seq"] if concern else None,
            "from_seq": from_seq,
            "to_seq": upto_seq,
        }
        form["closed_topics"].append(closed)
        del form["closed_topics"][:-MAX_CLOSED_TOPICS]
    form["concern"] = None
    form["objects"] = []
    form["constraints"] = []
    form["open_points"] = []
    for key in _TOPIC_STATE:
        state.pop(key, None)
    state["topic_from_seq"] = upto_seq + 1
    return closed


# ----------------------------------------------------------------------------- one turn


_LEADING_JOIN = re.compile(
    r"^(?:and|but|so|und|aber|also|deshalb|daher|og|men|så|derfor|en|maar|dus|daarom)\s+",
    re.IGNORECASE,
)


def _quotable(text: str, start: int, end: int, blocked: list) -> list[tuple[int, int]]:
    """The sentence, or its parts around blocked clauses that still say something
    ("I'm pregnant, so they must carry it upstairs" -> "they must carry it upstairs")."""
    if not touches(start, end, blocked):
        return [(start, end)]
    parts = []
    cursor = start
    for s, e in sorted(b for b in blocked if start < b[1] and b[0] < end):
        parts.append((cursor, max(cursor, s)))
        cursor = max(cursor, e)
    parts.append((cursor, end))
    out = []
    for lo, hi in parts:
        part = text[lo:hi]
        stripped = part.lstrip(" ,;:-\u2013\u2014")
        lo += len(part) - len(stripped)
        join = _LEADING_JOIN.match(stripped)
        if join:
            lo += join.end()
        hi = lo + len(text[lo:hi].rstrip(" ,;:-\u2013\u2014"))
        if len(text[lo:hi].split()) >= 4:
            out.append((lo, hi))
    return out


def update(form: dict, state: dict, turn: Turn) -> None:
    """Fold one turn into the form and the state, in place. O(1): reads only this turn."""
    try:
        _update(form, state, turn)
    finally:
        forget_turn()  # what was read of this turn's text leaves with it


def _quotes_of(text: str, blocked: list, addresses: list) -> list[tuple[int, int]]:
    """The spans of `text` that may be quoted: whole sentences without any sensitive value (the
    customer's address too), else their parts around it; never a guess about the person."""
    quote_blocked = blocked + addresses
    quotes = []
    for start, end in sentence_bounds(text):
        for span in _quotable(text, start, end, quote_blocked):
            if not acts.GUESS.search(text, *span):
                quotes.append(span)
    return quotes


def _sensitive(turn: Turn, state: dict) -> list[dict]:
    """The detector's spans, and the ID and phone numbers it did not label
    (`personal_numbers`): also a bare ID number in the turn after one that names its kind."""
    return [
        *turn.redactions,
        *personal_numbers.spans(
            turn.text,
            turn.redactions,
            lang=turn.lang,
            ids_named=state.get("ids_named", ()),
            phone_asked=turn.role == "user" and bool(state.get("contact_asked")),
        ),
    ]


def _update(form: dict, state: dict, turn: Turn) -> None:
    text = turn.text
    blocked, addresses = blocked_spans(text, _sensitive(turn, state))
    if ids := personal_numbers.named_ids(text, state.pop("ids_named", ())):
        state["ids_named"] = ids
    quotes = _quotes_of(text, blocked, addresses)

    if turn.role == "user":
        _fold_user_turn(form, state, turn, blocked, addresses, quotes)
    else:
        _fold_assistant_turn(form, state, turn, blocked, quotes, addresses)
    _fold_objects(form, turn, blocked, addresses, code_asked=bool(state.pop("code_asked", None)))
    if turn.role != "user" and amounts.CODE_CUE.search(text):
        state["code_asked"] = True
    matters.remember(state, " ".join(text[s:e] for s, e in quotes))
    subjects.Subjects(state.get("about"), state.setdefault("named_at", {})).note_named(
        form["constraints"], " ".join(text[s:e] for s, e in quotes), turn.seq
    )
    form["covers_until_seq"] = turn.seq


# A customer asking to put their own decision off ("Can I decide that later?", "Kann ich mir das
# noch überlegen?", "Kan jeg vente med at beslutte?", "Mag ik daar later op terugkomen?").
_ASKS_TO_DEFER = re.compile(
    r"\b(?:can|could|may)\s(?:i|we)\s(?:\w+\s){0,2}?(?:decide|think|let\syou\sknow|get\sback|"
    r"come\sback|choose|sleep\son)\b[^?]*\?"
    r"|\b(?:kann|darf|können|dürfen)\s(?:ich|wir)\s(?:\w+\s){0,4}?(?:später\s)?(?:entscheiden|"
    r"überlegen|bescheid\sgeben|melden)\b[^?]*\?"
    r"|\b(?:kan|må)\s(?:jeg|vi)\s(?:\w+\s){0,4}?(?:beslutte|tænke|vende\stilbage|vente\smed|"
    r"give\sbesked)\b[^?]*\?"
    r"|\b(?:kan|mag|kunnen|mogen)\s(?:ik|we|wij)\s(?:\w+\s){0,4}?(?:beslissen|nadenken|"
    r"terugkomen|laten\sweten|kiezen)\b[^?]*\?",
    re.IGNORECASE,
)


def _fold_user_turn(form, state, turn: Turn, blocked, addresses, quotes) -> None:
    text = turn.text
    said = [text[s:e] for s, e in quotes]
    substantive = [_without_aside(_without_courtesy(s)) for s in said if not _is_courtesy(s)]
    if _starts_new_matter(form, state, text, substantive):
        close_topic(form, state, upto_seq=turn.seq - 1)

    if form["open_points"]:
        _drop_settled_points(form, turn)
    # What the assistant asked or offered last; the customer's reply may stand for it below.
    put_to_customer = [*state.get("aq", []), *state.get("offers", [])]
    statements = [s for s in substantive if not acts.asks(s)]
    # "Let me look" - ... - "Found it: KNG-0911": back with something, the look is done.
    if statements and not all(moments.for_a_moment(s) for s in statements):
        _drop_open_points(form, state.pop("stepped_away", []))
    stepped_away = []
    puts_off = _puts_off(statements)
    if puts_off:
        # "Können Sie uns ein Foto schicken?" - "Mach ich heut abend": what was asked stays
        # open as the customer's step, whatever they say next.
        state.pop("aq", None)
    elif _replies(text, statements, quotes):
        _drop_open_points(form, _answered_by_customer(state.pop("aq", []), text))

    # Nothing is required by a sentence that puts a decision off ("I'll talk to Jess tonight").
    deferred = []
    for s, e in quotes:
        at = acts.deferral_at(text[s:e])
        sentence = text[s:e]
        if at is not None and not (
            acts.requires(sentence) or stance.sets_a_day(sentence) or stance.on_reflection(sentence)
        ):
            # From the clause that puts it off to the sentence end: "Helst om aftenen, jeg
            # er på arbejde om dagen" keeps the evening.
            deferred.append((constraint_cues.phrase_around(text, s + at, s + at + 1)[0], e))
    contact_asked = bool(state.pop("contact_asked", None))
    stated = slots.constraints(
        text,
        blocked,
        addresses,
        asked_how_many=bool(state.get("asked_how_many")),
        size_context=bool(state.get("size_context")),
        known={c["name"] for c in form["constraints"]},
        correcting=acts.corrects(text),
        rejected=(given_up := {}),
        current={c["name"]: c["value"] for c in form["constraints"]},
        contacts=contacts.own_contacts(text, turn.redactions, asked=contact_asked),
        asked="channel" if contact_asked else None,
        money_said=bool(state.pop("money_said", None)),
        # "ja 79 er fint" after "Vi kan refundere 79 kr.": the sum named, taken.
        echoed_sums=frozenset(sums)
        if (sums := state.pop("sums_said", None)) and acts.agrees(text)
        else frozenset(),
        answers=state.pop("asked_slot", None),
        deferred=deferred,
    )
    stated = corrections.relink(
        text,
        stated,
        given_up,
        current={c["name"]: c["value"] for c in form["constraints"]},
        blocked=blocked + addresses,
        correcting=acts.corrects(text),
    )
    stated = greetings.without_greetings(text, stated)
    stated = limits.with_limits(text, stated, blocked=blocked + addresses)
    stated = languages.with_language(text, stated, blocked=blocked + addresses)
    stated = measures.with_measures(text, stated, blocked=blocked + addresses)
    if all(name != "destination" for name, _s, _e in stated):
        offered = [
            o["value"]
            for o in form["objects"]
            if o["type"] in {"place", "location"} and o["seq"] == turn.seq - 1
        ]
        if not offered:
            # ... or the one place named a few turns before ("Dann Hauptbahnhof.")
            offered = [
                o["value"]
                for o in form["objects"][-3:]
                if o["type"] in {"place", "location"} and turn.seq - 4 <= o["seq"] < turn.seq
            ][-1:]
        picked = picks.picked_place(text, offered, blocked + addresses)
        if picked:
            stated = sorted([*stated, ("destination", *picked)], key=lambda item: item[1])
    stated = deputies.relink(
        text,
        stated,
        blocked=blocked + addresses,
        held=any(c["name"] == "responsibility" for c in form["constraints"]),
    )
    stated = media.with_medium(
        text,
        stated,
        blocked=blocked + addresses,
        channel_known=any(c["name"] == "channel" for c in form["constraints"])
        or any(entry[0] == "channel" for entry in state.get("told", ())),
    )
    stated, contrasted = contrast.relink(
        text,
        stated,
        held=[(c["name"], c["value"], c["seq"]) for c in form["constraints"]],
        blocked=blocked + addresses,
        told=state.get("told", []),
    )
    proposals = state.pop("proposals", [])
    hours_named = state.pop("hours_named", [])
    hours_named += [p[:3] for p in proposals if p[0] == "time" and len(p) > 3]
    if hours_named and all(name != "time" for name, _s, _e in stated) and acts.agrees(text):
        taken = corrections.takes_named_hour(text, hours_named)
        if taken:
            stated = [*stated, taken]
    picked = replies.ordinal_pick(text) if proposals else None
    if picked is not None:
        # "Monday 9 June or Wednesday 11 June?" - "The first one please": the value in that place
        # of each slot offered as a choice.
        choices: dict[str, list] = {}
        for proposal in proposals:
            options = choices.setdefault(proposal[0], [])
            if len(proposal) == 3 and all(o[1] != proposal[1] for o in options):
                options.append(proposal)
        for name, options in choices.items():
            if len(options) >= 2 and picked < len(options):
                _, value, seq = options[picked]
                _upsert_constraint(form, name, value, seq, state.setdefault("said", {}))
        proposals = []
    agreed = bool(proposals) and (
        acts.agrees(text) or any(acts.accepts(text[s:e]) for s, e in quotes[1:])
    )
    if agreed:
        names = {name for name, _s, _e in stated}
        held = {c["name"]: c["value"] for c in form["constraints"]}
        offered_values: dict[str, set] = {}
        for name, value, _seq, *named in proposals:
            if not named:
                offered_values.setdefault(name, set()).add(value)
        for name, value, seq, *named in proposals:
            # A value the assistant only named (not offered) fills an empty slot alone.
            if name in names or (named and _slot_for(name, set(held)) in held):
                continue
            if len(offered_values.get(name, ())) > 1:
                continue  # "Monday or Wednesday?" - "ok": a yes picks neither
            if values.within(value, held.get(_slot_for(name, set(held)), "")):
                continue  # "Friday 22 August" of "Friday 15th to Friday 22nd" changes nothing
            if name == "destination" and values.names_less(value, held.get(name, "")):
                continue  # "in de winkel" offered after "de Herestraat": the same place, vaguer
            _upsert_constraint(form, name, value, seq, state.setdefault("said", {}))
    elif proposals:
        # "Dinsdag kan, tussen 7:30 en 17:00." - "Dan dinsdag.": the rest of that offer too.
        restated = {name: text[s:e] for name, s, e in stated}
        for name, value, seq, *_named in corrections.with_offer(proposals, restated):
            _upsert_constraint(form, name, value, seq, state.setdefault("said", {}))
    known = {c["name"]: c["value"] for c in form["constraints"]}
    turn_corrects = acts.corrects(text)
    reached = _correction_reach(text, stated) if turn_corrects else {}
    held = subjects.Subjects(state.setdefault("about", {}), state.setdefault("named_at", {}))
    asked_about = state.pop("asked_about", {})
    held_before = set(known)
    for name, start, end in stated:
        correcting = reached.get(start, turn_corrects) or name in contrasted
        cued = correcting
        # ("the 5th is fine, no wait, make it the 15th" corrects the 5th, not a deadline held)
        slot = _slot_for(name, set(known), correcting=correcting and not given_up.get(name))
        value, seq = text[start:end], turn.seq
        # ("How many crates?" - "Twelve.": the bare answer is about what was asked)
        about = subjects.about(name, text, start, end)
        if about is None:
            about = _asked_subject(form, held, slot, name, asked_about)
        answering = about is not None and subjects.about(name, text, start, end) is None
        if about is None and slot not in known and slot in state.get("said", {}):
            # "Abholung am Samstag, 12. April" read out of the order, then "ich lande erst am
            # Sonntag, 13. April": the value that changes the one read out is about its subject.
            about = state.get("said_about", {}).get(slot)
        if slot in known:
            entry = _entry_for(form, slot, about, held)
            if entry is None and name in contrasted:
                # "wir brauchen 8 nicht 6": the contrast names the entry by its old value
                entry = next(
                    (
                        c
                        for c in form["constraints"]
                        if c["name"] == slot and c["value"] == contrasted[name][0]
                    ),
                    None,
                )
                about = held.of(entry) if entry is not None else about
            if entry is None:
                # A second value of its kind ("assembly on Friday" beside "delivery on Monday",
                # "actually three groups" beside "we're 20 people").
                _upsert_constraint(form, slot, value, seq, about=about, held=held)
                continue
            known[slot] = entry["value"]
        if agreed:
            # "Schikt maandag 23 juni?" - "Ja, maandag.": the day agreed to, as offered.
            value, seq = next(
                (
                    (offered_value, offered_seq)
                    for offered, offered_value, offered_seq, *_n in proposals
                    if offered == name and _refines(offered_value, value)
                ),
                (value, seq),
            )
        correcting = correcting or answering  # an answer replaces what the question named
        if slot in known and not correcting and not values.as_specific(value, known[slot], slot):
            continue  # "tonight" in passing does not replace "Friday 6 June"
        if slot in known and not correcting and not values.comparable(slot, value, known[slot]):
            continue  # "20 kg" of luggage does not replace "we are 5"
        if slot in {"quantity", "amount", "budget"} and values.same_count(
            value, known.get(slot, "")
        ):
            continue  # "plads til 5" after "vi er 5" says it again
        _upsert_constraint(
            form, slot, value, seq, state.setdefault("said", {}), about=about, held=held
        )
        given = [(text[s_:e_], turn.seq) for s_, e_ in given_up.get(name, ())]
        if name in contrasted:
            # "app, ikke SMS" holds the value it replaces, yet does not say it more precisely
            given.insert(0, contrasted[name])
        for old, old_seq in given:
            _add_previous(form, slot, old, old_seq, about=about, held=held)
        offers = [p for p in proposals if slot in {p[0], values.twin_of(p[0])}]
        if len(offers) > 1 and any(_same_or_refined(value, p[1]) for p in offers):
            offers = []  # "om 10:00 of om 14:00?" - "Doe maar 10:00": the others were no value
        for _offered, offered_value, offered_seq, *_named in offers:
            # "De koerier kan woensdag tussen 8:00 en 13:00, gaat dat?" - "Liever tussen 9:00
            # en 14:00": the customer's value replaces the one offered.
            if not _same_or_refined(value, offered_value):
                _add_previous(form, slot, offered_value, offered_seq, about=about, held=held)
        # (a turn saying what it gives up names what it replaces: nothing told beside it)
        cued = cued and not given
        if slot in known and not any(values.same_value(known[slot], old) for old, _s in given):
            given.append((known[slot], 0))  # the held value this one replaced
        _replace_told(form, state, slot, value, turn.seq, given, cued, held_before)
    state.pop("asked_how_many", None)
    if acts.asks_when(text):
        state["asked_when"] = True
    if not state.get("size_context") and values.size_mentioned(text):
        state["size_context"] = True  # (once set it stays: no need to look again)

    if form.get("concern") is None:
        for index, (start, end) in enumerate(quotes):
            if text[start:end].endswith(":") and index + 1 < len(quotes):
                # "My concern:" on a line of its own: the concern is what follows it.
                end = quotes[index + 1][1]
            sentence = text[start:end]
            if _is_courtesy(sentence) or acts.is_introduction(sentence):
                continue
            if acts.only_asks_attention(sentence) or acts.only_names_reference(sentence):
                continue  # "Ich habe eine Frage.", "ordre EL-2025-301877.": the concern follows
            words = len(sentence.split())
            if acts.announces_new_matter(sentence) and (
                len(sentence) < 40 or (words <= 8 and ":" not in sentence)
            ):
                continue  # "Dann hätte ich noch eine ganz andere Sache.": the matter follows
            # "Dann noch was.", "ok. nog iets", "Goed zo.": an opener or a nod, not the concern.
            # "Andere vraag: abonnement aanpassen." names the matter after its opener.
            opener_only = acts.adds_matter(sentence) and len(acts.after_opener(sentence)) < 12
            if (opener_only and words <= 5) or (acts.settles(sentence) and words <= 3):
                continue
            if acts.closes(sentence) and words <= 6 and not matters.negated(sentence):
                continue  # "Perfekt, damit ist das erledigt." closes the matter before

            greeting = _GREETING_PREFIX.match(sentence)
            if greeting and greeting.end() < len(sentence):
                sentence = sentence[greeting.end() :]
            form["concern"] = {"text": clip(sentence, MAX_CONCERN_CHARS), "seq": turn.seq}
            break

    # A customer's question stays open until the assistant answers it without putting it off.
    questions = state.get("uq", [])
    for sentence in substantive:
        open_ = (
            acts.defers(sentence)
            or acts.plans(sentence)
            or acts.awaits(sentence)
            or acts.customer_step(sentence)
            or not_yet.holds(sentence)
            or awaiting.customer_step(sentence)
            or awaiting.leaves_decision(sentence)
            or awaiting.not_until(sentence)
            or their_side.waits_on_their_side(sentence)
            or undecided.leaves_open(sentence)
        )
        # "Moet ik over nadenken", "Muss ich mir überlegen": a verb first that puts off is a
        # statement without its first word, no question.
        question = sentence.rstrip().endswith("?") or (acts.asks(sentence) and not open_)
        head = sentence.split(",", 1)[0]
        if question and _ASKS_TO_DEFER.search(sentence):
            # "Can I decide that later?": the decision is put off whatever the answer says.
            _add_open_point(form, sentence, turn.seq)
            continue
        if open_ and not question and _is_concern(form, sentence, turn.seq):
            # "Hi, I need to move my delivery": the concern itself, not a point left open.
            continue
        if open_ and not question:
            if _add_open_point(form, sentence, turn.seq) and moments.for_a_moment(sentence):
                stepped_away.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
        elif question and head != sentence and (acts.defers(head) or acts.customer_step(head)):
            # "Hij stuurt die specificatie vandaag, naar welk adres?": the step stays open
            # when the question after it is answered.
            _add_open_point(form, sentence, turn.seq)
        elif question and len(sentence.split()) >= (2 if sentence.rstrip().endswith("?") else 3):
            # ("Og prisen?", "Und wann?": two words with a question mark ask too.)
            if _add_open_point(form, sentence, turn.seq):
                questions.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
    if questions:
        state["uq"] = questions[-MAX_OPEN_POINTS:]
    if stepped_away:
        state["stepped_away"] = stepped_away
    # An offer the customer takes up or turns down is no longer open; otherwise it stays open.
    _drop_open_points(
        form,
        _taken_or_passed(
            state.pop("offers", []), state.pop("options", []), text, substantive, statements
        ),
    )
    if any(p["seq"] == turn.seq and not p["text"].endswith("?") for p in form["open_points"]):
        # "Shall I add the removal?" - "I have to ask my wife first": the customer's reply is
        # the open point now; the question it answers is not listed a second time (a question
        # back answers nothing).
        _drop_open_points(form, replied_to(put_to_customer, text))

    words = len(text.split())
    # Only what the customer said settles: a turn made of a removed secret says nothing.
    # So does a short reply without a question to what the assistant did ("Ist da, danke.").
    acknowledged = bool(state.pop("concluded", None)) and words <= 6 and not acts.corrects(text)
    state["settled"] = bool(quotes) and (
        not substantive or ((acts.settles(text) or acknowledged) and words <= 8 and "?" not in text)
    )
    state["closed"] = bool(quotes) and acts.closes(text) and "?" not in text
    state.pop("anything_else", None)
    state.pop("done", None)
    state["user_turns"] = int(state.get("user_turns", 0)) + 1
    if turn_corrects:
        state["corrected"] = True  # the assistant's "changed to ..." next answers this
    else:
        state.pop("corrected", None)
    state["last_role"] = "user"


def _replace_told(
    form: dict,
    state: dict,
    slot: str,
    value: str,
    seq: int,
    given: list,
    cued: bool,
    held_before: set,
) -> None:
    """The values the assistant told (`told`) that the customer's new value of `slot`
    replaces join its `previous`: the full quote of one given up or replaced that names it in
    part (`given`: "not the Friday" after "return on Friday 18 April"), and, when the turn
    corrects (`cued`), the one told for that slot (`told.replaced`)."""
    told_values = state.get("told")
    entry = next((c for c in form["constraints"] if c["name"] == slot), None)
    if not told_values or entry is None or entry["value"] != value:
        return  # (a value that changed nothing replaces nothing)
    current = [c["value"] for c in form["constraints"]]
    found = [told.fuller(slot, old, told_values, current) for old, _seq in given]
    if cued:
        found.append(
            told.replaced(slot, value, told_values, current, held=slot in held_before, seq=seq)
        )
    for more in found:
        known = [entry["value"], *(p["value"] for p in entry["previous"])]
        # (beside the customer's own words, never in place of them: none is pushed out)
        if more is not None and not any(values.same_quote(more[0], k) for k in known):
            if len(entry["previous"]) < MAX_PREVIOUS:
                entry["previous"].insert(0, {"value": more[0], "seq": more[1]})


def _correction_reach(text: str, stated: list[tuple[str, int, int]]) -> dict[int, bool]:
    """Whether the turn's correction cue reaches each stated value (by its start): a cue
    corrects the values of its own sentence, or of the next sentence stating one when the cue
    stands alone ("Wacht even. Morgen dan."). A value of another sentence is said in passing
    ("Toch liever 12 kussens in plaats van 10. Ik zit vandaag lang op kantoor.") and replaces a
    held value only as any value would. A value outside every sentence (absent here) keeps the
    turn's cue."""
    reached: dict[int, bool] = {}
    pending = False
    for lo, hi in sentence_bounds(text):
        inside = [start for _name, start, _end in stated if lo <= start < hi]
        cue = acts.corrects(text[lo:hi])
        if inside:
            for start in inside:
                reached[start] = cue or pending
            pending = False
        elif cue:
            pending = True
    return reached


def _puts_off(statements: list[str]) -> bool:
    """A step of the customer's own keeps what was asked open ("I'll do that tonight", "ik zal
    het hem zeggen")."""
    return any(
        acts.puts_off(s)
        or awaiting.does_it_later(s)
        or awaiting.customer_step(s)
        or their_side.waits_on_their_side(s)
        for s in statements
    )


def _replies(text: str, statements: list[str], quotes) -> bool:
    """Any statement answers the assistant's open questions; a counter-question does not."""
    return bool(statements) or bool(text.strip() and not quotes)


def _answered_by_customer(asked: list, text: str) -> list:
    """The assistant's questions a customer's reply answers: all of them, but a request to send
    something that a bare yes only promises ("Could you send us a photo?" - "Sure.")."""
    if acts.bare_yes(text):
        return [q for q in asked if not (isinstance(q, list) and acts.asks_to_send(q[1]))]
    return asked


def _taken_or_passed(
    offers: list, options: list, text: str, substantive: list[str], statements: list[str]
) -> list:
    """The offers a customer's reply takes up or turns down, and the options it takes up or
    passes over ("We can also collect it." - "Then Thursday morning."); a reply that puts the
    decision off takes nothing ("Okay, das muss ich mir überlegen")."""
    if _puts_off(statements) or any(acts.defers(s) or undecided.leaves_open(s) for s in statements):
        return []
    done = list(offers) if offers and (acts.agrees(text) or acts.refuses(text)) else []
    return done + list(options) if substantive else done


def settle_by_window(form: dict, state: dict, turns: list[Turn]) -> dict:
    """`form` less the open points that the customer's later `turns` settle, as folding them
    would: the assistant's question answered, an offer taken up or turned down, an option
    passed over, a thing to send now sent, the person to ask now asked.

    For a context, whose window shows those turns word for word: what the customer has settled
    there is no longer open, and the form should not say it is. (The assistant's answers to the
    customer's questions are left to the fold: scored on held-out conversations, dropping those
    lost points the gold keeps open.) Cheap: a turn is read in full only while the assistant's
    question or offer of the form's last turns waits on the customer's reply. `form` is not
    changed; a copy is returned when a point goes.
    """
    if not form.get("open_points") or not turns:
        return form
    out = {**form, "open_points": list(form["open_points"])}
    waiting = {key: list(state.get(key) or []) for key in ("aq", "offers", "options")}
    for turn in turns:
        if not out["open_points"]:
            break
        _drop_settled_points(out, turn)
        if turn.role != "user" or not any(waiting.values()):
            continue
        try:
            _drop_open_points(out, _settled_by_customer(waiting, turn))
        finally:
            forget_turn()
    return out if len(out["open_points"]) < len(form["open_points"]) else form


def _settled_by_customer(waiting: dict, turn: Turn) -> list:
    """What of the assistant's `waiting` questions, offers and options a customer's turn
    settles, read as the fold reads it; `waiting` keeps what still waits (a question met by a
    counter-question)."""
    text = turn.text
    quotes = _quotes_of(text, *blocked_spans(text, _sensitive(turn, {})))
    said = [text[s:e] for s, e in quotes]
    substantive = [_without_aside(_without_courtesy(s)) for s in said if not _is_courtesy(s)]
    statements = [s for s in substantive if not acts.asks(s)]
    settled = _taken_or_passed(
        waiting.pop("offers"), waiting.pop("options"), text, substantive, statements
    )
    waiting["offers"] = waiting["options"] = []
    if _puts_off(statements):
        waiting["aq"] = []
    elif _replies(text, statements, quotes):
        settled += _answered_by_customer(waiting["aq"], text)
        waiting["aq"] = []
    return settled


def _asked_subject(
    form: dict, held: subjects.Subjects, slot: str, name: str, asked: dict
) -> str | None:
    """The subject of a bare answer to the assistant's question (`subjects.asked`): what the
    question asks outright, or the held subject it names ("Still 3 king rooms?" - "No, 4.")."""
    if asked.get(name):
        return asked[name][0]
    held_subjects = [held.of(c) for c in form["constraints"] if c["name"] == slot]
    for candidate in asked.get(f"named:{name}", ()):
        if any(subjects.same(candidate, h) for h in held_subjects):
            return candidate
    return None


def _slot_for(name: str, known: set[str], *, correcting: bool = True) -> str:
    """A date stated without "by" in a correcting turn corrects a deadline already named, and
    the other way round: a correction rarely repeats the cue word. Said without a correction
    it is another day ("by Friday 22nd" and then "the caretaker is in from Monday 18th")."""
    twin = {"date": "deadline", "deadline": "date"}.get(name)
    if twin and twin in known and name not in known and correcting:
        return twin
    return name


# "Also while I've got you - can I add some of the matching footstools?": more of the same order,
# with "also" opening the turn ("right, different thing. ... I want to add a bag" is another).
_ADDING_OPENING = 12
_ADDS_TO_ORDER = re.compile(
    r"\b(?:add|added|adding|hinzufügen|dazubestellen|dazu\s?nehmen|tilføje|toevoegen|bijbestellen)\b",
    re.IGNORECASE,
)


def _starts_new_matter(form, state, text: str, substantive: list[str]) -> bool:
    """A customer turn that opens a different matter once the first one was dealt with.

    Said outright ("different thing", "while I've got you"); or after the matter was settled —
    the customer said it is done, acknowledged it, or the assistant asked whether there is
    anything else — with a new request ("one more thing: ..."). A turn correcting something is
    still about the same matter.
    """
    # "Anything else?" - "Ja, eigenlijk wel." - "Vertel het maar." - the matter itself.
    announced = state.pop("matter_next", None)
    if form.get("concern") is None or not substantive:
        return False
    if acts.announces_new_matter(text) and not (
        matters.adds_to(text[:_ADDING_OPENING]) and _ADDS_TO_ORDER.search(text)
    ):
        return True
    known = _topic_identifiers(form)
    if _closes_then_opens(form, state, substantive, known):
        return True
    if int(state.get("user_turns", 0)) < 2:
        return False
    words = len(" ".join(substantive).split())
    if announced and words >= 5:
        return True
    aside = acts.digression(text)
    # "Forresten, jeg er ikke hjemme, når han kommer", "zweitens: Rückgabe nicht in München
    # sondern in Hamburg": an aside referring back to the matter, or an item of a numbered list
    # changing it, goes on with the same matter whatever other sign it bears.
    if (
        (aside is not None and acts.refers_back(aside, known))
        or (acts.continues_list(text) and acts.corrects(text))
        # "ach und noch was, ich hab noch ein Kinderrad ... Kann ich das gleich mitbringen?"
        or (acts.adds_matter(text) and acts.refers_back(acts.after_opener(text), known))
    ):
        return False
    if state.get("settled") and (acts.adds_matter(text) or aside is not None):
        # "Ok, da's goed" ... "Ik heb eigenlijk nog een andere vraag"; but "one more thing, I
        # misread my calendar, I'm away that Saturday after all" changes the same matter, and
        # so does "noch was: lieber um 12 statt um 11".
        moves_a_day = acts.corrects(text) and bool(
            times.when_spans(text) or times.TIME.search(text)
        )
        return not moves_a_day or acts.new_matter_evidence(text, known)
    # After the customer's nod in the same turn, or the assistant's "done" ("Ist umgebucht."),
    # "one more thing" with a sign of another matter: "fedt. en ting mere, min kæreste har
    # fødselsdag ...", "Noch eine Frage: meine Bestellung KS-4471 ...".
    nodded = acts.settles(text[:40]) or state.get("done")
    if nodded and (acts.adds_matter(text) or aside) and acts.new_matter_evidence(text, known):
        return True
    # ... or asking for something the matter never named ("Prima. Nog een vraag: kunnen jullie
    # ook mijn zomerbanden opslaan?"); not a question of a series ("Zweite Frage: ...") nor a
    # correction.
    if nodded and acts.opens_with_opener(text) and not acts.numbers_question(text):
        rest = acts.after_opener(text)
        if (
            not acts.corrects(text)
            and (acts.asks(rest) or matters.requests(rest))
            # (a question of a few words is mostly about the matter: "kan de chauffeur
            # vooraf bellen?")
            and len(matters.stems(rest)) >= 5
            and matters.shares_little(rest, state)
        ):
            return True
    # "By the way, my son needs a haircut too", "Übrigens, ich hätte gern einen Katalog": turning
    # aside, when the assistant asked nothing back, to someone else or to what the matter never
    # named.
    if aside and not state.get("asked_back") and not acts.corrects(text):
        # ("Trouwens, mijn moeder wil ook mee" adds someone to the same booking.)
        other = acts.new_matter_evidence(text, known) or acts.about_someone_else(aside)
        if (other and not matters.adds_to(aside)) or matters.shares_little(aside, state):
            return True
    # "Anything else?" - "yes actually, we're moving": a yes with a matter is a new one, and so
    # is a sign of another matter said straight away ("Order KB-5512 hasn't arrived either").
    if (
        state.get("anything_else")
        and (
            acts.accepts(text)
            or acts.adds_matter(text)
            or acts.opens_with_other_matter(text, known)
        )
        and not _names_held(text, form)
    ):
        if words < 5:
            state["matter_next"] = True  # a bare yes: the matter comes in the next turn
        return words >= 5
    # "Das wars dazu, danke." - "ach doch, noch was: ...": the "doch" takes the closing back, it
    # corrects nothing of the matter; what follows the opener may still correct it.
    reopens = state.get("closed") and acts.adds_matter(text)
    if acts.corrects(acts.after_opener(text) if reopens else text):
        return False
    if state.get("closed") and words >= 5:
        return True
    # The customer nodded to what was done, then asks for something the topic never named
    # ("Passt, danke." - "Wir ziehen wieder um. Ich bräuchte 40 Umzugskartons"). The
    # assistant's having done the job alone is too weak a sign: customers go on with the same
    # matter in other words.
    if state.get("settled") and words >= 6 and not acts.defers(text):
        # "En de kleur? Ik wil ...": a turn opened by a question follows up on the matter.
        opens_asking = substantive[0].rstrip().endswith("?")
        if not opens_asking and matters.new_request(" ".join(substantive), state, form["objects"]):
            return True
    # "ok fine. thank you." - "Now. My son needs a phone line.": after the customer's own
    # thanks, someone else's need or a move opening the next message is a new matter.
    if state.get("settled") and words >= 5 and acts.opens_with_other_matter(text, known):
        return True
    return False


_HELD_WORD = re.compile(r"[^\W\d_]{4,}")


def _names_held(text: str, form: dict) -> bool:
    """The turn names a value the matter holds ("Yes, bad news about Friday" with "Friday 13th"
    held) or one of its objects: it goes on with that matter."""
    if matters.names_any(text, form["objects"]):
        return True
    words = set(_HELD_WORD.findall(text.casefold()))
    return any(
        word in words
        for entry in form["constraints"]
        for word in _HELD_WORD.findall(entry["value"].casefold())
        if word not in matters.FUNCTION_WORDS
    )


def _closes_then_opens(form: dict, state: dict, substantive: list[str], known: set[str]) -> bool:
    """A turn that closes the matter and goes on with another one ("Perfekt, damit ist das
    erledigt. Jetzt zum eigentlichen Thema: Wir möchten ..."): what follows the closing
    sentence opens a matter, asks for something the topic never named or names another one."""
    first, rest = substantive[0], " ".join(substantive[1:])
    # A nod alone ("Prima.", "Godt.") is no closing: what follows is often the same matter.
    if not acts.closes(first) or matters.negated(first):
        return False  # "Das ist immer noch nicht erledigt." is the matter itself
    if len(rest.split()) < 5 or acts.corrects(rest):
        return False
    return (
        acts.adds_matter(rest)
        or matters.new_request(rest, state, form["objects"])
        or acts.opens_with_other_matter(rest, known)
    )


def _topic_identifiers(form: dict) -> set[str]:
    """The casefolded objects of the current matter: a reference number not among them in a
    turn that opens a matter is a sign of another one."""
    return {o["value"].casefold() for o in form["objects"]}


def _sums_named(text: str, blocked: list) -> list[float]:
    """The sums of money an assistant turn names, as numbers ("79 kr." 79.0)."""
    if not proper_names.names_money(text):
        return []
    sums = (values.number_of(text[s:e]) for s, e in proper_names.money(text, blocked))
    return [number for number in sums if number is not None]


def _fold_assistant_turn(form, state, turn: Turn, blocked, quotes, addresses=()) -> None:
    text = turn.text
    if form["open_points"]:
        _drop_settled_points(form, turn)
    # The customer's questions are answered unless the assistant puts them off.
    pending = state.pop("uq", [])
    corrected = bool(state.pop("corrected", None))
    countered = state.pop("countered", None)
    if pending and not _states_anything(text, quotes):
        # "Which store was it?": a counter-question answers nothing yet.
        state["uq"] = pending
        state["countered"] = True
    elif pending and not _holds_answer(text, quotes):
        # After a counter-question, what the assistant says next is mostly about the customer's
        # answer to it ("Is that covered?" - "When did you buy it?" - "In March." - "Thanks,
        # I'll book an engineer."): it answers only what it takes up.
        answered = _taken_up(pending, text) if countered else _answered(pending, text)
        _drop_open_points(form, answered)
    if not _closing_only(text, quotes):
        state["settled"] = state["closed"] = False
    # "Is there anything else I can help with?": whatever the customer raises next is new; not
    # "Nog iets: hebt u medewerkers die ...?", an opener of a question of its own.
    state["anything_else"] = any(acts.asks_anything_else(text[s:e]) for s, e in quotes)
    # A question back: what the customer says next answers it, rather than turning aside.
    state["asked_back"] = any(
        text[s:e].rstrip().endswith("?") and not acts.is_filler_question(text[s:e])
        for s, e in quotes
    )
    # "Ist umgebucht. Sie erhalten eine neue Bestätigung.": the assistant has done what was
    # asked and asks nothing back.
    state["done"] = "?" not in text and any(acts.confirms(text[s:e]) for s, e in quotes)
    state["asked_how_many"] = values.how_many_asked(text)
    state.pop("asked_about", None)
    if asked_about := subjects.asked(text):
        state["asked_about"] = asked_about
    for key, said in (
        ("contact_asked", contacts.asks_for_contact(text)),
        ("money_said", proper_names.names_money(text)),
        ("sums_said", _sums_named(text, blocked)),
        ("asked_slot", corrections.asked_recipient(text) or replies.asked_slot(text, turn.lang)),
    ):
        if said:
            state[key] = said
        else:
            state.pop(key, None)
    if not state.get("size_context") and values.size_mentioned(text):
        state["size_context"] = True  # (once set it stays: no need to look again)

    for start, end in quotes:
        sentence = text[start:end]
        stated = [*_stated_by_assistant(sentence), *media.told_spans(sentence)]
        told.note(state, sentence, stated, turn.seq, at=start, blocked=blocked)
    if acts.reads_out_order(text):
        _note_order_values(
            form,
            state.setdefault("said", {}),
            text,
            quotes,
            addresses,
            turn.seq,
            said_about=state.setdefault("said_about", {}),
        )
    proposals = []
    offers = []
    options = []  # offers said as what can be done, not asked ("We can also collect it.")
    hours = []
    before = None
    promised = False
    asked = state.get("aq", [])
    answers = bool(pending) or bool(state.pop("asked_when", None))
    for start, end in quotes:
        sentence = text[start:end]
        kind = None
        if sentence.endswith("?"):
            if not acts.is_filler_question(sentence) and _add_open_point(form, sentence, turn.seq):
                # A question is answered by what the customer says next; an offer only by a
                # yes or a no ("Shall I add the removal?" - "I'll ask my partner first").
                if acts.offers_in_question(sentence):
                    # A yes or a no settles the offer alone, not what else the turn left open.
                    offers.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
                else:
                    # The question alone: a to-do said beside it stays open once answered.
                    asked.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
        elif kind := _promise_kind(sentence):
            add_commitment_entry(
                form,
                kind=kind,
                text=clip(sentence, MAX_ENTRY_CHARS),
                seq=turn.seq,
                source="conversation",
            )
            promised = True
        # A promise may leave something open too ("I'll ask them about the price, and whether
        # they can make it"); the customer's to-do inside it is theirs.
        # When it puts off the customer's own question, that question is the open point.
        todo = acts.todo_clause(sentence) if kind else None
        # What waits on the customer or someone else stays open, also inside a promise ("Jeg
        # noterer lørdag som ønske, så tager vi stilling, når pladen er bekræftet", "the
        # replacement is sent once the old coat arrives").
        pending_on = (
            acts.waits_on_condition(sentence) or awaiting.due_from_customer(sentence)
        ) and not is_filler(sentence)
        if todo:
            # "Das Formular schicken wir Ihnen, Sie füllen es aus und schicken es zurück": the
            # promise is ours, the clause after it is the customer's to-do.
            _add_open_point(form, todo, turn.seq)
        elif (
            not sentence.endswith("?")
            and (pending_on or (not (kind and pending) and acts.leaves_open(sentence)))
            and _add_open_point(form, sentence, turn.seq)
            and acts.offers(sentence)
        ):
            # Only an offer is settled by a yes; a to-do or a pending decision stays open.
            offers.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
        elif (
            not sentence.endswith("?")
            and (awaiting.asks_decision(sentence) or awaiting.offers_to_do(sentence))
            and _add_open_point(form, sentence, turn.seq)
        ):
            offers.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
            options.append(offers[-1])
        elif awaiting.assistant_consults(sentence) and not (
            pending and _holds_answer(text, quotes)
        ):
            # The assistant has to ask someone first; when it puts off the customer's question,
            # that question is the open point already.
            _add_open_point(form, sentence, turn.seq)
        elif awaiting.leaves_decision(sentence):
            _add_open_point(form, sentence, turn.seq)  # "Dat beoordeelt de monteur ter plaatse."
        elif awaiting.company_needs(sentence) and _add_open_point(form, sentence, turn.seq):
            # "Voor de factuur hebben we de naam van uw neef nodig": open until the customer
            # answers, and still open when they put it off ("I'll do that tonight").
            asked.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
        elif (
            not (kind and pending)
            and still_open.offers_option(sentence)
            and _add_open_point(form, sentence, turn.seq)
        ):
            # "U kunt hem ook zelf terugbrengen": taken up or turned down, like an offer.
            offers.append([turn.seq, clip(sentence, MAX_ENTRY_CHARS)])
            options.append(offers[-1])
        elif still_open.still_under_way(sentence) and not is_filler(sentence):
            _add_open_point(form, sentence, turn.seq)  # "Der Hersteller muss das noch prüfen."
        said = state.setdefault("said", {})
        named = _assistant_values(
            form, sentence, turn.seq, answers=answers, said=said, after_correction=corrected
        )
        proposals += named
        if times.TIME.search(sentence) and all(p[0] != "time" for p in named):
            # "The van is only free from 10am." - "10 is fine.": an hour named in passing.
            hours += [["time", m.group(0), turn.seq] for m in times.TIME.finditer(sentence)]
        if before is not None and not named and _refers_back(sentence):
            # "De koerier kan woensdag 11 juni tussen 8 en 13. Schikt dat?", "Dat kan: dinsdag
            # 24 juni. Ik heb het aangepast.": a short question or confirmation without values
            # of its own offers or sets those of the sentence before it.
            force = "offered" if sentence.endswith("?") or acts.is_offer(sentence) else "confirmed"
            proposals += _assistant_values(form, before, turn.seq, said=said, force=force)
        before = sentence
    # The customer's address restated by the assistant ("Het leveradres is Kunstlaan 3, 3500
    # Hasselt, klopt dat?"): the destination once the customer agrees; asked about, it may
    # replace one, said in passing it only fills an empty slot.
    for start, end in addresses:
        span = values.address_span(text, start, end, blocked)
        if span:
            asked_about = "?" in text[start:]
            held = {c["name"] for c in form["constraints"]}
            if not asked_about and "destination" not in held and values.sent_to(text, start):
                # "Jeg bestiller en ny levering til Slotsvænget 12": where it goes now.
                _upsert_constraint(form, "destination", text[span[0] : span[1]], turn.seq)
                continue
            proposal = [_slot_for("destination", set()), text[span[0] : span[1]], turn.seq]
            proposals.append(proposal if asked_about else [*proposal, "named"])
    if asked:
        state["aq"] = asked[-MAX_OPEN_POINTS:]
    if offers:
        state["offers"] = offers
    if options:
        state["options"] = options
    # The assistant has promised or done something and asks nothing back: the matter may be
    # dealt with, and a request about something else opens the next one.
    state["concluded"] = "?" not in text and (promised or state["done"])
    if pending and corrections.asks_change([q[1] for q in pending if isinstance(q, list)]):
        # "Can I start the week after?" - "Monday 14 July works as well." - "OK, do that.":
        # what the assistant names in answer to a request to change is offered, not in passing.
        proposals = [p[:3] for p in proposals]
    if proposals:
        state["proposals"] = proposals[-MAX_PROPOSALS:]
    else:
        state.pop("proposals", None)
    state.pop("hours_named", None)
    if hours:
        state["hours_named"] = hours[-MAX_PROPOSALS:]
    state["last_role"] = turn.role


# What an order, booking or contract read out fixes: a customer's first different word on one of
# these changes it ("Ik zie uw bestelling: ... 6 stoelen" - "Doe er 2 bij, dan 8 in totaal").
_ORDER_SLOTS = frozenset({"date", "time", "quantity", "size", "amount", "destination"})


def _note_order_values(
    form: dict, said: dict, text: str, quotes, addresses, seq: int, *, said_about: dict
) -> None:
    """Keep in `said` the values of slots still empty that the assistant read out of the
    order it looked up, the first of each slot, and in `said_about` what each is about
    (`subjects.about`); a size read out fills its slot."""
    held = {c["name"] for c in form["constraints"]}
    for start, end in quotes:
        sentence = text[start:end]
        if sentence.endswith("?"):
            continue
        stated = _stated_by_assistant(sentence)
        # "Vrijdag kunnen we om 10:00 of om 14:00 komen": a choice, no value of the order.
        choice = values.alternatives(sentence) or values.hour_alternatives(sentence)
        for name, s, e in stated:
            if name in _ORDER_SLOTS and name not in held and name not in said:
                if name in {"date", "time"} and (
                    choice or not values.identifies(name, sentence[s:e])
                ):
                    continue
                if name in _FILLED_FROM_ORDER:
                    # The size ordered ("Adidas Samba in maat 40") is the customer's until
                    # they name another.
                    _upsert_constraint(form, name, sentence[s:e], seq)
                    held.add(name)
                else:
                    said[name] = [sentence[s:e], seq]
                    if subject := subjects.about(name, sentence, s, e):
                        said_about[name] = subject
    for start, end in addresses:
        if "destination" not in held and "destination" not in said:
            said["destination"] = [text[start:end], seq]


_FILLED_FROM_ORDER = frozenset({"size"})
_PROPOSABLE = frozenset(
    {"date", "time", "deadline", "channel", "destination", "quantity", "size", "amount", "place"}
)
# What the assistant sets itself ("Genoteerd: maandag 16 juni", "ik heb de ruil aangepast naar
# W29 L34"): values that identify something, never a day said in passing ("morgen").
_CONFIRMABLE = frozenset({"date", "time", "deadline", "size", "amount", "quantity"})
_SCHEDULED = frozenset({"date", "time"})


@per_turn(32)
def _stated_by_assistant(sentence: str) -> tuple[tuple[str, int, int], ...]:
    """The values an assistant sentence states, read as nothing is held yet: asked up to three
    times of one sentence while its turn is folded, so computed once."""
    return tuple(
        slots.constraints(sentence, [], [], asked_how_many=False, size_context=False, known=set())
    )


def _refers_back(sentence: str) -> bool:
    """A short question or confirmation about what was just said ("Schikt dat?", "Shall I
    book it?", "Ich habe es geändert.")."""
    if len(sentence.split()) > 8:
        return False
    if not (sentence.endswith("?") or acts.is_offer(sentence) or acts.confirms(sentence)):
        return False
    if len(sentence.split()) > 2 and not _ANAPHOR.search(sentence):
        return False  # "Kan du sende billeder af skaderne?" asks something else
    return not _stated_by_assistant(sentence)


# What points back at the sentence before ("Schikt dat?", "Passer det?", "Shall I book it?").
_ANAPHOR = re.compile(
    r"\b(?:that|this|these|those|it|them|then|dat|dit|die|deze|het|hem|dan|das|es|dies\w*|ihn|"
    r"sie|so|det|den|dem|denne|dette|dertil|ham|så|daarop|dafür|dazu|darauf|"
    # a choice between what was just said: "Which suits you?", "Was passt Ihnen?"
    r"which|welche\w*|was|hvad|hvilken|hvilket|wat|welk\w*)\b",
    re.IGNORECASE,
)


def _assistant_values(
    form: dict,
    sentence: str,
    seq: int,
    *,
    answers: bool = False,
    said: dict | None = None,
    force: str | None = None,
    after_correction: bool = False,
) -> list:
    """The values an assistant sentence names: set at once when the sentence confirms or
    arranges them, else proposals the customer may accept. `force` ("offered", "confirmed")
    reads the sentence as the one after it asks or says; `after_correction`, that the customer
    just corrected something, which a "changed to ..." sentence then states."""
    question = sentence.endswith("?")
    offered = (
        question
        or acts.is_offer(sentence)
        or force == "offered"
        or replies.offers_earliest(sentence)
    )
    # ("Kein Problem, umgebucht auf Samstag, 21. Juni." after the customer's correction)
    changed_from = corrections.changed_to(sentence) if after_correction else None
    confirmed = (
        (not question and acts.confirms(sentence))
        or force == "confirmed"
        or changed_from is not None
    )
    if confirmed and values.alternatives(sentence):
        # "Vi har tid tirsdag ... eller onsdag ...": a choice offered, nothing set yet.
        confirmed, offered = False, True
    # "We have Saturday 22 March at 10:00 or at 14:00": the day is set, the hour is the
    # customer's pick.
    hours_offered = confirmed and values.hour_alternatives(sentence)
    total = not offered and proper_names.states_total(sentence)
    # "So that's 3 footstools in total" after "one more footstool?": the count the customer
    # added to, summed up.
    counted = not offered and _count_added_to(form) and proper_names.states_count_total(sentence)
    if not (offered or confirmed or answers or total or counted):
        return []
    if not (offered or confirmed or total) and not (
        times.when_spans(sentence) or times.TIME.search(sentence)
    ):
        # Answering alone keeps only a day or an hour, which `slots.constraints` names only
        # where WHEN or TIME matches: without either match there is nothing to keep.
        return []
    stated = _stated_by_assistant(sentence)
    proposals = []
    for name, s, e in stated:
        value = sentence[s:e]
        if counted and name == "quantity":
            _apply_value(form, name, value, seq, correcting=True, said=said)
            counted = False  # the first count the sentence names
        elif hours_offered and name == "time":
            continue
        elif confirmed and name in _CONFIRMABLE and values.identifies(name, value):
            if hours_offered and (cut := values.clock_at_end(value)):
                value = value[: cut[0]].rstrip(" ,")
            changed = (
                changed_from is not None
                and s >= changed_from
                and len(sentence[changed_from:s].split()) <= 3
                and corrections.replaces_held(value, _held_value(form, name))
            )
            _confirm_value(form, name, value, seq, said, changed=changed)
        elif name in _PROPOSABLE and offered:
            proposals.append([name, value, seq])
        elif total and name == "amount":
            proposals.append([name, value, seq])  # "£14.97 in total" - "Yes please do."
        elif answers and name in _SCHEDULED and values.identifies(name, value):
            # "When can he come?" - "The first slot is Friday 20 June between 1 and 5 pm": a day
            # or an hour named in answer to the customer is theirs once they agree to it.
            proposals.append([name, value, seq, "named"])
    if offered and values.alternatives(sentence):
        # "Monday 9 June or Wednesday 11 June?": every day offered, in order, for a pick by
        # place ("the first one"); the slot's one value above is the last of them.
        days = [sentence[s:e] for s, e in times.when_spans(sentence)]
        proposals = [p for p in proposals if p[0] != "date"]
        proposals += [["date", day, seq] for day in days if values.identifies("date", day)]
    if offered and values.hour_alternatives(sentence):
        # "om 10:00 of om 14:00?": every hour offered, as every day above.
        hours = [match.group() for match in times.TIME.finditer(sentence)]
        proposals = [p for p in proposals if p[0] != "time"]
        proposals += [["time", hour, seq] for hour in hours if values.identifies("time", hour)]
    return proposals


# A count said as more of what is held: "én mere", "one more", "noch einen", "eentje meer".
_RELATIVE_COUNT = re.compile(
    r"\b(?:one|another|two|\d+|én|en|et|to|ein\w*|noch|een|eentje|één|twee)\s+(?:\w+\s+)?"
    r"(?:more|extra|mere|ekstra|til|mehr|dazu|meer|erbij)\b",
    re.IGNORECASE,
)


def _count_added_to(form: dict) -> bool:
    """The held count is one added to the count before ("én mere", "one more")."""
    held = _held_value(form, "quantity")
    return bool(held) and _RELATIVE_COUNT.search(held) is not None


def _held_value(form: dict, name: str) -> str:
    slot = _slot_for(name, {c["name"] for c in form["constraints"]})
    return next((c["value"] for c in form["constraints"] if c["name"] == slot), "")


def _confirm_value(
    form: dict, name: str, value: str, seq: int, said: dict | None = None, *, changed: bool = False
) -> None:
    """The assistant fills an empty slot or states the customer's value more precisely
    ("Friday" -> "Friday 13 June"); a different value stays the customer's to change, unless
    the assistant says it changed the value to it (`changed`: "I've moved it to Wednesday 19
    March"), which then replaces the held one."""
    known = {c["name"]: c["value"] for c in form["constraints"]}
    slot = _slot_for(name, set(known))
    if (
        slot in known
        and not changed
        and not (
            _refines(value, known[slot])
            or _restates(said, slot, {"value": known[slot]}, value)
            or _dates_day(slot, known[slot], value)
        )
    ):
        return
    _apply_value(form, name, value, seq, correcting=changed, said=said)


def _apply_value(
    form: dict, name: str, value: str, seq: int, *, correcting: bool, said: dict | None = None
) -> None:
    known = {c["name"]: c["value"] for c in form["constraints"]}
    slot = _slot_for(name, set(known))
    if slot in known and not correcting and not values.as_specific(value, known[slot]):
        return  # "tonight" in passing does not replace "Friday 6 June"
    _upsert_constraint(form, slot, value, seq, said)


def _holds_answer(text: str, quotes) -> bool:
    """The assistant puts off the customer's question: in words that say so, or by having to
    check with someone first or being unable to say yet."""
    return acts.assistant_defers(text) or any(awaiting.holds_answer(text[s:e]) for s, e in quotes)


def _answered(pending: list, text: str) -> list:
    """The customer's questions an assistant turn answers. Of several, those it takes up in
    words of theirs ("Can I pay by invoice? And can you deliver on Saturday?" - "Saturday is
    fine." leaves the invoice open); of one, or when it takes up none, all of them."""
    questions = [q for q in pending if isinstance(q, list)]
    if len(questions) < 2:
        return pending
    said = set(matters.stems(text))
    taken = [q for q in questions if said & set(matters.stems(q[1]))]
    return taken or pending


def _taken_up(pending: list, text: str) -> list:
    """The customer's questions an assistant turn answers in so many words: a yes or a no
    opening one of its sentences answers them all, else those sharing a word with it."""
    if acts.answers_yes_or_no(text):
        return pending
    said = set(matters.stems(text))
    return [q for q in pending if isinstance(q, list) and said & set(matters.stems(q[1]))]


def _states_anything(text: str, quotes) -> bool:
    """An assistant turn with a statement beyond courtesies, not only questions."""
    return any(
        not text[s:e].rstrip().endswith("?") and not _is_courtesy(text[s:e]) for s, e in quotes
    )


def _closing_only(text: str, quotes) -> bool:
    """An assistant turn that only closes ("You're welcome! Anything else?")."""
    return all(
        _is_courtesy(text[s:e])
        or acts.is_filler_question(text[s:e])
        or (acts.closes(text[s:e]) and len(text[s:e].split()) <= 4)
        for s, e in quotes
    )


def _fold_objects(
    form: dict, turn: Turn, blocked: list, addresses: list, *, code_asked: bool
) -> None:
    text = turn.text
    found: list[tuple[str, int, int]] = []
    found += proper_names.identifiers(text, blocked, code_asked=code_asked and turn.role == "user")
    found += [("amount", s, e) for s, e in proper_names.money(text, blocked)]
    found += [("date", s, e) for s, e in proper_names.dates(text, blocked)]
    taken = [(s, e) for _k, s, e in found]
    for start, end in sentence_bounds(text):
        for kind, s, e in proper_names.names(text, start, end, lang=turn.lang):
            if touches(s, e, blocked):
                continue
            found.append(("place" if kind == "location" else "model", s, e))
    for kind, s, e in names.more_names(text, lang=turn.lang):
        if not touches(s, e, blocked):
            found.append(({"location": "place", "product": "model"}.get(kind, kind), s, e))
    for kind, s, e in proper_names.named_things(text, blocked):
        found.append(
            ("place" if kind == "location" else "model" if kind == "product" else kind, s, e)
        )
    found += [("place", s, e) for s, e in addresses]
    found = [
        (kind, s, e)
        for kind, s, e in found
        if kind not in {"model", "place"} or not proper_names.names_a_person(text, s, e)
    ]
    found.sort(key=lambda item: item[1])
    del taken
    for kind, start, end in found:
        _upsert_object(form, kind, text[start:end], turn.seq)
