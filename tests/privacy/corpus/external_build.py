"""Build external.jsonl from the hand-written external_source.txt; run from the repository root.

The source marks gold spans inline as [[LABEL|value]]. Card numbers and IBANs get valid check
digits (their grouping and case kept); NOTCARD / NOTIBAN values are made to fail their checksum
and carry no span, as hard negatives. TYPOCARD values are made to fail the checksum too but are
CARD spans: a mistyped card number after a card's words is still most of the card's digits, and
the detector fails closed on it (since 2026-12-02; before, these four lines were NOTCARD).
"""

import json
import re
from pathlib import Path

from stdnum import iban, luhn

HERE = Path(__file__).parent
MARK = re.compile(r"\[\[([A-Z]+)\|(.+?)\]\]")


def _set_last_digit(value: str, digit: str) -> str:
    """The value with its last digit replaced."""
    i = max(i for i, c in enumerate(value) if c.isdigit())
    return value[:i] + digit + value[i + 1 :]


def _card(value: str, valid: bool) -> str:
    """A card number with a Luhn check digit that passes (or fails)."""
    digits = "".join(c for c in value if c.isdigit())
    check = luhn.calc_check_digit(digits[:-1])
    if not valid:
        check = str((int(check) + 1) % 10)
    return _set_last_digit(value, check)


def _iban(value: str, valid: bool) -> str:
    """An IBAN whose check digits (positions 3-4) pass (or fail) mod 97."""
    compact = value.replace(" ", "").upper()
    if valid and iban.is_valid(compact, check_country=False):
        return value
    check = iban.calc_check_digits(compact)
    if not valid:
        check = f"{int(check) + 1:02d}"  # the only other passing value is check + 97
    fixed = value[:2] + check + value[4:]
    assert iban.is_valid(fixed, check_country=False) == valid, value
    return fixed


def build(source: str = "external_source.txt", prefix: str = "ext") -> list[dict]:
    """Parse a hand-written source into corpus rows."""
    rows = []
    counts: dict[str, int] = {}
    for line in (HERE / source).read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        lang, marked = line.split("|", 1)
        text, spans, cursor = "", [], 0
        for match in MARK.finditer(marked):
            label, value = match.groups()
            text += marked[cursor : match.start()]
            if label in ("CARD", "NOTCARD", "TYPOCARD"):
                value = _card(value, label == "CARD")
            elif label in ("IBAN", "NOTIBAN"):
                value = _iban(value, label == "IBAN")
            if not label.startswith("NOT"):
                label = "CARD" if label == "TYPOCARD" else label
                spans.append({"start": len(text), "end": len(text) + len(value), "label": label})
            text += value
            cursor = match.end()
        text += marked[cursor:]
        counts[lang] = counts.get(lang, 0) + 1
        rows.append(
            {
                "id": f"{prefix}-{lang}-{counts[lang]:03d}",
                "lang": lang,
                "text": text,
                "spans": spans,
            }
        )
    return rows


if __name__ == "__main__":
    with (HERE / "external.jsonl").open("w", encoding="utf-8") as fh:
        for row in build():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
