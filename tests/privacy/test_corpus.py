"""The issue 3 targets hold on both labelled corpora, and scan_text's core behaves."""

import json
from pathlib import Path

import pytest

from privacy.evaluation import evaluate, scan_lines

CORPUS = Path(__file__).parent / "corpus"


@pytest.mark.parametrize("name", ["main.jsonl", "heldout.jsonl"])
def test_targets_met(name):
    result = evaluate(CORPUS / name)
    failed = [t for t in result["targets"] if not t["met"]]
    assert not failed, failed


def test_main_corpus_is_large_and_balanced():
    rows = [json.loads(line) for line in (CORPUS / "main.jsonl").open(encoding="utf-8")]
    assert len(rows) >= 1000
    for lang in ("de", "en", "da", "nl"):
        assert sum(r["lang"] == lang for r in rows) >= 200
    for row in rows:
        for span in row["spans"]:
            assert 0 <= span["start"] < span["end"] <= len(row["text"])


def test_scan_lines():
    lines = [
        json.dumps({"id": 1, "text": "TAN 482913", "lang": "de"}),
        "not json",
        json.dumps({"id": "x"}),
        json.dumps({"id": 2, "text": "nothing here"}),
    ]
    out = [json.loads(line) for line in scan_lines(lines)]
    assert out[0] == {"id": 1, "spans": [{"start": 4, "end": 10, "label": "OTP"}]}
    assert out[1]["id"] is None and "error" in out[1]
    assert out[2]["id"] is None and "error" in out[2]
    assert out[3] == {"id": 2, "spans": []}
