"""Apply the per-label privacy policy to text before it is stored."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from privacy.detect import Span, detect

NEVER_STORE = frozenset({"CARD", "CVC", "PASSWORD", "OTP"})
MASK_IN_VIEWS = frozenset({"EMAIL", "PHONE", "IBAN", "ADDRESS"})
SPECIAL = frozenset({"HEALTH"})

DEFAULT_POLICY: dict[str, str] = {
    **dict.fromkeys(sorted(NEVER_STORE), "never_store"),
    **dict.fromkeys(sorted(MASK_IN_VIEWS), "mask"),
    **dict.fromkeys(sorted(SPECIAL), "special"),
}
POLICY_CHOICES = ("never_store", "mask", "special", "allow")

PLACEHOLDERS: dict[str, str] = {
    "CARD": "[card number removed]",
    "CVC": "[security code removed]",
    "IBAN": "[IBAN removed]",
    "EMAIL": "[email removed]",
    "PHONE": "[phone number removed]",
    "PASSWORD": "[password removed]",
    "OTP": "[one-time code removed]",
    "ADDRESS": "[address removed]",
    "HEALTH": "[health information removed]",
}


@dataclass(frozen=True)
class Redacted:
    """Text safe to store and the sensitive spans in it (offsets into `text`)."""

    text: str
    spans: list[Span]


def effective_policy(policy: Mapping[str, str] | None) -> dict[str, str]:
    """The default policy overlaid with a tenant's settings; unknown actions are refused."""
    merged = dict(DEFAULT_POLICY)
    for label, action in (policy or {}).items():
        if label not in merged:
            raise ValueError(f"unknown label {label!r}")
        if action not in POLICY_CHOICES:
            raise ValueError(f"unknown policy action {action!r} for {label}")
        merged[label] = action
    return merged


def redact(
    text: str, *, lang: str | None = None, policy: Mapping[str, str] | None = None
) -> Redacted:
    """Replace never-store values by placeholders; keep and report the other sensitive spans."""
    rules = effective_policy(policy)
    parts: list[str] = []
    spans: list[Span] = []
    cursor = 0
    length = 0
    for span in detect(text, lang):
        action = rules[span.label]
        if action == "allow":
            continue
        before = text[cursor : span.start]
        parts.append(before)
        length += len(before)
        value = PLACEHOLDERS[span.label] if action == "never_store" else text[span.start : span.end]
        parts.append(value)
        spans.append(Span(length, length + len(value), span.label))
        length += len(value)
        cursor = span.end
    parts.append(text[cursor:])
    return Redacted(text="".join(parts), spans=spans)


def strip_special(text: str, spans: Iterable[Span | Mapping]) -> str:
    """Remove special-category (HEALTH) values from text bound for summaries or memory."""
    pieces: list[str] = []
    cursor = 0
    for start, end, label in sorted(_as_tuples(spans)):
        if label not in SPECIAL or start < cursor:
            continue
        pieces.append(text[cursor:start])
        pieces.append(PLACEHOLDERS[label])
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces)


def _as_tuples(spans: Iterable[Span | Mapping]) -> Iterable[tuple[int, int, str]]:
    """(start, end, label) from Span objects or stored JSON dicts."""
    for span in spans:
        if isinstance(span, Span):
            yield span.start, span.end, span.label
        else:
            yield int(span["start"]), int(span["end"]), str(span["label"])
