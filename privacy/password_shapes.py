"""What a password value looks like: the shape tests the password detectors share.

`plausible_value` says whether a bare token a cue names may be a password at all (no grammar
word, amount, date, version, unit or name of what the password is for); `password_like` whether
a token looks like a password by its shape alone, with no cue (letters with digits and a symbol,
a letter written as a digit, a word and a number, mixed case, a long random string) and like
nothing else that is no secret (a reference, a mail address, a link, a version, a date, a price,
a product's model, a handle, a file, a network's name). They live here, outside the detector
package, so that every detector module can use them without importing a sibling.
"""

from __future__ import annotations

import re

from privacy.credential_words import MADE_OF_WORDS, NOT_A_VALUE
from privacy.patterns import read_lines

GRAMMAR_WORDS = frozenset(word for line in read_lines("grammar_words.txt") for word in line.split())

# Words that link a cue to a value: a copula, a naming verb, a separator ("Passwort ist X",
# "kode: X"); before the cue also "as" and "been" ("'tulpen' als wachtwoord", "X har været min
# kode"). Only fillers may stand between the link and the value.
LINKS_AFTER = frozenset(
    """is ist er var war was are were lautet lautete heißt heisst hedder heet luidt lyder called
    named been været geweest gewesen : = -> =>""".split()
)
LINKS_BEFORE = LINKS_AFTER | frozenset("als as som been været geweest gewesen".split())
# A word holding one of these names a secret or a login itself: never a value of the window.
CUE_STEM_RE = re.compile(
    r"pass|paßw|kennw|kode|code|wacht|login|inlog|wifi|wlan|netzw|netvær|netwerk|user|bruger|"
    r"benutzer|gebruiker|^pin(?:s|kode|code|nummer|-|\Z)",
    re.IGNORECASE,
)
# Shapes that are never a password: an amount, a percentage, a price, a date, a time, a version,
# a count ("5x"), a range ("3-8"), a bare number below four digits.
NOT_A_VALUE_SHAPE_RE = re.compile(
    r"\d{1,3}|\d+(?:[.,]\d+)*\s?(?:%|€|\$|£|kr\.?|x|dkk|eur|mb|gb)|[€$£]\s?\d[\d.,]*|"
    r"\d{1,4}[./-]\d{1,2}(?:[./-]\d{2,4})?|\d{1,2}:\d{2}|\d{1,2}(?:am|pm|h|uhr)|v?\d+(?:\.\d+)+|"
    r"\d{1,2}-\d{1,2}|(?:19|20)\d{2}",
    re.IGNORECASE,
)
# A unit after a number makes it an amount ("10 år", "12 tegn", "3 Versuche").
UNIT_RE = re.compile(
    r"\s*(?:år|jahre?n?|years?|jaar|jaren|tegn|zeichen|characters?|chars?|tekens|cijfers?|"
    r"ziffern?|digits?|stellen|cifre|gange|mal|times|keer|versuche|tries|forsøg|pogingen|dage|"
    r"tage|days|dagen|minutes?|minuten|minutter|stunden|hours?|timer|uur|euro|kroner|kr)(?![\w])",
    re.IGNORECASE,
)
# A participle with "ge-" inside or at the start ("eingegeben", "geprobeerd", "angenommen"), or
# of a verb in "-ieren" ("kopiert", "akzeptiert").
PARTICIPLE_RE = re.compile(r"(?:[a-zäöü]{0,5})ge[a-zäöüß]{3,}(?:t|en|d)|[a-zäöü]{3,}iert")
# Endings of adverbs and adjectives made from other words.
ADVERB_ENDINGS = (
    "lich",
    "ligt",
    "lijk",
    "weise",
    "ally",
    "ously",
    "ately",
    "ently",
    "ily",
    "tly",
    "bly",
    "kly",
)
# Products named with their version, the device or program a password does not work on.
PRODUCT_RE = re.compile(
    r"(?:windows|win|iphone|ipad|ipados|ios|macos|android|outlook|office|microsoft|galaxy|pixel|"
    r"xbox|playstation|ps|firefox|chrome|safari|edge|excel|word|teams|huawei|samsung|note|"
    r"macbook|surface|kindle|fritz!?box)[\-_]?\d{1,4}[a-z]?",
    re.IGNORECASE,
)
# Where token_at's token ends (the same characters as str.isspace, found in C).
_SPACE_RE = re.compile(r"\s")
# What token_at strips from a token's ends: quotes, brackets and sentence punctuation.
_EDGE = "\"'„“”‚‘’»«()[]{}<>.,;:!?"

