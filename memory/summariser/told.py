"""Values the assistant told the customer, which a correction may replace by naming them in part.

The assistant reads out an order or booking ("Rückgabe am Montag, 26. Mai", "2x Sonnencreme",
"pick-up on Monday 14 April at 10:00") or states what it arranged ("I've put you down for
Wednesday 18 September"). The customer's correction then names that value by a part only
("dienstag statt montag", "3 Stück statt 2", "not the Friday", "Woensdag kan niet"), or not at
all ("Can we move it to Thursday instead?"). Such a value was never the customer's, so no slot
holds it; this module keeps the last few of them (`MAX_TOLD`, in the state) so that

- a contrast's old value that no held slot repeats may name one of them (`contrast.relink`);
- an old value given up in part gets the assistant's full quote beside it in `previous`
  (`fuller`: "Friday" -> "Friday 18 April at 10:00", "de 23e" -> "maandag 23 juni");
- a correcting turn that sets a slot replaces the value the assistant told for it
  (`replaced`): the latest one when the slot held nothing yet, else only one told in the turn
  just before ("Ich trage senest fredag d. 28/11 ein" - "nej, sig senest d. 21/11").

Only sentences that state something are kept (a question offers, and offers are read
elsewhere), never a stretch the redaction blocked. The cost is one pass over the values the
assistant's sentence already yields, and a list of at most `MAX_TOLD` entries.
"""

from __future__ import annotations

import re

from memory.summary_language import values
from memory.summary_language.text import touches

MAX_TOLD = 12
# The slots a told value may fill: what an order or booking fixes.
_KEPT = frozenset(
    {"date", "deadline", "time", "quantity", "size", "amount", "budget", "destination", "channel"}
)
# A channel told is kept by its medium only, never with a number or address of someone's.
_CONTACT_DATA = re.compile(r"\d|@")
# A count of an item in an order read out: "2x Sonnencreme", "1 x Oral-B", "3× Kaffee".
_ITEM_COUNT = re.compile(r"(?<![\w.,])\d{1,3}\s?[x×](?=\s[^\W\d_])", re.IGNORECASE)
# An hour bounding something ("bis 23:30 Uhr besetzt", "open until 17:00", "fra kl. 8"): the
# hours of a place, no hour of the customer's booking.
_BOUND = re.compile(
    r"(?:bis|ab|until|till|from|fra|til|tot|vanaf|van|vor|before|after|nach|efter|na|"
    r"senest|spätestens|uiterlijk|by)\b",
    re.IGNORECASE,
)
_COUNTED = frozenset({"quantity", "amount", "budget", "size"})
_WORD = re.compile(r"\w+")
_FILLER = frozenset(
    "a an the der die das den dem des ein eine einen de het een en et am an on at op på i in "
    "om um the to til naar nach zu for für voor af von van d".split()
)


def note(state: dict, sentence: str, stated, seq: int, *, at: int, blocked: list) -> None:
    """Keep the values an assistant sentence states (`stated`: (name, start, end) in
    `sentence`, which starts at `at` in its turn); an hour said with a day is kept as a time
    too ("Freitag, 23. Mai, um 18:00 Uhr")."""
    if sentence.rstrip().endswith("?"):
        return
    told = state.setdefault("told", [])

    def keep(name: str, start: int, end: int) -> None:
        if touches(at + start, at + end, blocked):
            return
        value = sentence[start:end].strip(" ,")
        if value and [name, value, seq] not in told:
            told.append([name, value, seq])

    # A choice offered ("Tuesday 18 March or Thursday 20 March", "om 10:00 of om 14:00") tells
    # no day or no hour: the customer picks one.
    skipped = set()
    if values.alternatives(sentence):
        skipped = {"date", "deadline", "time"}
    elif values.hour_alternatives(sentence):
        skipped = {"time"}
    for name, start, end in stated:
        if name not in _KEPT or name == "channel" and _CONTACT_DATA.search(sentence[start:end]):
            continue
        if name in skipped:
            continue
        keep(name, start, end)
        cut = values.clock_at_end(sentence[start:end]) if name in {"date", "deadline"} else None
        if cut is not None and "time" not in skipped:
            keep("time", start + cut[1], end)
    for match in _ITEM_COUNT.finditer(sentence):
        keep("quantity", *match.span())
    del told[:-MAX_TOLD]


def _words(value: str) -> set[str]:
    return {w for w in _WORD.findall(value.casefold()) if w not in _FILLER}


def _names_part(old: str, told_value: str, name: str) -> bool:
    """Whether `old` names `told_value` by a part of it: its words ("Montag" of "Montag, 26.
    Mai"), its number for a count, sum or size ("2" of "2x"), or its day of the month ("de
    23e" of "maandag 23 juni")."""
    if name in _COUNTED and len(old.split()) <= 2:
        number = values.number_of(old)
        return number is not None and number == values.number_of(told_value)
    words = _words(old)
    if words and words <= _words(told_value):
        return True
    return name in {"date", "deadline"} and values.same_day_of_month(told_value, old)


def _slot_names(name: str) -> set[str]:
    return {name, values.twin_of(name) or name}


def _held_anywhere(value: str, current: list[str]) -> bool:
    return any(
        values.same_value(value, held) or _words(value) <= _words(held)
        for held in current
        if _words(value)
    )


def fuller(name: str, old: str, told: list, current: list[str]) -> tuple[str, int] | None:
    """The told value of slot `name` that `old` (a value the customer gave up) names in part
    and says more fully, unless some slot holds it as current."""
    for told_name, value, seq in reversed(told):
        if told_name not in _slot_names(name) or values.same_value(old, value):
            continue
        if len(_words(value)) > len(_words(old)) and _names_part(old, value, told_name):
            return None if _held_anywhere(value, current) else (value, seq)
    return None


def replaced(
    name: str, new: str, told: list, current: list[str], *, held: bool, seq: int
) -> tuple[str, int] | None:
    """The told value of slot `name` a correction setting it to `new` replaces (see the
    module's doc): the latest when the slot was empty, else one told in turn `seq - 1`; none
    that `new` says again or that some slot holds as current, and no hour that bounds
    something ("bis 23:30 Uhr besetzt")."""
    same_slot = [
        entry
        for entry in told
        if entry[0] in _slot_names(name) and not (entry[0] == "time" and _BOUND.match(entry[1]))
    ]
    if not same_slot:
        return None
    value, told_seq = same_slot[-1][1:]
    if held and told_seq != seq - 1:
        return None
    if any(_takes(new, entry[1]) for entry in same_slot if entry[2] == told_seq):
        return None  # the customer takes what was told, or one of the days told together
    if _held_anywhere(value, current):
        return None
    return value, told_seq


def _takes(new: str, value: str) -> bool:
    """`new` is the told `value` again, a part of it, or it said more fully."""
    new_words, told_words = _words(new), _words(value)
    if values.same_value(new, value) or not new_words or not told_words:
        return True
    return new_words <= told_words or told_words <= new_words
