"""Other spellings of one password in the same message.

- A list of tries: "tried sommerhus, Sommerhus and sommerhus1", "geprobeerd: zomer2021 /
  Zomer2021 / Zomer-2021". Once one item of a list after a try verb is a password, the items
  beside it that spell the same letters (case, digits, hyphens and symbols aside), or keep its
  number with other letters ("Liverpool1892, liverpool1892 and LFC1892!"), are the other tries
  of it.
- A correction: "it's NOT bella2018 it's bella2018!", "nicht Kiefer7 sondern kiefer7", "ikke
  Havn22 men havn22!", "niet Tulp9 maar Tulp9#". Two spellings of the same letters, one of them
  with a digit or symbol, set against each other: both are the password (the wrong one is
  nearly the right one).
Neither fires on order numbers, vouchers or codes in capitals: the letters must be a word's (four
at least, a small letter among them).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.gates import parts_pattern
from privacy.spans import Span

# A try verb's letters, read in the lower-cased text (a trie: one pass in C).
_TRY_PARTS = (
    *("tried", "trying", "typed", "entered", "prøv", "skrev", "tast", "probeer", "probier"),
    *("versuch", "eingegeben", "getippt", "getypt", "ingetypt", "ingevoerd", "geprobeerd"),
)
_TRY_RE = parts_pattern(list(_TRY_PARTS))
# A list item: a token, then a list separator and the next.
_ITEM_RE = re.compile(r"[^\s,;/|()\"'“”«»]+")
_SEPARATOR_RE = re.compile(
    r"[\"'“”«»]?(?:\s*[,;/|]\s*|\s+(?:and|og|en|und|or|eller|of|oder|&)\s+)[\"'„“«»]?"
    r"|[\"'“”«»]?\s*,\s*(?:and|og|en|und|or|eller|of|oder)\s+[\"'„“«»]?",
    re.IGNORECASE,
)
_JOINERS = frozenset("and og en und or eller of oder &".split())
_EDGE = ".,;:!?…"
_END_SYMBOLS = "!?#$%&*+=~^"
_NOT_LETTERS_RE = re.compile(r"[\W\d_]+")
_NOT_DIGITS_RE = re.compile(r"\D+")
_MIN_LETTERS = 4


def _letters(value: str) -> str:
    """The letters of a value, lower case ("Zomer-2021" -> "zomer")."""
    return _NOT_LETTERS_RE.sub("", value).lower()


def _a_word(value: str) -> bool:
    """True when a value's letters are a word's: four at least, a small letter among them."""
    return len(_letters(value)) >= _MIN_LETTERS and value != value.upper()


def listed_variants(text: str, lowered: str, spans: list[Span]) -> Iterator[Span]:
    """List items beside a password in a message about tries that spell its letters (see
    above); spans: the passwords and other spans found so far; lowered: text.lower()."""
    if _TRY_RE.search(lowered) is None:
        return
    taken = [(s.start, s.end) for s in spans]
    for span in spans:
        if span.label != "PASSWORD" or not _a_word(text[span.start : span.end]):
            continue
        letters = _letters(text[span.start : span.end])
        number = _number(text[span.start : span.end])
        yield from _siblings(text, span.start, span.end, (letters, number), taken)


def _number(value: str) -> str:
    """The digits of a value when they are one run of two or more ("Bayern1900" -> "1900")."""
    digits = _NOT_DIGITS_RE.sub(" ", value).split()
    return digits[0] if len(digits) == 1 and len(digits[0]) >= 2 else ""


def _same_try(item: str, key: tuple[str, str]) -> bool:
    """True when a list item spells a password's letters, or keeps its number with other
    letters ("Liverpool1892, liverpool1892 and LFC1892!": the club's name shortened)."""
    letters, number = key
    item_letters = _letters(item)
    return item_letters == letters or (
        bool(number) and bool(item_letters) and _number(item) == number
    )


def _siblings(
    text: str, start: int, end: int, key: tuple[str, str], taken: list[tuple[int, int]]
) -> Iterator[Span]:
    """The list items after and before text[start:end] that are tries of the same password (see
    _same_try)."""
    at = end
    while True:
        while at < len(text) and text[at] in _END_SYMBOLS:
            at += 1  # "zomer2021! / Zomer-2021": the symbols a password ends on
        sep = _SEPARATOR_RE.match(text, at)
        if sep is None:
            break
        item = _ITEM_RE.match(text, sep.end())
        if item is None:
            break
        i_start, i_end = item.span()
        while i_end > i_start and text[i_end - 1] in _EDGE:
            i_end -= 1
        if not _same_try(text[i_start:i_end], key):
            break
        if not any(s < i_end and i_start < e for s, e in taken):
            yield Span(i_start, i_end, "PASSWORD")
        at = i_end
    # Before: the same walk leftwards over a short stretch.
    head = text[max(0, start - 120) : start]
    offset = max(0, start - 120)
    items = [m for m in _ITEM_RE.finditer(head) if m.group().lower() not in _JOINERS]
    right = len(head)
    for item in reversed(items):
        i_start, i_end = item.span()
        trimmed = i_end
        while trimmed > i_start and head[trimmed - 1] in _EDGE:
            trimmed -= 1
        if _SEPARATOR_RE.fullmatch(head, trimmed, right) is None:
            break
        if not _same_try(head[i_start:trimmed], key):
            break
        if not any(s < offset + trimmed and offset + i_start < e for s, e in taken):
            yield Span(offset + i_start, offset + trimmed, "PASSWORD")
        right = i_start


_NEGATION = r"(?:not|nicht|ikke|niet)"
# Where a correction may start: the negation's letters, then a space (a pattern that starts with
# letters, which `re` skips to in C; the correction's pattern then checks the word's start).
_NEGATION_RE = re.compile(rf"{_NEGATION}\s", re.IGNORECASE)
_CORRECTION_RE = re.compile(
    rf"(?<![\w]){_NEGATION}\s+[\"'„“‚‘»«]?(?P<wrong>[^\s\"'“”‘’«»,;]{{4,40}})[\"'“”‘’«»]?"
    r"\s*+[,;:–—-]?\s*+"
    r"(?:(?:but|sondern|men|maar|aber)\s+)?"
    r"(?:(?:it's|it’s|its|it\s+is|es\s+ist|das\s+ist|det\s+er|den\s+er|het\s+is|'t\s+is|is|ist|er)"
    r"\s+)?(?:(?:but|sondern|men|maar|aber)\s+)?"
    r"[\"'„“‚‘»«]?(?P<right>[^\s\"'“”‘’«»,;]{4,40}?)[\"'“”‘’«»]?(?=[\s,;.]|\Z)",
    re.IGNORECASE,
)
_SYMBOL_OR_DIGIT_RE = re.compile(r"[\d!?#$%&*@+=~^_]")
_VOUCHER_RE = re.compile(
    r"voucher|rabatt|gutschein|discount|promo|coupon|kupon|rabat|kortingscode|korting|"
    r"bestell|order|ordre|bestelling|tracking|sendung|rechnung|invoice|faktura|factuur",
    re.IGNORECASE,
)


def corrected_values(text: str, lowered: str) -> Iterator[Span]:
    """Both spellings of a password set against each other by a correction (see above).
    lowered: text.lower(); a negation in it is looked for first (most messages have none)."""
    if not ("not " in lowered or "nicht" in lowered or "ikke" in lowered or "niet" in lowered):
        return
    for negation in _NEGATION_RE.finditer(text):
        if _SYMBOL_OR_DIGIT_RE.search(text, negation.end(), negation.end() + 90) is None:
            continue  # neither spelling can have a digit or symbol: most negations
        match = _CORRECTION_RE.match(text, negation.start())
        if match is None:
            continue
        if _VOUCHER_RE.search(lowered) is not None:
            return  # "nicht sommer20 sondern sommer25": a shop's code corrected
        wrong, right = match.group("wrong"), match.group("right")
        wrong, right = wrong.rstrip(_EDGE), right.rstrip(".,;:…")
        if wrong == right or not (_a_word(wrong) and _a_word(right)):
            continue
        if _letters(wrong) != _letters(right):
            continue
        if _SYMBOL_OR_DIGIT_RE.search(wrong + right) is None:
            continue  # "not Anna, it's anna": a name's case corrected
        w_start = match.start("wrong")
        r_start = match.start("right")
        yield Span(w_start, w_start + len(wrong), "PASSWORD")
        yield Span(r_start, r_start + len(right), "PASSWORD")


# ---------------------------------------------------------------- tries with no password found
#
# "probiert hab ich schon: tulpe, Tulpe, tulpe1", "jeg har tastet hestehave og Hestehave og sågar
# hestehave2", "not tulip, that's the old one. Its tulip2 now", "Nicht Marienkäfer, sondern
# Marienkaefer mit ae", "prøv Blaabaer i stedet for Blåbær": in a message about trying, typing or
# correcting a value, several spellings of one word are the password's, even when no cue named
# it. The spellings differ by case, by digits or symbols, or by how an umlaut is written; one
# difference in case alone is not enough ("Berlin ... berlin").
_TRIED_OR_CORRECTED_RE = parts_pattern(
    [
        *_TRY_PARTS,
        *("not ", "nicht ", "ikke ", "niet ", "instead", "i stedet", "statt", "in plaats van"),
        *("geschrieben", "schreib", "written", "spelled", "stavet", "gespeld", "old one"),
        # None of the spellings works: "neither X nor Y", "geen enkele werkt: X, Y".
        *("neither", "weder ", "hverken", "none of them", "none work", "none of those"),
        *("keins", "keines", "keiner davon", "ingen af dem", "ingen af de", "ingen virker"),
        *("geen enkele", "geen van", "allebei niet", "beide nicht", "begge ikke", "noch "),
        # A spelling fails: "Pebble doesn't work and Pebble12 doesn't either".
        *("doesn't work", "doesnt work", "geht nicht", "funktioniert nicht", "klappt nicht"),
        *("virker ikke", "werkt niet", "lukt niet"),
    ]
)
_WORD_TOKEN_RE = re.compile(r"(?<![\w@.#/-])[^\W\d_][\w!#$%&*+=?@-]{2,39}(?![\w@])")
_TRANSLITERATE = str.maketrans(
    {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "å": "aa", "æ": "ae", "ø": "oe"}
)


# Right before a plain spelling: a negation, a try verb or a correction's word.
_TRIED_BEFORE_RE = re.compile(
    r"(?i:not|nicht|ikke|niet|neither|nor|weder|noch|hverken|tried|prøv\w*|probiert|geprobeerd|tastet|typed|statt|sondern|but|"
    r"men|maar|instead\s+of|i\s+stedet\s+for|in\s+plaats\s+van)"
    # ... with its preposition: "jeg prøvede med hestehoved og så med Hestehoved1"
    r"(?:\s+(?i:with|mit|med|met))?\s*[\"'„“]?\Z"
)
# Right after a plain spelling: its failure ("Nightingale doesn't work", "tulpe geht nicht").
_FAILS_AFTER_RE = re.compile(
    r"[\"'“”]?\s+(?i:doesn'?t|does\s+not|didn'?t|won'?t)\s+work|"
    r"[\"'“”]?\s+(?i:geht|ging|klappt|funktioniert|virker|virkede|fungerer|werkt|werkte|lukt)\s+"
    r"(?i:auch\s+|også\s+|ook\s+)?(?i:nicht|ikke|niet)(?![\w])"
)
# Between two spellings of a list: a separator, maybe "even" ("hestehave og sågar hestehave2").
_LIST_GAP_RE = re.compile(
    r"[\"'“”]?\s*(?:[,/;]\s*|\s(?:og|and|und|en|or|oder|eller|of|nor|noch)\s+)"
    r"(?:(?:sågar|even|sogar|zelfs|auch|also|også|ook)\s+)?[\"'„“]?"
)
_NAME_RE = re.compile(
    r"name|navn|naam|adress|straße|strasse|street|gade|straat|parcel|paket|pakke|pakket|label",
    re.IGNORECASE,
)


def _spelling_key(value: str) -> str:
    """The letters of a value whatever their case and however an umlaut is written."""
    return _letters(value.lower().translate(_TRANSLITERATE))


_SECRET_TALK_RE = re.compile(
    r"pass|kennw|wachtw|kodeord|adgangskode|\b(?:pw|ww|pin|kode|koden|code|login|log\s?in|"
    r"log\s?ind|inlog\w*|anmeld\w*|einlogg\w*|sign\s?in|profil\w*|profile|konto|account)\b",
    re.IGNORECASE,
)


def _shouted_word(value: str) -> bool:
    """A word's letters in capitals, maybe with digits ("HASENFUSS78")."""
    return len(_letters(value)) >= _MIN_LETTERS and value == value.upper()


def _listed_pair(text: str, spans: list[tuple[int, int]]) -> bool:
    """Two spellings that differ in case alone, side by side in a list of tries ("kagemand og
    Kagemand"): the case tried both ways. Apart ("Berlin ... berlin") they are one word."""
    return (
        len(spans) == 2
        and _LIST_GAP_RE.fullmatch(text, spans[0][1], spans[1][0]) is not None
        # ... in a message about a secret: "I tried Berlin and berlin in the city field" is not.
        and _SECRET_TALK_RE.search(text) is not None
    )


def variant_groups(text: str, lowered: str) -> Iterator[Span]:
    """Several spellings of one word in a message about trying or correcting a value (see
    above); lowered: text.lower()."""
    if _TRIED_OR_CORRECTED_RE.search(lowered) is None or _VOUCHER_RE.search(lowered) is not None:
        return
    groups: dict[str, list[tuple[int, int]]] = {}
    for token in _WORD_TOKEN_RE.finditer(text):
        start, end = token.span()
        while end > start and text[end - 1] in _EDGE + "-":
            end -= 1
        value = text[start:end]
        if _a_word(value) or _shouted_word(value):
            groups.setdefault(_spelling_key(value), []).append((start, end))
    for spans in groups.values():
        spellings = {text[s:e] for s, e in spans}
        shouted = {v.casefold() for v in spellings if not _a_word(v)}
        if (
            len(spellings) < 2
            or not any(_a_word(v) for v in spellings)
            or any(v.casefold() in shouted for v in spellings if _a_word(v))
        ):
            # A word in capitals counts beside another spelling of it only ("hasenfuss und
            # HASENFUSS78"); capitals alone are an order's or a voucher's, and so is one typed
            # in both cases ("is SAVE10 case sensitive? typed save10").
            continue
        marked = any(_SYMBOL_OR_DIGIT_RE.search(v) for v in spellings)
        transliterated = (
            # A hyphen in a compound is no other spelling ("pomp-zakje", "Pompzakje").
            len({v.lower().replace("-", "") for v in spellings}) > 1
            and not marked
            and _NAME_RE.search(text) is None  # "not Müller but Mueller, the name on it"
        )
        if not (marked or transliterated or len(spellings) >= 3 or _listed_pair(text, spans)):
            continue
        if marked:
            # A plain spelling beside a marked one counts only as a try or the thing corrected:
            # "not tulip, ... tulip2", "tulpe, Tulpe, tulpe1"; not "Theo2019 is my password, Theo
            # is my son".
            spans = [
                (start, end)
                for start, end in spans
                if _SYMBOL_OR_DIGIT_RE.search(text, start, end)
                or _TRIED_BEFORE_RE.search(text, max(0, start - 20), start)
                or _FAILS_AFTER_RE.match(text, end)
                or any(
                    _LIST_GAP_RE.fullmatch(text, end, s) or _LIST_GAP_RE.fullmatch(text, e, start)
                    for s, e in spans
                    if (s, e) != (start, end)
                )
            ]
            if len({text[s:e] for s, e in spans}) < 2:
                continue
        for start, end in spans:
            yield Span(start, end, "PASSWORD")


# A word spelt one or two letters off a password found in the message ("koden er vinterbadning men
# ... jeg kom til at skrive vinterbading"): the same password mistyped, as secret as the right one.
_TOKEN_RE = re.compile(r"[^\W\d_][\w!#$%&*+=?@^~-]{5,39}")
_MIN_NEAR_LENGTH = 7


def near_spellings(text: str, spans: list[Span]) -> Iterator[Span]:
    """Words one or two edits off a password found before them, with its first letter (see
    above)."""
    found = [
        (s.end, text[s.start : s.end].lower())
        for s in spans
        if s.label == "PASSWORD" and s.end - s.start >= _MIN_NEAR_LENGTH
    ]
    found = [(end, value) for end, value in found if " " not in value]
    if not found:
        return
    taken = [(s.start, s.end) for s in spans]
    for match in _TOKEN_RE.finditer(text, min(end for end, _value in found)):
        start, end = match.span()
        if any(s < end and start < e for s, e in taken):
            continue
        word = match.group().lower()
        # Only after the password: a user name before it is often spelt like it ("brugernavn
        # kirstenp og min kode er kirsten", "Name: Karen Whitfield ... Pass: Whitfield01").
        if any(
            found_end <= start
            and word != value
            and word[0] == value[0]
            and _within_two_edits(word, value)
            for found_end, value in found
        ):
            yield Span(start, end, "PASSWORD")


def _within_two_edits(a: str, b: str) -> bool:
    """Whether a and b are at most two insertions, deletions or substitutions apart."""
    if abs(len(a) - len(b)) > 2:
        return False
    previous = list(range(len(b) + 1))
    for i, char in enumerate(a, 1):
        current = [i]
        for j, other in enumerate(b, 1):
            current.append(
                min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char != other))
            )
        if min(current) > 2:
            return False
        previous = current
    return previous[-1] <= 2