MIN_CHARS = 6
_LOWER_RE = re.compile(r"[a-zäöüßæøåéèëïóáíúñçêôâ]")
_UPPER_RE = re.compile(r"[A-ZÄÖÜÆØÅÉ]")
_DIGIT_RE = re.compile(r"\d")
# Symbols a password holds inside or at its end ("Tulp#77", "Duinroos&Zee4").
_SYMBOL_RE = re.compile(r"[!?#$%&*@+=~^|\\]")
# A symbol that no brand or gender form holds between words ("H&M-Karte", "Kund*Innen" aside).
_STRONG_SYMBOL_RE = re.compile(r"[!?#$%@=~^|\\*]")
# A symbol ending a word that no sentence ends on ("Blåbærtærte#", not "Serieus?").
_WORD_SYMBOL_RE = re.compile(r"[^\W\d_]{4,}[#$*%&@]+")

# A letter written as a digit between letters: "P4ssw0rd", "k1tchen", "Sch1ldkröte"; a digit
# before a new capitalised word is a model's ("Hero7Black", "Pixel7Pro").
_LEET_RE = re.compile(r"[^\W\d_][013457@$](?![A-ZÄÖÜÆØÅ][a-zäöüßæøå])[^\W\d_]")
# Words and one number, joined or not, maybe symbols after: "Vuurtoren11", "sunflower88",
# "Opa-Heinz-1951", "Toyota-Corolla93", "Glasvezel-7712-thuis", "hund123kat".
# The repeats are possessive: only the longest run of words can be followed by the digits (and
# by the end), and giving letters back would try every split of a long word, twice as many for
# each letter more ("Abbbbbbbbbbbbbbbbbbbbbbb12345" took seconds).
_WORD_NUMBER_RE = re.compile(
    r"(?P<before>(?:[^\W\d_]++[-_.+&]?)++)(?P<digits>\d{1,4})"
    r"(?P<after>(?:[-_.]?[^\W\d_]++)*+)[!?#$%&*+=~^.]*"
)
_LETTER_RUN_RE = re.compile(r"[^\W\d_]+")
# Digits in two places among letters ("Kx9-Ptr7-Lma2", "x8kq2mz9vbt4"): random.
_TWO_DIGIT_GROUPS_RE = re.compile(r"\d+[-_.]?[^\W\d_]+[-_.]?\d")
# The pieces of a mixed-case string: a word in camel case ("Think", "Pad") or a run of capitals.
_CASE_PIECE_RE = re.compile(r"[A-ZÄÖÜÆØÅ]?[a-zäöüßæøå]+|[A-ZÄÖÜÆØÅ]+(?![a-zäöüßæøå])")

