"""Passwords and PINs: the value a credential cue names, read by a small grammar."""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import MADE_OF_WORDS, NAMED_OTHER_WORDS, NOT_A_VALUE, clean_value
from privacy.password_shapes import PRODUCT_RE
from privacy.patterns import trie_pattern
from privacy.spans import Span

# After a password has been named, "the old one was X" names another ("neues Passwort ist A,
# altes war B"); these words count as cues only after a password value in the same message.
_PASSWORD_ELLIPSIS_RE = re.compile(
    r"(?<![\w])(?:das\s+)?(?:altes|alten|alte|vorheriges|vorherige|bisheriges|bisherige|"
    r"old\s+one|old|previous\s+one|previous|det\s+gamle|den\s+gamle|gamle|tidligere|"
    r"het\s+oude|de\s+oude|oude|vorige|the\s+real\s+one|the\s+right\s+one|das\s+richtige|"
    r"die\s+richtige|det\s+rigtige|den\s+rigtige|het\s+juiste|de\s+juiste|het\s+echte|"
    r"jetzt|now|nu|nun)(?![\w])",
    re.IGNORECASE,
)

# ---------------------------------------------------------------- password cue grammar
#
# cue [inflection] GAP SEP FILLER* VALUE, read token by token after the cue:
#   GAP: up to _MAX_GAP words naming what the password is for ("für das Konto", "I set
#        yesterday"); a token ending a sentence (".", "!", "?") or a line break ends the search.
#   SEP: a copula ("ist", "is", "er", "lautet", "luidt", "war", "was", "var", "heißt", ...), a
#        separator (":", "=", "=>", "->", "–"), or a preposition after which a value may follow
#        ("geändert zu X", "changed to X", "ændret til X", "veranderd in X", "auf X gesetzt").
#   FILLER: after a copula, a few adverbs and change words ("ist jetzt", "wurde geändert zu",
#        "er stadig", "is nu").
#   VALUE: a quoted string (any words, the quotes excluded), or one token that looks like a
#        secret: it holds a digit or a symbol, or (right after SEP) mixes case inside a word
#        ("PXKaADmks"). A plain word never is ("ist falsch", "is not working", "er glemt").
# A value-shaped token right after the cue counts too ("pw Tulp77#", "das alte Passwort Haus123").
_MAX_GAP = 9
# Verbs of changing a password: after one, "to X" names the new password.
_CHANGE_VERBS = frozenset(
    """changed change set reset updated geändert ändern gesetzt umgestellt ændret ændrede
    skiftet skiftede ændre skifte veranderd gewijzigd aangepast veranderen wijzigen ingesteld
    gezet eingestellt indstillet""".split()
)
_CHANGE_BEFORE_RE = re.compile(
    r"(?<![\w])(?:changed|set|reset|updated|ændret|ændrede|skiftet|skiftede|veranderd|gewijzigd|"
    r"aangepast|geändert|umgestellt)(?![\w])[^.!?\n]*\Z",
    re.IGNORECASE,
)
_CHANGED_AFTER_RE = re.compile(
    r"\s+\S+\s+(?:geändert|gesetzt|umgestellt|geändert|veranderd|gewijzigd|gezet|aangepast|"
    r"ændret|skiftet|sat|changed|set)(?![\w])",
    re.IGNORECASE,
)
_MAX_STRICT_GAP = 4
_USER_WORDS = frozenset(
    """username user-name benutzername benutzer anmeldename brugernavn gebruikersnaam
    gebruiker login""".split()
)
_COPULAS = frozenset(
    """ist is er lautet lautete lauten heißt heisst hieß hiess war was were are var luidt luidde
    wordt werd wurde bliver blev lyder lød hedder hed be equals sind it's it’s wäre wär sei
    ware zou""".split()
)
_PREPOSITIONS = frozenset("zu auf to into til naar in op as als som".split())
_FILLERS = (
    frozenset(
        """jetzt now nu noch immer still stadig nog steeds übrigens btw probably wahrscheinlich
    vermutlich sandsynligvis vist waarschijnlijk bei mir for me hos mig bij mij simply einfach
    bare gewoon just nur kun alleen also auch ook også actually eigentlich faktisk eigenlijk
    geändert changed ændret veranderd gewijzigd gesetzt set updated reset zurückgesetzt nulstillet
    gereset aktualisiert opdateret bijgewerkt here hier her either entweder enten ofwel
    glaub glaube denke denk ich think guess tror jeg denk ik doch
    bisher immer früher vorher ursprünglich always before previously originally altid før
    tidligere oprindeligt altijd eerst vroeger oorspronkelijk
    irgendwie sowieso wohl halt anscheinend offenbar somehow anyway anyhow apparently ligesom
    åbenbart blijkbaar kennelijk literally buchstäblich wortwörtlich letterlijk bogstaveligt
    talt""".split()
    )
    | _PREPOSITIONS
)
# "... hvis I skal bruge den: X": a pronoun before the colon points at the value.
_POINTERS = frozenset("den det die das het it this that dit dat dette denne dies".split())
_DASHES = frozenset({"-", "–", "—"})
_WORD_AHEAD_RE = re.compile(r"\s+[\"'„“‚‘»«]?[^\W\d_]")
# Adverbs by their ending ("basically", "normalerweise", "waarschijnlijk"): fillers too.
_ADVERB_ENDINGS = ("ly", "weise", "lijk", "vis", "lich")
_PREPOSITION_FILLERS = frozenset("bei bij hos for".split()) | _PREPOSITIONS
_SEPARATORS = frozenset({":", "=", "=>", "->", "–", "-", "—", "==", ":=", "::"})
# Cues that are common words too ("boarding pass", "login page"): only "cue SEP value".
TIGHT_CUES = frozenset({"pass"})
SHORT_CUES = frozenset({"pw", "pwd", "passwd", "ww"})
# Cues shared with one-time codes: their password holds a letter (see password_value).
LETTER_CUES = frozenset({"kode"})
_OPEN_QUOTES = "\"'„“‚‘»«”’"
_CLOSE_QUOTES = "\"'“”‘’«»"
_TOKEN_RE = re.compile(r"\S+")
# What some value shape needs: a digit, symbol or quote; punctuation inside a word; a capital after
# a small letter. Three searches that each start with a character set (which `re` skips through
# in C) are several times faster than one alternation tried at every position.
_SYMBOL_HINT_RE = re.compile(r"[\d#$%&*+<>@^_|~§€£=\\/\"'„“‚‘»«”’]")
_INNER_PUNCTUATION_HINT_RE = re.compile(r"[.!?\-](?<=[^\W\d_][.!?\-])(?=[^\W\d_])")
_INNER_CAPITAL_HINT_RE = re.compile(r"[A-ZÄÖÜÆØÅÉÈ](?<=[a-zäöüßæøåéèëï][A-ZÄÖÜÆØÅÉÈ])")
_SENTENCE_END = ".!?"
# Words joined by "." or "-", one-letter ones inside too ("Ferie-i-Skagen"), and a word spelled
# letter by letter ("b-j-ø-r-n-e-b-æ-r").
_JOINED_WORDS_RE = re.compile(
    r"[^\W\d_]{2,}(?:[.\-][^\W\d_]+)*[.\-][^\W\d_]{2,}|(?:[^\W\d_][.\-]){3,}[^\W\d_]"
)
# A digit or a symbol: either makes a token value-shaped.
_SYMBOLS_RE = re.compile(r"[\d#$%&*+<>@^_|~§€£=\\/]")


def _value_shaped(value: str, after_sep: bool) -> bool:
    """True when a token looks like a secret rather than a word."""
    if len(value) < 3 or value.lower() in NOT_A_VALUE:
        return False
    if _SYMBOLS_RE.search(value):
        return True
    core = value.rstrip("!?")
    if "!" in core or "?" in core:
        return True  # punctuation inside a word ("Xy!kLm")
    if not after_sep:
        return False
    # Words joined by "." or "-" ("ajax.tulp", "hygge-hund"): a passphrase, not a word.
    if _JOINED_WORDS_RE.fullmatch(core):
        return True
    # Mixed case inside a word ("PXKaADmks"): a plain word is lower, Title or UPPER case.
    return core.isalpha() and not (core.islower() or core.istitle() or core.isupper())


def _quoted(text: str, start: int, limit: int) -> tuple[int, int] | None:
    """The inside of a quoted value opening at start, when it closes on the same line."""
    end = start + 1
    while end < limit and text[end] not in _CLOSE_QUOTES and text[end] != "\n":
        end += 1
    if end >= limit or text[end] == "\n" or end - start - 1 < 1:
        return None
    inner = text[start + 1 : end].strip()
    if not inner or inner.lower() in NOT_A_VALUE:
        return None
    offset = text.index(inner, start + 1)
    return offset, offset + len(inner)


def password_value(
    text: str, pos: int, tight: bool = False, short: bool = False, letters: bool = False
) -> tuple[int, int] | None:
    """The password value after a cue ending at pos, following the grammar above.

    tight: a cue that is a common word too, valued only as "cue SEP value"; short: an
    abbreviation that stands for "password:"; letters: a cue shared with one-time codes ("kode"),
    whose password holds a letter (its digits are a code's, see codes.py).
    """
    # Inflection of the cue word ("Passworts", "adgangskoden", "kodeordet", "wachtwoorden").
    inflection = _CUE_INFLECTION_RE.match(text, pos)
    if inflection is None:
        return None  # the cue is the start of a longer word ("Passwortrichtlinie")
    pos = inflection.end()
    if pos < len(text) and text[pos] == "-" and pos + 1 < len(text) and text[pos + 1].isalpha():
        return None  # a compound ("Passwort-Manager")
    strict = letters and _ACCOUNT_AFTER_RE.match(text, pos) is None
    copula = text.startswith(("'s ", "’s "), pos)  # "password's still X"
    # Right after a mail address or user name, the cue stands for "password:" ("Mail x@y.de,
    # Kennwort erdbeerkuchen", "brugernavn holm_j og kode jordbærtærte").
    paired = (
        _PAIR_HINT_RE.search(text, max(0, pos - 120), pos) is not None
        and _PAIRED_BEFORE_RE.search(text, max(0, pos - 120), pos) is not None
    )
    if paired:
        tight = False  # "user jdoe, pass: marmalade": after a user name "pass" is the password
    found = _read_value(text, pos + 2 if copula else pos, tight, short or paired, strict, copula)
    if found is not None and paired and not short and _SUBJECT_AFTER_RE.match(text, found[1]):
        return None  # "Passwort sage ich nicht": a verb, its subject after it
    if found is None and not tight and not strict:
        found = _verb_final_value(text, pos)
    if found is None or (letters and not any(c.islower() for c in text[found[0] : found[1]])):
        return None
    if _quote_closed_before(text, pos, found[0]):
        return None  # "'Passwort jetzt ändern!' – ist das Phishing?": a quotation ended
    return found


