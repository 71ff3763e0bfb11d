"""Numbers about a person that the detector did not label: national identification numbers
(Danish CPR, Dutch BSN, German Steuer-ID, US SSN, UK National Insurance number) and phone
numbers. Each is found by its check (python-stdnum, phonenumbers) and a cue word: a checksum
alone is too loose (one number in eleven passes the BSN check, every 8-digit Danish number is a
valid phone number). The cue may be in the turn before ("Hvad er dit CPR-nummer?" -
"2307721138", or the assistant reading back the number the customer named), or in a question
still waiting for its number ("Øjeblik"). An order, article or customer number is none of them.
There is no UK National Insurance check in python-stdnum; its shape is checked here.

Domestic bank account numbers (not IBANs, which the detector labels) are found the same way: a
bank word in the number's sentence or just before it ("reg.nr. 1234 kontonr. 1234567890",
"Kontonummer 1234567890, BLZ 10020030", "sort code 20-00-00, account 12345678"), or asked for in
the turn before. Only the US routing number has a check in python-stdnum (`stdnum.us.rtn`); the
others are a run of 6 to 18 digits (and the Danish 4-digit reg.nr. right after its word). A bare
"konto" counts only right before its number; "my account", a shop's login and "Kundenkonto"
name no bank account.

The spans found here are blocked as the detector's are (`text.blocked_spans`): an ID or a bank
account takes its sentence with it, a phone number its clause; none is ever a value of the form.
"""

from __future__ import annotations

import re

import phonenumbers
from stdnum.de import idnr
from stdnum.dk import cpr
from stdnum.nl import bsn
from stdnum.us import rtn, ssn

from memory.summary_language.contacts import THING_WORDS
from memory.summary_language.text import sentence_bounds, touches

ID_LABEL = "NATIONAL_ID"
PHONE_LABEL = "UNLABELLED_PHONE"
BANK_LABEL = "BANK_ACCOUNT"

