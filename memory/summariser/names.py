"""Names that `proper_names.names` leaves out, by their shape in the sentence.

`proper_names.names` takes a run of capitalised words for a name only after a determiner, a place
preposition or with a model number; a run of capitalised words alone is most often a person.
These are the other kinds, each with a sign that it is no person:
- a brand run: two or more capitalised words, one of them written with an inner capital or in
  capitals ("Bose QuietComfort Ultra", "NaturStrom Flex", "VW Golf Variant", "MS Skagen");
- a store or branch named after "bij"/"bei"/"hos"/"ved" with two capitalised words or more
  ("bij Fietsplus Overvecht", "bei Elektro Maier Süd");
- an item of an order read out, after its count ("1 Olea europaea olijfboom, ...", "12 zakken
  Pokon Terras & Balkon potgrond 40 liter"), up to the clause's end;
- the town after a house number or after living somewhere ("Ahornweg 12 in Lünen", "wir
  wohnen in Gießen"), German towns ending like plural nouns included;
- an error or part code of dotted digit groups ("H.02.07", "E.21.1");
- a run holding a variant word ("Mobile Small", "Zakelijk Vast", "Nibe Tryghed Plus", "Stor
  TV-pakke"): people are not called so (a colour may be a surname: "Jane Green");
- a thing's kind and its name after a determiner, with what it is made of ("een kledingkast
  Bergen 3-deurs in eiken", "de bank Lucca 3-zits in leer", "the lighter Riviera two-piece");
- two capitalised words joined by a dash: a route ("Hirtshals–Kristiansand"), a district
  ("Odden-Aarhus", "in Bochum-Ehrenfeld"); a title in quotes of its own ("'Gratis oprettelse –
  forår 2025'", "'Summer Saver'");
- a store or street with its town ("i Coop 365 i Hjørring", "på Algade i Aalborg"), a town
  with its qualifier ("in Halle (Saale)"), and where a trip starts ("Flug ab Düsseldorf",
  "vanaf Amsterdam Schiphol").
Every value is a span of the sentence: the fold quotes it as it stands.
"""

from __future__ import annotations

import itertools
import re

from memory.summary_language import proper_names

_UPPER = "A-ZÄÖÜÆØÅ"
_CAP_WORD = rf"(?-i:[{_UPPER}])[\w'’-]*"
# A word written with an inner capital ("QuietComfort", "ecoTEC", "WarmteZorg") or in capitals
# of two letters or more ("VW", "MS", "OG"); "McCarthy", "DeVries" and "O'Brien" are people.
_BRANDED = re.compile(
    rf"^(?!Mc|Mac|De[{_UPPER}]|Van[{_UPPER}]|O')\w*[a-zäöüæøå][{_UPPER}]\w*$|^[{_UPPER}]{{2,}}\d*$"
    # a model code of capitals and digits ("HS60-216", "C380")
    rf"|^(?=[\w/-]*\d)[{_UPPER}]{{1,4}}\d[\w/-]*$"
)
_CAMEL = rf"[a-zäöü]+(?-i:[{_UPPER}])[\w-]*"
# One short lower-case word inside a brand run ("Vaillant ecoTEC plus VC 206/5-5"), no joiner.
_NOT_LINKS = r"and|or|og|en|und|oder|eller|of|with|mit|med|met|in|i|for|til|für|voor"
_LINK = rf"(?: (?!(?:{_NOT_LINKS}) )[a-z]{{2,5}}(?= [A-Z0-9]))"
_RUN = re.compile(
    # (words on one line: a line break ends a name)
    rf"(?<![\w'’-]){_CAP_WORD}(?:{_LINK}? (?:& )?(?:{_CAP_WORD}|{_CAMEL}|\d[\w/.-]*))+",
)
# Capitals that are no brand: a shouted word, a unit, a country or a sentence's own "I".
_NOT_BRAND = frozenset("I OK TV PC ID EU USA UK NL DK DE CEO PDF SMS GB TB MB PIN".split())

