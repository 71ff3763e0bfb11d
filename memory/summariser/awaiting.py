"""Open points as dialogue acts the other modules do not hear.

Of the assistant:
- what the company still needs from the customer ("I'll also need his full name", "Voor de
  factuur hebben we de naam van uw neef nodig", "Dafür brauchen wir noch Ihre Unterschrift");
- what has to be done or arrive by a deadline ("Das Formular muss bis Freitag bei uns sein",
  "Depositummet skal betales inden 5 dage", "He'll need to bring his licence on the day").

Of the customer:
- a next step of their own with a verb of asking, calling, sending or checking, in the future
  or in the present that German, Danish and Dutch use for it ("I shall ask him", "Opticien bel
  ik", "så beder jeg hende sende dem", "jeg skal lige høre dem ad");
- a decision left to someone else or to later ("das entscheidet mein Chef nächste Woche");
- what they cannot do before a later event ("det kan jeg ikke sende før den 28.").
"""

from __future__ import annotations

import re


def _words(pattern: str) -> re.Pattern:
    return re.compile(rf"(?<![\w'])(?:{pattern})(?![\w'])", re.IGNORECASE)


_COMPANY = r"we|i|wir|ich|vi|jeg|wij|ik"
_NEED = (
    r"need|'ll need|will need|'ll also need|will also need|also need|still need|"
    r"brauchen|benötigen|bräuchten|brauche|benötige|"
    r"har brug for|skal bruge|mangler"
)
# "we need your ...", "brauchen wir noch ...", "har vi brug for ...".
_COMPANY_NEEDS = re.compile(
    rf"(?<![\w'])(?:(?:{_COMPANY})\s?(?:{_NEED})|(?:{_NEED})\s(?:{_COMPANY}))(?![\w'])",
    re.IGNORECASE,
)
# "hebben we ... nodig", "we hebben ... nodig" (without "nodig" it is the Dutch perfect).
_DUTCH_NEED = re.compile(
    r"\b(?:(?:we|wij|ik)\s(?:hebben|heb)|(?:hebben|heb)\s(?:we|wij|ik))\b[^.!?]*\bnodig\b",
    re.IGNORECASE,
)
_OBLIGATION = _words(
    r"must|has to|have to|needs to|need to|'ll need to|will need to|should|"
    r"muss|müssen|müsste|müssten|sollte|sollten|"
    r"skal|skulle|må|bør|moet|moeten|zou moeten|"
    # a condition with a deadline: "zolang u uiterlijk maandag afrekent"
    r"as long as|provided|solange|sofern|så længe|forudsat|zolang|mits"
)
_DEADLINE = _words(
    r"by|before|within|no later than|at the latest|on the day|bis|vor|spätestens|innerhalb|"
    r"inden|senest|før|inden for|uiterlijk|voor|binnen|vóór"
)
# What the customer or someone on their side does: bring, send, sign, pay, fill in, return.
_TODO_VERB = _words(
    r"bring|send|sent|sign|signed|pay|paid|return|returned|upload|uploaded|fill in|filled in|"
    r"provide|provided|show|submitted|received|"
    r"mitbringen|bringen|schicken|senden|unterschreiben|bezahlen|bezahlt|zahlen|gezahlt|"
    r"einreichen|zurückschicken|vorlegen|sein|eingehen|"
    r"medbringe|sende|sendes|underskrive|underskrives|betale|betales|indsende|udfylde|"
    r"være|returnere|"
    r"meenemen|meebrengen|sturen|opsturen|ondertekenen|betalen|betaald|invullen|"
    r"terugsturen|zijn|afrekent|afrekenen|betaalt|zahlen|bezahlen|betaler|pay|pays"
)
_OURS = _words(r"we|wir|vi|wij|i|ich|jeg|ik")
# A sum falling due ("Der Restbetrag ist 14 Tage vor Abreise fällig", "the balance is due").
_FALLS_DUE = _words(r"due|fällig|zu zahlen|forfalder|skal betales|vervalt|te betalen")
_BRING = _words(r"bring|mitbringen|medbringe|meenemen|meebrengen")
# A signature owed is open until it is given, whatever the deadline ("dat moet door een
# rekeninghouder ondertekend worden", "det er hende, der skal signere fuldmagten").
_SIGN = _words(
    r"sign|signed|countersign|countersigned|unterschreiben|unterschrieben|unterzeichnen|"
    r"unterzeichnet|signere|signeres|signeret|underskrive|underskrives|underskrevet|"
    r"ondertekenen|ondertekend|tekenen|getekend"
)