def _quote_closed_before(text: str, cue_end: int, value_start: int) -> bool:
    """True when the cue ending at cue_end opens a quotation that closes before value_start."""
    cue_start = cue_end
    while cue_start and text[cue_start - 1].isalpha():
        cue_start -= 1
    if not cue_start or text[cue_start - 1] not in _OPEN_QUOTES:
        return False
    return any(text[i] in _CLOSE_QUOTES for i in range(cue_end, value_start))


# German and Dutch put the participle last: "Kennwort hab ich auf Blumentopf geändert", "als
# Passwort habe ich Mausefalle genommen", "wachtwoord heb ik naar Tulp gezet".
_VERB_FINAL_RE = re.compile(
    r"\s+(?:hab|habe|hatte|hab's|habs|heb|had|hebben|haben)\s+(?:ich|ik|wir|we)\s+"
    r"(?:(?:jetzt|nun|gestern|heute|mal|einfach|gisteren|nu|vandaag|gewoon)\s+)?"
    r"(?:(?:auf|zu|in|naar|op|als)\s+)?[\"'„“»«]?(?P<value>[^\s\"'“”«»]+?)[\"'“”«»]?\s+"
    r"(?:geändert|gesetzt|genommen|gewählt|gemacht|eingestellt|umgestellt|vergeben|gekozen|"
    r"veranderd|gewijzigd|ingesteld|gemaakt|genomen|gezet)(?![\w])",
    re.IGNORECASE,
)


def _verb_final_value(text: str, pos: int) -> tuple[int, int] | None:
    """The value of a verb-final clause after the cue (see _VERB_FINAL_RE)."""
    match = _VERB_FINAL_RE.match(text, pos)
    if match is None:
        return None
    start, end = clean_value(text, *match.span("value"))
    value = text[start:end]
    if _value_shaped(value, True) or _plain_value(value):
        return start, end
    return None


# A subject pronoun right after a word makes that word a verb (V2: "Passwort sage ich nicht").
_SUBJECT_AFTER_RE = re.compile(
    r"\s+(?:ich|ik|jeg|i|wir|we|vi|wij|du|jij|je)(?![\w])", re.IGNORECASE
)
# What a mail address or user name before a cue holds: a cheap search before the full pattern.
_PAIR_HINT_RE = re.compile(
    r"[@uUbBgGlLiIaA](?:(?<=@)|(?<=[uU])ser|(?<=[bB])(?:enutzer|rugernavn)|(?<=[gG])ebruiker|"
    r"(?<=[lL])og(?:-?in|in)|(?<=[iI])nlog|(?<=[aA])nmelde)"
)
_PAIRED_BEFORE_RE = re.compile(
    r"(?:@[\w.\-]+\.\w{2,}|(?:user\s?name|username|user|benutzername|benutzer|brugernavn|"
    r"gebruikersnaam|gebruiker)\s*(?:is|ist|er|:|=)?\s*[\w.\-]{2,}"
    # A login word names a user only with a separator after the name ("inlog jan / ww x").
    r"|(?:log-?in|inlog|anmeldename)\s*[:=]?\s*[\w.\-]{2,}\s*[,;/|]"
    # "mit login er mette_h82 og koden X": a login's name by a copula, then "and".
    r"|(?:log-?in|inlog|anmeldename)\s+(?:is|ist|er)\s+[\w.\-]*[\d_.][\w.\-]*(?=\s+(?:og|and|und|en)\s))"
    r"[\s,;/|]*(?:(?:og|and|und|en|&)\s+)?(?:(?:mit|min|my|mein|mijn|das|the|het|de|dat)\s+)?"
    r"\S+\Z",
    re.IGNORECASE,
)
# "koden til min konto": a shared cue that names an account's password.
_ACCOUNT_AFTER_RE = re.compile(
    r"\s+(?:til|for|voor|für|zu|to|van|of)\s+(?:\S+\s+){0,2}?(?:min\s+|mit\s+|mijn\s+|my\s+)?"
    r"(?:konto|account|app|profil|login|shop|webshop|brugerkonto|zugang|mail)\w*",
    re.IGNORECASE,
)


def _read_value(
    text: str, pos: int, tight: bool, short: bool, strict: bool, copula: bool = False
) -> tuple[int, int] | None:
    """The cue grammar's value from pos (after the cue and its inflection), or None.

    strict: a shared cue ("kode"): only "cue [is|:] value", a few words apart at most.
    """
    limit = min(len(text), pos + 160)
    newline = text.find("\n", pos, limit)
    if newline != -1:
        limit = newline
        if _SEPARATOR_LINE_END_RE.fullmatch(text, pos, newline):
            # "Passwort:\nBlue-Moon-77": the separator ends its line, the value opens the next.
            limit = min(len(text), newline + 160)
            following = text.find(
                "\n", newline + 1 + (text[newline + 1 : newline + 2] == "\n"), limit
            )
            if following != -1:
                limit = following
    # "pw" and the like stand for "password:" ("pw schalke.schalke").
    expect, after_sep, gap, fillers = True, short or copula, 0, 0
    talk = False  # after "is" came talk about the password; only a later ":" names one
    changed = _CHANGE_BEFORE_RE.search(text, max(0, pos - 60), pos) is not None
    plain = short or copula  # a plain word may be the value: right after a copula or a separator
    comma = False  # the previous token ended a phrase with ","
    changed_here = False  # a change word came after the copula ("was changed to X")
    joined = False  # an "and" came in the gap: a word after it may start another secret
    described_after_sep = False  # after the separator, words describe the password
    seen_sep = after_sep
    if tight:
        plain = False  # "The pass is valid": a common word's cue names a secret-shaped value only
    for token in _TOKEN_RE.finditer(text, pos, limit):
        start, end = token.span()
        word = token.group()
        if text[start] in "=:" and len(word) > 1 and word not in _SEPARATORS:
            start += len(word) - len(word.lstrip(":="))  # ":Sommer2024": separator, then value
            expect, after_sep, word = True, True, text[start:end]
        if word.startswith("(") and word.rstrip(".,;").endswith(")") and (expect or talk):
            # "Password (buttercup)", "is unchanged (Pelican_88)".
            v_start, v_end = clean_value(text, start + 1, end)
            value = text[v_start:v_end]
            if _value_shaped(value, True) or _plain_value(value):
                return v_start, v_end
        if talk and comma and word.lower().rstrip(",:") in _MARKER_WORDS:
            continue  # "das gleiche wie immer, nämlich bergziege": the value after the marker
        if talk and comma:
            # "is my cat's name and year, Biscuit2016"
            v_start, v_end = clean_value(text, start, end)
            value = text[v_start:v_end]
            if _SYMBOLS_RE.search(word) and _value_shaped(value, True):
                return v_start, v_end
            # Fail closed: "is the same as for netflix, daisy", "is my dog's name, rex": a plain
            # word alone in the clause after the talk restates the password.
            if (
                _plain_value(value)
                and value.lower() not in _TALK
                and not value.lower().endswith(_ADVERB_ENDINGS)
                and _DESCRIBED_RE.search(text, pos, start) is not None
            ):
                if v_end == limit or text[v_end] in ".,;!" + _CLOSE_QUOTES:
                    return v_start, v_end
                # "is two words, apple pie": a few plain words that end the clause.
                phrase_end = _phrase_end(text, v_end, limit)
                if phrase_end == limit or text[phrase_end] in ".,;!":
                    return v_start, phrase_end
        comma = word.endswith((",", ":")) or word == "="
        if (
            seen_sep
            and gap <= 4
            and not talk
            and word.rstrip(",:").lower().removesuffix("'s") in _DESCRIBED_WORDS
        ):
            described_after_sep = True
        if described_after_sep and comma:
            talk = True  # "password: my daughter's name, Lily", "ww = naam van mijn hond = Bobbie"
        if expect and after_sep:
            # "ist ich liebe pizza (mit leerzeichen)": a passphrase said to hold spaces.
            noted = _noted_phrase(text, start, limit)
            if noted is not None:
                return noted
        if expect and text[start] in _OPEN_QUOTES and not (start and text[start - 1].isalpha()):
            found = _quoted(text, start, limit)
            if found and _quoted_message(text[found[0] : found[1]]):
                return None  # "es heißt 'Passwörter stimmen nicht überein'": a message shown
            if found:
                return found
        if expect and (not tight or after_sep):
            v_start, v_end = clean_value(text, start, end)
            value = text[v_start:v_end]
            if _value_shaped(value, after_sep and not fillers):
                if value.isdigit():
                    # "WLAN-Schlüssel ist 4481 2290 1184": digits in groups are one value.
                    groups = _DIGIT_GROUPS_RE.match(text, v_end, limit)
                    if groups is not None:
                        v_end = groups.end()
                return (
                    _with_annotation(text, v_start, v_end, limit) if after_sep else (v_start, v_end)
                )
            # Fail closed: a plain word where the value stands ("kodeordet er kanelsnegl").
            adverb = value.lower().endswith(_ADVERB_ENDINGS) and len(value) > 4
            if adverb and _WORD_AHEAD_RE.match(text, end, limit):
                pass  # "is basically marmalade": the adverb is a filler, the word after it counts
            elif plain and (_plain_value(value) or _name_said_before(text, value, v_start)):
                phrase_end = _phrase_end(text, v_end, limit, after_sep and not copula)
                return _with_annotation(text, v_start, phrase_end, limit)
            elif (
                not gap
                and not tight
                and value[:1].isupper()
                and _plain_value(value)
                and (v_end == limit or text[v_end] in ".,;!")
            ):
                return v_start, v_end  # "Passwort Blumenwiese.": a word, alone in its clause
        lowered = word.lower()
        bare = lowered.rstrip(",;")
        plain = False
        if lowered in _DASHES and (copula or gap == 1):
            # "war 73 19 50 – jetzt fragt er", "Kennwort erdbeerkuchen – sagt": no separator; after
            # words naming what it is for ("password for the app - lemonade") a dash is one.
            return None  # "war 73 19 50 – jetzt fragt er": a dash after words is no separator
        if lowered == "," and not gap and not copula:
            expect, after_sep = True, True  # "with my password, greenhouse42": shaped only
            continue
        if lowered in _SEPARATORS or (
            bare.endswith((":", "=")) and (bare[:-1] not in NOT_A_VALUE or bare[:-1] in _POINTERS)
        ):
            if strict and lowered not in (":", "=") and not bare.endswith(":"):
                return None
            expect, after_sep, talk, plain = True, True, False, not tight
            seen_sep = True
            continue
        if bare.endswith(":") and bare[:-1] in _COPULAS:
            # "lautet: regenbogen": a copula and a colon, the value after them
            expect, after_sep, copula, plain = True, True, True, not tight
            continue
        if (
            bare in _BE_WORDS
            and not copula
            and bare == lowered
            and _MODAL_BEFORE_RE.search(text, max(pos, start - 14), start) is not None
        ):
            # "adgangskoden burde være kanelsnegl", "should be X": a modal and "be" name it.
            expect, after_sep, copula, plain = True, True, True, not tight
            continue
        if bare in _COPULAS and not copula:
            if bare != lowered:
                return None  # "verlopen is, klopt dat?": the clause ends at the copula
            if _POINTER_QUESTION_RE.match(text, end) is not None:
                return None  # "..., is dat genoeg?": a question about the password
            if (
                bare == "was"
                and text[:start].rstrip().endswith(",")
                and _QUESTION_AFTER_RE.match(text, end)
                and not _SYMBOLS_RE.search(text, end, text.find("?", end))
            ):
                return None  # "Passwort vergessen, was tun?": German "was" asks, names nothing
            expect, after_sep, copula, plain = True, True, True, not tight
            continue
        if lowered[-1] in _SENTENCE_END and not lowered.endswith(("...", "…")):
            # An ellipsis is a pause, not a sentence's end ("für das WLAN... nee, fürs Konto: X").
            # "Kodeordet? Det er blomst.": the next sentence's copula names it.
            answer = _ANSWER_RE.match(text, end)
            if answer is not None:
                return _read_value_after_copula(text, answer.end(), limit)
            return None
        if copula and not talk:
            # After "ist"/"is"/"er" only adverbs and change words may come before the value.
            adverb = bare.endswith(_ADVERB_ENDINGS) and len(bare) > 4
            if (bare in _FILLERS or adverb) and fillers < 3 and bare == lowered:
                # "ist bei PayPal hinterlegt": a plain word after a preposition is no value;
                # "was changed to hotdog": after a change word it is the new password.
                changed_here = changed_here or bare in _CHANGE_VERBS
                fillers = fillers + 1
                plain = not tight and (bare not in _PREPOSITION_FILLERS or changed_here)
                continue
            talk, expect, after_sep = True, False, False
            continue
        if strict:
            if changed and bare in _PREPOSITIONS:
                # "har ændret koden til flødebolle": the new password after the change verb.
                expect, after_sep, plain = True, True, True
                continue
            changed = changed or bare in _CHANGE_VERBS
            # "samme kode i 5 aar: fiskefrikadelle": a few words, then only a colon may follow.
            gap += 1
            if gap > _MAX_STRICT_GAP:
                return None
            expect, after_sep = False, False
            continue
        if talk:
            if bare in ("it's", "it’s"):
                # "Password's fine btw, it's Blackbird#17": the clause starts again.
                talk, copula, expect, after_sep, plain = False, True, True, True, True
                continue
            if bare in ("es", "det", "het"):
                talk, copula = False, False
                continue
            gap += 1
            if gap > _MAX_GAP * 2:
                return _answer_later(text, end, limit)
            continue
        if tight:
            return None
        if bare in _PREPOSITIONS:
            # "changed my password to pancakes", "veranderd in regenboog": after a change verb a
            # plain word is the new password.
            # "hab das Passwort auf Dackel geändert": the change verb after the value.
            plain = changed or _CHANGED_AFTER_RE.match(text, end) is not None
            # "adgangskoden til wifi-routeren": without a change verb, words joined by a hyphen
            # after the preposition name what the password is for; a digit or symbol still counts.
            expect, after_sep = True, plain
            continue
        changed = changed or bare in _CHANGE_VERBS
        if bare in _USER_WORDS:
            return None  # "password, my username is john_doe88": the copula names the user name
        if bare in _AND_WORDS:
            joined = True
        elif joined and (bare in _OTHER_CUE_WORDS or _SECRET_WORD_RE.search(bare)):
            # "password X and the verification code you sent was 5K9-TQ2": the value after it
            # is the other secret's.
            return None
        gap += 1
        expect, after_sep = False, False
        if gap > _MAX_GAP:
            return _answer_later(text, end, limit)
    return None