# Shapes of things that are no secret.
_REFERENCE_RE = re.compile(r"[A-Z]{1,5}[-_/#]?\d[\dA-Z\-/]*")  # "ORD-2024-88812", "WAN28K40"
_DATE_RE = re.compile(r"\d{1,4}[./-]\d{1,2}(?:[./-]\d{2,4})?")
_PRICE_RE = re.compile(
    r"[€$£]?\d+(?:[.,]\d+)*(?:[.,]-|,-{1,2}|€|\$|£|kr\.?|dkk|eur|usd|%)?", re.IGNORECASE
)
_VERSION_RE = re.compile(r"v?\d+(?:\.\d+)+\S*", re.IGNORECASE)
_FILE_OR_DOMAIN_RE = re.compile(r".+\.[A-Za-z]{2,4}")
# A number with its unit or ordinal ending: "128GB", "1080p", "2nd", "15kg".
_MEASURE_RE = re.compile(r"\d+(?:[.,]\d+)?[^\W\d_]{1,4}")
# A network's name by its band or guest ending: "Familie_Schmidt_5G", "Store-Guest".
_NETWORK_END_RE = re.compile(r"[-_ ]?(?:[25](?:[.,]4)?\s?g(?:hz)?|guest|gast|gæst|ext)\Z", re.I)
# A product line and its model number, as a shape test reads a token alone ("iPhone15",
# "Windows11", "Office365", "MacBookPro16"); wider than PRODUCT_RE, which the cue grammar reads.
_MODEL_LINE_RE = re.compile(
    r"(?:windows|win|iphone|ipad|ios|macos|android|office|outlook|skype|teams|onedrive|galaxy|pixel|"
    r"xbox|playstation|ps|nintendo|switch|"
    r"firefox|chrome|excel|huawei|samsung|note|macbook|surface|kindle|fritz!?box|speedport|"
    r"covid|corona|mp|usb|hdmi|wifi|wi-fi|wlan|dect|bluetooth|intel|ryzen|core|rtx|gtx|tv)"
    r"[-_ ]?\d|(?:macbook|thinkpad|ideapad|airpods|microsoft|playstation|iphone|galaxy)\w*\d|"
    r"fritz!box|yahoo!",
    re.IGNORECASE,
)
# Words a reference number follows, glued to it ("Ticket#12345", "Rechnung_2024", "Zimmer12").
_IDENTIFIER_WORDS = (
    *("ticket", "order", "bestellung", "bestelling", "bestilling", "rechnung", "invoice"),
    *("faktura", "factuur", "case", "sag", "issue", "ref", "reference", "kunde", "kunden"),
    *("klant", "vorgang", "auftrag", "ordre", "zaak", "paket", "pakke", "pakket", "img", "dsc"),
    *("scan", "foto", "bild", "file", "datei", "doc", "report", "police", "policy", "polis"),
    *("vertrag", "contract", "kontrakt", "konto", "account", "tracking", "sendung", "zending"),
    *("forsendelse", "room", "zimmer", "raum", "kamer", "værelse", "gate", "version", "versie"),
    *("build", "model", "modell", "typ", "type", "nr", "no", "nummer", "number", "id"),
)
# The word, maybe a number word after it ("Kundennummer", "ordernr"), then the number alone.
_IDENTIFIER_RE = re.compile(
    "(?:" + "|".join(_IDENTIFIER_WORDS) + r")(?:s|n|e|en|er)?(?:nummer|number|nr|no|id)?"
    r"[\W_]*\d[\d\W_]*",
    re.IGNORECASE,
)
# The word alone, before a separate number ("Bestellung ab12345x", "invoice inv20231", "ordrenr.").
IDENTIFIER_WORD_RE = re.compile(
    "(?:" + "|".join(_IDENTIFIER_WORDS) + r")(?:s|n|e|en|er)?(?:nummer|number|nr|no|id)?[.:#]*",
    re.IGNORECASE,
)
# A street and its number glued ("Hauptstr.12", "Kirkevej3"): an address.
_STREET_NUMBER_RE = re.compile(
    r"[^\W\d_]+(?:str\.?|straße|strasse|weg|vej|gade|allé|allee|gasse|laan|straat|plein)"
    r"[-.]?\d+[a-z]?",
    re.IGNORECASE,
)
# The German gender forms ("Nutzer*Innen", "Kund:innen").
_GENDER_FORM_RE = re.compile(r"[*:_/][Ii]nnen\b")
# A user name's shape: small words joined by a dot and a number ("gerd.hansen1957"), or a name
# and an initial ("jess_m_91").
_USER_NAME_RE = re.compile(
    r"[a-zäöüßæøå]+\.[a-zäöüßæøå]+\d*|[a-zäöüßæøå]+[._][a-zäöüßæøå][._]?\d*|"
    r"[a-zäöüßæøå][._][a-zäöüßæøå]+[._]?\d*"
)
# Two words and a 2 or a 4 between them, read "to" or "for" ("Dublin2Galway", "Squat4Life").
_TO_FOR_RE = re.compile(r"[^\W\d_]{3,}[24][^\W\d_]{3,}")
# A short name and a year, glued ("Rex1988", "Kim1987"); "hub-4402" is a device's name.
_NAME_YEAR_RE = re.compile(r"[^\W\d_]{3}(?:19|20)\d\d")
# A hexadecimal number: an error code or an address ("0x80072F8F").
_HEX_RE = re.compile(r"0x[0-9a-f]+", re.IGNORECASE)


