"""Dates and times of the summary form's slots: the patterns for days, dates, clock times,
day parts and ranges between them (WHEN, TIME), and the cues of a deadline."""

from __future__ import annotations

import re

from memory.summary_language import lexicon as lx
from memory.summary_language.text import per_turn

_DAY = r"(?:[12]\d|3[01]|0?[1-9])"
_ORD = r"(?:st|nd|rd|th|e|ste|de)\b|\."
_DAY_MONTH = (
    rf"(?:the\s)?{_DAY}(?:{_ORD})?\s?(?:of\s|de\s)?(?:{lx.MONTHS})\b(?:\.(?!\s[A-ZÄÖÜÆØÅ]))?"
    rf"(?:,?\s(?:19|20)\d\d)?"
)
_MONTH_DAY = rf"(?:{lx.MONTHS})\.?\s{_DAY}(?:st|nd|rd|th)?\b(?:,?\s(?:19|20)\d\d)?"
# "the 1st of next month", "am 1. vom nächsten Monat", "d. 1. i næste måned", "de 1e van
# volgende maand".
_NEXT_MONTH = (
    r"\s(?:of\s(?:next|this|the\scoming|the\sfollowing)\smonth|(?:vom|des)\s(?:nächsten|"
    r"kommenden|folgenden)\sMonats?|i\s(?:næste|denne|kommende)\småned|(?:van\s)?(?:volgende|"
    r"deze|komende)\smaand)\b"
)
_THE_NTH = (
    rf"(?:the\s?{_DAY}(?:st|nd|rd|th)|(?:den|dem|der|am|zum|vom|de|d\.)\s?{_DAY}(?:st|nd|rd|th|e|ste|de|\.))"
    r"(?!\d)"
    # not a floor: "dem 2. und 3. Stock", "the 2nd floor"
    r"(?!(?:\s(?:und|and|og|en|or|oder|eller|of)\s\d{1,2}(?:\.|st|nd|rd|th|e)?)?"
    r"\s?(?:floor|storey|etage|stock|stockwerk|sal|verdieping|row|reihe|række|rij)\b)"
    rf"(?:\s?(?:of\s)?(?:{lx.MONTHS})\b\.?(?:\s(?:19|20)\d\d)?|{_NEXT_MONTH})?"
)
# Danish "d. 18/9", "den 18/9".
_SLASHED = rf"{_DAY}/(?:1[0-2]|0?[1-9])(?:/\d{{2,4}})?(?![\d/])"
_DAY_SLASH = rf"(?:d\.|den)\s?{_SLASHED}"
_NUMERIC = (
    # (a day and a month that exist: "49.99." is a sum)
    rf"(?<![\d./-])(?:\d{{4}}-\d{{2}}-\d{{2}}|{_DAY}\.(?:1[0-2]|0?[1-9])\.(?:\d{{4}}|\d{{2}})?|"
    r"\d{1,2}/\d{1,2}/\d{2,4})"
    r"(?![\d/]|\.\d)"
)
_WEEKDAY = (
    rf"(?:(?:next week|nächste woche|næste uge|volgende week|komende week|"
    rf"next|this|coming|nächsten|kommenden|diesen|næste|kommende|på|volgende|komende|"
    rf"aanstaande)\s)?(?:{lx.WEEKDAYS})(?:{lx.DAY_PARTS})?\b"
)
_HOUR = r"(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?"
# "Mittwoch 12-15 Uhr": the numbers after the weekday are hours, not days.
_HOURS_AFTER = rf"\s?[-–]\s?{_HOUR}\s?(?:am|pm|uhr|uur|h)\b"
_DATE_CORE = (
    # ("tirsdag d. 8. juni": Danish writes "d." for "den" before the date)
    rf"{_WEEKDAY}(?:,?\s(?:the\s|den\s|der\s|dem\s|de\s|d\.\s?)?(?:{_DAY_SLASH}|{_SLASHED}|{_DAY_MONTH}|{_MONTH_DAY}|"
    rf"{_DAY}(?:{_ORD})?(?!\d|\s?(?:am|pm|a\.m|p\.m|uhr|uur|h)\b|[:.]\d|{_HOURS_AFTER})|"
    rf"\d{{1,2}}\.\d{{1,2}}\.(?:\d{{2,4}})?))?"
    rf"|{_DAY_SLASH}|{_DAY_MONTH}|{_MONTH_DAY}|{_NUMERIC}|{_THE_NTH}|\b(?:{lx.RELATIVE_DAYS})\b"
    # months in a run: "January to March", "feb march april", "Juni bis August"
    rf"|\b(?:{lx.MONTHS})\b(?:(?:,?\s|\s(?:to|and|og|und|en|-|–|bis|til|tot|through)\s)"
    rf"(?:{lx.MONTHS})\b){{1,3}}"
    # a holiday before or after which: "inden påske", "vor den Herbstferien", "after easter"
    rf"|\b(?:before|by|until|till|after|over|vor|bis|nach|über|zu|inden|før|til|efter|voor|"
    rf"vóór|tot|na|rond)\s(?:den\s|de\s|the\s)?(?:{lx.HOLIDAYS})\b"
    # a month from or until which: "vanaf augustus", "ab Oktober", "til october", "fra juli"
    rf"|\b(?:from|vanaf|ab|fra|until|till|til|tot|bis|per|starting|beginning|in)\s(?:{lx.MONTHS_FULL})\b"
    rf"(?:\s(?:to|and|og|und|en|-|–|bis|til|tot|through)\s(?:{lx.MONTHS})\b)?"
)
# ("12 ist zu früh", "too late", "for sent", "te vroeg": a time refused, no day part)
_DAY_PART = rf"(?<!zu\s)(?<!too\s)(?<!for\s)(?<!te\s)(?:{lx.DAY_PARTS})\b"
# German "am" before a German day or a date is "on the", not a.m.: "Terminal 2 am Samstag", "Tor 3
# am 5. Mai".
_GERMAN_AM = (
    r"am(?!\s(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|"
    r"wochenende|vormittag|nachmittag|abend|morgen|\d))"
)
CLOCK = (
    r"(?:half\s|halb\s)?(?<![\d.,:/])(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?\s?"
    rf"(?:{_GERMAN_AM}|pm|a\.m\.|p\.m\.|uhr|uur|h)\b"
    r"|(?<![\d.,:/])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d])"
    # Flemish hours: "om 9u", "8u30"
    r"|(?<![\w.,:/])(?:[01]?\d|2[0-3])u(?:[0-5]\d)?\b"
    r"|\bhalf\s(?:[01]?\d|2[0-3])\b"
    # the half hour before an hour said in words: "half tien", "halb zehn", "halv ti"
    r"|\b(?:half|halb|halv)\s(?:een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|"
    r"eins|zwei|drei|fünf|sechs|sieben|neun|zehn|zwölf|et|to|tre|fire|fem|seks|syv|otte|ni|ti|"
    r"elleve|tolv)\b"
    r"|(?:kl\.?|klokken|um|om)\s(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?\b(?:\s?(?:uhr|uur)\b)?"
)
_AFTER_WORK = (
    r"\s(?:after\s(?:work|school)|na\s(?:mijn\s|het\s)?(?:werk|school)|nach\sder\s(?:arbeit|"
    r"schule)|efter\s(?:arbejde|skole|fyraften))\b"
)
_WHEN_ONE = (
    rf"(?:{_DATE_CORE})(?:,?\s(?:in\sthe\s|am\s|om\s|i\s)?{_DAY_PART}|{_AFTER_WORK})?"
    # the hour, or hours: "Tuesday 10 June 13:00-17:00", "Dienstag 8-12 Uhr"
    rf"(?:,?\s(?:{lx.CLOCK_CUE})?\s?(?:{CLOCK})(?:\s?[-–]\s?{_HOUR}(?:\s?(?:am|pm|uhr|uur|h)\b)?)?)?"
)
RANGE = r"\s?(?:-|–|to|till|until|through|bis(?:\szum)?|til|tot|t/m)\s?"
WHEN = re.compile(
    rf"(?<![\w])(?:{_WHEN_ONE})(?:{RANGE}(?:{_WHEN_ONE}|{_DAY}(?:{_ORD})?(?!\d|[:.]\d)))?",
    re.IGNORECASE,
)


