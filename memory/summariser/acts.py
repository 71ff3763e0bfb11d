"""Dialogue acts of one sentence: promises, deferrals, questions, acceptance, a new matter."""

from __future__ import annotations

import re

from memory.summary_language import lexicon as lx
from memory.summary_language.text import per_turn

# The acts asked of one sentence or turn more than once while it is folded are cached
# (`per_turn`, emptied after each turn): each is a pure function of the text.


def _words(pattern: str) -> re.Pattern:
    return re.compile(rf"(?<![\w'])(?:{pattern})(?![\w'])", re.IGNORECASE)


# "we'll", "you'll": the contraction follows a letter, so it has no word boundary before it.
_FUTURE = re.compile(rf"(?<![\w'])(?:{lx.FUTURE})(?![\w'])|\w'll\b", re.IGNORECASE)
# The company side speaking in the present about what it does next ("Wir rufen Sie morgen zurück").
_PROMISER = re.compile(r"\b(?:wir|ich|we|i|vi|jeg|wij|ik)\b", re.IGNORECASE)
_CALLBACK = _words(lx.CALLBACK)
_HANDOVER = _words(lx.HANDOVER)
_FOLLOW_UP = _words(lx.FOLLOW_UP)
_DEFER = _words(lx.DEFER)
_PRESENT_PROMISE = re.compile(
    rf"\b(?:{lx.FIRST_PERSON})\s(?:\w+\s)?(?:{lx.ACTION_STEMS})\w*"
    rf"|\b(?:{lx.ACTION_STEMS})\w*\s(?:{lx.FIRST_PERSON})\b",
    re.IGNORECASE,
)
# Our people in the present, which promises in German, Danish and Dutch: "Han ringer, når han er
# 20 minutter væk", "der Monteur ruft Sie vorher an", "de bezorger belt u een uur vooraf".
_STAFF_PRESENT = re.compile(
    r"\b(?:han|hun|hij|zij|er|"
    r"(?:chauffør|montør|tekniker|håndværker|fotograf|bud|vognmand|reparatør)en|"
    r"(?:der|unser) (?:fahrer|techniker|monteur|kurier|handwerker|fotograf|bote|kollege)|"
    r"(?:de|onze) (?:monteur|bezorger|chauffeur|technicus|koerier|fotograaf|vakman|collega))"
    rf"\s(?:\w+\s)?(?:{lx.ACTION_STEMS}|bær|hent|hol|bring|breng|kom|komm)\w*",
    re.IGNORECASE,
)
_DONE = re.compile(rf"^\W*(?:{lx.DONE})\b", re.IGNORECASE)
_SOON = _words(lx.SOON)
_RECEIVER = _words(lx.RECEIVER)
_ASSISTANT_DEFERS = _words(lx.ASSISTANT_DEFERS)
_CUSTOMER_PENDING = _words(lx.CUSTOMER_PENDING)
_CUSTOMER_TODO = _words(lx.CUSTOMER_TODO)
_OFFER_MADE = _words(lx.OFFER_MADE)
_OFFER = _words(lx.OFFER)
_FILLER_QUESTION = _words(lx.FILLER_QUESTION)
_CORRECTION = _words(lx.CORRECTION)
_NEW_MATTER = _words(lx.NEW_MATTER)
_NEW_MATTER_STRONG = _words(lx.NEW_MATTER_STRONG)
_SETTLED = re.compile(rf"^\W*(?:{lx.SETTLED})\b", re.IGNORECASE)
_CLOSURE = _words(lx.CLOSURE)
_ACCEPT = re.compile(rf"^\W*(?:{lx.ACCEPT})(?:\W|$)", re.IGNORECASE)
_REFUSE = re.compile(rf"^\W*(?:{lx.REFUSE})(?:\W|$)", re.IGNORECASE)
# A promise about the past or a condition on the customer is not a commitment of ours.
_NOT_A_PROMISE = re.compile(
    r"^(?:if you|wenn sie|hvis du|als u|als je)\b|\b(?:hopefully|i hope|we hope|enjoy|"
    r"hoffentlich|ich hoffe|wir hoffen|viel spaß|forhåbentlig|jeg håber|god fornøjelse|"
    r"hopelijk|ik hoop|veel plezier|you will need|you'll need|you need|"
    r"safe travels|have a (?:good|nice|great|lovely)|ha' en|hav en|god weekend|god aften|"
    r"god tur|god dag|schönen|schöne|gute reise|gute fahrt|fijne|goede reis|prettige|"
    r"tak for|danke für|thanks for|thank you for|bedankt voor|dank u voor|dank je voor|"
    r"sie müssen|du skal|u moet|je moet|will be fine|wird schon|would be|would you|will you)\b",
    re.IGNORECASE,
)
# A name: capitalised words (with "de", "van", "von" between), or any words after "my name is".
_CAPITALISED = r"(?-i:[A-ZÄÖÜÆØÅ])[\w'-]+"
_NAME = rf"{_CAPITALISED}(?:\s(?:(?:de|van|der|den|von|la|le)\s)?{_CAPITALISED})?"
_INTRODUCTION = re.compile(
    r"^(?:(?:hi|hello|hey|hallo|hej|hoi),?\s)?(?:"
    rf"(?:my name is|mein name ist|ich heiße|jeg hedder|mit navn er|mijn naam is)\s[\w'-]+"
    r"(?:\s(?:(?:de|van|der|den|von)\s)?[\w'-]+)?"
    rf"|(?:ich bin|i'm|i am|this is|it's|jeg er|ik ben|hier is|dit is)\s{_NAME})"
    r"(?:\s(?:from|von|fra|van|of|bei|at|hos|bij)\s[^,.!?]+)?"
    # "..., customer number 4711-0815": a reference after the name says no more.
    r"(?:,?\s(?:[^\s,.!?]+\s){0,3}[\w/-]*\d[\w/-]*)?[.,!]?$"
    # "Müller hier.", "Anna here"
    rf"|^{_NAME}\s(?:hier|here|her)[.,!]?$",
    re.IGNORECASE,
)
# A guess about what someone thinks or is: never summarised.
GUESS = re.compile(
    r"\b(?:you probably think|you must think|you'll think|sie denken bestimmt|sie halten mich|"
    r"du tror sikkert|i tror sikkert|u denkt vast|je denkt vast|probably think|"
    r"halten mich bestimmt|synes sikkert"
    # ... said to several ("jullie denken vast", "ihr haltet mich sicher", "I tænker nok"), or
    # with another adverb of a guess ("you guys must be thinking", "u vindt me vast lastig").
    r"|you (?:guys |all |lot )?(?:probably|must|might|will|'ll) (?:think|be thinking)"
    r"|(?:sie|ihr|du) (?:denken|denkt|denkst|halten|haltet|hältst) (?:mich |uns )?"
    r"(?:bestimmt|sicher|wahrscheinlich|garantiert)"
    r"|(?:du|i|de) (?:tror|tænker|synes) (?:sikkert|nok|garanteret)"
    r"|(?:u|je|jij|jullie) (?:denkt|denken|vindt|vinden) (?:me |mij |ons )?(?:vast|wel|zeker|"
    r"waarschijnlijk))\b",
    re.IGNORECASE,
)