def password_like(token: str) -> bool:
    """True when a token looks like a password and like nothing else that is no secret."""
    core = token.rstrip("!?.")
    if len(core) < MIN_CHARS or len(token) > 64 or core[0] in "#@/" or "://" in core:
        return False
    if core.lower().startswith(("www.", "http")) or core.isdigit():
        return False
    if "@" in core and "." in core[core.index("@") :]:
        return False  # a mail address
    lower = _LOWER_RE.search(core) is not None
    inner_upper = _UPPER_RE.search(core, 1) is not None
    digit = _DIGIT_RE.search(core) is not None
    symbol = _SYMBOL_RE.search(core, 1) is not None
    if sum(map(str.isalpha, core)) < 3 or not (digit or symbol):
        return False  # a word, or a number with a letter or two
    if not lower:
        # Capitals and digits name a reference or a model ("ORD-2024-88812", "WAN28K40"); a
        # long random one holds a symbol too.
        return symbol and digit and len(core) >= 8 and _REFERENCE_RE.fullmatch(core) is None
    if _not_a_secret(core):
        return False
    if symbol and digit:
        return True  # "Duinroos&Zee4", "Tulp#77"
    if not digit:
        # "Fi$kus-Bärbel", "Bamse*Bamse", "Blåbærtærte#"
        return bool(
            inner_upper
            and _STRONG_SYMBOL_RE.search(core, 1, len(core) - 1)
            or _WORD_SYMBOL_RE.fullmatch(core)
        )
    if _LEET_RE.search(core) is not None:
        return True  # "P4ssw0rd", "k1tchen"
    if _TWO_DIGIT_GROUPS_RE.search(core) is not None:
        return len(core) >= 8  # "Kx9-Ptr7-Lma2", "x8kq2mz9vbt4"
    word_number = _WORD_NUMBER_RE.fullmatch(token)
    if word_number is not None and _word_and_number(word_number, core):
        return True
    return len(core) >= 8 and _mixed_case_random(core)  # "vgPTYWn4"


def _word_and_number(match: re.Match[str], core: str) -> bool:
    """True when words and one number make a password ("Vuurtoren11", "Kim1987", "Oma-Inge-7",
    "hund123kat"), not a user name ("gerd.hansen1957") or a model ("Hero7Black")."""
    if _USER_NAME_RE.fullmatch(core):
        return False
    runs = [len(run) for run in _LETTER_RUN_RE.findall(core)]
    digits = len(match.group("digits"))
    if match.group("after"):
        if digits == 1 and _TO_FOR_RE.fullmatch(core):
            return True  # "Dublin2Galway", "Squat4Life": a digit that reads as a word
        return digits >= 2 and max(runs) >= 3 and sum(runs) >= 5
    if digits == 1:
        return max(runs) >= 5
    return max(runs) >= 4 or _NAME_YEAR_RE.fullmatch(core) is not None  # "Rex1988"


