"""What follows a password cue's copula or separator, told apart: talk about a password
(participles, pronouns, "is my dog's name", "ist seit gestern gesperrt") from the password
itself, a value given later in an answer, and a passphrase noted to hold spaces ("blauer himmel
(mit Leerzeichen)"). Used by the cue grammar (privacy.password_grammar) and the detectors of
privacy.detect.
"""

from __future__ import annotations

import re

from privacy.credential_words import NOT_A_VALUE, clean_value
from privacy.password_cues import (
    COPULAS,
    FILLERS,
    OPEN_QUOTES,
    SPACES_NOTE_RE,
    TOKEN_RE,
    quoted,
    quoted_message,
    value_shaped,
)

AND_WORDS = frozenset("and und og en but aber men maar plus sowie samt".split())
# Words of another secret's cue, inside longer words too ("Bestätigungscode", "sms-koden").
SECRET_WORD_RE = re.compile(r"code|kode|pin|tan\b|otp|cvc|cvv")
MARKER_WORDS = frozenset(
    """altså also dvs namely nämlich namelijk oftewel nemlig sprich maybe perhaps probably
    vielleicht wahrscheinlich måske misschien waarschijnlijk dus so""".split()
)
BE_WORDS = frozenset("be være zijn wezen sein".split())
MODAL_BEFORE_RE = re.compile(
    r"(?<![\w])(?:should|must|might|could|would|will|burde|skal|skulle|må|kan|kunne|vil|ville|"
    r"moet|moest|zou|kan|kon|müsste|sollte|könnte|dürfte|muss|soll)\s+\Z",
    re.IGNORECASE,
)
# Talk that describes the password ("is my dog's name", "is the same as for Netflix"): the plain
# word after it, alone in its clause, is the password restated.
DESCRIBED_RE = re.compile(
    r"(?<![\w])(?:name|names|navn|navnet|naam|word|wort|ord|ordet|woord|words|wörter|woorden|"
    r"same|gleiche|dasselbe|"
    r"samme|zelfde|hetzelfde|dezelfde|nickname|spitzname|kælenavn|bijnaam)(?![\w])",
    re.IGNORECASE,
)
DESCRIBED_WORDS = frozenset(
    """name names navn navnet naam word wort ord ordet woord words wörter woorden same gleiche
    dasselbe samme zelfde hetzelfde dezelfde nickname spitzname kælenavn bijnaam""".split()
)
DIGIT_GROUPS_RE = re.compile(r"(?:[ \-]\d+)+(?![\w.,]\d)")
SEPARATOR_LINE_END_RE = re.compile(r"[^\S\n]*(?:[:=]|->|=>)[^\S\n]*")


def answer_later(text: str, pos: int, limit: int) -> tuple[int, int] | None:
    """Past the gap: only the next sentence's "Het is X" may still name the password."""
    question = text.find("?", pos, limit)
    if question == -1:
        return None
    answer = ANSWER_RE.match(text, question + 1)
    return None if answer is None else read_value_after_copula(text, answer.end(), limit)


def read_value_after_copula(text: str, pos: int, limit: int) -> tuple[int, int] | None:
    """The value after an answer's "Det er" / "It is" ("Kodeordet? Det er blomst.")."""
    limit = max(limit, min(len(text), pos + 80))
    newline = text.find("\n", pos, limit)
    if newline != -1:
        limit = newline
    for token in TOKEN_RE.finditer(text, pos, limit):
        if text[token.start()] in OPEN_QUOTES:
            # "Is my password too weak? It's 'ilovemymum'": the quoted words are the value, unless
            # they are a message shown ("Het is 'Ongeldig wachtwoord'").
            found = quoted(text, token.start(), limit)
            if found is None or quoted_message(text[found[0] : found[1]]):
                return None
            return found
        start, end = clean_value(text, *token.span())
        value = text[start:end]
        if value.lower() in FILLERS:
            continue
        if value_shaped(value, True) or plain_value(value):
            return start, end
        return None
    return None


