"""Passwords and PINs: the value a credential cue names, read by a small grammar."""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.patterns import trie_pattern
from privacy.spans import Span

# After a password has been named, "the old one was X" names another ("neues Passwort ist A,
# altes war B"); these words count as cues only after a password value in the same message.
_PASSWORD_ELLIPSIS_RE = re.compile(
    r"(?<![\w])(?:das\s+)?(?:altes|alten|alte|vorheriges|vorherige|bisheriges|bisherige|"
    r"old\s+one|old|previous\s+one|previous|det\s+gamle|den\s+gamle|gamle|tidligere|"
    r"het\s+oude|de\s+oude|oude|vorige)(?![\w])",
    re.IGNORECASE,
)
# Values that follow a cue but say something about the password instead of being it.
NOT_A_VALUE = frozenset(
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
TIGHT_CUES = frozenset({"pass", "login"})
SHORT_CUES = frozenset({"pw", "pwd", "passwd"})
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
    if len(value) < 3 or value.lower() in NOT_A_VALUE:
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
    if not inner or inner.lower() in NOT_A_VALUE:
        return None
    offset = text.index(inner, start + 1)
    return offset, offset + len(inner)


def password_value(
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
            v_start, v_end = clean_value(text, start, end)
            if _value_shaped(text[v_start:v_end], after_sep and not fillers):
                return v_start, v_end
        lowered = word.lower()
        bare = lowered.rstrip(",;")
        if lowered in _SEPARATORS or (bare.endswith((":", "=")) and bare[:-1] not in NOT_A_VALUE):
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

COMPOUND_CUE_RE = re.compile("(?P<PASSWORD>" + trie_pattern(list(_COMPOUND_CUES)) + ")")
COMPOUND_CUE_RE_ANYCASE = re.compile(COMPOUND_CUE_RE.pattern, re.IGNORECASE)
COMPOUND_CUE_FORMS = tuple(
    cue + inflection
    for cue in _COMPOUND_CUES
    for inflection in ("", "s", "et", "en", "n", "e", "es")
)


def clean_value(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop sentence punctuation that ends a message after a value."""
    while end > start and text[end - 1] in ".,;:)]}\"'“”»«":
        end -= 1
    if end > start and text[end - 1] in "!?" and (end == len(text) or text[end].isspace()):
        # "!" inside a password is common; keep it unless the value then looks like a word.
        core = text[start : end - 1]
        if core.isalpha():
            end -= 1
    return start, end


def elliptic_passwords(text: str, after: int) -> Iterator[Span]:
    """Passwords named by "the old one was X" after a first password value."""
    # Only within the same sentence or two; a whole transcript is not searched per password.
    for cue in _PASSWORD_ELLIPSIS_RE.finditer(text, after, after + 80):
        found = password_value(text, cue.end(), tight=True)
        if found is not None:
            yield Span(found[0], found[1], "PASSWORD")
