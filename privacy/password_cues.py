"""Words and small patterns the password detectors of privacy.detect share: the words that may
stand between a password cue and its value (copulas, prepositions, fillers, separators), the shape
a value after a cue must have, quoted values, and the cue words, stems and markers several of the
detectors test. Outside that package so that its modules import them without importing the
package they belong to.
"""

from __future__ import annotations

import re

from privacy.credential_words import NAMED_OTHER_WORDS, NOT_A_VALUE

# The words of the cue grammar (see privacy.password_grammar): GAP, SEP and FILLER, and VALUE's
# shape.
MAX_GAP = 9
# Verbs of changing a password: after one, "to X" names the new password.
CHANGE_VERBS = frozenset(
    """changed change set reset updated geändert ändern gesetzt umgestellt ændret ændrede
    skiftet skiftede ændre skifte veranderd gewijzigd aangepast veranderen wijzigen ingesteld
    gezet eingestellt indstillet""".split()
)
CHANGE_BEFORE_RE = re.compile(
    r"(?<![\w])(?:changed|set|reset|updated|ændret|ændrede|skiftet|skiftede|veranderd|gewijzigd|"
    r"aangepast|geändert|umgestellt)(?![\w])[^.!?\n]*\Z",
    re.IGNORECASE,
)
CHANGED_AFTER_RE = re.compile(
    r"\s+\S+\s+(?:geändert|gesetzt|umgestellt|geändert|veranderd|gewijzigd|gezet|aangepast|"
    r"ændret|skiftet|sat|changed|set)(?![\w])",
    re.IGNORECASE,
)
MAX_STRICT_GAP = 4
USER_WORDS = frozenset(
    """username user-name benutzername benutzer anmeldename brugernavn gebruikersnaam
    gebruiker login""".split()
)
COPULAS = frozenset(
    """ist is er lautet lautete lauten heißt heisst hieß hiess war was were are var luidt luidde
    wordt werd wurde bliver blev lyder lød hedder hed be equals sind it's it’s wäre wär sei
    ware zou""".split()
)
PREPOSITIONS = frozenset("zu auf to into til naar in op as als som".split())
# How long a value stood is a filler too ("war ewig nur 'pizza'", "was for years just X", "var i
# årevis bare X", "was jarenlang gewoon X").
FILLERS = (
    frozenset(
        """jetzt now nu noch immer still stadig nog steeds übrigens btw probably wahrscheinlich
    vermutlich sandsynligvis vist waarschijnlijk bei mir for me hos mig bij mij simply einfach
    bare gewoon just nur kun alleen also auch ook også actually eigentlich faktisk eigenlijk ganz
    helt heel quite
    geändert changed ændret veranderd gewijzigd gesetzt set updated reset zurückgesetzt nulstillet
    gereset aktualisiert opdateret bijgewerkt here hier her either entweder enten ofwel
    glaub glaube denke denk ich think guess tror jeg denk ik doch
    bisher immer früher vorher ursprünglich always before previously originally altid før
    tidligere oprindeligt altijd eerst vroeger oorspronkelijk
    irgendwie sowieso wohl halt anscheinend offenbar somehow anyway anyhow apparently ligesom
    åbenbart blijkbaar kennelijk literally buchstäblich wortwörtlich letterlijk bogstaveligt
    talt years ewig lange jahrelang stets evig evigt længe årevis årtier jarenlang
    eeuwig""".split()
    )
    | PREPOSITIONS
    | {"i"}
)
# "... hvis I skal bruge den: X": a pronoun before the colon points at the value.
POINTERS = frozenset("den det die das het it this that dit dat dette denne dies".split())
DASHES = frozenset({"-", "–", "—"})
WORD_AHEAD_RE = re.compile(r"\s+[\"'„“‚‘»«]?[^\W\d_]")
# Adverbs by their ending ("basically", "normalerweise", "waarschijnlijk"): fillers too.
ADVERB_ENDINGS = ("ly", "weise", "lijk", "vis", "lich")
# Danish "i" ("var i årevis bare X") is "in"; after a copula a plain word after it is no value.
PREPOSITION_FILLERS = frozenset("bei bij hos for i".split()) | PREPOSITIONS
SEPARATORS = frozenset({":", "=", "=>", "->", "–", "-", "—", "==", ":=", "::"})
# Cues that are common words too ("boarding pass", "login page"): only "cue SEP value".
TIGHT_CUES = frozenset({"pass"})
SHORT_CUES = frozenset({"pw", "pwd", "passwd", "ww", "kw", "kennw", "passw"})
# Cues shared with one-time codes: their password holds a letter (see password_value).
LETTER_CUES = frozenset({"kode", "toegangscode"})
OPEN_QUOTES = "\"'„“‚‘»«”’"
CLOSE_QUOTES = "\"'“”‘’«»"
TOKEN_RE = re.compile(r"\S+")
# What some value shape needs: a digit, symbol or quote; punctuation inside a word; a capital after
# a small letter. Three searches that each start with a character set (which `re` skips through
# in C) are several times faster than one alternation tried at every position.
_SYMBOL_HINT_RE = re.compile(r"[\d#$%&*+<>@^_|~§€£=\\/\"'„“‚‘»«”’]")
_INNER_PUNCTUATION_HINT_RE = re.compile(r"[.!?\-](?<=[^\W\d_][.!?\-])(?=[^\W\d_])")
_INNER_CAPITAL_HINT_RE = re.compile(r"[A-ZÄÖÜÆØÅÉÈ](?<=[a-zäöüßæøåéèëï][A-ZÄÖÜÆØÅÉÈ])")
SENTENCE_END = ".!?"
# Words joined by "." or "-", one-letter ones inside too ("Ferie-i-Skagen"), and a word spelled
# letter by letter ("b-j-ø-r-n-e-b-æ-r").
JOINED_WORDS_RE = re.compile(
    r"[^\W\d_]{2,}(?:[.\-][^\W\d_]+)*[.\-][^\W\d_]{2,}|(?:[^\W\d_][.\-]){3,}[^\W\d_]"
)
# A digit or a symbol: either makes a token value-shaped.
SYMBOLS_RE = re.compile(r"[\d#$%&*+<>@^_|~§€£=\\/]")


