"""Measure the detector against a labelled JSON-lines corpus; shared by pii_report and tests."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path

from privacy.detect import LABELS, detect

CORPUS_DIR = Path(__file__).resolve().parent.parent / "tests" / "privacy" / "corpus"
DEFAULT_CORPUS = CORPUS_DIR / "main.jsonl"
# main: the generated corpus; heldout: generated from templates never tuned on; external: written
# by hand by someone else (see corpus/external_source.txt); adversarial: written by hand before
# the cue grammar and health compounds were generalised (see corpus/adversarial_source.txt).
DEFAULT_CORPORA = (
    DEFAULT_CORPUS,
    CORPUS_DIR / "heldout.jsonl",
    CORPUS_DIR / "external.jsonl",
    CORPUS_DIR / "adversarial.jsonl",
)

# Issue 3 targets: (metric, minimum) per label.
TARGETS: dict[str, list[tuple[str, float]]] = {
    "CARD": [("recall", 0.99), ("precision", 0.97)],
    "IBAN": [("recall", 0.99), ("precision", 0.97)],
    "EMAIL": [("recall", 0.99), ("precision", 0.97)],
    "PASSWORD": [("recall", 0.97)],
    "OTP": [("recall", 0.97)],
    "CVC": [("recall", 0.97)],
    "PHONE": [("recall", 0.97)],
    "ADDRESS": [("f1", 0.90)],
    "HEALTH": [("f1", 0.90)],
}


def load(path: str | Path) -> list[dict]:
    """Read a corpus: one {"id", "lang", "text", "spans"} object per line."""
    with Path(path).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """True when two half-open ranges share at least one character."""
    return a[0] < b[1] and b[0] < a[1]


def evaluate(corpus_path: str | Path = DEFAULT_CORPUS, *, use_lang: bool = True) -> dict:
    """Per-label precision, recall, F1, support and uncovered secret characters.

    A gold span counts as found when a predicted span of the same label overlaps it; a predicted
    span is a false positive when it overlaps no gold span of its label. Partial hits still leave
    characters uncovered, which `uncovered` reports.
    """
    rows = load(corpus_path)
    stats = {
        label: {"tp": 0, "fp": 0, "fn": 0, "gold_chars": 0, "uncovered_chars": 0, "exact": 0}
        for label in LABELS
    }
    misses: list[dict] = []
    for row in rows:
        predicted = detect(row["text"], row.get("lang") if use_lang else None)
        gold = row["spans"]
        for label in LABELS:
            g = [(s["start"], s["end"]) for s in gold if s["label"] == label]
            p = [(s.start, s.end) for s in predicted if s.label == label]
            st = stats[label]
            for gs in g:
                hit = any(_overlaps(gs, ps) for ps in p)
                st["tp" if hit else "fn"] += 1
                st["exact"] += gs in p
                covered = set()
                for ps in p:
                    covered.update(range(max(gs[0], ps[0]), min(gs[1], ps[1])))
                st["gold_chars"] += gs[1] - gs[0]
                st["uncovered_chars"] += gs[1] - gs[0] - len(covered)
                if not hit:
                    misses.append(
                        {"id": row["id"], "label": label, "miss": row["text"][gs[0] : gs[1]]}
                    )
            for ps in p:
                if not any(_overlaps(ps, gs) for gs in g):
                    st["fp"] += 1
                    misses.append(
                        {"id": row["id"], "label": label, "fp": row["text"][ps[0] : ps[1]]}
                    )
    labels = {}
    for label, st in stats.items():
        tp, fp, fn = st["tp"], st["fp"], st["fn"]
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / (tp + fn) if tp + fn else 1.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        labels[label] = {
            "precision": precision,
            "recall": recall,
            "f1": f1,
            "support": tp + fn,
            "tp": tp,
            "fp": fp,
            "fn": fn,
            "exact_match": st["exact"] / (tp + fn) if tp + fn else 1.0,
            "uncovered": st["uncovered_chars"] / st["gold_chars"] if st["gold_chars"] else 0.0,
        }
    targets = []
    for label, checks in TARGETS.items():
        for metric, minimum in checks:
            value = labels[label][metric]
            targets.append(
                {
                    "label": label,
                    "metric": metric,
                    "minimum": minimum,
                    "value": value,
                    "met": value >= minimum,
                }
            )
    secret_gold = sum(stats[label]["gold_chars"] for label in LABELS)
    secret_uncovered = sum(stats[label]["uncovered_chars"] for label in LABELS)
    return {
        "corpus": str(corpus_path),
        "messages": len(rows),
        "labels": labels,
        "targets": targets,
        "all_met": all(t["met"] for t in targets),
        "uncovered": secret_uncovered / secret_gold if secret_gold else 0.0,
        "errors": misses,
    }


def format_report(result: dict) -> Iterator[str]:
    """Human-readable lines for a result of evaluate()."""
    yield f"corpus {result['corpus']} ({result['messages']} messages)"
    yield f"{'label':<9} {'prec':>6} {'recall':>6} {'f1':>6} {'support':>7} {'uncovered':>9}"
    for label, m in result["labels"].items():
        yield (
            f"{label:<9} {m['precision']:6.3f} {m['recall']:6.3f} {m['f1']:6.3f} "
            f"{m['support']:7d} {m['uncovered']:9.2%}"
        )
    yield f"secret characters left uncovered (all labels): {result['uncovered']:.2%}"
    for t in result["targets"]:
        mark = "met" if t["met"] else "NOT MET"
        yield f"target {t['label']} {t['metric']} >= {t['minimum']}: {t['value']:.3f} {mark}"


def scan_lines(lines: Iterable[str]) -> Iterator[str]:
    """scan_text's core: one JSON result line per JSON input line, errors as data, never a crash."""
    for line in lines:
        if not line.strip():
            continue
        item = None
        try:
            item = json.loads(line)
            if not isinstance(item, dict) or not isinstance(item.get("text"), str):
                raise ValueError("expected an object with a string 'text'")
            lang = item.get("lang")
            if lang is not None and not isinstance(lang, str):
                raise ValueError("'lang' must be a string")
            spans = detect(item["text"], lang)
            out = {
                "id": item.get("id"),
                "spans": [{"start": s.start, "end": s.end, "label": s.label} for s in spans],
            }
        except (ValueError, TypeError) as exc:
            # The id is echoed when the line was an object, so the caller can pair the error.
            out = {"id": item.get("id") if isinstance(item, dict) else None, "error": str(exc)}
        yield json.dumps(out, ensure_ascii=False)