_WORDS = re.compile(r"\w+")


def commitment_kind(sentence: str) -> str | None:
    """The kind of promise an assistant sentence makes, or None when it makes none.

    A promise is what the company side will do or has just arranged: in the future or the
    passive ("the dispatch team will call you", "you will receive the policy"), in the present
    of German, Danish or Dutch ("die Spedition meldet sich", "ik zet het in de boeking"), or
    opened by what was just done ("Notiert: ...").
    """
    if sentence.rstrip().endswith("?") or _NOT_A_PROMISE.search(sentence):
        return None
    future = bool(_FUTURE.search(sentence) or _RECEIVER.search(sentence))
    for kind, pattern in (
        ("callback", _CALLBACK),
        ("handover", _HANDOVER),
        ("follow_up", _FOLLOW_UP),
    ):
        if pattern.search(sentence):
            return kind
    if future or _PRESENT_PROMISE.search(sentence) or _STAFF_PRESENT.search(sentence):
        return "other"
    if _DONE.search(sentence) and len(_WORDS.findall(sentence)) > 2:
        return "other"  # "Notiert: Lieferung am Freitag"; a bare "Notiert." promises nothing
    if _SOON.search(sentence) and _PROMISER.search(sentence):
        return "other"
    return None


_PERFECT = re.compile(
    r"\b(?:ich habe|wir haben|habe ich|haben wir|i've|i have|we've|we have|jeg har|vi har|"
    r"har jeg|har vi|ik heb|wij hebben|we hebben|heb ik|hebben we)\b"
    r"|^\W*(?:dann|then|så|dan)\s(?:\w+\s){0,3}?(?:ist|bleibt|wird|is|stays|will be|er|"
    r"bliver|blijft|wordt|blijven)\b",
    re.IGNORECASE,
)


@per_turn(64)
def confirms(sentence: str) -> bool:
    """The assistant sets or confirms something ("Notiert: ...", "I've moved it to ...",
    "Dann bleibt es bei ...")."""
    return bool(
        _DONE.search(sentence)
        or _PERFECT.search(sentence)
        or _DONE_PASSIVE.search(sentence)
        or _ENTERING.search(sentence)
    )


# The assistant entering it now: "Ich trage das ein.", "ik zet het erin", "jeg noterer det",
# "I'll put you down for that".
_ENTERING = re.compile(
    r"\b(?:ich trage|wir tragen|trage ich|tragen wir)\b[^.!?]{0,30}\bein\b"
    r"|\b(?:ik|we) (?:zet|zetten|noteer|noteren|boek|boeken|plan|plannen) (?:het|dat|dit|u|je)\b"
    r"|\b(?:jeg|vi) (?:noterer|booker|skriver|sætter) (?:det|dig|jer)\b"
    r"|\bI'll (?:put|book|note|pencil) (?:you|that|it)\b"
    r"|\bI'm (?:booking|putting) (?:you|that|it)\b",
    re.IGNORECASE,
)


# The thing set said first, its state last: "Freitag, 23. Mai ist eingetragen.", "Dinsdag de
# 21e staat genoteerd.", "Tirsdag er booket.", "Thursday is booked for you."
_DONE_PASSIVE = re.compile(
    r"\b(?:ist|sind|is|are|er|staat|staan|står)\s(?:jetzt\s|nun\s|now\s|nu\s|så\s|dan\s|dann\s)?"
    r"(?:eingetragen|notiert|vermerkt|gebucht|umgebucht|reserviert|noted|booked|reserved|"
    r"confirmed|noteret|booket|reserveret|bekræftet|genoteerd|geboekt|ingepland|gereserveerd|"
    r"vastgelegd|bevestigd)\b",
    re.IGNORECASE,
)


