"""The default summariser: deterministic and extractive, for German, English, Danish and Dutch.

`update(form, state, turn)` folds one stored turn into the contract's summary form in O(1): it
reads only that turn and the (size-capped) form, never the history. Every entry it writes is a
literal substring of the turn whose `seq` it carries, so a summary cannot shift a fact.

Left out by construction: courtesies and filler (lexicon below), repeated phrasing (duplicates
are merged), any text overlapping a sensitive span of the turn (secrets are already placeholders;
contact details, addresses and IBANs of anyone; health data), and guesses of any kind (nothing
is inferred, only quoted).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

# Size caps keep every update O(1) and the summary small in the prompt; the oldest entries go.
MAX_OBJECTS = 30
MAX_CONSTRAINTS = 20
MAX_PREVIOUS = 5
MAX_OPEN_POINTS = 10
MAX_COMMITMENTS = 20
MAX_CLOSED_TOPICS = 20
MAX_CONCERN_CHARS = 400
MAX_ENTRY_CHARS = 300


def empty_form() -> dict:
    """The contract's summary form with nothing in it."""
    return {
        "covers_until_seq": 0,
        "concern": None,
        "objects": [],
        "constraints": [],
        "open_points": [],
        "commitments": [],
        "closed_topics": [],
    }


def empty_state() -> dict:
    """The summariser's working state of a fresh session."""
    return {"topic_from_seq": 1}


@dataclass(frozen=True)
class Turn:
    """One stored message as the summariser sees it."""

    seq: int
    role: str
    text: str
    # [{"label", "start", "end"}] into `text`, as stored on the message.
    redactions: list[dict] = field(default_factory=list)


# ----------------------------------------------------------------------------- lexicons

_WEEKDAYS = (
    "montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|"
    "monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    "mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag|"
    "maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag"
)
_MONTHS = (
    "januar|februar|märz|maerz|april|mai|juni|juli|august|september|oktober|november|dezember|"
    "january|february|march|may|june|july|october|december|"
    "marts|juni|juli|oktober|"
    "januari|februari|maart|mei|augustus|"
    "jan|feb|mär|mar|apr|jun|jul|aug|sep|sept|okt|oct|nov|dez|dec"
)
_RELATIVE_DAYS = (
    "übermorgen|morgen früh|morgen|heute|tomorrow|today|the day after tomorrow|"
    "i morgen|i dag|i overmorgen|overmorgen|vandaag|overmorgen|"
    "ende der woche|end of the week|end of next week|next week|nächste woche|"
    "næste uge|slutningen af ugen|volgende week|eind van de week|einde van de week"
)
_DATE = (
    r"\d{4}-\d{2}-\d{2}"
    r"|\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})?"
    r"|\d{1,2}/\d{1,2}(?:/\d{2,4})?"
    rf"|\d{{1,2}}\.?\s(?:{_MONTHS})\b(?:\s\d{{4}})?"
    rf"|(?:{_MONTHS})\s\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s\d{{4}})?"
)
# A date never starts or ends inside a longer number ("Version 2.3.1", "030/1234567").
_WHEN = rf"(?:(?<![\d./])(?:{_DATE})(?![\d/]|\.\d)|\b(?:{_WEEKDAYS})\b|\b(?:{_RELATIVE_DAYS})\b)"
_TIME = r"(?:\s(?:um|at|kl\.?|klokken|om)\s\d{1,2}(?:[:.]\d{2})?(?:\s?(?:uhr|am|pm|h))?)?"

_WHEN_AT = re.compile(_WHEN + _TIME, re.IGNORECASE)
_WHEN_ONLY = re.compile(_WHEN, re.IGNORECASE)
_MONTH_WORD = re.compile(rf"\b(?:{_MONTHS})\b", re.IGNORECASE)

_DEADLINE_CUE = (
    r"\b(?:bis(?:\s(?:zum|spätestens|spaetestens))?|spätestens|spaetestens|"
    r"by|until|before|no later than|"
    r"senest|inden|før|"
    r"uiterlijk|vóór|voor|tegen)\b"
)
_APPOINTMENT_CUE = re.compile(
    r"\b(?:termin\w*|appointment|meeting|aftale|tid hos|afspraak|afspraken)\b", re.IGNORECASE
)

