"""Towns and countries by name (places.txt, built by places_build.py from GeoNames and
pycountry): a capitalised name after "to", "nach", "naar" or "til" that is one of them is where
something or someone goes ("booking til Larvik", "Nach Eckernförde, in eine Doppelhaushälfte",
"Portsmouth to Caen"). Read once at import: a frozenset of about 27,000 names, one set lookup per
candidate name."""

import re
from pathlib import Path

PLACES = frozenset(
    line
    for line in Path(__file__).with_name("places.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
)

# A name of up to three capitalised words after a preposition of direction; the turn may open
# with it ("Naar Apeldoorn, in de wijk Zevenhuizen."), or the town said rather than another
# ("Hellere Ikast, hvis det kan lade sig gøre", "lieber Ulm").
# ... or the place a home or site there is in ("Til et rækkehus i Svendborg", "to our cottage
# in Hornbæk", "naar een appartement in Zwolle").
PLACE_TO = re.compile(
    r"(?:(?:(?<![\w])(?:to|nach|naar|til|towards)\s|^\W*(?:to|nach|naar|til)\s)"
    r"(?:(?!(?:him|her|them|me|us|you|ihm|ihr|ihnen|mir|uns|dir|dig|mig|ham|hende|dem|os|hem|haar|"
    r"ons|mij|jou|hen)\s)(?:[^\W\d][\w'’-]*\s){1,4}?(?:in|i|im)\s)?"
    r"|(?<![\w])(?:rather|lieber|liever|hellere)\s)"
    r"((?-i:[A-ZÄÖÜÆØÅ][\w'’-]+(?:[\s-][A-ZÄÖÜÆØÅ][\w'’-]+){0,2}))",
    re.IGNORECASE,
)
# Chat is often typed in lower case ("ik ga naar zwolle", "rückgabe in hamburg"): after "to",
# "nach", "naar", "til" a lower-case word of five letters or more names a town too, when it is
# one; shorter ones are too often words ("ede", "ulm" aside, "dort" is German for "there").
PLACE_TO_LOWER = re.compile(
    r"(?<![\w])(?:to|nach|naar|til|towards|rather|lieber|liever|hellere)\s([^\W\d_][\w'-]{4,})"
    r"(?![\w])",
    re.IGNORECASE,
)
_BY_FOLDED = {name.casefold(): name for name in PLACES if " " not in name}


def places_to(text: str) -> list[tuple[int, int]]:
    """The spans of the towns and countries `text` names after a preposition of direction: the
    longest run of capitalised words that is a known name ("Den Haag", "Kolding")."""
    found = []
    for match in PLACE_TO.finditer(text):
        start, end = match.span(1)
        words = text[start:end].split()
        for size in range(len(words), 0, -1):
            name = " ".join(words[:size])
            if name in PLACES:
                found.append((start, start + len(name)))
                break
    for match in PLACE_TO_LOWER.finditer(text):
        word = match.group(1)
        if (
            word.islower()
            and word in _BY_FOLDED
            and not any(s <= match.start(1) < e for s, e in found)
        ):
            found.append(match.span(1))
    return sorted(found)


# A town's name goes on over a small word before its next capitalised one ("Kirchheim unter
# Teck", "Frankfurt am Main", "Stratford upon Avon", "Alphen aan den Rijn", "Bergen op Zoom").
_NAME_GOES_ON = re.compile(
    r"(?:\s(?:unter|am|an\sder|an|bei|ob\sder|im|in\sder|upon|on|on\sthe|aan\sden|aan\sde|"
    r"aan|op|ved|på))?\s(?-i:[A-ZÄÖÜÆØÅ][\w'’-]+)(?:\s(?-i:[A-ZÄÖÜÆØÅ][\w'’-]+))?",
    re.IGNORECASE,
)
# A branch, depot or store named by its town ("unserer Niederlassung Esslingen", "our Leeds
# depot" aside: the town after the word).
BRANCH_TOWN = re.compile(
    r"\b(?:niederlassung|filiale|standort|zweigstelle|lager|branch|depot|warehouse|store|"
    r"afdeling|filial|butik|vestiging|filiaal|magazijn)\s(?-i:([A-ZÄÖÜÆØÅ][\w'’-]+))",
    re.IGNORECASE,
)


def whole_name_end(text: str, start: int, end: int) -> int:
    """Where the known town starting at `start` ends when its name goes on past `end` (see
    _NAME_GOES_ON); `end` when it does not, or the longer name is no known town."""
    match = _NAME_GOES_ON.match(text, end)
    if match is None:
        return end
    # The longest known name, word by word back from the whole match.
    stops = [m.end() for m in re.finditer(r"[\w'’-]+", text[end : match.end()])]
    for stop in reversed(stops):
        if text[start : end + stop] in PLACES:
            return end + stop
    return end


def branch_towns(text: str) -> list[tuple[int, int]]:
    """The known towns a branch, depot or store is named by (see BRANCH_TOWN)."""
    return [m.span(1) for m in BRANCH_TOWN.finditer(text) if m.group(1) in PLACES]