_AND_WORDS = frozenset("and und og en but aber men maar plus sowie samt".split())
# Words of another secret's cue, inside longer words too ("Bestätigungscode", "sms-koden").
_SECRET_WORD_RE = re.compile(r"code|kode|pin|tan\b|otp|cvc|cvv")
_MARKER_WORDS = frozenset(
    """altså also dvs namely nämlich namelijk oftewel nemlig sprich maybe perhaps probably
    vielleicht wahrscheinlich måske misschien waarschijnlijk dus so""".split()
)
_BE_WORDS = frozenset("be være zijn wezen sein".split())
_MODAL_BEFORE_RE = re.compile(
    r"(?<![\w])(?:should|must|might|could|would|will|burde|skal|skulle|må|kan|kunne|vil|ville|"
    r"moet|moest|zou|kan|kon|müsste|sollte|könnte|dürfte|muss|soll)\s+\Z",
    re.IGNORECASE,
)
# Talk that describes the password ("is my dog's name", "is the same as for Netflix"): the plain
# word after it, alone in its clause, is the password restated.
_DESCRIBED_RE = re.compile(
    r"(?<![\w])(?:name|names|navn|navnet|naam|word|wort|ord|ordet|woord|words|wörter|woorden|"
    r"same|gleiche|dasselbe|"
    r"samme|zelfde|hetzelfde|dezelfde|nickname|spitzname|kælenavn|bijnaam)(?![\w])",
    re.IGNORECASE,
)
_DESCRIBED_WORDS = frozenset(
    """name names navn navnet naam word wort ord ordet woord words wörter woorden same gleiche
    dasselbe samme zelfde hetzelfde dezelfde nickname spitzname kælenavn bijnaam""".split()
)
_DIGIT_GROUPS_RE = re.compile(r"(?:[ \-]\d+)+(?![\w.,]\d)")
_SEPARATOR_LINE_END_RE = re.compile(r"[^\S\n]*(?:[:=]|->|=>)[^\S\n]*")


def _answer_later(text: str, pos: int, limit: int) -> tuple[int, int] | None:
    """Past the gap: only the next sentence's "Het is X" may still name the password."""
    question = text.find("?", pos, limit)
    if question == -1:
        return None
    answer = _ANSWER_RE.match(text, question + 1)
    return None if answer is None else _read_value_after_copula(text, answer.end(), limit)


def _read_value_after_copula(text: str, pos: int, limit: int) -> tuple[int, int] | None:
    """The value after an answer's "Det er" / "It is" ("Kodeordet? Det er blomst.")."""
    limit = max(limit, min(len(text), pos + 80))
    newline = text.find("\n", pos, limit)
    if newline != -1:
        limit = newline
    for token in _TOKEN_RE.finditer(text, pos, limit):
        start, end = clean_value(text, *token.span())
        value = text[start:end]
        if value.lower() in _FILLERS:
            continue
        if _value_shaped(value, True) or _plain_value(value):
            return start, end
        return None
    return None


# The copula of an answer to a question about the password ("Det er", "It's", "Het is").
_ANSWER_RE = re.compile(
    r"\s*(?:(?:oh|ah|uh|um|umm|well|naja|na|nou|tja|øh|åh|ja|yes|yeah|jo|ok|okay|hmm)[,.!]*\s+)?"
    r"(?:\(?(?:det|dat|it|het|es|das|den|die|der)\s+(?:er|is|ist|var|was|war)\s+|it's\s+)",
    re.IGNORECASE,
)
# Words that follow "password is" in talk about a password, not as one: participles, adjectives,
# pronouns, articles, negations ("er blevet ændret", "is de naam van", "ist seit gestern
# gesperrt"). A plain word after the copula or separator that is none of these is the password.
_TALK = (
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
    | _FILLERS
    | _COPULAS
    # Adverbs and verbs that end a clause after the cue ("vertippe mich beim Passwort ständig",
    # "die sticker is eraf", "op het vorige wachtwoord lijkt").
    | frozenset(
        """ständig dauernd oft manchmal always often sometimes constantly altid ofte tit altijd
        vaak soms eraf weg gone away væk fort lijkt klopt faalt mislukt stimmt passt fehlt
        reicht mangler passer meinte meint sagte fragte should must could would will might
        skal burde sollte muss moet zou""".split()
    )
)
_PLAIN_VALUE_RE = re.compile(r"[^\W\d_]{3,}[^\W\d_!?.*#]*[!?*#]?")


_PARTICIPLE_PREFIXES = (
    *("ge", "ver", "be", "er", "ent", "zer", "hinter", "über", "unter", "op"),
    *("abge", "ange", "aufge", "ausge", "einge", "freige", "mitge", "nachge", "vorge", "zuge"),
    *("afge", "uitge", "inge", "doorge", "terugge"),
)


def _plain_value(value: str) -> bool:
    """A plain word that is no talk about a password: the password itself, read fail-closed."""
    if value.endswith("?"):
        return False  # "was nun?": a question
    lowered = value.lower()
    if lowered in _TALK or lowered.rstrip("!?") in _TALK:
        return False
    if _PLAIN_VALUE_RE.fullmatch(value) is None:
        return False
    # Participles are talk ("geändert", "gewijzigd", "changed", "nulstillet").
    # A capital opens a noun, a participle is written small ("Bergfried", "gesperrt").
    return value[0].isupper() or not (
        (lowered.startswith(_PARTICIPLE_PREFIXES) and lowered.endswith(("t", "d", "en")))
        or (lowered.endswith("ed") and not lowered.endswith("ved"))  # "hestehoved"
        or lowered.endswith(("iert", "eret", "ede"))
    )


def _name_said_before(text: str, value: str, start: int) -> bool:
    """True when a small-letter word looks like a participle but the message wrote it with a
    capital before, as a name ("er heißt Gerhard und das Passwort ist gerhard")."""
    if not value.isalpha() or not value.islower() or value in _TALK or len(value) < 4:
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


def _with_annotation(text: str, start: int, end: int, limit: int) -> tuple[int, int]:
    """A passphrase with spaces, said so ("kode: Pippi Langstrømpe (med mellemrum)")."""
    paren = text.find("(", end, limit)
    if paren == -1 or paren - end > 40:
        return start, end
    between = text[end:paren]
    if any(c in between for c in '.,;:!?"') or len(between.split()) > 3:
        return start, end
    if _SPACES_NOTE_RE.match(text, paren) is None:
        return start, end
    return start, end + len(between.rstrip())


def _noted_phrase(text: str, start: int, limit: int) -> tuple[int, int] | None:
    """Words from start up to a note that they hold spaces ("blauer himmel (mit Leerzeichen)")."""
    paren = text.find("(", start, min(limit, start + 60))
    if paren == -1 or _SPACES_NOTE_RE.match(text, paren) is None:
        return None
    between = text[start:paren]
    if any(c in between for c in '.;:!?"') or not 1 <= len(between.split()) <= 5:
        return None
    return clean_value(text, start, start + len(between.rstrip()))


