"""Comparison of slot values: whether a new value names as much as the held one (dates,
weekdays, counts, numbers), alternatives, clock times at the end of a value, addresses and
the words and numbers of a value."""

from __future__ import annotations

import re

from memory.summary_language import lexicon as lx
from memory.summary_language.amounts import CURRENCY, HOW_MANY, NOT_COUNTED, NOT_NOUNS, SIZE_CONTEXT
from memory.summary_language.constraint_cues import POSTAL_TAIL
from memory.summary_language.proper_names import DETERMINERS, STOP_WORDS
from memory.summary_language.text import per_turn, touches
from memory.summary_language.times import CLOCK, HAS_DATE, RANGE, TIME, when_spans


def identifies(name: str, value: str) -> bool:
    """A value that names one thing: a date with a number or month, a clock time, a count."""
    if name in {"date", "deadline", "time"}:
        return bool(HAS_DATE.search(value))
    return True


def as_specific(new: str, current: str, name: str = "date") -> bool:
    """Whether `new` may replace `current` without a correction cue: it is not part of it and,
    but for a count, sum or size, at least as precise ("Friday 6 June" over "Friday", not
    "tonight" over "Friday 6 June", not "the office" over a street address)."""
    if f" {new.casefold()} " in f" {current.casefold()} ":
        return False
    if name in _COUNTED_SLOTS or name == "size":
        return True  # counts, sums and sizes are checked by `comparable`
    if name == "destination" and _named(new):
        return True  # "Dan ga ik naar de Herestraat" after an address: another place, named
    if weekdays_in(new) and weekdays_in(current) and not weekdays_in(new) & weekdays_in(current):
        return True  # "Donnerstag nachmittag" after "Mittwoch, der 18. Juni": another day
    if weekdays_in(new) and not weekdays_in(current) and _DAY_NUMBER.search(current):
        return True  # "Dann bring ich's Donnerstag" after "21.6.": a day named anew
    if weekdays_in(new) and weekdays_in(new) == weekdays_in(current) and not dated(new):
        if precision(new) <= precision(current):
            return False  # "vrijdag" after "Vrijdagmiddag": the same day said again
    return precision(new) >= precision(current)


def weekdays_in(value: str) -> set[str]:
    return {w.casefold() for w in WEEKDAY_WORD.findall(value)}


_DAY_NUMBER = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th|e|ste|de|\.)?(?!\d)", re.IGNORECASE)


_FIRST_NUMBER = re.compile(r"\d{1,2}(?!\d)")


def same_day_of_month(held: str, value: str) -> bool:
    """Whether `value` names the day of the month `held` names ("den 16." and "16.8.", not
    "am 8." and "16.8.")."""
    days = _days_of_month(value)
    if not days or not days <= _days_of_month(held):
        return False
    first, other = _FIRST_NUMBER.search(value), _FIRST_NUMBER.search(held)
    return bool(first and other) and first.group(0) == other.group(0)


def within(value: str, held: str) -> bool:
    """A day that is part of the range or days held: its weekday and day of the month are both
    in `held` ("Friday 22 August" within "Friday 15th to Friday 22nd")."""
    days = _days_of_month(value)
    weekdays = weekdays_in(value)
    if not held or not days or not weekdays:
        return False
    return days <= _days_of_month(held) and weekdays <= weekdays_in(held)


_CLOCK_TIME = re.compile(rf"{CLOCK}", re.IGNORECASE)


def _days_of_month(value: str) -> set[str]:
    return set(_DAY_NUMBER.findall(_CLOCK_TIME.sub(" ", value)))


def dated(value: str) -> bool:
    return bool(HAS_DATE.search(value))


_WEEK_WORDS = frozenset(
    "next this coming week on the nächste nächsten woche kommenden diesen am næste uge kommende "
    "på volgende komende week aanstaande op".split()
)


def only_weekday(value: str) -> bool:
    """A weekday with at most "next week" and a preposition to it ("volgende week dinsdag")."""
    words = set(re.findall(r"\w+", value.casefold())) - weekdays_in(value)
    return not dated(value) and words <= _WEEK_WORDS


