"""Score the summary form against an annotated conversation corpus (chatmemory-summary-gold/1).

The corpus is written by people who never read the summariser (see
tests/memory/corpus/summary/GUIDE.md). `validate` checks a corpus file; `score_conversation`
compares one conversation's gold with the form the service returned and the turns as stored;
`aggregate` turns many of those into the issue's metrics. bench/summary_quality.py drives it
through the HTTP API.

Only gold items the form is meant to cover are scored: an item counts when its turn's `seq` is at
most the form's `covers_until_seq` (turns still in the verbatim window are shown word for word).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Mapping
from pathlib import Path

FORMAT = "chatmemory-summary-gold/1"
CORPUS_DIR = Path(__file__).resolve().parent.parent / "tests" / "memory" / "corpus" / "summary"
DEV_CORPUS = CORPUS_DIR / "dev.jsonl"
LOCKED_CORPUS = CORPUS_DIR / "locked.jsonl"
FRESH_CORPUS = CORPUS_DIR / "fresh_locked.jsonl"
# A fifth round (2026-12-02), held out: scored on the code before and after that day's rules.
ROUND5_CORPUS = CORPUS_DIR / "round5_locked.jsonl"
# A ninth round (2026-12-02, later), held out for one session (scored before and after its rules),
# development data since the session after.
ROUND9_CORPUS = CORPUS_DIR / "round9_dev.jsonl"
# A tenth round (2026-12-02, late), held out for two sessions, development data since 2026-12-03.
ROUND10_CORPUS = CORPUS_DIR / "round10_dev.jsonl"
# An eleventh round (2026-12-03), held out for one session (scored before and after its rules),
# development data since round 12 came in.
ROUND11_CORPUS = CORPUS_DIR / "round11_dev.jsonl"
# A twelfth round (2026-12-03, late), held out: scored before and after that session's rules.
ROUND12_CORPUS = CORPUS_DIR / "round12_locked.jsonl"
ROUND13_CORPUS = CORPUS_DIR / "round13_dev.jsonl"
ROUND14_CORPUS = CORPUS_DIR / "round14_dev.jsonl"
ROUND15_CORPUS = CORPUS_DIR / "round15_dev.jsonl"
# A sixteenth round (2026-12-03, evening), held out for two scorings (the session's start code
# and its end), then development data.
ROUND16_CORPUS = CORPUS_DIR / "round16_dev.jsonl"
# A seventeenth round (2026-12-03, evening): the odd ids are development data, the even ids a
# locked half, only scored.
ROUND17_CORPUS = CORPUS_DIR / "round17_dev.jsonl"
ROUND17_LOCKED_CORPUS = CORPUS_DIR / "round17_locked.jsonl"
# An eighteenth round (2026-12-04), split the same way.
ROUND18_CORPUS = CORPUS_DIR / "round18_dev.jsonl"
ROUND18_LOCKED_CORPUS = CORPUS_DIR / "round18_locked.jsonl"
# A nineteenth round (2026-12-04, session 27), split the same way.
ROUND19_CORPUS = CORPUS_DIR / "round19_dev.jsonl"
ROUND19_LOCKED_CORPUS = CORPUS_DIR / "round19_locked.jsonl"
# A twentieth round (2026-12-04, session 29), split the same way.
ROUND20_CORPUS = CORPUS_DIR / "round20_dev.jsonl"
ROUND20_LOCKED_CORPUS = CORPUS_DIR / "round20_locked.jsonl"
# A twenty-first round (2026-12-05, session 30), split the same way.
ROUND21_CORPUS = CORPUS_DIR / "round21_dev.jsonl"
ROUND21_LOCKED_CORPUS = CORPUS_DIR / "round21_locked.jsonl"
# A twenty-second round (2026-12-05, session 31), split the same way.
ROUND22_CORPUS = CORPUS_DIR / "round22_dev.jsonl"
ROUND22_LOCKED_CORPUS = CORPUS_DIR / "round22_locked.jsonl"

ROLES = {"user", "assistant", "agent"}
OBJECT_TYPES = {
    "order",
    "article",
    "product",
    "contract",
    "customer",
    "invoice",
    "ticket",
    "tracking",
    "location",
    "appointment",
    "date",
    "amount",
    "other",
}
CONSTRAINT_NAMES = {
    "deadline",
    "date",
    "time",
    "quantity",
    "size",
    "budget",
    "amount",
    "language",
    "channel",
    "responsibility",
    "destination",
}
COMMITMENT_KINDS = {"callback", "handover", "follow_up", "other"}

# A gold constraint's name matches a summary constraint of any name in its group: the slot, not
# the label, is what an agent reads.
_NAME_GROUPS = (
    {"deadline", "date", "time", "appointment", "when"},
    {"budget", "amount", "price", "sum"},
    {"size", "dimensions"},
    {"destination", "place", "location", "delivery_address"},
)

# Figures printed beside the targets, with no target of their own.
REPORTED = ("open_points_precision", "commitments_precision")

TARGETS = {
    "objects_recall": 0.85,
    "objects_grounded": 0.95,
    "constraints_current": 0.80,
    "corrections_handled": 0.75,
    "open_points_found": 0.70,
    "commitments_found": 0.75,
    "concern_own_words": 0.90,
    "topic_change_closed": 0.90,
}


class CorpusError(ValueError):
    """A corpus line breaks the format."""


# ----------------------------------------------------------------------------- the format


def load(path: str | Path) -> list[dict]:
    """Read and validate a corpus file; raises CorpusError naming the first bad line."""
    rows = []
    with Path(path).open(encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                validate(row)
            except (ValueError, KeyError, TypeError) as exc:
                raise CorpusError(f"{path}:{number}: {exc}") from exc
            rows.append(row)
    ids = [row["id"] for row in rows]
    if len(set(ids)) != len(ids):
        raise CorpusError(f"{path}: duplicate ids")
    return rows


def validate(row: Mapping) -> None:
    """Raise ValueError when a conversation breaks chatmemory-summary-gold/1."""
    if row.get("format") != FORMAT:
        raise ValueError(f"format must be {FORMAT!r}")
    for key in ("id", "lang", "domain"):
        if not isinstance(row.get(key), str) or not row[key]:
            raise ValueError(f"{key} must be a non-empty string")
    turns = row["turns"]
    if not isinstance(turns, list) or not turns:
        raise ValueError("turns must be a non-empty list")
    for index, turn in enumerate(turns, 1):
        if turn.get("seq") != index:
            raise ValueError(f"turn {index}: seq must be {index}")
        if turn.get("role") not in ROLES:
            raise ValueError(f"turn {index}: unknown role {turn.get('role')!r}")
        if not isinstance(turn.get("text"), str) or not turn["text"].strip():
            raise ValueError(f"turn {index}: empty text")
    texts = {turn["seq"]: turn["text"] for turn in turns}

    def quoted(where: str, text: str, seq: int) -> None:
        if seq not in texts:
            raise ValueError(f"{where}: seq {seq} is not a turn")
        if not isinstance(text, str) or not text or text not in texts[seq]:
            raise ValueError(f"{where}: {text!r} is not a literal quote of turn {seq}")

    breaks = row.get("topic_breaks", [])
    if any(b not in texts or turns[b - 1]["role"] != "user" for b in breaks):
        raise ValueError("topic_breaks must name user turns")
    gold = row["gold"]
    if gold.get("concern") is not None:
        quoted("concern", gold["concern"]["text"], gold["concern"]["seq"])
    for entry in gold.get("objects", []):
        if entry["type"] not in OBJECT_TYPES:
            raise ValueError(f"object type {entry['type']!r} is not in the vocabulary")
        quoted("object", entry["value"], entry["seq"])
    for entry in gold.get("constraints", []):
        if entry["name"] not in CONSTRAINT_NAMES:
            raise ValueError(f"constraint name {entry['name']!r} is not in the vocabulary")
        quoted("constraint", entry["value"], entry["seq"])
        for old in entry.get("previous", []):
            quoted("constraint previous", old["value"], old["seq"])
    for entry in gold.get("open_points", []):
        quoted("open point", entry["text"], entry["seq"])
    for entry in gold.get("commitments", []):
        if entry["kind"] not in COMMITMENT_KINDS:
            raise ValueError(f"commitment kind {entry['kind']!r} is not in the vocabulary")
        quoted("commitment", entry["text"], entry["seq"])
    closed = gold.get("closed_topics", [])
    if len(closed) != len(breaks):
        raise ValueError("closed_topics must have one entry per topic break")
    for topic, start in zip(closed, breaks, strict=True):
        if topic["to_seq"] != start - 1:
            raise ValueError("a closed topic must end right before its topic break")
    last_break = max(breaks, default=1)
    for kind in ("objects", "constraints", "open_points"):
        for entry in gold.get(kind, []):
            if entry["seq"] < last_break:
                raise ValueError(f"{kind} of the current concern start at seq {last_break}")
    for text in gold.get("must_not_appear", []):
        if not any(text in t for t in texts.values()):
            raise ValueError(f"must_not_appear {text!r} is in no turn")


# ----------------------------------------------------------------------------- matching


def norm(text: str) -> str:
    """Casefolded words separated by single spaces: what two quotes of one value share."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(re.findall(r"\w+", text))


