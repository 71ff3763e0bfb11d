"""What a slot's value is about: the item or event it qualifies, read from the words next to it.

One turn may state two values of one kind at once: "drei Kartons und ein Sofa", "delivery on
Monday, assembly on Friday", "120 high and 2 m long". Keyed by its name alone, the second value
would push the first into `previous`. `about` names the subject a value is said with - the
counted noun of a quantity, the event of a date or time, the dimension of a size - so that
`memory.summariser.form._set_slot` keeps both current and links a later correction to the entry
of the same name and subject ("the assembly rather on Thursday"). A value said without a
subject is linked by its name alone, as before.

`Subjects` is the state's record of the subject of each held entry: "name|value" -> subject,
pruned to the entries the form holds, so it never grows with the conversation.
"""

from __future__ import annotations

import re

from memory.summary_language.text import norm

# The events a day or hour is said for, by canonical name.
_EVENTS = {
    "delivery": (
        r"deliver\w*|drop[\s-]?off|lieferung\w*|liefer\w*|zustell\w*|anliefer\w*|levering\w*|"
        r"leveren|levert|bezorg\w*|aflevering\w*|levere\w*|leverance\w*|udbring\w*"
    ),
    "assembly": (
        r"assembl\w*|install\w*|fitting|fitted|set[\s-]?up|montage\w*|aufbau\w*|aufbauen|"
        r"einbau\w*|einbauen|anschlie\w*|anschluss|monter\w*|opsætning\w*|installatie\w*|"
        r"installer\w*|samling\w*|montering\w*"
    ),
    "collection": (
        r"collect\w*|pick[\s-]?up|picked\sup|abhol\w*|abgeholt|afhent\w*|hente\w*|ophal\w*|"
        r"opgehaald"
    ),
    # Giving a thing back is its own event: a hire car is picked up on one day and returned on
    # another ("Abholung am 9.8., Rückgabe am 16.8.").
    "return": (
        r"retour\w*|return\w*|rückgabe|zurückgeb\w*|aflever\w*\stilbage|tilbagelever\w*|"
        r"terugbreng\w*|inlever\w*|drop[\s-]?off\slocation"
    ),
    # A move and the keys to a home are dated apart from what is delivered for it ("we move on
    # the 1st", "die Schlüssel bekommen wir am 28.").
    "move": (
        r"umzug\w*|umzieh\w*|einzug\w*|auszug\w*|moving\sday|move[\s-](?:in|out)|"
        r"flytning\w*|flyttedag\w*|indflytning\w*|fraflytning\w*|flytter|verhuizing\w*|"
        r"verhuisdag\w*|verhuizen|verhuis|opleveren|oplevering\w*"
    ),
    "keys": r"keys?|schlüssel\w*|nøgle\w*|nøgler(?:ne)?|sleutel\w*",
    "viewing": r"viewing|visit\w*|besichtig\w*|fremvis\w*|bezichtig\w*|survey|aufmaß|opmeting",
    "rental": r"rental|hire|miete\w*|leje\w*|huur\w*|rent",
}
_EVENT = {
    name: re.compile(rf"(?<![\w-])(?:{pattern})(?![\w-])", re.IGNORECASE)
    for name, pattern in _EVENTS.items()
}
# The dimension a measure is said with ("120 hoch", "height 2.10 m", "længde 3 m").
# The nouns also close a compound ("Sitzhöhe", "stamhoogte", "loftshøjde") and take the
# Danish article ("højden"); the adjectives
# take their inflected forms ("140 cm bredt", "2 m hohe", "een brede kast").
_DIMENSIONS = {
    "height": (
        r"high|height|tall|hoch|hohen?|hoher?|høj|højt|høje|hoog|hoge|"
        r"[^\W\d_]*(?:höhe|højde|hoogte)n?"
    ),
    "width": (
        r"wide|width|breit|breiten?|breiter?|bred|bredt|brede|breed|"
        r"[^\W\d_]*(?:breite|bredde|breedte)n?"
    ),
    "length": r"long|length|lang|langen?|langer?|langt|lange|[^\W\d_]*(?:länge|længde|lengte)n?",
    "depth": (
        r"deep|depth|tief|tiefen?|tiefer?|dyb|dybt|dybe|diep|diepe|"
        r"[^\W\d_]*(?:tiefe|dybde|diepte)n?"
    ),
    "diameter": r"ø|⌀|diameter|durchmesser|dia",
}
_DIMENSION = {
    name: re.compile(rf"(?<![\w-])(?:{pattern})(?![\w-])", re.IGNORECASE)
    for name, pattern in _DIMENSIONS.items()
}
# People counted under any word are one subject: "20 people", then "22 guests".
_PEOPLE = re.compile(
    r"^(?:people|persons?|guests?|adults?|pax|leute|personen|person|gäste|gast|erwachsene|"
    r"personer|gæster|voksne|mensen|gasten|volwassenen|mand|mann|man)$",
    re.IGNORECASE,
)
# A span of time counted is no item counted: "zwei Nächte", "3 weeks" qualify the rest.
_DURATION = re.compile(
    r"^(?:n[äa]chte?|nights?|n[æa]tter?|nacht(?:en)?|tage?n?|days?|dage?|dagen|wochen?|weeks?|"
    r"uger?|weken|stunden?|hours?|timer?|uur|uren|minuten?|minutes?|jahre?n?|years?|år|jaar|"
    r"monate?n?|months?|måneder?|maanden?)$",
    re.IGNORECASE,
)
# Where the clause a value stands in begins or ends.
_CLAUSE_BREAK = re.compile(
    r"[,;:.!?()\n]|\s(?:and|und|og|en|but|aber|men|maar|plus|sowie)\s",
    re.IGNORECASE,
)
_WORD = re.compile(r"[^\W\d_]{3,}")
_NUMBER_WORDS = re.compile(
    r"^(?:ein|eine|einen|one|a|an|en|et|een|zwei|two|to|twee|drei|three|tre|drie|vier|four|fire|"
    r"fünf|five|fem|vijf|\d+(?:[.,]\d+)?)$",
    re.IGNORECASE,
)
# (an event word may stand a place apart: "Abholung am Flughafen München Terminal 2 am ...")
_WINDOW = 60


