"""Passwords named by a sentence frame, with no password word before the value.

"I set it to X", "the old one was X, the new one is Y", "try X with a capital M", "it's my
dog's name, X", "it's X or Y, I can't remember which one I used", "hab 'X' probiert" after a
password word, "Login for the shop: user / words with spaces". Each frame is one pattern that a
cheap substring gate runs only when its anchor word is in the message. Fail closed: a value of a
frame that names a credential is a password; a plain word needs a login word in the message too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import NOT_A_VALUE, clean_value
from privacy.gates import parts_pattern
from privacy.spans import Span

# "pw", "pwd", "ww", "pin" as whole words. Each word comes first and its look-behind after it
# ("pw(?<!\wpw)" for "\bpw"): a pattern whose every alternative starts with a letter lets `re`
# skip in C to the letters that may start one, where a leading "\b" is tried at every position.
_SHORT_CUE_WORDS = r"pw(?<!\wpw)(?!\w)|pwd(?<!\wpwd)(?!\w)|ww(?<!\www)(?!\w)|pin(?<!\wpin)(?!\w)"
# Words that put a message in a login's context. A secret-shaped token a frame names needs one of
# them in the message; a plain word needs a credential or login word (the first pattern).
_LOGIN_WORDS_RE = re.compile(
    r"passw|paßw|kennw|kodeord|wachtw|adgangskod|" + _SHORT_CUE_WORDS + r"|log(?:ged|ging)?"
    r"[ -]?(?:in|on)|login|inlog|sign(?:ed)?[ -]?in|einlogg|anmeld|locked|gesperrt|spærret|"
    r"geblokkeerd|credential|zugangsdaten|logge (?:ind|på)|låst|wachtwoord|"
    r"op slot|ausgesperrt|komm\w*\s+(?:ich\s+)?nicht\s+(?:mehr\s+)?rein|"
    r"kom(?:mer)?\s+(?:ikke\s+)?ind"
)
_ACCOUNT_WORDS_RE = re.compile(
    r"account|konto|portal|website|site(?<!\wsite)(?!\w)|apps?(?<!\wapp)(?<!\wapps)(?!\w)|netflix|"
    r"streaming|wifi|wlan|zugang|adgang|"
    r"toegang|profil"
)
# A token a frame may name: no spaces, three characters at least.
_VALUE = r"[\"'„“»«]?(?P<value>[^\s\"'“”«»,;()]{3,40})[\"'“”«»]?"
_SHAPE_RE = re.compile(r"[\d#$%&*+<>@^_|~§€£=\\/!?]|[^\W\d_][.\-][^\W\d_]|[a-zäöüæøå][A-ZÄÖÜÆØÅ]")
# Words a frame's slot holds in talk, not as a value ("set it to private", "the new one is
# better").
_TALK_VALUES = NOT_A_VALUE | frozenset(
    """private public english german deutsch dansk nederlands dutch danish auto automatic manual
    default standard normal on off yes no ja nej nee true false everyone anyone nobody friends
    better worse same different fine ok okay good bad broken slow fast there here mine yours one
    something anything nothing zero none next last first second tomorrow today monday tuesday
    wednesday thursday friday saturday sunday english englisch engels engelsk deutsch duits tysk
    dänisch deens niederländisch nederlandsk spanish spanisch spaans spansk french französisch
    frans fransk irgendwas etwas something whatever noget iets please also just only still even
    what which why working expired wrong kaputt defekt besser schlechter schneller langsamer weg
    verloren kapot stuk beter slechter sneller trager kwijt ødelagt bedre dårligere hurtigere
    væk faster slower lost gone dead irgendwie sowieso wohl halt eigentlich schon somehow anyway
    anyhow apparently ligesom åbenbart vist eigenlijk blijkbaar kennelijk""".split()
)

# "set it to X", "changed it to X", "made it X": the value a setting verb gives "it".
_SET_RE = re.compile(
    r"(?<![\w])(?:(?:set|changed|change|made|make|switched|reset|updated|chose|picked)\s+"
    r"(?:it|mine|that|this|them|(?P<credential>(?:the|my)\s+(?:code|pin|passcode)))\s+"
    r"(?:to|as|into)|(?P<made>(?:made|make)\s+it))\s+" + _VALUE,
    re.IGNORECASE,
)
# "has switched to X", "skiftet til X", "veranderd in X": a change verb and its new value. The
# verb names no credential itself: any value needs a login word in the message.
_CHANGED_TO_RE = re.compile(
    r"(?<![\w])(?:changed|switched|skiftet|skiftede|ændret|ændrede|geändert|umgestellt|"
    r"veranderd|gewijzigd|aangepast)\s+(?:(?:it|es|det|den|het|hem)\s+)?"
    r"(?:to|til|auf|zu|in|naar|op)\s+" + _VALUE,
    re.IGNORECASE,
)
# German, Dutch, Danish: "hab es auf X gesetzt", "heb het op X gezet", "satte den til X".
_SET_VERB_FINAL_RE = re.compile(
    r"(?<![\w])(?:hab|habe|hat|hatte|haben|heb|had|hebben|heeft)\s+(?:es|ihn|das|sie|het|hem|'t)\s+"
    r"(?:(?:jetzt|nun|mal|gestern|nu|gisteren)\s+)?(?:auf|zu|in|op|naar)\s+"
    + _VALUE
    + r"\s+(?:gesetzt|geändert|gestellt|umgestellt|gemacht|gezet|veranderd|gewijzigd|ingesteld)"
    r"|(?<![\w])(?:satte|sat|ændrede|ændret|skiftede|skiftet|lavede)\s+(?:den|det|"
    r"(?P<credential>koden|pinkoden|kodeordet|adgangskoden))\s+(?:om\s+)?til\s+"
    + _VALUE.replace("value", "value2"),
    re.IGNORECASE,
)
# "the old one was X", "the new one I tried to set was Y", "de oude was X", "den nye er Y".
_ONE_WAS_RE = re.compile(
    r"(?<![\w])(?:(?:the\s+)?(?:old|new|previous|current|other|first|second|right|real)\s+one\s+"
    r"(?:[^\W\d_]+\s+){0,5}?(?:was|is|were)"
    r"|(?:das|der|die|den|det|het|de)\s+(?:alte|neue|vorige|gamle|nye|oude|nieuwe|vorige)\s+"
    r"(?:ist|war|er|var|is|was))\s+" + _VALUE,
    re.IGNORECASE,
)
_ONE_WORDS = frozenset("one alte neue vorige gamle nye oude nieuwe".split())
# "Marigold with a capital M", "Biscuit, capital B", "Hase mit großem H", "Tulp met een
# hoofdletter T", "Fido med stort F": a case note whose letter starts the word before it.
_CAPITAL_RE = re.compile(
    r"(?:(?:with|mit|met|med)\s+(?:(?:a|an|einem|einen|een|et)\s+)?)?(?:capital|großem|grossem|"
    r"großen|grossen|großes|hoofdletter|stort|store)\s+(?P<letter>[^\W\d_])(?![\w])",
    re.IGNORECASE,
)
# "erdbeerkuchen (klein)", "Tulpen (all lowercase)", "vinterbad – uden store bogstaver": a note
# on the letters' case in brackets or after a comma or dash.
_CASE_NOTE_RE = re.compile(
    r"(?:\(\s*|[,–—-]\s*)(?:(?:alles|all|nur|kun|alleen|in|helt)\s+)?(?:klein|kleingeschrieben|"
    r"lower\s?case|small\s+letters|små\s+bogstaver|kleine\s+letters|großgeschrieben|"
    r"upper\s?case|case[ -]sensitive)(?![\w])"
    r"|(?:\(\s*|[,–—-]\s*)(?:uden|without|ohne|zonder|no|keine|ingen|geen)\s+(?:store\s+"
    r"bogstaver|capitals?|capital\s+letters|großbuchstaben|großschreibung|hoofdletters?|"
    r"upper\s?case)(?![\w])",
    re.IGNORECASE,
)
# The token right before an anchor (a comma, a quote between them).
_TOKEN_BEFORE_RE = re.compile(r"(?P<value>[^\s\"'“”«»,;()]{3,40})[\"'“”«»]?,?\s*\Z")
_TOKEN_AFTER_RE = re.compile(r"\s*[\"'„“»«]?(?P<value>[^\s\"'“”«»,;()]{3,40})")
_LOOK_BACK = 45
# "it's my dog's name, Biscuit", "es ist der Name meiner Katze: Mimi".
_PET_NAME_RE = re.compile(
    r"(?<![\w])(?:it's|it’s|its|it\s+is|es\s+ist|det\s+er|het\s+is|is|ist|er)\s+"
    r"(?:my|mein|meine|min|mit|mijn|the|der|die|das)\s+(?:[^\W\d_]+\s+){0,2}?[^\W\d_]+(?:'s|’s|s)?"
    r"\s+(?:name|namen?|navn|naam)\s*[,:\-–]\s*" + _VALUE,
    re.IGNORECASE,
)
# "its Ladybug77 or ladybug77": two spellings of one value, either of them the password.
_EITHER_RE = re.compile(r"\s(?:or|oder|eller|of)\s")
# A try verb: the quoted strings of a message with a password word and one are passwords tried
# ("Hab 'Hamster' probiert, dann 'Hamster2'").
_TRIED_RE = re.compile(
    r"probier|versuch|tried|trying|\btry\b|prøv|probeer|geprobeerd|eingegeben|entered|typed|"
    r"getippt|indtast|ingevoerd|ingetypt"
)
_TRIED_REACH = 50
# A verb or noun of a message shown right before a quotation ("steht da nur 'X'", "says 'X'").
_SHOWN_BEFORE_RE = re.compile(
    r"(?:steht|stand|sagt|says|said|shows|showed|zeigt|står|stod|siger|staat|stond|zegt|meldet|"
    r"melding|meldung|appears|error|fehler|message|nachricht|besked|bericht|popup|pop-up)"
    r"(?![\w])[^'\"„“»«.!?]{0,25}\Z"
)
_SENTENCE_END_RE = re.compile(r"[.!?](?:\s|\Z)")
_PASSWORD_WORD_RE = re.compile(r"passw|paßw|kennw|kodeord|wachtw|adgangskod|" + _SHORT_CUE_WORDS)
_QUOTED_RE = re.compile(r"(?<![\w])['\"„“‚‘»«](?P<value>[^'\"“”‘’«»\n]{3,30})['\"“”‘’«»](?![\w])")
_QUOTED_TALK_RE = re.compile(
    r"passw|paßw|kennw|kodeord|wachtw|login|anmeld|vergessen|forgot|reset|glemt|vergeten|"
    r"ändern|change|weiter|next|continue|submit|senden|send|ok\b|abbrechen|cancel|benutzer|user|"
    r"fehler|error|ungültig|invalid|falsch|wrong|forkert|ugyldig|ongeldig|fout|:",
    re.IGNORECASE,
)
# "Login fürs Verleih-Konto: fahrrad.fan / sonne mond sterne": a login's user, a slash, then a
# password of plain words to the end of its clause.
_SLASHED_LOGIN_RE = re.compile(
    r"(?<![\w])(?:login|log-in|anmeldung|zugang|zugangsdaten|inlog|inloggegevens|logon|"
    r"credentials|adgang)[^\n:]{0,40}:\s*[^\s/]{2,40}\s*/\s*"
    r"(?P<value>[^\W\d_]{2,}(?:[ \t]+[^\W\d_]{2,}){1,4})\s*(?=[\n.,;!?(]|\Z)",
    re.IGNORECASE,
)


# The words each frame starts at (see framed_passwords).
_SET_WORDS = frozenset("set changed change made make switched reset updated chose picked".split())
_VERB_FINAL_WORDS = frozenset("hab habe hat hatte haben heb had hebben heeft".split())
_VERB_FINAL_ENDS = (
    *("gesetzt", "geändert", "gestellt", "umgestellt", "gemacht", "gezet", "veranderd"),
    *("gewijzigd", "ingesteld"),
)
_DANISH_SET_WORDS = frozenset("satte sat ændrede ændret skiftede skiftet lavede".split())
_CHANGE_WORDS = frozenset(
    """changed switched skiftet skiftede ændret ændrede geändert umgestellt veranderd gewijzigd
    aangepast""".split()
)
_CAPITAL_WORDS = frozenset(
    "capital großem grossem großen grossen großes hoofdletter stort store".split()
)
_EITHER_WORDS = frozenset("or oder eller of".split())
_CASE_NOTE_PARTS = (
    *("klein", "lower", "små", "upper", "case", "bogstaver", "capital", "großbuch", "großschr"),
    "hoofdletter",
)
_CASE_NOTE_PARTS_RE = parts_pattern(_CASE_NOTE_PARTS)
# What every frame of framed_passwords needs: one of its words between spaces, or a part, a
# quote or the slash its other tests look for.
_ANCHOR_WORDS = frozenset(
    {"til"}.union(
        _SET_WORDS, _VERB_FINAL_WORDS, _CHANGE_WORDS, _ONE_WORDS, _CAPITAL_WORDS, _EITHER_WORDS
    )
)
_ANCHOR_PARTS_RE = parts_pattern([*_CASE_NOTE_PARTS, "name", "navn", "naam", *"'\"„“»«/"])


def framed_passwords(text: str, lowered: str) -> Iterator[Span]:
    """Passwords named by one of the frames above. lowered: text.lower(), the same length."""
    # Most frames start at a word that stands between spaces: one set of the message's words
    # answers for all of them (a set lookup each instead of a substring search each).
    words = set(lowered.split())
    if words.isdisjoint(_ANCHOR_WORDS) and _ANCHOR_PARTS_RE.search(lowered) is None:
        return  # no frame's word or character: most messages end here
    context = _Context(lowered)
    if not words.isdisjoint(_SET_WORDS):
        for match in _SET_RE.finditer(text):
            credential = match.group("credential") is not None
            plain = match.group("made") is None  # "made it clear", "made it home"
            yield from _named(
                text, *match.span("value"), context, credential=credential, plain=plain
            )
    if (
        not words.isdisjoint(_VERB_FINAL_WORDS)
        and any(participle in lowered for participle in _VERB_FINAL_ENDS)
    ) or ("til" in words and not words.isdisjoint(_DANISH_SET_WORDS)):
        for match in _SET_VERB_FINAL_RE.finditer(text):
            group = "value" if match.group("value") else "value2"
            credential = match.group("credential") is not None
            # "hat es auf X gesetzt ... komm nicht rein": a login word is enough for a plain word.
            yield from _named(
                text,
                *match.span(group),
                context,
                credential=credential,
                plain_needs_password=False,
            )
    if not words.isdisjoint(_CHANGE_WORDS) and context.login():
        for match in _CHANGED_TO_RE.finditer(text):
            # "switched to Vodafone-Plus": a capital opens a name, unless a password word is there.
            if match.group("value")[0].islower() or context.password():
                yield from _named(text, *match.span("value"), context)
    if not words.isdisjoint(_ONE_WORDS):
        for match in _ONE_WAS_RE.finditer(text):
            yield from _named(text, *match.span("value"), context)
    if not words.isdisjoint(_CAPITAL_WORDS) and (
        context.account() or _CODE_WORD_RE.search(lowered) is not None
    ):
        for match in _CAPITAL_RE.finditer(text):
            before = _TOKEN_BEFORE_RE.search(
                text, max(0, match.start() - _LOOK_BACK), match.start()
            )
            value = before.group("value") if before is not None else ""
            if value and value[0].lower() == match.group("letter").lower() and _not_talk(value):
                yield Span(*clean_value(text, *before.span("value")), "PASSWORD")
            elif context.password() or _CODE_WORD_RE.search(lowered) is not None:
                # "den er Havnen om aftenen 3 med stort H": the note names a phrase's first word.
                phrase = _capital_phrase(text, match.start(), match.group("letter"))
                if phrase is not None:
                    yield phrase
    if _CASE_NOTE_PARTS_RE.search(lowered) is not None and context.account():
        for match in _CASE_NOTE_RE.finditer(text):
            if text[match.start()] != "(" and text.rfind("(", 0, match.start()) > text.rfind(
                ")", 0, match.start()
            ):
                continue  # "(with spaces, no capitals)": a note inside a bracket, after another
            before = _TOKEN_BEFORE_RE.search(
                text, max(0, match.start() - _LOOK_BACK), match.start()
            )
            if before is not None and _not_talk(before.group("value")):
                yield Span(*clean_value(text, *before.span("value")), "PASSWORD")
    if ("name" in lowered or "navn" in lowered or "naam" in lowered) and context.login():
        for match in _PET_NAME_RE.finditer(text):
            yield from _named(text, *match.span("value"), context, plain_needs_password=False)
    if not words.isdisjoint(_EITHER_WORDS) and context.account():
        for match in _EITHER_RE.finditer(text):
            yield from _either(text, match)
    if (
        ("'" in text or '"' in text or "„" in text or "“" in text or "»" in text or "«" in text)
        and _QUOTED_RE.search(text) is not None
        and context.password()
        and _TRIED_RE.search(lowered) is not None
    ):
        for match in _QUOTED_RE.finditer(text):
            value = match.group("value").strip()
            if len(value.split()) > 3 or not _not_talk(value) or _QUOTED_TALK_RE.search(value):
                continue
            start, end = match.span()
            if _SHOWN_BEFORE_RE.search(lowered, max(0, start - _TRIED_REACH), start) is not None:
                continue  # "dann steht da 'Sitzung abgelaufen'": a message shown, not typed
            tried = _TRIED_RE.search(lowered, max(0, start - _TRIED_REACH), start) or (
                _TRIED_RE.search(lowered, end, end + _TRIED_REACH)
            )
            if (
                tried is not None
                and _SENTENCE_END_RE.search(text, min(tried.end(), start), max(tried.start(), end))
                is None
            ):
                yield Span(*match.span("value"), "PASSWORD")
    if "/" in lowered and ":" in lowered:
        for match in _SLASHED_LOGIN_RE.finditer(text):
            value = match.group("value").lower()
            words = value.split()
            if _PASSWORD_WORD_RE.search(value) is not None or words[0] in ("pass", "code", "kode"):
                continue  # "login: x / password y": the cue after the slash names the value
            if not any(w in _TALK_VALUES for w in words):
                yield Span(*match.span("value"), "PASSWORD")


class _Context:
    """Whether a message holds a password, login or account word, each searched once. A search
    for the parts these words need rules most messages out before the pattern runs."""

    def __init__(self, lowered: str) -> None:
        self.lowered = lowered
        self.has_login: bool | None = None
        self.has_account: bool | None = None
        self.has_password: bool | None = None

    def login(self) -> bool:
        if self.has_login is None:
            self.has_login = (
                _LOGIN_PARTS_RE.search(self.lowered) is not None
                and _LOGIN_WORDS_RE.search(self.lowered) is not None
            )
        return self.has_login

    def password(self) -> bool:
        if self.has_password is None:
            self.has_password = (
                _PASSWORD_PARTS_RE.search(self.lowered) is not None
                and _PASSWORD_WORD_RE.search(self.lowered) is not None
            )
        return self.has_password

    def account(self) -> bool:
        if self.has_account is None:
            self.has_account = self.login() or (
                _ACCOUNT_PARTS_RE.search(self.lowered) is not None
                and _ACCOUNT_WORDS_RE.search(self.lowered) is not None
            )
        return self.has_account


# What each context pattern needs as a substring (its alternatives' common parts).
_PASSWORD_PARTS = ("pass", "paß", "kennw", "kode", "wachtw", "pw", "ww", "pin")
_LOGIN_PARTS = (
    *_PASSWORD_PARTS,
    *("log", "sign", "anmeld", "lock", "sperr", "spær", "blokk", "låst", "credential", "zugang"),
    *("slot", "rein", " ind"),
)
_ACCOUNT_PARTS = (
    *("account", "konto", "portal", "site", "app", "netflix", "stream", "wifi", "wlan"),
    *("zugang", "adgang", "toegang", "profil"),
)
_PASSWORD_PARTS_RE = parts_pattern(_PASSWORD_PARTS)
_LOGIN_PARTS_RE = parts_pattern(_LOGIN_PARTS)
_ACCOUNT_PARTS_RE = parts_pattern(_ACCOUNT_PARTS)


def _not_talk(value: str) -> bool:
    """True when a value is no word of talk about a password."""
    return value.lower().strip(".,;:!?") not in _TALK_VALUES


def _named(
    text: str,
    start: int,
    end: int,
    context: _Context,
    plain_needs_password: bool = True,
    credential: bool = False,
    plain: bool = True,
) -> Iterator[Span]:
    """A frame's value: a token with a letter and a digit or symbol in a message about an
    account, or a plain word in a message that names a password (or a login, when the frame
    itself says the value is made up: "it's my dog's name, X"). credential: the frame names a
    credential itself ("set the code to X"), any value that is no talk is one; plain: False when
    a plain word is never the value ("made it clear")."""
    start, end = clean_value(text, start, end)
    value = text[start:end]
    if end - start < 3 or not _not_talk(value) or not any(c.isalpha() for c in value):
        return
    if credential:
        yield Span(start, end, "PASSWORD")
    elif _SHAPE_RE.search(value) is not None:
        if context.account():
            yield Span(start, end, "PASSWORD")
    elif (
        plain
        and value.isalpha()
        and (context.password() if plain_needs_password else context.login())
    ):
        yield Span(start, end, "PASSWORD")


# A code word: a phrase a case note describes needs one, or a password word.
_CODE_WORD_RE = re.compile(r"(?<![\w])(?:kode|code)(?:n|en|s)?(?![\w])")
# Words a phrase before a case note never holds: a copula, a verb of writing ("The Times is
# written with a capital T").
_NOT_IN_NOTED_PHRASE = frozenset(
    """is ist er var was war are sind zijn er written geschrieben skrevet geschreven spelled
    spelt""".split()
)
# A phrase before a case note: up to _MAX_NOTED_WORDS words, in the note's clause.
_NOTED_PHRASE_RE = re.compile(r"(?:[^\s.,;:!?\"'“”«»()]{1,30}[^\S\n]+){1,5}\Z")
_MAX_NOTED_WORDS = 5


def _capital_phrase(text: str, note_start: int, letter: str) -> Span | None:
    """The words before a capital note whose first word starts with the note's letter, written
    as a capital ("Havnen om aftenen 3 med stort H"), at most _MAX_NOTED_WORDS of them."""
    phrase = _NOTED_PHRASE_RE.search(text, max(0, note_start - _LOOK_BACK * 2), note_start)
    if phrase is None:
        return None
    words = list(re.finditer(r"\S+", text[phrase.start() : note_start]))
    for i, word in enumerate(words[:-1]):
        value = word.group()
        if value[0] == letter.upper() and _not_talk(value) and len(words) - i <= _MAX_NOTED_WORDS:
            if any(w.group().lower() in _NOT_IN_NOTED_PHRASE for w in words[i:]):
                return None
            start = phrase.start() + word.start()
            end = phrase.start() + words[-1].end()
            return Span(*clean_value(text, start, end), "PASSWORD")
    return None


def _either(text: str, match: re.Match) -> Iterator[Span]:
    """Both spellings of "X or Y" when they share a stem and one holds a digit or symbol
    ("Ladybug77 or ladybug77", "Tulp#1 of tulp#1")."""
    before = _TOKEN_BEFORE_RE.search(text, max(0, match.start() - _LOOK_BACK), match.start())
    after = _TOKEN_AFTER_RE.match(text, match.end())
    if before is None or after is None:
        return
    first = clean_value(text, *before.span("value"))
    second = clean_value(text, *after.span("value"))
    a, b = text[first[0] : first[1]], text[second[0] : second[1]]
    if min(len(a), len(b)) < 4 or not a[0].isalpha():
        return
    shorter, longer = sorted((a.lower(), b.lower()), key=len)
    if not longer.startswith(shorter):
        return  # "iPhone13 or iPhone14": two things; "Ladybug77 or ladybug77!": one value
    if _SHAPE_RE.search(a) is None and _SHAPE_RE.search(b) is None:
        return
    yield Span(*first, "PASSWORD")
    yield Span(*second, "PASSWORD")
