"""The words that say when a callback is due, per language (de, en, da, nl).

Like the summariser's lexicon, every pattern knows all four languages at once (an agent may
answer in English in a German conversation); keep each list in the order de, en, da, nl. Only
the order of day and month in a numeric date ("12/03") depends on the conversation's language.
"""

from __future__ import annotations

from .lexicon import alt

# Days relative to the day the promise was made. The longer words come first in each
# alternation (`alt`), so "übermorgen" and "i overmorgen" are never read as "morgen".
TODAY = alt(
    "heute",
    "today|later today|this (?:morning|afternoon|evening)|tonight",
    "i dag|senere i dag|i formiddag|i eftermiddag|i aften|i morges",
    "vandaag|later vandaag|vanochtend|vanmorgen|vanmiddag|vanavond",
)
TOMORROW = alt(
    "morgen",
    "tomorrow",
    "i morgen",
    "morgen|morgenochtend|morgenmiddag|morgenavond",
)
DAY_AFTER_TOMORROW = alt(
    "übermorgen",
    "the day after tomorrow|day after tomorrow",
    "i overmorgen|overmorgen",
    "overmorgen",
)
# Monday to Friday; public holidays are not known.
NEXT_WORKING_DAY = alt(
    "nächsten werktag|nächster werktag|nächsten arbeitstag|nächster arbeitstag|"
    "nächsten geschäftstag|nächsten wochentag",
    "next working day|next business day|next workday|next weekday",
    "næste hverdag|næste arbejdsdag|næste bankdag",
    "volgende werkdag|eerstvolgende werkdag|volgende werkdag",
)

# Weekday names, Monday first (the index is Python's weekday()); a compound such as
# "Montagnachmittag" or "maandagochtend" starts with the day's name.
WEEKDAYS = (
    ("montag", "monday", "mandag", "maandag"),
    ("dienstag", "tuesday", "tirsdag", "dinsdag"),
    ("mittwoch", "wednesday", "onsdag", "woensdag"),
    ("donnerstag", "thursday", "torsdag", "donderdag"),
    ("freitag", "friday", "fredag", "vrijdag"),
    ("samstag|sonnabend", "saturday", "lørdag", "zaterdag"),
    ("sonntag", "sunday", "søndag", "zondag"),
)

# What may follow a weekday's name in one word: "montags", "Montagnachmittag", "maandagochtend",
# "søndagen".
WEEKDAY_COMPOUND = alt(
    "s|vormittag|nachmittag|mittag|morgen|abend|nacht",
    "",
    "en|formiddag|eftermiddag|aften",
    "ochtend|middag|avond|morgen|nacht",
)

# Month names and their usual abbreviations, January first.
MONTHS = (
    ("januar|jänner|jan", "january|jan", "januar|jan", "januari|jan"),
    ("februar|feb", "february|feb", "februar|feb", "februari|feb"),
    ("märz|mär", "march|mar", "marts|mar", "maart|mrt"),
    ("april|apr", "april|apr", "april|apr", "april|apr"),
    ("mai", "may", "maj", "mei"),
    ("juni|jun", "june|jun", "juni|jun", "juni|jun"),
    ("juli|jul", "july|jul", "juli|jul", "juli|jul"),
    ("august|aug", "august|aug", "august|aug", "augustus|aug"),
    ("september|sept|sep", "september|sept|sep", "september|sep", "september|sept|sep"),
    ("oktober|okt", "october|oct", "oktober|okt", "oktober|okt"),
    ("november|nov", "november|nov", "november|nov", "november|nov"),
    ("dezember|dez", "december|dec", "december|dec", "december|dec"),
)

# A clock time: the word that leads it, and the word that may follow it.
TIME_LEAD = alt("um|gegen", "at|around", "kl\\.|kl|klokken|omkring", "om|rond|tegen")
TIME_TAIL = alt("uhr", "o'clock|o’clock|h", "", "uur")
AM = "am|a\\.m\\.|a\\.m"
PM = "pm|p\\.m\\.|p\\.m"

# Parts of the day and the hour a callback in them is due. Matched inside words too, so the
# compounds "Montagnachmittag", "morgenochtend" and "'s middags" are read.
MORNING = alt(
    "vormittag|morgens|früh|am morgen|heute morgen",
    "morning",
    "formiddag|formiddagen|morgenen|tidlig|i morges",
    "ochtend|voormiddag|'s morgens",
)
AFTERNOON = alt(
    "nachmittag|nachmittags",
    "afternoon",
    "eftermiddag|eftermiddagen",
    "middag|'s middags",
)
EVENING = alt("abend|abends", "evening|tonight", "aften|aftenen", "avond|'s avonds")
PART_HOURS = {"morning": 9, "afternoon": 14, "evening": 18}
