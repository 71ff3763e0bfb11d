"""Sensitive-data detector for chat text in German, English, Danish and Dutch."""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import phonenumbers
from stdnum import iban as stdnum_iban
from stdnum import luhn
from stdnum.iso7064 import mod_97_10

LABELS = ("CARD", "CVC", "IBAN", "EMAIL", "PHONE", "PASSWORD", "OTP", "ADDRESS", "HEALTH")

# Lower number wins when two candidate spans overlap: checksummed values beat cue-based ones.
_PRIORITY = {
    "IBAN": 0,
    "CARD": 1,
    "EMAIL": 2,
    "CVC": 3,
    "OTP": 4,
    "PASSWORD": 5,
    "PHONE": 6,
    "ADDRESS": 7,
    "HEALTH": 8,
}

_OUTRANK_PHONE = frozenset(label for label, rank in _PRIORITY.items() if rank < _PRIORITY["PHONE"])

_LEXICON_DIR = Path(__file__).with_name("lexicons")
_LANGS = ("de", "en", "da", "nl")


@dataclass(frozen=True, slots=True)
class Span:
    """One detected sensitive value: [start, end) offsets into the text and its label."""

    start: int
    end: int
    label: str


# ---------------------------------------------------------------- language guess

_STOPWORDS = {
    "de": frozenset(
        "der die das und ist ich nicht ein eine mein meine mit von zu auf für bitte "
        "wie wo was habe haben sie es den dem noch kann wir ihr sind aber oder auch".split()
    ),
    "en": frozenset(
        "the and is i not a my with of to on for please how where what have you it "
        "can we are but or also this that be was order my is".split()
    ),
    "da": frozenset(
        "og er jeg ikke en et min mit med af til på for hvordan hvor hvad har du det "
        "kan vi men eller også den de jeres hej tak".split()
    ),
    "nl": frozenset(
        "de het en is ik niet een mijn met van te op voor hoe waar wat heb hebben u "
        "je kan we zijn maar of ook dit dat graag bedankt".split()
    ),
}
_WORD = re.compile(r"[^\W\d_]+")


_STOPWORD_LANGS: dict[str, tuple[int, ...]] = {}
for _index, _lang in enumerate(_LANGS):
    for _word in _STOPWORDS[_lang]:
        _STOPWORD_LANGS[_word] = (*_STOPWORD_LANGS.get(_word, ()), _index)


def guess_language(text: str) -> str:
    """Guess de/en/da/nl from stopword counts; "en" when nothing matches."""
    scores = [0, 0, 0, 0]
    for word in _WORD.findall(text[:1000].lower()):
        for index in _STOPWORD_LANGS.get(word, ()):
            scores[index] += 1
    best = max(range(4), key=scores.__getitem__)
    return _LANGS[best] if scores[best] else "en"


# ---------------------------------------------------------------- data files


def _read_lines(name: str) -> list[str]:
    """Non-empty, non-comment lines of a lexicon file, lower-cased."""
    text = (_LEXICON_DIR / name).read_text(encoding="utf-8")
    return [
        line.strip().lower()
        for line in text.splitlines()
        if line.strip() and not line.startswith("#")
    ]


def _trie_pattern(words: list[str]) -> str:
    """Regex alternation built as a trie, so `re` does not retry every word at each position."""
    trie: dict = {}
    for word in set(words):
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def build(node: dict) -> str:
        ends = "" in node
        branches = [_phrase_char(c) + build(child) for c, child in sorted(node.items()) if c]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if ends:
            body = "(?:" + body + ")?"
        return body

    return build(trie)


def _phrase_char(char: str) -> str:
    """One lexicon character as regex: spaces and hyphens in phrases match either."""
    if char in " -":
        return r"[\s\-]?"
    return re.escape(char)


# ---------------------------------------------------------------- regexes

_EMAIL_RE = re.compile(
    r"(?<![\w.+-])(?<![\w.+-]')[\w.+-](?:[\w.+'-]*[\w.+-])?@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
    r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24}(?![\w-])"
)

# The number scans below start with a digit. Scanning for `\d` looks up each character's Unicode
# category; these ranges hold every digit (none lies between "9" and U+0660) and cost `re` a
# comparison instead. A look-behind then confirms the rare non-ASCII candidate.
_DIGIT_OR_MORE = r"[0-9\u0660-\U0010ffff]"

# Digit groups joined by single spaces or dashes; cards are picked out of these runs.
# Only runs of at least 12 characters can hold a card; the lookahead drops shorter ones at once.
_DIGIT_RUN_RE = re.compile(
    rf"{_DIGIT_OR_MORE}(?<![\w.,]\d)(?<=\d)(?=[\d \-]{{11}})\d*(?:[ \-]\d+)*(?![\w])"
)
_GROUP_RE = re.compile(r"\d+")

