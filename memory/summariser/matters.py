"""A different matter opened without an announcing phrase.

Once the first matter is dealt with, a customer often goes straight on to the next one: "Wir
ziehen Ende März wieder um. Ich bräuchte 40 Umzugskartons", "Perfekt, damit ist das erledigt.
Wir möchten das Catering für die Weihnachtsfeier bestellen". What tells it from a follow-up on
the same matter is that it asks for something in the first person and hardly shares a word with
what was said so far. "What was said so far" is a bag of word stems of the current topic, kept
in the summariser's state and capped (`MAX_STEMS`), so no turn re-reads the history.
"""

from __future__ import annotations

import re

# The stems kept of one topic (about 1.5 KB of state at most): the newest, the oldest go first.
MAX_STEMS = 200
STEM_LENGTH = 5

_WORD = re.compile(r"[^\W\d_]{5,}")
# Words of five letters or more that say nothing about what a matter is about.
FUNCTION_WORDS = frozenset(
    "haben hatte hätte hätten wäre wären würde würden könnte könnten sollte sollten möchte "
    "möchten brauche brauchen bräuchte bräuchten bitte danke schon nicht nichts heute morgen "
    "immer wieder jetzt etwas einen einem einer eines meine meinen meiner meinem ihnen ihrer "
    "ihren unser unsere unseren unserer diese dieser dieses diesen damit dafür dabei darüber "
    "gerne genau leider eigentlich vielleicht einfach wirklich natürlich selbstverständlich "
    "about there their these those which would could should where while after before again "
    "still thanks thank please today tomorrow really maybe other another every being there's "
    "what's that's would like great perfect right sorry actually already just think "
    "kunne skulle ville rigtig gerne noget nogle andre efter stadig mange tusind hvordan "
    "hvornår hvilken eller allerede faktisk måske bliver blive havde derfor fordi "
    "heeft hebben worden wordt kunnen moeten zullen willen graag alvast andere misschien "
    "welke wanneer omdat eigenlijk natuurlijk gewoon alleen bedankt zouden hadden jullie".split()
)


# A compound of German, Danish or Dutch ends in the word it is a kind of ("proeftegel" is a
# "tegel"): of a long word, its last letters count as a stem too.
COMPOUND_LENGTH = 9


def stems(text: str) -> list[str]:
    """The content stems of `text`: the first letters of its longer words (and the last of a
    compound), without the words every matter uses."""
    out = []
    for word in _WORD.findall(text.casefold()):
        if word not in FUNCTION_WORDS:
            out.append(word[:STEM_LENGTH])
            if len(word) >= COMPOUND_LENGTH:
                out.append(word[-STEM_LENGTH:])
    return out


def remember(state: dict, text: str) -> None:
    """Add a turn's stems to the current topic's bag (capped)."""
    bag = state.setdefault("topic_stems", [])
    known = set(bag)
    bag.extend(s for s in dict.fromkeys(stems(text)) if s not in known)
    del bag[:-MAX_STEMS]


def shares_little(text: str, state: dict) -> bool:
    """Whether `text` hardly names what the current topic was about: at least four stems of
    its own, and at most one of them (and under a seventh) said before in the topic."""
    own = set(stems(text))
    if len(own) < 4:
        return False
    shared = own & set(state.get("topic_stems", ()))
    return len(shared) <= 1 and len(shared) < 0.15 * len(own)


def shares_much(text: str, state: dict) -> bool:
    """Whether `text` names what the current topic was about: two stems or more said before in
    the topic, a quarter of its own at least ("noch was zum router ... brauch ich den mietrouter
    dann überhaupt?" after "Mietrouter FRITZ!Box 5590 Fiber")."""
    own = set(stems(text))
    shared = own & set(state.get("topic_stems", ()))
    return len(shared) >= 2 and len(shared) >= 0.25 * len(own)


