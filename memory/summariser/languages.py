"""The language the customer wants, named without a preposition: "Engelsk er fint", "English
subtitles", "Can the fitter speak German?", "Deutsch bitte". (`slots` reads it after "in",
"auf", "på", "in het".)"""

from __future__ import annotations

import re

from memory.summary_language.text import sentence_bounds, touches

_NAMES = (
    r"deutsch|englisch|dänisch|niederländisch|holländisch|französisch|spanisch|italienisch|"
    r"polnisch|türkisch|arabisch|german|english|danish|dutch|french|spanish|italian|polish|"
    r"turkish|arabic|tysk|engelsk|dansk|hollandsk|nederlandsk|fransk|spansk|italiensk|polsk|"
    r"tyrkisk|arabisk|duits|engels|deens|nederlands|frans|spaans|italiaans|pools|turks|arabisch"
)
_LANGUAGE = re.compile(
    # a version in it: "English subtitles", "deutsche Untertitel", "engelske undertekster"
    rf"\b(?:{_NAMES})e?[nrs]?\s(?:subtitles|captions|version|untertitel\w*|fassung|"
    rf"undertekst\w*|udgave|ondertitel\w*|versie)\b"
    # spoken by someone: "Can the fitter speak German?", "hun taler kun dansk"
    rf"|\b(?:speak\w*|spricht|sprechen|taler|tale|spreekt|spreken)\s(?:\w+\s){{0,3}}(?:{_NAMES})\b",
    re.IGNORECASE,
)
# A sentence opening with the language: "Engelsk er fint", "Deutsch bitte", "English please".
_OPENS = re.compile(rf"(?:{_NAMES})\b", re.IGNORECASE)


def language_spans(text: str, blocked: list) -> list[tuple[int, int]]:
    found = [m.span() for m in _LANGUAGE.finditer(text)]
    for start, _end in sentence_bounds(text):
        opening = _OPENS.match(text, start)
        if opening:
            found.append(opening.span())
    return [span for span in found if not touches(*span, blocked)]


def with_language(
    text: str, stated: list[tuple[str, int, int]], *, blocked: list
) -> list[tuple[str, int, int]]:
    """`stated` with the language the turn names, when `slots` read none."""
    if any(name == "language" for name, _s, _e in stated):
        return stated
    spans = language_spans(text, blocked)
    if not spans:
        return stated
    return sorted([*stated, ("language", *spans[-1])], key=lambda item: item[1])
