"""Passwords in a message about typing a value or about a password's rules, no login word in it.

A reply in the middle of a conversation names no login: "its ohiofarm2 i swear ive typed it like
10 times", "I type in my email then sausagedog1 like always", "jeg har sat den til "Rød-Dør-81"
men siden siger den skal have et specialtegn". Typing a value over and over, or the rules a value
broke (a special character, a capital, a minimum length), are what passwords go through. In such
a message a token shaped like a password (see likeness.password_like) is one, and so is a quoted
token with a letter and a digit or symbol when the message speaks of the rules. A quoted word the
rules or the login refused ("'regen' mocht niet", "prøvede med 'vinter' og det gik ikke", "'tulip'
was too short") is what was typed, however plain.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import NOT_A_VALUE, credential_context
from privacy.gates import parts_pattern
from privacy.password_cues import CUE_WORD_RE, UI_WORDS
from privacy.password_shapes import GRAMMAR_WORDS, password_like, token_at
from privacy.spans import Span

# Typing a value, in the four languages: the letters each form holds. The value is the verb's
# object, a pronoun for the value named elsewhere ("typed it", "skrevet den") or the login's pair
# ("type in my email then ..."); a verb alone types anything ("tippe ich X am Handy").
_TYPING_PARTS = (
    *("typed it", "type it", "typing it", "retyped it", "type in my", "typed in my", "typed my"),
    *("getypt", "ingetypt", "intypen", "ingetikt", "eingetippt", "es getippt", "es eingegeben"),
    *("skrevet den", "skriver den", "skrev den", "tastet den", "taster den", "tastede den"),
    *("skrevet det", "tastet det", "het ingevuld", "het getikt"),
    *("entered it", "enter it", "put it in", "gebe es ein", "geb es ein", "gebe ihn ein"),
    *("voer het in", "vul het in", "indtaster den", "indtastet den", "indtaster det"),
)
# The rules a password is held to.
_RULE_PARTS = (
    *("special character", "special char", "specialtegn", "sonderzeichen", "speciaal teken"),
    *("speciale teken", "leesteken", "symbol", "uppercase", "capital letter", "großbuchstabe"),
    *("hoofdletter", "stort bogstav", "store bogstaver", "tegn lang", "zeichen lang"),
    *("characters long", "tekens lang", "minimum length", "mindestlänge", "minimumlængde"),
)
_TYPING_RE = parts_pattern(_TYPING_PARTS)
# A value before a slash, a bar or a dash and another value: a user name and its password.
_PAIR_AFTER_RE = re.compile(r"[\"'“”»«]?\s?[/|–—]\s?[^\s/|–—]")
_RULE_RE = parts_pattern(_RULE_PARTS)
# A quoted token with a letter and a digit, a symbol or two hyphens ("Rød-Dør-81", 'Tulp#7',
# "Blå-Bil-Hus"); one hyphen joins words ("e-mail").
_QUOTED_RE = re.compile(
    r"[\"'„“‚‘»«](?P<value>(?=[^\s\"'“”«»]*[^\W\d_])"
    r"(?=[^\s\"'“”«»]*[\d#$%&*+=?!@_]|[^\s\"'“”«»]*-[^\s\"'“”«»]*-)"
    r"[^\s\"'„“”‚‘’»«]{4,40})[\"'“”‘’«»]"
)


# A refusal's words, read in the lower-cased text before the pattern runs.
_REFUSAL_PARTS_RE = parts_pattern(
    [
        *("niet", "ikke", "nicht", "not", "n't", "rejected", "refused", "abgelehnt", "afvist"),
        *("geweigerd", "afgewezen", "short", "kurz", "kort"),
    ]
)
# A single quoted word, then within two words its refusal: not allowed, not accepted, too short,
# did not work ("'regen' mocht niet", "'vinter' og det gik ikke", "'Tulpe' war zu kurz").
_REFUSED_QUOTED_RE = re.compile(
    r"[\"'„“‚‘»«](?P<value>[^\W\d_][^\W\d_-]{2,29})[\"'“”‘’«»],?\s+(?:\w+\s+){0,2}?"
    r"(?i:mocht(?:e)?\s+niet|mag\s+niet|ging\s+niet|werkte\s+niet|lukte\s+niet|"
    r"werd\s+(?:niet\s+geaccepteerd|geweigerd|afgewezen)|te\s+kort|"
    r"gik\s+ikke|virkede\s+ikke|måtte\s+ikke|blev\s+(?:ikke\s+godkendt|afvist)|for\s+kort|"
    r"ging\s+nicht|war\s+nicht\s+erlaubt|nicht\s+erlaubt|wurde\s+(?:nicht\s+akzeptiert|"
    r"abgelehnt)|zu\s+kurz|funktionierte\s+nicht|klappte\s+nicht|"
    r"(?:was|is)\s+not\s+(?:allowed|accepted)|(?:wasn't|isn't)\s+(?:allowed|accepted)|"
    r"was\s+(?:rejected|refused)|too\s+short|didn't\s+work|did\s+not\s+work)(?![\w])"
)

# A verb of showing right before the quote: the quoted word is the screen's.
_SHOWN_BEFORE_RE = re.compile(
    r"(?<![\w])(?i:says|said|shows|showed|sagt|sagte|zeigt|zeigte|steht|stand|står|stod|siger|"
    r"sagde|viser|viste|zegt|zei|toont|toonde|staat|stond|meldet|message|meldung|melding|"
    r"besked)\W*\Z"
)


def refused_quoted(text: str, lowered: str) -> Iterator[Span]:
    """A quoted word refused by the rules or the login, in a message about a password or a
    login (see above); lowered: text.lower()."""
    if _REFUSAL_PARTS_RE.search(lowered) is None:
        return
    matches = list(_REFUSED_QUOTED_RE.finditer(text))
    if not matches or not (credential_context(lowered) or _RULE_RE.search(lowered)):
        return
    for match in matches:
        value = match.group("value").lower()
        if (
            value in NOT_A_VALUE
            or value in UI_WORDS
            or value in GRAMMAR_WORDS
            or CUE_WORD_RE.fullmatch(value)
        ):
            continue  # "the word 'password' is not allowed": a rule about a word
        if _SHOWN_BEFORE_RE.search(text, max(0, match.start() - 24), match.start()):
            continue  # "the field says 'weak' and it didn't work": the screen's word
        yield Span(match.start("value"), match.end("value"), "PASSWORD")


def typed_passwords(text: str, lowered: str, hints: list[int], found: list[Span]) -> Iterator[Span]:
    """Password-shaped tokens at hints (see the detector's word scan) in a message about typing
    a value or about a password's rules, and quoted values in one about the rules."""
    rules = _RULE_RE.search(lowered) is not None
    if not rules and _TYPING_RE.search(lowered) is None:
        return
    for at in hints:
        start, end = token_at(text, at)
        if end - start < 6 or any(s.start < end and start < s.end for s in found):
            continue
        if password_like(text[start:end]) and _PAIR_AFTER_RE.match(text, end) is None:
            yield Span(start, end, "PASSWORD")
    if rules:
        for match in _QUOTED_RE.finditer(text):
            start, end = match.span("value")
            if not any(s.start < end and start < s.end for s in found):
                yield Span(start, end, "PASSWORD")


# A remark on a letter's case names the letter: "großes M", "met grote M", "capital T", "stort K",
# "kleines b"; the value it is about starts with that letter. Size words ("big", "stor", "small")
# are left out: "a big T-shirt", "stor M".
_CASE_REMARK_RE = re.compile(
    r"(?<![\w])(?:gro(?:ß|ss)(?:e[nms]?)?|klein(?:e[nms]?)?|grote|kleine|hoofdletter|capital|"
    r"upper[- ]?case|lower[- ]?case|stort|småt)\s+(?P<letter>[^\W\d_])(?![\w-])",
    re.IGNORECASE,
)
# The start of each remark word above as lower() writes it: a necessary condition, read in C.
# IGNORECASE reads "ı" as i and "ſ" as s, which lower() keeps as they are: they let a text through.
_CASE_REMARK_PARTS_RE = parts_pattern(
    ["gro", "klein", "hoofdletter", "capital", "upper", "lower", "stort", "småt", "ı", "ſ"]
)
# A token of a letter and at least three more characters, a digit or symbol among them.
_LETTERED_TOKEN_RE = re.compile(r"(?<![\w@.])[^\W\d_][\w!#$%&*+=?@.-]{3,40}")
_DIGIT_OR_SYMBOL_RE = re.compile(r"[\d!#$%&*+=?@_]")


def case_remarked(text: str, lowered: str, found: list[Span]) -> Iterator[Span]:
    """The value a remark on a letter's case is about: "Ups, großes M: Meerblick88",
    "Hoofdletter vergeten: Molenweg33 met grote M". Only a token with a digit or a symbol that
    starts with the letter named, wherever it stands in the message. lowered: text.lower()."""
    if _CASE_REMARK_PARTS_RE.search(lowered) is None:
        return  # no remark word: most messages end here
    for remark in _CASE_REMARK_RE.finditer(text):
        letter = remark.group("letter").lower()
        for token in _LETTERED_TOKEN_RE.finditer(text):
            start, end = token.start(), token.end()
            while end > start and text[end - 1] in ".-":
                end -= 1
            value = text[start:end]
            if (
                value[0].lower() == letter
                and _DIGIT_OR_SYMBOL_RE.search(value, 1) is not None
                and not (remark.start() <= start < remark.end())
                and not any(s.start < end and start < s.end for s in found)
            ):
                yield Span(start, end, "PASSWORD")


# A note on the case of the word right before it: "es ist einfach nur schnecke. klein, ohne
# zahlen", "det er bare hyggelig med småt", "my dogs name, Biscuit, with a capital B", "de naam
# van mn kat, Pluis, met hoofdletter", "Try pembroke. lowercase.". In a message about a login or
# a try, that word is the value the note is about.
_CASE_NOTE_AFTER_RE = re.compile(
    r"[\s.,;:–—-]{1,3}(?:(?:all|alles|alt|allemaal|in|i|im|ganz)\s+)?"
    r"(?:lower[- ]?case|small\s+letters|klein(?:geschrieben|buchstaben)?|med\s+småt|"
    r"små\s+bogstaver|kleine\s+letters?|met\s+kleine\s+letters?|"
    r"(?:with|mit|med|met)\s+(?:a\s+|einem\s+|großem\s+|grossem\s+|stort\s+|een\s+)?"
    r"(?:capital|großbuchstaben|grossbuchstaben|hoofdletter|stort)(?:\s+(?P<letter>[^\W\d_]))?|"
    # ... or on its being one word: "es ist ichliebepizza, alles zusammen", "all one word"
    r"(?:in\s+)?one\s+word|(?<=alles\s)zusammen(?:geschrieben)?|zusammengeschrieben|in\s+einem\s+wort|(?:i\s+)?(?:ét|et)\s+ord|"
    r"i\s+ét|(?:in\s+)?(?:één|een)\s+woord|aan\s+elkaar(?:\s+geschreven)?)"
    r"(?![\w])",
    re.IGNORECASE,
)
_CASE_NOTE_PARTS_RE = parts_pattern(
    ["lower", "small letters", "klein", "småt", "små bogstaver", "capital", "großbuchst"]
    + ["grossbuchst", "hoofdletter", "stort", "ı", "ſ", "one word", "zusammen", "einem wort"]
    + ["ét ord", "et ord", "i ét", "één woord", "een woord", "aan elkaar"]
)
# A login, a try or a value that failed: what makes a word with a case note a password's.
_LOGIN_CONTEXT_RE = parts_pattern(
    [
        *("pass", "pw", "kennw", "kodeord", "adgangskode", "wachtw", "ww ", "login", "log in"),
        *("logge", "inlog", "anmeld", "verifi", "account", "konto", "try", "tried", "prøv"),
        *("probier", "probeer", "work", "virker", "funktioniert", "werkt", "geht nicht"),
        *("set it up", "set up", "das alte", "the old", "den gamle", "de oude", "kode", "code"),
        # a value refused: "wird trotzdem abgelehnt", "still rejected", "afvist", "geweigerd"
        *("abgelehnt", "reject", "refuse", "afvist", "afviser", "geweigerd", "afgewezen"),
        *("nicht angenommen", "not accepted", "won't take", "wont take", "tager den ikke"),
    ]
)
# A message that opens by dictating one value ("es ist ichliebepizza, alles zusammen", "its
# pinecone all lowercase"): the note is about that value whatever else the message says.
_DICTATED_OPENING_RE = re.compile(
    r"\s*(?i:it'?s|it\s+is|es\s+ist|das\s+ist|det\s+er|den\s+er|het\s+is|'t\s+is)\s+[\"'‘“„]?"
)
# Words of writing that a case note follows without naming a value ("written in lower case").
_WRITING = frozenset(
    """written write writes typed type geschrieben schreiben schreibe getippt skrevet skriv
    skriver geschreven schrijven schrijf getypt letters letter buchstaben bogstaver spaces
    space spaties spatie leerzeichen mellemrum""".split()
)
# Words that say what a value is made of ("vorname", "vejnavn", "hundens navn"): no value.
_NAMING_RE = re.compile(r"(?i:name|navn|naam|unten|oben|nederst|onderaan)\Z")
# A note followed by the value it is about: "mein vorname klein: jürgen", "med stort, altså Fido".
_VALUE_FOLLOWS_RE = re.compile(r"\s*(?::|,?\s*(?:also|altså|dus|i\.\s?e\.|that\s+is|nämlich))")
_PLAIN_TOKEN_BEFORE_RE = re.compile(r"(?<![\w@.#/-])(?P<value>[^\W\d_][\w-]{2,29})\Z")


def case_noted(text: str, lowered: str, found: list[Span]) -> Iterator[Span]:
    """The word a note on its case follows, in a message about a login or a try (see above).
    lowered: text.lower()."""
    if _CASE_NOTE_PARTS_RE.search(lowered) is None:
        return
    opening = _DICTATED_OPENING_RE.match(text)
    login = _LOGIN_CONTEXT_RE.search(lowered) is not None
    if not login and opening is None:
        return
    for note in _CASE_NOTE_AFTER_RE.finditer(text):
        if _VALUE_FOLLOWS_RE.match(text, note.end()):
            continue  # "vejnavn med stort: Kildebakken": the value follows the note
        before = _PLAIN_TOKEN_BEFORE_RE.search(text, max(0, note.start() - 30), note.start())
        if before is None:
            continue
        if "(" in text[max(0, before.start() - 20) : before.start()]:
            continue  # "(yes really, all lowercase with spaces)": an aside on a value before
        start, end = before.span("value")
        if not login and (opening is None or start != opening.end()):
            continue  # no login in sight: only the value a message opens by dictating
        value = text[start:end]
        letter = note.group("letter")
        if letter is not None and value[0].lower() != letter.lower():
            continue  # "Biscuit, with a capital B": the letter named starts the value
        if value.lower() in GRAMMAR_WORDS or value.lower() in _WRITING or _NAMING_RE.search(value):
            continue
        if any(s.start < end and start < s.end for s in found):
            continue
        yield Span(start, end, "PASSWORD")