def precision(value: str) -> int:
    """2 for a day named by date or weekday, 1 for a part of a day, 0 for "tonight" or "soon"."""
    if re.search(r"\d", value) or (HAS_DATE.search(value) and WEEKDAY_WORD.search(value)):
        return 2
    if HAS_DATE.search(value):
        return 1  # a month alone ("vanaf augustus") is vaguer than a day
    if WEEKDAY_WORD.search(value) or _DAY_PART_WORD.search(value):
        return 1
    return 0


# (a weekday inside a compound too: "Vrijdagmiddag", "Samstagabend")
WEEKDAY_WORD = re.compile(rf"\b(?:{lx.WEEKDAYS})(?=\b|{lx.DAY_PARTS})", re.IGNORECASE)
_DAY_PART_WORD = re.compile(rf"\b(?:{lx.DAY_PARTS})\b", re.IGNORECASE)

_OR_BETWEEN = re.compile(
    r"^\s?,?\s(?:or|eller|oder|of|alternatively|alternativ|alternatief)\s(?:[^\W\d]+\s){0,2}$",
    re.IGNORECASE,
)


@per_turn(64)
def alternatives(text: str) -> bool:
    """Days offered as a choice ("tirsdag d. 13/5 kl. 8-12 eller onsdag d. 14/5"): neither is
    set."""
    spans = when_spans(text)
    return any(_OR_BETWEEN.match(text[a[1] : b[0]]) for a, b in zip(spans, spans[1:], strict=False))


# The word a choice needs: a cheap test before the hours are scanned.
_OR_WORD = re.compile(r"\b(?:or|eller|oder|of|alternati\w*)\b", re.IGNORECASE)


@per_turn(64)
def hour_alternatives(text: str) -> bool:
    """Hours offered as a choice on one day ("Saturday 22 March at 10:00 or at 14:00", "um 9
    oder um 14 Uhr"): the day may be set, neither hour is."""
    if _OR_WORD.search(text) is None:
        return False
    spans = [match.span() for match in TIME.finditer(text)]
    return any(_OR_BETWEEN.match(text[a[1] : b[0]]) for a, b in zip(spans, spans[1:], strict=False))


_CLOCK_AT_END = re.compile(
    rf",?\s(?:(?:at|um|om|kl\.?|klokken|ved|gegen|omkring|rond)\s?)?((?:{CLOCK})(?:{RANGE}(?:{CLOCK}))?)"
    r"\.?$",
    re.IGNORECASE,
)


def clock_at_end(value: str) -> tuple[int, int] | None:
    """(where the day ends, where the hour starts) in a day said with its hour ("Tuesday 3
    June at 10am"), or None."""
    match = _CLOCK_AT_END.search(value)
    return (match.start(), match.start(1)) if match and match.start() else None


_SENT_TO = re.compile(
    r"\b(?:deliver\w*|send\w*|ship\w*|liefer\w*|schick\w*|zustell\w*|lever\w*|sende\w*|"
    r"bezorg\w*|stuur\w*|verzend\w*|verstuur\w*)\b[^.!?]{0,40}\b(?:to|til|an|nach|naar|aan|"
    r"at|på|op)\s(?:[^\W\d]+\s)?$",
    re.IGNORECASE,
)


def sent_to(text: str, start: int) -> bool:
    """The address at `start` is where something is delivered or sent ("Jeg bestiller en ny
    levering til ...", "we'll send it to ...")."""
    return _SENT_TO.search(text, max(0, start - 60), start) is not None


_NAMING = re.compile(r"\d|(?<!^)\b[A-ZÄÖÜÆØÅ]")


def _named(value: str) -> bool:
    """A place by its name or number ("de Herestraat", "Kerkstraat 12", "Harrogate"), not by
    its kind ("the shop", "De winkel")."""
    first = value.split()[0] if value.split() else ""
    return bool(_NAMING.search(value)) or (
        first[:1].isupper() and first.casefold() not in DETERMINERS and len(value.split()) == 1
    )


def names_less(new: str, held: str) -> bool:
    """`new` is a place said generically ("the shop", "de winkel") where `held` names one by
    name or number ("de Herestraat", "Kerkstraat 12")."""
    return bool(held) and _named(held) and not _named(new)


def twin_of(name: str) -> str | None:
    return {"date": "deadline", "deadline": "date"}.get(name)


# Words a value may carry or drop without being another value ("an 8" / "the 8", "på lørdag").
_VALUE_FILLER = frozenset(
    "a an the am an on at op på i in om um den de d der dem die das het een en et ein eine "
    "einen size str maat größe størrelse nr no".split()
)