def is_wish(sentence: str) -> bool:
    """A wish or thanks ("Enjoy your new sofa!", "Safe travels to the team!")."""
    return bool(_NOT_A_PROMISE.search(sentence)) and len(sentence) < 60


# The customer's own next step on a named day ("jeg sender dem i eftermiddag", "I'll drop it
# in on Saturday", "ich komme am Samstag vorbei", "ik breng hem zaterdag langs").
_PLANS = re.compile(
    rf"\b(?:jeg|ich|i|ik|vi|wir|we|wij)(?:'ll)?\s(?:\w+\s){{0,4}}?(?:på\s|am\s|on\s|op\s)?"
    rf"(?:{lx.WEEKDAYS}|i eftermiddag|i aften|i morgen|heute abend|heute nachmittag|"
    rf"tomorrow|tonight|this afternoon|vanavond|vanmiddag|morgen)\b",
    re.IGNORECASE,
)
_PAST = re.compile(
    r"\b(?:har|havde|habe|hatte|have|had|heb|had|was|war|var|did|gestern|yesterday|i går|"
    r"gisteren|sidste|letzten|last|vorige)\b",
    re.IGNORECASE,
)


@per_turn(64)
def plans(sentence: str) -> bool:
    """The customer states a step of their own still to come, on a named day."""
    return bool(_PLANS.search(sentence)) and not _PAST.search(sentence)


_AWAITS = _words(lx.AWAITS)


_REQUIRE = _words(lx.REQUIRE)


def requires(sentence: str) -> bool:
    """The customer states what they need with a modal ("jeg skal bruge", "I need to have")."""
    return bool(_REQUIRE.search(sentence))


_CUSTOMER_STEP = _words(lx.CUSTOMER_STEP)
# "Das weiß ich noch nicht", "Dat denk ik wel": the inverted order after a verb of knowing or
# thinking says what the customer thinks, not what they will do.
_THINKING = frozenset(
    "weiß weiss denke glaube finde hoffe verstehe bin sehe "
    "know think guess hope "
    "ved tror synes håber forstår er ser mener "
    "weet denk vind hoop geloof snap begrijp ben zie bedoel".split()
)


@per_turn(64)
def customer_step(sentence: str) -> bool:
    """The customer's side states a step still to come: themselves in the inverted order of
    German, Danish or Dutch ("Dan betaal ik wel bij levering", "Lade ich heute Abend hoch"), or
    someone on their side ("Hij stuurt die specificatie vandaag", "Das klärt unsere IT")."""
    if _PAST.search(sentence):
        return False
    for match in _CUSTOMER_STEP.finditer(sentence):
        if not _THINKING.intersection(match.group(0).casefold().split()[:2]):
            return True
    return False


_QUESTION_START = re.compile(
    rf"^\W*(?:(?:and|so|but|oh|ok|okay|also|und|aber|og|men|så|en|maar|dus)\W+)?"
    rf"(?:{lx.QUESTION_START})\s+\w",
    re.IGNORECASE,
)


# A question asked as a statement ("I was wondering whether ...", "Ich wüsste gern, ob ...",
# "Jeg vil gerne vide om ...", "Ik vraag me af of ...").
_INDIRECT_QUESTION = _words(lx.INDIRECT_QUESTION)


@per_turn(64)
def asks(sentence: str) -> bool:
    """A question: with a question mark, asked as a statement ("I'd like to know whether"), or
    without a mark but opened by a question word or a verb before its subject ("will my photos
    still be there", "hvad får jeg for en s21") and not closed by a full stop."""
    stripped = sentence.rstrip()
    if stripped.endswith("?") or _INDIRECT_QUESTION.search(stripped):
        return True
    if stripped.endswith((".", "!", ":")) or len(stripped.split()) < 3:
        return False
    return bool(_QUESTION_START.search(stripped))


_SENDING = _words(lx.SENDING)
_SENT = _words(lx.SENT)
_RECEIVED = _words(lx.RECEIVED)
_CONSULTING = _words(lx.CONSULTING)
_CONSULTED = _words(lx.CONSULTED)


# Words two mentions of one thing share beyond these: "die Fotos" ... "Hier sind die Fotos".
_COMMON = frozenset(
    "have habe haben here hier this that these those dies diese dieses with mich dich euch "
    "will werde wird heute today morgen tomorrow abend tonight aften vanavond dann then også "
    "auch also noch lige even just gerade right your ihre ihren ihr deine jeres jullie "
    "jouw first erst først eerst them they their there sind sein mein meine meinen dein "
    "deine kann können være bliver deres når wenn when what which wann "
    "wanneer hvornår".split()
)
_WORD = re.compile(r"\w{4,}")


def _stems(text: str) -> set[str]:
    return {w[:4] for w in _WORD.findall(text.casefold()) if w not in _COMMON}


def asks_to_send(sentence: str) -> bool:
    """The assistant asks for something to be sent ("Could you send us a photo?", "Kunt u de
    bon mailen?"): a bare yes promises it, and it stays open until it is sent."""
    return _SENDING.search(sentence) is not None


