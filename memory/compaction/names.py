"""Names that `slots.names` leaves out, by their shape in the sentence.

`slots.names` takes a run of capitalised words for a name only after a determiner, a place
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
- an error or part code of dotted digit groups ("H.02.07", "E.21.1").
Every value is a span of the sentence: the fold quotes it as it stands.
"""

from __future__ import annotations

import re

from . import slots

_UPPER = "A-ZÄÖÜÆØÅ"
_CAP_WORD = rf"(?-i:[{_UPPER}])[\w'’-]*"
# A word written with an inner capital ("QuietComfort", "ecoTEC", "WarmteZorg") or in capitals
# of two letters or more ("VW", "MS", "OG"); "McCarthy", "DeVries" and "O'Brien" are people.
_BRANDED = re.compile(
    rf"^(?!Mc|Mac|De[{_UPPER}]|Van[{_UPPER}]|O')\w*[a-zäöüæøå][{_UPPER}]\w*$|^[{_UPPER}]{{2,}}\d*$"
    # a model code of capitals and digits ("HS60-216", "C380")
    rf"|^(?=[\w/-]*\d)[{_UPPER}]{{1,4}}\d[\w/-]*$"
)
_RUN = re.compile(
    rf"(?<![\w'’-]){_CAP_WORD}(?:\s(?:&\s)?(?:{_CAP_WORD}|\d[\w/.-]*))+",
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
    r"(?=,|;|:|\.(?:\s|$)|$|\s(?:en|and|og|und)\s\d)",
)
_TOWN = re.compile(
    rf"(?:\b\d{{1,4}}[a-z]?|\b(?:wohn\w*|leb\w*|bor|woon\w*|live[sd]?|living))\s(?:in|i)\s"
    rf"((?-i:[{_UPPER}])[\w'’-]+(?:\s\((?-i:[{_UPPER}])\w+\))?)",
    re.IGNORECASE,
)
_DOTTED_CODE = re.compile(rf"(?<![\w.])[{_UPPER}]{{1,3}}\.\d{{1,3}}(?:\.\d{{1,3}})+(?![\w]|\.\d)")


def more_names(text: str, start: int, end: int, *, lang: str) -> list[tuple[str, int, int]]:
    """(kind, start, end) of the names above in text[start:end] (one sentence); kind is
    "product", "location" or "reference"."""
    found = []
    for match in _RUN.finditer(text, start, end):
        words = match.group(0).split()
        branded = [i for i, w in enumerate(words) if _BRANDED.match(w) and w not in _NOT_BRAND]
        if not branded or slots.names_a_reference(words[0]):
            continue  # "Bestellung AB-12345": the number is the object, an identifier
        # The brand and the kind may precede ("Bose QuietComfort", "Hansa Unterschrank
        # US80-720"), a pronoun may not ("Meinen Sie NaturStrom Flex").
        first = branded[0]
        while first > max(0, branded[0] - 2) and slots.may_start_name(words[first - 1]):
            first -= 1
        if first == len(words) - 1:
            continue
        offset = match.start() + len(" ".join(words[:first])) + (1 if first else 0)
        found.append(("product", offset, match.end()))
    for match in _STORE_AT.finditer(text, start, end):
        found.append(("location", *match.span(1)))
    if lang != "de":
        # German capitalises every noun: "2 Erwachsene und 2 Kinder" names no product.
        for match in _ITEM.finditer(text, start, end):
            found.append(("product", *match.span(1)))
    for match in _TOWN.finditer(text, start, end):
        found.append(("location", *match.span(1)))
    for match in _DOTTED_CODE.finditer(text, start, end):
        found.append(("reference", *match.span()))
    return found
