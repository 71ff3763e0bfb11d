"""Contact data of somebody other than the customer: "min kærestes mail er ...", "can you email
it to Priya directly? priya@...", "hun har nummer ...". Such an address or number is never the
customer's channel (`contacts.own_contacts` leaves it out, so its clause stays blocked).

`contacts` already knows the relatives and roles named in most turns about someone else; this
module adds the ones it missed: partners and children by their everyday words and inflected
forms, people who work for the customer, third-person pronouns, and a person named as the
recipient or owner of the address.
"""

from __future__ import annotations

import re

from memory.summary_language.text import sentence_bounds

# Whose address or number it is, said of a person ("min kærestes", "my girlfriend", "m'n man").
_PERSON = re.compile(
    r"\b(?:kæreste\w*|sambo\w*|samlever\w*|forlovede\w*|bonus(?:mor|far|barn|børn)\w*|"
    r"papmor\w*|papfar\w*|stedmor\w*|stedfar\w*|mormor\w*|morfar\w*|farmor\w*|farfar\w*|"
    r"søn(?:s|nen|nens|ner)|datter(?:s|en|ens)|døtre\w*|mand(?:s|en|ens)|kone(?:s|n|ns)|"
    r"ven(?:s|nen|nens|ner)|veninde\w*|bror(?:s|en|ens)|brødre\w*|søster(?:s|en|ens)|"
    r"mor(?:s|en|ens)|far(?:s|en|ens)|forældre\w*|barn(?:et|ets)?|børn\w*|genbo\w*|underbo\w*|"
    r"overbo\w*|bogholder(?:e|en|ens|s)?|sekretær(?:en|ens|s)?|assistent\w*|medarbejder\w*|"
    r"håndværker\w*|elektriker\w*|tømrer\w*|advokat\w*|mægler\w*|hjemmehjælp\w*|han|hun|"
    r"makker\w*|direktør\w*|lederen\w*|ejeren\w*|køberen\w*|sælgeren\w*|gæst\w*|"
    r"hjemmepleje\w*|kunden|kundens|geschäftsführer\w*|vorgesetzte\w*|directeur\w*|"
    r"leidinggevende\w*|director\w*|vedkommende|tovholder\w*|arrangør\w*|koordinator\w*|"
    r"lebensgefährt\w*|partnerin\w*|verlobte\w*|ehemann\w*|ehefrau\w*|gatte\w*|gattin\w*|"
    r"bruder\w*|brüder\w*|schwester\w*|eltern\w*|sohnes|mitarbeiter\w*|sekretär\w*|"
    r"handwerker\w*|hausmeister\w*|anwalt\w*|anwältin\w*|makler\w*|pfleger\w*|betreuer\w*|"
    r"girlfriend\w*|boyfriend\w*|fianc[ée]e?\w*|kids?|child\w*|flatmate\w*|roommate\w*|"
    r"housemate\w*|secretary|assistant\w*|carer\w*|caretaker\w*|builder\w*|plumber\w*|"
    r"electrician\w*|solicitor\w*|lawyer\w*|he|she|hers|"
    r"vriendje\w*|echtgeno\w*|huisgeno\w*|secretaresse\w*|loodgieter\w*|aannemer\w*|"
    r"advocaat\w*|makelaar\w*|hij)\b"
    r"|\b(?:mijn|m'n|my)\s+man\b|\b(?:mijn|m'n|ons|onze|de|het)\s+kind\w*"
    r"|\b(?:min|vores|mijn|m'n|onze|my|our)\s+(?:leder|baas|owner)\b"
    r"|\b(?-i:Kind|Kinde[rs]\w*|Sie\s+ist|Er)\b",
    re.IGNORECASE,
)
_CAPITAL = "A-ZÄÖÜÆØÅ"
_NAME = rf"(?-i:[{_CAPITAL}][a-zäöüßæøå]+(?:[\s-][{_CAPITAL}][a-zäöüßæøå]+)?)"
# A person named as who gets it or whose it is: "to Priya", "til Mette", "an Jonas",
# "naar Sanne", "Mettes mail", "Priya's number".
_NAMED = re.compile(
    rf"\b(?:to|til|an|naar|aan|for|für|voor)\s({_NAME})(?=\s|[,.!?:]|$)"
    rf"|\b({_NAME})(?:'s|’s|s|')\s(?:e-?mail\w*|mail\w*|nummer\w*|number|phone|telefon\w*|"
    r"mobil\w*|handy\w*|adresse?|address)\b",
    re.IGNORECASE,
)
# Capitalised words that are no person: the company, the assistant, a weekday.
_NOT_A_PERSON = frozenset(
    "i you sie ihnen dich dir mig dig jer jeres u jullie me mij mich mir us uns os ons them "
    "monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag "
    "freitag samstag sonntag mandag tirsdag onsdag torsdag fredag lørdag søndag maandag dinsdag "
    "woensdag donderdag vrijdag zaterdag zondag".split()
)


def someone_elses(text: str, start: int, end: int) -> bool:
    """The address or number text[start:end] belongs to someone else: the turn speaks of a
    person who is not the customer, or its sentence names the person who gets it (and the
    address carries that name)."""
    if _PERSON.search(text):
        return True
    sentence = next(((s, e) for s, e in sentence_bounds(text) if s <= start < e), (start, end))
    # The sentence before too: "Can you email it to Priya directly? priya@..."
    before = [s for s, e in sentence_bounds(text) if e <= sentence[0]]
    scope = (before[-1] if before else sentence[0], sentence[1])
    contact = text[start:end].casefold()
    for match in _NAMED.finditer(text, *scope):
        name = match.group(1) or match.group(2)
        first = name.split()[0].split("-")[0].casefold()
        if first in _NOT_A_PERSON or start <= match.start() < end:
            continue
        if match.group(2) or first in contact:
            return True
    return False
