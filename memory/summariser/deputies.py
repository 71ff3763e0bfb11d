"""Who acts for the customer: the responsibility slot as the person named doing the act.

The customer's requirement "who pays / decides / signs / collects / receives / drives" is
stated by naming that person as the doer of the act, in either word order:
"Mijn neef Gerard betaalt het", "das entscheidet Herr Dr. Kessler", "meine Frau nimmt die
Geräte an", "Min far står for betalingen", "My brother-in-law will be driving". The value is
the clause that names the person and the act, quoted from the turn.

A person is named by a possessive and a noun, with an optional given name ("my wife",
"mijn tegelzetter Bram"), or by a title and a name ("Frau Berger", "mevrouw Van Leeuwen").
A clause that names the doer only by a pronoun ("then he just pays the invoice", "want die
betaalt") refers back to the person already held and does not replace them (`refers_back`).
"""

from __future__ import annotations

import re

from memory.summary_language.text import per_turn, touches

_POSSESSIVE = (
    r"my|our|mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer|"
    r"min|mine|vores|mijn|onze"
)
_TITLE = r"herr|herrn|frau|dr\.|mr\.?|mrs\.?|ms\.?|miss|hr\.|fru|frk\.|meneer|mevrouw|dhr\.|mevr\."
# A given name or surname: a capitalised word (particles of Dutch and German names inside).
_CAPITALISED = r"(?-i:[A-ZÄÖÜÆØÅ][\w'’-]+)"
_NAME = rf"{_CAPITALISED}(?:\s(?:(?-i:van|de|der|den|von|zu|ter|ten)\s)*{_CAPITALISED}){{0,2}}"
_PERSON = re.compile(
    rf"\b(?:(?:{_POSSESSIVE})\s(?:[^\W\d_][\w-]*\s)??[^\W\d_][\w-]*(?:\s{_NAME})?"
    rf"|(?:{_TITLE})\s(?:(?-i:dr\.|Dr\.)\s)?{_NAME})"
    # the person said again by role or title: "onze directeur, mevrouw Van Leeuwen"
    rf"(?P<apposition>,\s(?:{_TITLE})\s{_NAME})?",
    re.IGNORECASE,
)
# The acts a responsibility is about, in de/en/da/nl (a particle verb's particle may follow
# within the clause: "nimmt die Geräte an", "haalt ze op", "picks them up").
_ACT = re.compile(
    r"\b(?:"
    r"pays?|paying|paid|decides?|deciding|signs?|signing|collects?|collecting|receives?|"
    r"be driving|orders?|approves?|handles?|takes? care|(?:is|are) in charge|picks?(?:\s\w+)?\sup|"
    r"zahlt|bezahlt|entscheidet|unterschreibt|unterzeichnet|holt\b[^,.;!?]{0,30}\bab|"
    r"nimmt\b[^,.;!?]{0,30}\b(?:an|entgegen)|annehmen|entgegennehmen|bestellt|kümmert sich|"
    r"genehmigt|"
    r"betaler|beslutter|bestemmer|underskriver|skriver under|henter|modtager|tager imod|"
    r"bestiller|godkender|står for|"
    r"betaalt|beslist|tekent|ondertekent|haalt\b[^,.;!?]{0,30}\bop|ontvangt|"
    r"neemt\b[^,.;!?]{0,30}\baan|bestelt|keurt\b[^,.;!?]{0,30}\bgoed"
    r")\b",
    re.IGNORECASE,
)
_ENGLISH_ACT = re.compile(
    r"pays?|paying|paid|decides?|deciding|signs?|signing|collects?|collecting|receives?|"
    r"be driving|orders?|approves?|handles?|takes? care|(?:is|are) in charge|picks?(?:\s\w+)?\sup",
    re.IGNORECASE,
)
# "dat doet onze directeur", "das macht mein Mann", "det gør min kone", "the fitters do it":
# a verb of doing names an act only with the job it refers to and the person right after it.
_DOES_IT = re.compile(
    r"\b(?:dat|das|det|die\s\w+|the\s\w+)\s(?:doet|macht|gør|does)\s(?:\w+\s)?$",
    re.IGNORECASE,
)
# The customer as the doer ("Ich hole mein Paket ab", "I'll pick up my parcel"): the possessive
# noun is what the act is done to, no one else's responsibility.
_CUSTOMER_DOES = re.compile(
    # (English "I" by its capital: Danish "i" is "in")
    r"\b(?:(?-i:I)|i'll|i'd|i'm|ich|jeg|ik|we|we'll|wir|vi|wij)\b",
    re.IGNORECASE,
)
# Only a pronoun for the doer, next to the act (a lower-case word or two between: "han bare",
# "die muss"): the clause refers back to someone named before. ("die Geschäftsführung" is an
# article and a noun.)
_PRONOUN = r"he|she|they|him|them|er|sie|ihn|der|die|han|hun|ham|hende|hij|zij|ze|hem"
_PRONOUN_DOER = re.compile(
    rf"\b(?:{_PRONOUN})\b(?:\s(?-i:[a-zäöüæøå][\w'’]*)){{0,2}}\s(?={_ACT.pattern})"
    rf"|{_ACT.pattern}\s(?:{_PRONOUN})\b",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(r"\b(?:i|we|ich|wir|jeg|vi|ik|wij|me|mich|mig|mij)\b", re.IGNORECASE)
# A clause ends at a comma, semicolon, colon or a sentence end; the period of a title
# ("Dr.", "Mr.", "hr.") ends nothing.
_BREAK = re.compile(r"[,;:!?\n]|(?<!\b(?:Dr|dr|Mr|mr|Ms|ms|Hr|hr|St|st))(?<!\bMrs|\bmrs)\.(?=\s|$)")


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause holding text[start:end]; an apposition inside the span stays in it."""
    lo = start
    while lo > 0 and not _BREAK.match(text, lo - 1):
        lo -= 1
    hi = end
    while hi < len(text) and not _BREAK.match(text, hi):
        hi += 1
    while lo < hi and not text[lo].isalnum():
        lo += 1
    while hi > lo and text[hi - 1].isspace():
        hi -= 1
    return lo, hi


@per_turn(32)
def doers(text: str) -> tuple[tuple[int, int], ...]:
    """The clauses of `text` naming a person (not the customer) doing a responsibility act."""
    found = []
    for person in _PERSON.finditer(text):
        lo, hi = _clause(text, person.start(), person.end())
        if person.group("apposition") and text[person.end() : person.end() + 1] == ",":
            # "Onze boekhouder, meneer De Wit, tekent": the act follows the apposition's comma
            hi = _clause(text, person.end() + 1, person.end() + 1)[1]
        lo = min(lo, person.start())
        hi = max(hi, person.end())
        # (the act outside the person's words: "my order" names no act)
        # (an English act comes after its doer: in "pay it back to my account" the possessive
        # noun is no doer)
        before = _ACT.search(text, lo, person.start())
        if before and _ENGLISH_ACT.fullmatch(before.group(0)):
            before = None
        acts = before or _ACT.search(text, person.end(), hi)
        acts = acts or _DOES_IT.search(text[lo : person.start()])
        if _CUSTOMER_DOES.search(text, lo, person.start()) or _CUSTOMER_DOES.search(
            text, person.end(), hi
        ):
            continue
        if acts and (lo, hi) not in found:
            found.append((lo, hi))
    return tuple(found)


def person_clause(text: str, blocked: list) -> tuple[int, int] | None:
    """The last clause of `text` naming someone doing the act, outside the blocked spans."""
    usable = [span for span in doers(text) if not touches(*span, blocked)]
    return usable[-1] if usable else None


def refers_back(value: str) -> bool:
    """A responsibility value naming its doer only by a third person's pronoun ("Så betaler
    han bare fakturaen"): it restates the person held rather than naming a new one."""
    if _PERSON.search(value) or _FIRST_PERSON.search(value):
        return False
    return _PRONOUN_DOER.search(value) is not None


def relink(
    text: str, stated: list[tuple[str, int, int]], *, blocked: list, held: bool
) -> list[tuple[str, int, int]]:
    """The turn's stated slots with the responsibility set to the clause naming its doer, when
    one does; a responsibility that only refers back to the held person is dropped."""
    clause = person_clause(text, blocked)
    out = [item for item in stated if item[0] != "responsibility"]
    given = [item for item in stated if item[0] == "responsibility"]
    if clause is not None:
        return sorted([*out, ("responsibility", *clause)], key=lambda item: item[1])
    if held and given and refers_back(text[given[0][1] : given[0][2]]):
        return out
    return stated