# Words that end a passphrase of plain words: conjunctions, and the talk words of _TALK.
_CLAUSE_WORDS = frozenset(
    """und aber oder weil denn doch sondern and but or because so then og men eller fordi så
    da en maar of omdat want dus toen""".split()
)
# Cue words of other values: a passphrase ends before them.
_OTHER_CUE_WORDS = frozenset(
    """tan otp cvc cvv pin mail e-mail email iban card karte kort kaart kreditkarte""".split()
)
# Words that join the words of a passphrase ("Katze mit Hut", "Mormor og morfar").
PHRASE_JOINERS = frozenset(
    """mit med met with und og and en the der die das de het van von of af im in i auf op på
    on a an ein eine et een""".split()
)
_PHRASE_TOKEN_RE = re.compile(r"[ \t]+(\S+)")
_MAX_PHRASE_WORDS = 4


def _phrase_end(text: str, end: int, limit: int, separated: bool = False) -> int:
    """The end of a passphrase of plain words that starts with the word ending at end.

    Fail closed: "ist blauer Himmel 7", "is purple elephant 23" name all of their words. The
    words up to the clause's end count (a sentence mark, a comma, a line break, a conjunction,
    a talk word or a bracket), at most _MAX_PHRASE_WORDS more.
    """
    if end < len(text) and text[end] in ".,;:!?)":
        return end  # the value's clause ends with it
    phrase_end = end
    for _ in range(_MAX_PHRASE_WORDS):
        token = _PHRASE_TOKEN_RE.match(text, phrase_end, limit)
        if token is None:
            break
        word = token.group(1)
        bare = word.rstrip(".,;:!?)").lower()
        if not bare or word[0] in "([-–—":
            break
        if bare in _USER_WORDS or _CUE_WORD_RE.fullmatch(bare) or bare in _OTHER_CUE_WORDS:
            break  # "Passwort: Sonne og koden 4821": the next value's cue ends the phrase
        if bare in _CLAUSE_WORDS or bare in _TALK:
            # After "Passwort:" a joining word inside the phrase is part of it ("Katze mit Hut",
            # "Mormor og morfar") when a word that is no talk follows it in the clause.
            if not (separated and word == bare and bare in PHRASE_JOINERS):
                break
            following = _PHRASE_TOKEN_RE.match(text, token.end(1), limit)
            if following is None:
                break
            next_bare = following.group(1).rstrip(".,;:!?)").lower()
            if not next_bare or next_bare in _TALK or next_bare in _USER_WORDS:
                break
            if _CUE_WORD_RE.fullmatch(next_bare) or next_bare in _OTHER_CUE_WORDS:
                break
            if _PLAIN_VALUE_RE.fullmatch(following.group(1).rstrip(".,;:!?)")) is None:
                break
        if "@" in word or "://" in word:
            break
        phrase_end = clean_value(text, token.start(1), token.end(1))[1]
        if phrase_end < token.end(1):
            break  # the word ends the sentence or clause
    return phrase_end


_SPACES_NOTE_RE = re.compile(
    r"\((?:[^()\n]{0,30}?\s)?(?:med|met|with|mit)\s+(?:mellemrum|spaties?|spaces?|leerzeichen)",
    re.IGNORECASE,
)


_CUE_INFLECTION_RE = re.compile(r"(?:s|et|en|n|e|es)?(?![\w])")

# Compound password cues ("Zugangspasswort", "Bankkennwort", "webshopwachtwoord"): the cue word
# glued to a first part (the word scan finds the cue words standing alone).
_COMPOUND_CUES = (
    "passwort",
    "paßwort",
    "kennwort",
    "password",
    "wachtwoord",
    "kodeord",
    "adgangskode",
    "pincode",
    "pinkode",
)

