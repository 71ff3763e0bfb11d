"""Numbers read out in words ("acht, drei, eins, null, sechs, sieben", "six four one, zero zero
nine", "the cvc is four five six") or dictated digit by digit ("6-2-2-8", "9, 4, 7, 2, 0, 1",
"6.2.2.8" after a code word). A code, PIN or card number spelled out is the secret itself: stored
so it tells as much as its digits.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from privacy.patterns import trie_pattern
from privacy.spans import Span

# Digit words of the four languages, each to its digit. Words that are also everyday words ("to",
# "en", "een", "et", "ni", "one", "fire", "acht", "null", "oh") count only inside a run that holds
# at least two unambiguous ones, or after a code word.
_DIGITS = {
    **dict.fromkeys(("null", "zero", "nul", "nil"), "0"),
    **dict.fromkeys(("eins", "one", "en", "et", "ét", "een", "één"), "1"),
    **dict.fromkeys(("zwei", "zwo", "two", "to", "twee"), "2"),
    **dict.fromkeys(("drei", "three", "tre", "drie"), "3"),
    **dict.fromkeys(("vier", "four", "fire"), "4"),
    **dict.fromkeys(("fünf", "five", "fem", "vijf"), "5"),
    **dict.fromkeys(("sechs", "six", "seks", "zes"), "6"),
    **dict.fromkeys(("sieben", "seven", "syv", "zeven"), "7"),
    **dict.fromkeys(("acht", "eight", "otte"), "8"),
    **dict.fromkeys(("neun", "nine", "ni", "negen"), "9"),
    "oh": "0",
}
_EVERYDAY = frozenset(("to", "en", "een", "et", "ni", "one", "fire", "acht", "null", "oh", "nil"))
_WORD = "|".join(sorted(_DIGITS, key=len, reverse=True))
# Three or more digit words in a row, apart by spaces, commas, dashes, a line break or a pause
# ("vier, negen, nul... één, twee, acht").
_APART = r"(?:[ \t]*[,\-–][ \t]*|[ \t]*\n[ \t]*|[ \t]*(?:\.\.\.?|…)[ \t]*|[ \t]+)"
_RUN_RE = re.compile(
    rf"(?<![\w-])(?:{_WORD}){_APART}(?:(?:{_WORD}){_APART})+(?:{_WORD})(?![\w-])",
    re.IGNORECASE,
)
# The same runs in lower-cased text, matched case by case (several times faster): a trie of the
# words, which tries them longest first as the alternation above does. Lower-cased text differs
# from what IGNORECASE reads only where it holds "ı" or "ſ" (IGNORECASE reads them as i and s).
_DIGIT_TRIE = trie_pattern(list(_DIGITS))
_LOWER_RUN_RE = re.compile(
    rf"(?<![\w-])(?:{_DIGIT_TRIE}){_APART}(?:(?:{_DIGIT_TRIE}){_APART})+(?:{_DIGIT_TRIE})(?![\w-])"
)
_SPLIT_RE = re.compile(r"[\s,\-–.…]+")
# A digit word with a separator on each side: a run's second word. One search that starts on a
# separator, twice as fast as splitting the text and looking the tokens up.
_SECOND_WORD_RE = re.compile(rf"[\s,\-–](?:{_DIGIT_TRIE})(?=[\s,\-–])")
_DIGIT_WORDS = frozenset(_DIGITS)
# A first check on the lower-cased text: some digit word that is no everyday word.
_HINT_RE = re.compile(
    r"(?<![\w])(?:" + trie_pattern(sorted(set(_DIGITS) - _EVERYDAY)) + r")(?![\w])"
)
_NUMBER_LABELS = ("OTP", "CVC", "CARD", "PASSWORD")

# A code word shortly before a spelled or dictated number names its kind: a card's security code,
# a PIN or password, a one-time code. Lower case (the text is lowered).
_CUE_BEFORE_RE = re.compile(
    r"(?<![\w])(?:(?P<CVC>cvc2?|cvv2?|cvn|cid|csc|security\s+code|sicherheitscode|prüfziffer|"
    r"security\s+number|sicherheitsnummer|sikkerhedsnummer(?:et)?|veiligheidsnummer|"
    r"prüfnummer|kartenprüfnummer|sikkerhedskoden?|kontrolcifre|kontrolcijfers|"
    r"beveiligingscode|kaartcode|(?:cijfers|ziffern|zahlen|digits|numbers|cifre|tal)\s+"
    r"(?:[^\s\d]+\s+){0,3}?(?:achterop|achterkant|hinten|rückseite|back|bagpå|bagsiden))"
    r"|(?P<PASSWORD>pin|pin-?kode|pin-?code|pinkoden|pinnummer|passwor[dt]|kennwort|"
    r"wachtwoord|adgangskoden?|kodeord(?:et)?|ww|pw)"
    r"|(?P<OTP>koden?|code|tan|otp|sms-?code|sms-?kode|engangskoden?|bestätigungscode|verification\s+code|"
    r"verificatiecode|one-?time\s+code|einmalcode)"
    r"|(?P<CARD>card(?:\s+number)?|kartennummer|karte|kreditkarte|kortnummer(?:et)?|kortet|kort|"
    r"kaartnummer|kaart|creditcard|visa|mastercard|amex))"
    r"(?![\w])[^.!?\d]{0,40}\Z"
)


def _cue_before(lowered: str, start: int) -> str | None:
    """The kind the code word before `start` names, if one stands within 40 characters."""
    match = _CUE_BEFORE_RE.search(lowered, max(0, start - 60), start)
    if match is None:
        return None
    return match.lastgroup


def _digits_of(text: str, span: Span) -> str:
    return "".join(c for c in text[span.start : span.end] if c.isdigit())


# Parts of the code words above: with one of them in the text, a run of everyday digit words only
# ("fire, to, to, en") is read too.
_CUE_PARTS = (
    "cv",
    "cid",
    "csc",
    "code",
    "kode",
    "pin",
    "prüf",
    "pass",
    "wort",
    "woord",
    "ww",
    "pw",
    "tan",
    "otp",
    "security",
    "sicherheit",
    "sikkerhed",
    "kontrol",
    "card",
    "kart",
    "kort",
    "kaart",
    "visa",
    "master",
    "amex",
)
_CUE_PARTS_RE = re.compile(trie_pattern(list(_CUE_PARTS)))


def spelled_numbers(text: str, lowered: str, found: Iterable[Span]) -> Iterator[Span]:
    """Runs of digit words: three or more after a code word, four or more elsewhere. Labelled as
    a span found inside the run or restating its digits ("..., also 831067"), else as the code
    word says, else by length: four to eight digits a one-time code, 13 to 19 a card number."""
    if len(lowered) != len(text):
        return
    caseless = "ı" in lowered or "ſ" in lowered  # see _LOWER_RUN_RE
    if not caseless and _SECOND_WORD_RE.search(lowered) is None:
        return  # a run's second word stands between separators
    if _CUE_PARTS_RE.search(lowered) is None and _HINT_RE.search(lowered) is None:
        return
    found = list(found)
    runs = _RUN_RE if caseless else _LOWER_RUN_RE
    for run in runs.finditer(lowered):
        words = [w for w in _SPLIT_RE.split(run.group()) if w]
        cue = _cue_before(lowered, run.start())
        digits = "".join(_DIGITS[w] for w in words)
        if cue == "CARD" and not 13 <= len(digits) <= 19:
            cue = None  # "the card ending in four two four two": no card number
        if cue is None and (len(words) < 4 or sum(w not in _EVERYDAY for w in words) < 2):
            continue
        start, end = run.span()
        label = next(
            (
                s.label
                for s in found
                if s.label in _NUMBER_LABELS
                and (s.start < end and start < s.end or _digits_of(text, s) == digits)
                # A word of the run taken as a password ("koden er fire syv ..."): the code
                # word names the run's kind.
                and not (s.label == "PASSWORD" and cue in ("OTP", "CVC") and s.start >= start)
            ),
            cue,
        )
        if label == "OTP" and len(digits) in (3, 4) and any(f.label == "CARD" for f in found):
            label = "CVC"  # "visa 4929 ..., den trecifrede kode er otte-to-nul": the card's code
        if label is None:
            if 4 <= len(digits) <= 8:
                label = "OTP"
            elif 13 <= len(digits) <= 19:
                label = "CARD"
            else:
                continue
        yield Span(start, end, label)
        yield from _in_digits(text, digits, label)


# A number written in digits, its groups apart by a space or a dash.
_DIGIT_RUN_RE = re.compile(r"(?<![\w.,/-])\d(?:[ \-–]?\d)*(?![\w/-]|[.,]\d)")


def _in_digits(text: str, digits: str, label: str) -> Iterator[Span]:
    """The same number written in digits elsewhere in the text: "three nine nine, four zero one
    ... so do I type 399401?"."""
    if len(digits) < 4:
        return
    for match in _DIGIT_RUN_RE.finditer(text):
        if "".join(c for c in match.group() if c.isdigit()) == digits:
            yield Span(*match.span(), label)


