"""Passwords said again or said as one of two: the old one after "the old one was X", an
alternative ("Aarhus2000 eller aarhus2000"), a password restated in a later clause after its
cue, the old password of a change "from X to Y", and other tokens of the message that say a
found password again.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import MADE_OF_WORDS, NOT_A_VALUE, clean_value
from privacy.password_cues import (
    CHANGE_BEFORE_RE,
    CHANGED_AFTER_RE,
    CLOSE_QUOTES,
    CUE_STEMS,
    CUE_WORD_RE,
    DASHES,
    GUESS_MARKER_RE,
    GUESS_VALUE_RE,
    NAMING_MARKER_RE,
    OPEN_QUOTES,
    SENTENCE_MARK_RE,
    TOKEN_RE,
    named_other_before,
    quote_closed_before,
    quoted,
    value_shaped,
)
from privacy.password_grammar import CLAUSE_WORDS, PHRASE_TOKEN_RE, password_value
from privacy.password_shapes import password_like
from privacy.password_talk import BE_WORDS, TALK, plain_value
from privacy.spans import Span

# After a password has been named, "the old one was X" names another ("neues Passwort ist A,
# altes war B"); these words count as cues only after a password value in the same message.
_PASSWORD_ELLIPSIS_RE = re.compile(
    r"(?<![\w])(?:das\s+)?(?:altes|alten|alte|vorheriges|vorherige|bisheriges|bisherige|"
    r"old\s+one|old|previous\s+one|previous|det\s+gamle|den\s+gamle|gamle|tidligere|"
    r"het\s+oude|de\s+oude|oude|vorige|the\s+real\s+one|the\s+right\s+one|das\s+richtige|"
    r"die\s+richtige|det\s+rigtige|den\s+rigtige|het\s+juiste|de\s+juiste|het\s+echte|"
    r"jetzt|now|nu|nun"
    # "the windows login is sunflower88 ..., and the bios one is 1357": another device's
    r"|the\s+(?:bios|router|wifi|wi-fi|windows|laptop|computer|pc|mac|tablet|ipad|phone)\s+one)"
    r"(?![\w])",
    re.IGNORECASE,
)


# "X eller Y", "X or Y": the password is one of two.
_ALTERNATIVE_RE = re.compile(
    r"[?!,]?\s+(?:eller|or|oder|of|ou)\s+(?:(?:måske|maybe|perhaps|vielleicht|misschien)\s+)?(\S+)",
    re.IGNORECASE,
)


def alternative_password(text: str, end: int, first: str = "") -> Span | None:
    """The second of two passwords given as alternatives ("Aarhus2000 eller aarhus2000", "fodbold,
    eller måske Fodbold med stort": the same word in other letters)."""
    match = _ALTERNATIVE_RE.match(text, end)
    if match is None:
        return None
    start, stop = clean_value(text, *match.span(1))
    value = text[start:stop]
    if value_shaped(value, True) or (first and value.lower() == first.lower() and value != first):
        return Span(start, stop, "PASSWORD")
    return None


_SEPARATOR_AHEAD_RE = re.compile(
    r"\s*(?::|=|(?:war|was|var|is|ist|er|lautete|hieß)(?![\w]))", re.IGNORECASE
)


def elliptic_passwords(text: str, after: int) -> Iterator[Span]:
    """Passwords named by "the old one was X" after a first password value."""
    # Only within the same sentence or two; a whole transcript is not searched per password.
    for cue in _PASSWORD_ELLIPSIS_RE.finditer(text, after, after + 80):
        # "neues: A, altes: B": a separator or copula right after the word, then any value.
        tight = _SEPARATOR_AHEAD_RE.match(text, cue.end()) is None
        found = password_value(text, cue.end(), tight=tight)
        if found is None and tight:
            # "vorher Tigerente, jetzt Tigerente2!", "Was 0000, nu 5291": a secret-shaped value
            # right after the word.
            token = PHRASE_TOKEN_RE.match(text, cue.end())
            if token is not None:
                start, end = clean_value(text, *token.span(1))
                if value_shaped(text[start:end], True):
                    found = (start, end)
        if found is not None:
            yield Span(found[0], found[1], "PASSWORD")


# After a password has been talked about, a later clause may still give it: restated after a
# comma ("ist der Name vom Hund, also Bello2016", "telefonnummer baglæns, altså 80554322") or by an
# inverted copula and a pronoun ("hab es zurückgesetzt, jetzt lautet es Kaffee mit Milch 3x",
# "nu hedder det Te med Honning 5x", "now it's Sunny Side 9"). Fail closed: the rest of that
# clause, a few words at most, is the password.
_RESTATED_RE = re.compile(
    r"[,;:–—-]\s*(?:"
    r"(?:altså|also|dvs\.?|i\.e\.|ie|namely|nämlich|namelijk|oftewel|nemlig|sprich|d\.h\.|"
    r"that is|das heißt|dat wil zeggen|maybe|perhaps|probably|vielleicht|wahrscheinlich|måske|"
    r"misschien|waarschijnlijk|dus)[,:]?"
    r"|(?:(?:nu|jetzt|now|nun|inzwischen|nou)\s+)?"
    r"(?:hedder|lautet|heißt|heisst|heet|luidt|er|ist|is)\s+(?:det|es|het|it|den|der|die|das)"
    r"(?:\s+(?:nu|jetzt|now|nun|nou))?[,:]?"
    r"|(?:(?:nu|jetzt|now|nun|nou)\s+)(?:it's|it’s|it is|es ist|det er|het is)[,:]?"
    r")\s+",
    re.IGNORECASE,
)
_COPULA_FORM_RE = re.compile(r"(?:det|es|het|it|den|der|die|das|it's|it’s)\W*\Z", re.IGNORECASE)
_RESTATED_WINDOW = 200
_MAX_RESTATED_WORDS = 5


# "..., aber es könnte Sommerwind sein", "it might be meadowlark", "det kunne være solsort", "het
# zou tulp kunnen zijn": a guess at the password, by a pronoun and a modal verb.
_GUESSED_RE = re.compile(
    r"(?<![\w])(?:es|it|det|het|das|dat|den)\s+(?:könnte|kann|müsste|dürfte|sollte|could|might|"
    r"may|should|must|kunne|kan|skulle|må|burde|zou|moet|moest)\s+"
    r"(?:(?:be|være|vielleicht|maybe|perhaps|måske|misschien|wohl|auch|also|også|ook)\s+)*",
    re.IGNORECASE,
)


# One search in C for any belief word; the full pattern runs only when one is there.
_BELIEVED_HINT_RE = re.compile(
    r"(?i:dat |dass |daß |think|thought|guess|believe|sure|tror|mener|glaub|dachte|denk|dacht|"
    r"geloof|meen)"
)
# "ik dacht dat het kikker was", "ich glaube, dass es Mausi war", "i think it was pumpkin", "jeg
# tror det var solsort": what the person believes the password was.
_BELIEVED_RE = re.compile(
    r"(?<![\w])(?:"
    r"(?:dat|dass|daß)\s+(?:het|es)\s+[\"'„“»«]?(?P<late>[^\s\"'“”«»]{3,})[\"'“”«»]?\s+"
    r"(?:was|is|war|ist|sei|wäre|waere|geweest|zou\s+zijn)(?![\w])"
    r"|(?:think|thought|guess|believe|sure|tror|troede|mener|glaub|glaube|dachte|denke|denk|"
    r"dacht|geloof|meen)[,]?\s+(?:(?:that|at|dass|dat)\s+)?"
    r"(?:it\s+(?:was|is)|it's|it’s|det\s+(?:var|er)|es\s+(?:war|ist)|het\s+(?:was|is))\s+"
    r"[\"'„“»«]?(?P<early>[^\s\"'“”«»]{3,})"
    r")",
    re.IGNORECASE,
)


def restated_password(text: str, cue_end: int) -> Span | None:
    """A password given again in a later clause after its cue (see _RESTATED_RE)."""
    limit = min(len(text), cue_end + _RESTATED_WINDOW)
    newline = text.find("\n", cue_end, limit)
    if newline != -1:
        limit = newline
    for match in _RESTATED_RE.finditer(text, cue_end, limit):
        found = _restated_value(text, match, limit)
        if found is not None and not quote_closed_before(text, cue_end, found.start):
            return found
    sentence_end = SENTENCE_MARK_RE.search(text, cue_end, limit)
    clause_end = sentence_end.start() if sentence_end else limit
    believed = (
        _BELIEVED_RE.search(text, cue_end, clause_end)
        if _BELIEVED_HINT_RE.search(text, cue_end, clause_end) is not None
        else None
    )
    if believed is not None:
        group = "late" if believed.group("late") is not None else "early"
        start, end = clean_value(text, *believed.span(group))
        value = text[start:end]
        if value_shaped(value, True) or (plain_value(value) and value.lower() not in TALK):
            return Span(start, end, "PASSWORD")
    guessed = _GUESSED_RE.search(text, cue_end, clause_end)
    if guessed is not None:
        token = TOKEN_RE.match(text, guessed.end(), limit)
        if token is not None:
            start, end = clean_value(text, *token.span())
            value = text[start:end]
            if value_shaped(value, True) or (plain_value(value) and value.lower() not in TALK):
                return Span(start, end, "PASSWORD")
    return None


def _restated_value(text: str, match: re.Match, limit: int) -> Span | None:
    """The clause after one restating marker or inverted copula, when it can be a password."""
    start = match.end()
    marker = _COPULA_FORM_RE.search(match.group()) is None
    if GUESS_MARKER_RE.search(match.group()) is not None:
        # "..., misschien tulpen": a guess is one word that ends its clause ("vielleicht liegt es
        # am Umlaut" goes on).
        guess = GUESS_VALUE_RE.match(text, start, limit)
        if guess is None:
            return None
        g_start, g_end = clean_value(text, *guess.span(1))
        value = text[g_start:g_end]
        if value.lower() in TALK or not (value_shaped(value, True) or plain_value(value)):
            return None
        return Span(g_start, g_end, "PASSWORD")
    end = start
    words = 0
    for token in TOKEN_RE.finditer(text, start, limit):
        words += 1
        if words > _MAX_RESTATED_WORDS:
            return None  # a whole sentence, not a password
        if token.start() > start and token.group().lower().rstrip(".,;!?") in CLAUSE_WORDS:
            break
        end = token.end()
        if text[end - 1] in ".,;!?" or token.group() in DASHES:
            break
    if start < limit and text[start] in OPEN_QUOTES:
        found = quoted(text, start, limit)
        if found is not None:
            return Span(found[0], found[1], "PASSWORD")
    start, end = clean_value(text, start, end)
    value = text[start:end]
    first = value.split()[0] if value else ""
    if not value or value.lower() in NOT_A_VALUE:
        return None
    if first.lower() in TALK and (marker or not first[:1].isupper()):
        return None  # "also ich weiß nicht", "jetzt ist es gesperrt": talk, not a password
    words = value.split()
    if first.lower() in MADE_OF_WORDS or (len(words) > 1 and words[-1].lower() in NOT_A_VALUE):
        return None  # "jetzt ist das Konto gesperrt": an article, a noun and its state
    if not (value_shaped(first, True) or first[:1].isupper() or first.isdigit()):
        if not (NAMING_MARKER_RE.match(match.group(), 1) and plain_value(first)):
            return None  # "also ich weiß nicht": talk goes on in small letters
        # "hetzelfde als altijd, namelijk drop": a marker that only ever names a thing
        end = start + len(first)
        end = clean_value(text, start, end)[1]
    return Span(start, end, "PASSWORD")


# "changed the password from larkspur to foxglove": the old password between "from" and "to".
_CHANGED_FROM_RE = re.compile(
    r"[fFvV](?<![\w][fFvV])(?i:rom|on|ra|an)\s+[\"'„“»«]?(?P<value>[^\s\"'“”«»]{3,})[\"'“”«»]?\s+"
    r"(?:to|zu|auf|til|naar|in|into|op)\s+[\"'„“»«]?(?P<new>[^\s\"'“”«»]{3,})",
    re.IGNORECASE,
)


def changed_from(text: str, cue_start: int, cue_end: int) -> Span | None:
    """The old password of a change "from X to Y" in the cue's clause, after a change verb."""
    match = _CHANGED_FROM_RE.search(text, cue_end, min(len(text), cue_end + 60))
    if match is None or "\n" in text[cue_end : match.start()]:
        return None
    if (
        CHANGE_BEFORE_RE.search(text, max(0, cue_start - 40), match.start()) is None
        and CHANGED_AFTER_RE.match(text, match.end()) is None
    ):
        return None
    for group in ("new", "value"):
        # Both ends must be values: "from home to be safe" names none.
        start, end = clean_value(text, *match.span(group))
        value = text[start:end]
        if value.lower() in TALK | BE_WORDS or not (
            value_shaped(value, True) or plain_value(value)
        ):
            return None
    return Span(start, end, "PASSWORD")


# ---------------------------------------------------------------- a password said again
#
# A password found once is a password wherever it stands again in the message, in other letters
# or with one character changed ("voetbal, of misschien Voetbal met hoofdletter", "I typed
# SUNFLOWER, the real one is Sunflower", "Kl3ttergarten... ohne die 3: Klettergarten", "Det er
# blomst. Bare blomst"). A three-letter value counts too ("sol er koden, bare sol"): the value a
# cue names has three letters at least, so a found one is no grammar word.
_MIN_RESTATED_CHARS = 3
_MIN_ALTERED_CHARS = 6


def repeated_passwords(text: str, lowered: str, spans: list[Span]) -> list[Span]:
    """Other tokens of the message that say a found one-word password again (see above).

    lowered: text.lower(), the same length as text. A transcript's messages are its lines: a
    password is looked for again on its own line only.
    """
    found = []
    for span in spans:
        if span.label != "PASSWORD" or span.end - span.start < _MIN_RESTATED_CHARS:
            continue
        value = lowered[span.start : span.end]
        if " " in value:
            continue
        line_start = lowered.rfind("\n", 0, span.start) + 1
        line_end = lowered.find("\n", span.end)
        line_end = len(lowered) if line_end == -1 else line_end
        # A word said again keeps its first three or its last three letters: most messages
        # hold neither twice, which str.count says in C.
        if (
            lowered.count(value[:3], line_start, line_end) < 2
            and lowered.count(value[-3:], line_start, line_end) < 2
        ):
            continue
        # The words split in C; only a word equal to the value, or as long as it, is compared.
        for word in set(lowered[line_start:line_end].split()):
            core = word.strip(_WORD_EDGES)
            if len(core) != len(value):
                continue
            if core == value or (
                len(core) >= _MIN_ALTERED_CHARS
                and sum(a != b for a, b in zip(core, value, strict=True)) == 1
            ):
                found.extend(_said_again(text, lowered, core, span, line_start, line_end))
    return found


_WORD_EDGES = ".,;:!?()[]" + OPEN_QUOTES + CLOSE_QUOTES
_NAMING_VERB_BEFORE_RE = re.compile(
    r"(?<![\w])(?:heißt|heisst|heißen|heet|heten|hedder|hed|named|called)[^\S\n]+\Z"
)


def _said_again(
    text: str, lowered: str, word: str, span: Span, line_start: int, line_end: int
) -> Iterator[Span]:
    """Where word stands as a token of its own on the line, outside span (see
    repeated_passwords)."""
    if CUE_WORD_RE.fullmatch(word) or word.startswith(CUE_STEMS):
        return  # "mein Passwort ist 'passwort'": the cue word itself
    start = lowered.find(word, line_start, line_end)
    while start != -1:
        end = start + len(word)
        if (
            not (span.start <= start < span.end)
            and (start == 0 or lowered[start - 1].isspace() or lowered[start - 1] in _WORD_EDGES)
            and (end == len(text) or lowered[end].isspace() or lowered[end] in _WORD_EDGES)
            and not named_other_before(text, start)
            and not _NAMING_VERB_BEFORE_RE.search(lowered, max(0, start - 12), start)
        ):
            # "Brugernavn er mette og kodeordet er også mette": a user word names the user name;
            # "er heißt Gerhard und das Passwort ist gerhard": a naming verb names a person.
            yield Span(start, end, "PASSWORD")
        start = lowered.find(word, end, line_end)


# The value a password was changed to, with no password word in the sentence: "was eerst
# Zomer2021, vorige week veranderd in Winter2024#", "war früher Tulpe7, hab's auf Rose8! geändert".
# A value shaped like a password after a verb of changing is the new password.
_CHANGED_TO_RE = re.compile(
    r"(?<![\w])(?i:veranderd\s+in|gewijzigd\s+in|aangepast\s+naar|changed\s+(?:it\s+)?to|"
    r"switched\s+(?:it\s+)?to|ændret\s+(?:den\s+)?til|skiftet\s+(?:den\s+)?til|"
    r"geändert\s+(?:in|auf|zu)|umgestellt\s+auf|(?:auf|in)\s+(?=\S+\s+geändert))\s+"
    r"[\"'„“]?(?P<value>[^\s\"'“”,;]{4,40})"
)


def changed_to(text: str, found: list[Span]) -> Iterator[Span]:
    """A password-shaped value after a verb of changing (see above)."""
    for match in _CHANGED_TO_RE.finditer(text):
        start, end = match.span("value")
        while end > start and text[end - 1] in ".,;:":
            end -= 1
        if password_like(text[start:end]) and not any(
            s.start < end and start < s.end for s in found
        ):
            yield Span(start, end, "PASSWORD")


# The language a password is in, said before it ("mit password er tysk: Schmetterling", "My
# password is in Turkish, 'güneş'"): the word after the language is the password.
_LANGUAGE_WORDS = frozenset(
    (
        "deutsch englisch dänisch niederländisch holländisch französisch spanisch italienisch "
        "türkisch polnisch griechisch russisch portugiesisch schwedisch norwegisch latein "
        "german english danish dutch french spanish italian turkish polish greek russian "
        "portuguese swedish norwegian latin "
        "tysk engelsk dansk hollandsk nederlandsk fransk spansk italiensk tyrkisk polsk græsk "
        "russisk portugisisk svensk norsk "
        "duits engels deens nederlands frans spaans italiaans turks pools grieks russisch "
        "portugees zweeds noors latijn"
    ).split()
)
_AFTER_LANGUAGE_RE = re.compile(
    r"[ \t]*(?:[:,–-][ \t]*)?[\"'‘“„»]?(?P<value>[^\s\"'’”“«.,;:!?()]{3,40})"
)


def after_language(text: str, start: int, end: int) -> Span | None:
    """The password after the language word text[start:end] that a cue's value turned out to be
    (see above)."""
    if text[start:end].lower() not in _LANGUAGE_WORDS:
        return None
    match = _AFTER_LANGUAGE_RE.match(text, end)
    if match is None or text[end : match.start("value")].strip() == "":
        return None  # "Das Passwort ist Deutsch und ..."? A separator or a quote must come first.
    value = match.group("value")
    if value.lower() in TALK or value.lower() in _LANGUAGE_WORDS:
        return None
    return Span(match.start("value"), match.end("value"), "PASSWORD")