_BARE_YES_WORDS = 4


def bare_yes(text: str) -> bool:
    """A yes and hardly more ("Sure.", "Ja, klar.", "Ja hoor.")."""
    return accepts(text) and len(_WORDS.findall(text)) <= _BARE_YES_WORDS


def may_settle(text: str, *, by_customer: bool) -> bool:
    """Whether `text` says something was sent, received or asked at all: only then are the
    open points read against it (`closes_point`)."""
    if (_SENT if by_customer else _RECEIVED).search(text):
        return True
    return by_customer and bool(_CONSULTED.search(text))


def closes_point(point: str, text: str, *, by_customer: bool) -> bool:
    """Whether a later turn settles the open point `point`, about the same thing (a word in
    common): something to send once the customer sent it or the assistant received it ("Die
    Fotos schicke ich heute abend" ... "Hier sind die Fotos"), asking someone once the customer
    says they asked ("I need to talk to my wife" ... "I talked to my wife, we'll take it"; not
    the assistant's "until you have talked to her"). Questions are answered otherwise."""
    if _PAST.search(point) or not (_stems(point) & _stems(text)):
        return False
    if _SENDING.search(point) and _done(_SENT if by_customer else _RECEIVED, text):
        return True
    consulting = _CONSULTING.search(point)
    if not by_customer or point.rstrip().endswith("?") or not consulting:
        return False
    # ... with the one the customer was to ask: "min far har snakket om vin" does not settle
    # "det skal jeg lige snakke med Mikkel om"
    whom = _WHOM.search(point, consulting.start())
    if whom and whom.group(1).casefold() not in text.casefold():
        return False
    return _done(_CONSULTED, text)


# Whom the customer is to ask or talk to: the word after "with", "to", "mit", "med", "met".
_WHOM = re.compile(
    r"\b(?:with|to|mit|med|met|til|bei)\s(?:the|my|our|mein\w*|unser\w*|min|mine|vores|mijn|"
    r"onze|de|der|den|dem|die)?\s?([^\W\d_]{2,})",
    re.IGNORECASE,
)


# "when", "once" a few words before "I have talked to": a step still to come ("Så skriver jeg,
# når jeg har snakket med dyrlægen", "I'll tell you once I've asked my wife").
_WHEN_DONE = _words(
    lx.alt(
        "wenn|sobald|nachdem|bis",
        "when|once|as soon as|after|until",
        "når|så snart|efter at|indtil",
        "als|zodra|wanneer|nadat|totdat",
    )
)
_WHEN_REACH = 24  # characters: the conjunction and its subject ("når jeg ", "once we've ")


def _done(pattern: re.Pattern, text: str) -> bool:
    """`pattern` says in `text` that a thing was done, not that it will be once it is."""
    return any(
        not _WHEN_DONE.search(text, max(0, m.start() - _WHEN_REACH), m.start())
        for m in pattern.finditer(text)
    )


_CONDITION = _words(lx.CONDITION)
_CONDITION_EVENT = _words(lx.CONDITION_EVENT)
_CONDITION_NOUN = _words(lx.CONDITION_NOUN)


def waits_on_condition(sentence: str) -> bool:
    """An assistant statement that holds only once the customer or someone else does
    something ("Na ondertekening reserveren we de montageploeg", "the replacement is sent once
    the old coat arrives"); not one waiting on the company's own step ("Ich rufe Sie zurück,
    sobald der Lagerbestand geprüft ist")."""
    if _CONDITION_NOUN.search(sentence):
        return True
    for match in _CONDITION.finditer(sentence):
        # The condition's clause: up to the next comma, at most eight words.
        clause = sentence[match.start() :].split(",", 1)[0]
        if _CONDITION_EVENT.search(" ".join(clause.split()[:8])):
            return True
    return False


# "een week later", "a few days later", "zwei Wochen später", "en uge senere": a day counted from
# another, no putting off.
_COUNTED_FROM = re.compile(
    r"\b(?:a|an|one|two|three|four|a\s+few|\d+|een|twee|drie|vier|paar|eine?|zwei|drei|vier|"
    r"paar|en|et|to|tre|fire|par)\s+(?:days?|weeks?|months?|dag|dagen|dage|weken|uger?|"
    r"måned(?:er)?|maand(?:en)?|tage?n?|wochen?|monate?n?)\s*$",
    re.IGNORECASE,
)


@per_turn(64)
def _deferral(sentence: str) -> re.Match | None:
    """DEFER's first match in `sentence` that puts off (not "a week later"): asked of one
    sentence up to three times per turn."""
    for match in _DEFER.finditer(sentence):
        if not _COUNTED_FROM.search(sentence, max(0, match.start() - 30), match.start()):
            return match
    return None


@per_turn(64)
def _pending(sentence: str) -> re.Match | None:
    return _CUSTOMER_PENDING.search(sentence)


def deferral_at(sentence: str) -> int | None:
    """Where the customer's putting off starts in `sentence`, or None. A step of their own on
    a named day ("så kører jeg derud på lørdag") puts nothing off: the day is an arrangement."""
    pending = None if plans(sentence) else _pending(sentence)
    found = [m.start() for m in (_deferral(sentence), pending) if m]
    return min(found) if found else None


