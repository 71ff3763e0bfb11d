"""Candidate secrets that are talk about a secret, not the secret itself.

The rules that find passwords and codes fail closed, so some of their candidates name something
else: a masked value ("Passwort: ********"), a message or hint quoted from a screen ("dann kommt
'unbekannter fehler'", "it asks for a 'security word'"), a user or network name ("the network is
called BrewBar_Guest"), a word of the sentence that goes on after the cue ("mein pw hat ein ä
drin"), a description before the value itself ("ww = hondennaam + huisnummer, dus Guusje42"), a
reference's number ("Ticket #PW-99812") or a length ("PIN 3-8 digits"). Each rule here is a
general condition on the candidate and the words right around it; card numbers and card codes
are never dropped.
"""

from __future__ import annotations

import re

from privacy.credential_words import DEVICE_WORDS
from privacy.spans import Span

_CHECKED = frozenset({"PASSWORD", "OTP"})

# A value typed as dots or stars: the field's mask, no characters of the secret.
_MASK_CHARS = frozenset("*•●·∙")

_OPEN_QUOTES = "\"'„“‚‘»«"
_CLOSE_QUOTES = "\"'“”‘’«»"
# A quoted status or error a screen shows: never a password, whatever asked for it.
_STATUS_RE = re.compile(
    r"fehler|gesperrt|geprüft|abgelehnt|abgelaufen|falsch|error|invalid|incorrect|wrong|denied|"
    r"blocked|locked|failed|expired|fejl|forkert|ugyldig|spærret|afvist|udløbet|mislykke|fout|"
    r"ongeldig|geblokkeerd|geweigerd|verlopen|mislukt",
    re.IGNORECASE,
)
# A word right before a quotation that names a question, a hint or a screen's message: the
# quotation is what the screen asks or says ("Sicherheitsfrage 'Lieblingsfarbe'", "asks for a
# 'security word'", "wachtwoordhint is 'eerste huisdier'", "dann kommt 'unbekannter fehler'").
_ASKING_RE = re.compile(
    r"(?:hint|hinweis|frage|fragt|vraag|vraagt|question|spørgsmål|spørger|asks?|asking|kommt|"
    r"komt|kommer)[^\W\d_]*(?P<rest>(?:\W+[^\W\d_]+){0,3}?)\W*\Z",
    re.IGNORECASE,
)
_CUE_STEMS_RE = re.compile(r"pass|paßw|kennw|kode|code|wacht|\bww\b|\bpw\b|\bpin\b", re.IGNORECASE)
_LOOK_BACK = 40

# Words that name a user or a network, with their compounds ("Benutzername", "wifi-naam").
_USER_STEMS = """user username benutzer benutzername anmeldename brugernavn gebruiker
    gebruikersnaam login inlog""".split()
_NETWORK_STEMS = "ssid netzwerk netværk netwerk network wlan wifi wi-fi".split()


def _forms(stems: list[str]) -> frozenset[str]:
    return frozenset(
        stem + joint + suffix
        for stem in stems
        for joint in ("", "-")
        for suffix in ("", "name", "navn", "naam", "s", "en", "et", "e", "id")
        if joint == "" or suffix
    )