_STORE_AT = re.compile(
    rf"\b(?:bij|bei|hos|ved)\s((?-i:[{_UPPER}])[\w'’-]+(?:\s(?:&\s)?(?-i:[{_UPPER}0-9])[\w'’-]*)+)",
    re.IGNORECASE,
)
_ITEM = re.compile(
    rf"(?:^|[:,]\s|\s(?:en|and|og|und)\s)\d{{1,3}}\s(?:[a-zæøåäöü]+\s)?"
    rf"((?-i:[{_UPPER}])[\w'’-]+(?:\s(?!(?:en|and|og|und|voor|for|für|til)\s)[\w'’&/-]+){{1,7}}?)"
    r"(?=,|;|:|\.(?:\s|$)|$|\s(?:en|and|og|und)\s\d|\s(?:with|met|med|mit)\s)",
)
_TOWN = re.compile(
    rf"(?:\b\d{{1,4}}[a-z]?|\b(?:wohn\w*|leb\w*|bor|woon\w*|live[sd]?|living))\s(?:in|i)\s"
    rf"((?-i:[{_UPPER}])[\w'’-]+(?:\s\((?-i:[{_UPPER}])\w+\))?)",
    re.IGNORECASE,
)
# Words naming a variant of a product or a plan, never a person.
_VARIANT = re.compile(
    r"^(?:plus|pro|max|mini|ultra|lite|premium|basic|basis|comfort|komfort|flex|fix|vast|"
    r"variabel|fastpris|small|medium|large|standard|extra|family|familie|business|zakelijk|"
    r"erhverv|cover|tryghed|stor|lille|groß|klein|groot|tv-pakke|tv-pakket)$",
    re.IGNORECASE,
)
_DETERMINER = r"een|de|het|the|a|an|our|your|en|et|den|det|jeres|din|uw|onze"
_PERSON_NOUN = re.compile(
    r"^(?:monteur|technician|colleague|collega|kollega|driver|chauffør|chauffeur|bezorger|"
    r"tekniker|adviser|advisor|adviseur|rådgiver|wife|husband|son|daughter|sister|brother|"
    r"zoon|dochter|zus|broer|vrouw|man|søn|datter|søster|bror|kone|mand|partner|friend|"
    r"vriend|vriendin|ven|veninde|mother|father|moeder|vader|mor|far)$",
    re.IGNORECASE,
)
_KIND_AND_NAME = re.compile(
    rf"\b(?:{_DETERMINER})\s([a-zæøå][a-zæøå-]{{3,}})\s(?-i:[{_UPPER}])[\w'’-]+"
    rf"(?:\s(?:(?-i:[{_UPPER}])[\w'’-]*|\d[\w-]*))*(?:\s[a-zæøå]+-[a-zæøå]+)?"
    rf"(?:\s(?:in|i|met|med|with)\s[a-zæøå]+(?:\s[a-zæøå]+)?(?=[,.;:]|\s(?:en|og|and|met)\s))?",
    re.IGNORECASE,
)
_AT_STORE_IN_TOWN = re.compile(
    rf"\b(?:i|på|in|at|op|bij|ved|hos)\s((?-i:[{_UPPER}])[\w'’-]+(?:\s(?:(?-i:[{_UPPER}])"
    rf"[\w'’-]*|\d+))*\s(?:i|in)\s(?-i:[{_UPPER}])[\w'’-]+)",
    re.IGNORECASE,
)
_TOWN_QUALIFIED = re.compile(
    rf"\b(?:in|i|aus|nach|naar|til)\s((?-i:[{_UPPER}])[\w'’-]+\s\((?-i:[{_UPPER}])\w+\))",
    re.IGNORECASE,
)
_TRIP = re.compile(
    r"\b(?:fly\w*|flight|flug|fliege\w*|abflug|vlieg\w*|vlucht|vertrek\w*|depart\w*|"
    r"afgang|afrejse|udrejse|reise\w*|rejse\w*|travel\w*)\b",
    re.IGNORECASE,
)
_FROM_PLACE = re.compile(
    rf"\b(?:ab|vanaf|from|fra)\s((?-i:[{_UPPER}])[\w'’-]+(?:\s(?-i:[{_UPPER}])[\w'’-]+)?)",
    re.IGNORECASE,
)
_LOWER = "a-zäöüßæøå"
_DASHED = re.compile(
    rf"(?<![\w–-])(?-i:[{_UPPER}])[{_LOWER}]{{2,}}([–-])(?-i:[{_UPPER}])[{_LOWER}]{{2,}}(?![\w–-])"
)
_PLACE_BEFORE = re.compile(
    r"\b(?:in|i|nach|naar|til|to|from|fra|ab|vanaf|aus|van|von|på|op|at)\s$", re.IGNORECASE
)
_QUOTED_TITLE = re.compile(
    rf"(?:(?<=\s)|^)['\"„“‚‘«]((?-i:[{_UPPER}])[^'\"„“”‚‘’«»\n]{{3,50}}?)['\"“”’‘»](?=[\s.,;:!?]|$)"
)
_DOTTED_CODE = re.compile(rf"(?<![\w.])[{_UPPER}]{{1,3}}\.\d{{1,3}}(?:\.\d{{1,3}})+(?![\w]|\.\d)")