# The word a deadline is said with ("spätestens Dienstag", "by Friday", "senest fredag",
# "uiterlijk 15 augustus", "tot en met zaterdag"): the value keeps it, as the customer said it,
# but it names no other day than the day alone.
_LIMIT_HEAD = re.compile(
    r"\W*(?:no\slater\sthan|not\slater\sthan|nicht\sspäter\sals|ikke\ssenere\send|"
    r"niet\slater\sdan|at\sthe\slatest|bis(?:\s(?:zum|zur|spätestens))?|spätestens|"
    r"by|until|till|before|senest|inden(?:\sfor)?|før|til|uiterlijk|vóór|voor|vor|"
    r"tot(?:\sen\smet)?|t/m)\s+(?=\w)",
    re.IGNORECASE,
)


def without_limit(value: str) -> str:
    """`value` without the limit word it starts with ("bis spätestens Freitag" -> "Freitag");
    a value that is nothing but that word stays as it is."""
    rest = value
    for _ in range(2):  # "bis spätestens", "senest inden"
        match = _LIMIT_HEAD.match(rest)
        if not match:
            break
        rest = rest[match.end() :]
    return rest if re.search(r"\w", rest) else value


def value_words(value: str) -> list[str]:
    """The words of `value` that tell it from another, its limit word and articles aside."""
    words = re.findall(r"\w+", without_limit(value).casefold())
    return [w for w in words if w not in _VALUE_FILLER]


def same_value(a: str, b: str) -> bool:
    """Two quotes of one value: the same words once articles, prepositions and a deadline's
    limit word are set aside ("an 8" and "the 8", "på lørdag" and "lørdag", "by Friday" and
    "Friday")."""
    wa, wb = value_words(a), value_words(b)
    return bool(wa) and wa == wb


def same_quote(a: str, b: str) -> bool:
    """Two quotes of one value for a slot's history: the same words, or `same_value`."""
    return fold(a) == fold(b) or same_value(a, b)


def same_count(new: str, held: str) -> bool:
    """`new` only repeats the number held, naming nothing more ("5" after "vi er 5")."""
    a, b = number_of(new), number_of(held)
    return a is not None and a == b and _counted_noun(new) is None


_NUMBER_VALUE = re.compile(r"\d[\d.,']*")
_THOUSANDS = re.compile(r"^\d{1,3}(?:[.,'\s]\d{3})+$")
_WORD_NUMBERS = {
    word: n
    for n, words in enumerate(
        (
            "",
            "one ein eine einen en et een",
            "two zwei to twee both beide beides begge",
            "three drei tre drie",
            "four vier fire",
            "five fünf fem vijf",
            "six sechs seks zes",
            "seven sieben syv zeven",
            "eight acht otte",
            "nine neun ni negen",
            "ten zehn ti tien",
            "eleven elf elleve",
            "twelve zwölf tolv twaalf",
        )
    )
    for word in words.split()
}
_SLOT_NOUN = re.compile(r"\d[\d.,']*\s?([^\W\d_]{2,})")


def number_of(value: str) -> float | None:
    """The number a value states ("1.500 i alt" 1500, "€ 39,95" 39.95, "drei Teile" 3)."""
    match = _NUMBER_VALUE.search(value)
    if match:
        digits = match.group(0).rstrip(".,'")
        if _THOUSANDS.match(digits):
            digits = re.sub(r"[.,'\s]", "", digits)
        else:
            digits = digits.replace(",", ".")
            if digits.count(".") > 1:
                digits = digits.replace(".", "")
        try:
            return float(digits)
        except ValueError:
            return None
    for word in re.findall(r"\w+", value.casefold()):
        if word in _WORD_NUMBERS and _WORD_NUMBERS[word]:
            return float(_WORD_NUMBERS[word])
    return None


_COUNTED_SLOTS = frozenset({"quantity", "amount", "budget"})