def _clause(text: str, start: int, end: int) -> tuple[str, str]:
    """The words of the value's clause before and after it, within a short window."""
    before = text[max(0, start - _WINDOW) : start]
    breaks = list(_CLAUSE_BREAK.finditer(before))
    if breaks:
        before = before[breaks[-1].end() :]
    after = text[end : end + _WINDOW]
    cut = _CLAUSE_BREAK.search(after)
    if cut:
        after = after[: cut.start()]
    return before, after


def _nearest(patterns: dict[str, re.Pattern], before: str, after: str) -> str | None:
    """The name of the pattern matched nearest the value, after it first on a tie."""
    best: tuple[int, str] | None = None
    for name, pattern in patterns.items():
        for match in pattern.finditer(before):
            distance = len(before) - match.end()
            if best is None or distance < best[0]:
                best = (distance, name)
        match = pattern.search(after)
        if match and (best is None or match.start() <= best[0]):
            best = (match.start(), name)
    return best[1] if best else None


# The speaker's party counted as a whole: people ("met z'n drieën", "zu dritt", "the three of
# us", "os tre"), not the children or items a held count names.
_PARTY = re.compile(
    r"^(?:met\s(?:z'n|zijn|ons)\s\w+|zu\s(?:zweit|dritt|viert|fünft|sechst)|"
    r"the\s\w+\sof\sus|(?:vi|os)\s(?:to|tre|fire|fem|seks))$",
    re.IGNORECASE,
)


def _counted(value: str) -> str | None:
    """The noun a quantity counts, from the value itself ("3 Kartons" -> "karton")."""
    if _PARTY.match(value.strip(" .,!?")):
        return "people"
    words = value.split()
    if len(words) < 2 or not _NUMBER_WORDS.match(words[0]):
        return None
    noun = words[1].strip(".,!?").lower()
    if not _WORD.fullmatch(noun):
        return None
    if _DURATION.match(noun):
        return None
    if _PEOPLE.match(noun):
        return "people"
    return noun


def same(a: str | None, b: str | None) -> bool:
    """Whether two subjects are one: equal, or one the other with a plural ending ("Karton",
    "Kartons"; "chair", "chairs"; "tæppe", "tæpper")."""
    if not a or not b:
        return False
    short, long_ = sorted((a, b), key=len)
    return long_.startswith(short) and len(long_) - len(short) <= 2