def company_needs(sentence: str) -> bool:
    """The assistant states what the company still needs from the customer ("Voor de factuur
    hebben we de naam van uw neef nodig"): answered by what the customer says next."""
    if sentence.rstrip().endswith("?"):
        return False
    return bool(_COMPANY_NEEDS.search(sentence) or _DUTCH_NEED.search(sentence))


def due_from_customer(sentence: str) -> bool:
    """What has to be done or arrive by a deadline, brought on the day or signed ("Das Formular
    muss bis Freitag bei uns sein", "Depositum skal betales inden 5 dage", "dat moet door een
    rekeninghouder ondertekend worden"): open until it is done."""
    if sentence.rstrip().endswith("?"):
        return False
    if _FALLS_DUE.search(sentence) and _DEADLINE.search(sentence):
        return True
    obligation = _OBLIGATION.search(sentence)
    if not obligation or _OURS.search(
        sentence, max(0, obligation.start() - 5), obligation.end() + 5
    ):
        return False  # "wir müssen es bis Freitag senden" is the company's own step
    after = sentence[obligation.end() :]
    if _SIGN.search(after):
        return True  # a signature owed needs no deadline to stay open
    # Something to bring along needs no deadline: the day of the visit is one.
    return bool(_TODO_VERB.search(after) and (_DEADLINE.search(after) or _BRING.search(after)))


_SELF = r"i|ich|jeg|ik"
# Verbs of the customer's next step with someone else: asking, calling, sending, checking.
_STEP = (
    r"ask|call|phone|ring|send|check|talk to|speak to|email|text|"
    r"frage|fragen|rufe|anrufen|schicke|schicken|sende|senden|kläre|klären|prüfe|prüfen|"
    r"spreche|sprechen|"
    r"spørger|spørge|ringer|ringe|sender|sende|tjekker|tjekke|hører|høre|beder|bede|"
    r"taler|tale|skriver|skrive|"
    r"vraag|vragen|bel|bellen|stuur|sturen|check|checken|regel|regelen|overleg|overleggen|"
    r"spreek|spreken|mail|mailen|tell|sagen|sage|sige|zeggen|doorgeven|weitergeben|"
    # coming back to it: "melde ich mich", "jeg skriver", "I'll get back to you"
    r"melde|schreibe|get back|write|skriver|vender tilbage|laat weten|kom terug"
)
_FUTURE = (
    r"will|'ll|shall|am going to|'m going to|werde|skal|vil|zal|ga|"
    r"skal lige|will just|zal even|ga even"
)
_CUSTOMER_STEP = re.compile(
    # "I shall ask him", "ich werde meinen Mann fragen", "jeg skal lige høre", "ik ga even bellen"
    rf"(?<![\w'])(?:{_SELF})\s?(?:{_FUTURE})\s(?:[\w']+\s){{0,3}}?(?:{_STEP})(?![\w'])"
    # "Opticien bel ik", "så beder jeg hende", "dann frage ich"
    rf"|(?<![\w'])(?:{_STEP})\s(?:{_SELF})(?![\w'])",
    re.IGNORECASE,
)
_PAST = _words(
    r"asked|called|sent|checked|talked|spoke|have|had|habe|hatte|gefragt|angerufen|geschickt|"
    r"har|havde|spurgt|ringet|sendt|heb|had|gevraagd|gebeld|gestuurd|yesterday|gestern|i går|"
    r"gisteren"
)
# "Ich rufe an, weil ...", "I'm calling about": the contact going on now.
_ABOUT_NOW = _words(r"weil|wegen|about|because|fordi|angående|omdat|over")


# A clause of time or condition ("wenn ich mit meiner Frau gesprochen habe", "når vi har styr
# på det"): a perfect inside it is no past, it says when the step comes.
_WHEN_CLAUSE = re.compile(
    r"\b(?:wenn|sobald|falls|nachdem|when|once|after|if|når|hvis|efter|als|zodra|wanneer|"
    r"nadat)\b[^,.;]*",
    re.IGNORECASE,
)


def customer_step(sentence: str) -> bool:
    """A next step of the customer's own with someone else, still to come."""
    if sentence.rstrip().endswith("?") or _PAST.search(_WHEN_CLAUSE.sub(" ", sentence)):
        return False
    match = _CUSTOMER_STEP.search(sentence)
    if not match:
        return False
    after = sentence[match.end() :].split()[:2]
    return not any(_ABOUT_NOW.fullmatch(word.strip(",.")) for word in after)