def value_shaped(value: str, after_sep: bool) -> bool:
    """True when a token looks like a secret rather than a word."""
    if len(value) < 3 or value.lower() in NOT_A_VALUE:
        return False
    if SYMBOLS_RE.search(value):
        return True
    core = value.rstrip("!?")
    if "!" in core or "?" in core:
        return True  # punctuation inside a word ("Xy!kLm")
    if not after_sep:
        return False
    # Words joined by "." or "-" ("ajax.tulp", "hygge-hund"): a passphrase, not a word.
    if JOINED_WORDS_RE.fullmatch(core):
        return True
    # Mixed case inside a word ("PXKaADmks"): a plain word is lower, Title or UPPER case.
    return core.isalpha() and not (core.islower() or core.istitle() or core.isupper())


_DOUBLE_CLOSERS = {'"': '"”“', "“": '”"', "„": '“”"', "»": "«", "«": "»"}


def quoted(text: str, start: int, limit: int) -> tuple[int, int] | None:
    """The inside of a quoted value opening at start, when it closes on the same line. A double
    quote is closed by a double quote only: the apostrophe inside '"Rocky'sMom2"' is the
    value's."""
    closers = _DOUBLE_CLOSERS.get(text[start], CLOSE_QUOTES)
    end = start + 1
    while end < limit and text[end] not in closers and text[end] != "\n":
        end += 1
    if closers is not CLOSE_QUOTES and (end >= limit or text[end] == "\n"):
        end = start + 1  # no double quote closes it: any quote does, as before
        while end < limit and text[end] not in CLOSE_QUOTES and text[end] != "\n":
            end += 1
    if end >= limit or text[end] == "\n" or end - start - 1 < 1:
        return None
    inner = text[start + 1 : end].strip()
    if not inner or inner.lower() in NOT_A_VALUE:
        return None
    offset = text.index(inner, start + 1)
    return offset, offset + len(inner)


def quote_closed_before(text: str, cue_end: int, value_start: int) -> bool:
    """True when the cue ending at cue_end opens a quotation that closes before value_start."""
    cue_start = cue_end
    while cue_start and text[cue_start - 1].isalpha():
        cue_start -= 1
    if not cue_start or text[cue_start - 1] not in OPEN_QUOTES:
        return False
    return any(text[i] in CLOSE_QUOTES for i in range(cue_end, value_start))


SPACES_NOTE_RE = re.compile(
    r"\((?:[^()\n]{0,30}?\s)?(?:med|met|with|mit)\s+(?:mellemrum|spaties?|spaces?|leerzeichen)",
    re.IGNORECASE,
)
WHITESPACE_RE = re.compile(r"\s")


# The password cue words themselves, and their abbreviations and inflections.
CUE_WORD_RE = re.compile(
    r"(?:pass(?:wor[dt]|wd|code|phrase)?|pa(?:ss|ß)wort|kennwort|pw|pwd|ww|wachtwoord|"
    r"kodeord|adgangskode|kode|code|pin(?:code|kode)?)(?:s|et|en|n|e|es)?",
    re.IGNORECASE,
)


SENTENCE_MARK_RE = re.compile(r"[.!?](?:\s|\Z)")


