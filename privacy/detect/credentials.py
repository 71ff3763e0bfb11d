"""Passwords and PINs a cue names from elsewhere than straight after it: a value before the cue
that a copula names, a cue glued to its value, a quoted string in the cue's clause or before the
cue, the cue word itself quoted after a copula, a value after a preposition that introduces the
cue, the next line after a cue alone on its line, and a plain word right after the cue.
"""

from __future__ import annotations

import re

from privacy.credential_words import MADE_OF_WORDS, NOT_A_VALUE, clean_value
from privacy.password_cues import (
    CLOSE_QUOTES,
    CUE_STEMS,
    CUE_WORD_RE,
    DIGIT_RE,
    JOINED_WORDS_RE,
    MAX_PASSPHRASE_WORDS,
    MODAL_IN_CLAUSE_RE,
    OPEN_QUOTES,
    POINTER,
    QUESTION_AFTER_RE,
    SENTENCE_MARK_RE,
    UI_WORDS,
    USER_WORDS,
    named_other_before,
    quoted,
    quoted_message,
    value_shaped,
)
from privacy.password_grammar import (
    CLAUSE_WORDS,
    CUE_INFLECTION_RE,
    MAX_PHRASE_WORDS,
    PHRASE_TOKEN_RE,
)
from privacy.password_talk import TALK, plain_value
from privacy.spans import Span

# A cue word with digits or symbols glued to it is a password of its own ("password1",
# "Passwort123!", "kodeord2024").
_GLUED_RE = re.compile(r"[\d!#$%&*@_+]\S*")
# Digits with capitals after them: the rest of a model's code, not a password's ending.
_MODEL_TAIL_RE = re.compile(r"\d+[A-Z][A-Z\d-]*")


def glued_password(text: str, cue_start: int, cue_end: int) -> Span | None:
    """The token of a cue word with digits or symbols glued to it, or None."""
    glued = _GLUED_RE.match(text, cue_end)
    if glued is None or (cue_start and text[cue_start - 1].isalnum()):
        return None
    start, end = clean_value(text, cue_start, glued.end())
    if end - start <= cue_end - cue_start or text[cue_end:end].isdigit() and end - cue_end > 6:
        return None
    return Span(start, end, "PASSWORD")


def model_code(text: str, cue_start: int, cue_end: int) -> bool:
    """True when a cue's letters start a model's code: capitals, digits, capitals ("type
    WW90T534DAW", "Modell PW44XK2"); a password ends on its digits ("PASSWORT123")."""
    tail = _MODEL_TAIL_RE.match(text, cue_end)
    return (
        tail is not None
        and (tail.end() == len(text) or not text[tail.end()].isalnum())
        and text[cue_start:cue_end].isupper()
    )


# "Sommer2024! is my password", "Tulp77# is mijn ww", "hunter2 er min kode": the value first, then
# a copula and the cue. Only a secret-shaped token: "this is my password" names none.
_VALUE_BEFORE_RE = re.compile(
    r"(?P<value>[^\s\"'„“»«]{3,})[\"'“”»«]?\s+(?:(?P<copula>is|ist|er|was|war|var|=|are|wäre|"
    r"zijn)|(?:(?:in|ein|ind)\s+)?(?P<as>as|als|som|zum|tot|for|für|voor|til))\s+"
    r"(?:(?:my|mein|meine|min|mit|mijn|m'n|mn|the|das|der|die|het|de|dit|dat|our|unser|vores|ons)"
    r"\s+)?(?:(?:new|neues|neue|nye|nyt|nieuwe|current|aktuelles|nuværende|huidige)\s+)?\Z",
    re.IGNORECASE,
)


_USE_VERB_BEFORE_RE = re.compile(
    r"(?<![\w])(?:use|used|using|chose|picked|have|had|set|nutze|nutzte|benutze|benutzt|verwende|"
    r"nehme|nahm|habe|hab|hatte|bruger|brugte|valgte|har|havde|gebruik|gebruikte|nam|neem|heb|"
    r"had|koos|typed|type|typing|entered|enter|entering|put|typ|typte|tik|tikte|voer|voerde|"
    r"tippe|tippte|gebe|gab|tast|taster|tastede|skriver|skrev|indtaster|indtastede)\s+"
    r"(?:(?:immer|always|altid|altijd|einfach|just|bare|gewoon|ich|ik|jeg|i|steeds|stets|still|"
    r"again|nog|wieder|igen|weer|been|using|in)\s+)*\Z",
    re.IGNORECASE,
)


