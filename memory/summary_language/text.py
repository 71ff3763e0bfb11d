"""Sentences, clauses and the parts of a turn the summary may not quote."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache

from memory.summary_language import lexicon as lx

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+|(?<=[;])\s+")
_ABBREVIATION = re.compile(
    r"(?:^|\s)(?:pr|nr|no|ca|bzw|evt|inkl|incl|ggf|usw|etc|vs|z\.b|d\.h|u\.a|bl\.a|f\.eks|"
    r"dvs|o\.a|m\.b\.t|art|tel|str|st|stk|kl|mr|mrs|ms|dr|hr|fr|mhr|mevr|co|ref|approx|d)\.$",
    re.IGNORECASE,
)
_ORDINAL_END = re.compile(r"(?<![\d.])\d{1,2}\.$")
# "am 6. Oktober", "d. 1. August": a day of the month before its month, not a sentence end.
_MONTH_NEXT = re.compile(rf"(?:{lx.MONTHS})\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[,;:()\u2013\u2014]|\s-\s|[.!?](?=\s|$)")

# Labels whose whole sentence stays out: never-store secrets (their placeholders). Contact
# details take their clause with them; health data its clause up to a conjunction ("I'm
# pregnant, so they must carry it upstairs": the request stays, the health phrase does not).
SENTENCE_LABELS = frozenset({"CARD", "CVC", "PASSWORD", "OTP"})
# A phone number only the summary's own check found (`personal_numbers`) is blocked as the
# detector's are; a national ID number it found falls to the sentence rule below.
CLAUSE_LABELS = frozenset({"EMAIL", "PHONE", "IBAN", "UNLABELLED_PHONE"})
_CONJUNCTION = re.compile(
    r"\s(?:and|but|so|because|since|und|aber|also|deshalb|daher|darum|weil|og|men|så|derfor|"
    r"fordi|en|maar|dus|daarom|omdat|want)\s",
    re.IGNORECASE,
)

# A sentence naming someone else: an address in it is theirs, not the customer's.
_THIRD_PARTY = re.compile(
    r"\b(?:nachbar\w*|sohn|tochter|mutter|vater|frau|mann|freund\w*|kolleg\w*|chef\w*|"
    r"neighbou?r\w*|son|daughter|mum|mom|mother|dad|father|wife|husband|partner|friend\w*|"
    r"colleague\w*|boss|brother|sister|his|her|their|"
    r"nabo\w*|søn|datter|mor|far|kone|mand|ven|veninde|kollega\w*|bror|søster|hans|hendes|"
    r"buur\w*|zoon|dochter|moeder|vader|vrouw|vriend\w*|collega\w*|broer|zus|zijn|haar)\b",
    re.IGNORECASE,
)
_WORD_CHARS = re.compile(r"[\w/-]")
# A sentence naming a secret (a password, a code, card or bank digits) stays out with every
# number in it, whether or not the detector caught the secret itself.
_SECRET_CUE = re.compile(
    r"\b(?:passwor[dt]\w*|kennwort|wachtwoord|adgangskode|kodeord|pin|pin-?code|code|kode|"
    r"verification|verificatie\w*|bestätigungscode|einmalcode|engangskode|tan|otp|"
    r"iban|endung|ending in|ends in|ending|slutter på|eindigend op|eindigt op|kreditkarte|"
    r"kartennummer|credit card|debit card|card number|kreditkort|betalingskort|kortnummer|"
    r"creditcard|bankpas|pinpas|kaartnummer|cvc|cvv|expiry|ablaufdatum|udløbsdato|"
    r"vervaldatum)\b",
    re.IGNORECASE,
)
_SECRET_SHAPE = re.compile(r"\d{3,}|[A-Za-z]+\d+[!?#$%&*]*|\d+[A-Za-z]+")


def sentences(text: str) -> Iterable[tuple[int, int]]:
    """(start, end) of each sentence, trimmed; "pr. mail" or "Nr. 5" does not end one."""
    start = 0
    for match in _SENTENCE_END.finditer(text):
        before = text[start : match.start()]
        if "\n" not in match.group(0) and _ABBREVIATION.search(before[-12:]):
            continue
        # "op på 2. sal", "am 3. Juli": an ordinal number, not a sentence end.
        if _ORDINAL_END.search(before[-4:]) and (
            text[match.end() : match.end() + 1].islower() or _MONTH_NEXT.match(text, match.end())
        ):
            continue
        yield from trimmed(text, start, match.start())
        start = match.end()
    yield from trimmed(text, start, len(text))


# Pure functions of a turn's text that the fold asks more than once per turn keep their answers
# for that turn only: update() forgets them when it is done, so no text of one conversation stays
# in the worker's memory after its turn (an erased subject's turns included).
_TURN_CACHES: list = []


def per_turn(maxsize: int = 32):
    """lru_cache(maxsize) for a pure function of a turn's text, emptied after every turn."""

    def decorate(function):
        cached = lru_cache(maxsize=maxsize)(function)
        _TURN_CACHES.append(cached)
        return cached

    return decorate


