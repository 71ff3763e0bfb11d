"""Answers to the agent's questions: which slot a question asks for (asked_slot), the pick
of an ordinal ("the second one"), and the agent offering the earliest or an available day."""

from __future__ import annotations

import re

from memory.summary_language.constraint_cues import MEDIUM
from memory.summary_language.times import TIME, when_spans

# The assistant asks which place, which of two media, or who: the customer's short answer is
# the slot's value ("Hvilken pakkeshop?" - "Netto på Strandvejen"; "per E-Mail oder als
# QR-Code?" - "QR-Code, ich hab keinen Drucker"; "Who signs for it?" - "My neighbour Jo").
_ASKED_DESTINATION = re.compile(
    r"\b(?:which|what|welche\w*|hvilken|hvilket|welk|welke)\s(?:[^\W\d]+\s)?(?:shop|store|"
    r"branch|parcel\s?shop|pick-?up\spoint|location|filiale|standort|geschäft|laden|"
    r"packstation|abholort|pakkeshop|butik|afhentningssted|winkel|vestiging|filiaal|"
    r"afhaalpunt|punt)\w*[^?]*\?"
    r"|(?:^|[.!?]\s)(?:where|wohin|wo|hvor|hvorhen|waar|waarheen)\b[^.!?]{0,60}\b(?:deliver|"
    r"send|ship|drop|"
    r"collect|pick|liefer|schick|bring|abhol|abgeb|lever|sende|hent|aflever|bezorg|stuur|breng|"
    r"ophal|afgeven|inlever)\w*[^?]*\?"
    r"|\b(?:drop\s(?:it\s)?off|abgeben|aflevere|indlevere|afgeven|inleveren)\b[^?]{0,60}"
    r"\b(?:or|oder|eller|of)\b[^?]*\?",
    re.IGNORECASE,
)
_ASKED_CHANNEL = re.compile(
    rf"\b(?:{MEDIUM}|qr-?code|link)\b[^?]{{0,60}}\b(?:or|oder|eller|of)\b[^?]{{0,40}}"
    rf"\b(?:{MEDIUM}|qr-?code|link)\b[^?]*\?",
    re.IGNORECASE,
)
_ASKED_WHO = re.compile(
    r"\b(?:who|wer|hvem|wie)\b[^?]{0,60}\b(?:sign|pay|decide|approve|contact|present|home|"
    r"receive|unterschreib|unterzeichn|zahl|bezahl|entscheid|anwesend|ansprechpartner|"
    r"underskriv|betal|bestem|godkend|hjemme|kontaktperson|onderteken|betaal|beslis|"
    r"aanspreekpunt|thuis|contactpersoon)\w*[^?]*\?",
    re.IGNORECASE,
)
# "ja, ...", "ok ...": the yes before the answer is no part of it.
ANSWER_LEAD = re.compile(
    r"(?:(?:ja|yes|yeah|jo|ok|okay|gerne|gern|graag|please|bitte|tak|thanks|doch)\b[\s,.!]*)+",
    re.IGNORECASE,
)
# A word alone that answers nothing ("Ach.", "Hmm", "No."), or not knowing yet.
NO_ANSWER = re.compile(
    r"(?:ach|ah|oh|hmm+|hm|tja|nou|well|no|nein|nee|nej|nope|maybe|vielleicht|måske|misschien)$"
    r"|.*\b(?:weiß (?:ich )?nicht|weiss (?:ich )?nicht|keine ahnung|don't know|not sure|no idea|"
    r"ved ikke|ved det ikke|weet (?:ik )?niet|geen idee|egal|doesn't matter|does not matter|"
    r"don't mind|any of them|ligegyldigt|lige meget|maakt niet uit|maakt me niet uit|"
    r"om het even)\b",
    re.IGNORECASE,
)
MAX_ANSWER_WORDS = 8


# "Which store did you buy it in?", "Wer hat das bestellt?": a question about what happened.
_ASKED_ABOUT_THE_PAST = re.compile(
    r"\b(?:did|bought|purchased|gekauft|bestellt|købte|købt|bestilte|kocht|gekocht|besteld|"
    r"kochten)\b[^.!?]*\?",
    re.IGNORECASE,
)


def asked_slot(text: str, lang: str = "") -> str | None:
    """The slot an assistant turn asks the customer to choose: "destination", "channel",
    "responsibility" or None. (German "wie" is "how", not "who"; a question about what
    happened asks for no choice.)"""
    if "?" not in text or _ASKED_ABOUT_THE_PAST.search(text):
        return None
    if _ASKED_DESTINATION.search(text):
        return "destination"
    if _ASKED_CHANNEL.search(text):
        return "channel"
    who = _ASKED_WHO.search(text)
    if who and not (lang == "de" and who.group(0)[:3].casefold() == "wie"):
        return "responsibility"
    return None


# "The first one", "den zweiten", "den sidste", "de eerste": which of the values offered.
_ORDINAL = re.compile(
    r"\b(?:the|den|die|das|der|dem|det|de|het)\s(?:(first|former|earlier|erste[nm]?|første|eerste)|"
    r"(second|zweite[nm]?|anden|andet|tweede)|(third|dritte[nm]?|tredje|derde)|"
    r"(last|latter|later|letzte[nm]?|sidste|laatste))\b",
    re.IGNORECASE,
)
_ORDINAL_INDEX = {1: 0, 2: 1, 3: 2, 4: -1}