def _mixed_case_random(core: str) -> bool:
    """True when the case changes inside words, not between them: most pieces are a letter or
    two ("fTCoTw9r"), unlike words in camel case ("ThinkPadX1", "iPhone15Pro")."""
    if not core.isalnum():
        return False  # a model's code has its parts joined ("HmIP-BSM2")
    pieces = _CASE_PIECE_RE.findall(core)
    return len(pieces) >= 3 and 2 * sum(len(p) <= 2 for p in pieces) > len(pieces)


def _not_a_secret(core: str) -> bool:
    """True when a token with small letters has the shape of an identifier, a date or a thing."""
    return bool(
        _DATE_RE.match(core)
        or _PRICE_RE.fullmatch(core)
        or _VERSION_RE.fullmatch(core)
        or (_FILE_OR_DOMAIN_RE.fullmatch(core) and not _SYMBOL_RE.search(core))
        or _MEASURE_RE.fullmatch(core)
        or _NETWORK_END_RE.search(core)
        or _MODEL_LINE_RE.match(core)
        or _IDENTIFIER_RE.fullmatch(core)
        or _STREET_NUMBER_RE.fullmatch(core)
        or _GENDER_FORM_RE.search(core)
        or _HEX_RE.fullmatch(core)
    )


def window_shaped(token: str) -> bool:
    """True when a token inside a credential cue's window is shaped like a secret: password_like,
    or letters and digits mixed in either order with small letters among them ("123456abc",
    "4711kiel", "kiel4711x"), and like nothing else that is no secret. Weaker than password_like,
    which holds with no cue at all: the cue pays for the rest."""
    if password_like(token):
        return True
    core = token.rstrip("!?.")
    if not MIN_CHARS <= len(core) <= 64 or "@" in core or "/" in core or "://" in core:
        return False
    digits = sum(map(str.isdigit, core))
    if digits < 2 or sum(map(str.isalpha, core)) < 3 or _LOWER_RE.search(core) is None:
        return False
    if _USER_NAME_RE.fullmatch(core) or _PRICE_RE.fullmatch(core):
        return False
    if _MEASURE_RE.fullmatch(core):
        # "128gb", "1080p", "2nd" are measures; no unit follows five digits ("123456abc").
        return digits >= 5 and plausible_value(core)
    return not _not_a_secret(core) and plausible_value(core)


def plausible_value(token: str) -> bool:
    """True when a bare token (quotes and sentence punctuation stripped) may be a password."""
    if len(token) < 3:
        return False
    lower = token.lower()
    if lower in GRAMMAR_WORDS or lower in LINKS_BEFORE or CUE_STEM_RE.search(lower):
        return False
    if not any(c.isalnum() for c in token) or "[" in token or "]" in token:
        return False
    if lower in NOT_A_VALUE or UNIT_RE.fullmatch(token):
        return False
    if lower.endswith(("name", "navn", "naam")) or lower in MADE_OF_WORDS:
        # "maiden name as the password", "mors pigenavn", "ein Satz", "das Konto": what it is
        # made of or what it opens
        return False
    if NOT_A_VALUE_SHAPE_RE.fullmatch(token):
        return False
    if token.islower() and token.endswith(ADVERB_ENDINGS):
        return False  # "ordentligt", "eigentlich", "namelijk", "usually"
    return not (token.islower() and PARTICIPLE_RE.fullmatch(token))


def token_at(text: str, at: int) -> tuple[int, int]:
    """The token around position at: between whitespace, without quotes and punctuation."""
    start = max(text.rfind(" ", 0, at), text.rfind("\n", 0, at), text.rfind("\t", 0, at)) + 1
    space = _SPACE_RE.search(text, at)
    end = len(text) if space is None else space.start()
    while start < end and text[start] in _EDGE:
        start += 1
    while end > start and text[end - 1] in _EDGE:
        end -= 1
    return start, end
