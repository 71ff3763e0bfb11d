"""Write the recorded model answers that `bench/summary_quality.py --model-fake` serves.

There is no model in this repository's tests, so these answers stand in for one: for each
DEVELOPMENT conversation (never a locked one) a plausible answer of the prompt in
memory/llm_summary.py, built from what a careful reader would write (the gold form, mapped to the
prompt's vocabulary) and then spoiled the way models spoil answers, so the schema check and the
grounding are measured rather than assumed:

- every 4th answer paraphrases one object ("June 6" for "6 June"): ungrounded, must be dropped;
- every 5th cites a wrong turn for one constraint: ungrounded, must be dropped;
- every 6th adds an entry quoting what must never appear (health data, a secret, a courtesy);
  the grounding drops secrets and health data, and a courtesy that passes is counted as a leak;
- every 9th is wrapped in a Markdown fence (valid once unwrapped);
- every 11th breaks the schema (an unknown commitment kind): the whole answer is refused and the
  extractive form stays.

Run from the project root: `python tests/memory/corpus/summary/recorded/record.py`.
"""

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[4]))

from memory.summary_eval import DEV_CORPUS, load  # noqa: E402

OBJECT_TYPES = {"product": "model", "location": "location", "other": "other"}


def answer(row: dict, index: int) -> str:
    gold = row["gold"]
    form = {
        "concern": gold.get("concern"),
        "objects": [
            {"type": OBJECT_TYPES.get(o["type"], o["type"]), "value": o["value"], "seq": o["seq"]}
            for o in gold.get("objects", [])
        ],
        "constraints": [
            {
                "name": c["name"],
                "value": c["value"],
                "seq": c["seq"],
                "previous": c.get("previous", []),
            }
            for c in gold.get("constraints", [])
        ],
        "open_points": [{"text": p["text"], "seq": p["seq"]} for p in gold.get("open_points", [])],
        "commitments": [
            {"kind": c["kind"], "text": c["text"], "seq": c["seq"]}
            for c in gold.get("commitments", [])
        ],
    }
    if index % 4 == 0 and form["objects"]:
        entry = form["objects"][0]
        words = entry["value"].split()
        entry["value"] = " ".join(reversed(words)) if len(words) > 1 else entry["value"] + " (ca.)"
    if index % 5 == 0 and form["constraints"]:
        form["constraints"][0]["seq"] = form["constraints"][0]["seq"] + 1
    if index % 6 == 0 and gold.get("must_not_appear"):
        text = gold["must_not_appear"][0]
        seq = next(t["seq"] for t in row["turns"] if text in t["text"])
        form["open_points"].append({"text": text, "seq": seq})
    if index % 11 == 0 and form["commitments"]:
        form["commitments"][0]["kind"] = "promise"
    content = json.dumps(form, ensure_ascii=False, indent=1)
    if index % 9 == 0:
        content = f"```json\n{content}\n```"
    return content


def main() -> None:
    rows = load(DEV_CORPUS)
    for path in HERE.glob("*.json"):
        path.unlink()
    for index, row in enumerate(rows, 1):
        if (
            re.search(r"(\d+)$", row["id"])
            and int(re.search(r"(\d+)$", row["id"]).group(1)) % 4 == 0
        ):
            continue  # a locked conversation never gets here; guard anyway
        (HERE / f"{row['id']}.json").write_text(
            json.dumps({"id": row["id"], "content": answer(row, index)}, ensure_ascii=False) + "\n",
            encoding="utf-8",
        )
    print(f"{len(rows)} recorded answers")


if __name__ == "__main__":
    main()
