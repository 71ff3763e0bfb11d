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
# independent_dev / independent_locked: written by helpers who never saw the detector, from the
# annotation guide beside them (GUIDE.md); the locked split is only ever scored.
INDEPENDENT_DEV = CORPUS_DIR / "independent_dev.jsonl"
INDEPENDENT_LOCKED = CORPUS_DIR / "independent_locked.jsonl"
# round4_dev: 600 messages by two more authors who never saw the detector (2026-12-02), scored
# once before any rule was written for them (round4_first_run.txt), development data since.
ROUND4_DEV = CORPUS_DIR / "round4_dev.jsonl"
# round6_dev: 600 more by two new authors (2026-12-02), scored once before any rule was written
# for them (round6_first_run.txt), development data since.
ROUND6_DEV = CORPUS_DIR / "round6_dev.jsonl"
# round8_dev: 600 more by two new authors (2026-12-02), scored once before any rule was written
# for them (round8_first_run.txt), development data since.
ROUND8_DEV = CORPUS_DIR / "round8_dev.jsonl"
# round7_dev: 400 by one more author (2026-12-02), held out for that session (scored before and
# after its rules, round7_first_run.txt), development data since.
ROUND7_DEV = CORPUS_DIR / "round7_dev.jsonl"
# round10_dev: 320 password-heavy messages by two more authors (2026-12-02), scored once before any
# rule was written for them (round10_first_run.txt), development data since.
ROUND10_DEV = CORPUS_DIR / "round10_dev.jsonl"
# round11_dev: 400 secret-heavy messages by two more authors (2026-12-02), scored once before any
# rule was written for them (round11_first_run.txt), development data since.
ROUND11_DEV = CORPUS_DIR / "round11_dev.jsonl"
# round9_dev: 400 messages by two more authors (2026-12-02), held out for one session (scored before
# and after its rules, round9_first_run.txt), development data since the session after.
ROUND9_DEV = CORPUS_DIR / "round9_dev.jsonl"
# Held out: fresh_locked (written after the rules were tuned on the development splits) and
# round5_locked (2026-12-02, scored before and after that day's rules, round5_first_run.txt).
FRESH_LOCKED = CORPUS_DIR / "fresh_locked.jsonl"
ROUND5_LOCKED = CORPUS_DIR / "round5_locked.jsonl"
# round12_dev (2026-12-02, late): 400 secret-heavy messages by two more authors, held out for one
# session (scored before and after its rules, round12_first_run.txt), development data since the
# session after.
ROUND12_DEV = CORPUS_DIR / "round12_dev.jsonl"
# round13_dev (2026-12-03): 400 secret-heavy messages by two more authors, held out for one
# session (scored on main before that day's rules were merged and after, round13_first_run.txt),
# development data since the session after.
ROUND13_DEV = CORPUS_DIR / "round13_dev.jsonl"
# round14_locked (2026-12-03, late): 400 secret-heavy messages by two more authors, held out
# (scored on main before that day's rules and after, round14_first_run.txt).
ROUND14_LOCKED = CORPUS_DIR / "round14_locked.jsonl"
# round15_dev (2026-12-03, late): 240 messages by one more author, 48% hard negatives, development
# data (scored once before any rule was written for it, round15_first_run.txt).
ROUND15_DEV = CORPUS_DIR / "round15_dev.jsonl"
# round16_dev (2026-12-03, late): 400 messages by two more authors, the hard cases of secrets,
# development data (scored once before any rule was written for it, round16_first_run.txt).
ROUND16_DEV = CORPUS_DIR / "round16_dev.jsonl"
# round17_dev (2026-12-03, late): 400 messages by two more authors, development data (scored once
# before any rule was written for it, round17_first_run.txt).
ROUND17_DEV = CORPUS_DIR / "round17_dev.jsonl"
# round18_dev (2026-12-03): 400 messages by two more authors, development data (scored once before
# any rule was written for it, round18_first_run.txt).
ROUND18_DEV = CORPUS_DIR / "round18_dev.jsonl"
# round19_dev (2026-12-03, late): 400 messages by two more authors, development data (scored once
# before any rule was written for it, round19_first_run.txt).
ROUND19_DEV = CORPUS_DIR / "round19_dev.jsonl"
# round20_dev (2026-12-03, late): 400 messages by two more authors (Dutch passwords, English card
# codes), development data (scored once before any rule was written for it, round20_first_run.txt).
ROUND20_DEV = CORPUS_DIR / "round20_dev.jsonl"
# round21_dev (2026-12-03, late): 400 messages by two more authors (Dutch and English), development
# data (scored once before any rule was written for it, round21_first_run.txt).
ROUND21_DEV = CORPUS_DIR / "round21_dev.jsonl"
# round22 (2026-12-03, evening): 600 messages by four more authors, one per language; the odd ids
# are development data, the even ones a locked half, only scored (round22_first_run.txt).
ROUND22_DEV = CORPUS_DIR / "round22_dev.jsonl"
ROUND22_LOCKED = CORPUS_DIR / "round22_locked.jsonl"
# round23 (2026-12-03, evening): 450 messages by three more authors (Dutch passwords, English card
# codes), split like round 22 (round23_first_run.txt).
ROUND23_DEV = CORPUS_DIR / "round23_dev.jsonl"
ROUND23_LOCKED = CORPUS_DIR / "round23_locked.jsonl"
# round24 (2026-12-04): 600 messages by four more authors, one per language, secret-heavy; split
# like round 22 (round24_first_run.txt).
ROUND24_DEV = CORPUS_DIR / "round24_dev.jsonl"
ROUND24_LOCKED = CORPUS_DIR / "round24_locked.jsonl"
# round25 (2026-12-04, session 27): 600 messages by four more authors, one per language, heavy on
# passwords and one-time codes; split like round 22 (round25_first_run.txt).
ROUND25_DEV = CORPUS_DIR / "round25_dev.jsonl"
ROUND25_LOCKED = CORPUS_DIR / "round25_locked.jsonl"
# round26 (2026-12-04, session 28): 600 messages by two more authors, each writing one set of
# situations in two languages (de/en, da/nl); split like round 22 (round26_first_run.txt).
ROUND26_DEV = CORPUS_DIR / "round26_dev.jsonl"
ROUND26_LOCKED = CORPUS_DIR / "round26_locked.jsonl"
# round27 (2026-12-04, session 29): 600 messages by two more authors, written like round 26 (one set
# of situations in two languages each), most passwords plain words; split like round 22
# (round27_first_run.txt).
ROUND27_DEV = CORPUS_DIR / "round27_dev.jsonl"
ROUND27_LOCKED = CORPUS_DIR / "round27_locked.jsonl"
# round28 (2026-12-05, session 30): 600 messages by two more authors, each writing two languages
# independently (de/en, da/nl), the guide's mix with more passwords; split like round 22
# (round28_first_run.txt).
ROUND28_DEV = CORPUS_DIR / "round28_dev.jsonl"
ROUND28_LOCKED = CORPUS_DIR / "round28_locked.jsonl"
# round29 (2026-12-05, session 31): 600 messages by two more authors, each writing two languages
# independently (de/en, da/nl), the guide's mix with a quarter passwords; split like round 22
# (round29_first_run.txt).
ROUND29_DEV = CORPUS_DIR / "round29_dev.jsonl"
ROUND29_LOCKED = CORPUS_DIR / "round29_locked.jsonl"
# round30 (2026-12-05, session 31): 600 messages by two more authors, each writing two languages
# independently (de/en, da/nl), two in five messages holding a password or PIN; split like round
# 22 (round30_first_run.txt).
ROUND30_DEV = CORPUS_DIR / "round30_dev.jsonl"
ROUND30_LOCKED = CORPUS_DIR / "round30_locked.jsonl"
# round31 (2026-12-05, session 31): 600 messages by two more authors, each writing two languages
# independently (de/en, da/nl), a third holding a password and a sixth a one-time code, most in
# longer messages that tell a story; split like round 22 (round31_first_run.txt).
ROUND31_DEV = CORPUS_DIR / "round31_dev.jsonl"
ROUND31_LOCKED = CORPUS_DIR / "round31_locked.jsonl"
# round32 (2026-12-05, session 31): 600 messages by two more authors, each writing two languages
# independently (de/en, da/nl), in the guide's mix as written; split like round 22
# (round32_first_run.txt).
ROUND32_DEV = CORPUS_DIR / "round32_dev.jsonl"
ROUND32_LOCKED = CORPUS_DIR / "round32_locked.jsonl"
DEFAULT_CORPORA = (
    DEFAULT_CORPUS,
    CORPUS_DIR / "heldout.jsonl",
    CORPUS_DIR / "external.jsonl",
    CORPUS_DIR / "adversarial.jsonl",
    INDEPENDENT_DEV,
    INDEPENDENT_LOCKED,
    ROUND4_DEV,
    ROUND6_DEV,
    ROUND7_DEV,
    ROUND8_DEV,
    ROUND10_DEV,
    ROUND11_DEV,
    ROUND9_DEV,
    ROUND12_DEV,
    ROUND13_DEV,
    ROUND15_DEV,
    ROUND16_DEV,
    ROUND17_DEV,
    ROUND18_DEV,
    ROUND19_DEV,
    ROUND20_DEV,
    ROUND21_DEV,
    ROUND22_DEV,
    ROUND23_DEV,
    ROUND24_DEV,
    ROUND25_DEV,
    ROUND26_DEV,
    FRESH_LOCKED,
    ROUND5_LOCKED,
    ROUND14_LOCKED,
    ROUND22_LOCKED,
    ROUND23_LOCKED,
    ROUND24_LOCKED,
    ROUND25_LOCKED,
    ROUND26_LOCKED,
    ROUND27_DEV,
    ROUND27_LOCKED,
    ROUND28_DEV,
    ROUND28_LOCKED,
    ROUND29_DEV,
    ROUND29_LOCKED,
    ROUND30_DEV,
    ROUND30_LOCKED,
    ROUND31_DEV,
    ROUND31_LOCKED,
    ROUND32_DEV,
    ROUND32_LOCKED,
)