def ordinal_pick(text: str) -> int | None:
    """The index of the option a short turn picks by its place ("The first one please" 0,
    "den sidste" -1), or None."""
    if len(text.split()) > 6:
        return None
    match = _ORDINAL.search(text)
    if not match:
        return None
    return next(_ORDINAL_INDEX[g] for g in _ORDINAL_INDEX if match.group(g))


# The assistant naming the first day it can do ("the earliest is Monday 9 June", "frühestens
# am Montag", "tidligst mandag", "de eerstvolgende mogelijkheid is maandag"): an offer.
_EARLIEST = re.compile(
    r"\b(?:earliest|first (?:available|possible|free)|next (?:available|free)|frühestens|"
    r"nächste\w* (?:freie\w*|mögliche\w*)|erste\w* (?:freie\w*|mögliche\w*)|tidligst|"
    r"første (?:ledige|mulige)|næste (?:ledige|mulige)|vroegst|eerstvolgende|eerste mogelijkheid|"
    r"eerste vrije)\b",
    re.IGNORECASE,
)


# "I can book Friday 13 June", "Ich kann Ihnen Freitag anbieten", "Jeg kan booke fredag", "Ik kan
# u vrijdag inplannen": what the assistant can arrange is an offer.
_CAN_ARRANGE = re.compile(
    r"\b(?:i|we)\s(?:can|could)\s(?:book|schedule|reserve|arrange|offer|put\syou\sdown\sfor)\b"
    r"|\b(?:ich|wir)\s(?:kann|können|könnte|könnten)\b[^!?\n]{0,50}?\b(?:buchen|einplanen|"
    r"reservieren|anbieten|eintragen|vormerken)\b"
    r"|\b(?:jeg|vi)\s(?:kan|kunne)\s(?:booke|reservere|tilbyde|planlægge|sætte\sdig\sop)\b"
    r"|\b(?:ik|we|wij)\s(?:kan|kunnen)\b[^!?\n]{0,50}?\b(?:inplannen|boeken|reserveren|aanbieden|"
    r"vastleggen)\b"
    # who can deliver or come when: "We can deliver on Thursday", "Der Techniker kann am
    # Donnerstag kommen", "Vi kan levere torsdag", "We kunnen donderdag leveren"
    r"|\b(?:can|could)\s(?:deliver|come|visit|collect|pick\s(?:it\s|them\s)?up)\b"
    r"|\b(?:kann|können|könnte|könnten)\b[^!?\n]{0,50}?\b(?:liefern|kommen|vorbeikommen|abholen|"
    r"zustellen)\b"
    r"|\b(?:kan|kunne)\s(?:levere|komme|hente|afhente)\b"
    r"|\b(?:kan|kunnen)\b[^!?\n]{0,50}?\b(?:leveren|komen|langskomen|ophalen|bezorgen)\b",
    re.IGNORECASE,
)


# "Maandag 11 november kan wel", "It's free on Friday 28 March", "Torsdag er stadig ledig": a day
# or slot the assistant says is open, in place of one that is not; what the customer's yes
# takes. (German "wäre noch frei" is left out: scored on held-out conversations it set days the
# customers there did not take.)
_AVAILABLE = re.compile(
    r"\b(?:kan\swel|is\s(?:nog\s)?vrij|zijn\s(?:nog\s)?vrij|"
    r"(?:is|are|'s)\s(?:still\s)?(?:free|available|open)|we\s(?:have|'ve\sgot)\s(?:a\s)?"
    r"(?:slot|space|availability)|"
    r"(?:er|var)\s(?:stadig\s|også\s)?(?:ledig|fri)|kan\sgodt)\b",
    re.IGNORECASE,
)
# A sentence saying what cannot be done is no offer of it ("op vrijdag is er geen ruimte").
_NOT_AVAILABLE = re.compile(
    r"\b(?:not|no|isn't|aren't|nicht|kein\w*|ikke|ingen|niet|geen|helaas|leider|desværre|"
    r"unfortunately)\b",
    re.IGNORECASE,
)


def offers_earliest(sentence: str) -> bool:
    """The assistant names the first day it can do, what it can book, or what is still free:
    an offer."""
    if _EARLIEST.search(sentence) is not None or _CAN_ARRANGE.search(sentence) is not None:
        return True
    return _available_day(sentence)


def _available_day(sentence: str) -> bool:
    """A day or hour said to be free, right beside the words that say so ("Maandag 11 november
    kan wel", "free on Friday 28 March"; not "closed on 30 April, so all three are available")."""
    cues = list(_AVAILABLE.finditer(sentence)) if "?" not in sentence else []
    if not cues or _NOT_AVAILABLE.search(sentence):
        return False
    spans = [*when_spans(sentence), *(m.span() for m in TIME.finditer(sentence))]
    for cue in cues:
        for start, end in spans:
            gap = sentence[end : cue.start()] if end <= cue.start() else sentence[cue.end() : start]
            words = _WORD_IN_GAP.findall(gap)
            if len(words) <= 2 and not any(w.casefold() in _GAP_BREAKS for w in words):
                return True
    return False


_WORD_IN_GAP = re.compile(r"\w+")
# Words that start another clause between a day and the cue ("30 April, so all three are free").
_GAP_BREAKS = frozenset("so then and but dus dan en maar also dann und aber så og men".split())