# Cue words by kind of ID; any of them in the turn (or in the question before) lets the
# kind's check decide.
_ID_CUES = {
    "cpr": r"cpr(?:-?n(?:umme)?r\w*)?|person-?n(?:umme)?r\w*|personnummer\w*|"
    r"sygesikring\w*|sundhedskort\w*|det\sgule\skort|født|fødsels\w*",
    "bsn": r"bsn(?:-?nummer)?|burgerservicenummer|sofi-?nummer",
    "idnr": r"steuer-?id\w*|steuer-?identifikationsnummer|(?:steuerliche\s)?identifikationsnummer|"
    r"idnr|tax\sid",
    "ssn": r"ssn|social\ssecurity(?:\snumber|\sno)?",
    "nino": r"national\sinsurance(?:\snumber|\sno)?|ni\s(?:number|no)|nino",
}
_ID_CUE = {
    kind: re.compile(rf"(?<![\w-])(?:{cue})(?![\w-])", re.IGNORECASE)
    for kind, cue in _ID_CUES.items()
}
# Digits in groups of one separator each ("010190-1234", "12 345 678 903", "123-45-6789").
_DIGIT_RUN = re.compile(r"(?<![\w+/.,-])\d(?:[ .-]?\d){7,12}(?![\w/-]|[.,]\d)")
# A UK National Insurance number: two letters (HMRC leaves out D F I Q U V, and O second), six
# digits, A-D ("QQ 12 34 56 C" is the specimen, refused here as HMRC refuses it).
_NINO = re.compile(
    r"(?<![\w-])(?-i:(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z])"
    r"\s?\d{2}\s?\d{2}\s?\d{2}\s?(?-i:[A-D])(?![\w-])"
)
_CPR_SHAPE = re.compile(r"(?<![\w+/.,-])\d{6}-\d{4}(?![\w/-]|[.,]\d)")
_CHECKS = {
    "cpr": (10, cpr.is_valid),
    "bsn": (9, bsn.is_valid),
    "idnr": (11, idnr.is_valid),
    "ssn": (9, ssn.is_valid),
}
# A number that names a thing, not a person ("ordrenummer 0101901234", "article no.").
_THINGS = (
    f"{THING_WORDS}|bestel|vare|item|ticket|auftrag|opdrag|afspraak|aftale|termin|tilbud|angebot|"
    "offerte|quote|claim|schade|skade|sku|ean|beleg|bon|kvittering|receipt"
)
_AFTER_WORD = r"\w*\W{0,3}(?:\w+\W{1,3}){0,2}$"
_THING_BEFORE = re.compile(rf"(?:{_THINGS}){_AFTER_WORD}", re.IGNORECASE)
# The same things, less the account's own words: "konto 1234-0001234567" is a bank account,
# "Kundenkonto 12345678" and "kundenummer 12345678 på min konto" are not.
_NOT_BANK_BEFORE = re.compile(
    rf"(?:{_THINGS.replace('konto|account|', '')}){_AFTER_WORD}", re.IGNORECASE
)
# Words that say a number is one to call or text ("ring til", "Handy", "bel me op", "nummer";
# not the "nummer" of "CPR-nummer").
_PHONE_CUE = re.compile(
    r"(?<![\w-])(?:ring\w*|opkald\w*|tlf|telefon\w*|mobil\w*|fastnet\w*|sms\w*|nummer|nummeret|nr|"
    r"kontakt\w*|fat\si|fange|træff\w*|nås|call\w*|phone\w*|mobile|cell|text|number|reach\w*|landline|"
    r"whatsapp|contact\w*|"
    r"anruf\w*|ruf\w*|handy\w*|festnetz\w*|erreich\w*|"
    r"bel|bell\w*|belt|gebeld|bereik\w*|gsm|telefoon\w*|mobiel\w*)\b",
    re.IGNORECASE,
)
# Words that name a domestic bank account or its bank's code, in any of the four languages.
# Not the Danish "reg.nr.", which is a car's too ("VW Golf 8 fra 2021, reg.nr. CX 48 219").
_BANK_CUE = re.compile(
    r"(?<![\w-])(?:konto-?n(?:umme)?r\w*|kto\.?-?nr|bankkonto\w*|girokonto\w*|"
    r"rekeningn(?:umme)?r\w*|bankrekening\w*|bankleitzahl\w*|blz|bankverbindung|"
    r"sort\s?code|bank\saccount|routing\s(?:number|no))"
    r"(?![\w-])",
    re.IGNORECASE,
)
# An English "account number" is as often the customer's account with a utility or a phone
# company (an object of the matter) as a bank's: a bank account only in a sentence naming a bank.
_ACCOUNT_NUMBER = re.compile(r"(?<![\w-])account\s(?:number|no|nr)(?![\w-])", re.IGNORECASE)
_BANK_WORD = re.compile(
    r"(?<![\w-])(?:bank\w*|sort\s?code|building\ssociety)(?![\w-])", re.IGNORECASE
)


def _names_a_bank_account(text: str) -> bool:
    return bool(
        _BANK_CUE.search(text) or (_ACCOUNT_NUMBER.search(text) and _BANK_WORD.search(text))
    )


# "konto" alone: only right before its number ("konto 1234-0001234567", "Konto: 1234567890").
_KONTO_BEFORE = re.compile(r"(?<![\w-])konto\W{1,3}$", re.IGNORECASE)
# "routing" alone: only beside a number that passes the routing number's check.
_ROUTING = re.compile(r"(?<![\w-])(?:routing|aba)(?![\w-])", re.IGNORECASE)
_REG_CUE = re.compile(r"(?<![\w-])(?:reg(?:\.\s?)?nr|registreringsn(?:umme)?r\w*)", re.IGNORECASE)
# Account numbers, bank codes and sort codes: 6 to 18 digits in groups ("20-00-00",
# "1234 0001234567"); a dot groups an amount, not an account ("1.250.000").
_ACCOUNT_RUN = re.compile(r"(?<![\w+/.,-])\d(?:[ -]?\d){5,17}(?![\w/-]|[.,]\d)")
_REG_NR = re.compile(r"(?<![\w+/.,-])\d{4}(?![\w/-]|[.,]\d)")
_DATE = re.compile(r"\d{1,2}-\d{1,2}-\d{4}")
_CURRENCY_BEFORE = re.compile(r"(?:[€$£]|kr\.?|dkk|eur|usd|gbp)\s?$", re.IGNORECASE)
_CURRENCY_AFTER = re.compile(
    r"\s?(?:[€$£]|kr\b|kroner|dkk|eur|euro|usd|dollars?|gbp|pounds?)", re.IGNORECASE
)
# The words between a bank word and its number when a dot cut the sentence between them
# ("Konto-Nr. 1234567890", "reg.nr. 1234").
_CUE_GAP = r"\W{0,4}(?:\w+\W{1,4}){0,2}$"