def spelled_reply(text: str, asked: str) -> Iterator[Span]:
    """A short reply that spells the secret the turn before asked for ("four five six" after
    "What is the CVC on the back?"): three or more digit words."""
    if asked not in _NUMBER_LABELS:
        return
    for run in _RUN_RE.finditer(text):  # the pattern ignores case
        yield Span(run.start(), run.end(), asked)


# Four or more single digits apart by spaces, commas, dashes or line breaks ("6-2-2-8", "9, 4, 7,
# 2", "5 5 3 – 2 1 0"): a number dictated or read out digit by digit. Not a date ("1-2-2024") nor
# a decimal. With a code word before it also apart by dots ("the code is 6.2.2.8"). Each pattern
# starts with the digit and looks behind it for what may not come before: `re` skips from digit to
# digit in C, where a look-behind first would be tried at every character.
_DICTATED_RE = re.compile(r"\d(?<![\w.,/-]\d)(?:(?:, ?| [-–] | |-|–|\n)\d){3,}(?![\w/-]|[.,]\d)")
_DOTTED_RE = re.compile(r"\d(?<![\w.,/-]\d)(?:\.\d){3,}(?![\w/-]|[.,]\d)")
# Either of the two without its end: one search that most texts with digits fail.
_DICTATED_OR_DOTTED_RE = re.compile(r"\d(?<![\w.,/-]\d)(?:(?:, ?| [-–] | |-|–|\n|\.)\d){3,}")