_FOR_AS = frozenset("for für voor til".split())
_BEFORE_WORDS = frozenset(
    "is ist er was war var = are wäre zijn as als som zum tot for für voor til".split()
)
_POSSESSIVE_BEFORE_CUE_RE = re.compile(
    r"\s(?:my|mein|meine|min|mit|mijn|m'n|mn|our|unser|vores|ons)\s+\S*\s*\Z", re.IGNORECASE
)
_CLAUSE_START_BEFORE_RE = re.compile(r"(?:[.!?:;,(]\s*|\n\s*|^\s*)\Z")


_POINTED_BEFORE_RE = re.compile(r"(?P<value>[^\s,\"'„“»«]{3,})" + POINTER, re.IGNORECASE)


_POINTER_HINT_RE = re.compile(r"(?i:that|this|das |dies |dat |dit |det |dette )")
# A try verb before the value ("prøv lige med X - det er min mors kode", "try X, that's my code"):
# the value is what to try, as at a clause's start.
_TRY_BEFORE_RE = re.compile(
    r"(?<![\w])(?:try|prøv|prøve|probier|probiere|versuch|versuche|probeer)\s+"
    r"(?:(?:lige|mal|even|eens|just|bare|es|it|det|het|ruhig|gerne)\s+)*"
    r"(?:(?:with|med|mit|met)\s+)?\Z",
    re.IGNORECASE,
)


def _pointed_before(text: str, cue_start: int, letters: bool) -> Span | None:
    """The value before ", that is my password" (see _POINTED_BEFORE_RE), at its clause's start."""
    if _POINTER_HINT_RE.search(text, max(0, cue_start - 25), cue_start) is None:
        return None
    match = _POINTED_BEFORE_RE.search(text, max(0, cue_start - 60), cue_start)
    if match is None:
        return None
    start, end = clean_value(text, *match.span("value"))
    value = text[start:end]
    if not (
        start == 0
        or _CLAUSE_START_BEFORE_RE.search(text, max(0, start - 3), start)
        or _TRY_BEFORE_RE.search(text, max(0, start - 30), start)
    ):
        return None
    if letters and not any(c.isalpha() for c in value):
        return None
    if value_shaped(value, True) or (plain_value(value) and value.lower() not in TALK):
        return Span(start, end, "PASSWORD")
    return None


def password_before(text: str, cue_start: int, letters: bool = False) -> Span | None:
    """A secret-shaped value that a copula after it names as the password (see above).

    letters: a cue shared with one-time codes ("kode"): its password holds a letter.
    """
    return _named_before(text, cue_start, letters) or _pointed_before(text, cue_start, letters)


def _named_before(text: str, cue_start: int, letters: bool) -> Span | None:
    """password_before's value named by a copula or "as" right before the cue."""
    # The copula or "as" is one of the last four words: a split is cheaper than the search.
    if not _BEFORE_WORDS.intersection(
        text[max(0, cue_start - 40) : cue_start].lower().split()[-4:]
    ):
        return None
    match = _VALUE_BEFORE_RE.search(text, max(0, cue_start - 60), cue_start)
    if match is None:
        return None
    start, end = clean_value(text, *match.span("value"))
    value = text[start:end]
    if "@" in value or "://" in value:
        return None
    # "ich nutze Sonnenblume als Passwort": after a verb, a plain word named "as" the password.
    if match.group("as") is not None and match.group("as").lower() in _FOR_AS:
        if _USE_VERB_BEFORE_RE.search(text, max(0, start - 40), start) is None:
            return None  # "for" names the value only after a use verb ("using X for the password")
    # "Stroopwafel is mijn wachtwoord": a capitalised word opening its clause, named by a copula
    # and a possessive.
    owned = (
        match.group("copula") is not None
        and _POSSESSIVE_BEFORE_CUE_RE.search(match.group()) is not None
        and value[:1].isupper()
        and text[end : end + 1] == " "
        and plain_value(value)
        and value.lower() not in TALK
        and not QUESTION_AFTER_RE.match(text, cue_start)
        and (start == 0 or _CLAUSE_START_BEFORE_RE.search(text, max(0, start - 3), start))
    )
    plain = owned or (
        match.group("as") is not None
        and plain_value(value)
        and value.lower() not in TALK
        and value.lower() not in MADE_OF_WORDS  # "bruger sætninger som kode": what it is made of
        and _USE_VERB_BEFORE_RE.search(text, max(0, start - 40), start) is not None
        and not QUESTION_AFTER_RE.match(text, cue_start)
    )
    if not (value_shaped(value, True) or plain):
        return None
    if letters and not any(c.isalpha() for c in value):
        return None
    return Span(start, end, "PASSWORD")


