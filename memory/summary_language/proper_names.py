"""Names of products and places (objects): capitalised names of things, models, stores and
places in a turn (names), named companies, businesses and routes (named_things), and the
word lists that tell a name from an ordinary word."""

from __future__ import annotations

import re

from memory.summary_language import lexicon as lx
from memory.summary_language.amounts import CODE_CUE, MONEY
from memory.summary_language.references import HYPHEN_WORD, ID_CUES, IDENT, UNIT
from memory.summary_language.text import touches
from memory.summary_language.times import HAS_DATE, when_spans


def names_a_reference(word: str) -> bool:
    return any(cue.search(word) for _kind, cue in ID_CUES)


def is_colour(word: str) -> bool:
    return _COLOUR.fullmatch(word.strip(".,!?")) is not None


# A title before a name makes it a person's ("Frau Krause", "Mr Dawson", "mevrouw De Vries"): a
# person is no object of the matter, and another person's name stays out of the summary. "Dr." and
# "MS" are left out: they start brands and ships too ("Dr. Martens", "MS Bellavista").
_PERSON_TITLE = re.compile(
    r"(?:frau|herr|herrn|hr|mr|mrs|miss|fru|frk|mevrouw|meneer|mevr|dhr)\.?\s"
    r"(?:(?:de|van|der|den|von|zu|ter|te)\s)*",
    re.IGNORECASE,
)
_TITLE_BEFORE = re.compile(rf"(?<![\w])(?:{_PERSON_TITLE.pattern})\Z", re.IGNORECASE)


def names_a_person(text: str, start: int, end: int) -> bool:
    """The name text[start:end] starts with a personal title or follows one ("mevrouw De
    Vries" gives the name "Vries")."""
    return (
        _PERSON_TITLE.match(text, start, end) is not None
        or _TITLE_BEFORE.search(text, max(0, start - 30), start) is not None
    )


def may_start_name(word: str) -> bool:
    folded = word.casefold()
    return folded not in NOT_A_NAME and folded not in DETERMINERS and folded not in STOP_WORDS


_POSTCODE_CUE = re.compile(r"\b(?:plz|postleitzahl|postcode|zip|postnummer|postnr)\W*$", re.I)