_SUBJECT = r"ich|wir|i|we|jeg|vi|ik|wij"
# The subject after its verb, in German, Danish and Dutch only.
_INVERTED = r"ich|wir|jeg|vi|ik|we|wij"
_WANT = (
    r"bräuchte|bräuchten|brauche|brauchen|benötige|benötigen|möchte|möchten|hätte gern|"
    r"hätten gern|hätte gerne|hätten gerne|würde gern|würden gern|würde gerne|würden gerne|"
    r"suche|suchen|wollen|"
    r"need|want|would like|'d like|am looking for|are looking for|'m looking for|"
    r"'re looking for|"
    r"vil gerne|vil have|skal have|skal bruge|har brug for|søger|mangler|kunne godt tænke|"
    r"wil|willen|zou graag|zouden graag|zoek|zoeken|heb \w+ nodig|hebben \w+ nodig"
)
# The verb alone before its subject: "Så vil jeg gerne ...", "Nu zou ik graag ...".
_WANT_FIRST = r"vil|ville|wil|zou|zouden|würde|würden|hätte|hätten"
# "Ich bräuchte ...", "we'd like ...", "jeg vil gerne ...", and the verb before its subject in
# German, Danish and Dutch ("Jetzt möchten wir ...", "Så vil jeg gerne ...", "Nu wil ik ...").
_REQUEST = re.compile(
    rf"(?<![\w'])(?:(?:{_SUBJECT})\s?(?:{_WANT})|(?:{_WANT}|{_WANT_FIRST})\s(?:{_INVERTED}))(?![\w'])",
    re.IGNORECASE,
)
# What points back at the thing just dealt with ("I'd like it sent", "die möchte ich dann auch").
_POINTS_BACK = re.compile(
    r"(?<![\w'])(?:it|them|es|ihn|dafür|dazu|davon|damit|dertil|dem|hem|ze|ervoor|erbij|ermee)"
    r"(?![\w'])",
    re.IGNORECASE,
)


_NEGATION = re.compile(
    r"(?<![\w'])(?:nicht|kein\w*|not|no|never|ikke|ingen|aldrig|niet|geen|nooit)(?![\w'])|n't\b",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[^.!?]+[.!?]*")


def requests(text: str) -> bool:
    """The customer asks for something in the first person ("Ich bräuchte 40 Kartons", "we'd
    like to book", "jeg har brug for", "we willen ... leasen"), in a sentence without a
    negation: "Ik wil liefst geen zwarte" says what they would rather not have."""
    for sentence in _SENTENCE.findall(text):
        if _REQUEST.search(sentence) and not _NEGATION.search(sentence):
            return True
    return False


_NAME_PAIR = re.compile(r"(?=\b([A-ZÄÖÜÆØÅ][\w-]+\s[A-ZÄÖÜÆØÅ][\w-]+))")


# "Ik wil ook graag ...", "Wir bräuchten dann noch ...": a request added to the matter at hand.
_ADDED = re.compile(
    r"(?<![\w'])(?:auch|noch|ebenfalls|also|too|as well|også|ook|nog|eveneens)(?![\w'])",
    re.IGNORECASE,
)


def adds_to(text: str) -> bool:
    """The text adds to what is being dealt with ("auch", "too", "også", "ook")."""
    return _ADDED.search(text) is not None


def names_any(text: str, objects: list[dict]) -> bool:
    """Whether `text` names one of the topic's objects ("order 4471"), or two capitalised words
    of one ("de Warm Grey" of "Mosa Core Collection in Warm Grey")."""
    folded = text.casefold()
    for entry in objects:
        value = entry["value"]
        if len(value) >= 4 and value.casefold() in folded:
            return True
        if any(pair in text for pair in _NAME_PAIR.findall(value)):
            return True
    return False


def new_request(text: str, state: dict, objects: list[dict]) -> bool:
    """A request of the customer's about something the topic has not named (none of its
    `objects`, hardly a word of it), not pointing back at it nor added to it ("also", "noch"):
    the opening of another matter."""
    return (
        requests(text)
        and not _POINTS_BACK.search(text)
        and not _ADDED.search(text)
        and shares_little(text, state)
        and not names_any(text, objects)
    )


def negated(sentence: str) -> bool:
    """A negation in the sentence ("das ist immer noch nicht erledigt")."""
    return _NEGATION.search(sentence) is not None