_REGION = {"da": "DK", "de": "DE", "nl": "NL", "en": "GB"}
# Country codes written without "+" or "00" ("4520123456"), by the conversation's language.
_COUNTRY_CODE = {"da": "45", "de": "49", "nl": "31", "en": "44"}
# Where else a number said in these conversations may be from.
_NEIGHBOURS = ("DK", "DE", "NL", "GB", "SE", "NO", "BE", "AT", "CH")


def named_ids(text: str, named: list[str] | tuple[str, ...] = ()) -> list[str]:
    """The kinds of ID (or "bank", an account) the next turn may give without a cue word: those
    this turn names ("Hvad er dit CPR-nummer?", or the customer's own "Mit CPR er ..." that the
    assistant may read back), and those `named` before while this turn holds no number yet
    ("Øjeblik")."""
    kinds = {kind for kind, cue in _ID_CUE.items() if cue.search(text)}
    if _names_a_bank_account(text):
        kinds.add("bank")
    if not any(ch.isdigit() for ch in text):
        kinds |= set(named)
    return sorted(kinds)


def spans(
    text: str,
    redactions,
    *,
    lang: str = "",
    ids_named: list[str] | tuple[str, ...] = (),
    phone_asked: bool = False,
) -> list[dict]:
    """The IDs, bank accounts and phone numbers in `text` that no detector span covers, as spans
    of the detector's form ({"label", "start", "end"}): `ID_LABEL`, `BANK_LABEL` or
    `PHONE_LABEL`."""
    if not any(ch.isdigit() for ch in text):
        return []
    taken = [(int(s["start"]), int(s["end"])) for s in redactions]
    found: list[dict] = []

    def add(label: str, start: int, end: int) -> None:
        if not any(start < t_end and t_start < end for t_start, t_end in taken):
            found.append({"label": label, "start": start, "end": end})
            taken.append((start, end))

    kinds = {kind for kind, cue in _ID_CUE.items() if cue.search(text)} | set(ids_named)
    for start, end in _id_numbers(text, kinds, lang):
        add(ID_LABEL, start, end)
    for start, end in _bank_numbers(text, asked="bank" in ids_named):
        add(BANK_LABEL, start, end)
    for start, end in _phone_numbers(text, lang, asked=phone_asked):
        add(PHONE_LABEL, start, end)
    return found


def _id_numbers(text: str, kinds: set[str], lang: str) -> list[tuple[int, int]]:
    out = []
    if lang == "da" and "cpr" not in kinds:
        # Written as a CPR number is ("230772-1138"), its check is tight enough alone.
        for match in _CPR_SHAPE.finditer(text):
            if cpr.is_valid(match.group(0)) and not _THING_BEFORE.search(
                text, max(0, match.start() - 40), match.start()
            ):
                out.append(match.span())
    if "nino" in kinds:
        out += [m.span() for m in _NINO.finditer(text)]
    checks = [_CHECKS[kind] for kind in kinds if kind in _CHECKS]
    if not checks:
        return out
    for match in _DIGIT_RUN.finditer(text):
        if _THING_BEFORE.search(text, max(0, match.start() - 40), match.start()):
            continue
        for start, end in _groupings(text, *match.span()):
            digits = re.sub(r"\D", "", text[start:end])
            if any(len(digits) == size and check(digits) for size, check in checks):
                out.append((start, end))
                break
    return out