_SMALL_RANGE = re.compile(r"\d{1,3}\s?[-–]\s?\d{1,3}(?![\w.,-])")
_TOKEN = re.compile(r"[\w'’&+./\"”“„«»‚‘-]+")
DETERMINERS = frozenset(
    "the a an your our my his her their this that these those "
    "der die das den dem des ein eine einen einem einer ihr ihre ihren ihrem unser unsere "
    "unseren unserem mein meine meinen meinem dein deine "
    "en et den det de din dit dine min mit mine vores jeres deres "
    "een het uw je jouw mijn onze ons".split()
)
_PLACE_PREPOSITIONS = frozenset("in at near nach in i på te naar".split())
# Where a trip goes to or comes from ("moving to Leeds", "fra Aarhus", "vanuit Utrecht").
_TO_OR_FROM = frozenset("to til naar nach from fra vanuit uit aus von".split())
_AND = frozenset("and und og en or oder eller of".split())
# German capitalises every noun: "in Ordnung" or "in Rechnung" names no place.
_GERMAN_COMMON_NOUN = re.compile(r"(?:ung|heit|keit|schaft|ion|tät|nis|ment|ei|en)$")
# Colours ("in Blau", "i mørkegrå", "in Dunkelgrün"): a variant's colour, never a place.
_COLOUR = re.compile(
    r"(?:(?:dunkel|hell|mørke|lyse|donker|licht|dark|light|pastel|neon)[\s-]?)?"
    r"(?:blau|grün|rot|gelb|schwarz|weiß|weiss|grau|braun|rosa|lila|beige|orange|türkis|"
    r"silber|gold|anthrazit|creme|blue|green|red|yellow|black|white|grey|gray|brown|pink|"
    r"purple|navy|silver|blå|grøn|rød|gul|sort|hvid|grå|brun|lyserød|blauw|groen|rood|geel|"
    r"zwart|wit|grijs|bruin|roze|paars)",
    re.IGNORECASE,
)
_TRAVEL_CUE = re.compile(
    r"\b(?:trip|fly|flying|flight|travel\w*|holiday|going|move|moving|reise\w*|fliege\w*|"
    r"flug|urlaub|umzug|rejse\w*|flyver|ferie|flytte\w*|reis\w*|vlieg\w*|vakantie|verhuiz\w*|"
    # a booking or a drive to or from a place: "en booking til Samsø", "driving down from Leeds"
    r"booking|bookings|buchung|boeking|reservation|reservierung|reservering|driving|drive|"
    r"fahren|fahre|køre|kører|rijden|rijd)\b",
    re.IGNORECASE,
)
# Capitalised words that are never a name of their own.
NOT_A_NAME = frozenset(
    (
        "i i'm i'll i've i'd ok okay hi hello hey dear yes no sorry thanks thank please "
        "sir madam mr mrs ms miss ja nein nee nej danke tak bedankt hallo hej hoi "
        "sie ihnen du dich ich wir jeg du vi ik u wij mij "
        f"{lx.WEEKDAYS.replace('|', ' ')} {lx.MONTHS.replace('|', ' ')} "
        "english german danish dutch french spanish italian englisch deutsch dänisch "
        "niederländisch engelsk tysk dansk hollandsk engels duits deens nederlands "
        "today tomorrow heute morgen vandaag christmas easter weihnachten ostern jul påske kerst"
    ).split()
)
# Lower-case words that end a name ("the Burford sofa, delivered from", "the Hartley table and").
STOP_WORDS = frozenset(
    (
        "and or but so to for from at on by as is are was were be been being will would can "
        "could shall should may might must has have had do does did which that who whom whose "
        "it its you we they he she i me us them him if when then than not no yes please "
        "currently now today still also just only already very really too here there this "
        "these those what where how why all any some each every both either neither our your "
        "my their his her a an the one into onto over under about after before since until "
        "while because though although delivered booked ordered bought arrived coming sent "
        "shipped being getting got left made placed due "
        "und oder aber für von vom zum zur an auf mit ist sind war waren wird werden kann "
        "können hat haben zu bei nach aus der die das den dem des ein eine nicht noch schon "
        "auch nur sehr wie wo wenn dass als im am bis "
        "og eller men for fra til på med er var vil kan har at som der det den ikke en et "
        "af også kun meget hvor når "
        "maar voor van naar op met zijn wordt kan heeft te bij uit het de een niet die dat "
        "om nog ook al alleen heel waar wanneer"
    ).split()
)
# Words that join two capitalised parts of one name ("in Sage Green", "with Faux Fur Hood").
_JOINERS = frozenset("in with of & + and mit in i med met van de von".split())
_PLACE_WORDS = re.compile(
    r"^(?:store|shop|branch|depot|warehouse|centre|center|airport|hotel|station|mall|"
    r"studio|office|outlet|park|street|road|square|hub|terminal|port|harbour|hospital|"
    r"filiale|lager|laden|flughafen|bahnhof|zentrum|markt|geschäft|"
    r"butik|afdeling|lufthavn|station|center|varehus|"
    r"winkel|vestiging|filiaal|magazijn|luchthaven|station|centrum)s?$"
    # German, Danish and Dutch compounds ending in a place word: "Hauptbahnhof", "Zentrallager",
    # "Storcenter", "Hovedbanegården", "Stadskantoor"
    r"|^[\wäöüßæøå-]{2,}(?:bahnhof|flughafen|lager|zentrum|markt|hafen|banegård|banegården|"
    r"lufthavn|center|centret|havn|station|stationen|centrum|kantoor|haven|plein)$",
    re.IGNORECASE,
)
_MODEL_CUE = re.compile(r"^(?:modell|model|modellen|typ|type|serie)$", re.IGNORECASE)
_STORE_CUE = re.compile(
    r"^(?:filiale|standort|lager|zentrallager|markt|niederlassung|store|branch|depot|warehouse|"
    r"vestiging|filiaal|magazijn|winkel|"
    r"butik|butikken|afdeling|afdelingen|lageret|filialen)$",
    re.IGNORECASE,
)
_PLACE_LEAD = re.compile(
    r"^(?:hotel|filiale|lager|standort|flughafen|store|branch|depot|warehouse|vestiging|station|"
    r"filiaal|magazijn|butik|afdeling|lager|lufthavn|luchthaven|airport)$",
    re.IGNORECASE,
)