_MAX_QUOTED_CHARS = 40
_OPEN_QUOTE_RE = re.compile("[" + re.escape(OPEN_QUOTES) + "]")
# Verbs of a button pressed or a message shown: the quoted words after them are the screen's.
_SHOWN_BEFORE_RE = re.compile(
    r"(?<![\w])(?:trykker|trykke|tryk|trykkede|klik|klikker|klikte|klikken|click|clicked|clicking|"
    r"press|pressed|tap|tapped|hit|drücke|drück|klicke|geklickt|gedrückt|says|said|sagt|sagte|"
    r"siger|sagde|zegt|zei|shows|showed|zeigt|zeigte|viser|viste|toont|staat|står|steht|stand|"
    r"message|meldung|melding|besked|fehlermeldung|fejlmeddelelse|foutmelding|error|just|bare|"
    r"gewoon|nur|only|kun|alleen)\W*(?:\w+\W+){0,2}\Z",
    re.IGNORECASE,
)


# An infinitive's marker right before a quote: "te", "zu", Danish "at" ("to" may name a new value:
# "changed it to 'tulip'").
_INFINITIVE_BEFORE_RE = re.compile(r"(?<![\w])(?i:te|zu|at)\s\Z")


def quoted_in_clause(text: str, cue_end: int) -> Span | None:
    """A quoted string later in the cue's sentence: the password, whatever stands between.

    Fail closed: "the pw has a space in it: 'blue moon'", "Passwort lautet (ohne
    Anführungszeichen) 'Mondschein'", "was set to 'tigerlily' by your technician".
    """
    limit = min(len(text), cue_end + 120)
    newline = text.find("\n", cue_end, limit)
    if newline != -1:
        limit = newline
    first = _OPEN_QUOTE_RE.search(text, cue_end, limit)
    if first is None:
        return None  # most cues have no quote after them: one search in C says so
    sentence_end = SENTENCE_MARK_RE.search(text, cue_end, limit)
    clause_end = sentence_end.start() if sentence_end else limit
    for quote in _OPEN_QUOTE_RE.finditer(text, first.start(), clause_end):
        pos = quote.start()
        if pos and not (text[pos - 1].isspace() or text[pos - 1] in "(:"):
            continue
        shown = _SHOWN_BEFORE_RE.search(text, max(cue_end, pos - 30), pos) is not None
        found = quoted(text, pos, limit)
        if found is None:
            return None
        start, end = found
        inner = text[start:end]
        words = [w.strip(".,;:!?()").lower() for w in inner.split()]
        if shown and (len(words) > 2 or DIGIT_RE.search(inner) is None):
            # "når jeg trykker 'nulstil'", "sagt immer 'falsche Daten'": a button, a message;
            # "auf dem Zettel steht 'Bergsee 1987'": a word and a number written down is one.
            return None
        if _INFINITIVE_BEFORE_RE.search(text, max(cue_end, pos - 4), pos) and inner.islower():
            return None  # "om mijn wachtwoord te 'bevestigen'": a verb quoted, no value
        if len(inner) > _MAX_QUOTED_CHARS or len(words) > 4 or inner.endswith("?"):
            return None
        if any(CUE_WORD_RE.fullmatch(w) for w in words) or words[0] in UI_WORDS:
            return None  # "klik op 'wachtwoord vergeten'": a button, not a value
        if quoted_message(inner):
            return None  # "es heißt 'Passwörter stimmen nicht überein'": a message
        if all(w in TALK for w in words):
            return None
        return Span(start, end, "PASSWORD")
    return None


