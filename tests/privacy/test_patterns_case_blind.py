"""case_blind() spells a case-insensitive pattern case by case, for speed: it must match exactly
what the pattern matched. And the health statements' look-ahead of first characters (a gate for
speed) must let through every statement the alternatives find.
"""

import json
import re
import sys
from pathlib import Path

import pytest

from privacy.detect import health
from privacy.patterns import case_blind

CORPUS = Path(__file__).parent / "corpus"
DEV_CORPORA = (
    "main",
    "heldout",
    "external",
    "adversarial",
    "independent_dev",
    "round4_dev",
    "round6_dev",
    "round8_dev",
)


def _letters(pattern: str) -> set[str]:
    return {c for c in pattern if c.isalpha()}


def test_each_letter_matches_what_ignorecase_matches() -> None:
    letters = sorted(_letters(health._STATEMENTS) | _letters(health._STATEMENT_STARTS))
    either = re.compile("(?i:[" + "".join(letters) + "])")
    candidates = [chr(c) for c in range(sys.maxunicode + 1) if either.fullmatch(chr(c))]
    for letter in letters:
        blind = re.compile(case_blind("(?i:" + letter + ")"))
        ignoring = re.compile("(?i:" + letter + ")")
        assert [c for c in candidates if blind.fullmatch(c)] == [
            c for c in candidates if ignoring.fullmatch(c)
        ], letter


@pytest.mark.parametrize(
    ("pattern", "text"),
    [
        (r"(?i:kan\s+ikke\s+t[aå]+le)", "KAN  IKKE TÅÅLE"),
        (r"(?<!(?i:roller)\s)(?i:blind)", "Roller BLIND"),
        (r"(?P<x>[A-Z][a-z]+)(?i:-?patient)", "Anna-PATIENT"),
        (r"x(?i:[^\W\d_]{2,})y", "xÆøy"),
    ],
)
def test_same_matches_as_the_pattern(pattern: str, text: str) -> None:
    for start in range(len(text)):
        expected = re.compile(pattern).match(text, start)
        got = re.compile(case_blind(pattern)).match(text, start)
        assert (got and got.span()) == (expected and expected.span())


def test_letter_ranges_and_flag_groups_are_refused() -> None:
    with pytest.raises(ValueError):
        case_blind("(?i:[a-z])")
    with pytest.raises(ValueError):
        case_blind("(?i:a(?-i:b))")


def test_the_statement_gate_lets_every_statement_through() -> None:
    ungated = re.compile(r"[\W]" + health._STATEMENTS)
    for name in DEV_CORPORA:
        with (CORPUS / f"{name}.jsonl").open(encoding="utf-8") as fh:
            texts = [json.loads(line)["text"] for line in fh if line.strip()]
        for text in texts:
            for padded in (" " + text, " " + text.upper(), " " + text.lower()):
                assert [m.span() for m in health._STATEMENT_RE.finditer(padded)] == [
                    m.span() for m in ungated.finditer(padded)
                ], padded


def test_capturing_groups_are_kept() -> None:
    assert re.fullmatch(case_blind("(?i:(ab)c)"), "ABc").group(1) == "AB"