# The never-store labels: a character of theirs left uncovered is a leak.
SECRET_LABELS = ("CARD", "CVC", "PASSWORD", "OTP")

# (metric, minimum) per label.
TARGETS: dict[str, list[tuple[str, float]]] = {
    "CARD": [("recall", 0.99), ("precision", 0.97)],
    "IBAN": [("recall", 0.99), ("precision", 0.97)],
    "EMAIL": [("recall", 0.99), ("precision", 0.97)],
    "PASSWORD": [("recall", 0.98)],
    "OTP": [("recall", 0.98)],
    "CVC": [("recall", 0.98)],
    "PHONE": [("recall", 0.97)],
    "ADDRESS": [("f1", 0.90)],
    "HEALTH": [("f1", 0.90)],
}
# Secret characters left uncovered, at most; messages marked hard_negative without a false alarm,
# at least (only corpora that mark hard negatives are held to it).
MAX_SECRET_LEAK = 0.005
MIN_HARD_NEGATIVE_CLEAN = 0.97


def load(path: str | Path) -> list[dict]:
    """Read a corpus: one {"id", "lang", "text", "spans"} object per line."""
    with Path(path).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """True when two half-open ranges share at least one character."""
    return a[0] < b[1] and b[0] < a[1]


def evaluate(corpus_path: str | Path = DEFAULT_CORPUS, *, use_lang: bool = True) -> dict:
    """Per-label precision, recall, F1, support and uncovered characters, overall and by language.

    A gold span counts as found when a predicted span of the same label overlaps it; a predicted
    span is a false positive when it overlaps no gold span of its label. Partial hits still leave
    characters uncovered, which `uncovered` reports; `secret_leak` is that share over the
    never-store labels alone. `hard_negative_clean` is the share of messages marked
    `hard_negative` on which the detector finds nothing.
    """
    rows = load(corpus_path)

    def fresh() -> dict:
        return {
            label: {"tp": 0, "fp": 0, "fn": 0, "gold_chars": 0, "uncovered_chars": 0, "exact": 0}
            for label in LABELS
        }

    overall = fresh()
    by_lang: dict[str, dict] = {}
    hard_negatives = {"n": 0, "clean": 0}
    misses: list[dict] = []
    for row in rows:
        predicted = detect(row["text"], row.get("lang") if use_lang else None)
        gold = row["spans"]
        if row.get("hard_negative"):
            hard_negatives["n"] += 1
            hard_negatives["clean"] += not predicted
        lang_stats = by_lang.setdefault(row.get("lang") or "?", fresh())
        for label in LABELS:
            g = [(s["start"], s["end"]) for s in gold if s["label"] == label]
            p = [(s.start, s.end) for s in predicted if s.label == label]
            _tally(overall[label], lang_stats[label], row, label, g, p, misses)
    labels = _metrics(overall)
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
    secret_leak = _uncovered(overall, SECRET_LABELS)
    targets.append(
        {
            "label": "secrets",
            "metric": "leak",
            "maximum": MAX_SECRET_LEAK,
            "value": secret_leak,
            "met": secret_leak <= MAX_SECRET_LEAK,
        }
    )
    clean = hard_negatives["clean"] / hard_negatives["n"] if hard_negatives["n"] else None
    if clean is not None:
        targets.append(
            {
                "label": "hard negatives",
                "metric": "clean",
                "minimum": MIN_HARD_NEGATIVE_CLEAN,
                "value": clean,
                "met": clean >= MIN_HARD_NEGATIVE_CLEAN,
            }
        )
    return {
        "corpus": str(corpus_path),
        "messages": len(rows),
        "labels": labels,
        "by_lang": {
            lang: {"labels": _metrics(st), "secret_leak": _uncovered(st, SECRET_LABELS)}
            for lang, st in sorted(by_lang.items())
        },
        "targets": targets,
        "all_met": all(t["met"] for t in targets),
        "uncovered": _uncovered(overall, LABELS),
        "secret_leak": secret_leak,
        "hard_negative_clean": clean,
        "hard_negatives": hard_negatives["n"],
        "errors": misses,
    }


