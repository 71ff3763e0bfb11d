"""Contact data and accounts: e-mail addresses, IBANs, phone numbers."""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Callable, Iterator

import phonenumbers
from stdnum import iban as stdnum_iban

from privacy.patterns import DIGIT_OR_MORE, ID_BEFORE_RE, inside
from privacy.spans import Span

_EMAIL_RE = re.compile(
    # Domain labels may hold any letter ("tømrer-nielsen.dk", "müller-bau.de": IDN domains).
    r"(?<![\w.+-])(?<![\w.+-]')[\w.+-](?:[\w.+'-]*[\w.+-])?@[^\W_](?:[\w-]*[^\W_])?"
    r"(?:\.[^\W_](?:[\w-]*[^\W_])?)*\.[A-Za-z]{2,24}(?![\w-])"
)


# Two letters, two check digits, then alphanumerics, optionally grouped by single spaces.
# The scan starts at the check digits (a digit class lets `re` skip ahead fast); look-behinds
# then demand the two country letters (checked first: cheap, and most digits fail it) at a word
# start. Match start is 2 before the digits.
# "DK 80 5361 ...": capitals, a space, then the two check digits alone, as some banks print it
# (not "MC 5150 9922 ...", a card after its brand).
_IBAN_RE = re.compile(
    rf"{DIGIT_OR_MORE}(?:(?<=[A-Za-z]{{2}}\d)(?<![\w][A-Za-z]{{2}}\d)"
    r"|(?<=[A-Z]{2} \d)(?<![\w][A-Z]{2} \d)(?=\d ))"
    r"\d(?:[ ]?[A-Za-z0-9]){10,32}(?![\w])"
)
_IBAN_GROUP_RE = re.compile(r"[A-Za-z0-9]+")

# Cheap prefilter; phonenumbers decides. Starting with a character class lets `re` skip ahead
# quickly; the lookbehind then rejects candidates glued to a word, a "+" or a decimal point.
_PHONE_RE = re.compile(
    r"[+(0-9\u0660-\U0010ffff](?<![\w+.,/][+(\d])(?<=[+(\d])[\d \-/().]{4,24}\d(?![\w])"
)
_DK_SHAPE_RE = re.compile(r"\d{2} \d{2} \d{2} \d{2}|\d{4} \d{4}|\d{8}")
_US_SHAPE_RE = re.compile(r"(?:\(\d{3}\) ?|\d{3}[ .\-]?)\d{3}[ .\-]?\d{4}")
_PHONE_CUE_RE = re.compile(
    r"(?<![\w])(?:tel|tlf|telefon|phone|mobil|mobile|handy|cell|call|ring|bel|rufnummer|"
    r"nummer er|number is|nummer is|nummer ist|nr|whatsapp|sms|text me|reach me|erreichbar)\w*",
    re.IGNORECASE,
)
# The shop's own number ("jeres tlf.", "Telefonnummeret på jeres butik") is no personal data.
_THEIR_NUMBER_RE = re.compile(
    r"(?<![\w])(?:(?:jeres|jullie|your|eure|euer|eurer|ihre|ihr|uw|deres)\s+(?:\w+\s+)?"
    r"(?:tlf|tel|telefon|phone|nummer|number|hotline|kundeservice|klantenservice|service)"
    r"|(?:tlf|telefon|phone|nummer|number)\w*\s+(?:på|van|of|von|bei|hos|til|to|for|für|voor)\s+"
    r"(?:jeres|jullie|your|eurer|ihrer|uw|deres)"
    r"|hotline|helpline|service\s?line|servicenummer|kundenservice|kundeservice|klantenservice"
    r"|customer\s+service)[^\n.!]{0,30}\Z",
    re.IGNORECASE,
)
# Named as the shop's after it ("040 2286 4400 als Kundenservice"), or a number one called and
# waited on ("Ik heb 088 123 4567 gebeld en na 40 minuten opgehangen"): a company's.
_THEIR_NUMBER_AFTER_RE = re.compile(
    r"\s*(?:(?i:als|as|som)\s+(?:\w+\s+)?(?i:kundenservice|kundeservice|klantenservice|customer\s+service|"
    r"hotline|service|support|helpdesk|klantendienst)|(?i:gebeld|angerufen|called|ringet\s+op|"
    r"opgebeld))(?![\w])"
)
REGIONS = {
    "de": ("DE", "AT", "CH", "NL", "BE", "DK", "GB", "US"),
    "en": ("GB", "US", "DE", "NL", "BE", "DK", "AT", "CH"),
    "da": ("DK", "DE", "GB", "NL", "US", "AT", "CH", "BE"),
    "nl": ("NL", "BE", "DE", "GB", "DK", "US", "AT", "CH"),
}
_TRUNK_ZERO = frozenset({"DE", "AT", "CH", "NL", "BE", "GB"})
_DATE_RE = re.compile(r"\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$")

