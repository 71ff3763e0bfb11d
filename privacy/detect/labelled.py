"""A password pasted as a labelled line: "Username: kbrennan84\nPassword: the kettle is always on".

When a password word opens its line and a colon follows it, the whole rest of the line is the
value, however many plain words it has: in a pasted snippet nobody writes talk after the label.
Talk that does stand there ("Password: forgot it, can you reset?") is a question or says what
happened; `talk.without_talk` and the checks after the detectors drop it, as for any value.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from privacy.password_cues import CUE_WORD_RE
from privacy.patterns import one_edit
from privacy.spans import Span

# After the cue: its colon; the value is the rest of the line, up to a sentence's end or a bracket.
_COLON_RE = re.compile(r"[^\S\n]{0,3}:")
_VALUE_END_RE = re.compile(r"[\n.!?()]")
_MAX_CHARS = 80
# A line that says the value is unknown, forgotten or unchanged names none.
_TALK_START_RE = re.compile(
    r"(?:not|no|none|don'?t|dont|forgot|forgotten|unknown|same|still|see|"
    r"nicht|kein\w*|weiß|weiss|vergessen|gleich|noch|siehe|"
    r"ikke|ingen|ved|glemt|samme|stadig|se|"
    r"niet|geen|weet|vergeten|zelfde|hetzelfde|nog|zie)(?![\w'])",
    re.IGNORECASE,
)
_MAX_WORDS = 8
_MIN_WORDS = 2  # one word is any detector's value already


def labelled_lines(text: str, cues: Iterable[tuple[int, int]]) -> Iterator[Span]:
    """The rest of the line after each password cue that opens its line with a colon."""
    for start, end in cues:
        line_start = text.rfind("\n", 0, start) + 1
        if text[line_start:start].strip(" \t-*•>"):
            continue  # the cue does not open its line
        colon = _COLON_RE.match(text, end)
        if colon is None:
            continue
        stop = _VALUE_END_RE.search(text, colon.end(), colon.end() + _MAX_CHARS + 1)
        line_end = len(text) if stop is None else stop.start()
        if stop is None and line_end - colon.end() > _MAX_CHARS:
            continue  # a long line is no pasted value
        if stop is not None and text[stop.start()] not in "\n.!":
            continue  # a question or a bracket: talk about the value, or a note on it
        value = text[colon.end() : line_end]
        if "," in value or ";" in value or "*" in value:
            continue  # "password: my son's name, Oscar": a description, then the value
        if CUE_WORD_RE.search(value) is not None:
            continue  # "Passwort: sommer og koden 4821": the next value has its own cue
        words = value.split()
        if not _MIN_WORDS <= len(words) <= _MAX_WORDS or _TALK_START_RE.match(words[0]):
            continue
        start = colon.end() + len(value) - len(value.lstrip())
        yield Span(start, start + len(value.strip()), "PASSWORD")


# A password label typed with one letter wrong, missing, doubled or swapped ("adganskode:",
# "Passowrd:", "wachtwored:"): the word scan knows the cue words' spellings only, but a label that
# opens its line with a colon is one whatever the typo.
_LABELS = ("password", "passwort", "kennwort", "wachtwoord", "adgangskode", "kodeord", "passcode")
_LABEL_LINE_RE = re.compile(
    r"^[^\S\n]*[-*•>]?[^\S\n]*(?P<label>[^\W\d_]{6,12})[^\S\n]{0,3}:[^\S\n]*"
    r"(?P<value>[^\s,;]{3,40})[^\S\n]*$",
    re.MULTILINE,
)


def misspelled_labels(text: str) -> Iterator[Span]:
    """The one-token value after a password label with a typo that opens its line (see above)."""
    for match in _LABEL_LINE_RE.finditer(text):
        label = match.group("label").lower()
        if any(one_edit(label, word) for word in _LABELS):
            yield Span(match.start("value"), match.end("value"), "PASSWORD")
