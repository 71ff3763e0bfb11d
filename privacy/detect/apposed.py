"""Passwords set apart by a colon or a dash from the clause that names them.

"mein Passwort ist ein Satz: der hund bellt laut.", "my password is a whole sentence: the cat
sleeps on the sofa." name a passphrase, then give it after the colon, up to the end of the
sentence. "'Mausefalle' – so heißt mein Passwort", "'Stroopwafel' - zo heet mijn wachtwoord",
"Zeeland44 – that's my password", "'Lente in Gent 2019' als wachtwoord" give the value first,
then a clause that points back at it and names the password. The cue rules read a value after
its cue's copula; here the copula takes a description ("a sentence") or stands after the value.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.password_shapes import plausible_value
from privacy.spans import Span

_CUE = r"(?:passw\w*|paßw\w*|kennw\w*|wachtw\w*|kodeord\w*|adgangskode\w*|pass\s?phrase\w*|pw|ww)"
_GAP = r"[^\S\n]+"
# The cue, its copula, a sentence or a phrase, a colon: the phrase follows up to the sentence end.
_SENTENCE_NAMED_RE = re.compile(
    rf"(?<![\w]){_CUE}{_GAP}(?:\w++{_GAP}){{0,3}}?(?:is|ist|er|was|war|var){_GAP}"
    rf"(?:ein|eine|een|a|an|en|et){_GAP}(?:\w++{_GAP})?"
    r"(?:satz|phrase|zin|sentence|sætning|frase|spruch|zinnetje)(?:[^\S\n]*:[^\S\n]*"
    r"(?P<value>[^\W_][^.!?\n]{2,80}?)[^\S\n]*(?:[.!?](?:\s|\Z)|\n|\Z)"
    # ... or a comma: the phrase runs to the next comma ("een zinnetje, ik hou van drop, en")
    r"|[^\S\n]*,[^\S\n]*(?P<clause>[^\W_][^.!?\n,]{2,80}?)[^\S\n]*(?:[,.!?](?:\s|\Z)|\n|\Z))",
    re.IGNORECASE,
)
_MIN_WORDS, _MAX_WORDS = 2, 10
# A clause after the comma that goes on talking: a conjunction, a question word, a negation.
_TALK_OPENING_RE = re.compile(
    r"(?:but|and|so|because|which|what|i\s+don|i\s+can|aber|und|also|weil|welche\w*|was|"
    r"ich\s+wei|men|og|så|fordi|hvilken|hvad|jeg\s+ved|maar|en|dus|want|omdat|welke|wat|ik\s+weet|"
    r"niet|nicht|ikke|not|no|nee|nein|nej|kein\w*|geen|ingen)(?![\w])",
    re.IGNORECASE,
)
# A value, a dash, a comma or a colon, a pointer, a few words, "my", the cue. The value is quoted,
# or one token that starts its line before a dash.
_VALUE_FIRST_RE = re.compile(
    r"(?:[\"'„“‚‘»«](?P<value>[^\s\"'„“”‚‘’»«][^\"'„“”‚‘’»«\n]{1,40})[\"'“”‘’«»]|"
    r"^[^\S\n]*(?P<bare>[^\W_][^\s,;:]{2,39}))"
    r"[^\S\n]*(?P<mark>[–—\-,:])[^\S\n]*"
    rf"(?:so|zo|that'?s|thats|that|this|dat|das|dies|det|sådan|it's|its){_GAP}"
    rf"(?:[^\W\d_]++{_GAP}){{0,4}}?(?:mein|meine|mijn|m'n|my|min|mit|unser|ons|onze|our){_GAP}"
    rf"(?:\w++{_GAP})?{_CUE}(?![\w-])",
    re.IGNORECASE | re.MULTILINE,
)

# A quoted value named as the password by "as" ("Ik had 'Lente in Gent 2019' als wachtwoord",
# "I'd set 'blue heron' as my password", "hatte „Sonnenuhr 7“ als Passwort", "brugte 'Gammel
# Skagen' som adgangskode"): the quote, then "as" and the cue.
_QUOTED_AS_RE = re.compile(
    r"[\"'„“‚‘»«](?P<value>[^\s\"'„“”‚‘’»«][^\"'„“”‚‘’»«\n]{1,40})[\"'“”‘’«»]"
    rf"{_GAP}(?:als|as|som){_GAP}(?:(?:mein|meine|mijn|m'n|my|min|mit|new|neues|nieuw|ny|nyt)"
    rf"{_GAP})?{_CUE}(?![\w-])",
    re.IGNORECASE,
)

# Words that open a message before a dash.
_GREETINGS = frozenset(
    "hej hejsa halløj hallo hoi moin servus goddag dag tag morgen morning hiya update problem"
    " frage question vraag spørgsmål".split()
)


def apposed_passwords(text: str) -> Iterator[Span]:
    """Passphrases given after "is a sentence:" and quoted values named after a dash.

    Call only when the text holds a password word.
    """
    for match in _SENTENCE_NAMED_RE.finditer(text) if ":" in text or "," in text else ():
        clause = match.group("clause")
        if clause is not None and _TALK_OPENING_RE.match(clause):
            continue  # "mijn wachtwoord is een zin, maar welke weet ik niet meer": talk after it
        start, end = match.span("value" if clause is None else "clause")
        if _MIN_WORDS <= len(text[start:end].split()) <= _MAX_WORDS:
            yield Span(start, end, "PASSWORD")
    for match in _QUOTED_AS_RE.finditer(text):
        yield Span(match.start("value"), match.end("value"), "PASSWORD")
    for match in _VALUE_FIRST_RE.finditer(text):
        group = "value" if match.group("value") is not None else "bare"
        bare = match.group("bare")
        if bare is not None and (
            match.group("mark") in ",:" or bare.lower() in _GREETINGS or not plausible_value(bare)
        ):
            continue  # "Oké, dat is mijn wachtwoord", "Hej - det er min adgangskode der driller"
        yield Span(match.start(group), match.end(group), "PASSWORD")