COMPOUND_CUE_RE = re.compile("(?P<PASSWORD>" + trie_pattern(list(_COMPOUND_CUES)) + ")")
COMPOUND_CUE_RE_ANYCASE = re.compile(COMPOUND_CUE_RE.pattern, re.IGNORECASE)
COMPOUND_CUE_FORMS = tuple(
    cue + inflection
    for cue in _COMPOUND_CUES
    for inflection in ("", "s", "et", "en", "n", "e", "es")
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
    if _value_shaped(value, True) or (first and value.lower() == first.lower() and value != first):
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
            token = _PHRASE_TOKEN_RE.match(text, cue.end())
            if token is not None:
                start, end = clean_value(text, *token.span(1))
                if _value_shaped(text[start:end], True):
                    found = (start, end)
        if found is not None:
            yield Span(found[0], found[1], "PASSWORD")


# A token that looks like a credential whatever the words around it: letters with a digit or a
# symbol ("Hamburg1887", "Router2019#Home", "Watermelon_sugar"), a small letter among them. The
# window is searched for the digit or symbol (a character set `re` skips through in C); only the
# tokens holding one are read.
_CREDENTIAL_MARK_RE = re.compile(r"[\d#$%&*_!]")
_CREDENTIAL_TOKEN_RE = re.compile(r"(?=\S*[a-zäöüßæøåé])[^\W\d_][\w#$%&*!.+\-]*[\w#$%&*!+]")
_WHITESPACE_RE = re.compile(r"\s")
_CREDENTIAL_WINDOW = 150
_USER_BEFORE_RE = re.compile(
    r"(?:user|username|login|benutzer|benutzername|anmeldename|brugernavn|gebruiker|"
    r"gebruikersnaam|e-?mail|mail|konto|account)\w*\s*(?:name|navn|naam)?\s*(?:is|ist|er|:|=)?\s*\Z",
    re.IGNORECASE,
)


def credential_tokens(text: str, after: int) -> Iterator[Span]:
    """Credential-shaped tokens within a window after a password cue, on the cue's line.

    Fail closed: "Kennwort eigentlich Hamburg1887", "changed it to Shamrock2020", "ich hab ihm
    Gänseblümchen7 gesagt" name a password whatever the words between.
    """
    limit = min(len(text), after + _CREDENTIAL_WINDOW)
    newline = text.find("\n", after, limit)
    if newline != -1:
        limit = newline
    pos = after
    while (mark := _CREDENTIAL_MARK_RE.search(text, pos, limit)) is not None:
        token_start = max(
            text.rfind(" ", after, mark.start()), text.rfind("\t", after, mark.start())
        )
        token_start = after if token_start == -1 else token_start + 1
        space = _WHITESPACE_RE.search(text, mark.end(), limit)
        pos = token_end = limit if space is None else space.start()
        while token_start < token_end and text[token_start] in "(\"'„“‚‘»«":
            token_start += 1
        start, end = clean_value(text, token_start, token_end)
        while end > start and text[end - 1] == "?":
            end -= 1  # "Also Hans77?": a question mark after the value (added back at the end)
        if _CREDENTIAL_TOKEN_RE.fullmatch(text, start, end) is None:
            continue
        value = text[start:end]
        core = value.rstrip("!?.")
        letters = sum(c.isalpha() for c in core)
        if len(core) < 6 or letters < 3 or not _CREDENTIAL_MARK_RE.search(core):
            continue  # "Thanks!", "help!!": a word and its exclamation mark
        if "@" in value or "://" in value:
            continue
        if _USER_BEFORE_RE.search(text, max(after, start - 25), start):
            continue  # "gebruiker: koen_vd": the user name beside the password
        if "." in value and not _SYMBOLS_RE.search(value.replace(".", "")):
            continue  # "z.B.", "usw.": abbreviations, not credentials
        if PRODUCT_RE.fullmatch(value):
            continue  # "doesn't work on the iPhone15 app", "mit Windows11": a product and version
        yield Span(start, end, "PASSWORD")


# After a login cue: a user name, a slash and the password, on one line ("login? m.oreilly /
# Bundoran1997", "Zugangsdaten: max.m / Waldweg17").
_LOGIN_PAIR_RE = re.compile(
    r"(?:s|en|et)?[^\S\n]*[?:=\-–]?[^\S\n]*(?:(?:is|ist|er|zijn|sind|are)[^\S\n]+)?"
    r"[^\s/]{2,}[^\S\n]*/[^\S\n]*(?P<password>[^\s/]{3,})"
)


# The password cue words themselves, and their abbreviations and inflections.
_CUE_WORD_RE = re.compile(
    r"(?:pass(?:wor[dt]|wd|code|phrase)?|pa(?:ss|ß)wort|kennwort|pw|pwd|ww|wachtwoord|"
    r"kodeord|adgangskode|kode|code|pin(?:code|kode)?)(?:s|et|en|n|e|es)?",
    re.IGNORECASE,
)


def login_pair(text: str, cue_end: int) -> Span | None:
    """The password of a "user / password" pair right after a login cue."""
    match = _LOGIN_PAIR_RE.match(text, cue_end)
    if match is None:
        return None
    if text[match.end("password") - 1] in ":=":
        return None  # "login: x / pass: y": the cue after the slash names the value
    if _CUE_WORD_RE.fullmatch(match.group("password").rstrip(".,;:")):
        return None  # "login: x / password y": the cue after the slash names the value
    start, end = clean_value(text, *match.span("password"))
    if end - start < 3 or text[start:end].lower() in NOT_A_VALUE:
        return None
    return Span(start, end, "PASSWORD")


# A cue word with digits or symbols glued to it is a password of its own ("password1",
# "Passwort123!", "kodeord2024").
_GLUED_RE = re.compile(r"[\d!#$%&*@_+]\S*")


def glued_password(text: str, cue_start: int, cue_end: int) -> Span | None:
    """The token of a cue word with digits or symbols glued to it, or None."""
    glued = _GLUED_RE.match(text, cue_end)
    if glued is None or (cue_start and text[cue_start - 1].isalnum()):
        return None
    start, end = clean_value(text, cue_start, glued.end())
    if end - start <= cue_end - cue_start or text[cue_end:end].isdigit() and end - cue_end > 6:
        return None
    return Span(start, end, "PASSWORD")


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
        if found is not None and not _quote_closed_before(text, cue_end, found.start):
            return found
    sentence_end = _SENTENCE_MARK_RE.search(text, cue_end, limit)
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
        if _value_shaped(value, True) or (_plain_value(value) and value.lower() not in _TALK):
            return Span(start, end, "PASSWORD")
    guessed = _GUESSED_RE.search(text, cue_end, clause_end)
    if guessed is not None:
        token = _TOKEN_RE.match(text, guessed.end(), limit)
        if token is not None:
            start, end = clean_value(text, *token.span())
            value = text[start:end]
            if _value_shaped(value, True) or (_plain_value(value) and value.lower() not in _TALK):
                return Span(start, end, "PASSWORD")
    return None


_SENTENCE_MARK_RE = re.compile(r"[.!?](?:\s|\Z)")


def _restated_value(text: str, match: re.Match, limit: int) -> Span | None:
    """The clause after one restating marker or inverted copula, when it can be a password."""
    start = match.end()
    marker = _COPULA_FORM_RE.search(match.group()) is None
    if _GUESS_MARKER_RE.search(match.group()) is not None:
        # "..., misschien tulpen": a guess is one word that ends its clause ("vielleicht liegt es
        # am Umlaut" goes on).
        guess = _GUESS_VALUE_RE.match(text, start, limit)
        if guess is None:
            return None
        g_start, g_end = clean_value(text, *guess.span(1))
        value = text[g_start:g_end]
        if value.lower() in _TALK or not (_value_shaped(value, True) or _plain_value(value)):
            return None
        return Span(g_start, g_end, "PASSWORD")
    end = start
    words = 0
    for token in _TOKEN_RE.finditer(text, start, limit):
        words += 1
        if words > _MAX_RESTATED_WORDS:
            return None  # a whole sentence, not a password
        if token.start() > start and token.group().lower().rstrip(".,;!?") in _CLAUSE_WORDS:
            break
        end = token.end()
        if text[end - 1] in ".,;!?" or token.group() in _DASHES:
            break
    if start < limit and text[start] in _OPEN_QUOTES:
        found = _quoted(text, start, limit)
        if found is not None:
            return Span(found[0], found[1], "PASSWORD")
    start, end = clean_value(text, start, end)
    value = text[start:end]
    first = value.split()[0] if value else ""
    if not value or value.lower() in NOT_A_VALUE:
        return None
    if first.lower() in _TALK and (marker or not first[:1].isupper()):
        return None  # "also ich weiß nicht", "jetzt ist es gesperrt": talk, not a password
    words = value.split()
    if first.lower() in MADE_OF_WORDS or (len(words) > 1 and words[-1].lower() in NOT_A_VALUE):
        return None  # "jetzt ist das Konto gesperrt": an article, a noun and its state
    if not (_value_shaped(first, True) or first[:1].isupper() or first.isdigit()):
        if not (_NAMING_MARKER_RE.match(match.group(), 1) and _plain_value(first)):
            return None  # "also ich weiß nicht": talk goes on in small letters
        # "hetzelfde als altijd, namelijk drop": a marker that only ever names a thing
        end = start + len(first)
        end = clean_value(text, start, end)[1]
    return Span(start, end, "PASSWORD")


_GUESS_MARKER_RE = re.compile(
    r"(?:maybe|perhaps|probably|vielleicht|wahrscheinlich|måske|misschien|waarschijnlijk)",
    re.IGNORECASE,
)
_GUESS_VALUE_RE = re.compile(r"[\"'„“»«]?([^\s\"'“”«»]{3,})[\"'“”«»]?(?:[.,;!?]|\s*\Z|\s*\n)")
_NAMING_MARKER_RE = re.compile(
    r"\s*(?:namely|nämlich|namelijk|nemlig|oftewel|sprich|i\.e\.|dvs\.?|d\.h\.|maybe|perhaps|"
    r"probably|vielleicht|wahrscheinlich|måske|misschien|waarschijnlijk|dus)",
    re.IGNORECASE,
)


# "plejer at logge ind med x@y.dk og Mis$mis99", "log in with x@y.com / Tulip#4": after logging in
# with a mail address, the secret-shaped token joined to it is the password.
_AFTER_MAIL_RE = re.compile(r"[^\S\n]*(?:,|/|\+|&|og|and|und|en|met|mit|med|with)[^\S\n]+(\S+)")
_LOGIN_VERB_RE = re.compile(
    r"log(?:ge|gen|ging)?[\s-]*(?:ind|in|on)|login|einlogg|anmeld|inlogg|sign(?:ed|ing)?[\s-]*in",
    re.IGNORECASE,
)


_NEXT_LINE_TOKEN_RE = re.compile(r"[^\S\n]*\n[^\S\n]*(\S+)[^\S\n]*(?:\n|\Z)")


def password_after_mail(text: str, mail_start: int, mail_end: int) -> Span | None:
    """The password joined to a mail address someone logs in with, or None."""
    line_start = text.rfind("\n", 0, mail_start) + 1
    if not text[line_start:mail_start].strip(" :-\t"):
        # A mail address alone on its line, a credential-shaped token alone on the next one: a
        # login pasted as it was typed ("marloes@x.nl\nMarloes1990").
        below = _NEXT_LINE_TOKEN_RE.match(text, mail_end)
        if below is not None:
            start, end = clean_value(text, *below.span(1))
            value = text[start:end]
            if (
                "@" not in value
                and _CREDENTIAL_TOKEN_RE.fullmatch(value) is not None
                and _CREDENTIAL_MARK_RE.search(value) is not None
                and sum(c.isalpha() for c in value) >= 3
            ):
                return Span(start, end, "PASSWORD")
    match = _AFTER_MAIL_RE.match(text, mail_end)
    if match is None or _LOGIN_VERB_RE.search(text, max(0, mail_start - 60), mail_start) is None:
        return None
    start, end = clean_value(text, *match.span(1))
    value = text[start:end]
    if "@" in value:
        return None
    if (
        text[mail_end:start].strip() == "/"
        and _plain_value(value)
        and value.lower() not in _TALK
        and not _CUE_WORD_RE.fullmatch(value.lower())
        and value.lower() not in ("kodeord", "wachtwoord", "passwort", "password", "adgangskode")
    ):
        # "log in with bob@mail.com / chestnut": a slash pairs the address with its password.
        return Span(start, end, "PASSWORD")
    if not _SYMBOLS_RE.search(value) or not _value_shaped(value, True):
        return None
    if sum(c.isalpha() for c in value) < 2:
        return None
    return Span(start, end, "PASSWORD")


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
# A copula, a pointer and a question mark ending the sentence: "is dat genoeg?", "ist das ok?".
_POINTER_QUESTION_RE = re.compile(
    r"\s+(?:dat|das|det|it|this|dit|dies)\s+[^\W\d_]+(?:\s+[^\W\d_]+){0,4}\s*\?", re.IGNORECASE
)
_QUESTION_AFTER_RE = re.compile(r"[^.!?\n]*\?")


_FOR_AS = frozenset("for für voor til".split())
_BEFORE_WORDS = frozenset(
    "is ist er was war var = are wäre zijn as als som zum tot for für voor til".split()
)
_POSSESSIVE_BEFORE_CUE_RE = re.compile(
    r"\s(?:my|mein|meine|min|mit|mijn|m'n|mn|our|unser|vores|ons)\s+\S*\s*\Z", re.IGNORECASE
)
_CLAUSE_START_BEFORE_RE = re.compile(r"(?:[.!?:;,(]\s*|\n\s*|^\s*)\Z")


# "larkspur, dat is mijn wachtwoord", "Walfisch - das ist mein Passwort": the value, then a
# pointer and a copula name it.
_POINTED_BEFORE_RE = re.compile(
    r"(?P<value>[^\s,\"'„“»«]{3,})[\"'“”»«]?\s*[,–\-]\s*(?:that's|that\s+is|this\s+is|"
    r"das\s+ist|dies\s+ist|dat\s+is|dit\s+is|det\s+er|dette\s+er)\s+"
    r"(?:my|mein|meine|mijn|m'n|min|mit|the|het|de|das|our|unser|vores|ons)\s+\Z",
    re.IGNORECASE,
)


_POINTER_HINT_RE = re.compile(r"(?i:that|this|das |dies |dat |dit |det |dette )")


def _pointed_before(text: str, cue_start: int, letters: bool) -> Span | None:
    """The value before ", that is my password" (see _POINTED_BEFORE_RE), at its clause's start."""
    if _POINTER_HINT_RE.search(text, max(0, cue_start - 25), cue_start) is None:
        return None
    match = _POINTED_BEFORE_RE.search(text, max(0, cue_start - 60), cue_start)
    if match is None:
        return None
    start, end = clean_value(text, *match.span("value"))
    value = text[start:end]
    if not (start == 0 or _CLAUSE_START_BEFORE_RE.search(text, max(0, start - 3), start)):
        return None
    if letters and not any(c.isalpha() for c in value):
        return None
    if _value_shaped(value, True) or (_plain_value(value) and value.lower() not in _TALK):
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
        and _plain_value(value)
        and value.lower() not in _TALK
        and not _QUESTION_AFTER_RE.match(text, cue_start)
        and (start == 0 or _CLAUSE_START_BEFORE_RE.search(text, max(0, start - 3), start))
    )
    plain = owned or (
        match.group("as") is not None
        and _plain_value(value)
        and value.lower() not in _TALK
        and value.lower() not in MADE_OF_WORDS  # "bruger sætninger som kode": what it is made of
        and _USE_VERB_BEFORE_RE.search(text, max(0, start - 40), start) is not None
        and not _QUESTION_AFTER_RE.match(text, cue_start)
    )
    if not (_value_shaped(value, True) or plain):
        return None
    if letters and not any(c.isalpha() for c in value):
        return None
    return Span(start, end, "PASSWORD")


def passphrase_part(words: str) -> bool:
    """True when words can be the part of a passphrase before a value that outranks it: a few
    words, none of them a cue ("Indtast denne kode for at bekræfte: 2209 51" is none)."""
    split = words.split()
    if not 1 <= len(split) <= _MAX_PHRASE_WORDS + 1:
        return False
    return not any(
        _CUE_WORD_RE.fullmatch(w.strip(".,;:!?\"'()").lower()) or w.lower() in _OTHER_CUE_WORDS
        for w in split
    )


# Words a quoted string after a password cue may be instead of the password: a button, a field, a
# message ("Passwort vergessen", "Error 500").
_UI_WORDS = frozenset(
    """error fehler fejl fout ok okay cancel abbrechen annuller annuleren login log anmelden
    submit weiter next volgende næste send senden sende verzenden continue fortsæt doorgaan
    incorrect invalid ungültig ugyldig ongeldig falsch forkert onjuist wrong account
    konto""".split()
)
_MAX_QUOTED_CHARS = 40
_OPEN_QUOTE_RE = re.compile("[" + re.escape(_OPEN_QUOTES) + "]")
# Verbs of a button pressed or a message shown: the quoted words after them are the screen's.
_SHOWN_BEFORE_RE = re.compile(
    r"(?<![\w])(?:trykker|trykke|tryk|trykkede|klik|klikker|klikte|klikken|click|clicked|clicking|"
    r"press|pressed|tap|tapped|hit|drücke|drück|klicke|geklickt|gedrückt|says|said|sagt|sagte|"
    r"siger|sagde|zegt|zei|shows|showed|zeigt|zeigte|viser|viste|toont|staat|står|steht|stand|"
    r"message|meldung|melding|besked|fehlermeldung|fejlmeddelelse|foutmelding|error|just|bare|"
    r"gewoon|nur|only|kun|alleen)\W*(?:\w+\W+){0,2}\Z",
    re.IGNORECASE,
)


