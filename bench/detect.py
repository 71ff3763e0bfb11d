"""Throughput of privacy.detect.detect() on chat text; run as `python bench/detect.py`."""

import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from privacy.detect import detect  # noqa: E402

FLOOR_MB_S = 2.0
TARGET_BYTES = 2_000_000
RUNS = 5


def _rate(items: list[tuple[str, str | None]], total: int) -> float:
    """Median MB/s of detect() over the items across RUNS runs."""
    rates = []
    for _ in range(RUNS):
        started = time.perf_counter()
        for text, lang in items:
            detect(text, lang)
        rates.append(total / 1e6 / (time.perf_counter() - started))
    return statistics.median(rates)


def main() -> None:
    """Detect over the corpus repeated to a few MB, per message and per 20-message transcript."""
    corpus = ROOT / "tests" / "privacy" / "corpus"
    rows = []
    for name in ("main.jsonl", "heldout.jsonl"):
        with (corpus / name).open(encoding="utf-8") as fh:
            rows += [json.loads(line) for line in fh if line.strip()]
    size = sum(len(r["text"].encode()) for r in rows)
    rows = rows * max(1, TARGET_BYTES // size)
    total = sum(len(r["text"].encode()) for r in rows)
    avg = total / len(rows)
    print(f"{len(rows)} messages (avg {avg:.0f} bytes), {total / 1e6:.1f} MB per run, {RUNS} runs")
    cases = {
        "per message, language guessed": [(r["text"], None) for r in rows],
        "per message, language given": [(r["text"], r["lang"]) for r in rows],
        "per 20-message transcript, guessed": [
            ("\n".join(r["text"] for r in rows[i : i + 20]), None) for i in range(0, len(rows), 20)
        ],
    }
    for name, items in cases.items():
        rate = _rate(items, total)
        print(f"{name:<36} median {rate:5.2f} MB/s ({rate / FLOOR_MB_S:.2f}x the 2 MB/s floor)")


if __name__ == "__main__":
    main()