# A decimal comma next to a list's other separator: "6,1 - 4,8", "7,5 8,0".
_DECIMAL_LIST_RE = re.compile(r"\d,\d(?: [-–] | )\d|\d(?: [-–] | )\d,\d")


def dictated_digits(text: str, lowered: str, found: list[Span]) -> Iterator[Span]:
    """Digits dictated one by one that no other detector claimed: labelled as the span whose
    digits they restate, else as the code word before them says, else a one-time code (fail
    closed: nothing else is written so)."""
    if _DICTATED_OR_DOTTED_RE.search(text) is None:
        return
    runs = list(_DICTATED_RE.finditer(text))
    if "." in text:
        runs += [r for r in _DOTTED_RE.finditer(text) if _cue_before(lowered, r.start())]
    for run in runs:
        start, end = run.span()
        if any(s.start < end and start < s.end for s in found):
            continue
        if _DECIMAL_LIST_RE.search(run.group()) is not None:
            continue  # "de cijfers 6,1 - 4,8 - 5,9": decimals in a list, no digits dictated
        digits = "".join(c for c in run.group() if c.isdigit())
        label = next(
            (s.label for s in found if s.label in _NUMBER_LABELS and _digits_of(text, s) == digits),
            None,
        )
        cue = _cue_before(lowered, start)
        if cue == "CARD" and not 13 <= len(digits) <= 19:
            cue = None  # "the card reader gave me 8 2 2 4 5 1": too short for a card number
        yield Span(start, end, label or cue or "OTP")