def value_matches(gold: str, predicted: str) -> bool:
    """The predicted value names the gold one: it holds it, or is most of it."""
    g, p = norm(gold), norm(predicted)
    if not g or not p:
        return False
    if f" {g} " in f" {p} ":
        return True
    return f" {p} " in f" {g} " and len(p) >= 0.5 * len(g)


def text_overlaps(gold: str, predicted: str, *, minimum: float = 0.5) -> bool:
    """Word overlap of two quotes (Jaccard) of at least `minimum`, or one holding the other."""
    g, p = set(norm(gold).split()), set(norm(predicted).split())
    if not g or not p:
        return False
    if g <= p or (p <= g and len(p) >= 0.5 * len(g)):
        return True
    return len(g & p) / len(g | p) >= minimum


def _names_compatible(gold: str, predicted: str) -> bool:
    if gold == predicted:
        return True
    return any(gold in group and predicted in group for group in _NAME_GROUPS)


def _strings(form: object) -> Iterable[str]:
    if isinstance(form, str):
        yield form
    elif isinstance(form, Mapping):
        for value in form.values():
            yield from _strings(value)
    elif isinstance(form, list):
        for value in form:
            yield from _strings(value)


# ----------------------------------------------------------------------------- scoring


def score_conversation(row: Mapping, form: Mapping, stored: Mapping[int, str]) -> dict:
    """Hits and totals of one conversation: `form` as GET /context returned it, `stored` the
    turns' texts as stored (seq -> text)."""
    gold = row["gold"]
    covers = int(form.get("covers_until_seq") or 0)
    result: dict[str, list] = {}
    misses: list[str] = []

    def tally(metric: str, hit: bool, miss: str) -> None:
        result.setdefault(metric, []).append(hit)
        if not hit:
            misses.append(f"{metric}: {miss}")

    objects = form.get("objects") or []
    for entry in gold.get("objects", []):
        if entry["seq"] > covers:
            continue
        hit = any(value_matches(entry["value"], o.get("value", "")) for o in objects)
        tally("objects_recall", hit, f"{entry['type']} {entry['value']!r} (seq {entry['seq']})")
    for entry in objects:
        text = stored.get(entry.get("seq"), "")
        grounded = bool(entry.get("value")) and entry["value"] in text
        tally("objects_grounded", grounded, f"{entry!r} is not in turn {entry.get('seq')}")

    constraints = form.get("constraints") or []
    for entry in gold.get("constraints", []):
        if entry["seq"] > covers:
            continue
        current = [
            c
            for c in constraints
            if _names_compatible(entry["name"], c.get("name", ""))
            and value_matches(entry["value"], c.get("value", ""))
        ]
        tally(
            "constraints_current",
            bool(current),
            f"{entry['name']}={entry['value']!r} (seq {entry['seq']}); form has "
            + repr([(c.get("name"), c.get("value")) for c in constraints]),
        )
        olds = [p for p in entry.get("previous", []) if p["seq"] <= covers]
        if not olds:
            continue
        handled = bool(current) and all(
            any(value_matches(old["value"], p.get("value", "")) for p in c.get("previous", []))
            for c in current[:1]
            for old in olds
        )
        still_current = any(
            value_matches(old["value"], c.get("value", ""))
            and not value_matches(entry["value"], c.get("value", ""))
            for old in olds
            for c in constraints
            if _names_compatible(entry["name"], c.get("name", ""))
        )
        tally(
            "corrections_handled",
            handled and not still_current,
            f"{entry['name']}: {[o['value'] for o in olds]!r} -> {entry['value']!r}",
        )

    for metric, key, field in (
        ("open_points_found", "open_points", "text"),
        ("commitments_found", "commitments", "text"),
    ):
        predicted = form.get(key) or []
        for entry in gold.get(key, []):
            if entry["seq"] > covers:
                continue
            hit = any(
                p.get("seq") == entry["seq"] or text_overlaps(entry[field], p.get(field, ""))
                for p in predicted
            )
            tally(metric, hit, f"{entry[field]!r} (seq {entry['seq']})")
        # Precision, reported beside the recall target (no target of its own): the share of the
        # form's entries that the gold holds too. A form that lists every turn would meet any
        # recall target; this figure shows it.
        gold_entries = gold.get(key, [])
        for p in predicted:
            if (p.get("seq") or 0) > covers:
                continue
            kept = any(
                p.get("seq") == entry["seq"] or text_overlaps(entry[field], p.get(field, ""))
                for entry in gold_entries
            )
            result.setdefault(f"{key}_precision", []).append(kept)

    concern = gold.get("concern")
    if concern and concern["seq"] <= covers:
        got = form.get("concern") or {}
        own_words = bool(got.get("text")) and got["text"] in stored.get(got.get("seq"), "")
        same = got.get("seq") == concern["seq"] or text_overlaps(
            concern["text"], got.get("text", "")
        )
        tally("concern_own_words", own_words and same, f"{concern['text']!r} -> {got!r}")

    breaks = [b for b in row.get("topic_breaks", []) if b <= covers]
    if breaks:
        closed = form.get("closed_topics") or []
        ends = {t.get("to_seq") for t in closed}
        all_closed = all(any(e is not None and abs(e - (b - 1)) <= 1 for e in ends) for b in breaks)
        last = breaks[-1]
        carried = [
            entry
            for key in ("objects", "constraints", "open_points")
            for entry in form.get(key) or []
            if (entry.get("seq") or 0) < last
        ]
        tally(
            "topic_change_closed",
            all_closed and not carried,
            f"breaks {breaks}, closed {sorted(e for e in ends if e is not None)}, "
            f"carried {[e.get('value') or e.get('text') for e in carried]!r}",
        )

    summary_text = norm(" ".join(_strings(_form_content(form))))
    for text in gold.get("must_not_appear", []):
        needle = norm(text)
        if len(needle) < 4:
            continue
        leaked = f" {needle} " in f" {summary_text} "
        result.setdefault("leaks", []).append(leaked)
        if leaked:
            misses.append(f"leak: {text!r}")
    return {"id": row["id"], "lang": row["lang"], "metrics": result, "misses": misses}