GUESS_MARKER_RE = re.compile(
    r"(?:maybe|perhaps|probably|vielleicht|wahrscheinlich|måske|misschien|waarschijnlijk)",
    re.IGNORECASE,
)
GUESS_VALUE_RE = re.compile(r"[\"'„“»«]?([^\s\"'“”«»]{3,})[\"'“”«»]?(?:[.,;!?]|\s*\Z|\s*\n)")
NAMING_MARKER_RE = re.compile(
    r"\s*(?:namely|nämlich|namelijk|nemlig|oftewel|sprich|i\.e\.|dvs\.?|d\.h\.|maybe|perhaps|"
    r"probably|vielleicht|wahrscheinlich|måske|misschien|waarschijnlijk|dus)",
    re.IGNORECASE,
)
# A copula, a pointer and a question mark ending the sentence: "is dat genoeg?", "ist das ok?".
POINTER_QUESTION_RE = re.compile(
    r"\s+(?:dat|das|det|it|this|dit|dies)\s+[^\W\d_]+(?:\s+[^\W\d_]+){0,4}\s*\?", re.IGNORECASE
)
QUESTION_AFTER_RE = re.compile(r"[^.!?\n]*\?")


# Words a quoted string after a password cue may be instead of the password: a button, a field, a
# message ("Passwort vergessen", "Error 500").
UI_WORDS = frozenset(
    """error fehler fejl fout ok okay cancel abbrechen annuller annuleren login log anmelden
    submit weiter next volgende næste send senden sende verzenden continue fortsæt doorgaan
    incorrect invalid ungültig ugyldig ongeldig falsch forkert onjuist wrong account
    konto""".split()
)


# The first letters of password words in all their forms ("Passwörter", "wachtwoorden").
CUE_STEMS = ("passw", "paßw", "kennw", "kodeord", "wachtw", "adgangskod", "password")


def quoted_message(inner: str) -> bool:
    """True when quoted words are a message shown, not a value: they talk about passwords, or
    an error or button word opens them ("Fehler 401")."""
    words = inner.lower().split()
    return len(words) > 1 and (words[0] in UI_WORDS or any(w.startswith(CUE_STEMS) for w in words))


DIGIT_RE = re.compile(r"\d")
# What names the token as something else than a password: a user name, a network's name, an
# account or customer number.
_NAMED_OTHER_COPULAS = frozenset("is ist er var war was lautet".split())


def named_other_before(text: str, start: int) -> bool:
    """True when a user, network, account or customer word names the token at start ("Benutzer:
    x", "Wifi-naam X", "my username is X"): the last words before it, split in C."""
    words = text[max(0, start - 30) : start].lower().split()[-2:]
    if not words or text[start - 1 : start] not in (" ", ":", "=", "\t", "\n"):
        return False
    last = words[-1].strip(":=-")
    if last in _NAMED_OTHER_COPULAS and len(words) == 2:
        last = words[0].strip(":=-")
    return last in NAMED_OTHER_WORDS or last.rpartition("-")[2] in NAMED_OTHER_WORDS


MAX_PASSPHRASE_WORDS = 8


# "larkspur, dat is mijn wachtwoord", "Walfisch - das ist mein Passwort": the value, then a
# pointer and a copula name it; maybe whose it is ("det er min mors kode", "that's my dad's").
POINTER = (
    r"[\"'“”»«]?\s*[,–\-]\s*(?:that's|that\s+is|this\s+is|"
    r"das\s+ist|dies\s+ist|dat\s+is|dit\s+is|det\s+er|dette\s+er)\s+"
    r"(?:my|mein|meine|mijn|m'n|min|mit|the|het|de|das|our|unser|vores|ons)\s+"
    r"(?:[^\W\d_]+(?:'s|’s|s)\s+)?\Z"
)
# What stands between a value and the cue that points back at it (see pointed_back).
_POINTER_RE = re.compile(POINTER, re.IGNORECASE)


def pointed_back(text: str, value_end: int, cue_start: int) -> bool:
    """True when only a pointer stands between a value and a cue ("X – det er min mors kode"):
    the cue names that value, none after it."""
    return (
        0 <= cue_start - value_end <= 40
        and _POINTER_RE.match(text, value_end, cue_start) is not None
    )


MODAL_IN_CLAUSE_RE = re.compile(
    r"(?<![\w])(?:moest|moet|moeten|wil|wilde|kan|kon|zou|muss|musste|soll|sollte|will|wollte|"
    r"kann|konnte|möchte|skal|skulle|vil|ville|kunne|må|måtte)(?![\w])[^.!?\n]*\Z",
    re.IGNORECASE,
)


# A word after a cue that makes the two one compound, naming a tool or a part of a form: written
# apart or together ("password manageren", "Passwortmanager", "password field", "wachtwoord kluis").
TOOL_AFTER_RE = re.compile(
    r"[ -]?(?:manager\w*|safe|vault|keeper|generator\w*|tresor\w*|kluis\w*|boks\w*|field|"
    r"feld\w*|felt\w*|veld\w*|reset\w*|nulstil\w*|app|appen|pad|terminal)(?![\w])",
    re.IGNORECASE,
)