def puts_off(sentence: str) -> bool:
    """The customer puts off what was asked or offered, in words that say so ("let me ask my
    partner first", "Das muss ich mit meiner Tochter besprechen") or by naming a step still to
    come ("Mach ich heut abend"); the wider `defers` also reads "ich muss" as putting off."""
    return bool(_deferral(sentence)) or customer_step(sentence)


def defers(sentence: str) -> bool:
    """The customer puts off a decision or an action ("let me ask my partner first")."""
    return bool(_deferral(sentence) or _pending(sentence))


def awaits(sentence: str) -> bool:
    """Something waits for someone's approval or a condition ("the partners have to approve
    anything over £10,000"): still open, though what it says holds."""
    return bool(_AWAITS.search(sentence))


# "Du skal aldrig skrive dit password her", "Entsperren müssen Sie die Geräte nicht": a warning
# or what is not needed, no step of the customer's; "vergessen Sie nicht" is one.
_PROHIBITION = re.compile(
    r"\b(?:never|not|don't|do not|no need|nothing|nie|niemals|nicht|nichts|nirgends|kein\w*|"
    r"aldrig|ikke|intet|ingenting|nooit|niet|niets|niks|geen)\b",
    re.IGNORECASE,
)
_REMINDER = re.compile(
    r"\b(?:don't forget|do not forget|vergessen sie nicht|nicht vergessen|glem ikke|"
    r"vergeet niet|vergeet u niet)\b",
    re.IGNORECASE,
)


# Where the words about a to-do end: the clause, or a condition attached to it ("Vul het in
# als het pakket vanavond niet opduikt").
_CLAUSE_END = re.compile(
    r"[,;:–—]|\s-\s|\b(?:if|when|unless|wenn|falls|sofern|hvis|når|medmindre|als|tenzij)\b",
    re.IGNORECASE,
)


# An assistant sentence opened by what the customer is to do ("Send journalnummeret her",
# "Breng uw identiteitskaart mee", "Please return the old one").
_IMPERATIVE = re.compile(
    r"^\W*(?:(?:please|bitte|venligst|graag|so|then|dann|så|dan|just|einfach|bare|gewoon)\W+)?"
    r"(?:send|bring|return|fill|upload|reply|sign|reset|print|keep|forward|"
    r"schicken sie|senden sie|bringen sie|füllen sie|laden sie|unterschreiben sie|"
    r"drucken sie|bewahren sie|setzen sie|tag|udfyld|husk|skriv|returner|print|underskriv|"
    r"aflever|nulstil|gem|stuur|breng|neem|vul|teken|onderteken|"
    r"retourneer|bewaar)\b",
    re.IGNORECASE,
)


def _customer_todo(sentence: str) -> re.Match | None:
    """The customer's to-do in an assistant sentence, unless its own clause forbids or spares
    it (a negation up to six words after it, or just before it)."""
    match = _CUSTOMER_TODO.search(sentence) or _IMPERATIVE.search(sentence)
    if not match or _REMINDER.search(sentence):
        return match
    after = sentence[match.end() :]
    end = _CLAUSE_END.search(after)
    after = " ".join(after[: end.start() if end else None].split()[:6])
    before = " ".join(sentence[: match.start()].split()[-2:])
    if _PROHIBITION.search(f"{before} {match.group(0)} {after}"):
        return None
    return match


def leaves_open(sentence: str) -> bool:
    """An assistant statement leaving something open: the customer's to-do, an offer not yet
    taken, or a question it cannot answer yet."""
    return bool(
        _customer_todo(sentence)
        or _OFFER_MADE.search(sentence)
        or _ASSISTANT_DEFERS.search(sentence)
        or _AWAITS.search(sentence)
    )


_CLAUSE_START = re.compile(r"[,;:]\s+|\s[-–]\s")


def todo_clause(sentence: str) -> str | None:
    """The clause of an assistant sentence naming what the customer still has to do."""
    match = _customer_todo(sentence)
    if not match:
        return None
    starts = [m.end() for m in _CLAUSE_START.finditer(sentence, 0, match.start())]
    return sentence[starts[-1] if starts else 0 :].strip()


def offers(sentence: str) -> bool:
    """An assistant statement offering something the customer has not taken yet."""
    return bool(_OFFER_MADE.search(sentence))


_PASSES_ON = _words(lx.PASSES_ON)
_NOT_KNOWN_YET = _words(lx.NOT_KNOWN_YET)


def assistant_defers(text: str) -> bool:
    """The assistant does not answer the customer's question yet: it cannot say, has to check,
    passes the question on, or does not know yet."""
    return bool(
        _ASSISTANT_DEFERS.search(text) or _PASSES_ON.search(text) or _NOT_KNOWN_YET.search(text)
    )


@per_turn(64)
def is_offer(sentence: str) -> bool:
    return bool(_OFFER.search(sentence))


_OFFER_QUESTION = _words(lx.OFFER_QUESTION)


_CHOICE = re.compile(r"\b(?:or|oder|eller|of)\b", re.IGNORECASE)


def offers_in_question(sentence: str) -> bool:
    """A yes-or-no question offering something ("Shall I add the removal?", "Zal ik die
    zetten?"): taken or turned down, not answered. "What size would you like?" and "Möchten
    Sie eine Erstattung oder einen Umtausch?" are answered by what the customer says."""
    if not sentence.rstrip().endswith("?") or _CHOICE.search(sentence):
        return False
    match = _OFFER_QUESTION.search(sentence)
    if not match:
        return False
    before = sentence[: match.start()].casefold().replace(",", " ").split()
    return all(word in _LEADING for word in before)


