"""When a callback promised in the conversation is due, read from the promise's own words.

"We will call you back tomorrow morning", "Wir rufen Sie am nächsten Werktag um 15 Uhr zurück",
"Vi ringer dig op i morgen kl. 10", "We bellen u maandag terug": a day (today, tomorrow, the day
after tomorrow, the next working day Monday to Friday, a weekday name, a date) and a time of day
(a clock time or a part of the day), both relative to when the promise was made, in the tenant's
time zone. A day without a time is due at 09:00; a promise with neither is due at once.
Public holidays are not known: the next working day after a Friday is the Monday.

Also read: a while from now ("in zwei Stunden", "within the hour", "om 20 minutter", "binnen een
kwartier"), half hours ("half three" is 3:30 in English; "halb drei", "halv tre", "half drie" are
2:30), ranges, due at their start ("zwischen 14 und 16 Uhr", "between 2 and 4 pm"), and quarter
hours ("quarter past four", "Viertel vor fünf", "kvart over fire", "kwart voor vijf").
"""

from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta

from memory.summary_language import days as dx

DEFAULT_HOUR = 9


def _words(pattern: str) -> re.Pattern:
    return re.compile(rf"(?<![\w'])(?:{pattern})(?![\w'])", re.IGNORECASE)


_NEXT_WORKING_DAY = _words(dx.NEXT_WORKING_DAY)
_DAY_AFTER_TOMORROW = _words(dx.DAY_AFTER_TOMORROW)
# German "heute Morgen" is this morning and "Guten Morgen" a greeting, not tomorrow.
_TOMORROW = _words(rf"(?<!heute )(?<!guten )(?:{dx.TOMORROW})")
_TODAY = _words(dx.TODAY)
# A weekday may open a compound ("Montagnachmittag", "maandagochtend"), but "Montage" is an
# assembly.
_WEEKDAYS = [
    re.compile(
        rf"(?<![\w'])(?:{'|'.join(names)})(?:{dx.WEEKDAY_COMPOUND})?(?![\w'])", re.IGNORECASE
    )
    for names in dx.WEEKDAYS
]
_MONTH_NAMES = {
    word: number
    for number, names in enumerate(dx.MONTHS, start=1)
    for group in names
    for word in group.split("|")
}
_MONTH = "|".join(sorted(_MONTH_NAMES, key=len, reverse=True))
# "3 December", "3. Dezember", "den 3. december", "3 december 2026"
_DAY_MONTH = re.compile(
    rf"(?<![\w.])(\d{{1,2}})\.?\s*(?:of\s+)?({_MONTH})\.?(?:\s+(\d{{4}}))?(?![\w])", re.IGNORECASE
)
# "December 3", "Dec 3rd, 2026"
_MONTH_DAY = re.compile(
    rf"(?<![\w])({_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?(?:,?\s+(\d{{4}}))?(?![\w])",
    re.IGNORECASE,
)
# "3.12." or "3.12.2026" (the closing dot tells a date from a clock time "10.30")
_DOTTED = re.compile(r"(?<![\w.])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}(?!\d))?")
# "12/03", "3/12/2026", "3-12": month first in English, day first elsewhere.
_NUMERIC = re.compile(r"(?<![\w./-])(\d{1,2})[/-](\d{1,2})(?:[/-](\d{4}|\d{2}))?(?![\w/-])")
# A clock time after its lead word ("um 15", "kl. 10.30", "om 10 uur", "at 3 pm") or with its
# own marker ("15 Uhr", "3pm", "10:30").
_CLOCK = re.compile(
    rf"(?<![\w.:/-])(?:(?:{dx.TIME_LEAD})\s*)?(\d{{1,2}})(?:[:.](\d{{2}}))?\s*"
    rf"(?:({dx.AM})|({dx.PM})|(?:{dx.TIME_TAIL}))(?![\w])"
    rf"|(?<![\w])(?:{dx.TIME_LEAD})\s*(\d{{1,2}})(?:[:.](\d{{2}}))?(?![\w:]|[.]\d)"
    rf"|(?<![\w.:/-])(\d{{1,2}}):(\d{{2}})(?![\w:])",
    re.IGNORECASE,
)
_PARTS = [
    (re.compile(rf"(?<!good )(?<!guten )(?:{pattern})(?![\w])", re.IGNORECASE), dx.PART_HOURS[name])
    for name, pattern in (
        ("morning", dx.MORNING),
        ("afternoon", dx.AFTERNOON),
        ("evening", dx.EVENING),
    )
]


# Counts in words per language (de, en, da, nl), each word to its number.
_NUMBERS = [
    {
        word: number
        for number, words in enumerate(dx.NUMBER_WORDS, 1)
        for word in words[i].split("|")
    }
    for i in range(4)
]
_ANY_NUMBER = {word: n for numbers in _NUMBERS for word, n in numbers.items()}


