"""What the sensitive-data detector reports: a labelled span of text."""

from __future__ import annotations

from dataclasses import dataclass

LABELS = ("CARD", "CVC", "IBAN", "EMAIL", "PHONE", "PASSWORD", "OTP", "ADDRESS", "HEALTH")


@dataclass(frozen=True, slots=True)
class Span:
    """One detected sensitive value: [start, end) offsets into the text and its label."""

    start: int
    end: int
    label: str