def comparable(name: str, new: str, current: str) -> bool:
    """Whether `new` may be the customer's held count or sum said anew (and so replace it
    without a correction cue): a number of the same order (at most three times apart) and,
    when both name what they count, the same thing ("9 months" after "6 months"; not "20 kg"
    after "we are 5", nor an e-bike's 3.200 Euro after a sum insured of 65.000 Euro)."""
    if name not in _COUNTED_SLOTS:
        return True
    a, b = number_of(new), number_of(current)
    if a and b and max(a, b) > 3 * min(a, b):
        return False
    x, y = _counted_noun(new), _counted_noun(current)
    return not (x and y) or x[:4] == y[:4]


def _counted_noun(value: str) -> str | None:
    """What a count counts ("koffers" of "3 koffers"), None for a unit, currency or small
    word ("6 in totaal", "40 Euro")."""
    match = _SLOT_NOUN.search(value)
    if not match:
        return None
    noun = match.group(1).casefold()
    if _CURRENCY_WORD.match(noun) or NOT_COUNTED.match(noun):
        return None
    if noun in NOT_NOUNS or noun in STOP_WORDS:
        return None
    return noun


_CURRENCY_WORD = re.compile(rf"^(?:{CURRENCY})$", re.IGNORECASE)


def pick(options: list[tuple[int, int]]) -> tuple[int, int]:
    """The value a turn states for one slot among the several it names: the one starting last
    (a customer restating a value replaces it as they go); of two starting together, the one
    found last."""
    return max(enumerate(options), key=lambda item: (item[1][0], item[0]))[1]


def fold(value: str) -> str:
    return " ".join(re.findall(r"\w+", value.casefold()))


def address_span(text: str, start: int, end: int, blocked: list) -> tuple[int, int] | None:
    """The customer's address at text[start:end] with the postcode and town after it
    ("Stationsplein 8, 5211 AP 's-Hertogenbosch"), or None when a secret or contact touches it."""
    others = [b for b in blocked if b != (start, end)]
    if touches(start, end, others):
        return None
    tail = POSTAL_TAIL.match(text, end)
    if tail and not touches(end, tail.end(), others):
        end = tail.end()
    return start, end


def how_many_asked(text: str) -> bool:
    return bool(HOW_MANY.search(text))


@per_turn(32)
def size_mentioned(text: str) -> bool:
    return bool(SIZE_CONTEXT.search(text))


# What a size measures, by its shape: a tyre's dimension ("205/55 R16"), a garment's letters
# ("L-XL", "maat M"), a storage size ("50 GB"), an area ("18 m2"), a volume ("8 m³", "40 l"), a
# length ("57 cm", "24 Zoll"), or width by height ("200 x 300 cm"). A size of one kind does not
# correct a size of another ("bagdækkene har 6 mm endnu" after "205/55 R16").
_SIZE_KINDS = (
    ("tyre", re.compile(r"\d{3}\s?/\s?\d{2}\s?Z?R\s?\d{2}", re.IGNORECASE)),
    ("dimensions", re.compile(r"\d\s?(?:cm|mm|m)?\s?[x×*]\s?\d", re.IGNORECASE)),
    ("storage", re.compile(r"\d\s?(?:gb|tb|mb|gigabyte|terabyte)\b", re.IGNORECASE)),
    ("area", re.compile(r"\d\s?(?:m²|m2|qm|kvm|square\s(?:met|feet|foot))", re.IGNORECASE)),
    (
        "volume",
        re.compile(r"\d\s?(?:m³|m3|liter|litre|l|kubik\w*|cubic)(?![\w²])", re.IGNORECASE),
    ),
    (
        "length",
        re.compile(
            r"\d\s?(?:mm|cm|m|meter|metre|meters|metres|zoll|inch|inches|tommer|duim|\"|'')"
            r"(?![\w²³])",
            re.IGNORECASE,
        ),
    ),
    (
        "letters",
        re.compile(r"(?<![\w-])(?:[2-5]?X{1,3}[SL]|XS|S|M|L)(?:\s?[-/]\s?(?:X{0,3}[SML]))?\b"),
    ),
)


def size_kind(value: str) -> str | None:
    """What a size value measures (see _SIZE_KINDS), None when its shape does not say."""
    for kind, pattern in _SIZE_KINDS:
        if pattern.search(value):
            return kind
    return None


def same_size_kind(new: str, held: str) -> bool:
    """Whether a new size may correct a held one: the same kind of size, or a shape that does
    not say ("43" after "42,5")."""
    a, b = size_kind(new), size_kind(held)
    return a is None or b is None or a == b
