"""Building blocks of the detectors in privacy/detect/: lexicon files, regex tries, digit scans."""

from __future__ import annotations

import re
from pathlib import Path

from wordfreq import get_frequency_dict

LEXICON_DIR = Path(__file__).parent / "detect" / "lexicons"


# Once in a million words: the floor of wordfreq's small lists (Zipf 3).
COMMON_FREQUENCY = 1e-6
_LANGS = ("de", "en", "da", "nl")


def common_in_a_language(word: str) -> bool:
    """Whether a lower-cased word is a word of one of the four languages at least once in a
    million words (wordfreq's small lists, read as dicts: wordfreq's own lookup keeps every
    word asked in a cache, and the word asked may be a password)."""
    return any(
        get_frequency_dict(lang, "small").get(word, 0.0) >= COMMON_FREQUENCY for lang in _LANGS
    )


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


# What Python's `re` matches case-insensitively for a letter besides its lower and upper case
# (tests/privacy/test_patterns_case_blind.py checks every letter of the patterns that use it).
_CASE_EXTRAS = {"i": "İı", "k": "\u212a", "s": "\u017f", "ß": "\u1e9e", "å": "\u212b"}
_GROUP_OPENING_RE = re.compile(r"\((?:\?(?:P<\w+>|<[=!]|[=!:>]))?")


def _case_forms(char: str) -> str:
    """Every character that IGNORECASE matches for char (char itself for a non-letter)."""
    if not char.isalpha():
        return re.escape(char) if char in "\\]^-[" else char
    lower = char.lower()
    if len(lower) != 1:
        raise ValueError(f"a letter whose lower case is longer: {char}")
    forms = {lower, *_CASE_EXTRAS.get(lower, "")}
    if len(lower.upper()) == 1:
        forms.add(lower.upper())
    return "".join(sorted(forms))


def case_blind(pattern: str) -> str:
    """pattern with each (?i:...) group spelled case by case: every letter in it becomes the
    class of its case forms ("[hH][aA][tT]"). It matches the same strings, faster: `re` compares
    a case-insensitive letter after a case conversion, and skips an alternative of a group only
    when its first item is a plain character or class. Letter ranges inside a case-insensitive
    class are not supported (ValueError)."""
    out: list[str] = []
    blind = False
    outer: list[bool] = []
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            out.append(pattern[i : i + 2])
            i += 2
        elif char == "[":
            end = i + 1 + (pattern[i + 1] == "^")
            members = [pattern[i + 1 : end]]
            while pattern[end] != "]":
                if pattern[end] == "\\":
                    members.append(pattern[end : end + 2])
                    end += 2
                    continue
                if blind and pattern[end] == "-" and pattern[end + 1] != "]" and len(members) > 1:
                    raise ValueError(f"a range in a case-insensitive class: {pattern[i : end + 2]}")
                members.append(_case_forms(pattern[end]) if blind else pattern[end])
                end += 1
            out.append("[" + "".join(members) + "]")
            i = end + 1
        elif char == "(":
            outer.append(blind)
            if pattern.startswith("(?i:", i):
                blind = True
                out.append("(?:")
                i += 4
            else:
                opening = _GROUP_OPENING_RE.match(pattern, i)
                assert opening is not None  # it matches "(" at least
                if pattern[opening.end() : opening.end() + 1] == "?":
                    raise ValueError(f"a group with flags: {pattern[i : i + 6]}")
                out.append(opening.group())
                i = opening.end()
        elif char == ")":
            blind = outer.pop()
            out.append(char)
            i += 1
        elif char == "{":
            end = pattern.index("}", i) + 1
            out.append(pattern[i:end])
            i = end
        elif blind and char.isalpha():
            forms = _case_forms(char)
            out.append(forms if len(forms) == 1 else "[" + forms + "]")
            i += 1
        else:
            out.append(char)
            i += 1
    return "".join(out)


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
    r"member|mitglied|lid|cvr|kvk|btw|moms|ust|vat|polic|polis|contract|kontrakt|vertrag|"
    r"togbillet|billet|fahrkarte|zählerstand|meterstand|målerstand|stroom|strøm|strom|reading)"
    r"[\w\-]*(?:\s*(?:no\.?|nr\.?|number|nummer|id|code|is|ist|er|is:|#|:|-))*\s*[:#]?\s*\Z",
    re.IGNORECASE,
)


def one_edit(a: str, b: str) -> bool:
    """True when b is a with one character changed, added, dropped or two neighbours swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) != len(b):
        short, long = (a, b) if len(a) < len(b) else (b, a)
        i = 0
        while i < len(short) and short[i] == long[i]:
            i += 1
        return short[i:] == long[i + 1 :]
    differ = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    if len(differ) == 1:
        return True
    first, second = differ[0], differ[-1]
    swapped = a[first] == b[second] and a[second] == b[first]
    return len(differ) == 2 and second == first + 1 and swapped