def _ends_sentence(token: str) -> bool:
    return token.endswith(".") and not _ABBREVIATED.search(token)


_ABBREVIATED = re.compile(r"(?:^|\b)(?:Dr|Co|St|Mt|No|Nr|Str|[A-Z])\.$")


def _is_cap(word: str) -> bool:
    head = word.lstrip("\"“”'„«»‚‘")
    if not head:
        return False
    # (a one-character slice is upper exactly when its character is; an empty one never is)
    return head[0].isupper() or (
        head[0].islower() and (head[1:2].isupper() or head[2:3].isupper()) and head.isalnum()
    )


_DIGIT = re.compile(r"\d")


def has_digit(word: str) -> bool:
    return _DIGIT.search(word) is not None


def digit_matches(pattern: re.Pattern, text: str, digits: bool):
    """`pattern.finditer(text)` for a pattern each of whose matches holds a digit (\\d or a
    subset of it): a text without any digit (`digits` False) cannot match and is not scanned."""
    return pattern.finditer(text) if digits else iter(())


def _is_identifier(value: str) -> bool:
    """An order, ticket or tracking number and the like, by its shape alone."""
    if len(value) < 5 or not has_digit(value) or UNIT.match(value) or HYPHEN_WORD.match(value):
        return False
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    if letters == 0:
        # Digits alone: long enough not to be a count, a year or a time.
        return digits >= 5 and "/" not in value
    if not any(c.isupper() for c in value) or digits < 2:
        return False
    if "-" in value or "/" in value:
        return len(value) >= 5
    return len(value) >= 6 and value.upper() == value


# A short number named as one ("feriehus nr. 4410", "Zimmer Nr. 312", "nummer 4488").
_NUMBER_CUE = re.compile(r"\b(?:nr|no|nummer|number|nummeret)\.?\s?$|#\s?$", re.IGNORECASE)
# A week by its number ("uge 20", "KW 24", "week 36").
_WEEK = re.compile(r"\b(?:uge|KW|Kalenderwoche|week|wk)\s?(?:[1-4]\d|5[0-3]|[1-9])\b")


def identifiers(
    text: str, blocked: list, *, code_asked: bool = False
) -> list[tuple[str, int, int]]:
    found = []
    if not has_digit(text):
        # A value is kept only when it holds a digit (`_is_identifier`) or is all ASCII digits
        # (IDENT matches ASCII letters and digits alone): a text without a digit has none.
        return found
    for match in IDENT.finditer(text):
        value = match.group(0)
        start, end = match.span()
        numbered = value.isdigit() and len(value) >= 3 and _NUMBER_CUE.search(text, 0, start)
        if not (_is_identifier(value) or numbered) or touches(start, end, blocked):
            continue
        if value.isdigit() and (code_asked or CODE_CUE.search(text, max(0, start - 40), end)):
            continue
        before = text[max(0, start - 40) : start]
        if _POSTCODE_CUE.search(before):
            continue
        kind = next((k for k, cue in ID_CUES if cue.search(before)), "reference")
        found.append((kind, start, end))
    return found