# Two letters, two check digits, then alphanumerics, optionally grouped by single spaces.
# The scan starts at the check digits (a digit class lets `re` skip ahead fast); look-behinds
# then demand the two country letters (checked first: cheap, and most digits fail it) at a word
# start. Match start is 2 before the digits.
_IBAN_RE = re.compile(
    rf"{_DIGIT_OR_MORE}(?<=[A-Za-z]{{2}}\d)(?<![\w][A-Za-z]{{2}}\d)"
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
# A number right after an identifier word is that identifier ("SKU 012345678905", "Bestellnr.
# 0401234567"), not a phone number, unless it is written internationally.
_ID_BEFORE_RE = re.compile(
    r"(?<![\w])(?:sku|ean|gtin|isbn|upc|order|bestell|artikel|article|art|item|invoice|rechnung|"
    r"tracking|sendung|paket|kunden|customer|ordre|faktura|pakke|sporing|bestelling|factuur|"
    r"klant|ticket|case|sag|sags|dossier|referen|auftrag|vorgang|serien|serial|voucher|"
    r"gutschein|gavekort|cadeaubon|track|barcode|produkt|product|varenummer|vare|modell?)"
    r"[\w\-]*(?:\s*(?:no\.?|nr\.?|number|nummer|id|code|is|ist|er|is:|#|:|-))*\s*[:#]?\s*\Z",
    re.IGNORECASE,
)
_REGIONS = {
    "de": ("DE", "AT", "CH", "NL", "BE", "DK", "GB", "US"),
    "en": ("GB", "US", "DE", "NL", "BE", "DK", "AT", "CH"),
    "da": ("DK", "DE", "GB", "NL", "US", "AT", "CH", "BE"),
    "nl": ("NL", "BE", "DE", "GB", "DK", "US", "AT", "CH"),
}
_TRUNK_ZERO = frozenset({"DE", "AT", "CH", "NL", "BE", "GB"})
_DATE_RE = re.compile(r"\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$")


_OTP_VALUE = r"(?P<value>\d{3}[ \-]\d{3}|(?=[A-Za-z\-]*\d)[A-Za-z0-9][A-Za-z0-9\-]{2,9})(?![\w])"
# Any words without digits may sit between an OTP/CVC cue and its digits ("the code they sent is").
# A bridge word ends at a space, ":" or "=": never inside the value ("auth code A7K-29Q").
_BRIDGE = r"(?:\s*+[:=\-–]?\s*+[^\s\d:=]{1,15}+(?=[\s:=])){0,8}+\s*[:=\-–]?\s*[\"'„“»«]?"
# What must follow each kind of cue, matched right after the cue word.
_TAILS: dict[str, re.Pattern[str]] = {
    "OTP": re.compile(r"(?:s|en|et|n)?(?![\w])" + _BRIDGE + _OTP_VALUE, re.IGNORECASE),
    "CVC": re.compile(
        r"(?:s|en|n|et|ne)?(?![\w])" + _BRIDGE + r"(?P<value>\d{3,4})(?![\w])", re.IGNORECASE
    ),
    # A PIN is digits, possibly a few words after its cue ("die PIN für die Karte ist 4821").
    "PIN": re.compile(
        r"(?:s|en|n|et|e)?(?![\w])" + _BRIDGE + r"(?P<value>\d{4,8})(?![\w])", re.IGNORECASE
    ),
}
# Cue kinds and the label their values get.
_CUE_KIND_LABEL = {"CVC": "CVC", "OTP": "OTP", "PASSWORD": "PASSWORD", "PIN": "PASSWORD"}
_CUE_KEY_DROP = str.maketrans("", "", " -\n\t")


@functools.lru_cache(maxsize=4096)  # cue words, few and recurring
def _cue_key(cue: str) -> str:
    """Cue text normalised for lookup: lower case, without spaces and hyphens."""
    return cue.lower().translate(_CUE_KEY_DROP)


_CUE_FILES = (
    ("CVC", "cues_cvc.txt"),
    ("OTP", "cues_otp.txt"),
    ("PASSWORD", "cues_password.txt"),
    ("PIN", "cues_pin.txt"),
)
# Cue text -> kinds of tail to try after it, in order.
_CUE_LABELS: dict[str, list[str]] = {}
for _kind, _file in _CUE_FILES:
    for _cue in _read_lines(_file):
        _CUE_LABELS.setdefault(_cue_key(_cue), []).append(_kind)
# One scan finds every cue; the kind's tail is then matched from the cue's end.

# Cues with free words inside, which a fixed lexicon cannot list: "die 3 Ziffern hinten auf der
# Karte" (CVC), "den Code aus der SMS", "koden fra sms'en" (OTP). Matched on lower-cased text.
# After a password has been named, "the old one was X" names another ("neues Passwort ist A,
# altes war B"); these words count as cues only after a password value in the same message.
_PASSWORD_ELLIPSIS_RE = re.compile(
    r"(?<![\w])(?:das\s+)?(?:altes|alten|alte|vorheriges|vorherige|bisheriges|bisherige|"
    r"old\s+one|old|previous\s+one|previous|det\s+gamle|den\s+gamle|gamle|tidligere|"
    r"het\s+oude|de\s+oude|oude|vorige)(?![\w])",
    re.IGNORECASE,
)
# The first words as tries: exactly one of them can be followed by the whitespace.
_CVC_PHRASE = (
    _trie_pattern("ziffern zahlen digits numbers cifre cifrene tal tallene cijfers".split())
    + r"\s+(?:[^\s\d]+\s+){0,3}?"
    r"(?:hinten|rückseite|back|bagpå|bagsiden|achterop|achterkant|achterzijde)(?![\w])"
)
_OTP_PHRASE = (
    _trie_pattern("code codes kode koden koder tan".split()) + r"\s+(?:[^\s\d]+\s+){0,3}?"
    r"(?:sms(?:'en|en|-en|'s)?|text|textnachricht|message|nachricht|besked(?:en)?|bericht(?:je)?)"
    r"(?![\w])"
)

# Values that follow a cue but say something about the password instead of being it.
_NOT_A_VALUE = frozenset(
    """vergessen vergesse vergass falsch nicht kein keine geändert ändern zurücksetzen zurückgesetzt
    abgelaufen gesperrt korrekt richtig funktioniert geht zu sehr leider auch wieder noch immer
    neu neues angeben eingeben vergeben vergessen? vergessen. vergessen!
    forgot forgotten forget wrong incorrect not no expired locked reset changed change correct right
    working work too very also again still invalid required missing blank empty
    the a an that this it case sensitive secure safe weak strong long short
    glemt glemte forkert ikke ingen udløbet spærret nulstillet ændret korrekt rigtig virker for
    meget også igen stadig vergeten fout onjuist niet geen verlopen geblokkeerd gereset gewijzigd
    juist goed werkt te erg ook weer nog steeds kwijt vergeten. vergeten? sent gesendet
    ist is er lautet lang kurz long short lange kort for to til auf naar in zu på
    mein my min mijn meine the der die das den de het en et
    link links email e-mail mail page seite side pagina button knop knap feld field veld felt
    function funktion functie funktionen option optionen manager policy rules regeln regels
    regler requirements anforderungen hint tip länge length lengte længde reset-link
    zurücksetzen-link nulstilling reset-mail""".split()
)

# ---------------------------------------------------------------- password cue grammar
#
# cue [inflection] GAP SEP FILLER* VALUE, read token by token after the cue:
#   GAP: up to _MAX_GAP words naming what the password is for ("für das Konto", "I set
#        yesterday"); a token ending a sentence (".", "!", "?") or a line break ends the search.
#   SEP: a copula ("ist", "is", "er", "lautet", "luidt", "war", "was", "var", "heißt", ...), a
#        separator (":", "=", "=>", "->", "–"), or a preposition after which a value may follow
#        ("geändert zu X", "changed to X", "ændret til X", "veranderd in X", "auf X gesetzt").
#   FILLER: after a copula, a few adverbs and change words ("ist jetzt", "wurde geändert zu",
#        "er stadig", "is nu").
#   VALUE: a quoted string (any words, the quotes excluded), or one token that looks like a
#        secret: it holds a digit or a symbol, or (right after SEP) mixes case inside a word
#        ("PXKaADmks"). A plain word never is ("ist falsch", "is not working", "er glemt").
# A value-shaped token right after the cue counts too ("pw Tulp77#", "das alte Passwort Haus123").
_MAX_GAP = 6
_COPULAS = frozenset(
    """ist is er lautet lautete lauten heißt heisst hieß hiess war was were are var luidt luidde
    wordt werd wurde bliver blev lyder lød hedder hed be equals sind""".split()
)
_PREPOSITIONS = frozenset("zu auf to into til naar in op as als som".split())
_FILLERS = (
    frozenset(
        """jetzt now nu noch immer still stadig nog steeds übrigens btw probably wahrscheinlich
    vermutlich sandsynligvis vist waarschijnlijk bei mir for me hos mig bij mij simply einfach
    bare gewoon just nur kun alleen also auch ook også actually eigentlich faktisk eigenlijk
    geändert changed ændret veranderd gewijzigd gesetzt set updated reset zurückgesetzt nulstillet
    gereset aktualisiert opdateret bijgewerkt here hier her""".split()
    )
    | _PREPOSITIONS
)
_SEPARATORS = frozenset({":", "=", "=>", "->", "–", "-", "—", "==", ":=", "::"})
# Cues that are common words too ("boarding pass", "login page"): only "cue SEP value".
_TIGHT_CUES = frozenset({"pass", "login"})
_SHORT_CUES = frozenset({"pw", "pwd", "passwd"})
_OPEN_QUOTES = "\"'„“‚‘»«”’"
_CLOSE_QUOTES = "\"'“”‘’«»"
_TOKEN_RE = re.compile(r"\S+")
# What some value shape needs: a digit, symbol or quote; punctuation inside a word; a capital after
# a small letter. Three searches that each start with a character set (which `re` skips through
# in C) are several times faster than one alternation tried at every position.
_SYMBOL_HINT_RE = re.compile(r"[\d#$%&*+<>@^_|~§€£=\\/\"'„“‚‘»«”’]")
_INNER_PUNCTUATION_HINT_RE = re.compile(r"[.!?\-](?<=[^\W\d_][.!?\-])(?=[^\W\d_])")
_INNER_CAPITAL_HINT_RE = re.compile(r"[A-ZÄÖÜÆØÅÉÈ](?<=[a-zäöüßæøåéèëï][A-ZÄÖÜÆØÅÉÈ])")
_SENTENCE_END = ".!?"
_JOINED_WORDS_RE = re.compile(r"[^\W\d_]{2,}(?:[.\-][^\W\d_]{2,})+")
# A digit or a symbol: either makes a token value-shaped.
_SYMBOLS_RE = re.compile(r"[\d#$%&*+<>@^_|~§€£=\\/]")


def _value_shaped(value: str, after_sep: bool) -> bool:
    """True when a token looks like a secret rather than a word."""
    if len(value) < 3 or value.lower() in _NOT_A_VALUE:
        return False
    if _SYMBOLS_RE.search(value):
        return True
    core = value.rstrip("!?")
    if "!" in core or "?" in core:
        return True  # punctuation inside a word ("Xy!kLm")
    if not after_sep:
        return False
    # Words joined by "." or "-" ("ajax.tulp", "hygge-hund"): a passphrase, not a word.
    if _JOINED_WORDS_RE.fullmatch(core):
        return True
    # Mixed case inside a word ("PXKaADmks"): a plain word is lower, Title or UPPER case.
    return core.isalpha() and not (core.islower() or core.istitle() or core.isupper())


def _quoted(text: str, start: int, limit: int) -> tuple[int, int] | None:
    """The inside of a quoted value opening at start, when it closes on the same line."""
    end = start + 1
    while end < limit and text[end] not in _CLOSE_QUOTES and text[end] != "\n":
        end += 1
    if end >= limit or text[end] == "\n" or end - start - 1 < 1:
        return None
    inner = text[start + 1 : end].strip()
    if not inner or inner.lower() in _NOT_A_VALUE:
        return None
    offset = text.index(inner, start + 1)
    return offset, offset + len(inner)


def _password_value(
    text: str, pos: int, tight: bool = False, short: bool = False
) -> tuple[int, int] | None:
    """The password value after a cue ending at pos, following the grammar above."""
    # Inflection of the cue word ("Passworts", "adgangskoden", "kodeordet", "wachtwoorden").
    inflection = _CUE_INFLECTION_RE.match(text, pos)
    if inflection is None:
        return None  # the cue is the start of a longer word ("Passwortrichtlinie")
    pos = inflection.end()
    if pos < len(text) and text[pos] == "-" and pos + 1 < len(text) and text[pos + 1].isalpha():
        return None  # a compound ("Passwort-Manager")
    limit = min(len(text), pos + 160)
    newline = text.find("\n", pos, limit)
    if newline != -1:
        limit = newline
    if not (
        _SYMBOL_HINT_RE.search(text, pos, limit)
        or _INNER_PUNCTUATION_HINT_RE.search(text, pos, limit)
        or _INNER_CAPITAL_HINT_RE.search(text, pos, limit)
    ):
        return None  # nothing ahead can be a value: most cues are talk about a password
    # "pw" and the like stand for "password:" ("pw schalke.schalke").
    expect, after_sep, copula, gap, fillers = True, short, False, 0, 0
    for token in _TOKEN_RE.finditer(text, pos, limit):
        start, end = token.span()
        word = token.group()
        if text[start] in "=:" and len(word) > 1 and word not in _SEPARATORS:
            start += len(word) - len(word.lstrip(":="))  # ":Sommer2024": separator, then value
            expect, after_sep, word = True, True, text[start:end]
        if expect and text[start] in _OPEN_QUOTES:
            found = _quoted(text, start, limit)
            if found:
                return found
        if expect and (not tight or after_sep):
            v_start, v_end = _clean_value(text, start, end)
            if _value_shaped(text[v_start:v_end], after_sep and not fillers):
                return v_start, v_end
        lowered = word.lower()
        bare = lowered.rstrip(",;")
        if lowered in _SEPARATORS or (bare.endswith((":", "=")) and bare[:-1] not in _NOT_A_VALUE):
            if copula and lowered not in _SEPARATORS and bare[:-1] not in _FILLERS:
                return None
            expect, after_sep = True, True
            continue
        if bare in _COPULAS and not copula:
            expect, after_sep, copula = True, True, True
            continue
        if copula:
            # After "ist"/"is"/"er" only adverbs and change words may come before the value.
            if bare in _FILLERS and fillers < 3 and bare == lowered:
                fillers += 1
                continue
            return None
        if tight:
            return None
        if lowered[-1] in _SENTENCE_END:
            return None
        if bare in _PREPOSITIONS:
            expect, after_sep = True, True
            continue
        gap += 1
        expect, after_sep = False, False
        if gap > _MAX_GAP:
            return None
    return None


_CUE_INFLECTION_RE = re.compile(r"(?:s|et|en|n|e|es)?(?![\w])")


_UPPER = r"A-ZÄÖÜÆØÅÉÈ"
_LOWER = r"a-zäöüßæøåéèëïóáíúñç"
_NAME = rf"[{_UPPER}][{_LOWER}]+(?:-[{_UPPER}]?[{_LOWER}]+)*\.?"
_CITY = rf"[{_UPPER}][{_LOWER}]+(?:[ \-](?:[{_UPPER}][{_LOWER}]+|a\.\s?M\.|am|an|der|im|upon|on))*"
# Street words that end a European street name ("Lindenstraße", "Keizersgracht", "Nørregade").
_DE_STREET_WORDS = (
    "straße strasse str. weg gasse platz allee ring damm ufer chaussee steig pfad markt berg hof "
    "graben wall kamp stieg zeile promenade brücke garten feld höhe"
).split()
_NL_STREET_WORDS = (
    "straat str. laan weg plein gracht kade singel dijk dreef hof pad steeg markt park baan kanaal "
    "wal burgwal veld dam"
).split()
_DA_STREET_WORDS = (
    "gade vej allé alle torv plads stræde boulevard have vænge park bakke gård toft høj sti kaj "
    "bro gaden vejen alléen torvet pladsen strædet boulevarden"
).split()
_STREET_WORDS = [*_DE_STREET_WORDS, *_NL_STREET_WORDS, *_DA_STREET_WORDS]
_EN_SUFFIX = (
    r"(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Close|Way|Place|Pl|Court|Ct|Crescent|"
    r"Terrace|Gardens|Square|Sq|Boulevard|Blvd|Hill|Row|Mews|Grove|Walk|Parkway|Pkwy|Park)\.?"
)
_HOUSE = r"\d{1,4}(?:\s?[a-zA-Z](?![\w]))?(?:\s?[-/]\s?\d{1,4}[a-zA-Z]?)?"
_DA_FLOOR = r"(?:,?\s(?:st|kl|\d{1,2})\.(?:\s?(?:th|tv|mf|sal)\.?)?)?"
_NL_ADD = r"(?:[-\s](?:hs|bis|I{1,3}|[A-Z]|\d{1,3})(?![\w]))?"
_EU_POST = (
    rf"(?:,?\s(?:(?:D|A|CH|DK|NL|B)-)?\d{{4,5}}(?:\s?[A-Z]{{2}}(?![\w]))?\s{_CITY}"
    rf"(?:\s[A-ZØÆÅ](?![\w]))?)?"
)
_STREET_EU = (
    rf"(?:(?:{_NAME}\s){{0,3}}(?:[{_UPPER}][{_LOWER}]*(?:-[{_UPPER}]?[{_LOWER}]+)*-?"
    rf"(?i:{_trie_pattern(_STREET_WORDS)})"
    rf"|(?:{_NAME}\s){{1,3}}(?:Straße|Strasse|Str\.|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Markt|"
    rf"Straat|Laan|Plein|Gracht|Kade|Gade|Vej|Allé|Alle|Torv|Plads|Stræde)"
    rf"|(?:Am|An\sder|Auf\sdem|Im|In\sder|Unter\sden|Zum|Zur)\s{_NAME}(?:\s{_NAME})?))"
)
# Addresses are found from their house number outwards: the street name must end right before it
# (checked on a short window), postcode and city may follow. Anchoring on digits keeps this fast.
# Only numbers that one of the forms in _addresses can use are matched: after a word ending in a
# letter or "." and a space (a European street name), or before "<Capital>" or "<letter>
# <Capital>" (an English one; any non-ASCII character stands in for a capital here). Digit
# groups of card, account and phone numbers never reach the Python checks.
_HOUSE_NUMBER_RE = re.compile(
    rf"{_DIGIT_OR_MORE}(?<![^\s(]\d)(?<=\d)"
    r"(?:(?<=[^\W\d_] \d)|(?<=\. \d)|(?=\d*[^\W\d_]? [A-Z\u0080-\U0010ffff]))"
    r"\d{0,4}(?!\d)(?![.:/]\d)"
)
# Endings of the word before a house number that make it worth looking for a street name; "str"
# without its dot too (the street regex then decides: "Am Lindenstr 5").
_STREET_ENDINGS = (*sorted({w.rstrip(".") for w in _STREET_WORDS}), "str.")
_EU_TAIL_RE = re.compile(rf"{_HOUSE}{_NL_ADD}{_DA_FLOOR}{_EU_POST}(?![\w])")
_EU_TAIL_POST_RE = re.compile(
    rf"{_HOUSE}{_NL_ADD}{_DA_FLOOR},?\s(?:(?:D|A|CH|DK|NL|B)-)?\d{{4,5}}(?:\s?[A-Z]{{2}}(?![\w]))?"
    rf"\s{_CITY}(?:\s[A-ZØÆÅ](?![\w]))?(?![\w])"
)
# A street typed in lower case counts only as a compound ending in an unambiguous street word.
_LOWER_STREET_SUFFIXES = (
    "straße",
    "strasse",
    "str.",
    "gasse",
    "allee",
    "straat",
    "laan",
    "gracht",
    "gade",
    "vej",
    "stræde",
    "plads",
)
_LOWER_STREET_RE = re.compile(
    rf"[{_LOWER}]{{3,}}-?(?:" + "|".join(re.escape(x) for x in _LOWER_STREET_SUFFIXES) + ")"
)
_EU_STREET_BEFORE_RE = re.compile(rf"(?<![\w]){_STREET_EU}\s\Z")
_ANY_NAME_BEFORE_RE = re.compile(rf"(?<![\w]){_NAME}(?:\s{_NAME}){{0,2}}\s\Z")
_EN_ADDRESS_RE = re.compile(
    rf"\d{{1,5}}[A-Za-z]?\s(?:[NSEW]\.?\s)?(?:[A-Z][a-z]+(?:'s)?\s){{1,3}}{_EN_SUFFIX}"
    rf"(?:\s(?:NW|NE|SW|SE|N|S|E|W)(?![\w]))?"
    rf"(?:,?\s(?:Apt|Flat|Unit|Suite)\.?\s?\w+)?"
    rf"(?:,\s[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)?"
    rf"(?:,?\s(?:[A-Z]{{2}}\s\d{{5}}(?:-\d{{4}})?|[A-Z]{{1,2}}\d[A-Z\d]?\s?\d[A-Z]{{2}}))?"
    rf"(?![\w])"
)

_HEALTH_WORDS = [w for lang in _LANGS for w in _read_lines(f"health_{lang}.txt")]
# One scan finds health terms and secret cues. Health comes first in the alternation: a cue
# that a health term starts with ("tan" in "tandpine") is no cue there.


def _health_endings() -> tuple[dict[str, tuple[frozenset[str], frozenset[str] | None]], str]:
    """Health compound endings: ending -> (inflections, only first parts or None), and regex."""
    endings = {}
    for line in _read_lines("health_compounds.txt"):
        head, _, inflections = line.partition(" ")
        ending, _, firsts = head.partition("=")
        endings[ending] = (
            frozenset(["", *inflections.split("|")]) if inflections else frozenset([""]),
            frozenset(firsts.split("|")) if firsts else None,
        )
    # A trie tries the longer of two endings first ("schmerzen" before "schmerz"), as a
    # longest-first alternation would, without trying every ending at each letter.
    return endings, _trie_pattern(list(endings))


_HEALTH_ENDINGS, _HEALTH_ENDING_ALT = _health_endings()
_HEALTH_DENY = frozenset(_read_lines("health_compounds_deny.txt"))
# Every ending with each of its inflections, found at word ends by the word scan; the compound
# regex runs only when one is there.
_HEALTH_FORMS = tuple(sorted({e + i for e, (infl, _) in _HEALTH_ENDINGS.items() for i in infl}))
# A word (hyphens allowed) that ends in a health ending plus at most a short inflection.
_HEALTH_COMPOUND_RE = re.compile(
    r"(?<![\w-])(?P<first>[^\W\d_](?:[^\W\d_]|-)*?)(?P<ending>"
    + _HEALTH_ENDING_ALT
    + r")(?P<inflection>[^\W\d_]{0,4})(?![\w-])",
    re.IGNORECASE,
)
# Compound password cues ("Zugangspasswort", "Bankkennwort", "webshopwachtwoord"): the cue word
# glued to a first part (the word scan finds the cue words standing alone).
_COMPOUND_CUES = (
    "passwort",
    "paßwort",
    "kennwort",
    "password",
    "wachtwoord",
    "kodeord",
    "adgangskode",
    "pincode",
    "pinkode",
)

_COMPOUND_CUE_RE = re.compile("(?P<PASSWORD>" + _trie_pattern(list(_COMPOUND_CUES)) + ")")
_COMPOUND_CUE_RE_ANYCASE = re.compile(_COMPOUND_CUE_RE.pattern, re.IGNORECASE)
_LETTERS_RE = re.compile(r"[^\W\d_]*")
_COMPOUND_CUE_FORMS = tuple(
    cue + inflection
    for cue in _COMPOUND_CUES
    for inflection in ("", "s", "et", "en", "n", "e", "es")
)
# Word endings by their last four letters -> (health forms, compound cue forms) with that ending:
# one dict lookup per long word instead of str.endswith over every form.
_COMPOUND_ENDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
for _form in {*_HEALTH_FORMS, *_COMPOUND_CUE_FORMS}:
    _COMPOUND_ENDS[_form[-4:]] = (
        tuple(f for f in _HEALTH_FORMS if f.endswith(_form[-4:])),
        tuple(f for f in _COMPOUND_CUE_FORMS if f.endswith(_form[-4:])),
    )

# The scan runs on lower-cased text: a character set is cheaper than \w, and the long-word branch
# lists letters for the same reason (IGNORECASE covers the rare other path). A word starts after
# a character outside _WORD_CHARS, and every alternative ends on one of them, so matches never
# touch. Each match includes that separator: a pattern that starts with a character set lets `re`
# skip from separator to separator in C, where a look-behind would be tried at every letter.
# detect() puts a space before the text so that its first word has one too.
_SCAN_LETTERS = "a-zäöüßæøåéèëïóáíúñçêôâ"
_WORD_CHARS = "0-9_" + _SCAN_LETTERS
_WORD_SCAN = (
    rf"[^{_WORD_CHARS}](?:(?P<health>(?:"
    + _trie_pattern(_HEALTH_WORDS)
    + r")(?:s|n|e|en|er|es|et|ne|erne|'s)?(?![\w]))|(?P<cue>"
    + _trie_pattern([c for _, f in _CUE_FILES for c in _read_lines(f)])
    + r")|(?P<CVC>"
    + _CVC_PHRASE
    + r")|(?P<OTP>"
    + _OTP_PHRASE
    # A long word whose last four letters end some compound form ("Rückenschmerzen",
    # "Zugangspasswort"): the fixed-width look-behind keeps the common long word out of Python.
    + rf")|(?P<long>[{_SCAN_LETTERS}]{{7,}}+(?<="
    + _trie_pattern(list(_COMPOUND_ENDS))
    + r")))"
)
_WORD_SCAN_RE = re.compile(_WORD_SCAN)
_WORD_SCAN_RE_ANYCASE = re.compile(_WORD_SCAN, re.IGNORECASE)
# A compound password cue inside a long word, as a match for _cued.


def _health_compounds(scan: str) -> Iterator[Span]:
    """Health compounds by their ending ("Rückenschmerzen", "hovedpine", "blaasontsteking").

    scan is the word scan's text: lower-cased, after one space (spans are one less).
    """
    for match in _HEALTH_COMPOUND_RE.finditer(scan):
        first = match.group("first").lower()
        ending = match.group("ending").lower()
        inflections, firsts = _HEALTH_ENDINGS[ending]
        if match.group("inflection").lower() not in inflections:
            continue
        if sum(c.isalpha() for c in first) < 3 or (first + ending) in _HEALTH_DENY:
            continue
        if firsts is not None and first.rstrip("-") not in firsts:
            continue
        yield Span(match.start() - 1, match.end() - 1, "HEALTH")


# Cheap gates: skip whole detectors when the text cannot contain their values.
_NON_DIGITS_RE = re.compile(r"\D+")  # removing non-digits leaves the digits to count


# ---------------------------------------------------------------- detectors


def _card_ok(digits: str) -> bool:
    """A Visa, Mastercard, Amex or Maestro prefix and length, and Luhn-valid."""
    n = len(digits)
    if n < 12 or n > 19:
        return False
    two = int(digits[:2])
    if digits[0] == "4":
        brand_ok = n in (13, 16, 19)
    elif two in (34, 37):
        brand_ok = n == 15
    elif 51 <= two <= 55 or 2221 <= int(digits[:4]) <= 2720:
        brand_ok = n == 16
    else:
        brand_ok = two == 50 or 56 <= two <= 69
    # The brand test is cheap; the inline Luhn sum rejects most digit runs (order numbers,
    # phone numbers) at a fraction of stdnum's cost, and stdnum confirms the rest.
    return brand_ok and _luhn_sum_ok(digits) and luhn.is_valid(digits)


# Each digit doubled, minus 9 above 9: the digits in every second place from the right.
_LUHN_DOUBLED = str.maketrans("0123456789", "0246813579")


def _luhn_sum_ok(digits: str) -> bool:
    """The Luhn mod-10 sum of an all-digit string is a multiple of ten."""
    return sum(map(int, digits[-1::-2] + digits[-2::-2].translate(_LUHN_DOUBLED))) % 10 == 0


def _inside(start: int, end: int, regions: list[tuple[int, int]]) -> bool:
    """True when [start, end) overlaps one of the regions."""
    return any(start < r_end and r_start < end for r_start, r_end in regions)


def _cards(text: str, iban_shaped: list[tuple[int, int]]) -> Iterator[Span]:
    """Card numbers: the longest Luhn-valid 12-19 digit prefix of a run of digit groups."""
    for run in _DIGIT_RUN_RE.finditer(text):
        if _inside(run.start(), run.end(), iban_shaped):
            continue
        groups = [(m.start(), m.group()) for m in _GROUP_RE.finditer(text, run.start(), run.end())]
        i = 0
        while i < len(groups):
            if len(groups[i][1]) < 4:
                i += 1  # every common grouping starts with at least four digits
                continue
            # Ends j whose groups i..j-1 hold 12-19 digits; a card has at most 19 groups.
            ends, count = [], 0
            for j in range(i, min(len(groups), i + 19)):
                count += len(groups[j][1])
                if count > 19:
                    break
                if count >= 12:
                    ends.append(j + 1)
            for j in reversed(ends):
                if _card_ok("".join([g for _, g in groups[i:j]])):
                    last_start, last = groups[j - 1]
                    yield Span(groups[i][0], last_start + len(last), "CARD")
                    i = j
                    break
            else:
                # A card may start later only after a group that cannot belong to a 4-4-4-4
                # layout.
                i += 1
                while i < len(groups) and len(groups[i - 1][1]) == 4:
                    i += 1


_IBAN_DIGITS = str.maketrans({c: str(int(c, 36)) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"})


def _mod97_ok(compact: str) -> bool:
    """ISO 7064 mod 97-10 check, cheap enough to try before stdnum's full validation."""
    # `compact` holds ASCII letters and digits only (see _IBAN_GROUP_RE).
    return int((compact[4:] + compact[:4]).upper().translate(_IBAN_DIGITS)) % 97 == 1


@functools.cache
def _bban_re(country: str) -> re.Pattern[str] | None:
    """python-stdnum's BBAN structure for a country, looked up once (the slow part)."""
    props = stdnum_iban._ibandb.info(country)[0][1]
    return stdnum_iban._struct_to_re(props["bban"]) if props.get("bban") else None


@functools.cache
def _iban_length(country: str) -> int | None:
    """The length of a country's IBAN from python-stdnum's BBAN structure ("4!a14!n": 4 + 18)."""
    props = stdnum_iban._ibandb.info(country)[0][1]
    if not props.get("bban"):
        return None
    return 4 + sum(int(count) for count, _ in stdnum_iban._struct_re.findall(props["bban"]))


def _iban_valid(compact: str) -> bool:
    """stdnum.iban.is_valid(compact, check_country=False), with the country lookup cached.

    National checks (check_country=True) are left out on purpose: they reject real IBANs whose
    bank code is missing from stdnum's registry (e.g. BE68 5390 0754 7034).
    """
    compact = compact.upper()
    bban = _bban_re(compact[:2])
    return (
        bban is not None
        and mod_97_10.is_valid(compact[4:] + compact[:4])
        and (bban.match(compact[4:]) is not None)
    )


def _ibans(text: str, iban_shaped: list[tuple[int, int]]) -> Iterator[Span]:
    """IBANs that pass stdnum's checksum and country format, grouped or not, any case."""
    for match in _IBAN_RE.finditer(text):
        start = match.start() - 2
        iban_shaped.append((start, match.end()))
        # Every country's IBAN has one length (stdnum's BBAN structure is anchored), so only the
        # groups that add up to it can hold one: the checksum runs at most once per match.
        wanted = _iban_length(text[start : start + 2].upper())
        if wanted is None:
            continue
        length = 0
        for group in _IBAN_GROUP_RE.finditer(text, start, match.end()):
            length += len(group.group())
            if length < wanted:
                continue
            if length == wanted:
                compact = "".join(_IBAN_GROUP_RE.findall(text, start, group.end()))
                if _mod97_ok(compact) and _iban_valid(compact):
                    yield Span(start, group.end(), "IBAN")
            break


def _emails(text: str) -> Iterator[Span]:
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
    if stripped.startswith(("+", "00")):
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


def _phone_shape_ok(candidate: str, digits: int, text: str, start: int) -> bool:
    """Cheap checks before phonenumbers: forms without "+" or a trunk 0 need a known shape."""
    if digits > 15 or (digits <= 8 and _DATE_RE.match(candidate)):  # a date has at most 8
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


def _phones(
    text: str, lang: str | None, taken: list[tuple[int, int]], kept: list[Span]
) -> Iterator[Span]:
    """Phone numbers: regex candidates, trimmed group by group until phonenumbers accepts one.

    taken: card and account numbers, never read as phone numbers. kept: the spans that outrank a
    phone number and will be kept (see _resolve); a number starting inside one would overlap it
    however it is trimmed, so phonenumbers is not asked ("SMS-Code: 096635").
    """
    guessed: list[tuple[str, ...]] = []

    def regions() -> tuple[str, ...]:
        # The language orders the regions; it is guessed only for a trunk-0 number.
        if not guessed:
            guessed.append(_REGIONS[lang if lang in _REGIONS else guess_language(text)])
        return guessed[0]

    for match in _PHONE_RE.finditer(text):
        start = match.start()
        candidate = match.group().rstrip(" -/(.")
        if taken and _inside(start, start + len(candidate), taken):
            continue
        if kept and any(span.start <= start < span.end for span in kept):
            continue
        for _ in range(4):
            digits = len(candidate.translate(_PHONE_SEPARATORS))
            if digits < 6:
                break  # trimming only removes digits
            if _phone_shape_ok(candidate, digits, text, start):
                if candidate[0] != "+" and _ID_BEFORE_RE.search(text, max(0, start - 40), start):
                    break
                if _phone_valid(candidate, regions):
                    yield Span(start, start + len(candidate), "PHONE")
                    break
            cut = max(candidate.rfind(" "), candidate.rfind("-"), candidate.rfind("/"))
            if cut <= 0:
                break
            candidate = candidate[:cut].rstrip(" -/(.")


def _clean_value(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop sentence punctuation that ends a message after a value."""
    while end > start and text[end - 1] in ".,;:)]}\"'“”»«":
        end -= 1
    if end > start and text[end - 1] in "!?" and (end == len(text) or text[end].isspace()):
        # "!" inside a password is common; keep it unless the value then looks like a word.
        core = text[start : end - 1]
        if core.isalpha():
            end -= 1
    return start, end


def _cued(text: str, cues: list[tuple[str, str, int]], has_digits: bool = True) -> Iterator[Span]:
    """PASSWORD, OTP and CVC values after the word scan's cues: (cue, its group, its end)."""
    for cue, group, cue_end in cues:
        key = _cue_key(cue)
        kinds = _CUE_LABELS.get(key, ()) if group == "cue" else (group,)
        for kind in kinds:
            if kind != "PASSWORD" and not has_digits:
                continue  # OTP, CVC and PIN values hold digits: talk about codes has none
            if kind == "PASSWORD":
                found = _password_value(
                    text, cue_end, tight=key in _TIGHT_CUES, short=key in _SHORT_CUES
                )
                if found is None:
                    continue
                start, end = found
            else:
                match = _TAILS[kind].match(text, cue_end)
                if match is None:
                    continue
                start, end = _clean_value(text, match.start("value"), match.end("value"))
                value = text[start:end].lower()
                if len(value) < 3 or value in _NOT_A_VALUE or value.rstrip(".!?") in _NOT_A_VALUE:
                    continue
            yield Span(start, end, _CUE_KIND_LABEL[kind])
            if kind == "PASSWORD":
                yield from _elliptic_passwords(text, end)
            break


def _elliptic_passwords(text: str, after: int) -> Iterator[Span]:
    """Passwords named by "the old one was X" after a first password value."""
    # Only within the same sentence or two; a whole transcript is not searched per password.
    for cue in _PASSWORD_ELLIPSIS_RE.finditer(text, after, after + 80):
        found = _password_value(text, cue.end(), tight=True)
        if found is not None:
            yield Span(found[0], found[1], "PASSWORD")


def _addresses(text: str) -> Iterator[Span]:
    """Street and house number, with postcode and city when they follow."""
    pos = 0
    while True:
        number = _HOUSE_NUMBER_RE.search(text, pos)
        if number is None:
            return
        i, pos = number.start(), number.end()
        span = None
        after = text[pos : pos + 3]
        # An English street name follows as "<number>[letter] <Capital>": test before the regex.
        if (after[:1] == " " and after[1:2].isupper()) or (
            after[:1].isalpha() and after[1:2] == " " and after[2:3].isupper()
        ):
            en = _EN_ADDRESS_RE.match(text, i)
            if en:
                span = (i, en.end())
        if span is None and i >= 2 and text[i - 1] == " ":
            window_start = max(0, i - 60)
            # The word before the number: from the last whitespace in the window.
            cut = max(
                text.rfind(" ", window_start, i - 1),
                text.rfind("\n", window_start, i - 1),
                text.rfind("\t", window_start, i - 1),
            )
            word = text[max(cut + 1, window_start) : i - 1]
            if word.lower().endswith(_STREET_ENDINGS):
                tail = _EU_TAIL_RE.match(text, i)
                street = _EU_STREET_BEFORE_RE.search(text, window_start, i) if tail else None
                if street:
                    span = (street.start(), tail.end())
                elif tail and _LOWER_STREET_RE.fullmatch(word):
                    # Typed in lower case ("lindenstraße 14"): only an unmistakable compound.
                    span = (i - 1 - len(word), tail.end())
            if span is None and word[:1].isupper():
                tail = _EU_TAIL_POST_RE.match(text, i)
                name = _ANY_NAME_BEFORE_RE.search(text, window_start, i) if tail else None
                if name:
                    span = (name.start(), tail.end())
        if span:
            start, end = span
            while end > start and text[end - 1] in ".,":
                end -= 1
            yield Span(start, end, "ADDRESS")
            pos = max(pos, end)


def detect(text: str, lang: str | None = None) -> list[Span]:
    """Return sorted, non-overlapping sensitive spans in text."""
    if not text:
        return []
    candidates: list[Span] = []
    if "@" in text:
        candidates.extend(_emails(text))
    # Word scans run on the lower-cased text: matching without IGNORECASE is twice as fast.
    lowered = text.lower()
    has_upper = lowered != text
    anycase = len(lowered) != len(text)  # lower() moved offsets (e.g. "İ"): scan the original
    # The word scan matches the separator before each word: the first word gets a space. Offsets
    # in scan are one more than in text.
    scan = " " + (text if anycase else lowered)
    # One C-speed pass counts the digits; each number detector needs a minimum to run at all.
    digits = len(_NON_DIGITS_RE.sub("", text))
    taken: list[tuple[int, int]] = []  # card and account numbers, no phone numbers
    if digits:
        iban_shaped: list[tuple[int, int]] = []
        candidates.extend(_ibans(text, iban_shaped))
        taken.extend(iban_shaped)
        if digits >= 12:
            cards = list(_cards(text, iban_shaped))
            candidates.extend(cards)
            taken.extend((c.start, c.end) for c in cards)
        if has_upper or any(suffix in scan for suffix in _LOWER_STREET_SUFFIXES):
            # Street patterns start with a capital letter (EU names, "Am ...", English
            # "12 Elm Road") unless typed in lower case as a known compound ("lindenstraße").
            candidates.extend(_addresses(text))
    cues: list[tuple[str, str, int]] = []
    compound_health = False
    word_re, cue_re = (
        (_WORD_SCAN_RE_ANYCASE, _COMPOUND_CUE_RE_ANYCASE)
        if anycase
        else (_WORD_SCAN_RE, _COMPOUND_CUE_RE)
    )
    for match in word_re.finditer(scan):
        group = match.lastgroup
        start, end = match.span(group)  # the word, without the separator the match starts with
        if group == "health":
            candidates.append(Span(start - 1, end - 1, "HEALTH"))
        elif group != "long":
            cues.append((scan[start:end], group, end - 1))
            if end < len(scan) and scan[end].isalpha():
                # A cue starting a longer word may start a health compound ("tandpine").
                end = _LETTERS_RE.match(scan, end).end()
                word = scan[start:end].lower()
                compound_health |= word.endswith(_COMPOUND_ENDS.get(word[-4:], ((), ()))[0])
        elif (ends := _COMPOUND_ENDS.get(scan[end - 4 : end].lower())) is None:
            continue
        elif scan.endswith(ends[0], start, end):
            compound_health = True
        elif scan.endswith(ends[1], start, end):
            cue = cue_re.search(scan, start + 1, end)
            if cue is not None:
                cues.append((cue.group(), "PASSWORD", cue.end() - 1))
    if cues:
        candidates.extend(_cued(text, cues, digits > 0))
    if compound_health:
        candidates.extend(_health_compounds(scan))
    if digits >= 6:
        # Phone numbers come last: the spans that outrank them are known by now.
        outranking = [c for c in candidates if c.label in _OUTRANK_PHONE] if candidates else []
        candidates.extend(_phones(text, lang, taken, _resolve(outranking)))
    return _resolve(candidates)


def _resolve(candidates: list[Span]) -> list[Span]:
    """Keep the highest-priority, then longest, span wherever candidates overlap."""
    if len(candidates) < 2:
        return [s for s in candidates if s.end > s.start]
    candidates.sort(key=lambda s: (_PRIORITY[s.label], s.start - s.end, s.start))
    # Kept spans never overlap, so sorted by start their ends are sorted too: a candidate fits
    # when it ends before the next kept span starts and starts after the previous one ends.
    starts: list[int] = []
    kept: list[Span] = []
    for span in candidates:
        if span.end <= span.start:
            continue
        i = bisect.bisect_right(starts, span.start)
        if i and kept[i - 1].end > span.start:
            continue
        if i < len(kept) and kept[i].start < span.end:
            continue
        starts.insert(i, span.start)
        kept.insert(i, span)
    return kept