def forget_turn() -> None:
    """Empty every per_turn cache (compaction.update() calls it after each turn)."""
    for cached in _TURN_CACHES:
        cached.cache_clear()


@per_turn(32)
def sentence_bounds(text: str) -> tuple[tuple[int, int], ...]:
    """`sentences(text)` as a tuple, computed once per text: a turn is read sentence by
    sentence several times while it is folded."""
    return tuple(sentences(text))


def trimmed(text: str, start: int, end: int) -> Iterable[tuple[int, int]]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1] in " \t\n\r":
        end -= 1
    if end > start:
        yield start, end


def clause_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause holding text[start:end]: up to the nearest comma, semicolon or sentence end."""
    left = start
    while left > 0 and not _CLAUSE_END.match(text, left - 1):
        left -= 1
    right = end
    while right < len(text) and not _CLAUSE_END.match(text, right):
        right += 1
    return left, right


def _health_clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause holding a health phrase, cut at the conjunctions around it."""
    left, right = clause_around(text, start, end)
    before = list(_CONJUNCTION.finditer(text, left, start))
    if before:
        left = before[-1].start()
    after = _CONJUNCTION.search(text, end, right)
    if after:
        right = after.start()
    return min(left, start), max(right, end)


def touches(start: int, end: int, spans: list[tuple[int, int]]) -> bool:
    return any(start < s_end and s_start < end for s_start, s_end in spans)


def _token_around(text: str, start: int, end: int) -> str:
    while start > 0 and _WORD_CHARS.match(text[start - 1]):
        start -= 1
    while end < len(text) and _WORD_CHARS.match(text[end]):
        end += 1
    return text[start:end]


def contact_clauses_narrowed(
    text: str, blocked: list[tuple[int, int]], redactions: Iterable[Mapping]
) -> list[tuple[int, int]]:
    """`blocked` with each contact detail's clause narrowed to the detail itself, for typed
    values only ("call me at [phone] about order 123-456" keeps the order): no quote of the
    clause is taken, only the values in it."""
    clauses = {}
    bounds = None
    for span in redactions:
        if span.get("label") not in CLAUSE_LABELS:
            continue
        start, end = int(span["start"]), int(span["end"])
        clause = clause_around(text, start, end)
        bounds = bounds if bounds is not None else sentence_bounds(text)
        sentence = next(((s, e) for s, e in bounds if s <= start < e), clause)
        # Somebody else's contact keeps its clause out whole: their name is in it.
        if _THIRD_PARTY.search(text, *sentence) is None:
            clauses[clause] = (start, end)
    if not clauses:
        return blocked
    return [clauses.get(item, item) for item in blocked]


def blocked_spans(text: str, redactions: Iterable[Mapping]) -> tuple[list, list]:
    """(blocked, addresses): the spans nothing may be quoted from, and the customer's addresses.

    Secrets block their sentence, health data and contact details their clause. A "phone number"
    inside a token holding letters ("CH-09-118402") is an identifier, not a phone number, and
    blocks nothing. An address blocks only itself; it is offered as a place unless its sentence
    names somebody else.
    """
    blocked: list[tuple[int, int]] = []
    addresses: list[tuple[int, int]] = []
    bounds = sentence_bounds(text)
    if _SECRET_CUE.search(text):
        cue_before = False
        for start, end in bounds:
            cue = bool(_SECRET_CUE.search(text, start, end))
            # "I got a code by text. It is 739204": the number may follow in a short sentence.
            short_after = cue_before and len(text[start:end].split()) <= 5
            if (cue or short_after) and _SECRET_SHAPE.search(text, start, end):
                blocked.append((start, end))
            cue_before = cue
    for span in redactions:
        label, start, end = span.get("label"), int(span["start"]), int(span["end"])
        if label == "PHONE" and re.search(r"[A-Za-z]", _token_around(text, start, end)):
            continue
        if label in CLAUSE_LABELS:
            blocked.append(clause_around(text, start, end))
        elif label == "HEALTH":
            blocked.append(_health_clause(text, start, end))
        elif label == "ADDRESS":
            sentence = next(((s, e) for s, e in bounds if s <= start < e), (start, end))
            if _THIRD_PARTY.search(text, sentence[0], sentence[1]):
                blocked.append(clause_around(text, start, end))
            else:
                blocked.append((start, end))
                addresses.append((start, end))
        else:
            # Secrets and anything unknown: the whole sentence stays out.
            sentence = next(((s, e) for s, e in bounds if s <= start < e), (start, end))
            blocked.append((min(sentence[0], start), max(sentence[1], end)))
    return blocked, addresses


def norm(value: str) -> str:
    """Case- and space-folded form: how two mentions of one value are compared."""
    return " ".join(value.casefold().split())


def clip(text: str, limit: int) -> str:
    """A prefix of `text` cut at a word boundary (still a literal substring of the turn)."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > limit // 2 else limit]
