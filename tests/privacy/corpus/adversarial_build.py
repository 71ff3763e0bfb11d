"""Build adversarial.jsonl from the hand-written adversarial_source.txt; run from the repo root.

Same source format and span rules as external_build.py (its parser is reused).
"""

import importlib.util
import json
from pathlib import Path

HERE = Path(__file__).parent


def build() -> list[dict]:
    """Parse adversarial_source.txt into corpus rows."""
    spec = importlib.util.spec_from_file_location("external_build", HERE / "external_build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.build("adversarial_source.txt", "adv")


if __name__ == "__main__":
    with (HERE / "adversarial.jsonl").open("w", encoding="utf-8") as fh:
        for row in build():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
