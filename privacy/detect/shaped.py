"""Passwords known by their form rather than a cue: tokens shaped like a strong password wherever
they stand ("pQ7!xZr2#Lm9vT4"), and values spelled out letter by letter ("s t r o o p w a f e
l") with the words they spell.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import clean_value
from privacy.password_cues import DIGIT_RE, TOKEN_RE, WHITESPACE_RE, named_other_before
from privacy.password_shapes import PRODUCT_RE
from privacy.spans import Span

# ---------------------------------------------------------------- strong-password shape
#
# A token no cue names may still be a password by its shape alone ("[Bitwarden] pQ7!xZr2#Lm9vT4",
# "yes it's Ravenclaw_07", "ik denk Toscane2019"): 8 characters or more with a small letter and
# three letters at least, and a symbol inside with a digit or a capital, or a capital, "_" and a
# digit, or a digit written for a letter inside a word ("k1tchenT4ble"), or a capitalised word
# and a year. Fail closed: a secret missed costs more than a false alarm. What the shape is not:
# order, tracking and policy numbers (no small letter), hyphenated words ("2-Faktor-Code",
# "Typ-2-Diabetes"), mail addresses, links, file names, versions, products and models
# ("iPhone15", "AirPods2", "Note20Ultra"), a reference glued to its number ("Ticket#12345"), user
# names ("peter_k88", "m.hartwig84", or named by a user word), hashtags.
# The detector's word scan finds the tokens to read (see privacy.detect).
_SHAPE_SYMBOL_RE = re.compile(r"[!#$*+=?@^~|\\€£§<]")
_SHAPE_MIN_CHARS = 8
# A file name, a domain or a version ends so: ".pdf", ".de", ".com", "v2.1".
_SHAPE_ENDING_RE = re.compile(r".*\.[A-Za-z]{2,4}|v?\d+(?:\.\d+)+\S*", re.IGNORECASE)


_KEY_PREFIX_RE = re.compile(r"[^\W\d_]+[:=]+(?![/:=])")


def shaped_passwords(text: str, hints: list[int], found_before: list[Span]) -> list[Span]:
    """Tokens shaped like a strong password, wherever they stand (see above).

    hints: a position inside each token to read (the detector's word scan finds them); a token
    a span found before covers is not read again.
    """
    found = []
    token_end = -1
    for at in hints:
        if at < token_end:
            continue  # a token read already
        # The token around the hint; most are short ("cvv2", "3x"), which str.rfind and
        # str.find say in C.
        start = text.rfind(" ", 0, at) + 1
        end = text.find(" ", at)
        token_end = end = len(text) if end == -1 else end
        if end - start < _SHAPE_MIN_CHARS:
            continue
        start = max(start, text.rfind("\n", start, at) + 1, text.rfind("\t", start, at) + 1)
        space = WHITESPACE_RE.search(text, at, end)
        if space is not None:
            token_end = end = space.start()
        if end - start < _SHAPE_MIN_CHARS or any(
            span.start <= start + 1 and end - 2 <= span.end for span in found_before
        ):
            continue  # a value found already covers the token, its quotes and marks aside
        while start < end and text[start] in "(\"'„“‚‘»«[<{":
            start += 1
        start, end = clean_value(text, start, end)
        while end > start and text[end - 1] in ")]}>":
            end -= 1
        key = _KEY_PREFIX_RE.match(text, start, end)
        if key is not None:
            start = key.end()  # "Passwort:Sommer2024", "pw=Tulp#77": the value after its key
        if any(span.start <= start and end <= span.end for span in found_before):
            continue  # the whole token is a value found already
        if _password_shaped(text[start:end]) and not named_other_before(text, start):
            found.append(Span(start, end, "PASSWORD"))
    return found


def _password_shaped(value: str) -> bool:
    """True when a token has a strong password's shape (see shaped_passwords)."""
    core = value.rstrip("!?.")
    if len(core) < _SHAPE_MIN_CHARS or core[0] in "#@" or "://" in core:
        return False
    upper = core != core.lower()
    if core == core.upper() or sum(map(str.isalpha, core)) < 3:
        return False  # "ORD-2024-88812", "LX123456789DE": order and tracking numbers
    if "@" in core and "." in core[core.index("@") :]:
        return False  # a mail address
    if _SHAPE_ENDING_RE.fullmatch(core) or PRODUCT_RE.fullmatch(core):
        return False
    if core.lower().startswith(_IDENTIFIER_STEMS):
        return False  # "Ticket#12345", "Rechnung_2024": a reference and its number
    symbol = _SHAPE_SYMBOL_RE.search(core, 1, len(core) - 1) is not None
    digit = DIGIT_RE.search(core) is not None
    if symbol and (digit or upper):
        return True  # "pQ7!xZr2#Lm9vT4", "Blaubeere#9", "P@ssw0rd"
    if not digit:
        return False
    if "_" in core[1:-1] and upper:
        return True  # "Ravenclaw_07"; "peter_k88" is a user name
    # A digit standing for a letter inside a word ("k1tchenT4ble", "Sch1ldkröte"), or a word
    # and a year ("Toscane2019"). A name and a model number is a product ("AirPods2",
    # "Note20Ultra", "Zenbook14", "Covid19-Test").
    leet = _SHAPE_LEET_RE.findall(core)
    return bool((leet and (upper or len(leet) > 1)) or _SHAPE_WORD_YEAR_RE.fullmatch(core))


# One digit between letters ("k1tchen", "vAnd9mElon"): a letter written as a digit, or a random
# string. A digit before a new capitalised word is a model's ("Pixel7Pro").
_SHAPE_LEET_RE = re.compile(r"[^\W\d_]\d(?![A-ZÄÖÜÆØÅ][a-zäöüßæøåéèëï])(?=[^\W\d_]{2})")
_SHAPE_WORD_YEAR_RE = re.compile(r"[A-ZÄÖÜÆØÅ][a-zäöüßæøåéèëï]{3,}(?:19|20)\d\d")
# Words that a reference number follows, glued to it ("Ticket#12345", "Rechnung_2024").
_IDENTIFIER_STEMS = (
    *("ticket", "order", "bestell", "rechnung", "invoice", "faktura", "factuur", "case", "sag"),
    *("issue", "ref", "kunde", "klant", "vorgang", "auftrag", "ordre", "zaak", "paket", "pakke"),
    *("pakket", "img", "dsc", "scan", "foto", "bild", "file", "datei", "doc", "report", "bericht"),
    *("vertrag", "contract", "kontrakt", "police", "policy", "polis", "konto", "account"),
)


# ---------------------------------------------------------------- spelled-out values
#
# "s t r o o p w a f e l", "b-j-ø-r-n-e-b-æ-r, altså bjørnebær", "k-a-n-e-l-s-n-e-g-l-4",
# "m-a-c-a-r-o-n-i then 2 then 2, so macaroni22": a value spelled letter by letter where a
# password is talked about or spelled out, and the word it spells wherever it stands assembled in
# the message (with the digits and symbols glued to it). A name spelled for the record is no
# password. The letters may end on digits or symbols spelled the same way ("p-u-m-p-k-i-n-7").
_SPELLED_RE = re.compile(
    r"(?<![\w\-.])[^\W\d_](?P<sep>[ \-.])(?:[^\W\d_](?P=sep)){2,}[^\W\d_]"
    r"(?:(?P=sep)[\d!#$%&*+=?@])*(?![\w\-])"
)
_SPELL_WORD_RE = re.compile(r"spell|spel|buchstab|stave|staver|letter for letter", re.IGNORECASE)
_NAME_WORDS_RE = re.compile(
    r"(?<![\w])(?:name|navn|naam|nachname|surname|efternavn|achternaam|vorname|fornavn|voornaam|"
    r"adresse|address|adres|straße|street|gade|straat|e-?mail|mail)(?![\w])",
    re.IGNORECASE,
)


def spelled_passwords(text: str, cued: bool) -> Iterator[Span]:
    """Spelled-out values and the words they spell (see above); cued: a password cue is in the
    message."""
    if not cued and (_SPELL_WORD_RE.search(text) is None or _NAME_WORDS_RE.search(text)):
        return
    for match in _SPELLED_RE.finditer(text):
        yield Span(match.start(), match.end(), "PASSWORD")
        word = match.group()[::2].lower()
        for token in TOKEN_RE.finditer(text):
            if token.start() < match.end() and match.start() < token.end():
                continue
            start, end = clean_value(text, *token.span())
            if text[start:end].lower().startswith(word):
                yield Span(start, end, "PASSWORD")