_USER_WORDS = _forms(_USER_STEMS)
_NETWORK_WORDS = _forms(_NETWORK_STEMS) - {"wlan", "wifi", "wi-fi"}
_NETWORK_WORD_RE = re.compile(r"wlan|wifi|wi-fi|netzwerk|netværk|netwerk|network|ssid", re.I)
# Words between a user or network word and its value ("username is just X", "netwerk heet X");
# a network's value needs a naming verb ("the network is called X"): "the PIN on your network is
# 6204" names a PIN.
_NAMING_VERBS = frozenset("heet hedder heißt heisst called named genannt".split())
_NAME_NOUNS = frozenset("name navn naam ssid".split())
_NAMING_WORDS = _NAMING_VERBS | frozenset(
    """is ist er var war was lautet luidt lyder gewoon just simply einfach bare blot bloß nur
    kun alleen simpelthen""".split()
)
# Words that open a clause after a single plain word, so the word was no value: a subject
# pronoun, a negation or an article ("mein pw hat ein ä drin", "ww deel ik hier niet", "koden er
# vel ikke", "den er købt et andet sted").
_CLAUSE_GOES_ON = frozenset(
    "ik het ich es jeg ikke niet nicht not ein eine een et du je we wir vi wij hij".split()
)
_PLAIN_WORD_RE = re.compile(r"[^\W\d_]+")
# A past participle with a separable prefix, written small ("aangevraagd", "eingegeben"), or a
# German infinitive with "zu" inside ("zurückzusetzen").
_PREFIXED_PARTICIPLE_RE = re.compile(
    r"(?:aan|op|af|uit|in|door|terug|mee|toe|vast|an|auf|aus|ein|mit|nach|vor|zu|ab|fest)ge"
    r"[^\W\d_]{3,}(?:d|t|en)"
    # A German infinitive with its "zu" inside ("zurückzusetzen", "umzustellen", "einzuloggen").
    r"|(?:ab|an|auf|aus|ein|um|zurück|vor|nach|mit|weg|her|hin|wieder|fest|frei|los|dar|bei|"
    r"durch|über|unter|weiter|zusammen|herunter|hoch|rein|raus)zu[^\W\d_]{2,}(?:en|ern|eln)"
)
# Words between two values that make them two ("ladybug ... or maybe Ladybug1"), an old one and
# a new one too ("früher apfelkuchen, jetzt apfelkuchen2", "old ... new one is X").
_EITHER_RE = re.compile(
    r"\b(?:or|oder|eller|of|maybe|vielleicht|måske|misschien|and|und|og|en|then|dann|daarna|så|"
    r"now|jetzt|nun|nu|new|neue[snr]?|neu|nye|nieuwe?)\b",
    re.IGNORECASE,
)
_SECRET_MARK_RE = re.compile(r"[\d!#$%&*+=?@^~_|\\]")
_SENTENCE_END_RE = re.compile(r"[.!?](?:\s|\Z)|\n")
# A length, not a value: a range or count before its unit ("PIN 3-8 digits", "4-6 Ziffern").
_LENGTH_AFTER_RE = re.compile(
    r"\s*(?:digits?|ziffern?|stellen|stellig|cijfers?|cifre|tegn|characters?|chars?|zeichen|"
    r"tekens)(?![\w])",
    re.IGNORECASE,
)
_RANGE_RE = re.compile(r"\d{1,2}\s?[-–]\s?\d{1,2}")


def without_talk(text: str, candidates: list[Span]) -> list[Span]:
    """The candidates without the passwords and codes that are talk (see above)."""
    kept = []
    for span in candidates:
        if span.label in _CHECKED and _is_talk(text, span, candidates):
            continue
        kept.append(span)
    return kept


def _is_talk(text: str, span: Span, candidates: list[Span]) -> bool:
    value = text[span.start : span.end]
    if len(value) >= 3 and set(value) <= _MASK_CHARS:
        return True
    if _RANGE_RE.fullmatch(value) and _LENGTH_AFTER_RE.match(text, span.end):
        return True
    if "-" in (value[:1], text[span.start - 1 : span.start]):
        # The number of a reference glued to its letters ("Ticket #PW-99812").
        token_start = text.rfind(" ", 0, span.start) + 1
        if text[token_start : token_start + 1] == "#":
            return True
    if span.label != "PASSWORD":
        return False
    if _quoted_message(text, span.start, span.end, value):
        return True
    if _named_other(text, span.start):
        return True
    plain = _PLAIN_WORD_RE.fullmatch(value) is not None and value.islower()
    if plain:
        after = text[span.end : span.end + 12].split(maxsplit=1)
        if after and after[0] in _CLAUSE_GOES_ON and text[span.end : span.end + 1] == " ":
            return True
        if _PREFIXED_PARTICIPLE_RE.fullmatch(value):
            return True
    if value[:1].islower() and _SECRET_MARK_RE.search(value.replace(" + ", " ")) is None:
        return _stronger_value_after(text, span, candidates)
    return False


def _quoted_message(text: str, start: int, end: int, value: str) -> bool:
    """True when a value without digits is a quoted status, question or hint."""
    if any(c.isdigit() for c in value):
        return False
    opening = start - 1 if text[start - 1 : start] in _OPEN_QUOTES else -1
    if opening < 0 or text[end : end + 1] not in _CLOSE_QUOTES:
        return False
    if _STATUS_RE.search(value):
        return True
    asking = _ASKING_RE.search(text, max(0, opening - _LOOK_BACK), opening)
    return asking is not None and _CUE_STEMS_RE.search(asking.group("rest")) is None


