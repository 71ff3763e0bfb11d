"""The one masking function behind every team-facing view of stored text."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from django.utils.translation import gettext_lazy, gettext_noop

from privacy.detect import Span

# Labels shown masked to team members; HEALTH is hidden completely.
MASKED_LABELS = frozenset({"EMAIL", "PHONE", "IBAN", "ADDRESS"})
# The API shows this marker as is; HTML views pass it translated (`health_mask=`).
HEALTH_MASK = gettext_noop("[health information]")
_DIGIT = re.compile(r"\d")
# What the team's views call each detected label (privacy.detect.LABELS).
LABEL_NAMES = {
    "CARD": gettext_lazy("card number"),
    "CVC": gettext_lazy("card security code"),
    "IBAN": gettext_lazy("IBAN"),
    "EMAIL": gettext_lazy("email address"),
    "PHONE": gettext_lazy("phone number"),
    "PASSWORD": gettext_lazy("password"),
    "OTP": gettext_lazy("one-time code"),
    "ADDRESS": gettext_lazy("postal address"),
    "HEALTH": gettext_lazy("health information"),
}


def mask_value(value: str, label: str, *, health_mask: str = HEALTH_MASK) -> str:
    """Mask one sensitive value so a person can recognise it without reading it."""
    if label == "EMAIL":
        local, _, domain = value.partition("@")
        return f"{local[:1]}***@{domain}" if domain else "***"
    if label == "PHONE":
        return _mask_phone(value)
    if label == "IBAN":
        compact = value.replace(" ", "")
        return f"{compact[:2].upper()}** … **{compact[-2:]}" if len(compact) > 4 else "****"
    if label == "ADDRESS":
        return _mask_address(value)
    if label == "HEALTH":
        return health_mask
    return "*" * min(len(value), 8)


def _mask_phone(value: str) -> str:
    """Keep the country code and the last two digits: "+49 *** *** *67"."""
    digits = _DIGIT.findall(value)
    tail = "".join(digits[-2:])
    if value.strip().startswith("+"):
        head = value.strip().split()[0] if " " in value.strip() else value.strip()[:3]
        return f"{head} *** *** *{tail}"
    return f"*** *** *{tail}"


def _mask_address(value: str) -> str:
    """Keep the first three letters of the street: "Hau*** **"."""
    words = value.split()
    first = words[0] if words else ""
    if first[:1].isdigit() and len(words) > 1:
        first = words[1]
    return f"{first[:3]}*** **"


def mask_text(text: str, spans: Iterable[Span | Mapping], *, health_mask: str = HEALTH_MASK) -> str:
    """Mask the mask-in-views and health spans of stored text, given its stored spans."""
    items = []
    for span in spans:
        if isinstance(span, Span):
            items.append((span.start, span.end, span.label))
        else:
            items.append((int(span["start"]), int(span["end"]), str(span["label"])))
    out: list[str] = []
    cursor = 0
    for start, end, label in sorted(items):
        if label not in MASKED_LABELS and label != "HEALTH":
            continue
        if start < cursor or start < 0 or end > len(text) or end <= start:
            continue
        out.append(text[cursor:start])
        out.append(mask_value(text[start:end], label, health_mask=health_mask))
        cursor = end
    out.append(text[cursor:])
    return "".join(out)
