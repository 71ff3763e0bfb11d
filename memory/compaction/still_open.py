"""What an assistant statement leaves open that the other modules do not hear.

- an option the customer may take ("You can also return it at any store", "Du er velkommen til
  at sende kvitteringen", "U kunt hem vanaf donderdag ophalen"), or an offer standing for a
  time ("Das Angebot ist 14 Tage gültig", "U heeft 14 dagen bedenktijd"): settled by a yes or
  a no, like an offer;
- a step still due from someone else ("Der Hersteller muss den Schaden noch begutachten", "The
  manufacturer still has to assess it"), a case under review ("Sagen er sendt til vurdering"),
  waiting on someone ("Wij wachten nog op antwoord van de leverancier"), and an outcome that
  may still turn out otherwise ("Es kann sein, dass der Monteur eine Leiter braucht"): open
  until a later turn says how it came out.
"""

from __future__ import annotations

import re


def _words(pattern: str) -> re.Pattern:
    return re.compile(rf"(?<![\w'’])(?:{pattern})(?![\w'’])", re.IGNORECASE)


# The customer may do something: "you can (also) return it", "Sie können die Jacke auch ...
# zurückgeben", "du må gerne sende", "u kunt hem ophalen".
_MAY = _words(
    r"sie können|sie dürfen|du kannst|du darfst|gerne können sie|"
    r"you can|you could|you may|you're welcome to|you are welcome to|feel free to|"
    r"du kan|i kan|du må (?:meget )?gerne|i må (?:meget )?gerne|du er (?:meget )?velkommen til|"
    r"u kunt|u kan|u mag|je kunt|je kan|je mag|jullie kunnen|u bent (?:van harte )?welkom om"
)
# What the customer only sees, reads or can be sure of is no option ("Sie können den Status
# verfolgen", "you can see it in the app").
_ONLY_INFORMS = _words(
    r"sehen|verfolgen|lesen|finden|sicher sein|beruhigt sein|erwarten|"
    r"see|track|read|find|rest assured|be sure|expect|"
    r"se|følge|læse|finde|være sikker|regne med|forvente|"
    r"zien|volgen|lezen|vinden|gerust zijn|verwachten|rekenen op"
)
_NEGATED = _words(r"not|n't|never|nicht|kein\w*|nie|ikke|aldrig|niet|geen|nooit")
# An offer standing for a time, or time the customer has to decide or send back.
_STANDS_FOR = re.compile(
    r"(?<![\w'’])(?:gültig|gilt|valid|gyldig|gælder|geldig|geldt)(?![\w'’])[^.!?]{0,30}?\d"
    r"|\d+[^.!?]{0,12}?(?<![\w'’])(?:gültig|valid|gyldig|geldig|bedenkzeit|bedenktijd|"
    r"fortrydelsesret|widerrufsrecht|cooling-off)(?![\w'’])"
    r"|(?<![\w'’])(?:sie haben|you have|du har|i har|u heeft|je hebt)\s\d+\s(?:[\w-]+\s){0,2}?"
    r"(?:tage|tagen|days|dage|dages|dagen|wochen|weeks|uger|weken)(?![\w'’])",
    re.IGNORECASE,
)
# Someone else still has to do something: a modal with "noch", "still", "stadig", "nog".
_STILL_DUE = re.compile(
    r"(?<![\w'’])(?:muss|müssen|has to|have to|needs to|need to|must|skal|må|moet|moeten)"
    r"(?![\w'’])[^.!?,]{0,40}?(?<![\w'’])(?:noch|erst|still|first|stadig|endnu|først|lige|nog|"
    r"eerst)(?![\w'’])"
    r"|(?<![\w'’])still (?:has|have|needs?) to(?![\w'’])",
    re.IGNORECASE,
)
# The company's own step is a promise, not something waiting ("wir müssen das noch prüfen").
_OURS = _words(r"wir|ich|we|i|vi|jeg|wij|ik|uns|us|os|ons")
# A case under review, waiting on someone, an outcome not certain yet.
_UNDER_WAY = _words(
    r"zur prüfung|wird (?:noch )?geprüft|in prüfung|warten (?:noch )?auf|abwarten|"
    r"(?:es )?kann sein, dass|es könnte sein|möglicherweise|"
    r"for assessment|under review|being reviewed|being assessed|"
    r"(?:still )?waiting (?:for|on|to hear)|"
    r"awaiting|it may be that|it could be that|it might be that|"
    r"til vurdering|bliver vurderet|under behandling|afventer|venter (?:stadig |endnu )?på|"
    r"(?:det )?kan (?:godt )?være,? at|kan det være|muligvis|"
    r"ter beoordeling|wordt (?:nog )?beoordeeld|in behandeling|wachten (?:nog )?op|"
    r"wacht (?:nog )?op|"
    r"in afwachting|het kan zijn dat|het zou kunnen dat|mogelijk"
)


def offers_option(sentence: str) -> bool:
    """An option the customer may take, or an offer standing for a time."""
    if sentence.rstrip().endswith("?"):
        return False
    if _STANDS_FOR.search(sentence):
        return True
    match = _MAY.search(sentence)
    if not match:
        return False
    clause = sentence[match.end() :].split(",", 1)[0]
    return not (_ONLY_INFORMS.search(clause) or _NEGATED.search(clause))


def still_under_way(sentence: str) -> bool:
    """A step still due from someone other than the company, a case under review, a wait or an
    outcome not certain yet."""
    if sentence.rstrip().endswith("?"):
        return False
    if _UNDER_WAY.search(sentence):
        return True
    match = _STILL_DUE.search(sentence)
    if not match:
        return False
    # ("Das müssen wir noch prüfen": the subject may follow the modal.)
    around = sentence[max(0, match.start() - 12) : match.start()].split()[-2:]
    around += sentence[match.start() :].split()[1:3]
    return not _OURS.search(" ".join(around))