def names(text: str, start: int, end: int, *, lang: str) -> list[tuple[str, int, int]]:
    """Product, model, store and place names in text[start:end] (one sentence).

    A name is a run of capitalised or digit-bearing words, joined by "in"/"with"/"&" before a
    capitalised word; after a determiner ("the Hartley extending oak dining table") a few
    lower-case words may follow. A run counts as a name when it holds a model number, follows a
    determiner, follows a place preposition ("in Wakefield", "at Heritage Bicycles"), or
    contains a place word ("Faro Airport"). Runs of capitalised words alone, with nothing of
    that, are most often people ("Priya Shah") and are left out.
    """
    tokens = [(m.start(), m.end()) for m in _TOKEN.finditer(text, start, end)]
    found: list[tuple[str, int, int]] = []
    i = 0
    german = lang == "de"
    sentence_head = True
    while i < len(tokens):
        t_start, t_end = tokens[i]
        word = text[t_start:t_end].rstrip(".,")
        prev = text[tokens[i - 1][0] : tokens[i - 1][1]].casefold() if i else ""
        prev_closed = i and text[tokens[i - 1][1] - 1] in ",;:"
        lead = _is_cap(word) or (has_digit(word) and any(c.isalpha() for c in word))
        folded_word = word.casefold().strip("\"“”'")
        if not lead or folded_word in NOT_A_NAME or folded_word in DETERMINERS:
            sentence_head = False
            i += 1
            continue
        after_det = prev in DETERMINERS and not prev_closed
        after_prep = prev in _PLACE_PREPOSITIONS and not prev_closed
        after_to = prev in _TO_OR_FROM and _TRAVEL_CUE.search(text, start, end)
        # "Werkstätten in Hamburg-Eimsbüttel und Hamburg-Barmbek": the second place of a pair
        after_place = (
            prev in _AND
            and i >= 2
            and bool(found)
            and found[-1][0] == "location"
            and found[-1][2] == tokens[i - 2][1]
        )
        j, lower = i, 0
        last = i
        while j + 1 < len(tokens):
            gap = text[tokens[j][1] : tokens[j + 1][0]]
            if gap.strip() or _ends_sentence(text[tokens[j][0] : tokens[j][1]]):
                break
            nxt = text[tokens[j + 1][0] : tokens[j + 1][1]].rstrip(".,;:!?")
            folded = nxt.casefold()
            if folded in NOT_A_NAME and not has_digit(nxt):
                break
            if _SMALL_RANGE.match(text, tokens[j + 1][0]):
                break  # "Usually 2-3 days", "Normalerweise 2–3 Tage": a range, no model number
            if _is_cap(nxt) or has_digit(nxt) or nxt in {"&", "+", "-"}:
                j += 1
                last = j
                continue
            if folded in _JOINERS and j + 2 < len(tokens):
                after = text[tokens[j + 2][0] : tokens[j + 2][1]]
                if _is_cap(after) or has_digit(after):
                    j += 2
                    last = j
                    continue
            if (
                after_det
                and not german
                and lower < 4
                and folded not in STOP_WORDS
                and nxt.replace("-", "").isalpha()
                and not nxt.endswith("ly")
            ):
                j += 1
                lower += 1
                last = j
                continue
            break
        # Lower-case words only count as part of a name when a later capital or a noun ends it:
        # drop trailing lower-case words that are followed by a verb-like stop.
        first = i
        # "Waschmaschine Modell Aqua 7000", "Filiale in Hamburg": the name follows the cue word.
        for k in range(i, last):
            cue = text[tokens[k][0] : tokens[k][1]].casefold()
            if _MODEL_CUE.match(cue) or _STORE_CUE.match(cue):
                first = k + 1
                if (
                    first < last
                    and text[tokens[first][0] : tokens[first][1]] in _PLACE_PREPOSITIONS
                ):
                    first += 1
                after_prep = after_prep or bool(_STORE_CUE.match(cue))
                break
        span_start, span_end = tokens[first][0], tokens[last][1]
        value = text[span_start:span_end].rstrip(".,;:!?")
        span_end = span_start + len(value)
        words = value.split()
        if first > i and _MODEL_CUE.match(text[tokens[first - 1][0] : tokens[first - 1][1]]):
            kind = "product" if words else None
        else:
            kind = _name_kind(
                words, after_det, after_prep or bool(after_to) or after_place, german, sentence_head
            )
        if kind:
            found.append((kind, span_start, span_end))
        # "Ihre Adresse in Kassel", "sofa i mørkegrå": the words after "in" may be a place.
        for k in range(first + 1, last):
            joiner = text[tokens[k][0] : tokens[k][1]]
            if joiner in _PLACE_PREPOSITIONS and _is_cap(text[tokens[k + 1][0] : tokens[k + 1][1]]):
                place_start = tokens[k + 1][0]
                place = text[place_start:span_end]
                if (
                    not any(has_digit(w) for w in place.split())
                    and not (german and _GERMAN_COMMON_NOUN.search(place))
                    and not all(_COLOUR.fullmatch(w.strip(".,!?")) for w in place.split())
                ):
                    found.append(("location", place_start, span_end))
                break
        i = last + 1
        sentence_head = False
    return found


