"""A password told as whose name it is, then the name: "als wachtwoord de naam van onze kat
gekozen, Minoes, met een uitroepteken", "it's my dog's name, Buttercup, capital B".

The description ("the name of our cat", "my dog's name", "der Name unseres Hundes", "vores hunds
navn") and, after a comma in the same sentence, a name: that name is the password, when a
password word stands in the message or a note on the name's letters follows it ("capital B",
"met hoofdletter", "großes M").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.spans import Span

_DESCRIPTION = (
    r"(?:naam\s+van\s+(?:mijn|m'n|onze|ons|de)\s+\w+"
    r"|(?:my|our|the)\s+\w+'?s\s+name|name\s+of\s+(?:my|our|the)\s+\w+"
    r"|(?:name|namen)\s+(?:meines|meiner|unseres|unserer|des|der)\s+\w+"
    r"|(?:meines|meiner|unseres|unserer)\s+\w+\s+name"
    r"|(?:min|mit|vores|hans|hendes)\s+\w+s\s+navn|navnet\s+på\s+(?:min|mit|vores)\s+\w+"
    # "der name von meinem hund", and one's own surname ("mijn achternaam met 2 uitroeptekens")
    r"|name\s+von\s+(?:meinem|meiner|unserem|unserer)\s+\w+"
    r"|(?:mijn|m'n)\s+(?:achternaam|meisjesnaam)|my\s+(?:surname|last\s+name|maiden\s+name)"
    r"|mein(?:en)?\s+(?:nachnamen?|mädchennamen?)|mit\s+(?:efternavn|pigenavn))"
)
# A login that failed: the context that makes a described name a password with no password word.
_LOGIN_CONTEXT_RE = re.compile(
    r"anmeld|einlogg|login|log\s*in|log\s+ind|inlog|sign\s*in|zugangsdaten|adgang",
    re.IGNORECASE,
)
# The description, a few words of the same sentence ("gekozen"), a comma, the name; or a comma,
# a note and a colon before the name ("de naam van onze hond is, met een hoofdletter: Bobby").
_DESCRIBED_NAME_RE = re.compile(
    rf"(?<![\w]){_DESCRIPTION}[^.!?\n,]{{0,30}}(?:,[^.!?\n,:]{{1,30}}:|,|:)\s*"
    r"(?P<name>[A-ZÄÖÜÆØÅ][^\s,.;:!?()\"']{1,30})",
    re.IGNORECASE,
)
# ... or the name right after the description, no comma: "Mit kodeord er min kats navn Mikkeline",
# "my password is my dog's name Buttercup" (the name capitalised, see described_names).
_NAMED_RIGHT_AFTER_RE = re.compile(
    rf"(?<![\w]){_DESCRIPTION}[^\S\n]+(?P<name>[A-ZÄÖÜÆØÅ][^\s,.;:!?()\"']{{1,30}})",
    re.IGNORECASE,
)
# A note on the name's letters after it: the name is typed somewhere.
_LETTER_NOTE_RE = re.compile(
    r"\b(?:capital|upper\s?case|lower\s?case|hoofdletter|kleine\s+letter|gro(?:ß|ss)e[snm]?|"
    r"klein(?:e[snm]?)?|stort|lille|store\s+bogstav|uitroepteken|exclamation|ausrufezeichen|"
    r"udråbstegn)",
    re.IGNORECASE,
)


def described_names(text: str, password_cued: bool) -> Iterator[Span]:
    """The names that a description of whose name it is points at (see above)."""
    for match in [*_DESCRIBED_NAME_RE.finditer(text), *_NAMED_RIGHT_AFTER_RE.finditer(text)]:
        start, end = match.span("name")
        if not text[start].isupper():
            continue  # (IGNORECASE lets a small letter through: a name is written capitalised)
        if (
            password_cued
            or _LETTER_NOTE_RE.search(text, end, end + 60)
            or _LOGIN_CONTEXT_RE.search(text) is not None
        ):
            yield Span(start, end, "PASSWORD")
