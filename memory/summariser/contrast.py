"""A correction said as a contrast: the new value beside the old one it replaces.

"18, ikke 14", "8 nicht 6", "app, not SMS", "nicht nach Hause, sondern ins Büro", "ikke Thurø
men Skarø", "vijftien zakken in plaats van twaalf", "Not the Luton, a medium van would do". The
old value (the one negated or replaced) names the slot: the held constraint whose current value
it repeats. The new value then replaces that slot whatever its shape (an app is a channel when it
replaces SMS), quoted with its contrast as the turn says it; the held value goes to `previous`.

One pass of a few patterns over the turn; only the held values (one per slot) are compared.
"""

from __future__ import annotations

import re

from memory.summary_language import values
from memory.summary_language.text import touches

_NEG = r"not|nicht|kein|keine|keinen|ikke|niet|geen"
_BUT = r"but|sondern|men|maar|aber"
_INSTEAD = (
    r"instead\sof|rather\sthan|statt|anstatt|anstelle\svon|i\ssted(?:et)?\sfor|frem\sfor|"
    r"in\splaats\svan|i\sstedet\sfor"
)
# The old value: one to four words, no clause break inside.
_OLD = r"[^\s,.;:!?()\u2013\u2014](?:[^,.;:!?()\n\u2013\u2014]|[,.](?=\d)){0,40}?"
# The new value: to the clause end.
_NEW = r"(?<![\d][,.])[^\s,.;:!?()\u2013\u2014](?:[^,.;:!?()\n\u2013\u2014]|[,.](?=\d)){0,60}"
_PATTERNS = (
    # "not X but Y", "nicht X, sondern Y", "ikke Thurø men Skarø", "niet naar huis maar naar
    # kantoor"
    re.compile(
        rf"\b(?:{_NEG})\s(?P<old>{_OLD}),?\s(?:{_BUT})\s(?P<new>{_NEW})",
        re.IGNORECASE,
    ),
    # "Y, not X", "Y, ikke X": the old value closes the clause
    re.compile(
        rf"(?<!\w)(?P<new>{_NEW}?),\s(?:{_NEG})\s(?P<old>{_OLD})(?=[,.;:!?)](?:\s|$)|\s*$)",
        re.IGNORECASE,
    ),
    # "Y instead of X", "Y in plaats van X", "Y statt X"
    re.compile(
        rf"(?<!\w)(?P<new>{_NEW}?)\s(?:{_INSTEAD})\s(?P<old>{_OLD})(?=[,.;:!?)](?:\s|$)|\s*$)",
        re.IGNORECASE,
    ),
    # "wir brauchen 8 nicht 6", "8 instead of 6 please", "5 ikke 4": a number against a number,
    # wherever the clause goes on
    re.compile(
        rf"(?<![\w.,/-])(?P<new>\d{{1,4}}(?:[.,]\d{{1,2}})?)\s(?:{_NEG}|{_INSTEAD})\s"
        rf"(?P<old>\d{{1,4}}(?:[.,]\d{{1,2}})?)(?![\w.,:/]\d|\w)",
        re.IGNORECASE,
    ),
    # "Not 140, we need 160", "Nicht die Luton, ein Transporter": the negation opens the clause
    re.compile(
        rf"(?:^|(?<=[.!?,;:]\s))(?:{_NEG})\s(?P<old>{_OLD}),\s"
        rf"(?P<new>{_NEW})",
        re.IGNORECASE,
    ),
)
# Words that say nothing of a value: articles, prepositions, fillers, pronouns.
_FILLER = frozenset(
    "a an the der die das den dem des ein eine einen einem de het een en et den det "
    "to til naar nach zu zum zur in im i på op at on an am um om for für voor af von van "
    "mehr more meer mere mindre less minder weniger "
    "it es det het dat das that this dies dette dit "
    "wieder again igen weer doch toch alligevel after all".split()
)
# A new value of these words alone is an answer word, no value ("Nein, nicht 14").
_ANSWER = frozenset(
    "no nope yes ok okay sorry wait hmm oh ah nein ja doch warte moment nej vent nee wacht "
    "neen hm jo".split()
)
_WORD = re.compile(r"\w+")
# A token of letters and digits ("L32", "60x60", "2XL"): a value that needs no context.
_SHAPED = re.compile(r"\b(?=\w*\d)(?=\w*[^\W\d_])\w+\b")


def _words(value: str) -> set[str]:
    return {w for w in _WORD.findall(value.casefold()) if w not in _FILLER}


_COUNTED = frozenset({"quantity", "amount", "budget", "size"})


# A value that carries its unit or currency ("250 €", "£80", "53 cm", "12 Personen").
_WITH_UNIT = re.compile(r"\d\s?(?:[^\W\d_]|[€£$])|[€£$]\s?\d")