def _name_kind(words: list[str], after_det: bool, after_prep: bool, german: bool, head: bool):
    if not words or all(_COLOUR.fullmatch(w.strip(".,!?")) for w in words):
        return None
    model = [w for w in words if has_digit(w) and not _is_identifier(w.strip(".,"))]
    if not model and any(_is_identifier(w.strip(".,")) for w in words):
        return None  # "Bestellung 4455667": the number is the object, taken as an identifier
    caps = [w for w in words if _is_cap(w)]
    if german and not model:
        # Every German noun is capitalised: a name needs two capitalised words in a row.
        pairs = any(_is_cap(a) and _is_cap(b) for a, b in zip(words, words[1:], strict=False))
        if after_prep and len(words) == 1 and not _GERMAN_COMMON_NOUN.search(words[0]):
            return "location"
        if not pairs:
            return None
    if any(_PLACE_WORDS.match(w.strip(".,")) for w in words[1:]) or _PLACE_LEAD.match(words[0]):
        return "location" if len(words) > 1 else None
    if after_prep and caps and not model:
        return "location"
    if model and (len(words) > 1 or after_det):
        if all(UNIT.match(w) or w.isdigit() for w in model) and len(caps) == 0:
            return None
        return "product"
    if after_det and caps:
        if german and len(caps) < 2:
            return None
        return "product"
    return None


# A name in quotes after its noun ("Esstisch „Bergen“", "Merino-Pullover „Lina“", 'sofa "Lund"').
_QUOTED_NAME = re.compile(
    r"\b([A-ZÄÖÜÆØÅ][\w-]+)\s[„“\"‚«»][A-ZÄÖÜÆØÅ0-9][^\"“”„«»\n]{0,40}?[“”\"‘«»]"
)
# A company by its legal form ("Vestjysk VVS A/S", "Bakker Logistiek B.V.", "Weber GmbH").
# Words before a quote that announce a message or a label, not a product ("Hinweis „...“").
_NOT_A_HEAD = frozenset(
    "hinweis meldung status button knop knap feld veld felt menü menu tab seite side pagina "
    "text tekst betreff subject option optie mulighed punkt".split()
)
_COMPANY = re.compile(
    r"\b(?:[A-ZÄÖÜÆØÅ][\w&'.-]*\s){1,4}(?:GmbH|AG|KG|OHG|e\.V\.|A/S|ApS|I/S|IVS|B\.V\.|BV|"
    r"N\.V\.|NV|VOF|Ltd\.?|LLC|Inc\.?|PLC|plc|Oy|AB|SE)(?![\w/])"
)
# A business by its kind and name ("Restaurant Havnekøkkenet", "Bakkerij De Graaf",
# "Gymnasium am Rosenberg", "Sachverständigenbüro Reuter").
_BUSINESS = re.compile(
    r"(?:restaurant|café|cafe|bäckerei|bakkerij|bageri|bakery|hotel|praxis|kanzlei|"
    r"schule|gymnasium|basisschool|school|skole|kita|kindergarten|børnehave|dachdeckerei|"
    r"tischlerei|schreinerei|autohaus|apotheke|apotek|apotheek|stichting|stiftung|fonden|"
    r"verein|forening|vereniging|büro|kontor|kantoor|studio|salon|klinik|kliniek|clinic|"
    r"zahnarztpraxis|tandlæge|tandarts|werkstatt|værksted|garage|kiosk|boutique|brewery|"
    r"brauerei|bryggeri|brouwerij)\s(?:(?:am|an|der|de|van|von|zum|zur|het|den)\s)?"
    r"(?-i:[A-ZÄÖÜÆØÅ][\w'’-]+(?:\s[A-ZÄÖÜÆØÅ][\w'’-]+){0,2})",
    re.IGNORECASE,
)
# Both ends of a trip or a route ("fly fra Billund til Kraków", "flying Manchester to Tenerife
# South", "von Köln nach Wien").
_ROUTE = re.compile(
    r"(?<![\w-])((?:[A-ZÄÖÜÆØÅ][\w'-]+)(?:\s[A-ZÄÖÜÆØÅ][\w'-]+){0,2})\s(?:to|til|nach|naar)\s"
    r"((?:[A-ZÄÖÜÆØÅ][\w'-]+)(?:\s[A-ZÄÖÜÆØÅ][\w'-]+){0,2})"
)
_ROUTE_CUE = re.compile(
    r"\b(?:from|fra|von|van|flying|flight|fly|flyver|flug|fliegen|vlucht|vliegen|route|ferry|"
    r"færge|fähre|veerboot|train|zug|tog|trein|bus)\b",
    re.IGNORECASE,
)


