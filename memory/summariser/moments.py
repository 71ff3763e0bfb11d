"""A customer's step of the moment, done within the chat: "let me look", "hold on, I'll
check", "Moment, ich schau nach", "Ik kijk even", "Wacht, ik bel hem even", "Vent lige, jeg
kigger". Such a point is open only until the customer writes again: what they say next is what
they went to look up (or they have moved on).
"""

from __future__ import annotations

import re

_LATER = re.compile(
    r"\b(?:tonight|tomorrow|later|first|heute abend|morgen|später|erst|i aften|i morgen|"
    r"senere|først|vanavond|morgen|straks|eerst)\b",
    re.IGNORECASE,
)
_MOMENT = re.compile(
    r"\blet me (?:have a )?(?:look|check|see|think|find)\b"
    r"|\b(?:hold on|one moment|one sec|just a sec|give me a (?:sec|minute|moment))\b"
    r"|^\W*moment\b"
    r"|\bich (?:schau|schaue|guck|gucke|sehe|seh) (?:mal |kurz |gleich )?nach\b"
    r"|\b(?:muss ich|ich muss) (?:mal |kurz )?(?:nachschauen|nachsehen|in den keller)\b"
    r"|\b(?:kijk|kijken|zoek|bel|check)\w*\b[^.?!]{0,30}\beven\b"
    r"|\beven\b[^.?!]{0,30}\b(?:kijken|zoeken|opzoeken|bellen|checken)\b"
    r"|^\W*wacht\W+ik ga kijken\b"
    r"|\bvent (?:lige|et øjeblik)\b|\bet øjeblik\b"
    r"|\b(?:jeg|lad mig) (?:skal )?(?:lige )?(?:kigger|kigge|tjekker|tjekke)\b",
    re.IGNORECASE,
)


# Checking with someone else ("let me check with my flatmate", "lass mich mit meinem Mann
# reden"): a decision put off, not a look within the chat.
_WITH_SOMEONE = re.compile(
    r"\b(?:with|mit|med|met)\s(?:my|meine[mnr]?|min|mit|mine|mijn|her|him|them|ihm|ihr|ham|hende|"
    r"hem|haar)\b",
    re.IGNORECASE,
)


def for_a_moment(sentence: str) -> bool:
    """A customer's sentence that only steps away for a moment to look something up."""
    return (
        bool(_MOMENT.search(sentence))
        and not _LATER.search(sentence)
        and not _WITH_SOMEONE.search(sentence)
    )
