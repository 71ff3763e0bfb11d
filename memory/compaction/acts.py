"""Dialogue acts of one sentence: promises, deferrals, questions, acceptance, a new matter."""

from __future__ import annotations

import re

from . import lexicon as lx


def _words(pattern: str) -> re.Pattern:
    return re.compile(rf"(?<![\w'])(?:{pattern})(?![\w'])", re.IGNORECASE)


# "we'll", "you'll": the contraction follows a letter, so it has no word boundary before it.
_FUTURE = re.compile(rf"(?<![\w'])(?:{lx.FUTURE})(?![\w'])|\w'll\b", re.IGNORECASE)
# The company side speaking in the present about what it does next ("Wir rufen Sie morgen zurück").
_PROMISER = re.compile(r"\b(?:wir|ich|we|i|vi|jeg|wij|ik)\b", re.IGNORECASE)
_CALLBACK = _words(lx.CALLBACK)
_HANDOVER = _words(lx.HANDOVER)
_FOLLOW_UP = _words(lx.FOLLOW_UP)
_DEFER = _words(lx.DEFER)
_ASSISTANT_DEFERS = _words(lx.ASSISTANT_DEFERS)
_OFFER = _words(lx.OFFER)
_FILLER_QUESTION = _words(lx.FILLER_QUESTION)
_CORRECTION = _words(lx.CORRECTION)
_NEW_MATTER = _words(lx.NEW_MATTER)
_NEW_MATTER_WEAK = re.compile(rf"^\W*(?:{lx.NEW_MATTER_WEAK})\b", re.IGNORECASE)
_SETTLED = re.compile(rf"(?:^|\W)(?:{lx.SETTLED})(?:\W|$)", re.IGNORECASE)
_ACCEPT = re.compile(rf"^\W*(?:{lx.ACCEPT})(?:\W|$)", re.IGNORECASE)
_REFUSE = re.compile(rf"^\W*(?:{lx.REFUSE})(?:\W|$)", re.IGNORECASE)
# A promise about the past or a condition on the customer is not a commitment of ours.
_NOT_A_PROMISE = re.compile(
    r"^(?:if you|wenn sie|hvis du|als u|als je)\b|\b(?:hopefully|i hope|we hope|enjoy|"
    r"hoffentlich|ich hoffe|wir hoffen|viel spaß|forhåbentlig|jeg håber|god fornøjelse|"
    r"hopelijk|ik hoop|veel plezier|you will need|you'll need|you need|"
    r"sie müssen|du skal|u moet|je moet|will be fine|wird schon|would be|would you|will you)\b",
    re.IGNORECASE,
)
_INTRODUCTION = re.compile(
    r"^(?:(?:hi|hello|hey|hallo|hej|hoi),?\s)?(?:my name is|mein name ist|ich heiße|ich bin|"
    r"i'm|i am|this is|it's|jeg hedder|jeg er|mit navn er|mijn naam is|ik ben|hier is|"
    r"dit is)\s[A-ZÄÖÜÆØÅ][\w'-]+(?:\s[A-ZÄÖÜÆØÅ][\w'-]+)?(?:\s(?:from|von|fra|van|of|bei|"
    r"at|hos|bij)\s[^,.!?]+)?[.,!]?$",
    re.IGNORECASE,
)
# A guess about what someone thinks or is: never summarised.
GUESS = re.compile(
    r"\b(?:you probably think|you must think|you'll think|sie denken bestimmt|sie halten mich|"
    r"du tror sikkert|i tror sikkert|u denkt vast|je denkt vast|probably think|"
    r"halten mich bestimmt|synes sikkert)\b",
    re.IGNORECASE,
)


def commitment_kind(sentence: str) -> str | None:
    """The kind of promise an assistant sentence makes, or None when it makes none."""
    if sentence.rstrip().endswith("?") or _NOT_A_PROMISE.search(sentence):
        return None
    future = bool(_FUTURE.search(sentence))
    for kind, pattern in (
        ("callback", _CALLBACK),
        ("handover", _HANDOVER),
        ("follow_up", _FOLLOW_UP),
    ):
        if pattern.search(sentence) and (future or _PROMISER.search(sentence)):
            return kind
    return "other" if future else None


def defers(sentence: str) -> bool:
    """The customer puts off a decision or an action ("let me ask my partner first")."""
    return bool(_DEFER.search(sentence))


def assistant_defers(text: str) -> bool:
    return bool(_ASSISTANT_DEFERS.search(text))


def is_offer(sentence: str) -> bool:
    return bool(_OFFER.search(sentence))


def is_filler_question(sentence: str) -> bool:
    return bool(_FILLER_QUESTION.search(sentence))


def corrects(text: str) -> bool:
    return bool(_CORRECTION.search(text))


def accepts(text: str) -> bool:
    return bool(_ACCEPT.search(text)) and not _REFUSE.search(text)


def is_introduction(sentence: str) -> bool:
    return bool(_INTRODUCTION.match(sentence.strip()))


def announces_new_matter(text: str) -> bool:
    """A strong opener of a different matter ("another thing", "while I've got you")."""
    return bool(_NEW_MATTER.search(text[:80]))


def opens_weakly(text: str) -> bool:
    """A weak opener ("also", "now", "oh") at the start of the turn."""
    return bool(_NEW_MATTER_WEAK.match(text))


def settles(text: str) -> bool:
    """A closing acknowledgement ("great, that's sorted") at the start of a turn."""
    return bool(_SETTLED.search(text[:40]))