_DECIDES = _words(
    r"entscheidet|entscheiden|entscheidung trifft|trifft die entscheidung|das letzte wort|"
    r"decides|will decide|'ll decide|decide|final say|the last word|"
    r"bestemmer|beslutter|afgør|sidste ord|"
    r"beslist|beslissen|besluit|bepaalt|laatste woord|"
    # judged by someone on the spot: "Dat beoordeelt de monteur ter plaatse"
    r"beurteilt|assesses|will assess|vurderer|beoordeelt|"
    # weighing it up still: "wir überlegen noch", "we denken er nog over na"
    r"überlegen es uns|think it over|think about it|tænker over|denken er nog over na|"
    r"denk er nog over na|denken erover na|denk erover na"
)
_DECIDED = _words(
    r"entschieden|decided|besluttet|bestemt|afgjort|besloten|beslist heeft|heeft beslist"
)


def leaves_decision(sentence: str) -> bool:
    """A decision still to be taken by someone or later ("das entscheidet mein Chef nächste
    Woche", "that's for my partner to decide")."""
    if sentence.rstrip().endswith("?"):
        return False
    return bool(_DECIDES.search(sentence)) and not _DECIDED.search(sentence)


_CANNOT = _words(
    r"can't|cannot|can not|kann nicht|kann ich nicht|kan ikke|kan jeg ikke|kan niet|kan ik niet|"
    r"kann ich erst|kan jeg først|kan ik pas|can only"
)
_UNTIL = _words(r"before|until|till|bis|vor|erst|før|først|indtil|voor|pas|tot")


def not_until(sentence: str) -> bool:
    """The customer cannot do it before a later event ("det kan jeg ikke sende før ...")."""
    match = _CANNOT.search(sentence)
    return bool(match and _UNTIL.search(sentence))


_IT = _words(r"that|it|this|them|das|es|dies|det|den|dem|dat|het|dit|ze")
_LATER = _words(
    r"tonight|tomorrow|later|this afternoon|this evening|heute abend|heute nachmittag|morgen|"
    r"später|nachher|i aften|i morgen|i eftermiddag|senere|bagefter|vanavond|vanmiddag|straks|"
    r"later"
)
_SELF_LATER = _words(r"i'll|i will|i shall|ich|jeg|ik")


def does_it_later(sentence: str) -> bool:
    """The customer will do what was asked later ("I'll do that tonight", "Das mache ich
    morgen", "det gør jeg i aften"): what was asked stays open."""
    clause = sentence.split(",", 1)[0]
    return bool(_SELF_LATER.search(clause) and _IT.search(clause) and _LATER.search(clause))


# "Let me know whether you want ...", "Sagen Sie mir Bescheid, ob ...", "Giv besked, om ...",
# "Laat u maar weten of ...": a decision asked of the customer, open until they take it.
_ASKS_DECISION = _words(
    r"let me know|let us know|tell me|sagen sie (?:mir |uns )?bescheid|geben sie (?:mir |uns )?"
    r"bescheid|melden sie sich|giv (?:mig |os )?besked|sig til|lad mig vide|"
    r"laat (?:u |je )?(?:me |mij |ons )?(?:maar |even )?weten|"
    # a choice left to the customer: "You can choose between a refund or a voucher", "Sie
    # können zwischen ... wählen", "Du kan vælge mellem ...", "U kunt kiezen voor ..."
    r"you can (?:either )?(?:choose|pick|decide)|you could (?:choose|pick)|it's up to you|"
    r"it is up to you|the choice is yours|"
    r"(?:sie können|du kannst) (?:[\w-]+ ){0,12}?(?:wählen|aussuchen|entscheiden)|"
    r"sie haben die wahl|das liegt bei ihnen|"
    r"(?:du|i) kan (?:selv )?vælge|det er op til dig|det bestemmer du|"
    r"(?:u|je|jij) (?:kunt|kan|mag) (?:[\w-]+ ){0,12}?kiezen|dat mag u zelf weten|"
    r"de keuze is aan u"
)


def asks_decision(sentence: str) -> bool:
    """The assistant leaves a decision to the customer ("Let me know if you want the
    warranty"): settled by a yes or a no, like an offer."""
    return _ASKS_DECISION.search(sentence) is not None