# The copula of an answer to a question about the password ("Det er", "It's", "Het is").
ANSWER_RE = re.compile(
    r"\s*(?:(?:oh|ah|uh|um|umm|well|naja|na|nou|tja|øh|åh|ja|yes|yeah|jo|ok|okay|hmm)[,.!]*\s+)?"
    r"(?:\(?(?:det|dat|it|het|es|das|den|die|der)\s+(?:er|is|ist|var|was|war)\s+|it's\s+"
    # "... of my memorable word. the word is harlequin", "Ordet er ...", "Der Satz ist ..."
    r"|(?:the|das|der|het|de)\s+(?:word|wort|woord|phrase|satz|zin)\s+(?:is|ist|was|war)\s+"
    r"|(?:ordet|sætningen|frasen)\s+(?:er|var)\s+)",
    re.IGNORECASE,
)
# Words that follow "password is" in talk about a password, not as one: participles, adjectives,
# pronouns, articles, negations ("er blevet ændret", "is de naam van", "ist seit gestern
# gesperrt"). A plain word after the copula or separator that is none of these is the password.
TALK = (
    frozenset(
        """blevet været ikke nok stadig altid aldrig vist bare kun lige helt meget alt alle hele
    samme anden andet nyt ny gammel gamle længere kortere sikkert sikker svag stærk let nem
    svær hacket lækket stjålet skiftet opdateret slettet låst ugyldig ugyldigt gyldig
    det den dette denne de der her min mit mine din dit dine jeres vores hans hendes deres
    sat skrevet indtastet tastet sendt modtaget oprettet lavet valgt brugt
    geworden gewesen schon bereits nie niemals immer gleich gleiche dasselbe derselbe dieselbe
    anders andere neue neuer alte alter länger kürzer sicher unsicher schwach stark einfach leicht
    schwer gehackt geleakt gestohlen gelöscht gespeichert gesetzt gewählt erstellt eingegeben
    seit seitdem dies diese dieser dieses sein seine ihr ihre unser unsere euer eure dein deine
    been already never always same other another new old longer shorter secure insecure easy
    hard hacked leaked stolen deleted saved chosen created entered typed sent received being
    written given taken hidden shown known spoken gotten done made kept spelt spelled stored
    geschrieben geschreven
    since my your his her our their its this these those what which who how why when where
    geworden geweest al altijd nooit zelfde hetzelfde dezelfde ander andere nieuw nieuwe oud
    oude langer korter veilig onveilig zwak sterk makkelijk moeilijk gehackt gelekt gestolen
    verwijderd opgeslagen gekozen aangemaakt ingevoerd ingetypt verstuurd ontvangen sinds
    dit deze die wat welke wie hoe waarom wanneer waar mijn jouw uw zijn haar ons onze hun
    jullie je u we wij ik jij hij zij ze ich du er sie wir jeg du han hun vi i
    bestimmt sicherlich definitely certainly sikkert zeker echt really wirklich virkelig
    ikke niet nicht not kein keine geen ingen none nothing nichts niets intet niks nix
    yours mine ours theirs hers deins meins jouwe mijne uwe dine vores jeres
    name naam navn navnet namen mindst minst mindestens least minimum maximum højst maks max
    höchstens hoogstens minimaal maximaal weird strange odd unclear confusing annoying fine okay
    ok good bad useless complicated complex simple seltsam komisch unklar merkwürdig mærkelig
    underlig uklar raar vreemd onduidelijk oké okey alright prima super klar fint perfekt
    perfect top hallo hello hej hoi moin
    ridiculous absurd stupid silly insane crazy lächerlich bescheuert blöd nervig latterlig dum
    åndssvag belachelijk stom idioot onzinnig
    dieselbe gewoon jer dig mig os dem ham hende jou mij ons hen mich dich uns euch ihnen me
    you us them him een ein eine einen einem einer a an the en et ett zonder uden ohne without
    van von for voor für fra from uit aus met mit med with hos bij bei at om about over på
    til naar nach zu to into auf op in im i als as som like wie zoals fürs fürn vom zum zur
    beim ins am mir dir ihm please bitte venligst alsjeblieft broken valid gültig ungültig
    geldig klopt stimmt passt nun now nu
    what was wat hvad geheim secret hemmeligt hemmelig privat private
    sorry undskyld entschuldigung sorri excuse pardon
    tak thanks thank danke bedankt hilfe help hjælp hulp problem problems probleme problemen
    problemer issue issues frage question spørgsmål vraag zie see siehe se
    gestern heute morgen neulich kürzlich vorhin eben gerade yesterday today tomorrow recently
    igår idag går gisteren vandaag onlangs zojuist nochmal again alles everything allting
    kan kann can kon kunne können kunnen
    hab habe hatte heb has hat har heeft contains enthält indeholder bevat needs braucht
    nehmen benutzen verwenden nutzen wählen eingeben nemen gebruiken kiezen invoeren bruge
    vælge indtaste use choose pick iets irgendwas etwas something noget whatever sowas""".split()
    )
    | NOT_A_VALUE
    | FILLERS
    | COPULAS
    # Adverbs and verbs that end a clause after the cue ("vertippe mich beim Passwort ständig",
    # "die sticker is eraf", "op het vorige wachtwoord lijkt").
    | frozenset(
        """ständig dauernd oft manchmal always often sometimes constantly altid ofte tit altijd
        vaak soms eraf weg gone away væk fort lijkt klopt faalt mislukt stimmt passt fehlt
        reicht mangler passer meinte meint sagte fragte should must could would will might
        skal burde sollte muss moet zou""".split()
    )
)
PLAIN_VALUE_RE = re.compile(r"[^\W\d_]{3,}[^\W\d_!?.*#]*[!?*#]?")