def _named_other(text: str, start: int) -> bool:
    """True when a user or network word names the value ("the username is 'hellokitty_fan'",
    "netwerk heet Koffiehoek_Gast"), a naming verb or filler between them."""
    line_start = text.rfind("\n", 0, start) + 1
    words = text[max(line_start, start - _LOOK_BACK) : start].split()
    if words and words[-1].startswith("("):
        # "the guest wifi in your store ('Store-Guest')": the network's name, unless a password
        # word comes after the network's ("the wifi password (Lupine#44)").
        for word in reversed(words[-6:-1]):
            if _CUE_STEMS_RE.search(word):
                break
            if _NETWORK_WORD_RE.search(word):
                return True
    named = False
    seen: list[str] = []
    for word in reversed(words[-5:]):
        bare = word.strip("\"'„“”‘’»«:=,").lower()
        seen.append(bare)
        if not bare or bare in _NAMING_WORDS or bare in _NAME_NOUNS:
            # "network name 'X'", "Netzwerkname 'X'": the name noun names the value too.
            named |= bare in _NAMING_VERBS or bare in _NAME_NOUNS
            continue
        if bare.endswith(("name", "navn", "naam")) and bare[:-4] in _NETWORK_STEMS:
            return True
        if bare in _USER_WORDS:
            # (a device's login is its password: "the windows login is sunflower88")
            return not (bare.startswith("log") and _device_before(words, word))
        if bare in ("wlan", "wifi", "wi-fi") and any(w in _NAMING_VERBS for w in seen):
            return True  # "das WLAN heißt 'X'", "the wifi is called X": its name, not its key
        return bare in _NETWORK_WORDS and (named or word.endswith((":", "=")))
    return False


def _device_before(words: list[str], word: str) -> bool:
    """Whether the word before `word` (the last of its kind in `words`) names a device."""
    at = len(words) - 1 - words[::-1].index(word)
    if at == 0:
        return False
    before = words[at - 1].strip("\"'„“”‘’»«:=,-").lower()
    return before in DEVICE_WORDS or word.lower().split("-")[0] in DEVICE_WORDS


# A change between two values: the first is the old password, no description of the second
# ("wachtwoord was vroeger kersentaart, ... veranderd naar Appeltaart#2", "war früher X, jetzt
# auf Y geändert").
_CHANGED_TO_RE = re.compile(
    r"(?<![\w])(?:chang(?:ed|e)|reset|ændre[tr]?|ændrede|skiftet|skiftede|geändert|umgestellt|"
    r"veranderd|gewijzigd|aangepast)(?![\w])",
    re.IGNORECASE,
)


_NOT_LETTERS_RE = re.compile(r"[\W\d_]+")


def _stronger_value_after(text: str, span: Span, candidates: list[Span]) -> bool:
    """True when a password with a letter and a digit or symbol follows in the same sentence (a
    PIN read out first in words is said twice, no description), no cue, no "or" and no change
    verb between: the small words before it described it ("ww = hondennaam + huisnummer, dus
    Guusje42"). A word in quotes of its own is a value, not a description ("på den ene står
    'grøn', på den anden 'Traktor#88'")."""
    if text[span.start - 1 : span.start] in _OPEN_QUOTES and text[span.end : span.end + 1] in (
        _CLOSE_QUOTES
    ):
        return False
    end = _SENTENCE_END_RE.search(text, span.end)
    limit = len(text) if end is None else end.start()
    stronger = False
    for other in candidates:
        if (
            other.label == "PASSWORD"
            and span.end < other.start < limit
            and _SECRET_MARK_RE.search(text, other.start, other.end)
            and not text[other.start : other.end].replace(" ", "").isdigit()
            and _CUE_STEMS_RE.search(text, span.end, other.start) is None
            and _EITHER_RE.search(text, span.end, other.start) is None
            and _CHANGED_TO_RE.search(text, span.end, other.start) is None
        ):
            stronger = True
    if stronger:
        # "poes, poes123, Poes123", "'regen' mocht niet, toen ... regenjas2024": a value that
        # starts with the word is another try of it; what describes a value does not spell it.
        word = text[span.start : span.end].lower()
        for other in candidates:
            if (
                other.label == "PASSWORD"
                and span.end < other.start < limit
                and _NOT_LETTERS_RE.sub("", text[other.start : other.end]).lower().startswith(word)
            ):
                return False
    return stronger
