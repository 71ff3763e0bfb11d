"""A channel named by its verb: "ringe i stedet", "call me instead", "lieber anrufen", "bel me
liever", "dann bring ich sie persönlich vorbei".

`slots` reads a channel by its medium ("per SMS", "by email"); a customer who changes how they
are reached or how something is handed over often says only the verb, with the word that makes
it a change ("instead", "i stedet", "stattdessen", "in plaats daarvan", "rather", "lieber",
"hellere", "liever"). Such a verb is the new channel only where a channel is held or was told
by the assistant ("Du får svaret på mail." - "kan de ikke ringe i stedet"): it replaces that
one. An assistant's statement naming the verb ("Herr K. wird Sie am Vortag anrufen") is a
channel told (`told_spans`), which a customer's "Lieber per SMS" then replaces.
"""

from __future__ import annotations

import re

from memory.summary_language.text import touches

# How someone is reached or something handed over, said as a verb (or "in person").
_VERB = (
    # (English "phone", "ring" and "text" are also things: only with whom they reach)
    r"call|(?:phone|ring|text)\s(?:me|us)|e-?mail|"
    r"anrufen|anruft|anrufe|telefonieren|mailen|simsen|"
    r"ringe|ringer|maile|mailer|sms'e|"
    r"bellen|belt|mailen|appen|whatsappen|"
    r"persönlich\svorbei\w*|in\sperson|personligt|persoonlijk\slangs\w*|persoonlijk"
)
_CHANGE = r"instead|i\ssted(?:et)?|stattdessen|in\splaats\sdaarvan"
_RATHER = r"rather|lieber|hellere|helst|liever"
_FILLER_WORDS = r"(?:[^\W\d_]+\s){0,3}?"
_SWITCH = re.compile(
    # "ringe i stedet", "call me instead", "stattdessen anrufen"
    rf"\b(?:{_VERB})\s{_FILLER_WORDS}(?:{_CHANGE})\b"
    rf"|\b(?:{_CHANGE})\s{_FILLER_WORDS}(?:{_VERB})\b"
    # "lieber anrufen", "bel me liever", "I'd rather you call", "bring ich sie persönlich vorbei"
    rf"|\b(?:{_RATHER})\s{_FILLER_WORDS}(?:{_VERB})\b"
    rf"|\b(?:{_VERB})\s{_FILLER_WORDS}(?:{_RATHER})\b"
    r"|\b(?:persönlich\svorbei\w*|in\sperson|personligt|persoonlijk\slangs\w*)",
    re.IGNORECASE,
)
# A statement naming how the assistant's side will reach the customer.
_TOLD = re.compile(
    r"\b(?:anrufen|call\syou|phone\syou|ring\still\sdig|ringer\still\sdig|bellen|belt\su|"
    r"belt\sje)\b",
    re.IGNORECASE,
)
# A request said as a negated question: "kan de ikke ringe", "can't you call", "kunnen ze niet".
_ASKING = re.compile(
    r"\b(?:can|can't|could|couldn't|would|kan|kann|können|könnten|kunnen|kunt|kun|zou|kunne)\b",
    re.IGNORECASE,
)
_NEGATED_BEFORE = re.compile(
    r"\b(?:not|don't|nicht|kein\w*|ikke|niet|geen)\s(?:[^\W\d_]+\s){0,3}$", re.IGNORECASE
)


def with_medium(
    text: str, stated: list[tuple[str, int, int]], *, blocked: list, channel_known: bool
) -> list[tuple[str, int, int]]:
    """The turn's stated values with a channel named by its verb and a word of change, when a
    channel is held or told and the turn names none by its medium."""
    if not channel_known or any(name == "channel" for name, _s, _e in stated):
        return stated
    for match in _SWITCH.finditer(text):
        start, end = match.span()
        if touches(start, end, blocked):
            continue
        before = text[max(0, start - 30) : start]
        if _NEGATED_BEFORE.search(before) and not _ASKING.search(before):
            continue  # "I don't want a call instead"; not "kan de ikke ringe i stedet"
        return sorted([*stated, ("channel", start, end)], key=lambda item: item[1])
    return stated


def told_spans(sentence: str) -> list[tuple[str, int, int]]:
    """The channel an assistant's statement names by its verb ("wird Sie anrufen")."""
    return [("channel", *match.span()) for match in _TOLD.finditer(sentence)]