_PARTICIPLE_PREFIXES = (
    *("ge", "ver", "be", "er", "ent", "zer", "hinter", "über", "unter", "op"),
    *("abge", "ange", "aufge", "ausge", "einge", "freige", "mitge", "nachge", "vorge", "zuge"),
    *("afge", "uitge", "inge", "doorge", "terugge"),
)


def plain_value(value: str) -> bool:
    """A plain word that is no talk about a password: the password itself, read fail-closed."""
    if value.endswith("?"):
        return False  # "was nun?": a question
    lowered = value.lower()
    if lowered in TALK or lowered.rstrip("!?") in TALK:
        return False
    if PLAIN_VALUE_RE.fullmatch(value) is None:
        return False
    if value.islower() and lowered.endswith("erweise"):
        return False  # "ist blöderweise auch 1984": a sentence adverb
    # Participles are talk ("geändert", "gewijzigd", "changed", "nulstillet").
    # A capital opens a noun, a participle is written small ("Bergfried", "gesperrt").
    return value[0].isupper() or not (
        (lowered.startswith(_PARTICIPLE_PREFIXES) and lowered.endswith(("t", "d", "en")))
        or (lowered.endswith("ed") and not lowered.endswith("ved"))  # "hestehoved"
        or lowered.endswith(("iert", "eret", "ede"))
    )


def name_said_before(text: str, value: str, start: int) -> bool:
    """True when a small-letter word looks like a participle but the message wrote it with a
    capital before, as a name ("er heißt Gerhard und das Passwort ist gerhard")."""
    if not value.isalpha() or not value.islower() or value in TALK or len(value) < 4:
        return False
    name = value[0].upper() + value[1:]
    at = text.find(name, 0, start)
    while at != -1:
        after = at + len(name)
        if (at == 0 or not text[at - 1].isalpha()) and (
            after == len(text) or not text[after].isalpha()
        ):
            return True
        at = text.find(name, after, start)
    return False


def with_annotation(text: str, start: int, end: int, limit: int) -> tuple[int, int]:
    """A passphrase with spaces, said so ("kode: Pippi Langstrømpe (med mellemrum)")."""
    paren = text.find("(", end, limit)
    if paren == -1 or paren - end > 40:
        return start, end
    between = text[end:paren]
    if any(c in between for c in '.,;:!?"') or len(between.split()) > 3:
        return start, end
    if SPACES_NOTE_RE.match(text, paren) is None:
        return start, end
    return start, end + len(between.rstrip())


def noted_phrase(text: str, start: int, limit: int) -> tuple[int, int] | None:
    """Words from start up to a note that they hold spaces ("blauer himmel (mit Leerzeichen)")."""
    paren = text.find("(", start, min(limit, start + 60))
    if paren == -1 or SPACES_NOTE_RE.match(text, paren) is None:
        return None
    between = text[start:paren]
    if any(c in between for c in '.;:!?"') or not 1 <= len(between.split()) <= 5:
        return None
    return clean_value(text, start, start + len(between.rstrip()))
