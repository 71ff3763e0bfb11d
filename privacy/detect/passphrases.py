"""Passphrases: the words after a passphrase cue up to the clause's end ("pass phrase = i love
my garden"), a password described as a sentence and the clause that gives it, and the part of a
passphrase before a value that outranks it.
"""

from __future__ import annotations

import re

from privacy.credential_words import NOT_A_VALUE
from privacy.password_cues import (
    CUE_WORD_RE,
    MAX_PASSPHRASE_WORDS,
    OPEN_QUOTES,
    TOKEN_RE,
    USER_WORDS,
)
from privacy.password_grammar import MAX_PHRASE_WORDS, OTHER_CUE_WORDS
from privacy.password_talk import AND_WORDS, TALK
from privacy.spans import Span


def passphrase_part(words: str) -> bool:
    """True when words can be the part of a passphrase before a value that outranks it: a few
    words, none of them a cue ("Indtast denne kode for at bekræfte: 2209 51" is none)."""
    split = words.split()
    if not 1 <= len(split) <= MAX_PHRASE_WORDS + 1:
        return False
    return not any(
        CUE_WORD_RE.fullmatch(w.strip(".,;:!?\"'()").lower()) or w.lower() in OTHER_CUE_WORDS
        for w in split
    )


# ---------------------------------------------------------------- passphrases
#
# A passphrase is words: after its cue and a separator or copula the whole clause is the value
# ("pass phrase = i love my garden", "Passphrase: wir fahren nach Sylt", "wachtzin is ik eet
# graag drop"), however plain or small its words. A single word goes to the cue grammar.
PHRASE_CUES = frozenset(
    """passphrase passfrase wachtzin wachtwoordzin adgangsfrase adgangssætning kodesætning
    passwortsatz passsatz""".split()
)
_PHRASE_START_RE = re.compile(
    r"(?:s|n|en|et|e)?"
    # A relative clause before the copula: "the passphrase I use is", "die Passphrase, die ich
    # nehme, ist", "de wachtzin die ik gebruik is", "passfrasen jeg bruger er".
    r"(?:,?[^\S\n]+(?:(?:that|which|die|das|dat|som|den)[^\S\n]+)?(?:i|ich|ik|jeg|we|wir|wij|vi)"
    r"[^\S\n]+[^\W\d_]{2,14}+(?:[^\S\n]+[^\W\d_]{2,14}+)?,?)?"
    r"[^\S\n]*(?:(?:(?:ist|is|er|was|war|var|lautet|luidt|lyder)(?![\w])|=|:|-|–)[^\S\n]*)+"
    r"(?:(?:now|jetzt|nu|nun|nog\s+steeds|still|immer\s+noch|stadig)[^\S\n]+)?",
    re.IGNORECASE,
)
_PHRASE_END_RE = re.compile(r"[.!?;,\n]|\s[–—-]\s|\s\(")
# Words that say something about a password alone but open many a passphrase ("correct horse
# battery staple", "my dog eats socks").
_PHRASE_OPENERS = frozenset(
    "correct right richtig korrekt rigtig juist goed my mein min mijn".split()
)


def passphrase_value(text: str, cue_end: int) -> Span | None:
    """The words of a passphrase after its cue, a separator or copula, up to the clause's end."""
    start_match = _PHRASE_START_RE.match(text, cue_end)
    if start_match is None:
        return None
    start = start_match.end()
    if start >= len(text) or text[start] in OPEN_QUOTES:
        return None  # a quoted phrase: the cue grammar takes it
    limit = min(len(text), start + 120)
    stop = _PHRASE_END_RE.search(text, start, limit)
    end = stop.start() if stop else limit
    words = text[start:end].split()
    if len(words) > MAX_PASSPHRASE_WORDS:
        # "gul hest på taget og appen vil ikke tage den": a new clause after "and" ends it.
        tokens = list(TOKEN_RE.finditer(text, start, end))
        joined = next(
            (i for i, token in enumerate(tokens[2:], 2) if token.group().lower() in AND_WORDS),
            len(tokens),
        )
        if joined <= MAX_PASSPHRASE_WORDS:
            words = words[:joined]
            end = tokens[joined - 1].end()
    if not 2 <= len(words) <= MAX_PASSPHRASE_WORDS:
        return None
    first = words[0].lower()
    if (first in NOT_A_VALUE and first not in _PHRASE_OPENERS) or first in USER_WORDS:
        return None  # "passphrase is not accepted", "passphrase vergessen"
    end = start + len(text[start:end].rstrip())
    return Span(start, end, "PASSWORD")


# "mit kodeord er en sætning med mellemrum: jeg hader mandage", "mein Passwort ist ein Satz, mit
# Leerzeichen: ich mag keinen Montag": a password said to be a sentence or words with spaces, then a
# colon: the whole clause after the colon is the value, its first small word too.
_DESCRIBED_PHRASE_RE = re.compile(
    r"(?<![\w])(?:(?:sætning|satz|zin|sentence|phrase|leerzeichen|mellemrum|spaties|spatie|spaces|"
    r"space|wörter|woorden|words)\w*|ord(?:et|ene)?(?![\w]))",
    re.IGNORECASE,
)