# Numbers from ten to ninety-nine in words: a code read out in pairs ("siebenunddreißig zwölf
# neunzig", "forty-two seventeen eighty", "zevenendertig twaalf", "syvogtredive tolv halvfems").
_UNITS = {
    lang: dict(zip(words.split(), "123456789", strict=True))
    for lang, words in (
        ("de", "ein zwei drei vier fünf sechs sieben acht neun"),
        ("nl", "een twee drie vier vijf zes zeven acht negen"),
        ("da", "en to tre fire fem seks syv otte ni"),
        ("en", "one two three four five six seven eight nine"),
    )
}
_TEENS = {
    "de": "zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn",
    "nl": "tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien",
    "da": "ti elleve tolv tretten fjorten femten seksten sytten atten nitten",
    "en": "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen",
}
_TENS = {
    "de": "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig",
    "nl": "twintig dertig veertig vijftig zestig zeventig tachtig negentig",
    "da": "tyve tredive fyrre halvtreds tres halvfjerds firs halvfems",
    "en": "twenty thirty forty fifty sixty seventy eighty ninety",
}
# How a unit joins its tens: "siebenunddreißig", "zevenendertig" / "tweeëntwintig",
# "syvogtredive", "forty-two".
_JOINS = {"de": ("und",), "nl": ("en", "ën"), "da": ("og",)}


def _pairs_of(lang: str) -> dict[str, str]:
    """Each word of a number from 10 to 99 in one language -> its two digits."""
    pairs: dict[str, str] = {}
    units = _UNITS[lang]
    for i, word in enumerate(_TEENS[lang].split()):
        pairs[word] = str(10 + i)
    for i, tens in enumerate(_TENS[lang].split(), start=2):
        pairs[tens] = f"{i}0"
        for unit, digit in units.items():
            if lang == "en":
                pairs[f"{tens}-{unit}"] = f"{i}{digit}"
            for join in _JOINS.get(lang, ()):
                pairs[f"{unit}{join}{tens}"] = f"{i}{digit}"
    if lang == "de":
        pairs["dreissig"] = "30"  # the Swiss spelling of "dreißig" and of each "-dreißig"
        pairs["einunddreissig"] = "31"
        for unit, digit in units.items():
            pairs[f"{unit}unddreissig"] = f"3{digit}"
    return pairs


def _pair_words() -> dict[str, str]:
    """Each word of a number from 10 to 99, in any of the four languages -> its two digits."""
    return {word: digits for lang in _UNITS for word, digits in _pairs_of(lang).items()}


_PAIRS = _pair_words()
_NUMBER_WORDS = {**_DIGITS, **_PAIRS}
_PAIR_TRIE = trie_pattern(list(_NUMBER_WORDS))
# Three number words or more in a row, apart by spaces, commas or line breaks (a hyphen belongs
# to "forty-two").
_PAIR_RUN_RE = re.compile(
    rf"(?<![\w-])(?:{_PAIR_TRIE})(?:(?:[ \t]*,[ \t]*|[ \t]*\n[ \t]*|[ \t]+)(?:{_PAIR_TRIE})){{2,}}"
    r"(?![\w-])"
)
# A first check: some number from 10 to 99 that ends a word (where it starts, the run's
# pattern checks; a look-behind first would be tried at every character).
_PAIR_HINT_RE = re.compile(r"(?:" + trie_pattern(list(_PAIRS)) + r")(?![\w])")


