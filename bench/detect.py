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
RUNS = 3


def main() -> None:
    """Detect over the corpus messages repeated to a few MB; print the median MB/s."""
    corpus = ROOT / "tests" / "privacy" / "corpus"
    messages = []
    for name in ("main.jsonl", "heldout.jsonl"):
        with (corpus / name).open(encoding="utf-8") as fh:
            messages += [json.loads(line)["text"] for line in fh if line.strip()]
    size = sum(len(m.encode()) for m in messages)
    batch = messages * max(1, TARGET_BYTES // size)
    total = sum(len(m.encode()) for m in batch)
    rates = []
    for _ in range(RUNS):
        started = time.perf_counter()
        for text in batch:
            detect(text)
        rates.append(total / 1e6 / (time.perf_counter() - started))
    median = statistics.median(rates)
    print(f"{len(batch)} messages, {total / 1e6:.1f} MB per run, {RUNS} runs, language guessed")
    print(f"median {median:.2f} MB/s ({median / FLOOR_MB_S:.2f}x the {FLOOR_MB_S} MB/s floor)")


if __name__ == "__main__":
    main()
