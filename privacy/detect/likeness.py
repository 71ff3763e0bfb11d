"""Passwords known by their likeness, in a message about logging in.

The cue rules find a password by the words around it; a sentence frame nobody wrote before
("bij resetten tikte ik Duinroos&Zee4") names none. When the message speaks of a login, an
account, a password or a PIN anywhere, in any of the four languages and however spelt ("pw",
"ww", "kodeord", "Kennwort", "inloggen", "log ind"), a token that looks like a password by its
shape is one: letters with digits and a symbol, a letter written as a digit ("P4ssw0rd"), a word
and a number ("Vuurtoren11"), mixed case with digits, a long random string. A token that has the
shape of something else is not: a reference number (capitals, a hyphen and digits), a mail
address, a link, a version, a date, a price, a product's model code ("WAN28K40", "iPhone15"), a
handle, a file name, a network's name. Outside such a message this module finds nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import NAMED_OTHER_WORDS, credential_context
from privacy.spans import Span

# A token: what stands between spaces, its quotes and brackets aside.
_TOKEN_RE = re.compile(r"[^\s\"'„“”‚‘’»«()\[\]{}<>]+")
_WHITESPACE_RE = re.compile(r"\s")
# A digit right after a letter, a hyphen, a dot or an ampersand; the digit first, so that `re`
# skips the letters in C.
_DIGIT_HINT_RE = re.compile(r"\d(?:(?<=[^\W\d_]\d)|(?<=[^\W\d_][-.&%]\d))")
_LEADING = ":=,;"
_TRAILING = ".,;:"
# "pw:Tulp#77", "ww=Zonnebloem12": the value after its key.
_KEY_PREFIX_RE = re.compile(r"[^\W\d_]+[:=]+(?=\S)")

_MIN_CHARS = 6
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
# A product line and its model number: "iPhone15", "Windows11", "Office365", "MacBookPro16".
_PRODUCT_RE = re.compile(
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
    if len(core) < _MIN_CHARS or len(token) > 64 or core[0] in "#@/" or "://" in core:
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
        or _PRODUCT_RE.match(core)
        or _IDENTIFIER_RE.fullmatch(core)
        or _STREET_NUMBER_RE.fullmatch(core)
        or _GENDER_FORM_RE.search(core)
        or _HEX_RE.fullmatch(core)
    )


def liked_passwords(
    text: str, lowered: str, hints: list[int], found_before: list[Span]
) -> Iterator[Span]:
    """Password-like tokens of a message about a login (see above) that no span covers yet.

    hints: a position inside each token that may be shaped like a password (the detector's word
    scan finds symbols after letters, and digits after letters of most words); each digit after
    a letter or a separator ("Vuurtoren11", "Oma-Gerda-1939") is found here too.
    """
    # Without a hint or a digit hint there is no token to read, and without a login context none
    # counts: both answer before the digit hints are listed (most messages end here).
    if not hints and _DIGIT_HINT_RE.search(text) is None:
        return
    if not credential_context(lowered):
        return
    digits = [match.start() for match in _DIGIT_HINT_RE.finditer(text)]
    if digits:
        hints = sorted({*hints, *digits})
    read_to = -1
    for at in hints:
        if at < read_to:
            continue  # a token read already
        space = _WHITESPACE_RE.search(text, at)
        read_to = len(text) if space is None else space.start()
        if any(span.start <= at < span.end for span in found_before):
            continue  # most password-like tokens are found by a cue before
        start = max(text.rfind(" ", 0, at), text.rfind("\n", 0, at), text.rfind("\t", 0, at)) + 1
        if read_to - start < _MIN_CHARS:
            continue
        for match in _TOKEN_RE.finditer(text, start, read_to):
            span = _liked(text, lowered, match.start(), match.end(), found_before)
            if span is not None:
                yield span


def _liked(text: str, lowered: str, start: int, end: int, found_before: list[Span]) -> Span | None:
    """The password in text[start:end] when the token looks like one and names nothing else."""
    token_start = start
    while start < end and text[start] in _LEADING:
        start += 1
    while end > start and text[end - 1] in _TRAILING:
        end -= 1
    key = _KEY_PREFIX_RE.match(text, start, end)
    if key is not None:
        start = key.end()
    if end - start < _MIN_CHARS or not password_like(text[start:end]):
        return None
    if any(span.start < end and start < span.end for span in found_before):
        return None  # a value found already, or part of one
    if _named_other_before(text, token_start) or _user_of_pair(text, lowered, end):
        return None
    return Span(start, end, "PASSWORD")


_COPULAS = frozenset(
    "is ist er var war was lautet luidt lyder heißt heet hedder called named genannt = :".split()
)
# A value before a slash, a bar or a dash and another value: the first of a pair, a user name
# and its password ("jess_m_91 / hedgehog", "hansen1958 – Kirsebær58").
_PAIR_AFTER_RE = re.compile(r"\s?(?P<mark>[/|–—])\s?[^\s/|–—]")
_USER_NAMED_RE = re.compile(
    r"user|benutzer|nutzername|brugernavn|gebruikersnaam|gebruikersnaam|login-?nav|anmeldename"
)


def _user_of_pair(text: str, lowered: str, end: int) -> bool:
    """True when the token at end is the first of a pair: after a slash always, after a bar or
    a dash when the message names a user name."""
    pair = _PAIR_AFTER_RE.match(text, end)
    if pair is None:
        return False
    return pair.group("mark") == "/" or _USER_NAMED_RE.search(lowered) is not None


# User words the shared list leaves out ("Nutzer = gerd1957", "bruger: jens88").
_USER_WORDS = frozenset("nutzer nutzername kennung benutzerkennung brugerid userid".split())


def _named_other_before(text: str, start: int) -> bool:
    """True when a user, network, account or customer word names the token ("Benutzer: x",
    "my username is x", "netwerk heet x")."""
    words = text[max(0, start - 50) : start].lower().split()[-5:]
    for word in reversed(words):
        bare = word.strip("\"'„“”‘’»«:=,")
        if bare in _COPULAS or bare in ("", "just", "nur", "bare", "gewoon", "my", "mein", "mijn"):
            continue
        tail = bare.rpartition("-")[2]
        return bare in NAMED_OTHER_WORDS or tail in NAMED_OTHER_WORDS or bare in _USER_WORDS
    return False
