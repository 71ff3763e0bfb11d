"""Passwords the message describes before it gives them.

- A password's cue, who chose it, then a colon and the value: "wachtwoord is door mn dochter van
  9 bedacht: eenhoornprinses", "das Passwort hat mein Sohn ausgesucht: Raketenbau", "the password
  was picked by my son: dinosaur". The words between the cue and the colon describe the value;
  the value is the one token after the colon (`chosen_by`).
- A security question's cue, then its answer (`answer_after_question`).
- "mine is" in a message about a password (`mine_is`).
- In a message about logging in, the pronoun of the value or "my usual", then a colon and a few
  words ending the clause: "ik heb het zo ingesteld: drie kleine kleutertjes, alles klein",
  "prøvede at logge ind med min sædvanlige: jeg elsker lakrids." (`login_colon_values`).
- What the speaker said after the cue: "asked for my 'memorable word' and I said buttercup"
  (`said_after`).
- In a message about a password, what was chosen, after a colon: "haben wir ihren Geburtsort
  genommen: Quedlinburg." (`chosen_colon`)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import NAMED_OTHER_STEMS, NOT_A_VALUE
from privacy.password_shapes import plausible_value
from privacy.spans import Span

# Up to eight words in the cue's clause, the last a participle of choosing or making up, a colon,
# then the value: one token before the clause ends or the next word.
_CHOSEN_BY_RE = re.compile(
    r"(?:[^\S\n]+[^\s:.!?;]+){0,8}?[^\S\n]+"
    r"(?i:bedacht|verzonnen|gekozen|ingesteld|gemaakt|ausgedacht|ausgesucht|gewählt|festgelegt|"
    r"eingestellt|vergeben|chosen|picked|made\s+up|set\s+up|set|created|invented|valgt|"
    r"fundet\s+på|lavet|sat|oprettet|opfundet)"
    r"[^\S\n]*:[^\S\n]*(?P<value>[^\s,.;:!?\"'„“»«()]+)(?=[\s,.;!?]|\Z)"
)


def _value_after(pattern: re.Pattern, text: str, cue_end: int) -> Span | None:
    """The password `pattern` reads from the cue's end, when its value is a plausible one."""
    match = pattern.match(text, cue_end)
    if match is None or not plausible_value(match.group("value")):
        return None
    return Span(*match.span("value"), "PASSWORD")


def chosen_by(text: str, cue_end: int) -> Span | None:
    """The value after the colon that ends a description of who chose it (see above)."""
    return _value_after(_CHOSEN_BY_RE, text, cue_end)


# A security question's cue names the question; its value is the answer the sentence gives next
# ("the security question was mothers maiden name and the answer is Fitzgerald").
QUESTION_CUES = frozenset(
    ("securityquestion", "sicherheitsfrage", "sikkerhedsspørgsmål", "beveiligingsvraag")
)
_ANSWER_RE = re.compile(
    r"[^.!?\n]{0,80}?(?<![\w])(?i:answer|antwort|svaret|svar|antwoord)(?![\w])"
    r"(?:[^\S\n]+(?i:is|was|ist|war|lautet|er|var|would\s+be))?[^\S\n]*[:=–-]?[^\S\n]*"
    r"(?P<value>[^\s,.;:!?\"'„“»«()]+)"
)


def answer_after_question(text: str, cue_end: int) -> Span | None:
    """The answer a security question's cue is followed by in its sentence, or None."""
    return _value_after(_ANSWER_RE, text, cue_end)


# "kan man have æøå i sin kode? min er rødgrødmedfløde", "mag een wachtwoord een spatie hebben? de
# mijne is groene appel": in a message about a password, "mine is" names the speaker's own, up to
# four words before the clause ends.
_MINE_IS_RE = re.compile(
    r"(?<![\w])(?i:de\s+mijne|het\s+mijne|mijne|mine|meins|meines|meiner|min|mit)"
    r"[^\S\n]+(?i:er|is|ist|was|var|war)[^\S\n]*:?[^\S\n]+"
    r"(?P<value>[^\s,.;:!?()]+(?:[^\S\n]+(?!(?i:og|en|and|und|men|but|aber|maar|or|oder|eller|of|"
    r"if|wenn|hvis|als|so|så|dus|also|maybe|vielleicht|måske|misschien)(?![\w]))"
    r"[^\s,.;:!?()]+){0,3})"
)


def mine_is(text: str) -> Iterator[Span]:
    """The value "mine is" names in a message a password's cue is in (see above)."""
    for match in _MINE_IS_RE.finditer(text):
        words = match.group("value").split()
        if (
            not plausible_value(words[0])
            or len(words) > 1
            and not all(w.isalpha() and w.islower() for w in words)
        ):
            continue
        yield Span(*match.span("value"), "PASSWORD")