def more_names(text: str, *, lang: str) -> list[tuple[str, int, int]]:
    """(kind, start, end) of the names above in one turn's text; kind is "product",
    "location" or "reference". (Each pattern stops at a sentence's end by its own shape.)"""
    found = [("product", s, e) for s, e in _brand_runs(text)]
    found += [("location", *m.span(1)) for m in _STORE_AT.finditer(text)]
    digits = _DIGIT.search(text) is not None
    if lang != "de":
        # German capitalises every noun: "2 Erwachsene und 2 Kinder" names no product.
        if digits:
            found += [("product", *m.span(1)) for m in _ITEM.finditer(text)]
        for match in _KIND_AND_NAME.finditer(text):
            kind = match.group(1)
            if not (_PERSON_NOUN.match(kind) or proper_names.is_colour(kind)) and not (
                proper_names.names_a_reference(kind)
            ):
                found.append(("product", match.start(1), match.end()))
        found += [("location", *m.span(1)) for m in _AT_STORE_IN_TOWN.finditer(text)]
    found += [("location", *m.span(1)) for m in _TOWN.finditer(text)]
    if "(" in text:
        found += [("location", *m.span(1)) for m in _TOWN_QUALIFIED.finditer(text)]
    if _TRIP.search(text):
        for match in _FROM_PLACE.finditer(text):
            if proper_names.may_start_name(match.group(1).split()[0]):
                found.append(("location", *match.span(1)))
    for match in _DASHED.finditer(text):
        route = match.group(1) == "–" or _PLACE_BEFORE.search(text, 0, match.start())
        if route or lang != "de":
            # (German joins nouns so: "Techniker-Service", "Juni-Abschlag" name nothing)
            found.append(("location" if route else "product", *match.span()))
    for match in _QUOTED_TITLE.finditer(text):
        # A campaign or a plan by its title ("'Gratis oprettelse – forår 2025'", "'Summer
        # Saver'"); quoted words of a person, a button ("click 'Send now'") or a German label
        # ("„Zahlungsdaten“") are no title.
        words = match.group(1).split()
        titled = lang != "de" and 2 <= len(words) <= 4 and all(w[0].isupper() for w in words)
        if titled or _DIGIT.search(match.group(1)):
            found.append(("other", *match.span(1)))
    if digits and "." in text:
        found += [("reference", *m.span()) for m in _DOTTED_CODE.finditer(text)]
    return found


_DIGIT = re.compile(r"\d")


def _brand_runs(text: str) -> list[tuple[int, int]]:
    """Runs of capitalised words with a brand's or a variant's sign (see the module's doc)."""
    spans: list[tuple[int, int]] = []
    for match in _RUN.finditer(text):
        words = match.group(0).split()
        lead = 0
        while lead < len(words) and not (
            words[lead][0].isupper()
            and (proper_names.may_start_name(words[lead]) or _BRANDED.match(words[lead]))
        ):
            lead += 1  # "I har Stor TV-pakke": the name starts at "Stor"
        if lead:
            if len(words) - lead < 2:
                continue
            match_start = match.start() + len(" ".join(words[:lead])) + 1
            words = words[lead:]
        else:
            match_start = match.start()
        branded = [i for i, w in enumerate(words) if _BRANDED.match(w) and w not in _NOT_BRAND]
        if not branded:
            # Up to a lower-case link ("Home Plus until March"): capitalised words alone.
            head = list(itertools.takewhile(lambda w: not w[0].islower(), words))
            variant = any(_VARIANT.match(w) for w in head[1:]) or (
                _VARIANT.match(head[0]) and head[0] != "Max"  # (a first name too)
            )
            if 2 <= len(head) <= 3 and variant:
                spans.append((match_start, match_start + len(" ".join(head))))
            continue
        if proper_names.names_a_reference(words[0]):
            continue  # "Bestellung AB-12345": the number is the object, an identifier
        # The brand and the kind may precede ("Bose QuietComfort", "Hansa Unterschrank
        # US80-720"), a pronoun may not ("Meinen Sie NaturStrom Flex").
        first = branded[0]
        while first > max(0, branded[0] - 2) and proper_names.may_start_name(words[first - 1]):
            first -= 1
        if first == len(words) - 1:
            continue
        offset = match_start + len(" ".join(words[:first])) + (1 if first else 0)
        spans.append((offset, match.end()))
    return spans
