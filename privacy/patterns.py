"""Building blocks of the detectors in privacy/detect/: lexicon files, regex tries, digit scans."""

from __future__ import annotations

import re
from pathlib import Path

LEXICON_DIR = Path(__file__).parent / "detect" / "lexicons"


def read_lines(name: str) -> list[str]:
    """Non-empty, non-comment lines of a lexicon file, lower-cased."""
    text = (LEXICON_DIR / name).read_text(encoding="utf-8")
    return [
        line.strip().lower()
        for line in text.splitlines()
        if line.strip() and not line.startswith("#")
    ]


def trie_pattern(words: list[str]) -> str:
    """Regex alternation built as a trie, so `re` does not retry every word at each position."""
    trie: dict = {}
    for word in set(words):
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def build(node: dict) -> str:
        ends = "" in node
        branches = [_phrase_char(c) + build(child) for c, child in sorted(node.items()) if c]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if ends:
            body = "(?:" + body + ")?"
        return body

    return build(trie)


def _phrase_char(char: str) -> str:
    """One lexicon character as regex: spaces and hyphens in phrases match either."""
    if char in " -":
        return r"[\s\-]?"
    return re.escape(char)


# The number scans start with a digit. Scanning for `\d` looks up each character's Unicode
# category; these ranges hold every digit (none lies between "9" and U+0660) and cost `re` a
# comparison instead. A look-behind then confirms the rare non-ASCII candidate.
DIGIT_OR_MORE = r"[0-9\u0660-\U0010ffff]"

# Cheap gates: skip whole detectors when the text cannot contain their values.
NON_DIGITS_RE = re.compile(r"\D+")  # removing non-digits leaves the digits to count


def inside(start: int, end: int, regions: list[tuple[int, int]]) -> bool:
    """True when [start, end) overlaps one of the regions."""
    return any(start < r_end and r_start < end for r_start, r_end in regions)


# A number right after an identifier word is that identifier ("SKU 012345678905", "Bestellnr.
# 0401234567"), not a phone number, unless it is written internationally.
ID_BEFORE_RE = re.compile(
    r"(?<![\w])(?:sku|ean|gtin|isbn|upc|order|bestell|artikel|article|art|item|invoice|rechnung|"
    r"tracking|sendung|paket|kunden|customer|ordre|faktura|pakke|sporing|bestelling|factuur|"
    r"klant|ticket|case|sag|sags|dossier|referen|auftrag|vorgang|serien|serial|voucher|"
    r"gutschein|gavekort|cadeaubon|track|barcode|produkt|product|varenummer|vare|modell?|medlem|"
    r"member|mitglied|lid|cvr|kvk|btw|moms|ust|vat|polic|polis|contract|kontrakt|vertrag)"
    r"[\w\-]*(?:\s*(?:no\.?|nr\.?|number|nummer|id|code|is|ist|er|is:|#|:|-))*\s*[:#]?\s*\Z",
    re.IGNORECASE,
)
