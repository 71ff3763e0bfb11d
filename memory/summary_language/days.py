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

# A callback promised in a while: "in zwei Stunden", "within the hour", "om en halv time",
# "binnen een kwartier". Read per language (Danish "om 2 timer" is in two hours, Dutch "om 2 uur"
# at two): for each of these, one alternation per language, in the order de, en, da, nl.
IN_LEAD_BY_LANG = ("in|innerhalb|binnen", "in|within", "om|inden for|indenfor", "over|binnen|in")
MINUTE_BY_LANG = (
    "minuten|minute|min",
    "minutes|minute|mins|min",
    "minutter|minut|min",
    "minuten|minuut|min",
)
HOUR_BY_LANG = ("stunden|stunde|std", "hours|hour|hrs|hr", "timer|time", "uur|uren")
QUARTER_BY_LANG = ("viertelstunde", "quarter of an hour|quarter hour", "kvarter", "kwartier")
# Counts in words, 1 to 12 (also for the hour of "halb drei"); the index is the number.
NUMBER_WORDS = (
    ("eins|ein|eine|einer|einem", "one|a|an", "en|et|ét", "een|één"),
    ("zwei", "two", "to", "twee"),
    ("drei", "three", "tre", "drie"),
    ("vier", "four", "fire", "vier"),
    ("fünf", "five", "fem", "vijf"),
    ("sechs", "six", "seks", "zes"),
    ("sieben", "seven", "syv", "zeven"),
    ("acht", "eight", "otte", "acht"),
    ("neun", "nine", "ni", "negen"),
    ("zehn", "ten", "ti", "tien"),
    ("elf", "eleven", "elleve", "elf"),
    ("zwölf", "twelve", "tolv", "twaalf"),
)
HALF = alt("halbe|halben|halb", "half|half an", "halv|en halv|et halvt", "half|een half|half uur")
# "within the hour", "innerhalb der nächsten Stunde", "inden for den næste time".
THE_HOUR = alt(
    "innerhalb der nächsten stunde|innerhalb einer stunde|in der nächsten stunde",
    "within the hour|within the next hour|in the next hour",
    "inden for den næste time|inden for en time|i løbet af den næste time",
    "binnen het uur|binnen een uur|het komende uur|binnen het komende uur",
)
# Half past: English "half three" is 3:30; German, Danish and Dutch "halb drei", "halv tre",
# "half drie" are 2:30.
HALF_PAST_EN = "half"
HALF_TO = alt("halb", "", "halv", "half")
# A range of times: its start is when the callback is due ("zwischen 14 und 16 Uhr").
RANGE_LEAD = alt("zwischen|von", "between|from", "mellem|fra", "tussen|van")
RANGE_JOIN = alt("und|bis|-|–", "and|to|-|–", "og|til|-|–", "en|tot|-|–")

# Quarter hours: "quarter past four", "Viertel nach vier", "kvart over fire", "kwart over vier"
# (4:15); "quarter to five", "Viertel vor fünf", "kvart i fem", "kwart voor vijf" (4:45).
QUARTER = alt("viertel", "quarter|a quarter", "kvart", "kwart")
QUARTER_PAST = alt("nach", "past|after", "over", "over")
QUARTER_TO = alt("vor", "to|till|before", "i|før", "voor")
