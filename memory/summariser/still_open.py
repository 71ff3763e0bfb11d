"""What an assistant statement leaves open that the other modules do not hear.

- an option the customer may take ("You can also return it at any store", "Du er velkommen til
  at sende kvitteringen", "U kunt hem vanaf donderdag ophalen"), or an offer standing for a
  time ("Das Angebot ist 14 Tage gültig", "U heeft 14 dagen bedenktijd"): settled by a yes or
  a no, like an offer;
- a step still due from someone else ("Der Hersteller muss den Schaden noch begutachten", "The
  manufacturer still has to assess it"), a case under review ("Sagen er sendt til vurdering"),
  waiting on someone ("Wij wachten nog op antwoord van de leverancier"), and an outcome that
  may still turn out otherwise ("Es kann sein, dass der Monteur eine Leiter braucht"): open
  until a later turn says how it came out; also what the customer would have to do or what
  it requires, someone else's judgement still to come and hearing back from them.
An offer in the conditional ("Wir würden Ihnen die Differenz erstatten") is an option too.
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
    r"in afwachting|het kan zijn dat|het zou kunnen dat|mogelijk|"
    # what it depends on ("Das hängt vom Gutachten ab")
    r"hängt (?:\w+ ){0,4}?ab|depends on|afhænger (?:\w+ ){0,2}?af|hangt (?:\w+ ){0,4}?af"
)


# An offer in the conditional ("Wir würden Ihnen die Differenz erstatten", "Vi ville kunne
# refundere", "Een reparatie zou mogelijk zijn") or not before a day ("Das ginge frühestens ab
# Montag").
_WOULD = _words(
    r"wir würden|ich würde|würden wir|würde ich|wir könnten|ich könnte|könnten wir|"
    r"wäre (?:\w+ ){0,4}?möglich|ginge|frühestens|"
    r"we would|we['’]d|i would|i['’]d|would be possible|at the earliest|"
    r"vi ville|jeg ville|ville (?:\w+ ){0,3}?(?:mulig|kunne)|tidligst|"
    r"we zouden|wij zouden|ik zou|zouden we|zou (?:\w+ ){0,3}?mogelijk|op zijn vroegst|"
    r"ten vroegste|"
    # a possibility, an offer if it suits, or something held for the customer until a day
    r"es (?:besteht|gibt) die möglichkeit|wenn es ihnen passt|reserviert (?:\w+ ){0,3}?bis|"
    r"bis \w+ (?:\w+ ){0,3}?reserviert|"
    r"there(?: is|['’]s) (?:the|an) option|you have the option|if it suits you|"
    r"(?:reserved|holding (?:it|them)|hold (?:it|them)) (?:\w+ ){0,4}?until|"
    r"der er mulighed for|mulighed for at|hvis det passer (?:dig|jer)|"
    r"reserveret (?:\w+ ){0,4}?(?:indtil|til)|"
    r"er is (?:de|een) mogelijkheid|de mogelijkheid om|als het (?:u|je) (?:schikt|uitkomt)|"
    r"tot \w+ (?:\w+ ){0,3}?gereserveerd|gereserveerd tot"
)
# What the customer would have to do, or what it requires ("Sie müssten uns den Kaufbeleg
# schicken", "Det kræver en kopi af dit pas", "Daarvoor is een kopie van uw paspoort nodig").
_WOULD_HAVE_TO = _words(
    r"sie müssten|müssten sie|du müsstest|erfordert|setzt voraus|vorausgesetzt|"
    r"ist (?:\w+ ){0,4}?(?:nötig|erforderlich)|(?:nötig|erforderlich) ist|"
    r"you would need to|you['’]d need to|you would have to|you['’]d have to|requires|"
    r"is required|is needed|you are asked to|you['’]re asked to|sie werden gebeten|"
    r"du er nødt til at|i er nødt til at|du bedes|i bedes|vi skal have|lad os vide|"
    r"(?:u|je) dient|"
    # not certain, or only to be settled later
    r"nicht sicher, (?:ob|dass)|es ist nicht sicher|unsicher|lässt sich erst|"
    r"erst (?:\w+ ){0,3}?(?:festlegen|sagen|bestimmen|festgelegt)|"
    r"not certain|uncertain|can only be (?:set|fixed|confirmed|determined)|only once we|"
    r"ikke sikkert|usikkert|kan først|"
    r"onzeker|kan pas|pas (?:\w+ ){0,3}?(?:vastgesteld|bepaald)|"
    r"du skulle|i skulle|kræver|forudsætter|er nødvendig|"
    r"(?:u|je) zou (?:\w+ ){0,5}?moeten|vereist|is (?:\w+ ){0,6}?nodig|nodig is"
)
# Someone else has to judge it first ("Dann müsste der Techniker das vor Ort prüfen", "Så skal
# teknikeren vurdere det på stedet", "Dan moet de monteur het ter plekke bekijken").
_JUDGED = re.compile(
    r"(?<![\w'’])(?:muss|müsste|müssen|must|has to|have to|needs to|will have to|skal|må|"
    r"moet|moeten)(?![\w'’])[^.!?,]{0,50}?(?<![\w'’])(?:prüfen|begutachten|beurteilen|"
    r"bewerten|entscheiden|ansehen|anschauen|assess|inspect|check|decide|judge|evaluate|"
    r"look at|vurdere|afgøre|bedømme|se på|kigge på|beoordelen|bekijken|beslissen|"
    r"inspecteren|nakijken)(?![\w'’])",
    re.IGNORECASE,
)
# Hearing back from someone else ("zodra de verzekeraar heeft gereageerd", "når vi har hørt
# fra forsikringen", "once we've heard back from the manufacturer").
_HEARD_BACK = _words(
    r"geantwortet hat|reagiert hat|rückmeldung (?:\w+ ){0,3}?(?:haben|vorliegt|kommt)|"
    r"heard (?:back )?from|hear back from|replied|responded|"
    r"hørt fra|har svaret|vendt tilbage|"
    r"heeft gereageerd|heeft geantwoord|hebben gehoord van|horen van"
)


# The company side has to ask someone else or have it approved first: the outcome is theirs, so
# it stays open ("Jeg skal lige spørge min teamleder, om ...", "Det skal vi lige have godkendt af
# vores reklamationsafdeling", "Das muss ich erst mit der Fachabteilung abklären", "I need to
# check with my manager whether ...", "Dat moet ik even navragen bij de planning"), and so does
# what the assistant cannot promise ("kann ich Ihnen nicht verbindlich sagen", "I can't
# guarantee it").
_ASKED_OF_OTHERS = re.compile(
    r"(?<![\w'’])(?:muss|müssen|need to|have to|has to|skal|må|moet|moeten)(?![\w'’])"
    r"[^.!?]{0,40}?(?<![\w'’])(?:abklären|nachfragen|rückfragen|genehmigen lassen|freigeben lassen|"
    r"check with|ask (?:my|our|the)|get (?:it |this |that )?(?:approved|signed off)|"
    r"høre (?:\w+ )?ad|spørge|have (?:\w+ )?godkendt|have (?:\w+ )?godkend|"
    r"navragen|vragen aan|overleggen met|laten goedkeuren|voorleggen aan)(?![\w'’])"
    r"|(?<![\w'’])(?:nicht verbindlich sagen|nicht zusagen|"
    r"kann ich (?:\w+ ){0,3}?nicht versprechen|"
    r"can(?:no|')t guarantee|cannot promise|can't promise|"
    r"kan ikke love|kan ikke garantere|kan (?:\w+ ){0,2}?ikke love|"
    r"kan (?:\w+ ){0,2}?niet beloven|kan (?:\w+ ){0,2}?niet garanderen)(?![\w'’])",
    re.IGNORECASE,
)


def offers_option(sentence: str) -> bool:
    """An option the customer may take, or an offer standing for a time."""
    if sentence.rstrip().endswith("?"):
        return False
    if _STANDS_FOR.search(sentence) or _WOULD.search(sentence):
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
    if _UNDER_WAY.search(sentence) or _WOULD_HAVE_TO.search(sentence):
        return True
    if _HEARD_BACK.search(sentence) or _ASKED_OF_OTHERS.search(sentence):
        return True
    match = _JUDGED.search(sentence) or _STILL_DUE.search(sentence)
    return match is not None and not _ours_around(sentence, match.start())


def _ours_around(sentence: str, at: int) -> bool:
    """The company side as the subject of the modal at `at`: in the two words before it or
    after it ("Das müssen wir noch prüfen": the subject may follow the modal)."""
    around = sentence[:at].split()[-2:] + sentence[at:].split()[1:3]
    return _OURS.search(" ".join(around)) is not None
