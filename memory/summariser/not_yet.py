"""What the customer cannot do yet or leaves to someone else: open points of a customer's turn
that name no step of their own ("I'll send it tonight" is `acts.customer_step`).

- a decision or signature that waits on someone ("Der Vertrag läuft auf meine Frau, die muss
  unterschreiben", "my partner has to approve it", "hun skal godkende det", "hij moet tekenen");
- a step the customer cannot take now, only later ("Heute schaffe ich nicht mehr, frühestens
  morgen früh", "I can't today, tomorrow at the earliest", "ik kan pas op zijn vroegst maandag").
"""

from __future__ import annotations

import re

_MODAL = r"muss|müssen|has to|have to|needs to|need to|must|skal|må|moet|moeten"
_SIGN_OFF = (
    r"unterschreiben|unterzeichnen|zustimmen|freigeben|genehmigen|absegnen|"
    r"sign|approve|agree|okay|ok|sign off|"
    r"skrive under|underskrive|godkende|sige god for|"
    r"tekenen|ondertekenen|goedkeuren|akkoord geven"
)
_WAITS_ON_SIGNATURE = re.compile(
    rf"\b(?:{_MODAL})\s(?:[\w']+\s){{0,4}}?(?:{_SIGN_OFF})\b", re.IGNORECASE
)
_EARLIEST = re.compile(
    r"\b(?:frühestens|at the earliest|earliest|tidligst|op zijn vroegst|ten vroegste)\b",
    re.IGNORECASE,
)
_CANNOT = re.compile(
    r"\b(?:nicht|nich|not|n't|cannot|ikke|niet|geen|kein\w*|no)\b|n't\b", re.IGNORECASE
)


def waits_on_someone(sentence: str) -> bool:
    """A signature, approval or decision that has to come first."""
    return _WAITS_ON_SIGNATURE.search(sentence) is not None


def not_before(sentence: str) -> bool:
    """The customer cannot now, only later ("frühestens morgen früh")."""
    return _EARLIEST.search(sentence) is not None and _CANNOT.search(sentence) is not None


def holds(sentence: str) -> bool:
    return waits_on_someone(sentence) or not_before(sentence)
