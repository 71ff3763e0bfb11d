"""Company sentences that sound like promises but promise nothing the agent must keep:

- what the company needs from the customer, with no step of its own after it ("I'll need the
  account holder's name", "Dafür brauchen wir die Rechnungsnummer", "Jeg skal bruge dit
  kundenummer", "Daarvoor heb ik uw postcode nodig"): the customer's to-do, not the company's;
- what the assistant reads out from the records ("I can see your order ...", "Ich sehe die
  Bestellung ...", "Jeg kan se ...", "Ik zie ..."): a fact, not a step;
- a warning about what not to send ("Please don't type the code in here", "Bitte keine
  Kartendaten im Chat");
- an offer of help as such ("Happy to help", "Da helfe ich Ihnen gern");
- a bare acknowledgement whose object is only "that" ("Das prüfe ich", "Dat regelen we",
  "Ich kümmere mich", "Det noterer jeg"): it names nothing the agent could follow up; a short
  sentence with a thing, a day, a channel or a state of its own ("Det er gjort", "Der QR-Code
  kommt per E-Mail") stays;
- a price or a total told, with nobody doing anything ("Met trapklimmer wordt het 460 euro",
  "Så bliver det 4 x 395,00 kr.", "The new total comes to £649", "Die kostet 25 Euro"): a
  figure for the customer to weigh, not a step; "Ich erstatte Ihnen die 20 €", "you'll get
  €25 back", "I'll add assembly for €49" stay promises.
"""

from __future__ import annotations

import re

_NEEDS = re.compile(
    r"^\W*(?:[\w,]+\s){0,3}?(?:i'll need|we'll need|i will need|we will need|i need|we need)\b"
    r"|\b(?:brauche ich|brauchen wir|ich brauche|wir brauchen|benötige ich|benötigen wir|"
    r"ich benötige|wir benötigen)\b"
    r"|\b(?:har jeg brug for|har vi brug for|jeg har brug for|vi har brug for|jeg skal bruge|"
    r"vi skal bruge|skal jeg bruge|skal vi bruge)\b"
    r"|\b(?:heb ik|hebben we|hebben wij|ik heb|we hebben|wij hebben)\s(?:[\w-]+\s){0,6}?nodig\b",
    re.IGNORECASE,
)
# "Vi skal bruge nummeret, og så står vi for opsigelsen": a step of the company after it.
_THEN = re.compile(r"[,;]\s*(?:and|og|und|en|so|så|dann|then|dan)\b", re.IGNORECASE)
_READS_OUT = re.compile(
    r"^\W*(?:(?:thanks|thank you|danke|tak|bedankt|dank u)\W+)?"
    r"(?:i can see|i see|ich sehe|ich kann sehen|jeg kan se|jeg ser|ik zie|ik kan zien)\b",
    re.IGNORECASE,
)
_WARNS = re.compile(
    r"^\W*(?:please don't|please do not|bitte (?:keine|nicht)|send venligst ikke|"
    r"stuur (?:alstublieft )?geen)\b",
    re.IGNORECASE,
)
_HELP = re.compile(
    r"^\W*(?:i'm |i am |we're |we are )?(?:happy|glad) to help\W*$"
    r"|^\W*(?:i'll|i can|i will) help you\b[^,;]{0,20}$"
    r"|^\W*(?:da )?helfe ich (?:ihnen |dir )?gerne?\W*$",
    re.IGNORECASE,
)


# The cheap gate: an amount with its currency.
_AMOUNT = re.compile(
    r"\d[\d.,]*\s?(?:€|euro|eur|kr\.?|kroner|£|\$|dkk|chf)(?!\w)|(?:€|£|\$)\s?\d",
    re.IGNORECASE,
)
# What a price does: it becomes, costs, totals ("wordt het", "bliver det", "comes to", "kostet").
_PRICE_IS = re.compile(
    r"(?<!\w)(?:bliver|blive|wird|wordt|worden het|becomes|comes to|koster|kost|kosten|kostet|"
    r"costs?|liegt bei|ligger på|totaal|total|totalt|i alt|insgesamt|samen|zusammen|together|"
    r"in all|macht|makes)(?!\w)",
    re.IGNORECASE,
)
# Somebody doing something with the money: the speaker ("I", "we", "'ll") or the customer
# receiving, being refunded, credited, charged or sent a link.
_SOMEONE_ACTS = re.compile(
    r"(?<![\w'])(?:i|we|ich|wir|jeg|vi|ik|wij|uns|us|os|ons)(?![\w'])|'ll|'ve"
    r"|(?<!\w)(?:bekomm\w*|erhalt\w*|krijg\w*|ontvang\w*|får|modtag\w*|gets?|receive\w*|"
    r"refund\w*|erstatt\w*|terug\w*|retur\w*|zurück\w*|back|gutschrift\w*|credit\w*|"
    r"kredit\w*|vergoed\w*|abgebucht|abbuch\w*|taken|afgeschreven|trukket|link\w*)(?!\w)",
    re.IGNORECASE,
)


def tells_a_price(sentence: str) -> bool:
    """A price or a total told with nobody doing anything with it ("Depositum bliver 11.850
    kr.", "Het nieuwe totaal wordt € 1.567,00")."""
    return (
        _AMOUNT.search(sentence) is not None
        and _PRICE_IS.search(sentence) is not None
        and _SOMEONE_ACTS.search(sentence) is None
    )


_BARE_WORDS = 5
_WORD = re.compile(r"[\w'-]+")
_ONLY_THAT = re.compile(r"\b(?:dat|dit|das|dies|det|it|that|this|mich)\b", re.IGNORECASE)
# A channel, a number or a state named keeps the short sentence a promise or a fact.
_OWN_CONTENT = re.compile(
    r"\d|mail|sms|\bring|\bcall|anruf|\bbel|brev|post|link|label|"
    r"\b(?:er|is|ist|was|war|var)\b",
    re.IGNORECASE,
)


def bare_acknowledgement(sentence: str) -> bool:
    """A short step on "that" alone ("Das prüfe ich gleich", "Dat regelen we")."""
    return (
        len(_WORD.findall(sentence)) <= _BARE_WORDS
        and _ONLY_THAT.search(sentence) is not None
        and _OWN_CONTENT.search(sentence) is None
    )


def no_promise(sentence: str) -> bool:
    """Whether the sentence only needs something, reads something out, warns, offers help,
    acknowledges without naming anything or tells a price."""
    if _NEEDS.search(sentence) and not _THEN.search(sentence):
        return True
    if bare_acknowledgement(sentence) or tells_a_price(sentence):
        return True
    return any(p.search(sentence) for p in (_READS_OUT, _WARNS, _HELP))
