"""Postal addresses: found from the house number outwards."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from privacy.patterns import DIGIT_OR_MORE, trie_pattern
from privacy.spans import Span

_UPPER = r"A-ZÄÖÜÆØÅÉÈ"
_LOWER = r"a-zäöüßæøåéèëïóáíúñç"
_NAME = rf"[{_UPPER}][{_LOWER}]+(?:-[{_UPPER}]?[{_LOWER}]+)*\.?"
_CITY = rf"[{_UPPER}][{_LOWER}]+(?:[ \-](?:[{_UPPER}][{_LOWER}]+|a\.\s?M\.|am|an|der|im|upon|on))*"
# Street words that end a European street name ("Lindenstraße", "Keizersgracht", "Nørregade").
_DE_STREET_WORDS = (
    "straße strasse str. weg gasse platz allee ring damm ufer chaussee steig pfad markt berg hof "
    "graben wall kamp stieg zeile promenade brücke garten feld höhe"
).split()
_NL_STREET_WORDS = (
    "straat str. laan weg plein gracht kade singel dijk dreef hof pad steeg markt park baan kanaal "
    "wal burgwal veld dam"
).split()
_DA_STREET_WORDS = (
    "gade vej allé alle torv plads stræde boulevard have vænge park bakke gård toft høj sti kaj "
    "bro gaden vejen alléen torvet pladsen strædet boulevarden"
).split()
_STREET_WORDS = [*_DE_STREET_WORDS, *_NL_STREET_WORDS, *_DA_STREET_WORDS]
_EN_SUFFIX = (
    r"(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Close|Way|Place|Pl|Court|Ct|Crescent|"
    r"Terrace|Gardens|Square|Sq|Boulevard|Blvd|Hill|Row|Mews|Grove|Walk|Parkway|Pkwy|Park|Parade|"
    r"Quay|View|Lawn|Rise|Vale|Wharf|Heights|Green)\.?"
)
_HOUSE = r"\d{1,4}(?:(?:[a-zA-Z]|\s(?!i\s)[a-zA-Z])(?![\w]))?(?:\s?[-/]\s?\d{1,4}[a-zA-Z]?){0,2}"
_DA_FLOOR = (
    r"(?:,?\s(?:st|kl|\d{1,2})\.(?:\s?(?:th|tv|mf|sal(?:\s(?:th|tv|mf))?|OG|Stock|Etage)\.?)?)?"
)
_NL_ADD = r"(?:[-\s](?:hs|bis|I{1,3}|[A-Z]|\d{1,3})(?![\w]))?"
_EU_POST = (
    rf"(?:,?\s(?:(?:D|A|CH|DK|NL|B)-)?\d{{4,5}}(?:\s?[A-Z]{{2}}(?![\w]))?\s{_CITY}"
    rf"(?:\s[A-ZØÆÅ]{{1,2}}(?![\w]))?)?"
)
_STREET_EU = (
    rf"(?:(?:{_NAME}\s){{0,3}}(?:[{_UPPER}][{_LOWER}]*(?:-[{_UPPER}]?[{_LOWER}]+)*-?"
    rf"(?i:{trie_pattern(_STREET_WORDS)})"
    rf"|(?:{_NAME}\s){{1,3}}(?:Straße|Strasse|Str\.|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Markt|"
    rf"Straat|Laan|Plein|Gracht|Kade|Gade|Vej|Allé|Alle|Torv|Plads|Stræde)"
    rf"|(?:Am|An\sder|Auf\sdem|Im|In\sder|Unter\sden|Zum|Zur)\s{_NAME}(?:\s{_NAME})?))"
)
# Addresses are found from their house number outwards: the street name must end right before it
# (checked on a short window), postcode and city may follow. Anchoring on digits keeps this fast.
# Only numbers that one of the forms in addresses can use are matched: after a word ending in a
# letter or "." and a space (a European street name), or before "<Capital>" or "<letter>
# <Capital>" (an English one; any non-ASCII character stands in for a capital here). Digit
# groups of card, account and phone numbers never reach the Python checks.
_HOUSE_NUMBER_RE = re.compile(
    rf"{DIGIT_OR_MORE}(?<![^\s(]\d)(?<=\d)"
    r"(?:(?<=[^\W\d_] \d)|(?<=\. \d)|(?=\d*[^\W\d_]? [A-Z\u0080-\U0010ffff]))"
    r"\d{0,4}(?!\d)(?![.:]\d)"
)
# Endings of the word before a house number that make it worth looking for a street name; "str"
# without its dot too (the street regex then decides: "Am Lindenstr 5").
_STREET_ENDINGS = (*sorted({w.rstrip(".") for w in _STREET_WORDS}), "str.")
_EU_TAIL_RE = re.compile(rf"{_HOUSE}{_NL_ADD}{_DA_FLOOR}{_EU_POST}(?![\w])")
_EU_TAIL_POST_RE = re.compile(
    rf"{_HOUSE}{_NL_ADD}{_DA_FLOOR},?\s(?:(?:D|A|CH|DK|NL|B)-)?\d{{4,5}}(?:\s?[A-Z]{{2}}(?![\w]))?"
    rf"\s{_CITY}(?:\s[A-ZØÆÅ]{{1,2}}(?![\w]))?(?![\w])"
)
# A street typed in lower case counts only as a compound ending in an unambiguous street word.
LOWER_STREET_SUFFIXES = (
    "straße",
    "strasse",
    "str.",
    "gasse",
    "allee",
    "straat",
    "laan",
    "gracht",
    "gade",
    "vej",
    "stræde",
    "plads",
)
_LOWER_STREET_RE = re.compile(
    rf"[{_LOWER}]{{3,}}-?(?:" + "|".join(re.escape(x) for x in LOWER_STREET_SUFFIXES) + ")"
)
_EU_STREET_BEFORE_RE = re.compile(rf"(?<![\w]){_STREET_EU}\s\Z")
_ANY_NAME_BEFORE_RE = re.compile(rf"(?<![\w]){_NAME}(?:\s{_NAME}){{0,2}}\s\Z")
_EN_ADDRESS_RE = re.compile(
    rf"\d{{1,5}}[A-Za-z]?\s(?:[NSEW]\.?\s)?(?:[A-Z][a-z]+(?:'s)?\s){{1,3}}{_EN_SUFFIX}"
    rf"(?:\s(?:NW|NE|SW|SE|N|S|E|W)(?![\w]))?"
    rf"(?:,?\s(?:Apt|Flat|Unit|Suite)\.?\s?\w+)?"
    rf"(?:,\s[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)?"
    rf"(?:,?\s(?:[A-Z]{{2}}\s\d{{5}}(?:-\d{{4}})?|[A-Z]{{1,2}}\d[A-Z\d]?\s?\d[A-Z]{{2}}))?"
    rf"(?![\w])"
)


def addresses(text: str) -> Iterator[Span]:
    """Street and house number, with postcode and city when they follow."""
    if _POSTCODE_HINT_RE.search(text) is None:
        yield from _street_addresses(text)
        return
    found = list(_street_addresses(text))
    yield from found
    # Only the postcodes no street address above reached are read backwards.
    yield from postcode_addresses(text, found)


# A flat or unit written before the house number ("Flat 3, 27 Cranbrook Avenue", "Apt 4B, 18 ...").
_UNIT_BEFORE_RE = re.compile(
    r"(?<![\w])(?:Flat|Apt|Apartment|Unit|Suite|Whg|Wohnung|Lejlighed)\.?\s?#?[0-9A-Z]{1,5},?\s+\Z"
)


def _street_addresses(text: str) -> Iterator[Span]:
    """Addresses found from their house number outwards."""
    pos = 0
    while True:
        number = _HOUSE_NUMBER_RE.search(text, pos)
        if number is None:
            return
        i, pos = number.start(), number.end()
        span = None
        after = text[pos : pos + 3]
        # An English street name follows as "<number>[letter] <Capital>": test before the regex.
        if (after[:1] == " " and after[1:2].isupper()) or (
            after[:1].isalpha() and after[1:2] == " " and after[2:3].isupper()
        ):
            en = _EN_ADDRESS_RE.match(text, i)
            if en:
                span = (i, en.end())
        if span is None and i >= 2 and text[i - 1] == " ":
            window_start = max(0, i - 60)
            # The word before the number: from the last whitespace in the window.
            cut = max(
                text.rfind(" ", window_start, i - 1),
                text.rfind("\n", window_start, i - 1),
                text.rfind("\t", window_start, i - 1),
            )
            word = text[max(cut + 1, window_start) : i - 1]
            if word.lower().endswith(_STREET_ENDINGS):
                tail = _EU_TAIL_RE.match(text, i)
                street = _EU_STREET_BEFORE_RE.search(text, window_start, i) if tail else None
                if tail and street:
                    span = (street.start(), tail.end())
                elif tail and _LOWER_STREET_RE.fullmatch(word):
                    # Typed in lower case ("lindenstraße 14"): only an unmistakable compound.
                    span = (i - 1 - len(word), tail.end())
            if span is None and word[:1].isupper():
                tail = _EU_TAIL_POST_RE.match(text, i)
                name = _ANY_NAME_BEFORE_RE.search(text, window_start, i) if tail else None
                if tail and name:
                    span = (name.start(), tail.end())
        if span:
            start, end = span
            while end > start and text[end - 1] in ".,":
                end -= 1
            end = _tail_end(text, end)
            if (unit := _UNIT_BEFORE_RE.search(text, max(0, start - 24), start)) is not None:
                start = unit.start()  # "Flat 3, 27 Cranbrook Avenue": the flat first
            yield Span(start, end, "ADDRESS")
            pos = max(pos, end)


# What may follow a street and house number, after a comma or on the next line: a floor, flat or
# building part ("3. OG", "1. sal tv.", "Whg. 5", "Flat 2F1", "Rückgebäude"), a district or town
# on its own, and the postcode with the town in any of the four countries' and the English-
# speaking ones' orders ("10625 Berlin", "Harrogate HG1 2AB", "Chicago, IL 60625", "Dublin 2",
# "Co. Clare V95 H2K1").
_TOWN = rf"[{_UPPER}][{_LOWER}]+\.?(?:[ \-](?:[{_UPPER}][{_LOWER}]+|an der|am|upon|on|im)){{0,3}}"
_PART = (
    r"(?:\d{1,2}(?:\.\s?|e\s)(?:Stock|OG|Etage|Obergeschoss|sal|etage|verdieping|floor)"
    r"(?:\s(?:tv|th|mf)\.?)?"
    r"|(?:\d{1,2}(?:st|nd|rd|th)\s)?[Ff]loor(?:\s\d{1,2})?"
    r"|(?:st|kl)\.(?:\s?(?:tv|th|mf)\.?)?|EG(?:\s(?:links|rechts|li|re)\.?)?"
    r"|(?:Whg|Wohnung|Apt|Apartment|Flat|Suite|Unit|App|Appartement|Top|lejl|lejlighed|bus)\.?"
    r"\s?#?[0-9A-Z]{1,5}|#\d{1,4}[A-Z]?"
    r"|Hinterhaus|Vorderhaus|Seitenflügel|Rückgebäude|Hinterhof|Gartenhaus|kælder|baghus"
    r"|(?:links|rechts|tv|th|mf)\.?)"
)
_POSTAL_TOWN = (
    rf"(?:(?:(?:D|A|CH|DK|NL|B)-)?\d{{4,5}}(?:\s?[A-Z]{{2}}(?![\w]))?\s{_TOWN}"
    rf"(?:\s(?:[A-ZØÆÅ]{{1,2}}|\([{_UPPER}][{_LOWER}]+\))(?![\w]))?"
    rf"|(?:Co\.\s)?{_TOWN},?\s(?:[A-Z]{{1,2}}\d[A-Z\d]?\s?\d[A-Z]{{2}}"
    r"|[A-Z]\d{2}\s?[A-Z0-9]{4}|[A-Z]{2}\s\d{5}(?:-\d{4})?|[A-Z]{2}\s[A-Z]\d[A-Z]\s?\d[A-Z]\d"
    r"|\d{1,2}(?![\w])))"
    r"(?![\w])"
)
_EIRCODE = r"(?:[A-Z]\d{2}|D6W)\s?[A-Z0-9]{4}(?![\w])"
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}(?![\w])"
_TAIL_SEGMENT_RE = re.compile(
    rf"(?:,[ \t]*|[ \t]*\n[ \t]*)(?:(?P<post>{_POSTAL_TOWN}|{_EIRCODE})|(?P<part>{_PART})(?![\w])"
    rf"|(?P<town>(?:Co\.\s)?{_TOWN})(?=[,\n]))"
    # Without a comma: a flat after the number ("14 bus 3", "45 1e etage"), a postcode after the
    # town ("Kilkenny R95 X2T7").
    rf"|[ \t]+(?:(?P<flat>{_PART})(?![\w])|(?P<code>{_EIRCODE}|{_UK_POSTCODE}))"
)


def _tail_end(text: str, end: int) -> int:
    """The end of an address whose street ends at end, with its floor, town and postcode."""
    kept = end
    for _ in range(4):
        segment = _TAIL_SEGMENT_RE.match(text, end)
        if segment is None:
            break
        end = segment.end()
        if segment.lastgroup != "town":
            kept = end  # a lone town counts only before a postcode or a flat
    return kept


# ---------------------------------------------------------------- from the postcode backwards
#
# English-speaking countries' addresses often have no street word a list could hold ("221
# Kingsway", "31 Willow Bank", "21 Cois Abhainn", "55 W 46th St #12C"), but their postcode is
# unmistakable: a UK postcode ("M19 2LQ"), an Eircode ("D09 R2C8"), a US state and ZIP ("NY
# 10036"), an Australian state and postcode ("VIC 3065"). From such a postcode the address runs
# back over capitalised words, house numbers and commas, on its line and the line before, to a
# house number that a capitalised street name follows (or a flat or unit before it).
_US_STATES = (
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM "
    "NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC"
).split()
# Starts with a capital so that `re` skips in C from one capital to the next; the state before a
# ZIP or an Australian postcode is checked in Python.
_POSTCODE_RE = re.compile(
    r"[A-Z](?<![\w][A-Z])(?:[A-Z]?\d[A-Z\d]?\s?\d[A-Z]{2}|\d{2}\s?(?=[A-Z0-9]{0,3}[A-Z])[A-Z0-9]{4}"
    r"|[A-Z]{1,2}\s\d{4}(?:\d(?:-\d{4})?)?)(?![\w])"
)
# A digit as each postcode form has one: before two final capitals ("2LQ"), after a capital and a
# digit ("D09"), or after a state and a space ("NY 1", "VIC 3"). Starts with a digit: `re` skips
# to the next one in C.
_POSTCODE_HINT_RE = re.compile(r"\d(?:[A-Z]{2}(?![\w])|(?<=[A-Z]\d)\d|(?<=[A-Z] \d)\d{3})")
_AU_STATES = frozenset("NSW VIC QLD SA WA TAS ACT NT".split())
_US_STATE_SET = frozenset(_US_STATES)
_RUN_TOKEN_RE = re.compile(
    r"(?:#?\d{1,4}[A-Za-z]?(?:/\d{1,4}[A-Za-z]?)?|\d{1,3}(?:st|nd|rd|th)"
    r"|[A-Z][\w'’\-]*\.?|&)[,]?\Z"
)
_UNIT_WORDS = frozenset("Flat Apt Apartment Unit Suite Apt. Flat.".split())
_ABBREVIATIONS = frozenset("St. Co. Rd. Ave. Mt. Ft. N. S. E. W. Apt. Dr.".split())
_NUMBER_TOKEN_RE = re.compile(r"#?\d{1,4}[A-Za-z]?(?:/\d{1,4}[A-Za-z]?)?,?\Z")
_STREET_TOKEN_RE = re.compile(rf"{_EN_SUFFIX},?\Z")
_RUN_BACK = 90
# A reference's word right before a postcode-shaped code names it.
_CODE_BEFORE_RE = re.compile(
    r"(?i:code|kode|ref|reference|referenz|referentie|booking|buchung|boeking|order|ordre|"
    r"bestellung|bestelling|tracking|nummer|number|nr|no)\.?[:\s#]*\Z"
)
_NON_SPACE_RE = re.compile(r"\S+")


def postcode_addresses(text: str, found: Sequence[Span] = ()) -> Iterator[Span]:
    """Addresses found from an English-speaking country's postcode backwards (see above).

    found: addresses found already; a postcode inside one is not read again.
    """
    if _POSTCODE_HINT_RE.search(text) is None:
        return  # no digit where any of these postcodes has one
    for match in _POSTCODE_RE.finditer(text):
        if found and any(f.start <= match.start() < f.end for f in found):
            continue
        code = match.group()
        if code[0] in "QVX" and re.fullmatch(_UK_POSTCODE, code):
            continue  # no UK postcode area starts with Q, V or X: "Buchungscode Q7X2LM"
        if _CODE_BEFORE_RE.search(text, max(0, match.start() - 20), match.start()):
            continue  # "booking code AB1 2CD": a reference shaped like a postcode
        if " " in code and code.split(" ", 1)[0].isalpha():
            state, digits = code.split(" ", 1)
            if state not in (_US_STATE_SET if len(digits) >= 5 else _AU_STATES):
                continue
        # The tokens before the postcode, on its line and the two lines before it.
        window_start = max(0, match.start() - _RUN_BACK)
        line = match.start()
        for _ in range(3):
            line = text.rfind("\n", window_start, line)
            if line == -1:
                break
        window_start = line + 1 if line != -1 else window_start
        tokens = list(_NON_SPACE_RE.finditer(text[window_start : match.start()]))
        start = None
        has_street = False
        for index in range(len(tokens) - 1, -1, -1):
            token = tokens[index].group()
            if token.endswith(".") and token not in _ABBREVIATIONS and not token[:-1].isdigit():
                break  # a sentence ends before the address
            if _RUN_TOKEN_RE.fullmatch(token) is None:
                break
            if _STREET_TOKEN_RE.fullmatch(token):
                has_street = True
            following = tokens[index + 1].group() if index + 1 < len(tokens) else ""
            if (
                _NUMBER_TOKEN_RE.fullmatch(token)
                and not token.endswith(",")
                and following[:1].isupper()
            ):
                start = window_start + tokens[index].start()
                if index and tokens[index - 1].group().rstrip(",") in _UNIT_WORDS:
                    continue  # "Unit 5/18 Wattle St": the unit word before it too
                if index and tokens[index - 1].group().endswith(",") and index >= 2:
                    unit = tokens[index - 2].group()
                    if unit.rstrip(",.") in {w.rstrip(".") for w in _UNIT_WORDS}:
                        start = window_start + tokens[index - 2].start()  # "Flat 2, 41 Kingsway"
                        break
            elif token in _UNIT_WORDS and start is not None:
                start = window_start + tokens[index].start()
                break
        if start is None and has_street:
            # "Seaview Cottage, Coast Road, Ballyvaughan, Co. Clare V94 T6X3": no number.
            first = next(
                (
                    t
                    for t in tokens
                    if _RUN_TOKEN_RE.fullmatch(t.group())
                    and all(_RUN_TOKEN_RE.fullmatch(u.group()) for u in tokens[tokens.index(t) :])
                ),
                None,
            )
            if first is not None:
                start = window_start + first.start()
        if start is not None:
            yield Span(start, match.end(), "ADDRESS")
