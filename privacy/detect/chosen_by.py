"""A password's cue, who chose it, then a colon and the value: "wachtwoord is door mn dochter van
9 bedacht: eenhoornprinses", "das Passwort hat mein Sohn ausgesucht: Raketenbau", "the password
was picked by my son: dinosaur". The words between the cue and the colon describe the value; the
value is the one token after the colon."""

from __future__ import annotations

import re
from collections.abc import Iterator

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


def chosen_by(text: str, cue_end: int) -> Span | None:
    """The value after the colon that ends a description of who chose it (see above)."""
    match = _CHOSEN_BY_RE.match(text, cue_end)
    if match is None or not plausible_value(match.group("value")):
        return None
    return Span(*match.span("value"), "PASSWORD")


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
    match = _ANSWER_RE.match(text, cue_end)
    if match is None or not plausible_value(match.group("value")):
        return None
    return Span(*match.span("value"), "PASSWORD")


# "kan man have æøå i sin kode? min er rødgrødmedfløde", "mag een wachtwoord een spatie hebben? de
# mijne is groene appel": in a message about a password, "mine is" names the speaker's own, up to
# four words before the clause ends.
_MINE_IS_RE = re.compile(
    r"(?<![\w])(?i:de\s+mijne|het\s+mijne|mijne|mine|meins|meines|meiner|min|mit|mine)"
    r"[^\S\n]+(?i:er|is|ist|was|var|war)[^\S\n]*:?[^\S\n]+"
    r"(?P<value>[^\s,.;:!?()]+(?:[^\S\n]+(?!(?i:og|en|and|und|men|but|aber|maar|or|oder|eller|of|"
    r"if|wenn|hvis|als|so|så|dus|also|but|maybe|vielleicht|måske|misschien)(?![\w]))"
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
