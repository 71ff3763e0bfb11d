"""A decision that waits on someone on the customer's side: an open point of a customer's turn.

The customer names a person or body of their own side (the partner, the boss, the landlord, the
board, "unsere IT", "udlejeren", "de VvE") together with a verb of asking, talking it over,
approving or deciding, and nothing says it already happened: "I'd have to run that past my
wife", "the landlord needs to say yes before anyone drills", "Da muss mein Chef erst zustimmen",
"udlejeren skal give lov først", "dat moet ik met mijn partner bespreken". Said in the past ("I
talked to my wife, we'll take it") it settles the matter instead, and a question is read as a
question elsewhere.
"""

from __future__ import annotations

import re


def _words(pattern: str) -> re.Pattern:
    return re.compile(rf"(?<![\w'])(?:{pattern})(?![\w'])", re.IGNORECASE)


# Who on the customer's side decides or is asked: after a possessive or an article, or in the
# Danish definite form ("udlejeren", "chefen").
_PERSON = _words(
    # de
    r"(?:mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer|der|die|den|dem)"
    r"\s(?:frau|mann|partner|partnerin|freundin|freund|chef|chefin|vermieter|vermieterin|"
    r"hausverwaltung|verwaltung|hausmeister|steuerberater\w*|bank|familie|eltern|tochter|sohn|"
    r"buchhaltung|geschäftsführ\w+|it|versicherung|anwalt|anwältin|arbeitgeber|kompagnon|"
    r"mitbewohner\w*|eigentümer\w*|vorstand|einkauf|eigentümergemeinschaft|weg)"
    # en
    r"|(?:my|our|the)\s(?:wife|husband|partner|girlfriend|boyfriend|fiancée?|boss|manager|"
    r"line manager|landlord|landlady|letting agent|accountant|bank|family|parents|mum|mom|dad|"
    r"son|daughter|kids|flatmate|housemate|board|finance team|finance department|it team|"
    r"it department|head office|employer|insurer|solicitor|lawyer|caretaker|"
    r"building manager|owner|management company|director|council)"
    # da (also the definite noun alone)
    r"|(?:min|mit|mine|vores)\s(?:kone|mand|kæreste|chef|udlejer|revisor|bank|familie|"
    r"forældre|datter|søn|bestyrelse|arbejdsgiver|advokat|vicevært|boligforening|direktør|"
    r"leder|økonomiafdeling|it-afdeling)"
    r"|udlejeren|chefen|banken|bestyrelsen|viceværten|revisoren|direktøren|lederen|"
    r"boligforeningen|ejeren|økonomiafdelingen|it-afdelingen"
    # nl
    r"|(?:mijn|onze|ons|de|het)\s(?:vrouw|man|partner|vriendin|vriend|baas|huisbaas|"
    r"verhuurder|verhuurster|boekhouder|bank|familie|ouders|dochter|zoon|vve|werkgever|"
    r"verzekeraar|advocaat|beheerder|eigenaar|leidinggevende|manager|directeur|directie|"
    r"teamleider|bestuur|inkoop|financiële afdeling|it-afdeling)"
)
# Asking, talking it over, approving or deciding.
_CONSULT_OR_APPROVE = _words(
    # de
    r"fragen|frage|frag|besprechen|bespreche|absprechen|abklären|klären|kläre|reden|rede|"
    r"sprechen|spreche|durchsprechen|zustimmen|zustimmung|einverstanden sein|genehmigen|"
    r"genehmigung|erlauben|erlaubnis|freigeben|freigabe|unterschreiben|entscheiden|"
    r"entscheidet|einverständnis|grünes licht|absegnen|ja sagen|okay geben|ok geben"
    # en
    r"|ask|check with|talk to|talk with|talk it over|speak to|speak with|discuss|"
    r"run (?:it|that|this|them) (?:past|by)|clear (?:it|that|this) with|say yes|agree|"
    r"approve|approval|sign off|sign(?! for)|give (?:the|their|his|her|us|me) (?:ok|okay|go-ahead|"
    r"permission|green light)|permission|consent|decide|decides|final say|okay it|ok it"
    # da
    r"|spørge|spørger|snakke|snakker|tale|taler|høre|hører|drøfte|godkende|godkender|"
    r"give lov|giver lov|sige ja|siger ja|sige god for|skrive under|beslutte|beslutter|"
    r"bestemme|bestemmer|tilladelse|grønt lys"
    # nl
    r"|vragen|vraag|overleggen|overleg|bespreken|bespreek|toestemming|goedkeuren|keurt|"
    r"goedkeuring|akkoord geven|akkoord gaan|ja zeggen|tekenen|ondertekenen|beslissen|beslist|"
    r"groen licht"
)
# What is still to come: a modal, the future, "first", "before".
_STILL_TO_COME = _words(
    r"muss|müssen|müsste|erst|zuerst|vorher|werde|wird|will|möchte|noch|soll|sollte"
    r"|need|needs|have to|has to|had to|must|'ll|will|would|'d|going to|first|before|"
    r"let me|should|shall|until"
    r"|skal|skulle|må|først|inden|før|vil|lige|lad mig"
    r"|moet|moeten|eerst|ga|gaat|zal|zou|even|nog|voordat|laat me"
    r"|\w+'ll|\w+'d"
)
# Already done: the decision was taken or the person asked.
_DONE = _words(
    r"gefragt|gesprochen|besprochen|geklärt|zugestimmt|genehmigt|freigegeben|unterschrieben|"
    r"entschieden|hat ja gesagt|haben ja gesagt"
    r"|asked|talked|spoke|spoken|discussed|approved|agreed|signed|decided|said yes|gave"
    r"|spurgt|snakket|talt|hørt|drøftet|godkendt|givet lov|sagt ja|skrevet under|besluttet"
    r"|gevraagd|overlegd|besproken|goedgekeurd|getekend|ondertekend|besloten|ja gezegd"
)
# A negated approval is a refusal already given ("my wife doesn't agree"), not one to wait for.
_REFUSED = _words(
    r"nicht einverstanden|will nicht|doesn't agree|does not agree|won't agree|said no|"
    r"er ikke enig|vil ikke|sagt nej|is het niet eens|wil niet|nee gezegd"
)


def waits_on_their_side(sentence: str) -> bool:
    """The customer's decision waits on someone of their own side (see the module)."""
    if sentence.rstrip().endswith("?"):
        return False
    if not (_PERSON.search(sentence) and _CONSULT_OR_APPROVE.search(sentence)):
        return False
    if _DONE.search(sentence) or _REFUSED.search(sentence):
        return False
    return _STILL_TO_COME.search(sentence) is not None
