"""Promises `acts.commitment_kind` does not hear: what the company's people do next, said in the
present ("Chaufføren ringer ca. 30 minutter før", "Unser Kurier holt die Geräte bei Ihnen ab",
"De koerier neemt een verzendbox mee", "The technician brings the part"), and the Danish
passive in -es ("Tilbuddet sendes til ... inden for en time").

The present of a service role as the subject is the plan for the visit or the delivery; a past
tense, a copula ("Der Fahrer ist krank") or a question is no promise.
"""

from __future__ import annotations

import re

from memory.summary_language import lexicon as lx

_LEAD = r"(?:(?:dann|then|så|dan|und|and|og|en)\s)?"
_OWNER = r"(?:(?:unser|unsere|der|die|das|our|the|your|vores|jeres|din|onze|de|het|uw)\s)?"
_ROLE = (
    r"driver|courier|technician|engineer|fitter|installer|carrier|delivery team|dispatch team|"
    r"fahrer|kurier|techniker|servicetechniker|monteur|spedition|zusteller|paketdienst|"
    r"reiseleitung|handwerker|"
    r"chauffør(?:en)?|montør(?:en)?|tekniker(?:en)?|bud(?:et)?|fragtmand(?:en)?|"
    r"installatør(?:en)?|håndværker(?:en)?|"
    r"koerier|bezorger|chauffeur|technicus|installateur|pakketbezorger|"
    # a team or department of the company's: "Der Montageservice ruft Sie ... an"
    r"montageservice|kundenservice|kundendienst|lieferservice|werkstatt|montageteam|"
    r"service team|support team|installation team|workshop|"
    r"kundeservice|kundeservicen|værkstedet|montageteamet|"
    r"klantenservice|werkplaats|buitendienst|montagedienst"
)
_NOT_PRESENT = (
    r"hat|hatte|war|ist|sind|wäre|has|had|was|is|are|would|could|har|havde|var|er|ville|"
    r"kunne|heeft|had|was|is|zijn|zou|kon|kann|kan|can|may|might|darf|mag|må"
)
_SERVICE_STEP = re.compile(
    rf"^\W*{_LEAD}{_OWNER}(?:{_ROLE})\s(?!(?:{_NOT_PRESENT})\b)[a-zäöüæøå]{{3,}}\b"
    # the verb second after an adverb: "Dan neemt de bezorger het label mee"
    # ... or after what it is done with: "Die brengt onze bezorger op maandag", "Den holt der
    # Fahrer am Montag ab"
    rf"|^\W*(?:dann|så|dan|morgen|i morgen|danach|bagefter|daarna|die|dat|deze|den|das|diese|"
    rf"diesen|det|dem)\s"
    rf"(?!(?:{_NOT_PRESENT})\b)[a-zäöüæøå]{{3,}}\s{_OWNER}(?:{_ROLE})\b",
    re.IGNORECASE,
)
_DANISH_PASSIVE = re.compile(
    r"\b(?:send|lever|hent|afhent|bytt|refunder|udbetal|krediter|book|bestill|monter|ombytt|"
    r"tilbagebetal|overfør)es\b",
    re.IGNORECASE,
)


def service_step(sentence: str) -> bool:
    """A service role's next step in the present, or a Danish passive of a company's action."""
    if sentence.rstrip().endswith("?"):
        return False
    return bool(_SERVICE_STEP.search(sentence) or _DANISH_PASSIVE.search(sentence))


# "die 50 Euro sind spätestens am Mittwoch, 19. Februar, auf Ihrem Konto", "you'll have it by
# Friday at the latest", "pakken er hos dig senest torsdag": when the company's step is done.
_AT_THE_LATEST = re.compile(
    r"\b(?:spätestens|at the latest|no later than|senest|uiterlijk|ten laatste)\b", re.IGNORECASE
)
# What the customer has to do by then is their to-do, no promise ("Das Formular muss
# spätestens Freitag bei uns sein").
_MUST = re.compile(
    r"\b(?:muss|müssen|must|has to|have to|need to|needs to|skal|må|moet|moeten|bitte|please|"
    r"venligst|graag)\b",
    re.IGNORECASE,
)
_DAY = re.compile(rf"\d|\b(?:{lx.WEEKDAYS})\b", re.IGNORECASE)


def by_deadline(sentence: str) -> bool:
    """A statement of when at the latest something is done or arrives: a promise of the date."""
    if sentence.rstrip().endswith("?") or _MUST.search(sentence):
        return False
    return bool(_AT_THE_LATEST.search(sentence) and _DAY.search(sentence))


# "Zij storten het bedrag terug, meestal binnen 5 werkdagen", "the refund is processed within 5
# working days", "die Erstattung erfolgt innerhalb von 3 Werktagen": how long the company's step
# takes is a promise of it.
_WITHIN = re.compile(
    r"\b(?:within|innerhalb(?:\svon)?|binnen|inden\sfor|indenfor)\s"
    r"(?:\d{1,3}(?:\s?[-–]\s?\d{1,3})?|one|two|three|five|ten|einem|einer|zwei|drei|fünf|"
    r"zehn|en|et|to|tre|fem|ti|een|twee|drie|vijf|tien)\s"
    r"(?:(?:working|business|bank)\s)?"
    r"(?:days?|hours?|weeks?|werkdagen|werkdag|dagen|dag|uur|uren|weken|werktagen|werktag|tagen|"
    r"tag|stunden|wochen|hverdage|hverdag|bankdage|dage|dag|timer|uger)\b",
    re.IGNORECASE,
)
# What the customer may or has to do within a time is their right or to-do, no promise ("Sie
# können innerhalb von 14 Tagen widerrufen", "you have 30 days to return it").
_CUSTOMER_SIDE = re.compile(
    r"\b(?:can|could|may|kann|können|könnten|darf|dürfen|kan|kunne|må|kunt|kunnen|mag|mogen|"
    r"have|hast|haben|habt|har|hebt|heeft|hebben|return|returnere|retourneren|zurücksenden|"
    r"zurückschicken|send\sit\sback|terugsturen|sende\sden\stilbage|if\syou|wenn\ssie|hvis\sdu|"
    r"als\sje|als\su|falls\ssie)\b",
    re.IGNORECASE,
)


def within_period(sentence: str) -> bool:
    """A statement that the company's step is done within a time ("binnen 5 werkdagen")."""
    if sentence.rstrip().endswith("?") or _MUST.search(sentence):
        return False
    return bool(_WITHIN.search(sentence)) and not _CUSTOMER_SIDE.search(sentence)
