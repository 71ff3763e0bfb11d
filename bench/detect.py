"""Throughput of privacy.detect.detect() on chat text; run as `python bench/detect.py`.

Two streams, both must clear the 2 MB/s floor on one core:
- dense: every labelled corpus message, most of them holding a secret or a hard negative;
- realistic: chat as it arrives, where most messages hold nothing sensitive: every corpus message
  without a gold span, plus secret-bearing ones at one message in twenty.

Rates are UTF-8 bytes per second of this process's CPU time (`time.process_time`), the median of
RUNS runs: the machine is shared, and wall-clock time would count other processes' work.
Wall-clock rates are printed alongside.
"""

import json
import random
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
SECRET_SHARE = 0.05
CORPORA = ("main.jsonl", "heldout.jsonl", "external.jsonl", "adversarial.jsonl")


def _rates(items: list[tuple[str, str | None]], total: int) -> tuple[float, float]:
    """Median MB/s of detect() over the items across RUNS runs: (CPU time, wall clock)."""
    cpu, wall = [], []
    for _ in range(RUNS):
        started_cpu, started_wall = time.process_time(), time.perf_counter()
        for text, lang in items:
            detect(text, lang)
        cpu.append(total / 1e6 / (time.process_time() - started_cpu))
        wall.append(total / 1e6 / (time.perf_counter() - started_wall))
    return statistics.median(cpu), statistics.median(wall)


def _load() -> list[dict]:
    """Every message of the labelled corpora."""
    rows = []
    for name in CORPORA:
        path = ROOT / "tests" / "privacy" / "corpus" / name
        if path.exists():
            with path.open(encoding="utf-8") as fh:
                rows += [json.loads(line) for line in fh if line.strip()]
    return rows


def _repeat(rows: list[dict]) -> list[dict]:
    """The rows repeated to about TARGET_BYTES."""
    size = sum(len(r["text"].encode()) for r in rows)
    return rows * max(1, TARGET_BYTES // size)


def _realistic(rows: list[dict]) -> list[dict]:
    """Secret-free messages with secret-bearing ones mixed in at SECRET_SHARE, shuffled."""
    clean = [r for r in rows if not r["spans"]]
    secret = [r for r in rows if r["spans"]]
    rng = random.Random(3)
    wanted = round(len(clean) * SECRET_SHARE / (1 - SECRET_SHARE))
    mixed = clean + rng.sample(secret, min(wanted, len(secret)))
    rng.shuffle(mixed)
    return mixed


def main() -> None:
    """Per message (language guessed and given) and per 20-message transcript, on both streams."""
    rows = _load()
    below = []
    for stream, picked in (("dense", rows), ("realistic", _realistic(rows))):
        items = _repeat(picked)
        total = sum(len(r["text"].encode()) for r in items)
        with_secret = sum(bool(r["spans"]) for r in picked) / len(picked)
        print(
            f"{stream}: {len(items)} messages (avg {total / len(items):.0f} bytes, "
            f"{with_secret:.0%} with a secret), {total / 1e6:.1f} MB per run, {RUNS} runs"
        )
        cases = {
            "per message, language guessed": [(r["text"], None) for r in items],
            "per message, language given": [(r["text"], r["lang"]) for r in items],
            "per 20-message transcript, guessed": [
                ("\n".join(r["text"] for r in items[i : i + 20]), None)
                for i in range(0, len(items), 20)
            ],
        }
        for name, case in cases.items():
            cpu, wall = _rates(case, total)
            print(
                f"  {name:<36} median {cpu:5.2f} MB/s CPU ({cpu / FLOOR_MB_S:.2f}x the floor), "
                f"{wall:5.2f} MB/s wall"
            )
            if cpu < FLOOR_MB_S:
                below.append(f"{stream} / {name}")
    print("floor met on every stream" if not below else "BELOW THE FLOOR: " + ", ".join(below))


if __name__ == "__main__":
    main()
