"""scan_text and pii_report run as management commands, the way an operator calls them."""

import io
import json
import sys
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from privacy.evaluation import DEFAULT_CORPORA
from privacy.redaction import redact

CORPUS = Path(__file__).parent / "corpus"


def _scan(monkeypatch, lines: list[str]) -> list[dict]:
    """Run scan_text with the lines on standard input; the JSON lines it printed."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(lines) + "\n"))
    out = io.StringIO()
    call_command("scan_text", stdout=out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_scan_text_writes_one_line_per_input_with_id_and_spans(monkeypatch):
    text = "Karte 4111 1111 1111 1111, CVC 123, mail jan@example.com"
    results = _scan(
        monkeypatch,
        [
            json.dumps({"id": 7, "text": text, "lang": "de"}),
            json.dumps({"id": "b", "text": "Bestellung 4711 ist unterwegs"}),
        ],
    )
    assert [r["id"] for r in results] == [7, "b"]
    labels = [(text[s["start"] : s["end"]], s["label"]) for s in results[0]["spans"]]
    assert labels == [
        ("4111 1111 1111 1111", "CARD"),
        ("123", "CVC"),
        ("jan@example.com", "EMAIL"),
    ]
    assert set(results[0]["spans"][0]) == {"start", "end", "label"}
    assert results[1] == {"id": "b", "spans": []}


def test_scan_text_uses_the_ingest_detector(monkeypatch):
    text = "mein Passwort ist Sommer2024! und die TAN 551903"
    [result] = _scan(monkeypatch, [json.dumps({"id": 1, "text": text})])
    # redact() is what ingest calls; it must find exactly the spans scan_text reports.
    stored = redact(text, lang=None)
    assert [s["label"] for s in result["spans"]] == [s.label for s in stored.spans]
    assert "Sommer2024" not in stored.text and "551903" not in stored.text


def test_scan_text_reports_bad_lines_as_data_and_goes_on(monkeypatch):
    results = _scan(
        monkeypatch,
        ["not json", json.dumps({"id": 3}), "", json.dumps({"id": 4, "text": "TAN 482913"})],
    )
    assert results[0] == {"id": None, "error": results[0]["error"]}
    assert results[1]["id"] == 3 and "error" in results[1]
    assert results[2] == {"id": 4, "spans": [{"start": 4, "end": 10, "label": "OTP"}]}


def test_scan_text_keeps_unicode_offsets(monkeypatch):
    text = "Grüße aus Köln, Tel. 0221 1234567"
    [result] = _scan(monkeypatch, [json.dumps({"id": 1, "text": text}, ensure_ascii=False)])
    [span] = result["spans"]
    assert text[span["start"] : span["end"]] == "0221 1234567"


def test_pii_report_reports_every_corpus_by_default():
    out = io.StringIO()
    call_command("pii_report", stdout=out)
    report = out.getvalue()
    for path in DEFAULT_CORPORA:
        assert f"corpus {path} " in report
    assert "CARD" in report and "the leak" in report and "hard negatives" in report


def test_pii_report_strict_passes_on_the_four_earlier_corpora():
    out = io.StringIO()
    later = (
        "independent",
        "round4",
        "round6",
        "round8",
        "round7",
        "round10",
        "round11",
        "fresh",
        "round5",
        "round9",
        "round12",
        "round13",
        "round14",
        "round15",
        "round16",
        "round17",
        "round18",
        "round19",
        "round20",
        "round21",
        "round22",
        "round23",
        "round24",
        "round25",
        "round26",
        "round27",
        "round28",
        "round29",
        "round30",
        "round31",
        "round32",
    )
    earlier = [str(p) for p in DEFAULT_CORPORA if not p.name.startswith(later)]
    assert len(earlier) == 4
    call_command("pii_report", "--strict", *[f"--corpus={p}" for p in earlier], stdout=out)
    assert out.getvalue().count("all targets met") == 4


def test_pii_report_takes_a_corpus_and_fails_strictly_when_targets_are_missed(tmp_path):
    bad = tmp_path / "bad.jsonl"
    text = "my card 4111 1111 1111 1111"
    # Gold claims an e-mail the detector cannot find: EMAIL recall 0, target missed.
    row = {"id": 1, "lang": "en", "text": text, "spans": [{"start": 0, "end": 2, "label": "EMAIL"}]}
    bad.write_text(json.dumps(row) + "\n", encoding="utf-8")
    out = io.StringIO()
    call_command("pii_report", "--corpus", str(bad), stdout=out)
    assert "target EMAIL recall >= 0.99: 0.000 NOT MET" in out.getvalue()
    with pytest.raises(CommandError, match="targets not met"):
        call_command("pii_report", "--corpus", str(bad), "--strict", stdout=io.StringIO())


def test_pii_report_refuses_a_missing_corpus(tmp_path):
    with pytest.raises(CommandError, match="cannot read corpus"):
        call_command("pii_report", "--corpus", str(tmp_path / "none.jsonl"), stdout=io.StringIO())