_CORRECTION_CUE = re.compile(
    r"\b(?:doch|lieber|eher|korrektur|stattdessen|sondern|"
    r"actually|rather|instead|correction|sorry,? i meant|i meant|make that|"
    r"alligevel|hellere|i stedet|rettelse|"
    r"toch|liever|eigenlijk|in plaats daarvan|correctie)\b",
    re.IGNORECASE,
)
_NEGATION_BEFORE = re.compile(
    r"\b(?:nicht|kein|keine|statt|anstatt|not|instead of|rather than|ikke|i stedet for|"
    r"niet|geen|in plaats van)\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)

_UNITS = (
    "stück|stk|exemplare|packungen|kartons|paletten|paar|"
    "pieces|pcs|units|items|boxes|packs|pairs|pallets|copies|"
    "styk|stk|æsker|pakker|paller|eksemplarer|"
    "stuks|dozen|pakken|pallets|exemplaren|"
    "kg|kilo|liter|litre|l"
)
_QUANTITY = re.compile(rf"\b\d+(?:[.,]\d+)?\s?(?:{_UNITS})(?![\w-])", re.IGNORECASE)
_DIMENSIONS = re.compile(
    r"\b\d+(?:[.,]\d+)?\s?(?:x|×)\s?\d+(?:[.,]\d+)?(?:\s?(?:x|×)\s?\d+(?:[.,]\d+)?)?"
    r"(?:\s?(?:mm|cm|m|meter|metres|meters|inch|inches|zoll|tommer))?(?!\w)"
    r"|\b\d+(?:[.,]\d+)?\s?(?:mm|cm|meter|metres|meters|inch|inches|zoll|tommer)(?!\w)",
    re.IGNORECASE,
)
_MONEY = r"(?:€|eur|euro|euros|kr\.?|dkk|kroner|\$|usd|dollars?|£|gbp|pounds?|chf|franken)"
_BUDGET = re.compile(
    rf"(?:{_MONEY})\s?\d[\d.,]*(?:\s?(?:{_MONEY}))?|\b\d[\d.,]*\s?(?:{_MONEY})(?![\w])",
    re.IGNORECASE,
)
_BUDGET_CUE = re.compile(
    r"\b(?:budget|höchstens|hoechstens|maximal|max\.?|bis zu|nicht mehr als|"
    r"up to|at most|no more than|maximum|under|below|"
    r"højst|maks\.?|maksimalt|ikke mere end|op til|under|"
    r"hooguit|maximaal|niet meer dan|tot|onder)\b",
    re.IGNORECASE,
)
_LANGUAGE = re.compile(
    r"\b(?:auf|in|på|op|i het|in het)\s("
    r"deutsch|englisch|dänisch|niederländisch|holländisch|französisch|spanisch|italienisch|"
    r"german|english|danish|dutch|french|spanish|italian|"
    r"tysk|engelsk|dansk|hollandsk|nederlandsk|fransk|spansk|italiensk|"
    r"duits|engels|deens|nederlands|frans|spaans|italiaans)\b",
    re.IGNORECASE,
)
_CHANNEL = re.compile(
    r"\b(?:per|by|via|über|pr\.|på|over|through)\s("
    r"e-mail|email|mail|telefon|phone|telephone|sms|text message|whatsapp|post|brief|letter|"
    r"chat|video|brev|telefoon)\b"
    r"|\b(telefonisch|telefonisk|schriftlich|in writing|skriftligt|schriftelijk)\b",
    re.IGNORECASE,
)
_RESPONSIBILITY = re.compile(
    r"\b(?:für|for|til|voor)\s("
    r"(?:das|die|den|unser|unsere|unseren|mein|meine|meinen|the|our|my|vores|mit|min|"
    r"het|de|ons|onze|mijn)\s"
    r"(?:büro|firma|abteilung|team|unternehmen|praxis|schule|verein|office|company|department|"
    r"business|school|kontor|kontoret|firma|firmaet|afdeling|afdelingen|virksomhed|"
    r"kantoor|bedrijf|afdeling|zaak)"
    r"|mich privat|mich selbst|mich|myself|me personally|me privately|mig selv|mig privat|"
    r"mezelf|mij privé|privé gebruik|privat)(?!\w)"
    r"|\b((?:ich bin|wir sind|i am|i'm|we are|jeg er|vi er|ik ben|wij zijn)\s(?:nicht\s|not\s|"
    r"ikke\s|niet\s)?(?:zuständig|verantwortlich|responsible|in charge|ansvarlig|"
    r"verantwoordelijk))\b",
    re.IGNORECASE,
)

_ID = r"[A-Z0-9][A-Za-z0-9]*(?:[-/.][A-Za-z0-9]+)*"
_OBJECT_CUES: tuple[tuple[str, str], ...] = (
    (
        "customer",
        r"kundennummer|kunden-?nr\.?|kundennr\.?|customer (?:number|no\.?|id)|account number|"
        r"kundenummer|kunde-?nr\.?|klantnummer|klant-?nr\.?",
    ),
    (
        "invoice",
        r"rechnungsnummer|rechnung(?:s-?nr\.?)?|invoice(?: number| no\.?)?|bill|"
        r"fakturanummer|faktura(?:-?nr\.?)?|factuurnummer|factuur(?:-?nr\.?)?",
    ),
    (
        "contract",
        r"vertragsnummer|vertrag(?:s-?nr\.?)?|contract(?: number| no\.?)?|policy(?: number)?|"
        r"kontraktnummer|kontrakt|aftalenummer|contractnummer|polisnummer",
    ),
    (
        "order",
        r"bestellnummer|bestell-?nr\.?|bestellung|auftragsnummer|auftrag|order(?: number| no\.?)?|"
        r"ordrenummer|ordre(?:-?nr\.?)?|bestillingsnummer|bestilling|"
        r"bestelnummer|bestelling|ordernummer",
    ),
    (
        "article",
        r"artikelnummer|artikel(?:-?nr\.?)?|art\.?-?nr\.?|teilenummer|teil|ersatzteil|"
        r"article(?: number| no\.?)?|item(?: number| no\.?)?|part(?: number| no\.?)?|sku|"
        r"varenummer|vare(?:-?nr\.?)?|reservedel|delnummer|onderdeel(?:nummer)?|artikelnr\.?",
    ),
)
_OBJECT_PATTERNS = [
    (
        kind,
        re.compile(
            rf"\b(?:{cue})\b\s?(?:nr\.?|no\.?|nummer|number|#|:)?\s?(?:ist\s|is\s|er\s)?({_ID})",
            re.IGNORECASE,
        ),
    )
    for kind, cue in _OBJECT_CUES
]
_MODEL = re.compile(
    r"\b(?i:modell|model|modellen|typ|type)\s(?:\"|„|“)?"
    r"([A-Z][\w-]*(?:\s(?:[A-Z0-9][\w-]*))?)",
)
# An identifier named without a cue word ("den Stuhl 4711-0815"): digits joined by dashes or
# slashes, or a letter prefix before a long digit run ("AB-20931", "SKU88213"). Dates, phone
# numbers and IBANs are claimed first (or blocked as redactions), so they never land here.
_BARE_IDENTIFIER = re.compile(
    r"(?<![\w./,-])(?:[A-Z]{1,4}-?)?\d{3,}(?:[-/][A-Z0-9]{2,})+(?![\w/-])"
    r"|(?<![\w./,-])[A-Z]{1,4}-?\d{4,}(?![\w/-])"
)
_PLACE = re.compile(
    r"\b(?i:filiale|standort|laden|geschäft|lager|store|branch|shop|warehouse|butik|afdeling|"
    r"filial|lager|winkel|vestiging|filiaal|magazijn)\s(?:in|at|im|i|ved|på|te|op)\s"
    r"([A-ZÄÖÜÆØÅ][\wäöüßæøå-]+(?:\s[A-ZÄÖÜÆØÅ][\wäöüßæøå-]+)?)"
    # "nach Wien", "naar Utrecht"; English "to X" and Danish "til X" name people too often.
    r"|\b(?:nach|naar)\s([A-ZÄÖÜÆØÅ][\wäöüßæøå-]+)",
)
_DELIVERY_CUE = re.compile(
    r"liefer|versand|versend|schick|ship|deliver|send|lever|forsend|bezorg|verzend|stuur",
    re.IGNORECASE,
)

_TOPIC_CHANGE = re.compile(
    r"\b(?:"
    r"(?:noch\s)?(?:eine\s)?andere\sfrage|noch\seine\sfrage|(?:ein\s)?anderes\sthema|"
    r"neue\sfrage|etwas\sanderes|"
    r"(?:i\shave\s)?another\squestion|a\sdifferent\squestion|(?:a\s)?new\squestion|"
    r"(?:on\s)?a\sdifferent\stopic|something\selse|"
    r"(?:et\s)?andet\sspørgsmål|(?:et\s)?nyt\sspørgsmål|et\sandet\semne|noget\sandet|"
    r"(?:nog\s)?(?:een\s)?andere\svraag|nog\seen\svraag|(?:een\s)?nieuwe\svraag|"
    r"(?:een\s)?ander\sonderwerp|iets\sanders"
    r")\b",
    re.IGNORECASE,
)

_COURTESY = re.compile(
    r"^(?:hallo|hi|hey|hej|hejsa|moin|servus|guten\s(?:tag|morgen|abend)|grüß\sgott|"
    r"hello|good\s(?:morning|afternoon|evening)|dear|goddag|godmorgen|hoi|goedemiddag|goedemorgen|"
    r"dag|danke|vielen\sdank|dankeschön|thanks|thank\syou|tak|mange\stak|bedankt|dank\sje|"
    r"dank\su|ok|okay|alles\sklar|super|prima|perfekt|perfect|great|fint|fedt|top|gut|good|"
    r"fine|ja|yes|nein|no|nej|nee|tschüss|bye|goodbye|farvel|vi\sses|doei|tot\sziens|"
    r"gerne|gern|you're\swelcome|velbekomme|graag\sgedaan|bitte|please|selbstverständlich|"
    r"of\scourse|selvfølgelig|natuurlijk|sehr\sgut|very\sgood|meget\sgodt|heel\sgoed|"
    r"einen\sschönen\stag|have\sa\snice\sday|hav\sen\sgod\sdag|fijne\sdag|"
    r"[\s,!.?:;-]|noch|auch|too|also|og|ook|und|and|en|so|sehr|very|meget|heel|much|"
    r"ihnen|dir|you|dig|jer|je|u|euch|schön|nice|god|fijn|there|zusammen|allesammen|"
    r"everyone|allemaal|alle)+$",
    re.IGNORECASE,
)
_GREETING_PREFIX = re.compile(
    r"^(?:hallo|hello|hi|hey|hej|hejsa|hoi|moin|servus|dag|goddag|guten\s(?:tag|morgen|abend)|"
    r"good\s(?:morning|afternoon|evening)|goedemorgen|goedemiddag|goedenavond|godmorgen)"
    r"(?:\s(?:there|zusammen|allemaal))?[,!]?\s+",
    re.IGNORECASE,
)
_FILLER_QUESTION = re.compile(
    r"\b(?:kann ich (?:ihnen|dir) (?:sonst|noch)|noch etwas|sonst noch|"
    r"anything else|something else i can|can i help you with anything|"
    r"andet jeg kan|noget andet jeg|kan jeg hjælpe med andet|"
    r"nog iets|verder nog|kan ik u nog|kan ik je nog)",
    re.IGNORECASE,
)

_COMMITMENTS: tuple[tuple[str, re.Pattern], ...] = (
    (
        "callback",
        re.compile(
            r"\b(?:ruf\w*\s(?:sie|dich|ihnen)\s(?:\w+\s){0,4}zurück|rückruf|zurückrufen|"
            r"call\s(?:you\s)?back|callback|give\syou\sa\s(?:call|ring)|phone\syou|"
            r"ringe?r?\s(?:dig|jer)\s(?:\w+\s){0,3}(?:op|tilbage)|ringe\stilbage|"
            r"bell(?:en)?\s(?:u|je|jou)\s(?:\w+\s){0,3}terug|terugbellen|terug\sbellen)",
            re.IGNORECASE,
        ),
    ),
    (
        "handover",
        re.compile(
            r"\b(?:leite\s\w+\s(?:\w+\s){0,4}weiter|weiterleiten|übergebe|übergeben|"
            r"verbinde\s(?:sie|dich)|an\s(?:einen|eine)\s(?:kollegen|kollegin|mitarbeiter\w*)|"
            r"hand\s(?:you|this|it)\s(?:\w+\s){0,2}over|hand\sover|transfer\syou|"
            r"pass\s(?:this|it|you)\s(?:on\s)?to|connect\syou\swith|a\s(?:human\s)?colleague|"
            r"viderestiller|sender\s(?:dig|sagen)\svidere|giver\s(?:dig|sagen)\svidere|"
            r"(?:en|min)\skollega|"
            r"verbind\s(?:u|je)\s(?:\w+\s)?door|doorverbinden|doorgeven|geef\s(?:\w+\s){0,3}door|"
            r"(?:een|mijn)\scollega)",
            re.IGNORECASE,
        ),
    ),
    (
        "follow_up",
        re.compile(
            r"\b(?:melde\w*\s(?:mich|uns)|schicke\w*\s(?:ihnen|dir)|senden\sihnen|"
            r"sie\serhalten|du\serhältst|informiere\w*\s(?:sie|dich)|"
            r"get\sback\sto\syou|follow\sup|will\s(?:send|email|mail|write\sto|let)\syou|"
            r"(?:we|i)'ll\s(?:send|email|mail|write\sto|let)\syou|you\swill\sreceive|"
            r"vender\stilbage|sender\sdig|sender\sjer|du\svil\smodtage|giver\sdig\sbesked|"
            r"kom(?:en)?\s(?:\w+\s){0,3}terug|laten\s(?:u|je)\s(?:\w+\s)?weten|"
            r"stur(?:en|e)?\s(?:u|je)|u\sontvangt|je\sontvangt)",
            re.IGNORECASE,
        ),
    ),
)
_FUTURE_OR_PROMISE = re.compile(
    r"\b(?:werde|werden|wird|wir|ich|will|shall|'ll|we|i|vil|skal|vi|jeg|zal|zullen|gaan|"
    r"we|ik|morgen|tomorrow|i morgen|heute|today|i dag|vandaag|gleich|shortly|snart|straks|"
    r"sie erhalten|you will|du vil|u ontvangt)\b",
    re.IGNORECASE,
)

_SENTENCE_END = re.compile(r"(?<=[.!?:;])\s+|\n+")


# ----------------------------------------------------------------------------- helpers


_ABBREVIATION = re.compile(
    r"(?:^|\s)(?:pr|nr|no|ca|bzw|evt|inkl|incl|ggf|usw|etc|vs|z\.b|d\.h|u\.a|bl\.a|f\.eks|"
    r"dvs|o\.a|m\.b\.t|art|tel|str|st|stk|kl|mr|mrs|dr|hr|fr|mhr|mevr)\.$",
    re.IGNORECASE,
)


def _sentences(text: str) -> Iterable[tuple[int, int]]:
    """(start, end) of each sentence, trimmed; "pr. mail" or "Nr. 5" does not end one."""
    start = 0
    for match in _SENTENCE_END.finditer(text):
        before = text[start : match.start()]
        if "\n" not in match.group(0) and _ABBREVIATION.search(before[-12:]):
            continue
        yield from _trimmed(text, start, match.start())
        start = match.end()
    yield from _trimmed(text, start, len(text))


def _trimmed(text: str, start: int, end: int) -> Iterable[tuple[int, int]]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if end > start:
        yield start, end


def _span_tuples(redactions: Iterable[Mapping]) -> list[tuple[int, int]]:
    return [(int(s["start"]), int(s["end"])) for s in redactions]


def _touches(start: int, end: int, spans: list[tuple[int, int]]) -> bool:
    return any(start < s_end and s_start < end for s_start, s_end in spans)


def _norm(value: str) -> str:
    return " ".join(value.casefold().split())


def _is_courtesy(sentence: str) -> bool:
    return bool(_COURTESY.match(sentence))


def _negated(text: str, start: int) -> bool:
    return bool(_NEGATION_BEFORE.search(text[max(0, start - 40) : start]))


def _clip(text: str, limit: int) -> str:
    """A prefix of `text` cut at a word boundary (still a literal substring of the turn)."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > limit // 2 else limit]


# ----------------------------------------------------------------------------- extraction


def _objects(text: str, blocked: list[tuple[int, int]]) -> list[tuple[str, str, int]]:
    """(type, value, position) of the named objects in a turn."""
    found: list[tuple[str, str, int]] = []
    taken: list[tuple[int, int]] = list(blocked)

    def add(kind: str, start: int, end: int) -> None:
        if _touches(start, end, taken):
            return
        value = text[start:end].rstrip(".")
        if not value:
            return
        taken.append((start, end))
        found.append((kind, value, start))

    for kind, pattern in _OBJECT_PATTERNS:
        for match in pattern.finditer(text):
            value = match.group(1)
            # An identifier holds a digit; "Bestellung Anfang Mai" names no order.
            if any(ch.isdigit() for ch in value) and len(value) >= 3:
                add(kind, match.start(1), match.end(1))
    for match in _MODEL.finditer(text):
        add("model", match.start(1), match.end(1))
    for s_start, s_end in _sentences(text):
        appointment = bool(_APPOINTMENT_CUE.search(text, s_start, s_end))
        for match in _WHEN_AT.finditer(text, s_start, s_end):
            token = match.group(0)
            is_date = any(ch.isdigit() for ch in token) or _MONTH_WORD.search(token)
            if appointment:
                add("appointment", match.start(), match.end())
            elif is_date:
                add("date", match.start(), match.end())
    delivery = bool(_DELIVERY_CUE.search(text))
    for match in _PLACE.finditer(text):
        group = 1 if match.group(1) else 2
        if group == 2 and not delivery:
            continue
        value = match.group(group)
        if re.fullmatch(rf"(?:{_WEEKDAYS}|{_MONTHS})", value, re.IGNORECASE):
            continue
        add("place", match.start(group), match.end(group))
    for match in _BARE_IDENTIFIER.finditer(text):
        add("reference", match.start(), match.end())
    found.sort(key=lambda item: item[2])
    return found


def _constraints(
    text: str, blocked: list[tuple[int, int]], *, known: set[str]
) -> list[tuple[str, str, int]]:
    """(name, value, position) of the constraints a user turn states; the last one per name wins."""
    found: dict[str, tuple[str, int]] = {}

    def offer(name: str, start: int, end: int) -> None:
        if _touches(start, end, blocked) or _negated(text, start):
            return
        # Within one turn the value stated last is the one meant ("Wednesday, or rather Thursday").
        if name not in found or found[name][1] <= start:
            found[name] = (text[start:end], start)

    for match in re.finditer(rf"{_DEADLINE_CUE}\s(?:dem\s|the\s|den\s|de\s)?({_WHEN})", text, re.I):
        offer("deadline", match.start(1), match.end(1))
    if "deadline" in found or "deadline" in known:
        # "Actually Friday": a bare day after a correction replaces the deadline.
        for start, end in _sentences(text):
            cue = _CORRECTION_CUE.search(text, start, end)
            if cue is None:
                continue
            match = _WHEN_ONLY.search(text, cue.start(), end) or _WHEN_ONLY.search(text, start, end)
            if match:
                offer("deadline", match.start(), match.end())
                break
    for match in _DIMENSIONS.finditer(text):
        offer("dimensions", match.start(), match.end())
    taken = [(pos, pos + len(value)) for value, pos in found.values()]
    for match in _QUANTITY.finditer(text):
        # "2 x 3 m" is a size, not a quantity of 3 m.
        if not _touches(match.start(), match.end(), taken):
            offer("quantity", match.start(), match.end())
    for match in _LANGUAGE.finditer(text):
        offer("language", match.start(1), match.end(1))
    for match in _CHANNEL.finditer(text):
        group = 1 if match.group(1) else 2
        offer("channel", match.start(group), match.end(group))
    if _BUDGET_CUE.search(text):
        for match in _BUDGET.finditer(text):
            offer("budget", match.start(), match.end())
    for match in _RESPONSIBILITY.finditer(text):
        group = 1 if match.group(1) else 2
        offer("responsibility", match.start(group), match.end(group))
    return sorted(((name, value, pos) for name, (value, pos) in found.items()), key=lambda x: x[2])


# ----------------------------------------------------------------------------- the form


def _upsert_object(form: dict, kind: str, value: str, seq: int) -> None:
    key = (kind, _norm(value))
    for entry in form["objects"]:
        if (entry["type"], _norm(entry["value"])) == key:
            return
    form["objects"].append({"type": kind, "value": value, "seq": seq})
    del form["objects"][:-MAX_OBJECTS]


def _upsert_constraint(form: dict, name: str, value: str, seq: int) -> None:
    for entry in form["constraints"]:
        if entry["name"] != name:
            continue
        if _norm(entry["value"]) == _norm(value):
            return
        previous = [{"value": entry["value"], "seq": entry["seq"]}, *entry["previous"]]
        # The corrected value is dropped from the history if it comes back as current.
        previous = [p for p in previous if _norm(p["value"]) != _norm(value)][:MAX_PREVIOUS]
        entry.update(value=value, seq=seq, previous=previous)
        return
    form["constraints"].append({"name": name, "value": value, "seq": seq, "previous": []})
    del form["constraints"][:-MAX_CONSTRAINTS]


def add_commitment_entry(form: dict, *, kind: str, text: str, seq: int, source: str) -> None:
    """Record a commitment in the form (duplicates of the same wording are merged)."""
    if any(_norm(c["text"]) == _norm(text) for c in form["commitments"]):
        return
    form["commitments"].append({"kind": kind, "text": text, "seq": seq, "source": source})
    del form["commitments"][:-MAX_COMMITMENTS]


def close_topic(form: dict, state: dict, *, upto_seq: int) -> dict | None:
    """Close the current concern into `closed_topics`; the next concern starts empty.

    Returns the closed topic, or None when the current topic holds no turn yet.
    """
    from_seq = int(state.get("topic_from_seq", 1))
    closed = None
    if upto_seq >= from_seq:
        concern = form.get("concern")
        closed = {
            "concern": concern["text"] if concern else "",
            "seq": concern["seq"] if concern else None,
            "from_seq": from_seq,
            "to_seq": upto_seq,
        }
        form["closed_topics"].append(closed)
        del form["closed_topics"][:-MAX_CLOSED_TOPICS]
    form["concern"] = None
    form["objects"] = []
    form["constraints"] = []
    form["open_points"] = []
    state["topic_from_seq"] = upto_seq + 1
    return closed


def update(form: dict, state: dict, turn: Turn) -> None:
    """Fold one turn into the form and the state, in place. O(1): reads only this turn."""
    text = turn.text
    blocked = _span_tuples(turn.redactions)
    # Sentences holding any sensitive value are never quoted.
    clean = [(s, e) for s, e in _sentences(text) if not _touches(s, e, blocked)]
    # Constraints and objects next to health data are left out with it.
    special = _special_sentences(text, turn)

    if turn.role == "user":
        if _TOPIC_CHANGE.search(text):
            close_topic(form, state, upto_seq=turn.seq - 1)
        if _answers(text, clean):
            form["open_points"] = []
        if form.get("concern") is None:
            for start, end in clean:
                sentence = text[start:end]
                if _is_courtesy(sentence) or _TOPIC_CHANGE.fullmatch(sentence.strip(" .!?:;,")):
                    continue
                if _TOPIC_CHANGE.search(sentence) and len(sentence) < 60:
                    continue
                greeting = _GREETING_PREFIX.match(sentence)
                if greeting and greeting.end() < len(sentence):
                    sentence = sentence[greeting.end() :]
                form["concern"] = {"text": _clip(sentence, MAX_CONCERN_CHARS), "seq": turn.seq}
                break
        known = {c["name"] for c in form["constraints"]}
        for name, value, _pos in _constraints(text, blocked + special, known=known):
            _upsert_constraint(form, name, value, turn.seq)
    else:
        for start, end in clean:
            sentence = text[start:end]
            if sentence.endswith("?") and not _FILLER_QUESTION.search(sentence):
                if not any(_norm(p["text"]) == _norm(sentence) for p in form["open_points"]):
                    form["open_points"].append(
                        {"text": _clip(sentence, MAX_ENTRY_CHARS), "seq": turn.seq}
                    )
                    del form["open_points"][:-MAX_OPEN_POINTS]
                continue
            for kind, pattern in _COMMITMENTS:
                if pattern.search(sentence) and _FUTURE_OR_PROMISE.search(sentence):
                    add_commitment_entry(
                        form,
                        kind=kind,
                        text=_clip(sentence, MAX_ENTRY_CHARS),
                        seq=turn.seq,
                        source="conversation",
                    )
                    break
    for kind, value, _pos in _objects(text, blocked + special):
        _upsert_object(form, kind, value, turn.seq)
    form["covers_until_seq"] = turn.seq


def _special_sentences(text: str, turn: Turn) -> list[tuple[int, int]]:
    """Whole sentences that hold a special-category span (health): nothing is taken from them."""
    special = [
        (int(s["start"]), int(s["end"])) for s in turn.redactions if s.get("label") == "HEALTH"
    ]
    if not special:
        return []
    return [(s, e) for s, e in _sentences(text) if _touches(s, e, special)]


def _answers(text: str, clean: list[tuple[int, int]]) -> bool:
    """Whether a user turn answers the assistant's open questions: it states something."""
    for start, end in clean:
        sentence = text[start:end]
        if sentence.endswith("?"):
            continue
        return True
    # A turn made only of sensitive statements (e.g. a redacted number) still answers.
    return bool(text.strip()) and not clean
