"""Identifiers: the order, case and tracking references a turn names (IDENT) and the cue
words that say which kind of reference a word is."""

from __future__ import annotations

import re

IDENT = re.compile(r"(?<![\w./@-])[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)*(?![\w@]|[-/]\w|\.\d)")
UNIT = re.compile(
    r"^\d+(?:[.,]\d+)?(?:gb|tb|mb|mp|mm|cm|m|km|kg|g|l|ml|w|kw|kwh|v|hz|mah|in|ft|x|k|p|"
    r"st|nd|rd|th|e|ste|de|am|pm|h|min|s)$",
    re.IGNORECASE,
)
HYPHEN_WORD = re.compile(r"^\d+-[a-zäöüæøå]{3,}$")
ID_CUES: tuple[tuple[str, re.Pattern], ...] = tuple(
    (kind, re.compile(rf"\b(?:{cue})\b[^.!?\n]{{0,24}}$", re.IGNORECASE))
    for kind, cue in (
        (
            "order",
            r"bestell\w*|auftrag\w*|order\w*|ordre\w*|bestilling\w*|bestelling\w*|booking|"
            r"buchung\w*|reservation|booking\w*|boeking\w*",
        ),
        ("invoice", r"rechnung\w*|invoice\w*|bill|faktura\w*|factuur\w*"),
        (
            "contract",
            r"vertrag\w*|contract\w*|policy|polic\w*|police|kontrakt\w*|aftale\w*|"
            r"polis\w*|abonnement\w*|subscription|plan",
        ),
        ("customer", r"kund\w*|customer|account|konto|klant\w*|member\w*|mitglied\w*"),
        (
            "ticket",
            r"ticket\w*|case|fall|sag\w*|zaak|claim\w*|schaden\w*|skade\w*|schade\w*|"
            r"reference|ref|referenz\w*|reference\w*|referentie\w*|quote|angebot\w*|tilbud\w*|"
            r"offerte\w*|service order|sagsnummer",
        ),
        (
            "tracking",
            r"tracking|sendung\w*|paket\w*|parcel|pakke\w*|zending\w*|pakket\w*|"
            r"track\w*|shipment|forsendelse\w*",
        ),
        (
            "article",
            r"artikel\w*|article|item|part|sku|teil\w*|vare\w*|reservedel\w*|"
            r"onderdeel\w*|model\w*|typ|type|serial|serien\w*|serie\w*",
        ),
    )
)