# "ik log in met wachtwoord Bloemkool", "als Passwort Hasenfuß genommen", "with password
# fluffy": a preposition, the cue, then the value itself.
_PREPOSITION_BEFORE_RE = re.compile(
    r"(?<![\w])(?:met|mit|with|med|als|as|som|using|via|use|uses|used|nutze|nutzt|benutze|"
    r"verwende|bruger|brugte|gebruik|gebruikt|gebruikte)\s+"
    r"(?:(?:het|de|dem|den|the|my|mijn|m'n|mein|meinem|meinen|min|mit|mine)\s+)?"
    r"(?:(?:nieuwe|neuen|neuem|new|nye|oude|alten|old|gamle)\s+)?\Z",
    re.IGNORECASE,
)
_PREPOSITION_WORDS = frozenset(
    """met mit with med als as som using via use uses used nutze nutzt benutze verwende bruger
    brugte gebruik gebruikt gebruikte""".split()
)
# What such a cue names instead of a value: a protection, a manager, a reset.
_AFTER_PREPOSITION_CUE = frozenset(
    """protection protected schutz geschützt beveiliging beveiligd beskyttelse beskyttet manager
    reset login inloggen anmelden anmeldung logge einloggen einzuloggen field feld veld felt hint
    recovery wiederherstellung herstel gendannelse skulle skal kan kunne vil ville må burde
    muss musste soll sollte kann konnte wird würde moet moest zou kon wil should must would
    could will can said says say asks asked told tells requires required wants wanted needs
    needed sagt sagte verlangt zegt zei vraagt vroeg siger sagde kræver""".split()
)
_CLAUSE_END_AFTER_RE = re.compile(
    r"\s*(?:[.,;!?)]|\Z|\s(?:en|und|and|og|maar|aber|but|men|genommen|gekozen|gewählt|valgt|"
    r"gemaakt|eingerichtet|ingesteld|genomen|gebruikt|benutzt|brugt|used|chosen|gesetzt|gezet|"
    r"for|für|fürs|voor|til|on|auf|op|på|bei|bij|hos|at|in|im|i)"
    r"(?![\w]))",
    re.IGNORECASE,
)


def password_after_preposition(text: str, cue_start: int, cue_end: int) -> Span | None:
    """The token right after a cue that a preposition introduces ("met wachtwoord Bloemkool")."""
    # The preposition is one of the last three words before the cue: a split is cheaper than a
    # search from every position of the window.
    words = text[max(0, cue_start - 30) : cue_start].lower().split()[-3:]
    if not _PREPOSITION_WORDS.intersection(words):
        return None
    if _PREPOSITION_BEFORE_RE.search(text, max(0, cue_start - 30), cue_start) is None:
        return None
    inflection = CUE_INFLECTION_RE.match(text, cue_end)
    if inflection is None:
        return None
    token = PHRASE_TOKEN_RE.match(text, inflection.end())
    if token is None:
        return None
    start, end = clean_value(text, *token.span(1))
    while start < end and text[start] in OPEN_QUOTES:
        start += 1
    value = text[start:end]
    lowered = value.lower()
    if {lowered, lowered.rstrip("s")} & _AFTER_PREPOSITION_CUE or lowered in NOT_A_VALUE:
        return None
    if value_shaped(value, True):
        return Span(start, end, "PASSWORD")
    if not plain_value(value) or lowered in TALK or CUE_WORD_RE.fullmatch(lowered):
        return None
    if len(value) < 4 or text.startswith("?", end):
        return None  # "brug for mit kodeord vel?": a question's tag, not a value
    # "i use the passphrase correct horse battery staple": the words up to the clause's end.
    for _ in range(MAX_PHRASE_WORDS):
        if _CLAUSE_END_AFTER_RE.match(text, end) is not None:
            break
        token = PHRASE_TOKEN_RE.match(text, end)
        if token is None:
            break
        word_start, word_end = clean_value(text, *token.span(1))
        word = text[word_start:word_end]
        if not plain_value(word) or word.lower() in TALK or word.lower() in CLAUSE_WORDS:
            break
        end = word_end
    if _CLAUSE_END_AFTER_RE.match(text, end) is None:
        return None  # "met wachtwoord inloggen lukt niet": a verb and its clause go on
    return Span(start, end, "PASSWORD")


# The space runs are possessive: split two ways, a long run of spaces with no line break after it
# took time quadratic in its length to fail.
_LINE_CUE_REST_RE = re.compile(r"(?:s|et|en|n|e|es)?[^\S\n]*+[:=?]?[^\S\n]*+\n")