def _tally(st, lang_st, row, label, g, p, misses) -> None:
    """Count one label's gold and predicted spans of one message into both tallies."""
    for gs in g:
        hit = any(_overlaps(gs, ps) for ps in p)
        covered = set()
        for ps in p:
            covered.update(range(max(gs[0], ps[0]), min(gs[1], ps[1])))
        for bucket in (st, lang_st):
            bucket["tp" if hit else "fn"] += 1
            bucket["exact"] += gs in p
            bucket["gold_chars"] += gs[1] - gs[0]
            bucket["uncovered_chars"] += gs[1] - gs[0] - len(covered)
        if not hit:
            misses.append({"id": row["id"], "label": label, "miss": row["text"][gs[0] : gs[1]]})
    for ps in p:
        if not any(_overlaps(ps, gs) for gs in g):
            for bucket in (st, lang_st):
                bucket["fp"] += 1
            misses.append({"id": row["id"], "label": label, "fp": row["text"][ps[0] : ps[1]]})


def _uncovered(stats: dict, labels) -> float:
    gold = sum(stats[label]["gold_chars"] for label in labels)
    return sum(stats[label]["uncovered_chars"] for label in labels) / gold if gold else 0.0


def _metrics(stats: dict) -> dict:
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
    return labels


def format_report(result: dict) -> Iterator[str]:
    """Human-readable lines for a result of evaluate()."""
    yield f"corpus {result['corpus']} ({result['messages']} messages)"
    yield f"{'label':<9} {'prec':>6} {'recall':>6} {'f1':>6} {'support':>7} {'uncovered':>9}"
    for label, m in result["labels"].items():
        yield (
            f"{label:<9} {m['precision']:6.3f} {m['recall']:6.3f} {m['f1']:6.3f} "
            f"{m['support']:7d} {m['uncovered']:9.2%}"
        )
    yield f"characters left uncovered (all labels): {result['uncovered']:.2%}"
    yield f"secret characters left uncovered (the leak: {', '.join(SECRET_LABELS)}): " + (
        f"{result['secret_leak']:.2%}"
    )
    if result["hard_negative_clean"] is not None:
        yield (
            f"hard negatives without a false alarm: {result['hard_negative_clean']:.3f} "
            f"of {result['hard_negatives']}"
        )
    if len(result["by_lang"]) > 1:
        yield "by language (recall of PASSWORD OTP CVC, F1 of ADDRESS HEALTH, leak):"
        for lang, entry in result["by_lang"].items():
            m = entry["labels"]
            yield (
                f"  {lang}: {m['PASSWORD']['recall']:.3f} {m['OTP']['recall']:.3f} "
                f"{m['CVC']['recall']:.3f} | {m['ADDRESS']['f1']:.3f} {m['HEALTH']['f1']:.3f} | "
                f"{entry['secret_leak']:.2%}"
            )
    for t in result["targets"]:
        mark = "met" if t["met"] else "NOT MET"
        bound = f"<= {t['maximum']}" if "maximum" in t else f">= {t['minimum']}"
        yield f"target {t['label']} {t['metric']} {bound}: {t['value']:.3f} {mark}"


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
