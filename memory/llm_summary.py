"""The optional model-backed summariser: any OpenAI-compatible chat-completions URL, off by default.

It must return the contract's summary form as JSON. The answer is validated against a JSON
schema, then grounded: every object and constraint value must occur in the turn (`seq`) it
cites, the concern must be the person's own words, and nothing sensitive may pass. An entry that
fails is dropped and the drop is logged (section, index, seq and reason; never the text). A
malformed or invalid answer yields None, and the caller keeps its extractive summary.
"""

import json
import logging
import re
from collections.abc import Sequence

from django.conf import settings
from jsonschema import Draft202012Validator

from privacy.detect import detect
from privacy.redaction import NEVER_STORE, SPECIAL, every_placeholder

from . import chat_completions
from .compaction import is_filler
from .summary_language.text import norm

logger = logging.getLogger(__name__)

# The contract's examples plus what the summary corpus's annotators name (memory/summary_eval.py).
OBJECT_TYPES = [
    "article",
    "part",
    "order",
    "contract",
    "invoice",
    "customer",
    "model",
    "product",
    "ticket",
    "tracking",
    "reference",
    "amount",
    "date",
    "appointment",
    "location",
    "other",
]
CONSTRAINT_NAMES = [
    "deadline",
    "date",
    "time",
    "quantity",
    "dimensions",
    "size",
    "language",
    "channel",
    "budget",
    "amount",
    "responsibility",
    "destination",
    "location",
]
COMMITMENT_KINDS = ["callback", "handover", "follow_up", "other"]

_SEQ = {"type": "integer", "minimum": 1}
_TEXT = {"type": "string", "minLength": 1, "maxLength": 400}

SUMMARY_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "required": ["concern", "objects", "constraints", "open_points", "commitments"],
    "properties": {
        "concern": {
            "oneOf": [
                {"type": "null"},
                {
                    "type": "object",
                    "required": ["text", "seq"],
                    "properties": {"text": _TEXT, "seq": _SEQ},
                    "additionalProperties": False,
                },
            ]
        },
        "objects": {
            "type": "array",
            "maxItems": 50,
            "items": {
                "type": "object",
                "required": ["type", "value", "seq"],
                "properties": {"type": {"enum": OBJECT_TYPES}, "value": _TEXT, "seq": _SEQ},
                "additionalProperties": False,
            },
        },
        "constraints": {
            "type": "array",
            "maxItems": 50,
            "items": {
                "type": "object",
                "required": ["name", "value", "seq"],
                "properties": {
                    "name": {"enum": CONSTRAINT_NAMES},
                    "value": _TEXT,
                    "seq": _SEQ,
                    "previous": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "required": ["value", "seq"],
                            "properties": {"value": _TEXT, "seq": _SEQ},
                            "additionalProperties": False,
                        },
                    },
                },
                "additionalProperties": False,
            },
        },
        "open_points": {
            "type": "array",
            "maxItems": 50,
            "items": {
                "type": "object",
                "required": ["text", "seq"],
                "properties": {"text": _TEXT, "seq": _SEQ},
                "additionalProperties": False,
            },
        },
        "commitments": {
            "type": "array",
            "maxItems": 50,
            "items": {
                "type": "object",
                "required": ["kind", "text", "seq"],
                "properties": {"kind": {"enum": COMMITMENT_KINDS}, "text": _TEXT, "seq": _SEQ},
                "additionalProperties": False,
            },
        },
    },
}
_VALIDATOR = Draft202012Validator(SUMMARY_SCHEMA)

INSTRUCTIONS = """You condense a customer-service chat into a fixed JSON form. Reply with JSON only:
{"concern": {"text": "<the person's own first statement of their concern, copied verbatim>",
"seq": <n>} or null,
"objects": [{"type": one of %(types)s, "value": "<identifier copied verbatim>", "seq": <n>}],
"constraints": [{"name": one of %(names)s, "value": "<current value copied verbatim>",
"seq": <n>, "previous": [{"value": "<replaced value>", "seq": <n>}]}],
"open_points": [{"text": "<what is still open at the end: an unanswered question, a decision put
off, an offer not yet taken, something the customer still has to send>", "seq": <n>}],
"commitments": [{"kind": one of %(kinds)s, "text": "<the company side's promise, also in the
third person or the passive>", "seq": <n>}]}
Every value must be copied exactly from the turn whose seq you cite. Leave out courtesies,
payment data, passwords, codes, health data, other people's contact details and any guess about
the person. The conversation language is %(lang)s."""


def is_enabled() -> bool:
    """On only when switched on and a model URL is configured."""
    return settings.LLM_SUMMARY_ENABLED and chat_completions.is_configured()


