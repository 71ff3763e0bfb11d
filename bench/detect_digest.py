"""Fingerprint of the detector's output; run as `python bench/detect_digest.py`.

A change meant to make detect() faster, not different, must leave this digest as it was: sha256
over the JSON of every (start, end, label) that detect(text, lang) returns for each message of the
development corpora (the locked and fresh splits are left alone). A second digest covers the same
messages with the language left to the guess, as bench/detect.py also runs them.
"""

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from privacy.detect import detect  # noqa: E402

CORPORA = (
    "main.jsonl",
    "heldout.jsonl",
    "external.jsonl",
    "adversarial.jsonl",
    "independent_dev.jsonl",
    "round4_dev.jsonl",
    "round6_dev.jsonl",
    "round8_dev.jsonl",
)


def _digest(rows: list[dict], guess: bool) -> str:
    """sha256 of the spans of every row, in corpus order."""
    found = [
        [(s.start, s.end, s.label) for s in detect(r["text"], None if guess else r["lang"])]
        for r in rows
    ]
    return hashlib.sha256(json.dumps(found).encode()).hexdigest()


def main() -> None:
    """Print both digests and how many messages they cover."""
    rows = []
    for name in CORPORA:
        with (ROOT / "tests" / "privacy" / "corpus" / name).open(encoding="utf-8") as fh:
            rows += [json.loads(line) for line in fh if line.strip()]
    print(f"{len(rows)} messages")
    print(f"language given:   {_digest(rows, guess=False)}")
    print(f"language guessed: {_digest(rows, guess=True)}")


if __name__ == "__main__":
    main()