def _in_a_while_patterns() -> list[re.Pattern]:
    """One pattern per language: its lead word, a count (digits, words, a half) and its unit.
    Per language, because Danish "om 2 timer" is in two hours and Dutch "om 2 uur" at two."""
    patterns = []
    columns = zip(
        dx.IN_LEAD_BY_LANG, dx.MINUTE_BY_LANG, dx.HOUR_BY_LANG, dx.QUARTER_BY_LANG, strict=True
    )
    for i, (lead, minutes, hours, quarter) in enumerate(columns):
        words = "|".join(sorted(_NUMBERS[i], key=len, reverse=True))
        patterns.append(
            re.compile(
                rf"(?<![\w])(?:{lead})\s+(?:(?:ca\.?|circa|about|around|etwa|ungefähr|omkring|"
                rf"cirka|ongeveer|zo'n)\s+)?"
                rf"(?:(?P<count>\d{{1,3}}|{words})\s*(?:(?P<minutes>{minutes})|(?P<hours>{hours}))"
                rf"|(?:(?:{words})\s+)?(?P<half>{dx.HALF})\s*(?:{hours})"
                rf"|(?:(?:{words})\s+)?(?P<quarter>{quarter}))(?![\w])",
                re.IGNORECASE,
            )
        )
    return patterns


_IN_A_WHILE = _in_a_while_patterns()
_THE_HOUR = _words(dx.THE_HOUR)


def _in_a_while(sentence: str) -> timedelta | None:
    """How long from now a callback "in zwei Stunden" or "within the hour" is due."""
    if _THE_HOUR.search(sentence):
        return timedelta(hours=1)
    for pattern in _IN_A_WHILE:
        match = pattern.search(sentence)
        if match is None:
            continue
        if match["half"]:
            return timedelta(minutes=30)
        if match["quarter"]:
            return timedelta(minutes=15)
        count = match["count"].lower()
        number = int(count) if count.isdigit() else _ANY_NUMBER[count]
        return timedelta(minutes=number) if match["minutes"] else timedelta(hours=number)
    return None


def due_at(sentence: str, *, said_at: datetime, lang: str = "en") -> datetime:
    """When the callback `sentence` promises is due; `said_at` is the turn's time, aware and in
    the tenant's zone (the result is in the same zone). Never before `said_at`."""
    if (wait := _in_a_while(sentence)) is not None:
        return said_at + wait
    clock = _clock(sentence, lang)
    rest = sentence if clock is None else sentence[: clock[2]] + " " + sentence[clock[3] :]
    day = _day(rest, said_at.date(), lang)
    hour_minute = clock[:2] if clock else _part_of_day(rest)
    if day is None and hour_minute is None:
        return said_at
    if day is None:
        # A time alone: today when it is still to come, else tomorrow.
        day = said_at.date()
        if _at(day, hour_minute, said_at) <= said_at:
            day += timedelta(days=1)
    due = _at(day, hour_minute or (DEFAULT_HOUR, 0), said_at)
    return max(due, said_at)


def _at(day: date, hour_minute: tuple[int, int], said_at: datetime) -> datetime:
    return datetime.combine(day, time(*hour_minute), tzinfo=said_at.tzinfo)


def _day(text: str, today: date, lang: str) -> date | None:
    if _NEXT_WORKING_DAY.search(text):
        day = today + timedelta(days=1)
        while day.weekday() >= 5:
            day += timedelta(days=1)
        return day
    if _DAY_AFTER_TOMORROW.search(text):
        return today + timedelta(days=2)
    if _TOMORROW.search(text):
        return today + timedelta(days=1)
    if _TODAY.search(text):
        return today
    for weekday, pattern in enumerate(_WEEKDAYS):
        if pattern.search(text):
            # The next such day: the same weekday as today means next week.
            return today + timedelta(days=(weekday - today.weekday()) % 7 or 7)
    return _date(text, today, lang)


def _date(text: str, today: date, lang: str) -> date | None:
    found = []
    if match := _DAY_MONTH.search(text):
        found.append((match.start(), match[1], _MONTH_NAMES[match[2].lower()], match[3]))
    if match := _MONTH_DAY.search(text):
        found.append((match.start(), match[2], _MONTH_NAMES[match[1].lower()], match[3]))
    if match := _DOTTED.search(text):
        found.append((match.start(), match[1], match[2], match[3]))
    if match := _NUMERIC.search(text):
        first, second = (match[2], match[1]) if lang.startswith("en") else (match[1], match[2])
        found.append((match.start(), first, second, match[3]))
    for _start, day, month, year in sorted(found):
        candidate = _valid(int(day), int(month), year, today)
        if candidate is not None:
            return candidate
    return None