def named_things(text: str, blocked: list) -> list[tuple[str, int, int]]:
    """Quoted product names, companies by their legal form, and both ends of a route."""
    found = []
    for match in _QUOTED_NAME.finditer(text):
        head = match.group(1).casefold()
        if head not in NOT_A_NAME and head not in DETERMINERS and head not in _NOT_A_HEAD:
            found.append(("product", match.start(), match.end()))
    for match in _COMPANY.finditer(text):
        found.append(("company", match.start(), match.end()))
    for match in _BUSINESS.finditer(text):
        name = match.group(0).split()[-1]
        if name.casefold() in NOT_A_NAME:
            continue
        # A compound names the kind too ("Sachverständigenbüro Reuter"): from its first letter.
        start = match.start()
        while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "-"):
            start -= 1
        found.append(("company", start, match.end()))
    if _ROUTE_CUE.search(text):
        for match in _ROUTE.finditer(text):
            before = text[max(0, match.start() - 12) : match.start()].split()
            if before and (before[-1].casefold() in DETERMINERS or before[-1][0].isdigit()):
                continue  # "mit dem Bus nach Passau", "2 Werktagen nach Übergabe"
            for group in (1, 2):
                words = match.group(group).split()
                if words[0].casefold() in NOT_A_NAME or words[0].casefold() in DETERMINERS:
                    continue
                found.append(("location", *match.span(group)))
    return [(k, s, e) for k, s, e in found if not touches(s, e, blocked)]


_TOTAL_CUE = re.compile(
    r"\b(?:in total|total|totaal|in totaal|i alt|samlet|insgesamt|zusammen|altogether)\b",
    re.IGNORECASE,
)


def states_total(sentence: str) -> bool:
    """The assistant sums up what the customer gets or pays ("£14.97 in total", "in totaal
    € 39,95", "i alt 2.400 kr."): the sum is theirs once they agree."""
    return names_money(sentence) and _TOTAL_CUE.search(sentence) is not None


def states_count_total(sentence: str) -> bool:
    """The assistant sums up how many the customer now gets ("So that's 3 footstools in total",
    "Så det bliver 3 ekstra overskabe i alt")."""
    return has_digit(sentence) and _TOTAL_CUE.search(sentence) is not None


def names_money(text: str) -> bool:
    return has_digit(text) and MONEY.search(text) is not None


def money(text: str, blocked: list) -> list[tuple[int, int]]:
    matches = digit_matches(MONEY, text, has_digit(text))
    return [m.span() for m in matches if not touches(*m.span(), blocked)]


def dates(text: str, blocked: list) -> list[tuple[int, int]]:
    """Dates that identify a day (a weekday alone or "tomorrow" does not)."""
    out = []
    for start, end in when_spans(text):
        if touches(start, end, blocked):
            continue
        if HAS_DATE.search(text[start:end]):
            out.append((start, end))
    weeks = digit_matches(_WEEK, text, has_digit(text))
    out += [m.span() for m in weeks if not touches(*m.span(), blocked)]
    return out