# What may come before a yes-or-no offer ("And shall I ...", "Dann soll ich ...").
_LEADING = frozenset("and so then ok okay und dann also gut og så ellers en dan oké".split())


@per_turn(64)
def is_filler_question(sentence: str) -> bool:
    return bool(_FILLER_QUESTION.search(sentence))


def asks_anything_else(sentence: str) -> bool:
    """The assistant asks whether there is anything else ("Kann ich sonst noch helfen?"); not
    "Nog iets: hebt u medewerkers die ...?", where the words open a question of its own."""
    if not sentence.rstrip().endswith("?"):
        return False
    match = _FILLER_QUESTION.search(sentence)
    return match is not None and sentence[match.end() :].lstrip()[:1] not in {":", "-", "–"}


_LOOKUP = _words(lx.LOOKUP)


def reads_out_order(text: str) -> bool:
    """The assistant reads out what it looked up ("Ik zie uw bestelling ...", "I can see
    booking ...")."""
    return bool(_LOOKUP.search(text))


@per_turn(64)
def corrects(text: str) -> bool:
    return bool(_CORRECTION.search(text))


# A yes or a no opening a sentence of the assistant's ("Ja, das ist abgedeckt.", "Unfortunately
# not.", "Desværre ikke.").
_YES_OR_NO = re.compile(
    r"(?:^|[.!?]\s+)(?:ja|jo|nein|doch|leider|natürlich|selbstverständlich|klar|"
    r"yes|yeah|no|sure|unfortunately|of course|certainly|absolutely|definitely|"
    r"nej|desværre|selvfølgelig|ja da|"
    r"nee|helaas|natuurlijk|zeker|jazeker)(?![\w'])",
    re.IGNORECASE,
)


def answers_yes_or_no(text: str) -> bool:
    """A sentence of the turn opens with a yes or a no."""
    return _YES_OR_NO.search(text) is not None


def accepts(text: str) -> bool:
    return bool(_ACCEPT.search(text)) and not _REFUSE.search(text)


def refuses(text: str) -> bool:
    """The customer turns down what was offered ("No thanks", "Nee, liever niet")."""
    return bool(_REFUSE.search(text))


_APPROVAL = _words(lx.APPROVAL)
_NOT = re.compile(r"\b(?:nicht|not|n't|ikke|niet|kein\w*|geen)\b", re.IGNORECASE)


def agrees(text: str) -> bool:
    """The customer takes what was proposed: a yes, or a short approval after the value."""
    if accepts(text):
        return True
    return len(text.split()) <= 12 and bool(_APPROVAL.search(text)) and not _NOT.search(text)


def is_introduction(sentence: str) -> bool:
    sentence = sentence.strip()
    return bool(_INTRODUCTION.match(sentence)) or _introduces_with_role(sentence)


# "hier Sandra Lehmann von der Kessler Logistik GmbH in Bremen.", "Mark Verhoeven hier,
# facilitair manager bij De Vries & Kok": a name, then who the person is, and no verb.
_NAMED_SPEAKER = re.compile(
    r"^(?:(?:hallo|hello|hi|hey|hej|hoi|goedemorgen|goedemiddag|guten tag|good morning),?\s)?"
    rf"(?:(?:hier|here|this is|it's|her er|hier is|dit is|met)\s{_NAME}"
    rf"|{_NAME}\s(?:hier|here|her))(?=[\s,.!]|$)",
    re.IGNORECASE,
)
# A finite verb or a negation in what follows says something more than who is speaking.
_SAYS_MORE = re.compile(
    r"\b(?:ist|sind|war|hat|habe|haben|hatte|kann|will|möchte|brauche|is|are|was|has|have|had|"
    r"can|need|want|er|var|har|havde|kan|vil|skal|heeft|heb|hebben|zijn|wil|moet|nicht|not|"
    r"ikke|niet|kein\w*|geen|no)\b|\?",
    re.IGNORECASE,
)


def _introduces_with_role(sentence: str) -> bool:
    match = _NAMED_SPEAKER.match(sentence)
    if not match:
        return False
    rest = sentence[match.end() :]
    return len(rest.split()) <= 12 and not _SAYS_MORE.search(rest)


_PREAMBLE = _words(lx.PREAMBLE)


def only_asks_attention(sentence: str) -> bool:
    """A short opening that only asks for help or announces a question ("Ich habe eine
    Frage.", "Kan du hjælpe mig?"): not yet the concern."""
    return len(sentence.split()) <= 6 and bool(_PREAMBLE.search(sentence))


_DIGIT = re.compile(r"\d")
# The words around a reference number that say nothing more ("yes, my order number is ...").
_REFERENCE_WORDS = frozenset(
    "ja jo yes yeah yep sure klar ok okay gerne here hier her staat steht står is ist er es "
    "it's its it the der die das den de het my mein meine meiner min mit mine mijn our unsere "
    "vores onze and und og en also also: number nummer nummeret nr no order ordre bestelling "
    "bestellung auftrag auftragsnummer bestellnummer ordrenummer ordernummer booking buchung "
    "booking buchungsnummer bookingnummer boekingsnummer reference referenz ref reference: "
    "account konto kontonummer contract vertrag vertragsnummer kontrakt contract contractnummer "
    "invoice rechnung rechnungsnummer faktura fakturanummer factuur factuurnummer customer "
    "kunde kundennummer kundenr klant klantnummer ticket case sag sagsnr sagsnummer "
    "dossier dossiernummer tracking sendungsnummer".split()
)