def _valid(day: int, month: int, year: str | None, today: date) -> date | None:
    """The date, in the given year or else the next one on or after today; None if invalid."""
    try:
        if year:
            return date(int(year) + (2000 if len(year) == 2 else 0), month, day)
        candidate = date(today.year, month, day)
        return candidate if candidate >= today else date(today.year + 1, month, day)
    except ValueError:
        return None


# The hour of a half hour in words; articles ("half a day", "halb eine Sache") are none.
_HOUR_WORD = "|".join(
    sorted(
        set(_ANY_NUMBER) - {"a", "an", "ein", "eine", "einer", "einem", "en", "et", "ét"},
        key=len,
        reverse=True,
    )
)
# "half three" (3:30) in English; "halb drei", "halv tre", "half drie" (2:30) elsewhere.
_HALF_PAST = re.compile(
    rf"(?<![\w])(?:(?:{dx.TIME_LEAD})\s*)?(?P<half>{dx.HALF_TO}|{dx.HALF_PAST_EN})\s+"
    rf"(?P<past>past\s+)?(?P<hour>\d{{1,2}}|{_HOUR_WORD})(?![\w:]|[.]\d)",
    re.IGNORECASE,
)
_QUARTER = re.compile(
    rf"(?<![\w])(?:(?:{dx.TIME_LEAD})\s*)?(?:{dx.QUARTER})\s+(?:(?P<past>{dx.QUARTER_PAST})|"
    rf"(?P<to>{dx.QUARTER_TO}))\s+(?P<hour>\d{{1,2}}|{_HOUR_WORD})(?![\w:]|[.]\d)",
    re.IGNORECASE,
)
# "zwischen 14 und 16 Uhr", "between 2 and 4 pm", "mellem kl. 10 og 12", "tussen 2 en 4 uur".
_RANGE = re.compile(
    rf"(?<![\w])(?:{dx.RANGE_LEAD})\s+(?:(?:{dx.TIME_LEAD})\s*)?(?P<hour>\d{{1,2}})"
    rf"(?:[:.](?P<minute>\d{{2}}))?\s*(?:{dx.TIME_TAIL})?\s*(?:{dx.RANGE_JOIN})\s*"
    rf"(?:(?:{dx.TIME_LEAD})\s*)?\d{{1,2}}(?:[:.]\d{{2}})?\s*"
    rf"(?:(?P<am>{dx.AM})|(?P<pm>{dx.PM})|(?:{dx.TIME_TAIL}))?(?![\w])",
    re.IGNORECASE,
)


def _clock(text: str, lang: str = "en") -> tuple[int, int, int, int] | None:
    """(hour, minute, start, end) of the first clock time; an hour from 1 to 6 without "am" is
    read as the afternoon (a callback at 3 is at 15:00). A range gives its start, a half hour
    its half past."""
    if (match := _RANGE.search(text)) is not None:
        hour = int(match["hour"])
        if match["pm"] and hour < 12 or not match["am"] and 1 <= hour <= 6:
            hour += 12
        if hour <= 23 and int(match["minute"] or 0) <= 59:
            return hour, int(match["minute"] or 0), match.start(), match.end()
    for match in _QUARTER.finditer(text):
        word = match["hour"].lower()
        hour = int(word) if word.isdigit() else _ANY_NUMBER[word]
        minute = 15 if match["past"] else 45
        if match["to"]:
            hour -= 1
        if 1 <= hour <= 6:
            hour += 12
        if 0 <= hour <= 23:
            return hour, minute, match.start(), match.end()
    for match in _HALF_PAST.finditer(text):
        word = match["hour"].lower()
        hour = int(word) if word.isdigit() else _ANY_NUMBER[word]
        if not (match["past"] or lang.startswith("en") and match["half"].lower() == "half"):
            hour -= 1  # "halb drei": half an hour before three
        if 1 <= hour <= 6:
            hour += 12
        if 0 <= hour <= 23:
            return hour, 30, match.start(), match.end()
    for match in _CLOCK.finditer(text):
        hour = match[1] or match[5] or match[7]
        minute = match[2] or match[6] or match[8] or "0"
        hour, minute = int(hour), int(minute)
        if match[4] and hour < 12:
            hour += 12
        elif match[3] and hour == 12:
            hour = 0
        elif not match[3] and 1 <= hour <= 6:
            hour += 12
        if hour <= 23 and minute <= 59:
            return hour, minute, match.start(), match.end()
    return None


def _part_of_day(text: str) -> tuple[int, int] | None:
    for pattern, hour in _PARTS:
        if pattern.search(text):
            return hour, 0
    return None