def spelled_pairs(text: str, lowered: str, found: Iterable[Span]) -> Iterator[Span]:
    """Runs of number words with a number from 10 to 99 among them (see above), after a code
    word or restating the digits of a secret found: labelled as that secret or as the code word
    says."""
    if len(lowered) != len(text) or _PAIR_HINT_RE.search(lowered) is None:
        return
    found = list(found)
    for run in _PAIR_RUN_RE.finditer(lowered):
        words = [w for w in re.split(r"[\s,]+", run.group()) if w]
        if not any(w in _PAIRS for w in words):
            continue  # digit words alone: spelled_numbers reads them
        digits = "".join(_NUMBER_WORDS[w] for w in words)
        start, end = run.span()
        label = next(
            (
                s.label
                for s in found
                if s.label in _NUMBER_LABELS
                and not (s.start < end and start < s.end)
                and _digits_of(text, s) == digits
            ),
            None,
        ) or _cue_before(lowered, start)
        if label is not None:
            yield Span(start, end, label)


# Numbers of three digits in words, a code read out in hundreds ("vierhundertzwölf –
# sechshundertachtzig", "four hundred twelve, six hundred eighty", "fire hundrede og tolv",
# "zeshonderdtachtig"), each to its three digits.
_HUNDRED_WORDS = {"de": "hundert", "nl": "honderd", "en": "hundred", "da": "hundrede"}
# How the rest joins the hundreds: "hundertundzwölf", "honderdentwaalf", "hundred and twelve",
# "hundrede og tolv"; and how a unit joins "hundred" in English and Danish ("four hundred").
_HUNDRED_JOINS = {"de": "(?:und)?", "nl": "(?:en|ën)?", "en": "(?:[ -](?:and )?)", "da": " og "}
_HUNDRED_UNIT_APART = {"de": "", "nl": "", "en": "[ -]", "da": " ?"}


def _hundreds_pattern(lang: str) -> str:
    units = dict(_UNITS[lang])
    if lang == "da":
        units["et"] = "1"
    rests = list(_language_words(lang))
    return (
        rf"(?:(?:{trie_pattern(list(units))}){_HUNDRED_UNIT_APART[lang]})?{_HUNDRED_WORDS[lang]}"
        rf"(?:{_HUNDRED_JOINS[lang]}(?:{trie_pattern(rests)}))?"
    )


def _language_words(lang: str) -> set[str]:
    """The words of numbers from 1 to 99 of one language."""
    return set(_UNITS[lang]) | set(_pairs_of(lang))


_HUNDREDS = "|".join(_hundreds_pattern(lang) for lang in _HUNDRED_WORDS)
_ANY_NUMBER = rf"(?:{_HUNDREDS}|{_PAIR_TRIE})"
_HUNDREDS_APART = r"(?:[ \t]*[,–-][ \t]*|[ \t]*(?:\.\.\.?|…)[ \t]*|[ \t]+)"
# Two numbers or more in a row, one of them in hundreds.
_HUNDREDS_RUN_RE = re.compile(
    rf"(?<![\w-]){_ANY_NUMBER}(?:{_HUNDREDS_APART}{_ANY_NUMBER})+(?![\w-])"
)
_HUNDREDS_RE = re.compile(_HUNDREDS)


def spelled_hundreds(text: str, lowered: str) -> Iterator[Span]:
    """Runs of numbers in words with one in hundreds (see above) after a code word: labelled as
    the code word says."""
    if len(lowered) != len(text) or not any(
        w in lowered for w in ("hundert", "honderd", "hundred")
    ):
        return  # "hundrede" holds "hundred"
    for run in _HUNDREDS_RUN_RE.finditer(lowered):
        if _HUNDREDS_RE.search(run.group()) is None:
            continue
        label = _cue_before(lowered, run.start())
        if label is not None:
            yield Span(*run.span(), label)