_CONSULT = (
    r"ask|check|find out|clarify|frage|fragen|nachfragen|anfragen|kläre|klären|geklärt|prüfe|"
    r"prüfen|erkundige|spørger|spørge|høre|hører|tjekke|tjekker|undersøge|undersøger|"
    r"afklare|afklaret|vraag|vragen|navragen|checken|check|uitzoeken|overleggen|overleg|"
    r"nagaan|uitzoeken"
)
_WE = r"i|we|ich|wir|jeg|vi|ik|wij"
_MODAL = (
    rf"{_FUTURE}|must|'d need to|would need to|need to|have to|muss|müssen|kann|können|"
    r"må|skal|moet|moeten|kan"
)
_CONSULTS = re.compile(
    # "I'd need to check with ...", "ich muss bei der Hotelleitung nachfragen"
    rf"(?<![\w'])(?:{_WE})\s?(?:{_MODAL})\s(?:[\w']+\s){{0,4}}?(?:{_CONSULT})(?![\w'])"
    # "Det må jeg lige undersøge", "Dat moet ik navragen", "Das kläre ich"
    rf"|(?<![\w'])(?:{_MODAL})\s(?:{_WE})\s(?:[\w']+\s){{0,4}}?(?:{_CONSULT})(?![\w'])"
    rf"|(?<![\w'])(?:{_CONSULT})\s(?:{_WE})(?![\w'])",
    re.IGNORECASE,
)
# "I can't tell you for sure yet", "dazu kann ich Ihnen noch nichts Genaues sagen", "det kan
# jeg ikke love", "dat kan ik nog niet beloven": no answer yet.
_CANNOT_SAY = re.compile(
    r"(?<![\w'])(?:can't|cannot|can not|kann ich (?:\w+ ){0,4}?(?:nicht|nichts)|"
    r"kan jeg (?:\w+ ){0,3}?ikke|kan ik (?:\w+ ){0,3}?(?:niet|nog niet)|"
    r"(?:ich|wir) (?:kann|können) (?:\w+ ){0,4}?(?:nicht|nichts)|"
    r"(?:jeg|vi) kan (?:\w+ ){0,2}?ikke|(?:ik|we) kan (?:\w+ ){0,2}?niet|(?:we|wij) kunnen "
    r"(?:\w+ ){0,2}?niet)\s(?:[\w']+\s){0,5}?"
    r"(?:say|tell|confirm|promise|guarantee|sagen|zusagen|versprechen|bestätigen|garantieren|"
    r"sige|love|bekræfte|garantere|zeggen|beloven|bevestigen|garanderen|apply|give)\b",
    re.IGNORECASE,
)


def assistant_consults(sentence: str) -> bool:
    """The assistant has to ask or check with someone first ("Jeg skal lige høre dem ad om
    prisen", "I'll check with the warehouse whether ..."): what was asked waits on that."""
    return not sentence.rstrip().endswith("?") and _CONSULTS.search(sentence) is not None


def holds_answer(sentence: str) -> bool:
    """The assistant cannot answer yet: it has to check with someone first, or cannot say or
    promise it ("I can't tell you for sure before then"). The customer's question stays open."""
    return assistant_consults(sentence) or _CANNOT_SAY.search(sentence) is not None


# "jeg kan reservere en plads til dig", "kann ich Ihnen auch einen Partnerbetrieb vermitteln",
# "we can hold the room until Friday": the company side able to do something for the customer.
_CAN = re.compile(
    r"(?<![\w'])(?:(?:i|we|ich|wir|jeg|vi|ik|wij)\s(?:can|could|kann|können|könnte|kan|kunne|"
    r"kunnen|zou kunnen)|(?:kann|können|könnte|kan|kunne|kunnen)\s(?:ich|wir|jeg|vi|ik|we|wij))"
    r"(?![\w'])",
    re.IGNORECASE,
)
# What the company side only sees or finds is no offer ("I can see your order").
_PERCEIVE = _words(
    r"see|find|understand|imagine|sehen|finden|verstehen|nachvollziehen|se|finde|forstå|"
    r"zien|vinden|begrijpen|voorstellen|helaas|leider|unfortunately|desværre"
)
# An offer standing until a day ("Es gilt 14 Tage, also bis Dienstag", "valid until Friday").
_VALID_UNTIL = re.compile(
    r"\b(?:gilt|gültig|valid|stands|holds|gælder|står|geldig|geldt|blijft staan)\b"
    r"[^.!?]{0,40}?\b(?:bis|until|till|to|til|indtil|tot|t/m)\b",
    re.IGNORECASE,
)


def offers_to_do(sentence: str) -> bool:
    """The assistant offers what it can do or how long an offer stands: open until the
    customer takes it up or turns it down."""
    # (a negation inside "if it does not fit, ..." is the condition's, not the offer's)
    if sentence.rstrip().endswith("?") or _NEGATED.search(_WHEN_CLAUSE.sub(" ", sentence)):
        return False
    if _VALID_UNTIL.search(sentence):
        return True
    match = _CAN.search(sentence)
    return bool(match and not _PERCEIVE.search(sentence))


_NEGATED = _words(r"not|n't|never|nicht|kein\w*|ikke|aldrig|niet|geen|nooit")