_IBAN_DIGITS = str.maketrans({c: str(int(c, 36)) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"})


def mod97_ok(compact: str) -> bool:
    """ISO 7064 mod 97-10 check, cheap enough to try before stdnum's full validation."""
    # `compact` holds ASCII letters and digits only (see _IBAN_GROUP_RE).
    return int((compact[4:] + compact[:4]).upper().translate(_IBAN_DIGITS)) % 97 == 1


# Each country's IBAN length (the SWIFT IBAN registry, as python-stdnum 2.2 holds it): only the
# digit groups that add up to it are checked, so the checksum runs at most once per candidate.
IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22,
    "BI": 27, "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27,
    "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27,
    "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HN": 28, "HR": 21, "HU": 28,
    "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28,
    "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22,
    "MK": 19, "MN": 20, "MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23,
    "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33, "SA": 24,
    "SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25, "SV": 28,
    "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
}  # fmt: skip


# Verdicts of iban_valid by a keyed digest of the IBAN, never the IBAN itself: a stored IBAN is
# checked again on every masked view, and a cache keyed by the value would keep up to 4,096 account
# numbers in the process's memory. The key is random per process, so a digest names no account
# outside it.
_VERDICT_KEY = os.urandom(16)
_VERDICTS: dict[bytes, bool] = {}
_VERDICTS_MAX = 4096


def iban_valid(compact: str) -> bool:
    """stdnum.iban.is_valid(compact, check_country=False), after our own cheap checks.

    The country's length and the mod-97 sum reject nearly every candidate before stdnum's lookup
    (about 0.3 ms) confirms the BBAN structure. National checks (check_country=True) are left out
    on purpose: they reject real IBANs whose bank code is missing from stdnum's registry (e.g.
    BE68 5390 0754 7034).
    """
    if IBAN_LENGTHS.get(compact[:2].upper()) != len(compact) or not mod97_ok(compact):
        return False
    digest = hashlib.blake2b(compact.encode(), key=_VERDICT_KEY, digest_size=16).digest()
    verdict = _VERDICTS.get(digest)
    if verdict is None:
        verdict = stdnum_iban.is_valid(compact, check_country=False)
        if len(_VERDICTS) >= _VERDICTS_MAX:
            _VERDICTS.clear()
        _VERDICTS[digest] = verdict
    return verdict


# One's own account named right before an IBAN-shaped value that fails its checks ("auf mein
# Konto: DE43 ...", "my IBAN is ...", "IBAN: ..."); "the IBAN ... on the invoice looks wrong" is
# somebody else's, mistyped.
_IBAN_CUE_BEFORE_RE = re.compile(
    r"(?<![\w])(?:(?i:mein\w*|my|min|mit|mijn|unser\w*|our|vores|ons|onze)\s+(?:\w+\s+)?"
    r"(?i:iban|konto\w*|account|rekening\w*|bankkonto)(?:\s+(?i:is|ist|er|lautet|number))?"
    r"|(?i:iban|konto\w*|account|rekening\w*)\s*:)\s*\Z"
)
_MIN_CUED_IBAN = 15


def ibans(text: str, iban_shaped: list[tuple[int, int]]) -> Iterator[Span]:
    """IBANs that pass stdnum's checksum and country format, grouped or not, any case."""
    for match in _IBAN_RE.finditer(text):
        start = match.start() - (3 if text[match.start() - 1] == " " else 2)
        iban_shaped.append((start, match.end()))
        # Every country's IBAN has one length (stdnum's BBAN structure is anchored), so only the
        # groups that add up to it can hold one: the checksum runs at most once per match.
        wanted = IBAN_LENGTHS.get(text[start : start + 2].upper())
        if wanted is None:
            continue
        length = 0
        found = False
        for group in _IBAN_GROUP_RE.finditer(text, start, match.end()):
            length += len(group.group())
            if length < wanted:
                continue
            if length == wanted:
                compact = "".join(_IBAN_GROUP_RE.findall(text, start, group.end()))
                if iban_valid(compact):
                    yield Span(start, group.end(), "IBAN")
                    found = True
            break
        if (
            not found
            and length >= _MIN_CUED_IBAN
            and _IBAN_CUE_BEFORE_RE.search(text, max(0, start - 40), start)
        ):
            # Fail closed: "IBAN: DE07 3706 0193 0551 8224" with a digit too few is still most
            # of one's account number: up to its last group with a digit.
            end = max(
                g.end()
                for g in _IBAN_GROUP_RE.finditer(text, start, match.end())
                if any(c.isdigit() for c in g.group())
            )
            yield Span(start, end, "IBAN")


def emails(text: str) -> Iterator[Span]:
    """E-mail addresses, matched from the start of the word before each "@"."""
    floor = 0  # the walk back stops at the previous address and at any "@": linear overall
    at = text.find("@")
    while at != -1:
        start = at
        while start > floor and (text[start - 1].isalnum() or text[start - 1] in "_.+-'"):
            start -= 1
        while start < at and text[start] == "'":
            start += 1  # an opening quote, not part of the address
        match = _EMAIL_RE.match(text, start) if start < at else None
        if match is not None:
            yield Span(match.start(), match.end(), "EMAIL")
            floor = match.end()
            at = text.find("@", floor)
        else:
            at = text.find("@", at + 1)


def _phone_valid(candidate: str, regions: Callable[[], tuple[str, ...]]) -> bool:
    """True when phonenumbers accepts the candidate as a valid number in one of the regions."""
    stripped = candidate.lstrip("(")
    if stripped.startswith("+"):
        # An international number is a person's whether or not its range is allotted yet (the
        # UK's "+44 7700 900..." and the like are what people type as examples and tests):
        # phonenumbers' length check for the country code decides.
        try:
            reason = phonenumbers.is_possible_number_with_reason(
                phonenumbers.parse(candidate, "DE")
            )
            return reason == phonenumbers.ValidationResult.IS_POSSIBLE
        except phonenumbers.NumberParseException:
            return False
    if stripped.startswith("00"):
        tried: tuple[str, ...] = ("DE",)  # the country code decides; DE knows the 00 prefix
    elif stripped.startswith("0"):
        return _trunk_zero_valid(candidate, [r for r in regions() if r in _TRUNK_ZERO])
    else:
        # Without a trunk 0 only Danish (8 digits) and North American (10 digits) numbers remain.
        digits = len(candidate.translate(_PHONE_SEPARATORS))
        tried = ("DK",) if digits == 8 else ("US",) if digits == 10 else ()
    return any(_parsed_valid(candidate, region) for region in tried)


def _parsed_valid(candidate: str, region: str) -> bool:
    """phonenumbers' own verdict on the candidate read in one region."""
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(candidate, region))
    except phonenumbers.NumberParseException:
        return False