def _bank_numbers(text: str, *, asked: bool) -> list[tuple[int, int]]:
    """Account numbers and bank codes said with a bank word in their sentence or just before
    them, or answering a question for them; never a date, an amount or a thing's number. A bank
    word that a dot cut from its number ("Konto-Nr." | "0718224") is a span too, so the
    sentence it opened stays out with the number's."""
    out = []
    for start, end in sentence_bounds(text):
        sentence = text[start:end]
        valid_rtn = any(
            rtn.is_valid(re.sub(r"\D", "", m.group(0))) for m in _ACCOUNT_RUN.finditer(sentence)
        )
        cued = asked or bool(
            _names_a_bank_account(sentence) or (valid_rtn and _ROUTING.search(sentence))
        )
        for match in _ACCOUNT_RUN.finditer(text, start, end):
            before_at = max(0, match.start() - 40)
            before = text[before_at : match.start()]
            if _NOT_BANK_BEFORE.search(before) or _DATE.fullmatch(match.group(0)):
                continue
            if _CURRENCY_BEFORE.search(before) or _CURRENCY_AFTER.match(text, match.end()):
                continue
            cue = _KONTO_BEFORE.search(before) or _cue_just_before(before, _BANK_CUE)
            if cued or cue:
                out.append(match.span())
            if cue and before_at + cue.start() < start:
                out.append((before_at + cue.start(), before_at + cue.end()))
        # The Danish reg.nr.: four digits right after its own word.
        for match in _REG_NR.finditer(text, start, end):
            before_at = max(0, match.start() - 40)
            cue = _cue_just_before(text[before_at : match.start()], _REG_CUE)
            if cue:
                out.append(match.span())
            if cue and before_at + cue.start() < start:
                out.append((before_at + cue.start(), before_at + cue.end()))
    return sorted(set(out))


def _cue_just_before(before: str, cue: re.Pattern) -> re.Match | None:
    """A bank word a few words before the number, across the dot of its abbreviation."""
    for match in cue.finditer(before):
        if re.match(_CUE_GAP, before[match.end() :]):
            return match
    return None


def _groupings(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The run itself, then its runs of space-separated groups, longest first: "0101901234 2"
    holds the CPR number "0101901234"."""
    groups = [m.span() for m in re.finditer(r"\S+", text[start:end])]
    runs = [
        (start + groups[i][0], start + groups[j][1])
        for i in range(len(groups))
        for j in range(i, len(groups))
    ]
    return sorted(runs, key=lambda span: span[0] - span[1])


def _phone_numbers(text: str, lang: str, *, asked: bool) -> list[tuple[int, int]]:
    if not (asked or "+" in text or _PHONE_CUE.search(text)):
        return []
    out = []
    matches = phonenumbers.PhoneNumberMatcher(
        text, _REGION.get(lang, "DK"), phonenumbers.Leniency.VALID
    )
    for match in matches:
        if _is_phone(text, match.start, match.end, asked=asked):
            out.append((match.start, match.end))
    for match in _DIGIT_RUN.finditer(text):
        if touches(*match.span(), out) or not _is_phone(text, *match.span(), asked=asked):
            continue
        if _valid_number(match.group(0), _COUNTRY_CODE.get(lang)):
            out.append(match.span())
    return out


def _valid_number(written: str, code: str | None) -> bool:
    """A valid number with the conversation's country code written without "+" ("4520123456"),
    or in a neighbour's national format ("070-123 45 67" from Sweden in a Danish chat)."""
    digits = re.sub(r"\D", "", written)
    tries = [("+" + digits, None)] if code and digits.startswith(code) else []
    tries += [(written, region) for region in _NEIGHBOURS]
    for number, region in tries:
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(number, region)):
                return True
        except phonenumbers.NumberParseException:
            continue
    return False


def _is_phone(text: str, start: int, end: int, *, asked: bool) -> bool:
    """A number to call: written with its country code ("+45 ...") or said with a phone word
    in its sentence, or the answer when the assistant asked how to reach the customer; never
    a number inside a token or one that names a thing."""
    if (start and (text[start - 1].isalnum() or text[start - 1] == "-")) or (
        end < len(text) and (text[end].isalnum() or text[end] == "-")
    ):
        return False
    if _THING_BEFORE.search(text, max(0, start - 40), start):
        return False
    if text[start] == "+":
        return True
    sentence = next(((s, e) for s, e in sentence_bounds(text) if s <= start < e), (0, len(text)))
    return asked or bool(_PHONE_CUE.search(text, sentence[0], sentence[1]))