# The rest of a cue's line that ends on a colon ("kodeordet står på sedlen:\nX"): no sentence or
# clause ends between the cue and the colon, and no verb of saying stands before the colon ("I
# reset my password, the mail said:\nWelcome back" quotes a message).
_LINE_COLON_REST_RE = re.compile(
    r"[^\n.!?:,;]{0,80}(?<!said)(?<!says)(?<!sagt)(?<!siger)(?<!sagde)(?<!zegt)(?<!zei)"
    r"(?<!shows)(?<!zeigt)(?<!viser)(?<!toont)(?<!meldet)(?<!meldt)(?<!reads):[^\S\n]*\n"
)


# Words that open a message shown on a screen, not a value.
_MESSAGE_STEMS = ("fehler", "error", "fejl", "fout", "meldung", "melding", "besked", "message")


def value_on_next_line(text: str, cue_start: int, cue_end: int) -> Span | None:
    """A cue alone on its line names the next line ("Adgangskode\\nsommerfugl", a form pasted as
    it was filled in): that line, a few words at most, is the value. So does a cue whose line
    ends on a colon ("das Passwort steht auf dem Zettel:\\nX"): the next line, one or two words
    and the message's last or followed by a line break, is what the colon announces."""
    rest = _LINE_CUE_REST_RE.match(text, cue_end)
    most_words = 3
    if rest is None:
        rest = _LINE_COLON_REST_RE.match(text, cue_end)
        if rest is None:
            return None
        most_words = 2
    else:
        line_start = text.rfind("\n", 0, cue_start) + 1
        if text[line_start:cue_start].strip():
            return None
    start = rest.end()
    while start < len(text) and text[start].isspace():
        start += 1
    end = text.find("\n", start)
    end = len(text) if end == -1 else end
    start, end = clean_value(text, start, len(text[:end].rstrip()))
    value = text[start:end]
    words = value.split()
    if not 1 <= len(words) <= most_words or ":" in value:
        return None  # "Passwort\nBenutzer: x": the next line is another field
    first = words[0].lower()
    if first in TALK or CUE_WORD_RE.fullmatch(first) or first in USER_WORDS:
        return None
    if first in UI_WORDS or first.startswith(_MESSAGE_STEMS):
        return None  # "...seit gestern:\nFehlermeldung 403": the message the screen shows
    if not (value_shaped(words[0], True) or plain_value(words[0])):
        return None
    return Span(start, end, "PASSWORD")


# What may follow a plain word right after a cue for that word to be the password: the clause's
# end, or talk about it failing ("Passwort larkspur geht nicht", "kodeord larkspur virker ikke").
_BARE_FOLLOW_RE = re.compile(
    r"[^\S\n]*(?:[.,;!)–—]|-\s|\n|\Z|(?:geht|ging|funktioniert|klappt|virker|fungerer|duer|werkt|"
    r"werkte|lukt|doesn't|doesnt|isn't|isnt|won't|wont|didn't|didnt|wasn't|don't|does|did|"
    r"is|ist|er|was|war|var|not|nicht|ikke|niet|no|nein|nej|nee|und|and|og|en|aber|but|men|maar|"
    r"mehr|anymore|længere|meer|wird|wordt|bliver|gets|got)(?![\w]))",
    re.IGNORECASE,
)
# Words after a cue that name a kind of password or a thing about it, not its value; among them
# what a PIN comes in ("the PIN letter didn't come", "PIN-Brief", "pinbrevet").
_BARE_DENY = frozenset(
    """strength stärke styrke sterkte generator policy policies protection recovery expiry
    expires expired works worked fails failed keeps kept seems looks needs wants changes matches
    field fields box feld felder felt veld velden prompt screen page site seite side pagina
    however though too please then btw jedoch trouwens dog echter alleen anyway
    vergessen vergeten glemt forgotten forgot again nochmal igen opnieuw änderung wechsel
    eingabe abfrage regeln skift ændring ændringen wijziging herstel invoer eisen update entry
    input request thing things ding dinge ting tingen stuff issue
    ging geht gingen klappt klappte funktionierte lief läuft went goes gik går gaat lukte
    letter brief briefe brev brevet umschlag kuvert konvolut konvolutten envelope envelop
    mailer reminder erinnerung påmindelse herinnering""".split()
)
_BARE_GAP_RE = re.compile(
    r"(?:s|et|en|n|e|es)?(?P<sep>[^\S\n]+|,[^\S\n]+|\?[^\S\n]+|\.{3}[^\S\n]*|…[^\S\n]*)"
)