@per_turn(32)
def when_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of WHEN in `text`, scanned once per text: a turn's dates and its constraints
    both read them, and WHEN is the costliest pattern here."""
    return tuple(match.span() for match in WHEN.finditer(text))


# "efter kl. 12", "not before 9", "ab 14 Uhr", "vanaf 13:00": the limit is part of the time.
_TIME_LIMIT = (
    r"(?:not\sbefore|nicht\svor|ikke\sfør|niet\svoor|no\slater\sthan|spätestens|senest|uiterlijk|"
    r"after|before|from|efter|før|fra|nach|vor|ab|"
    r"na|voor|vanaf|tot|bis|until|inden)\s"
)
_BARE_CLOCK = r"(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?(?:\s?(?:am|pm|uhr|uur|h)\b)?"
TIME = re.compile(
    # a range of hours: "12-15 Uhr", "8–12 uur", "9-5pm", "kl. 15-17"
    rf"(?<![\w.,:/])(?:kl\.?\s?|klokken\s)?{_HOUR}\s?[-–]\s?{_HOUR}\s?(?:am|pm|uhr|uur|h)\b"
    rf"|\b(?:kl\.?|klokken)\s?{_HOUR}\s?[-–]\s?{_HOUR}(?!\d)"
    rf"|\b(?:between|zwischen|mellem|tussen)\s(?:kl\.\s?)?{_BARE_CLOCK}"
    rf"\s(?:and|und|og|en|-|–)\s(?:kl\.\s?)?{_BARE_CLOCK}(?!\w)"
    rf"|(?<![\w])(?:(?:the|in\sthe|in\sde|am|om|i|der)\s|{_TIME_LIMIT})?(?:{_DAY_PART}|{CLOCK})"
    rf"(?:{RANGE}(?:{CLOCK}))?",
    re.IGNORECASE,
)
HAS_DATE = re.compile(rf"\d|\b(?:{lx.MONTHS})\b", re.IGNORECASE)
DEADLINE_CUE = re.compile(
    r"\b(?:bis(?:\s(?:zum|spätestens))?|spätestens|by|until|before|no later than|latest|"
    r"inden(?:\sfor)?|voor\shet|vóór\shet|"
    r"nicht später als|ikke senere end|niet later dan|"
    r"senest|inden|før|uiterlijk|vóór|voor|"
    # "vor dem 27.", "tot zondag", "tot en met 14 augustus", "t/m vrijdag"
    r"vor|tot(?:\sen\smet)?|t/m)\s(?:the\s|den\s|de\s|dem\s)?$",
    re.IGNORECASE,
)
# Dutch "voor" after a booking word is "for", not "before": "Genoteerd voor woensdag 9 juli",
# "staat gepland voor vrijdag", "ik heb u ingeschreven voor maandag".
BOOKED_FOR = re.compile(
    r"\b(?:genoteerd|gepland|ingepland|geboekt|gereserveerd|vastgelegd|afgesproken|"
    r"ingeschreven|aangemeld|afspraak|reservering)\s(?:\w+\s){0,2}?voor\s",
    re.IGNORECASE,
)