def _trunk_zero_valid(candidate: str, regions: list[str]) -> bool:
    """A national number with trunk prefix 0, valid in one of the regions.

    Each of these regions strips the same single "0", so one parse (the costly part) serves
    all of them; only the country code changes between validity checks.
    """
    try:
        number = phonenumbers.parse(candidate, regions[0])
    except phonenumbers.NumberParseException:
        return False
    if number.italian_leading_zero:
        # The 0 was kept as part of the number (too short to strip): parse per region instead.
        return any(_parsed_valid(candidate, region) for region in regions)
    for region in regions:
        number.country_code = phonenumbers.country_code_for_region(region)
        if phonenumbers.is_valid_number(number):
            return True
    return False


# Phone candidates hold only digits and these characters (see _PHONE_RE), so deleting them
# leaves the digits: a C-speed digit count.
_PHONE_SEPARATORS = str.maketrans("", "", " -/().+")
_PHONE_SEPARATORS_NO_PLUS = str.maketrans("", "", " -/().")


def _phone_shape_ok(candidate: str, digits: int, text: str, start: int) -> bool:
    """Cheap checks before phonenumbers: forms without "+" or a trunk 0 need a known shape."""
    if digits > 15 or (digits <= 8 and _DATE_RE.match(candidate.lstrip("("))):  # a date: 8 at most
        return False
    if candidate[0] in "+0" or candidate.startswith("(0"):
        return True
    if digits not in (8, 10):
        return False
    shape = _DK_SHAPE_RE if digits == 8 else _US_SHAPE_RE
    if not shape.fullmatch(candidate):
        return False
    if candidate.isdigit() or len(candidate) <= 9:
        # Bare runs and "1234 5678" look like order numbers unless a phone word precedes them.
        return _PHONE_CUE_RE.search(text, max(0, start - 30), start) is not None
    return True