# Endings of the adverbs that comment on a sentence ("the same password, honestly").
_SENTENCE_ADVERB_ENDINGS = ("tly", "ally", "bly", "kly", "lich", "lijk", "weise")


def bare_value_after_cue(text: str, cue_start: int, cue_end: int) -> Span | None:
    """A plain word right after the cue, alone in its clause or before talk about it failing.

    Fail closed: "password larkspur", "Passwort larkspur geht nicht", "mijn wachtwoord?
    larkspur", "my password, larkspur, doesn't work": the token after a credential cue is the
    value unless it is talk about a password.
    """
    gap = _BARE_GAP_RE.match(text, cue_end)
    if gap is None:
        return None
    sep = gap.group("sep").strip()
    token = PHRASE_TOKEN_RE.match(text, gap.end() - 1) if gap.end() > cue_end else None
    if token is None:
        return None
    start, end = clean_value(text, *token.span(1))
    while start < end and text[start] in OPEN_QUOTES:
        start += 1
    value = text[start:end]
    lowered = value.lower()
    if (
        len(value) < 4
        or not (plain_value(value) or JOINED_WORDS_RE.fullmatch(value.rstrip("!?")))
        or lowered in TALK
        or lowered in NOT_A_VALUE
        or {lowered, lowered.removesuffix("s")} & (_BARE_DENY | _AFTER_PREPOSITION_CUE)
        or lowered.removesuffix("s") in NOT_A_VALUE
        or lowered + "s" in NOT_A_VALUE
        or lowered in USER_WORDS
        or CUE_WORD_RE.fullmatch(lowered)
        or (value.islower() and lowered.endswith(_SENTENCE_ADVERB_ENDINGS))
    ):
        return None
    if sep and not (end == len(text) or text[end] in ".,;!)\n" or text[end:].strip() == ""):
        return None  # after "?", "..." or "," only a word that ends its clause
    follow = _BARE_FOLLOW_RE.match(text, end)
    if follow is None:
        return None
    if (
        value.islower()
        and lowered.endswith("en")
        and MODAL_IN_CLAUSE_RE.search(text, max(0, cue_start - 40), cue_start) is not None
    ):
        return None  # "moest ik een nieuwe pincode kiezen": the modal's infinitive
    if (
        value.islower()
        and lowered.endswith(("en", "ern", "eln"))
        and not lowered.endswith("chen")  # a diminutive ("schneeglöckchen"), no verb
        and follow.group().strip()[:1].isalpha()
    ):
        return None  # "wachtwoord wijzigen lukt niet": an infinitive, then its verb
    return Span(start, end, "PASSWORD")


# ---------------------------------------------------------------- a quoted value before its cue
#
# "Hij accepteert 'hagelslagopbrood' niet als wachtwoord", "'Tulpenfeld' nimmt er nicht als
# Passwort", "the site rejects \"marmalade\" as a password": a quoted word or two earlier in the
# cue's sentence, which names it "as" the password, is the value the sentence talks about.
_SENTENCE_BEFORE_RE = re.compile(r".*[.!?\n]\s", re.DOTALL)
_QUOTED_BEFORE_WINDOW = 80


_AS_WORDS = frozenset("as als som zum zur for für fürs til voor like wie".split())


# Between a quoted value and its cue: "as", maybe an article or a possessive ("' as my ").
_AS_RIGHT_AFTER_RE = re.compile(
    r"[^\S\n]*+(?:as|als|som|for|til|voor)[^\S\n]++(?:(?:a|an|my|the|ein|eine|mein|meine|"
    r"das|min|mit|et|en|mijn|het|een)[^\S\n]++)?",
    re.IGNORECASE,
)