def about(name: str, text: str, start: int, end: int) -> str | None:
    """The subject of the value `text[start:end]` of slot `name`, or None when none is said."""
    value = text[start:end]
    if name == "quantity":
        return _counted(value)
    before, after = _clause(text, start, end)
    if name in {"date", "deadline", "time"}:
        return _nearest(_EVENT, before, after)
    if name == "size":
        return _nearest(_DIMENSION, before + " " + value, after)
    return None


_HOW_MANY_OF = re.compile(
    r"\b(?:how\smany|wie\s?viele|hvor\smange|hoeveel|number\sof|anzahl\s(?:der|an)?|"
    r"antal(?:let)?(?:\saf)?|aantal)\s+([^\W\d_]{3,})",
    re.IGNORECASE,
)
_COUNT_OF = re.compile(r"(?<![\w.,/-])\d{1,4}\s([^\W\d_]{3,})(?:\s([^\W\d_]{3,}))?")
_QUESTION = re.compile(r"[^.!?\n]*\?")


def asked(text: str) -> dict[str, list[str]]:
    """The subjects an assistant's question asks a value of, by slot: "How many boxes?" asks
    the quantity of boxes, "When shall we deliver?" a day of the delivery. A bare answer
    ("Twelve.", "Thursday.") is then about that subject. A count the question only names
    ("Still 3 king rooms?") gives candidates, under "named:<slot>": the answer is about one
    of them only if an entry held is ("3 rooms")."""
    found: dict[str, list[str]] = {}
    if "?" not in text:
        return found
    for question in _QUESTION.finditer(text):
        sentence = question.group(0)
        counted = _HOW_MANY_OF.search(sentence)
        if counted and "quantity" not in found:
            subject = _counted(f"2 {counted.group(1)}")
            if subject:
                found["quantity"] = [subject]
        named = _COUNT_OF.search(sentence)
        if named and "named:quantity" not in found:
            nouns = (_counted(f"2 {noun}") for noun in named.groups() if noun)
            found["named:quantity"] = [noun for noun in nouns if noun]
        event = _nearest(_EVENT, sentence, "")
        if event and "date" not in found:
            found["date"] = found["time"] = [event]
    return found


def _folded(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.casefold()))


def mentions(subject: str, text: str) -> bool:
    """Whether `text` names `subject` ("the junior bags" names "bag", "Montage" the assembly)."""
    pattern = _EVENT.get(subject) or _DIMENSION.get(subject)
    if pattern is not None:
        return bool(pattern.search(text))
    words = _WORD.findall(text)
    if subject == "people":
        return any(_PEOPLE.match(word) for word in words)
    return any(same(word.casefold(), subject) for word in words)


class Subjects:
    """The state's "name|value" -> subject record (a plain dict, so it stores as JSON), and
    `named`, "name|value" -> the last turn that named the entry or its subject (`note_named`)."""

    def __init__(self, record: dict | None, named: dict | None = None):
        self.record = record if record is not None else {}
        self.named = named if named is not None else {}

    def last_named(self, entry: dict) -> int:
        """The last turn that set or named `entry` (its value, or the subject it is about)."""
        return max(
            int(entry.get("seq") or 0), self.named.get(self.key(entry["name"], entry["value"]), 0)
        )

    def note_named(self, constraints: list[dict], text: str, seq: int) -> None:
        """Record which of the entries sharing a name turn `seq` names: by their subject ("Two
        bags of the junior food added") or their value. Entries alone of their name need none."""
        names = [c["name"] for c in constraints]
        folded = f" {_folded(text)} "
        for entry in constraints:
            if names.count(entry["name"]) < 2:
                continue
            subject = self.of(entry)
            value = _folded(entry["value"])
            if (subject and mentions(subject, text)) or (value and f" {value} " in folded):
                self.named[self.key(entry["name"], entry["value"])] = seq

    @staticmethod
    def key(name: str, value: str) -> str:
        return f"{name}|{norm(value)}"

    def of(self, entry: dict) -> str | None:
        return self.record.get(self.key(entry["name"], entry["value"]))

    def note(self, name: str, value: str, subject: str | None) -> None:
        if subject:
            self.record[self.key(name, value)] = subject

    def prune(self, constraints: list[dict]) -> None:
        held = {self.key(c["name"], c["value"]) for c in constraints}
        for record in (self.record, self.named):
            for key in [k for k in record if k not in held]:
                del record[key]