def phones(
    text: str, language: Callable[[], str], taken: list[tuple[int, int]], kept: list[Span]
) -> Iterator[Span]:
    """Phone numbers: regex candidates, trimmed group by group until phonenumbers accepts one.

    language: the message's language, asked only for a trunk-0 number (it may be guessed).
    taken: card and account numbers, never read as phone numbers. kept: the spans that outrank a
    phone number and will be kept (see _resolve); a number starting inside one would overlap it
    however it is trimmed, so phonenumbers is not asked ("SMS-Code: 096635").
    """
    guessed: list[tuple[str, ...]] = []

    def regions() -> tuple[str, ...]:
        # The language orders the regions; it is guessed only for a trunk-0 number.
        if not guessed:
            guessed.append(REGIONS.get(language(), REGIONS["en"]))
        return guessed[0]

    for match in _PHONE_RE.finditer(text):
        start = match.start()
        candidate = match.group().rstrip(" -/(.")
        if taken and inside(start, start + len(candidate), taken):
            continue
        if kept and any(span.start <= start < span.end for span in kept):
            continue
        if _part_of_identifier(text, start, start + len(candidate)):
            continue  # "POL-2024-88172", "AB-030-1234567", "030-1234567-AB": one identifier
        for _ in range(4):
            digits = len(candidate.translate(_PHONE_SEPARATORS))
            if digits < 6:
                break  # trimming only removes digits
            if _phone_shape_ok(candidate, digits, text, start):
                if candidate[0] != "+" and ID_BEFORE_RE.search(text, max(0, start - 40), start):
                    break
                if _THEIR_NUMBER_RE.search(text, max(0, start - 60), start):
                    break
                if _THEIR_NUMBER_AFTER_RE.match(text, start + len(candidate)):
                    break
                if _SERVICE_NUMBER_RE.match(candidate.translate(_PHONE_SEPARATORS_NO_PLUS)):
                    break  # a service number: a company's, no person's
                if _phone_valid(candidate, regions):
                    # "(02131 668204)": the bracket opens around the number, not its area code
                    opened = candidate[0] == "(" and ")" not in candidate
                    yield Span(start + opened, start + len(candidate), "PHONE")
                    break
            cut = max(candidate.rfind(" "), candidate.rfind("-"), candidate.rfind("/"))
            if cut <= 0:
                break
            candidate = candidate[:cut].rstrip(" -/(.")


def _part_of_identifier(text: str, start: int, end: int) -> bool:
    """True when the digits are joined by a hyphen to letters or digits of a longer identifier,
    or follow groups that mix letters and digits ("1Z 999 AA1 01 2345 6784")."""
    before = start >= 2 and text[start - 1] == "-" and text[start - 2].isalnum()
    after = end + 1 < len(text) and text[end] == "-" and text[end + 1].isalnum()
    if before or after:
        return True
    groups = _GROUPS_BEFORE_RE.search(text, max(0, start - 40), start)
    if groups is None:
        return False
    mixed = len(_MIXED_GROUP_RE.findall(groups.group()))
    # Three groups or more, two of letters and digits mixed ("1Z 4R8 W19 03 ..."), are an
    # identifier's whatever word stands before them (a UK postcode is two: "S10 2HH 07934 ...");
    # one mixed group needs an identifier's word.
    return (mixed >= 2 and groups.group().count(" ") >= 3) or (
        mixed == 1
        and ID_BEFORE_RE.search(text, max(0, groups.start() - 40), groups.start()) is not None
    )


# Groups of capitals and digits right before the number, one of them mixed, after an identifier
# word: the number is the identifier's last groups ("tracking 1Z 999 AA1 01 2345 6784").
_GROUPS_BEFORE_RE = re.compile(r"(?<![\w])(?:[A-Z\d]{1,6} )+\Z")
_MIXED_GROUP_RE = re.compile(r"(?<![\w])(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z\d]{2,6}(?![\w])")
# Numbers no person has: toll-free, premium-rate and shared-cost service numbers ("0800 123 456",
# "0180 5 ...", "0900", "70 22 18 18" and "80 ..." in Denmark, "1-800").
_SERVICE_NUMBER_RE = re.compile(
    r"(?:\+49|0049|0)(?:800|801|180\d|900|137|138)"
    r"|(?:\+31|0031|0)(?:800|900|906|909)"
    r"|(?:\+44|0044|0)(?:800|808)"
    r"|(?:\+45|0045)?(?:70|80|90)\d{6}$"
    r"|(?:\+1|1)?8(?:00|88|77|66|55|44|33)\d{7}$"
)