# "ik heb het zo ingesteld: drie kleine kleutertjes, alles klein", "med min sædvanlige: jeg elsker
# lakrids.", "I set it up like this: purple rain.": the value's pronoun (or "my usual") and up to
# five words, a colon, then up to four words to the clause's end.
_LOGIN_COLON_RE = re.compile(
    r"(?<![\w])(?i:it|es|ihn|det|den|het|hem|my\s+usual|min\s+sædvanlige|mijn\s+gewone|"
    r"mein\s+übliches|meinem\s+üblichen)(?:[^\S\n]+[^\s.!?:;,]+){0,5}?[^\S\n]*:[^\S\n]*"
    r"(?P<value>[^\s.!?,;:\"'()]+(?:[^\S\n]+[^\s.!?,;:\"'()]+){0,3})(?=[.!?,;](?:\s|\Z)|[^\S\n]*(?:\n|\Z))"
)
# What the login screen says or shows is no value ("het zegt: gebruiker onbekend", "es kommt:
# Zugang verweigert", "it shows: error").
_SAYS_RE = re.compile(
    r"(?<![\w])(?:say|says|said|show|shows|showed|zegt|zei|toont|geeft|staat|sagt|zeigt|kommt|"
    r"steht|meldet|siger|sagde|viser|står|kommer|comes|reads|error|fehler|fout|fejl|melding|"
    r"meldung|message|besked|bericht)(?![\w])",
    re.IGNORECASE,
)
_NAMED_OTHER = tuple(NAMED_OTHER_STEMS) + (
    "portal",
    "klantportaal",
    "kundenportal",
    "email",
    "mail",
)
_LETTERS_RE = re.compile(r"[^\W\d_]+")
# Logging in (see login_colon_values), searched for in the lower-cased text first.
LOGIN_GATE_RE = re.compile(r"log|inlog|anmeld|sign")


def login_colon_values(text: str) -> Iterator[Span]:
    """The words a login message's colon points at after the value's pronoun (see above)."""
    for match in _LOGIN_COLON_RE.finditer(text):
        between = text[match.start() : match.start("value")].lower()
        if _SAYS_RE.search(between):
            continue  # what the screen says
        if any(word.startswith(_NAMED_OTHER) for word in _LETTERS_RE.findall(between)):
            continue  # "login voor het klantportaal: debakker_bv": a user name or an account
        words = match.group("value").split()
        if any(w.lower() in NOT_A_VALUE for w in words):
            continue  # "it says: account locked"
        if len(words) == 1 and not plausible_value(words[0]):
            continue
        if len(words) > 1 and not (
            all(w.isalpha() for w in words) and any(plausible_value(w) for w in words)
        ):
            continue
        yield Span(*match.span("value"), "PASSWORD")


# "the agent asked for my 'memorable word' and I said buttercup": what the speaker answered after
# the cue, in its sentence.
_SAID_AFTER_RE = re.compile(
    r"[^.!?\n]{0,50}?(?<![\w])(?i:i|ich|jeg|ik)[^\S\n]+(?i:said|sagte|sagde|zei|answered|"
    r"antwortete|svarede|antwoordde|replied|told\s+(?:her|him|them))[^\S\n]+[\"'„“»«]?"
    r"(?P<value>[^\s,.;:!?\"'“”«»()]+)"
)


def said_after(text: str, cue_end: int) -> Span | None:
    """The value the speaker said after the cue (see above), or None."""
    said = _value_after(_SAID_AFTER_RE, text, cue_end)
    if said is None or text[said.start : said.end].lower() in NOT_A_VALUE:
        return None
    return said


# "haben wir ihren Geburtsort genommen: Quedlinburg.", "we used her birthplace: Lowestoft.": in a
# message about a password, a participle of choosing or using (and what was chosen, a few words), a
# colon, then one token ending the sentence.
_CHOSEN_COLON_RE = re.compile(
    r"(?<![\w])(?i:genommen|gewählt|benutzt|verwendet|gekozen|genomen|gebruikt|valgt|taget|brugt|"
    r"chosen|picked|used|chose|took)(?:[^\S\n]+[^\s:.!?;,]+){0,4}?[^\S\n]*:[^\S\n]*[\"'„“»«]?"
    r"(?P<value>[^\s,.;:!?\"'“”«»()]+)[\"'“”«»]?(?=[.!?](?:\s|\Z)|[^\S\n]*(?:\n|\Z))"
)


def chosen_colon(text: str) -> Iterator[Span]:
    """The token a participle of choosing points at through a colon (see above)."""
    for match in _CHOSEN_COLON_RE.finditer(text):
        value = match.group("value")
        if plausible_value(value) and value.lower() not in NOT_A_VALUE:
            yield Span(*match.span("value"), "PASSWORD")