def summarise(turns: Sequence[dict], *, locale: str = "en") -> dict | None:
    """The summary form of `turns` ({seq, role, text}, as stored), or None to keep the default."""
    if not turns:
        return None
    prompt = INSTRUCTIONS % {
        "types": ", ".join(OBJECT_TYPES),
        "names": ", ".join(CONSTRAINT_NAMES),
        "kinds": ", ".join(COMMITMENT_KINDS),
        "lang": locale,
    }
    lines = "\n".join(
        json.dumps({"seq": t["seq"], "role": t["role"], "text": t["text"]}, ensure_ascii=False)
        for t in turns
    )
    try:
        content = chat_completions.complete(
            [{"role": "system", "content": prompt}, {"role": "user", "content": lines}],
            json_mode=True,
            max_tokens=1200,
        )
    except chat_completions.ModelUnavailable:
        return None
    form = parse(content)
    if form is None:
        return None
    grounded = ground(form, turns, locale=locale)
    grounded["covers_until_seq"] = max(t["seq"] for t in turns)
    return grounded


def parse(content: str) -> dict | None:
    """The model's JSON answer, validated against the schema; None when malformed or invalid."""
    text = re.sub(r"^\s*```(?:json)?\s*|\s*```\s*$", "", content)
    try:
        form = json.loads(text)
    except ValueError:
        logger.warning("llm_summary_malformed")
        return None
    errors = sorted(_VALIDATOR.iter_errors(form), key=lambda e: list(e.absolute_path))
    if errors:
        # The path names keys and indices only; the values stay out of the log.
        logger.warning(
            "llm_summary_invalid",
            extra={"errors": len(errors), "at": "/".join(map(str, errors[0].absolute_path))},
        )
        return None
    return form


# Contact details stay out of summaries too: they may be a third party's.
_NOT_SUMMARISED = NEVER_STORE | SPECIAL | {"EMAIL", "PHONE", "IBAN"}


def _sensitive(text: str, lang: str) -> bool:
    folded = text.casefold()
    if any(placeholder in folded for placeholder in every_placeholder()):
        return True
    return any(span.label in _NOT_SUMMARISED for span in detect(text, lang))


class _Grounding:
    """Checks entries against the turns they cite and logs each drop without its text."""

    def __init__(self, turns: Sequence[dict], lang: str):
        self.turns = {t["seq"]: t for t in turns}
        self.lang = lang
        self.dropped = 0

    def occurs(self, value: str, seq: int, *, role: str | None = None) -> bool:
        turn = self.turns.get(seq)
        if turn is None or (role and turn["role"] != role):
            return False
        return norm(value) in norm(turn["text"])

    def drop(self, section: str, index: int, seq, reason: str) -> None:
        self.dropped += 1
        logger.info(
            "llm_summary_entry_dropped",
            extra={"section": section, "index": index, "seq": seq, "reason": reason},
        )

    def keep(self, section: str, index: int, value: str, seq: int, role: str | None = None):
        if _sensitive(value, self.lang):
            self.drop(section, index, seq, "sensitive")
            return False
        if not self.occurs(value, seq, role=role):
            self.drop(section, index, seq, "ungrounded")
            return False
        return True


def ground(form: dict, turns: Sequence[dict], *, locale: str = "en") -> dict:
    """Keep only the entries the cited turns support; drop and log the rest."""
    check = _Grounding(turns, locale)
    concern = form.get("concern")
    if concern and not check.keep("concern", 0, concern["text"], concern["seq"], role="user"):
        concern = None

    objects = [
        o for i, o in enumerate(form["objects"]) if check.keep("objects", i, o["value"], o["seq"])
    ]

    constraints = []
    for i, c in enumerate(form["constraints"]):
        if not check.keep("constraints", i, c["value"], c["seq"]):
            continue
        previous = [
            p
            for j, p in enumerate(c.get("previous") or [])
            if check.keep(f"constraints.{i}.previous", j, p["value"], p["seq"])
        ]
        constraints.append({**c, "previous": previous})

    def cited(section: str, entries: list[dict], roles: set[str] | None) -> list[dict]:
        kept = []
        for i, entry in enumerate(entries):
            turn = check.turns.get(entry["seq"])
            if turn is None or (roles and turn["role"] not in roles):
                check.drop(section, i, entry["seq"], "ungrounded")
            elif _sensitive(entry["text"], locale):
                check.drop(section, i, entry["seq"], "sensitive")
            elif is_filler(entry["text"]):
                check.drop(section, i, entry["seq"], "filler")
            elif not check.occurs(entry["text"], entry["seq"]):
                check.drop(section, i, entry["seq"], "ungrounded")
            else:
                kept.append(entry)
        return kept

    return {
        "concern": concern,
        "objects": objects,
        "constraints": constraints,
        # Open points may be the customer's ("let me ask my wife first"); promises are ours.
        "open_points": cited("open_points", form["open_points"], None),
        "commitments": cited("commitments", form["commitments"], {"assistant", "agent"}),
        "closed_topics": [],
    }