# The first letters of password words in all their forms ("Passwörter", "wachtwoorden").
_CUE_STEMS = ("passw", "paßw", "kennw", "kodeord", "wachtw", "adgangskod", "password")


def _quoted_message(inner: str) -> bool:
    """True when quoted words are a message shown, not a value: they talk about passwords, or
    an error or button word opens them ("Fehler 401")."""
    words = inner.lower().split()
    return len(words) > 1 and (
        words[0] in _UI_WORDS or any(w.startswith(_CUE_STEMS) for w in words)
    )


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
    sentence_end = _SENTENCE_MARK_RE.search(text, cue_end, limit)
    clause_end = sentence_end.start() if sentence_end else limit
    for quote in _OPEN_QUOTE_RE.finditer(text, first.start(), clause_end):
        pos = quote.start()
        if pos and not (text[pos - 1].isspace() or text[pos - 1] in "(:"):
            continue
        shown = _SHOWN_BEFORE_RE.search(text, max(cue_end, pos - 30), pos) is not None
        found = _quoted(text, pos, limit)
        if found is None:
            return None
        start, end = found
        inner = text[start:end]
        words = [w.strip(".,;:!?()").lower() for w in inner.split()]
        if shown and (len(words) > 2 or _DIGIT_RE.search(inner) is None):
            # "når jeg trykker 'nulstil'", "sagt immer 'falsche Daten'": a button, a message;
            # "auf dem Zettel steht 'Bergsee 1987'": a word and a number written down is one.
            return None
        if len(inner) > _MAX_QUOTED_CHARS or len(words) > 4 or inner.endswith("?"):
            return None
        if any(_CUE_WORD_RE.fullmatch(w) for w in words) or words[0] in _UI_WORDS:
            return None  # "klik op 'wachtwoord vergeten'": a button, not a value
        if _quoted_message(inner):
            return None  # "es heißt 'Passwörter stimmen nicht überein'": a message
        if all(w in _TALK for w in words):
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
    inflection = _CUE_INFLECTION_RE.match(text, cue_end)
    if inflection is None:
        return None
    token = _PHRASE_TOKEN_RE.match(text, inflection.end())
    if token is None:
        return None
    start, end = clean_value(text, *token.span(1))
    while start < end and text[start] in _OPEN_QUOTES:
        start += 1
    value = text[start:end]
    lowered = value.lower()
    if {lowered, lowered.rstrip("s")} & _AFTER_PREPOSITION_CUE or lowered in NOT_A_VALUE:
        return None
    if _value_shaped(value, True):
        return Span(start, end, "PASSWORD")
    if not _plain_value(value) or lowered in _TALK or _CUE_WORD_RE.fullmatch(lowered):
        return None
    if len(value) < 4 or text.startswith("?", end):
        return None  # "brug for mit kodeord vel?": a question's tag, not a value
    # "i use the passphrase correct horse battery staple": the words up to the clause's end.
    for _ in range(_MAX_PHRASE_WORDS):
        if _CLAUSE_END_AFTER_RE.match(text, end) is not None:
            break
        token = _PHRASE_TOKEN_RE.match(text, end)
        if token is None:
            break
        word_start, word_end = clean_value(text, *token.span(1))
        word = text[word_start:word_end]
        if not _plain_value(word) or word.lower() in _TALK or word.lower() in _CLAUSE_WORDS:
            break
        end = word_end
    if _CLAUSE_END_AFTER_RE.match(text, end) is None:
        return None  # "met wachtwoord inloggen lukt niet": a verb and its clause go on
    return Span(start, end, "PASSWORD")


_LINE_CUE_REST_RE = re.compile(r"(?:s|et|en|n|e|es)?[^\S\n]*[:=?]?[^\S\n]*\n")


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
    if first in _TALK or _CUE_WORD_RE.fullmatch(first) or first in _USER_WORDS:
        return None
    if first in _UI_WORDS or first.startswith(_MESSAGE_STEMS):
        return None  # "...seit gestern:\nFehlermeldung 403": the message the screen shows
    if not (_value_shaped(words[0], True) or _plain_value(words[0])):
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
# Words after a cue that name a kind of password or a thing about it, not its value.
_BARE_DENY = frozenset(
    """strength stärke styrke sterkte generator policy policies protection recovery expiry
    expires expired works worked fails failed keeps kept seems looks needs wants changes matches
    field fields box feld felder felt veld velden prompt screen page site seite side pagina
    however though too please then btw jedoch trouwens dog echter alleen anyway
    vergessen vergeten glemt forgotten forgot again nochmal igen opnieuw änderung wechsel
    eingabe abfrage regeln skift ændring ændringen wijziging herstel invoer eisen update entry
    input request thing things ding dinge ting tingen stuff issue
    ging geht gingen klappt klappte funktionierte lief läuft went goes gik går gaat lukte""".split()
)
_BARE_GAP_RE = re.compile(
    r"(?:s|et|en|n|e|es)?(?P<sep>[^\S\n]+|,[^\S\n]+|\?[^\S\n]+|\.{3}[^\S\n]*|…[^\S\n]*)"
)