# ... or judged as one: "er 'kagemand' et godt nok kodeord?", "is 'ontbijtkoek' een goed genoeg
# wachtwoord?", "Ist 'Sonnenblume' ein sicheres Passwort?", "is 'pancake' a strong enough password".
_JUDGED_QUOTE_RE = re.compile(
    r"['\"‘“„»](?P<value>[^'\"’”«\s]{3,40})['\"’”«][^\S\n]+(?:(?:a|an|ein|eine|et|en|een)[^\S\n]+)?"
    r"(?i:good|strong|safe|secure|gut\w*|sicher\w*|stark\w*|godt|god|sikkert|sikker|stærkt|"
    r"stærk|goed|veilig|sterk\w*)[^\S\n]+(?:(?i:enough|genug|nok|genoeg)[^\S\n]+)?\Z"
)


def quoted_before_cue(text: str, cue_start: int) -> Span | None:
    """A quoted value earlier in the cue's sentence (see above)."""
    if not _AS_WORDS.intersection(text[max(0, cue_start - 16) : cue_start].lower().split()[-3:]):
        judged = _JUDGED_QUOTE_RE.search(text, max(0, cue_start - _QUOTED_BEFORE_WINDOW), cue_start)
        if judged is not None:
            return Span(*judged.span("value"), "PASSWORD")
        return None  # the value is named "as" the password ("niet als wachtwoord")
    window = max(0, cue_start - _QUOTED_BEFORE_WINDOW)
    if _OPEN_QUOTE_RE.search(text, window, cue_start) is None:
        return None  # most cues have no quote before them: one search in C says so
    sentence = _SENTENCE_BEFORE_RE.match(text, window, cue_start)
    begin = sentence.end() if sentence else window
    found = None
    for quote in _OPEN_QUOTE_RE.finditer(text, begin, cue_start):
        pos = quote.start()
        if pos and not (text[pos - 1].isspace() or text[pos - 1] in "(:"):
            continue  # a closing quote or an apostrophe
        inner = quoted(text, pos, cue_start)
        if inner is not None:
            found = inner
            break
    if found is None:
        return None
    start, end = found
    if not text[end + 1 : cue_start].strip():
        return None  # "a 'safe place' PIN": the quote names the kind of password
    if _SHOWN_BEFORE_RE.search(text, max(begin, start - 30), start) is not None:
        return None  # "it says 'wrong password'": a message shown
    words = [w.strip(".,;:!?()").lower() for w in text[start:end].split()]
    # A passphrase quoted right before "as my password" may have more words ("can I use 'my dog
    # loves pizza' as my password").
    most_words, most_chars = (3, _MAX_QUOTED_CHARS)
    if _AS_RIGHT_AFTER_RE.fullmatch(text, end + 1, cue_start):
        most_words, most_chars = (MAX_PASSPHRASE_WORDS, 2 * _MAX_QUOTED_CHARS)
    if len(words) > most_words or end - start > most_chars or text[end - 1] == "?":
        return None
    if any(w.startswith(CUE_STEMS) or CUE_WORD_RE.fullmatch(w) for w in words):
        return None  # "'Passwort vergessen' klicken", a message about passwords
    if words[0] in UI_WORDS or all(w in TALK for w in words):
        return None
    return Span(start, end, "PASSWORD")


# "It's literally 'password'", "mein Passwort ist einfach 'passwort'", "koden er bare
# 'kodeord'": the password word itself, quoted after a copula, is the value.
_COPULA_BEFORE_QUOTE_RE = re.compile(
    r"(?<![\w])(?:is|it's|it’s|ist|er|was|war|var|lautet|luidt|lyder|heißt|hedder|heet)\s+"
    r"(?:(?:literally|simply|just|really|actually|einfach|wirklich|echt|buchstäblich|bare|"
    r"simpelthen|bogstaveligt|virkelig|gewoon|letterlijk|echt|gewoonweg|nur|kun|alleen)\s+)?"
    r"[\"'„“‚‘»«]\Z",
    re.IGNORECASE,
)


def quoted_cue_word(text: str, cue_start: int, cue_end: int) -> Span | None:
    """The password word quoted after a copula: the password is that word (see above)."""
    if cue_start == 0 or text[cue_start - 1] not in OPEN_QUOTES:
        return None
    if text[cue_end : cue_end + 1] not in CLOSE_QUOTES or cue_end == len(text):
        return None
    if _COPULA_BEFORE_QUOTE_RE.search(text, max(0, cue_start - 30), cue_start) is None:
        return None
    if named_other_before(text, cue_start - 1):
        return None  # "my account name is 'password'": a user name
    return Span(cue_start, cue_end, "PASSWORD")