def _held_slot(old: str, held: list[tuple[str, str, int]]) -> tuple[str, str, int] | None:
    """The slot whose held value the old value of a contrast repeats: a count, sum or size
    stating the same number ("to" for "2 børn", "20" for "about 20 people"); else one whose
    words hold the old value's ("Thurø" of "rundt om Thurø", "the Luton" of "a Luton"); else a
    day whose day of the month it names ("de 15e" of "tot 15 juli")."""
    number = values.number_of(old) if len(old.split()) <= 2 else None
    if number is not None:
        same = [e for e in held if e[0] in _COUNTED and values.number_of(e[1]) == number]
        # A value said with its unit names the slot over the bare number said again later
        # ("bis 250 €", then "die 250 gehen klar" read as a count: "mach 300 statt 250").
        with_unit = [e for e in same if _WITH_UNIT.search(e[1])]
        if with_unit or same:
            return (with_unit or same)[-1]
    old_words = _words(old)
    if not old_words:
        return None
    for entry in reversed(held):
        if old_words <= _words(entry[1]) and not _only_its_hour(old_words, *entry[:2]):
            return entry
    for entry in reversed(held):
        # "op de 17e, niet de 15e" against "tot 15 juli": the day of the month it names
        if entry[0] in {"date", "deadline"} and values.same_day_of_month(entry[1], old):
            return entry
    return None


def _only_its_hour(old_words: set[str], name: str, value: str) -> bool:
    """ "9 uur in plaats van 8" against "maandag 30 juni, 8:00 uur": the old value names the
    hour said with the day, a time, not the day."""
    cut = values.clock_at_end(value) if name in {"date", "deadline"} else None
    return cut is not None and not old_words <= _words(value[: cut[0]])


def pairs(text: str, blocked: list) -> list[tuple[int, int, int, int]]:
    """(start, end) of each contrast in `text` and (start, end) of its old value."""
    found = []
    for pattern in _PATTERNS:
        for match in pattern.finditer(text):
            start, end = match.span()
            new = match.group("new").strip()
            if not (_words(new) - _ANSWER) or touches(start, end, blocked):
                continue
            if any(s < end and start < e for s, e, _os, _oe in found):
                continue  # one reading of a stretch of text
            found.append((start, end, *match.span("old")))
    return found


def relink(
    text: str,
    stated: list[tuple[str, int, int]],
    *,
    held: list[tuple[str, str, int]],
    blocked: list,
    told: list | None = None,
) -> tuple[list[tuple[str, int, int]], dict[str, tuple[str, int]]]:
    """The turn's stated slots with each contrast set as the new value of the held slot its
    old value repeats (`held`: the form's constraints as (name, value, seq)), or else the
    value the assistant told (`told`, see memory/summariser/told.py) that it names so, and per
    slot so corrected the held or told value and its seq, which the new one replaces."""
    corrected: dict[str, tuple[str, int]] = {}
    out = list(stated)
    for start, end, old_start, old_end in pairs(text, blocked):
        old = text[old_start:old_end]
        replaced = _held_slot(old, held)
        if replaced is None and told:
            # ("3 Stück statt 2" after "2x Sonnencreme" was read out of the order: the
            # contrast from its new value on)
            replaced = _held_slot(old, [tuple(entry) for entry in told])
            typed = [item for item in out if item[0] == (replaced or ("",))[0]]
            start = next((s for _n, s, _e in typed if start <= s < old_start), start)
        if replaced is None:
            out = _with_contrast(text, out, (start, end), (old_start, old_end), corrected)
            continue
        if replaced[0] in corrected:
            continue
        name = replaced[0]
        # (a day is read as a date or a deadline: "Tuesday instead of Monday" moves the one held)
        names = {name, values.twin_of(name)}
        typed = [
            item
            for item in out
            if item[0] in names and start <= item[1] < end and not old_start <= item[1] < old_end
        ]
        if typed and (name in _SCHEDULE or _SHAPED.search(text, typed[-1][1], typed[-1][2])):
            # "die Länge L32 statt L30": a value of letters and digits says itself, as does a
            # day or an hour ("om 9 uur beginnen in plaats van 8")
            out = [item for item in out if item[0] not in names] + [(name, *typed[-1][1:])]
        else:
            # ("18, ikke 14" and the count 18 read in it: one value, the contrast)
            out = [item for item in out if item[0] not in names]
            out.append((name, start, end))
        corrected[name] = (replaced[1], replaced[2])
    return sorted(out, key=lambda item: item[1]), corrected


_SCHEDULE = frozenset({"date", "deadline", "time"})


def _with_contrast(
    text: str,
    stated: list[tuple[str, int, int]],
    contrast: tuple[int, int],
    old: tuple[int, int],
    corrected: dict,
) -> list[tuple[str, int, int]]:
    """A contrast whose old value no held slot repeats ("doe maar vijftien zakken in plaats van
    twaalf" while no count is held yet): the one value the turn states in its new part is
    quoted from its start to the end of the contrast, when the old value is of its kind (a
    number for a count, sum or size; a day for a date)."""
    start, end = contrast
    inside = [
        item
        for item in stated
        if start <= item[1] and item[2] <= end and (item[2] <= old[0] or item[1] >= old[1])
    ]
    if len(inside) != 1 or inside[0][0] in corrected:
        return stated
    name, old_value = inside[0][0], text[old[0] : old[1]]
    if name in _COUNTED:
        same_kind = len(old_value.split()) <= 2 and values.number_of(old_value) is not None
    elif name in _SCHEDULE:
        same_kind = bool(values.weekdays_in(old_value) or values.dated(old_value))
    else:
        same_kind = False
    if not same_kind:
        return stated
    # (from the value on: "vijftien zakken in plaats van twaalf", not the clause before it)
    rest = [item for item in stated if item is not inside[0]]
    return sorted([*rest, (name, inside[0][1], end)], key=lambda item: item[1])