def only_names_reference(sentence: str) -> bool:
    """A sentence naming a reference number and saying no more ("ordre EL-2025-301877.",
    "Ja, meine Kundennummer ist 4711-0815."); "Order 123 is late" says what is wrong."""
    if "?" in sentence:
        return False
    words = [w.strip(".,:;!()").casefold() for w in sentence.split()]
    words = [w for w in words if w]
    numbered = [w for w in words if _DIGIT.search(w)]
    if not numbered or len(words) > 12:
        return False
    return all(w in _REFERENCE_WORDS or _DIGIT.search(w) for w in words)


# How far into a turn an opener counts: "Ok. Andere Sache: ..." but not "Geht da noch was?".
_OPENING = 60


def announces_new_matter(text: str) -> bool:
    """An opener of an explicitly different matter ("different thing", "while I've got you")."""
    return bool(_NEW_MATTER_STRONG.search(text[:_OPENING]))


_SENTENCE_END = re.compile(r"[.!?]")


def _opener(text: str) -> re.Match | None:
    """An opener adding a matter near the turn's start, standing as one ("Noch eine Frage:",
    "one more thing, ...", "Ik heb nog een andere vraag.") and not a part of a question ("En moet
    ik nog iets tekenen?")."""
    match = _NEW_MATTER.search(text[:_OPENING])
    if not match:
        return None
    after = text[match.end() :]
    if after[:1] in {":", ",", "-", "–", ";"} or after[:2] in {" -", " –"}:
        return match
    end = _SENTENCE_END.search(after)
    return None if end and end.group(0) == "?" else match


# An opener numbering the questions of one matter ("Zweite Frage:", "second thing").
_NUMBERED = re.compile(
    r"\b(?:zweite\w*|zweitens|dritte\w*|second|secondly|third|andet|anden|tredje|tweede|derde)"
    r"\b",
    re.IGNORECASE,
)


# Words that may link a nod to the opener after it ("ok and one more thing", "ach doch noch").
_LINKS = frozenset(
    "and also so but oh und also aber ach doch og så men nå en ook maar nou dus ja yes jo".split()
)


def _only_a_nod(text: str) -> bool:
    """Nothing, or a nod of a few words ("Super.", "ok great,"): what may open a turn before an
    opener; not a sentence about the matter ("Prima, ik stuur het door.", "we gaan"), nor the
    start of one after the nod ("Super. Vi har i øvrigt ...")."""
    words = _WORDS.findall(text)
    if not words:
        return True
    last = _SENTENCE_END.split(text)[-1]
    if not settles(last) and not all(w.casefold() in _LINKS for w in _WORDS.findall(last)):
        return False
    return len(words) <= 3 and (settles(text) or all(w.casefold() in _LINKS for w in words))


def opens_with_opener(text: str) -> bool:
    """The turn opens with an opener adding a matter, after a nod at most ("Prima. Nog een
    vraag: ..."), not after a sentence about the matter ("Prima, ik stuur het door. Er is nog
    iets: ...")."""
    opener = _opener(text)
    return opener is not None and _only_a_nod(text[: opener.start()])


_LIST_ITEM = re.compile(rf"(?<![\w'])(?:{lx.LIST_ITEM})", re.IGNORECASE)


def continues_list(text: str) -> bool:
    """The turn opens on an item of a list ("zweitens: ...", "Secondly, ...", "For det andet
    ..."), after a nod at most."""
    match = _LIST_ITEM.search(text[:_OPENING])
    return match is not None and _only_a_nod(text[: match.start()])


def numbers_question(text: str) -> bool:
    """The turn's opener numbers a question of a series ("Zweite Frage: ...")."""
    opener = _opener(text)
    return opener is not None and _NUMBERED.search(opener.group(0)) is not None


def after_opener(text: str) -> str:
    """What follows an opener adding a matter ("Andere vraag: abonnement aanpassen." ->
    "abonnement aanpassen."), or the whole text without one."""
    opener = _opener(text)
    return text[opener.end() :].lstrip(" :,;-–") if opener else text


def adds_matter(text: str) -> bool:
    """An opener adding a matter ("one more thing", "noch eine Frage") near the turn's start."""
    return _opener(text) is not None


_MOVING = _words(lx.MOVING)
_IDENTIFIER_SHAPE = re.compile(r"\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+-[A-Z0-9-]+\b")
# Another, earlier purchase or event ("the desks from last month", "vor drei Wochen bestellt",
# "for halvanden uge siden", "vorige maand gekocht").
_EARLIER = _words(lx.EARLIER)
# Someone else's thing ("my daughter's coat", "das Rad von meiner Freundin", "min datters
# cykel", "de jas van mijn zoon").
_OTHERS_THING = re.compile(
    rf"(?<![\w'])(?:(?:für|von|for|til|voor|van)\s(?:{lx.OTHER_PERSON})|(?:{lx.OTHER_PERSON})'s|"
    rf"{lx.OTHER_GENITIVE})(?![\w'])",
    re.IGNORECASE,
)