# "kann ich als Passwort einen Satz nehmen wie ich mag keine Montage?", "a sentence like my cat
# eats socks": the example after "like" is the value, to its clause's end.
_SENTENCE_LIKE_RE = re.compile(
    r"(?<![\w])(?:sætning|satz|zin|sentence|phrase)\w{0,4}[^\S\n]++(?:[^\W\d_]{1,15}[^\S\n]++){0,2}?"
    r"(?:wie|like|som|zoals|such[^\S\n]+as|zum[^\S\n]+beispiel|for[^\S\n]+eksempel|"
    r"bijvoorbeeld|for[^\S\n]+example)[,:]?[^\S\n]++",
    re.IGNORECASE,
)
# Words that open a passphrase but are talk elsewhere ("ich trinke ...", "my dog ...").
_PHRASE_PRONOUNS = frozenset(
    "ich i jeg ik my mein meine min mit mijn we wir vi wij du you jij".split()
)


def _sentence_like(text: str, cue_end: int) -> Span | None:
    """The example after "a sentence like" in the cue's sentence (see above)."""
    limit = min(len(text), cue_end + 90)
    stop = _PHRASE_END_RE.search(text, cue_end, limit)
    match = _SENTENCE_LIKE_RE.search(text, cue_end, stop.start() if stop else limit)
    if match is None:
        return None
    start = match.end()
    if start >= len(text) or text[start] in OPEN_QUOTES:
        return None  # a quoted example: the quote detectors take it
    stop = _PHRASE_END_RE.search(text, start, min(len(text), start + 120))
    end = stop.start() if stop else min(len(text), start + 120)
    words = text[start:end].split()
    if not 2 <= len(words) <= MAX_PASSPHRASE_WORDS:
        return None
    first = words[0].lower()
    if first not in _PHRASE_PRONOUNS and (first in TALK or first in NOT_A_VALUE):
        return None  # "a sentence like the ones you suggest": talk about examples
    return Span(start, start + len(text[start:end].rstrip()), "PASSWORD")


def described_phrase(text: str, cue_end: int) -> Span | None:
    """The clause after a colon that follows a password described as a sentence, or the
    example after "a sentence like" (see above)."""
    colon = text.find(":", cue_end, cue_end + 90)
    if colon == -1 or colon - cue_end < 4:
        return _sentence_like(text, cue_end)  # "Passwort: X": no description before the colon
    for mark in ".!?\n":
        if text.find(mark, cue_end, colon) != -1:
            return None  # the colon is in another sentence
    if _DESCRIBED_PHRASE_RE.search(text, cue_end, colon) is None:
        return None
    return passphrase_value(text, colon)


# Fail closed: "my password is correct horse battery staple": after a password cue and a copula,
# three to MAX_PASSPHRASE_WORDS plain words to the clause's end are a passphrase, unless one of
# them is talk about the password ("is not working anymore", "is too short for the form").
_PLAIN_WORD_RE = re.compile(r"[^\W\d_]+")


def plain_passphrase(text: str, cue_end: int) -> Span | None:
    """Plain words after a password cue's copula that make a passphrase (see above)."""
    span = passphrase_value(text, cue_end)
    if span is None or _COPULA_RE.search(text, cue_end, span.start) is None:
        return None  # "PIN-betaling aan de deur": a compound, no value given
    words = text[span.start : span.end].split()
    if len(words) < 3 or not all(_PLAIN_WORD_RE.fullmatch(w) for w in words):
        return None
    if text[span.end :].strip(" .!?)\n"):
        return None  # more follows: the clause may be talk ("is Sonnenblume und ... geht nichts")
    lowered = [w.lower() for w in words]
    if any(w in _TALK_IN_PHRASE for w in lowered) or lowered[0] in _NO_PHRASE_START:
        return None
    if any(w in TALK or w in NOT_A_VALUE or w in AND_WORDS for w in lowered[1:]):
        return None  # "was declined twice this morning", "was toen nog kikker"
    if lowered[0] not in _PHRASE_OPENERS | _PHRASE_PRONOUNS and (
        lowered[0] in TALK or lowered[0] in NOT_A_VALUE
    ):
        return None
    return span


# Words that make the clause talk about the password, not the password.
_TALK_IN_PHRASE = frozenset(
    """not nicht ikke niet no kein keine keinen geen never nie aldrig nooit wrong falsch forkert
    fout verkeerd incorrect invalid ungültig ugyldig ongeldig work works working worked
    funktioniert virker werkt expired abgelaufen udløbet verlopen too zu for te short kurz kort
    long lang lange same gleiche selbe samme zelfde hetzelfde old alte alt gamle oude new neue neu
    nye nieuwe forgotten forgot vergessen glemt vergeten locked gesperrt låst geblokkeerd changed
    geändert ændret veranderd gewijzigd reset accepted akzeptiert accepteret geaccepteerd weak
    schwach svag zwak safe sicher sikker veilig secure strong stark stærk sterk letters
    buchstaben bogstaver characters zeichen tegn tekens digits ziffern cifre cijfers
    you your sie ihr dig din jij je jouw u uw sent geschickt sendt gestuurd""".split()
)
# Words that open a description of the password rather than the password ("is the name of my
# dog", "is a mix of letters").
_NO_PHRASE_START = frozenset(
    """the a an das der die den ein eine einen det en et het de een also auch også ook on in at
    under auf am im unter på i op bij onder or oder eller of one eins één
    something etwas noget iets what wat hvad printed gedruckt trykt gedrukt written
    geschrieben skrevet geschreven""".split()
)
_COPULA_RE = re.compile(r"(?<![\w])(?:is|ist|er|was|war|var|lautet|luidt|lyder)(?![\w])|[:=]")
