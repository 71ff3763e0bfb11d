"""The customer's own contact: e-mail addresses and phone numbers the customer gives as their
own, and whether the agent asked for them."""

from __future__ import annotations

import re

from memory.summary_language.constraint_cues import phrase_around
from memory.summary_language.third_party_contacts import someone_elses

_CONTACT_LABELS = frozenset({"EMAIL", "PHONE"})
# A turn about somebody else: their contact data stays out (text.blocked_spans blocks it).
_SOMEONE_ELSE = re.compile(
    r"\b(?:nachbar\w*|sohn|tochter|mutter|vater|frau|mann|freund\w*|kolleg\w*|chef|"
    r"neighbou?r\w*|son|daughter|mum|mom|mother|dad|father|wife|husband|partner|friend\w*|"
    r"colleague\w*|boss|brother|sister|his|her|him|their|"
    r"nabo\w*|søn|datter|mor|far|kone|mand|ven|veninde|kollega\w*|bror|søster|hans|hendes|ham|"
    r"hende|buur\w*|zoon|dochter|moeder|vader|vrouw|vriend\w*|collega\w*|broer|zus|zijn|haar|"
    r"hem|manager|ansprechpartner\w*|kontaktperson\w*|contactpersoon|aanspreekpunt|"
    r"contact person|"
    # relatives by marriage and others whose numbers are theirs
    r"[\w-]*in-law|uncle|aunt|cousin|nephew|niece|grand\w+|landlord|landlady|tenant|accountant|"
    r"schwager|schwägerin|schwieger\w+|onkel|tante|neffe|nichte|oma|opa|enkel\w*|vermieter\w*|"
    r"mieter\w*|steuerberater\w*|svoger|svigerinde|sviger\w+|fætter|kusine|nevø|bedste\w+|"
    r"barnebarn|udlejer\w*|lejer\w*|revisor\w*|zwager|schoon\w+|oom|neef|nicht|klein\w+|"
    r"huisbaas|verhuurder|huurder|boekhouder)\b"
    r"|\b(?-i:sein\w*|ihr|ihre[mnrs]?|ihm)\b",
    re.IGNORECASE,
)
# Where something is sent or where the customer is reached ("skal sendes til", "an mich", "my").
_REACH_CUE = re.compile(
    r"\b(?:send\w*|sende\w*|schick\w*|zusend\w*|stuur\w*|versturen|verstuur\w*|reach|"
    r"contact\w*|call|ring\w*|erreich\w*|anruf\w*|kontakt\w*|bel|bellen|bereik\w*|fat\s+i|"
    # "Rufen Sie mich an unter ...", "schreiben Sie mir an ...", "skriv til mig på ..."
    r"ruf\w*|schreib\w*|skriv\w*|schrijf|mail\s+me|write\s+to\s+me|"
    r"skal til|soll an|"
    r"sollen an|moet naar|goes to|geht an|to me|an mich|til mig|naar mij)\b"
    r"|\b(?:my|meine?\w*|min|mit|mijn)\s(?:[^\W\d]+\s)?(?:e-?mail|mail|nummer|number|phone|telefon\w*|"
    r"mobil\w*|handy|mobiel|address|adresse|adres)",
    re.IGNORECASE,
)
_CONTACT_NOUN = (
    r"(?:e-?mail(?:-?adresse|\saddress|adres)?|mail(?:adresse|adres|\saddress)?|"
    r"(?:telefon|handy|mobil|telefoon|mobiel)(?:-?nummer)?|(?:phone\s|mobile\s|contact\s)?number|"
    r"phone|nummer|nummeret)"
)
_CONTACT_ASKED = re.compile(
    r"\b(?:your|ihre?\w*|deine?\w*|din|dit|jeres|uw|je|jouw|which|what|welche\w*|hvilken|"
    rf"hvilket|welk|welke)\s(?:[^\W\d]+\s)?{_CONTACT_NOUN}\b",
    re.IGNORECASE,
)


_CONTACT_QUESTION = re.compile(rf"(?<![\w-]){_CONTACT_NOUN}\b[^.!?]*\?", re.IGNORECASE)
# Stems of the words whose number names a thing, not a person or a line to call
# (`personal_numbers` reads more of them).
THING_WORDS = (
    "track|trace|order|ordre|bestell|kunde|customer|konto|account|sag|case|referen|booking|"
    "buchung|faktura|invoice|rechnung|sendung|pakke|parcel|zending|serien|serial|klant|polis|"
    "police|policy|vertrag|kontrakt|contract|artikel|article|model"
)
# A number that names a thing, not a line to call ("track & trace-nummeret", "your order number").
_THING_NUMBER = re.compile(
    rf"(?:{THING_WORDS})\w*[\s&-]*(?:\w+[\s-]){{0,2}}(?:nummer\w*|number|nr)\b",
    re.IGNORECASE,
)


# Somebody else's contact asked for: "Hvad er hendes navn og mail?", "what's his number?",
# "zijn e-mailadres". German "ihre" is left out: capitalised it is the customer's own ("Ihre").
_THEIR_CONTACT = re.compile(
    r"\b(?:hendes|hans|deres|her|his|their|seine[mnrs]?|haar|zijn)\s"
    rf"(?:[^\W\d]+\s(?:og|and|und|en|&)\s)?(?:[^\W\d]+\s)?{_CONTACT_NOUN}\b",
    re.IGNORECASE,
)


def asks_for_contact(text: str) -> bool:
    """The assistant asks where to reach the customer ("Hvilken mail skal det sendes til?",
    "Ich bräuchte Ihre Telefonnummer", "Shall I send the quote by email?"), not for the number
    of an order or a parcel, nor for somebody else's ("Hvad er hendes navn og mail?")."""
    theirs = [m.span() for m in _THEIR_CONTACT.finditer(text)]
    return any(
        not _THING_NUMBER.search(text, max(0, m.start() - 30), m.end() + 8)
        and not any(start <= m.start() < end or start < m.end() <= end for start, end in theirs)
        for pattern in (_CONTACT_ASKED, _CONTACT_QUESTION)
        for m in pattern.finditer(text)
    )


def own_contacts(text: str, redactions, *, asked: bool) -> list[tuple[int, int]]:
    """The e-mail addresses and phone numbers the customer gives as where to reach them: asked
    for, or said where something is sent ("tilbuddet skal til indkob@..."), in a turn about
    nobody else (a neighbour's or a daughter's number is never a value, nor the address said
    to be Priya's: `third_party_contacts`)."""
    spans = [span for span in redactions if span.get("label") in _CONTACT_LABELS]
    if not spans or _SOMEONE_ELSE.search(text):
        return []
    found = []
    for span in spans:
        start, end = int(span["start"]), int(span["end"])
        if (start and (text[start - 1].isalnum() or text[start - 1] == "-")) or (
            end < len(text) and (text[end].isalnum() or text[end] == "-")
        ):
            continue  # inside a token: an identifier, not a number to call
        if someone_elses(text, start, end):
            continue
        if asked or _REACH_CUE.search(text, *phrase_around(text, start, end)):
            found.append((start, end))
    return found