def _new_identifier(text: str, known: frozenset | set) -> bool:
    """A reference number in `text` not named before in the matter (`known`: casefolded)."""
    return any(m.group(0).casefold() not in known for m in _IDENTIFIER_SHAPE.finditer(text))


def names_another_order(text: str, known: frozenset | set = frozenset()) -> bool:
    """After an opener ("Andere vraag: ...", "one more thing, ..."), a reference number not named
    before in the matter (`known`, casefolded) or an earlier purchase: another order's matter."""
    if _opener(text) is None:
        return False
    rest = after_opener(text)
    return _new_identifier(rest, known) or _EARLIER.search(rest) is not None


def new_matter_evidence(text: str, known: frozenset | set = frozenset()) -> bool:
    """A turn opened by "one more thing" that is about something else: it says no more than
    that (the matter follows), names someone else's need or thing, a move, an earlier purchase,
    or a reference number not named before (`known`, casefolded). Without such a sign it is
    most often about the same matter ("one more thing, can they carry it upstairs?")."""
    rest = after_opener(text)
    if len(rest.split()) <= 2 and "?" not in rest:
        return True
    return bool(
        _OTHER_NEEDS.search(rest)
        or _OTHERS_THING.search(rest)
        or _MOVING.search(rest)
        or _EARLIER.search(rest)
        or _new_identifier(rest, known)
    )


_REFERS_BACK = _words(lx.REFERS_BACK)
_RELEVANCE = _words(lx.RELEVANCE)


def _known_identifier(text: str, known: frozenset | set) -> bool:
    """A reference number in `text` already named in the matter (`known`: casefolded)."""
    return any(m.group(0).casefold() in known for m in _IDENTIFIER_SHAPE.finditer(text))


def refers_back(text: str, known: frozenset | set = frozenset()) -> bool:
    """An aside or an item of a list that is about the matter at hand: said as background to
    it ("..., if that matters"), or referring back to its visit or delivery ("I'm not home
    when he comes", "the driver can ring twice") or to a reference number it named (`known`,
    casefolded) without naming a new one."""
    if _RELEVANCE.search(text):
        return True
    if _new_identifier(text, known):
        return False
    return (
        bool(_REFERS_BACK.search(text))
        or _known_identifier(text, known)
        or _known_thing(text, known)
    )


# A thing named with the definite article at the start ("Das Sofa muss in den zweiten Stock").
_DEFINITE_THING = re.compile(
    r"^\W*(?:der|die|das|den|the|this|that|de|het|dat|deze|det|denne)\s+([^\W\d_]{4,})",
    re.IGNORECASE,
)


def _known_thing(text: str, known: frozenset | set) -> bool:
    """The text opens on a thing the matter named already: "Das Sofa ..." after "Ecksofa
    Lugano", "the table ..." after "Nora coffee table" (`known`: the objects, casefolded)."""
    match = _DEFINITE_THING.match(text)
    if match is None:
        return False
    noun = match.group(1).casefold()  # four letters at least (the pattern's {4,})
    return any(word.endswith(noun) for value in known for word in _LETTER_RUN.findall(value))


_LETTER_RUN = re.compile(r"[^\W\d_]+")


_DIGRESSION = _words(lx.DIGRESSION)
# Someone else of the customer's side as what a sentence is about ("min søn skal også klippes").
_PERSON_FIRST = re.compile(rf"^\W*(?:\w+\W+){{0,2}}?(?:{lx.OTHER_PERSON})(?![\w'])", re.IGNORECASE)


def digression(text: str) -> str | None:
    """What follows an opener turning aside near the turn's start ("By the way, my invoice
    ...", "Übrigens, ich hätte gern ...", "Forresten, min søn ..."), or None without one."""
    match = _DIGRESSION.search(text[:_OPENING])
    if not match or not _only_a_nod(text[: match.start()]):
        return None
    return text[match.end() :].lstrip(" :,;-–")


def about_someone_else(text: str) -> bool:
    """The sentence opens on someone else of the customer's side ("my son also needs ...")."""
    return _PERSON_FIRST.search(text) is not None


_ASKS_WHEN = _words(lx.ASKS_WHEN)


def asks_when(text: str) -> bool:
    """The customer asks when something happens ("wanneer komt ie dan", "when can he come?")."""
    return bool(_ASKS_WHEN.search(text))


_OTHER_NEEDS = re.compile(
    rf"(?<![\w'])(?:{lx.OTHER_PERSON})(?![\w'])(?:\W+\w+){{0,6}}?\W+(?:{lx.NEEDS})(?![\w'])",
    re.IGNORECASE,
)


def opens_with_other_matter(text: str, known: frozenset | set = frozenset()) -> bool:
    """Someone else's need ("My son needs a phone line", not "my wife will be home"), a move,
    an earlier purchase or a reference number not named before (`known`) in the opening words
    of a turn."""
    head = text[: _OPENING + 20]
    return bool(
        _OTHER_NEEDS.search(head)
        or _MOVING.search(head)
        or _EARLIER.search(head)
        or _new_identifier(head, known)
    )


@per_turn(64)
def settles(text: str) -> bool:
    """A short acknowledgement ("great", "passt") opening the turn."""
    return bool(_SETTLED.search(text))


def closes(text: str) -> bool:
    """The customer says the matter is dealt with ("dann wäre das erledigt")."""
    return bool(_CLOSURE.search(text))
