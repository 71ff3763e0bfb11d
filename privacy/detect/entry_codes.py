"""Codes that open a door, a gate or a key box: "poortje gaat open met 4471 op het kastje",
"budet kan bare taste 4711 ved hoveddøren", "die Haustür geht mit 2580 auf", "punch 1397 into
the keypad by the gate". A number typed into an entrance is a standing secret of the home (a PIN,
not a one-time code), and people hand it to a courier in the chat. The number needs both an
entrance word and a typing or opening verb in its clause; a time ("opens at 0900"), a house or
flat number or a postcode with its town is none.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.gates import parts_pattern
from privacy.spans import Span

_ENTRANCE_RE = re.compile(
    r"(?<![\w])(?:(?:haus|hof|eingangs|garagen|hinter|vorder)?tür|(?:hof|garagen)?tor|eingang|"
    r"tastenfeld|zahlenschloss|schlüssel(?:kasten|box|safe)|"
    r"(?:front\s+|back\s+)?door|gate|entrance|keypad|lock\s?box|key\s?(?:safe|box)|padlock|"
    r"(?:voor|achter|garage)?deur|poort(?:je)?|hek(?:je)?|ingang|(?:sleutel)?kastje|cijferslot|"
    r"(?:hoved|bag|gade|opgangs)?døren?|opgangen?|porten|låge[n]?|indgang(?:en)?|nøgleboks(?:en)?|"
    r"kodelås(?:en)?)(?![\w])",
    re.IGNORECASE,
)
# A part of every word _ENTRANCE_RE finds, exactly as written.
_ENTRANCE_PARTS_RE = parts_pattern(
    [
        *("tür", "tor", "eingang", "tastenfeld", "zahlenschloss", "schlüssel", "door", "gate"),
        *("entrance", "keypad", "lock", "key", "deur", "poort", "hek", "ingang", "kastje"),
        *("cijferslot", "dør", "opgang", "porten", "låge", "indgang", "nøgleboks", "kodelås"),
    ]
)
_OPENING_RE = re.compile(
    r"(?<![\w])(?:tipp\w*|eingeben|eintippen|drück\w*|(?:geht|gehen|macht)\b[^.!?\n]{0,20}\bauf|"
    r"öffnet|type|typing|enter|punch(?:es)?|press|key\s+in|opens?\s+with|"
    r"(?:in)?toets\w*|intikken|invoeren|intypen|(?:gaat|gaan)\s+open\s+met|open\s+met|"
    r"tast\w*|indtast\w*|åbner|åbne|trykke?)(?![\w])",
    re.IGNORECASE,
)
# A number of four to eight digits standing alone.
_NUMBER_RE = re.compile(r"(?<![\w.,:/+-])\d{4,8}#?(?![\w.,:/-])")
# What before the number makes it a time, a house, flat or phone number, or a reference.
_NOT_BEFORE_RE = re.compile(
    r"(?:\b(?:at|um|ab|om|vanaf|kl|klokken|fra|from|nr|no|nummer|number|nummeret|hausnummer|"
    r"huisnummer|husnummer|tel|telefon|phone|ring|order|ordre|bestell\w*|bestelling|sendung|"
    r"tracking|pakke|pakket|parcel|package|invoice|rechnung|faktura|factuur|kunde\w*|customer|"
    r"klant\w*|ref|ticket|sag|zaak)\.?\s*(?:(?:nr|no|number|nummer)\.?\s*)?[#:]?\s*|[€$£]\s*)\Z",
    re.IGNORECASE,
)
# What after it: a town after a postcode, a unit or a currency.
_NOT_AFTER_RE = re.compile(
    r"\s*(?:[A-ZÄÖÜÆØÅ][a-zäöüßæøå]+(?:\s+[A-ZÆØÅ])?(?:[\s,.]|\Z)|uhr|h\b|kr|dkk|eur|euro|€|"
    r"stk|st\b|m\b|km|kg)",
)
_CLAUSE_END_RE = re.compile(r"[.!?\n](?:\s|\Z)|\n")
_REACH = 60


def entry_codes(text: str, lowered: str) -> Iterator[Span]:
    """Numbers typed into an entrance (see above). lowered: text.lower(), where a part of an
    entrance word is looked for first (most messages have none)."""
    if _ENTRANCE_PARTS_RE.search(lowered) is None:
        return
    for match in _NUMBER_RE.finditer(text):
        start, end = match.span()
        if text[end - 1] == "#":
            end -= 1
        if _NOT_BEFORE_RE.search(text, max(0, start - 30), start) is not None:
            continue
        if _NOT_AFTER_RE.match(text, end) is not None:
            continue
        left = max(0, start - _REACH)
        for stop in _CLAUSE_END_RE.finditer(text, left, start):
            left = stop.end()
        right = min(len(text), end + _REACH)
        stop = _CLAUSE_END_RE.search(text, end, right)
        if stop is not None:
            right = stop.start()
        if (
            _ENTRANCE_RE.search(text, left, right) is not None
            and _OPENING_RE.search(text, left, right) is not None
        ):
            yield Span(start, end, "PASSWORD")