def _form_content(form: Mapping) -> dict:
    """The form's quoted content, without bookkeeping keys whose values are codes."""
    keep = ("concern", "objects", "constraints", "open_points", "commitments", "closed_topics")
    return {key: form.get(key) for key in keep}


def aggregate(scores: Iterable[Mapping]) -> dict:
    """{"all": {metric: {"value", "n"}}, "<lang>": {...}} over conversation scores."""
    totals: dict[str, dict[str, list[bool]]] = {}
    for score in scores:
        for group in ("all", score["lang"]):
            bucket = totals.setdefault(group, {})
            for metric, hits in score["metrics"].items():
                bucket.setdefault(metric, []).extend(hits)
    out: dict[str, dict] = {}
    for group, metrics in totals.items():
        out[group] = {}
        for metric, hits in metrics.items():
            if metric == "leaks":
                out[group][metric] = {"value": sum(hits), "n": len(hits)}
            else:
                out[group][metric] = {
                    "value": sum(hits) / len(hits) if hits else None,
                    "n": len(hits),
                }
    return out


def targets_met(result: Mapping) -> dict[str, bool]:
    """Per target metric of the overall figures: met or not (leaks must be 0)."""
    overall = result.get("all", {})
    met = {
        metric: (overall.get(metric, {}).get("value") or 0) >= minimum
        for metric, minimum in TARGETS.items()
    }
    met["leaks"] = overall.get("leaks", {}).get("value", 0) == 0
    return met