_MODAL_IN_CLAUSE_RE = re.compile(
    r"(?<![\w])(?:moest|moet|moeten|wil|wilde|kan|kon|zou|muss|musste|soll|sollte|will|wollte|"
    r"kann|konnte|möchte|skal|skulle|vil|ville|kunne|må|måtte)(?![\w])[^.!?\n]*\Z",
    re.IGNORECASE,
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
    token = _PHRASE_TOKEN_RE.match(text, gap.end() - 1) if gap.end() > cue_end else None
    if token is None:
        return None
    start, end = clean_value(text, *token.span(1))
    while start < end and text[start] in _OPEN_QUOTES:
        start += 1
    value = text[start:end]
    lowered = value.lower()
    if (
        len(value) < 4
        or not (_plain_value(value) or _JOINED_WORDS_RE.fullmatch(value.rstrip("!?")))
        or lowered in _TALK
        or lowered in NOT_A_VALUE
        or {lowered, lowered.removesuffix("s")} & (_BARE_DENY | _AFTER_PREPOSITION_CUE)
        or lowered.removesuffix("s") in NOT_A_VALUE
        or lowered + "s" in NOT_A_VALUE
        or lowered in _USER_WORDS
        or _CUE_WORD_RE.fullmatch(lowered)
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
        and _MODAL_IN_CLAUSE_RE.search(text, max(0, cue_start - 40), cue_start) is not None
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
        _CHANGE_BEFORE_RE.search(text, max(0, cue_start - 40), match.start()) is None
        and _CHANGED_AFTER_RE.match(text, match.end()) is None
    ):
        return None
    for group in ("new", "value"):
        # Both ends must be values: "from home to be safe" names none.
        start, end = clean_value(text, *match.span(group))
        value = text[start:end]
        if value.lower() in _TALK | _BE_WORDS or not (
            _value_shaped(value, True) or _plain_value(value)
        ):
            return None
    return Span(start, end, "PASSWORD")


# "Logged in fine with Winchester12", "hab mich mit Ringelblume5 eingeloggt", "ingelogd met
# Tulp#44": the credential-shaped token a login verb's "with" names is the password.
_LOGIN_WORD_RE = re.compile(
    r"(?<![\w])(?:log(?:ged|ging|ge|get|gen)?[\s-]*(?:in|on|ind)(?![\w])|eingeloggt|einloggen|"
    r"eingelogt|angemeldet|anmelden|ingelogd|inloggen|sign(?:ed|ing)?[\s-]*in(?![\w]))",
    re.IGNORECASE,
)
_WITH_TOKEN_RE = re.compile(
    r"(?<![\w])(?:with|using|mit|met|med|via)\s+[\"'„“»«]?(?P<value>[^\s\"'“”«»]{4,})",
    re.IGNORECASE,
)
_LOGIN_WINDOW = 60


def login_with_token(text: str) -> Iterator[Span]:
    """Credential-shaped tokens that "with" names beside a login verb (see above)."""
    for login in _LOGIN_WORD_RE.finditer(text):
        start = max(0, login.start() - _LOGIN_WINDOW)
        end = min(len(text), login.end() + _LOGIN_WINDOW)
        for match in _WITH_TOKEN_RE.finditer(text, start, end):
            v_start, v_end = clean_value(text, *match.span("value"))
            value = text[v_start:v_end]
            between = text[min(v_end, login.start()) : max(v_start, login.end())]
            if any(c in between for c in ".!?\n"):
                continue  # not in the login verb's sentence
            if "@" in value or "://" in value or PRODUCT_RE.fullmatch(value):
                continue  # a mail address, a link, a device
            if _CREDENTIAL_TOKEN_RE.fullmatch(value) is None or not _CREDENTIAL_MARK_RE.search(
                value
            ):
                continue
            if sum(c.isalpha() for c in value) < 3:
                continue
            yield Span(v_start, v_end, "PASSWORD")


# "I changed it from Oakley2019 to Oakley2020!", "wilde van Zonnebloem22 naar Zonnebloem23": two
# credential-shaped tokens a change joins, alike in their first letters, are an old and a new
# password even without a password word.
_FROM_TO_RE = re.compile(
    r"[fFvV](?<![\w][fFvV])(?i:rom|on|ra|an)\s+(?P<old>[^\s,;]{4,})\s+"
    r"(?i:to|zu|auf|til|naar|in|into)\s+(?P<new>[^\s,;]{4,})"
)


def changed_credentials(text: str) -> Iterator[Span]:
    """The old and the new password of a change between two alike credential-shaped tokens."""
    for match in _FROM_TO_RE.finditer(text):
        spans = []
        for group in ("old", "new"):
            start, end = clean_value(text, *match.span(group))
            value = text[start:end]
            if (
                _CREDENTIAL_TOKEN_RE.fullmatch(value) is None
                or _CREDENTIAL_MARK_RE.search(value) is None
                or sum(c.isalpha() for c in value) < 3
                or "@" in value
                or PRODUCT_RE.fullmatch(value)
            ):
                break
            spans.append(Span(start, end, "PASSWORD"))
        else:
            old, new = (text[s.start : s.end].lower() for s in spans)
            if old[:4] == new[:4] and old != new:
                yield from spans


# ---------------------------------------------------------------- strong-password shape
#
# A token no cue names may still be a password by its shape alone ("[Bitwarden] pQ7!xZr2#Lm9vT4",
# "yes it's Ravenclaw_07", "ik denk Toscane2019"): 8 characters or more with a small letter and
# three letters at least, and a symbol inside with a digit or a capital, or a capital, "_" and a
# digit, or a digit written for a letter inside a word ("k1tchenT4ble"), or a capitalised word
# and a year. Fail closed: a secret missed costs more than a false alarm. What the shape is not:
# order, tracking and policy numbers (no small letter), hyphenated words ("2-Faktor-Code",
# "Typ-2-Diabetes"), mail addresses, links, file names, versions, products and models
# ("iPhone15", "AirPods2", "Note20Ultra"), a reference glued to its number ("Ticket#12345"), user
# names ("peter_k88", "m.hartwig84", or named by a user word), hashtags.
# The detector's word scan finds the tokens to read (see privacy.detect).
_SHAPE_SYMBOL_RE = re.compile(r"[!#$*+=?@^~|\\€£§]")
_DIGIT_RE = re.compile(r"\d")
_SHAPE_MIN_CHARS = 8
# A file name, a domain or a version ends so: ".pdf", ".de", ".com", "v2.1".
_SHAPE_ENDING_RE = re.compile(r".*\.[A-Za-z]{2,4}|v?\d+(?:\.\d+)+\S*", re.IGNORECASE)
# What names the token as something else than a password: a user name, a network's name, an
# account or customer number.
_NAMED_OTHER_COPULAS = frozenset("is ist er var war was lautet".split())


def _named_other_before(text: str, start: int) -> bool:
    """True when a user, network, account or customer word names the token at start ("Benutzer:
    x", "Wifi-naam X", "my username is X"): the last words before it, split in C."""
    words = text[max(0, start - 30) : start].lower().split()[-2:]
    if not words or text[start - 1 : start] not in (" ", ":", "=", "\t", "\n"):
        return False
    last = words[-1].strip(":=-")
    if last in _NAMED_OTHER_COPULAS and len(words) == 2:
        last = words[0].strip(":=-")
    return last in NAMED_OTHER_WORDS or last.rpartition("-")[2] in NAMED_OTHER_WORDS


_KEY_PREFIX_RE = re.compile(r"[^\W\d_]+[:=]+(?![/:=])")


def shaped_passwords(text: str, hints: list[int], found_before: list[Span]) -> list[Span]:
    """Tokens shaped like a strong password, wherever they stand (see above).

    hints: a position inside each token to read (the detector's word scan finds them); a token
    a span found before covers is not read again.
    """
    found = []
    token_end = -1
    for at in hints:
        if at < token_end:
            continue  # a token read already
        # The token around the hint; most are short ("cvv2", "3x"), which str.rfind and
        # str.find say in C.
        start = text.rfind(" ", 0, at) + 1
        end = text.find(" ", at)
        token_end = end = len(text) if end == -1 else end
        if end - start < _SHAPE_MIN_CHARS:
            continue
        start = max(start, text.rfind("\n", start, at) + 1, text.rfind("\t", start, at) + 1)
        space = _WHITESPACE_RE.search(text, at, end)
        if space is not None:
            token_end = end = space.start()
        if end - start < _SHAPE_MIN_CHARS or any(
            span.start <= start + 1 and end - 2 <= span.end for span in found_before
        ):
            continue  # a value found already covers the token, its quotes and marks aside
        while start < end and text[start] in "(\"'„“‚‘»«[<{":
            start += 1
        start, end = clean_value(text, start, end)
        while end > start and text[end - 1] in ")]}>":
            end -= 1
        key = _KEY_PREFIX_RE.match(text, start, end)
        if key is not None:
            start = key.end()  # "Passwort:Sommer2024", "pw=Tulp#77": the value after its key
        if any(span.start <= start and end <= span.end for span in found_before):
            continue  # the whole token is a value found already
        if _password_shaped(text[start:end]) and not _named_other_before(text, start):
            found.append(Span(start, end, "PASSWORD"))
    return found


def _password_shaped(value: str) -> bool:
    """True when a token has a strong password's shape (see shaped_passwords)."""
    core = value.rstrip("!?.")
    if len(core) < _SHAPE_MIN_CHARS or core[0] in "#@" or "://" in core:
        return False
    upper = core != core.lower()
    if core == core.upper() or sum(map(str.isalpha, core)) < 3:
        return False  # "ORD-2024-88812", "LX123456789DE": order and tracking numbers
    if "@" in core and "." in core[core.index("@") :]:
        return False  # a mail address
    if _SHAPE_ENDING_RE.fullmatch(core) or PRODUCT_RE.fullmatch(core):
        return False
    if core.lower().startswith(_IDENTIFIER_STEMS):
        return False  # "Ticket#12345", "Rechnung_2024": a reference and its number
    symbol = _SHAPE_SYMBOL_RE.search(core, 1, len(core) - 1) is not None
    digit = _DIGIT_RE.search(core) is not None
    if symbol and (digit or upper):
        return True  # "pQ7!xZr2#Lm9vT4", "Blaubeere#9", "P@ssw0rd"
    if not digit:
        return False
    if "_" in core[1:-1] and upper:
        return True  # "Ravenclaw_07"; "peter_k88" is a user name
    # A digit standing for a letter inside a word ("k1tchenT4ble", "Sch1ldkröte"), or a word
    # and a year ("Toscane2019"). A name and a model number is a product ("AirPods2",
    # "Note20Ultra", "Zenbook14", "Covid19-Test").
    leet = _SHAPE_LEET_RE.findall(core)
    return bool((leet and (upper or len(leet) > 1)) or _SHAPE_WORD_YEAR_RE.fullmatch(core))


# One digit between letters ("k1tchen", "vAnd9mElon"): a letter written as a digit, or a random
# string. A digit before a new capitalised word is a model's ("Pixel7Pro").
_SHAPE_LEET_RE = re.compile(r"[^\W\d_]\d(?![A-ZÄÖÜÆØÅ][a-zäöüßæøåéèëï])(?=[^\W\d_]{2})")
_SHAPE_WORD_YEAR_RE = re.compile(r"[A-ZÄÖÜÆØÅ][a-zäöüßæøåéèëï]{3,}(?:19|20)\d\d")
# Words that a reference number follows, glued to it ("Ticket#12345", "Rechnung_2024").
_IDENTIFIER_STEMS = (
    *("ticket", "order", "bestell", "rechnung", "invoice", "faktura", "factuur", "case", "sag"),
    *("issue", "ref", "kunde", "klant", "vorgang", "auftrag", "ordre", "zaak", "paket", "pakke"),
    *("pakket", "img", "dsc", "scan", "foto", "bild", "file", "datei", "doc", "report", "bericht"),
    *("vertrag", "contract", "kontrakt", "police", "policy", "polis", "konto", "account"),
)


# ---------------------------------------------------------------- passphrases
#
# A passphrase is words: after its cue and a separator or copula the whole clause is the value
# ("pass phrase = i love my garden", "Passphrase: wir fahren nach Sylt", "wachtzin is ik eet
# graag drop"), however plain or small its words. A single word goes to the cue grammar.
PHRASE_CUES = frozenset(
    """passphrase passfrase wachtzin wachtwoordzin adgangsfrase adgangssætning kodesætning
    passwortsatz passsatz""".split()
)
_PHRASE_START_RE = re.compile(
    r"(?:s|n|en|et|e)?"
    # A relative clause before the copula: "the passphrase I use is", "die Passphrase, die ich
    # nehme, ist", "de wachtzin die ik gebruik is", "passfrasen jeg bruger er".
    r"(?:,?[^\S\n]+(?:(?:that|which|die|das|dat|som|den)[^\S\n]+)?(?:i|ich|ik|jeg|we|wir|wij|vi)"
    r"[^\S\n]+[^\W\d_]{2,14}+,?)?"
    r"[^\S\n]*(?:(?:(?:ist|is|er|was|war|var|lautet|luidt|lyder)(?![\w])|=|:|-|–)[^\S\n]*)+"
    r"(?:(?:now|jetzt|nu|nun|nog\s+steeds|still|immer\s+noch|stadig)[^\S\n]+)?",
    re.IGNORECASE,
)
_PHRASE_END_RE = re.compile(r"[.!?;,\n]|\s[–—-]\s|\s\(")
_MAX_PASSPHRASE_WORDS = 8
# Words that say something about a password alone but open many a passphrase ("correct horse
# battery staple", "my dog eats socks").
_PHRASE_OPENERS = frozenset(
    "correct right richtig korrekt rigtig juist goed my mein min mijn".split()
)


def passphrase_value(text: str, cue_end: int) -> Span | None:
    """The words of a passphrase after its cue, a separator or copula, up to the clause's end."""
    start_match = _PHRASE_START_RE.match(text, cue_end)
    if start_match is None:
        return None
    start = start_match.end()
    if start >= len(text) or text[start] in _OPEN_QUOTES:
        return None  # a quoted phrase: the cue grammar takes it
    limit = min(len(text), start + 120)
    stop = _PHRASE_END_RE.search(text, start, limit)
    end = stop.start() if stop else limit
    words = text[start:end].split()
    if len(words) > _MAX_PASSPHRASE_WORDS:
        # "gul hest på taget og appen vil ikke tage den": a new clause after "and" ends it.
        tokens = list(_TOKEN_RE.finditer(text, start, end))
        joined = next(
            (i for i, token in enumerate(tokens[2:], 2) if token.group().lower() in _AND_WORDS),
            len(tokens),
        )
        if joined <= _MAX_PASSPHRASE_WORDS:
            words = words[:joined]
            end = tokens[joined - 1].end()
    if not 2 <= len(words) <= _MAX_PASSPHRASE_WORDS:
        return None
    first = words[0].lower()
    if (first in NOT_A_VALUE and first not in _PHRASE_OPENERS) or first in _USER_WORDS:
        return None  # "passphrase is not accepted", "passphrase vergessen"
    end = start + len(text[start:end].rstrip())
    return Span(start, end, "PASSWORD")


# ---------------------------------------------------------------- keys
#
# "sleutel Glasvezel-7712-thuis", "der Schlüssel fürs Netz ist Moos#Weg9", "nøglen er 4829 1173
# 6650": a key word names a secret-shaped value a few words after it. A key is a thing too
# ("Schlüssel liegt bei den Nachbarn", "nøgle 4417" on a code card): only a value with letters
# and a digit or symbol, or eight digits and more, is a key's.
KEY_CUES = frozenset("sleutel sleutels schlüssel schluessel nøgle nøglen key".split())
_KEY_INFLECTION_RE = re.compile(r"(?:s|n|en|et|e)?(?![\w])")
_KEY_DIGIT_GROUPS_RE = re.compile(r"\d{3,}(?:[ \-]\d{3,})+")
_MAX_KEY_WORDS = 6


def key_value(text: str, cue_end: int) -> Span | None:
    """The secret-shaped value a key word names, a few words after it (see above)."""
    inflection = _KEY_INFLECTION_RE.match(text, cue_end)
    if inflection is None:
        return None  # the start of a longer word ("Schlüsselbund")
    limit = min(len(text), cue_end + 100)
    for count, token in enumerate(_TOKEN_RE.finditer(text, inflection.end(), limit)):
        if count == _MAX_KEY_WORDS or "\n" in text[cue_end : token.start()]:
            return None
        start, end = token.span()
        while start < end and text[start] in _OPEN_QUOTES + ":=":
            start += 1
        start, end = clean_value(text, start, end)
        if _key_shaped(text[start:end]):
            return Span(start, end, "PASSWORD")
        groups = _KEY_DIGIT_GROUPS_RE.match(text, start)
        if groups is not None and sum(c.isdigit() for c in groups.group()) >= 8:
            return Span(start, groups.end(), "PASSWORD")  # "nøglen er 4829 1173 6650"
        if token.group()[-1] in _SENTENCE_END:
            return None
    return None


def _key_shaped(value: str) -> bool:
    """A key's value: letters with a digit or symbol, or eight digits and more."""
    if len(value) < 6:
        return False
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    if letters == 0:
        return digits >= 8 and value.isdigit()  # not a date, a price or a short number
    if letters < 3 or not (digits or _SYMBOLS_RE.search(value) or "!" in value):
        return False  # "nøgle til kælderen", "key points": words
    if "@" in value or "://" in value or PRODUCT_RE.fullmatch(value):
        return False
    return any(c.islower() for c in value)  # "Lizenzschlüssel XK4-99Q-PLM": a product key


# ---------------------------------------------------------------- spelled-out values
#
# "s t r o o p w a f e l", "b-j-ø-r-n-e-b-æ-r, altså bjørnebær", "m-a-c-a-r-o-n-i then 2 then 2,
# so macaroni22": a value spelled letter by letter where a password is talked about or spelled
# out, and the word it spells wherever it stands assembled in the message (with the digits and
# symbols glued to it). A name spelled for the record is no password.
_SPELLED_RE = re.compile(
    r"(?<![\w\-.])[^\W\d_](?P<sep>[ \-.])(?:[^\W\d_](?P=sep)){2,}[^\W\d_](?![\w\-])"
)
_SPELL_WORD_RE = re.compile(r"spell|spel|buchstab|stave|staver|letter for letter", re.IGNORECASE)
_NAME_WORDS_RE = re.compile(
    r"(?<![\w])(?:name|navn|naam|nachname|surname|efternavn|achternaam|vorname|fornavn|voornaam|"
    r"adresse|address|adres|straße|street|gade|straat|e-?mail|mail)(?![\w])",
    re.IGNORECASE,
)


def spelled_passwords(text: str, cued: bool) -> Iterator[Span]:
    """Spelled-out values and the words they spell (see above); cued: a password cue is in the
    message."""
    if not cued and (_SPELL_WORD_RE.search(text) is None or _NAME_WORDS_RE.search(text)):
        return
    for match in _SPELLED_RE.finditer(text):
        yield Span(match.start(), match.end(), "PASSWORD")
        word = match.group()[::2].lower()
        for token in _TOKEN_RE.finditer(text):
            if token.start() < match.end() and match.start() < token.end():
                continue
            start, end = clean_value(text, *token.span())
            if text[start:end].lower().startswith(word):
                yield Span(start, end, "PASSWORD")


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


_WORD_EDGES = ".,;:!?()[]" + _OPEN_QUOTES + _CLOSE_QUOTES
_NAMING_VERB_BEFORE_RE = re.compile(
    r"(?<![\w])(?:heißt|heisst|heißen|heet|heten|hedder|hed|named|called)[^\S\n]+\Z"
)


def _said_again(
    text: str, lowered: str, word: str, span: Span, line_start: int, line_end: int
) -> Iterator[Span]:
    """Where word stands as a token of its own on the line, outside span (see
    repeated_passwords)."""
    if _CUE_WORD_RE.fullmatch(word) or word.startswith(_CUE_STEMS):
        return  # "mein Passwort ist 'passwort'": the cue word itself
    start = lowered.find(word, line_start, line_end)
    while start != -1:
        end = start + len(word)
        if (
            not (span.start <= start < span.end)
            and (start == 0 or lowered[start - 1].isspace() or lowered[start - 1] in _WORD_EDGES)
            and (end == len(text) or lowered[end].isspace() or lowered[end] in _WORD_EDGES)
            and not _named_other_before(text, start)
            and not _NAMING_VERB_BEFORE_RE.search(lowered, max(0, start - 12), start)
        ):
            # "Brugernavn er mette og kodeordet er også mette": a user word names the user name;
            # "er heißt Gerhard und das Passwort ist gerhard": a naming verb names a person.
            yield Span(start, end, "PASSWORD")
        start = lowered.find(word, end, line_end)


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


def quoted_before_cue(text: str, cue_start: int) -> Span | None:
    """A quoted value earlier in the cue's sentence (see above)."""
    if not _AS_WORDS.intersection(text[max(0, cue_start - 16) : cue_start].lower().split()[-3:]):
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
        inner = _quoted(text, pos, cue_start)
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
        most_words, most_chars = (_MAX_PASSPHRASE_WORDS, 2 * _MAX_QUOTED_CHARS)
    if len(words) > most_words or end - start > most_chars or text[end - 1] == "?":
        return None
    if any(w.startswith(_CUE_STEMS) or _CUE_WORD_RE.fullmatch(w) for w in words):
        return None  # "'Passwort vergessen' klicken", a message about passwords
    if words[0] in _UI_WORDS or all(w in _TALK for w in words):
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
    if cue_start == 0 or text[cue_start - 1] not in _OPEN_QUOTES:
        return None
    if text[cue_end : cue_end + 1] not in _CLOSE_QUOTES or cue_end == len(text):
        return None
    if _COPULA_BEFORE_QUOTE_RE.search(text, max(0, cue_start - 30), cue_start) is None:
        return None
    if _named_other_before(text, cue_start - 1):
        return None  # "my account name is 'password'": a user name
    return Span(cue_start, cue_end, "PASSWORD")


# "Benutzer m.keller / Sonnenblume", "bruger: hanne_k / kanelsnegl": a user word, a user name and
# a slash pair the name with its password. The name holds a dot, underscore, digit or "@", or
# follows a separator: "the user / admin panel" names no account.
_USER_PAIR_RE = re.compile(
    r"(?:s|en|et|e|n)?(?P<sep>[^\S\n]*[:=][^\S\n]*|[^\S\n]+(?:(?:is|ist|er|lautet|luidt)[^\S\n]+)?)"
    r"(?P<user>[^\s/]{2,})[^\S\n]*/[^\S\n]*(?P<password>[^\s/]{3,})",
    re.IGNORECASE,
)
_USER_NAME_MARK_RE = re.compile(r"[._@\d]")


def user_pair(text: str, cue_end: int) -> Span | None:
    """The password of a "user name / password" pair after a user word (see above)."""
    match = _USER_PAIR_RE.match(text, cue_end)
    if match is None:
        return None
    if ":" not in match.group("sep") and "=" not in match.group("sep"):
        if _USER_NAME_MARK_RE.search(match.group("user")) is None:
            return None
    value = match.group("password").rstrip(".,;:")
    if value.endswith((":", "=")) or _CUE_WORD_RE.fullmatch(value) or value.startswith(_CUE_STEMS):
        return None  # "user x / password: y": the cue after the slash names the value
    start, end = clean_value(text, *match.span("password"))
    if end - start < 3 or text[start:end].lower() in NOT_A_VALUE | _TALK:
        return None
    return Span(start, end, "PASSWORD")


# "mit kodeord er en sætning med mellemrum: jeg hader mandage", "mein Passwort ist ein Satz, mit
# Leerzeichen: ich mag keinen Montag": a password said to be a sentence or words with spaces, then a
# colon: the whole clause after the colon is the value, its first small word too.
_DESCRIBED_PHRASE_RE = re.compile(
    r"(?<![\w])(?:(?:sætning|satz|zin|sentence|phrase|leerzeichen|mellemrum|spaties|spatie|spaces|"
    r"space|wörter|woorden|words)\w*|ord(?:et|ene)?(?![\w]))",
    re.IGNORECASE,
)


# "kann ich als Passwort einen Satz nehmen wie ich mag keine Montage?", "a sentence like my cat
# eats socks": the example after "like" is the value, to its clause's end.
_SENTENCE_LIKE_RE = re.compile(
    r"(?<![\w])(?:sætning|satz|zin|sentence|phrase)\w{0,4}[^\S\n]++(?:[^\W\d_]{1,15}[^\S\n]++){0,2}?"
    r"(?:wie|like|som|zoals|such[^\S\n]+as|zum[^\S\n]+beispiel|for[^\S\n]+eksempel|"
    r"bijvoorbeeld|for[^\S\n]+example)[,:]?[^\S\n]++",
    re.IGNORECASE,
)
# Words that open a passphrase but are talk elsewhere ("ich trinke ...", "my dog ...").
_PHRASE_PRONOUNS = frozenset(
    "ich i jeg ik my mein meine min mit mijn we wir vi wij du you jij".split()
)


def _sentence_like(text: str, cue_end: int) -> Span | None:
    """The example after "a sentence like" in the cue's sentence (see above)."""
    limit = min(len(text), cue_end + 90)
    stop = _PHRASE_END_RE.search(text, cue_end, limit)
    match = _SENTENCE_LIKE_RE.search(text, cue_end, stop.start() if stop else limit)
    if match is None:
        return None
    start = match.end()
    if start >= len(text) or text[start] in _OPEN_QUOTES:
        return None  # a quoted example: the quote detectors take it
    stop = _PHRASE_END_RE.search(text, start, min(len(text), start + 120))
    end = stop.start() if stop else min(len(text), start + 120)
    words = text[start:end].split()
    if not 2 <= len(words) <= _MAX_PASSPHRASE_WORDS:
        return None
    first = words[0].lower()
    if first not in _PHRASE_PRONOUNS and (first in _TALK or first in NOT_A_VALUE):
        return None  # "a sentence like the ones you suggest": talk about examples
    return Span(start, start + len(text[start:end].rstrip()), "PASSWORD")


def described_phrase(text: str, cue_end: int) -> Span | None:
    """The clause after a colon that follows a password described as a sentence, or the
    example after "a sentence like" (see above)."""
    colon = text.find(":", cue_end, cue_end + 90)
    if colon == -1 or colon - cue_end < 4:
        return _sentence_like(text, cue_end)  # "Passwort: X": no description before the colon
    for mark in ".!?\n":
        if text.find(mark, cue_end, colon) != -1:
            return None  # the colon is in another sentence
    if _DESCRIBED_PHRASE_RE.search(text, cue_end, colon) is None:
        return None
    return passphrase_value(text, colon)
