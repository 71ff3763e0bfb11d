"""The password cue grammar: the value a password cue names, read token by token after the cue
("Passwort für das Konto ist jetzt Sonnenblume7", "pw: x", "changed to X"), and the compound cue
words it starts from. Outside privacy.detect so that its detectors import it without importing
the package.
"""

from __future__ import annotations

import re

from privacy.credential_words import NOT_A_VALUE, clean_value
from privacy.password_cues import (
    ADVERB_ENDINGS,
    CHANGE_BEFORE_RE,
    CHANGE_VERBS,
    CHANGED_AFTER_RE,
    CLOSE_QUOTES,
    COPULAS,
    CUE_WORD_RE,
    DASHES,
    FILLERS,
    MAX_GAP,
    MAX_STRICT_GAP,
    OPEN_QUOTES,
    POINTER_QUESTION_RE,
    POINTERS,
    PREPOSITION_FILLERS,
    PREPOSITIONS,
    QUESTION_AFTER_RE,
    SENTENCE_END,
    SEPARATORS,
    SYMBOLS_RE,
    TOKEN_RE,
    USER_WORDS,
    WORD_AHEAD_RE,
    quote_closed_before,
    quoted,
    quoted_message,
    value_shaped,
)
from privacy.password_talk import (
    AND_WORDS,
    ANSWER_RE,
    BE_WORDS,
    DESCRIBED_RE,
    DESCRIBED_WORDS,
    DIGIT_GROUPS_RE,
    MARKER_WORDS,
    MODAL_BEFORE_RE,
    PLAIN_VALUE_RE,
    SECRET_WORD_RE,
    SEPARATOR_LINE_END_RE,
    TALK,
    answer_later,
    name_said_before,
    noted_phrase,
    plain_value,
    read_value_after_copula,
    with_annotation,
)
from privacy.patterns import common_in_a_language, trie_pattern

# cue [inflection] GAP SEP FILLER* VALUE, read token by token after the cue:
#   GAP: up to MAX_GAP words naming what the password is for ("für das Konto", "I set
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


def filler_adverb(word: str) -> bool:
    """A filler adverb ("basically", "normalerweise", "waarschijnlijk", "sandsynligvis"): its
    ending, and a common word of one of the four languages. "tigerlily" ends like one and is
    none."""
    lowered = word.lower()
    return len(lowered) > 4 and lowered.endswith(ADVERB_ENDINGS) and common_in_a_language(lowered)


def password_value(
    text: str, pos: int, tight: bool = False, short: bool = False, letters: bool = False
) -> tuple[int, int] | None:
    """The password value after a cue ending at pos, following the grammar above.

    tight: a cue that is a common word too, valued only as "cue SEP value"; short: an
    abbreviation that stands for "password:"; letters: a cue shared with one-time codes ("kode"),
    whose password holds a letter (its digits are a code's, see codes.py).
    """
    # Inflection of the cue word ("Passworts", "adgangskoden", "kodeordet", "wachtwoorden").
    inflection = CUE_INFLECTION_RE.match(text, pos)
    if inflection is None:
        return None  # the cue is the start of a longer word ("Passwortrichtlinie")
    pos = inflection.end()
    if short and (abbreviated := _ABBREVIATION_DOT_RE.match(text, pos)) is not None:
        pos = abbreviated.end()  # "mein kennw. ist fussball": the abbreviation's dot
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
    if (fields := _PAIRED_AFTER_RE.match(text, pos)) is not None:
        # "pass = tigerlily   user = jen.w": a labelled user name right after the one token.
        return fields.span("value")
    if paired:
        tight = False  # "user jdoe, pass: marmalade": after a user name "pass" is the password
    found = _read_value(text, pos + 2 if copula else pos, tight, short or paired, strict, copula)
    if found is not None and paired and not short and _SUBJECT_AFTER_RE.match(text, found[1]):
        return None  # "Passwort sage ich nicht": a verb, its subject after it
    if found is None and not tight and not strict:
        found = _verb_final_value(text, pos)
    if found is None or (letters and not any(c.islower() for c in text[found[0] : found[1]])):
        return None
    if quote_closed_before(text, pos, found[0]):
        return None  # "'Passwort jetzt ändern!' – ist das Phishing?": a quotation ended
    return found


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
    if value_shaped(value, True) or plain_value(value):
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
# An abbreviated cue's dot, a copula after it ("kennw. ist", "pw. is"): no sentence ends there.
_ABBREVIATION_DOT_RE = re.compile(r"\.(?=\s+(?:is|ist|er|was|war|lautet|heißt|heisst)\s)")
# A separator, one token, then a user name's label and its separator: a login's two fields.
_PAIRED_AFTER_RE = re.compile(
    r"\s*[:=]\s*(?P<value>[^\s,;/|]+)[\s,;/|]+(?:user\s?name|username|user|benutzer(?:name)?|brugernavn|"
    r"gebruikersnaam|gebruiker|login|e-?mail)\s*[:=]",
    re.IGNORECASE,
)
# "koden til min konto": a shared cue that names an account's password.
_ACCOUNT_AFTER_RE = re.compile(
    r"\s+(?:til|for|voor|für|zu|to|van|of)\s+(?:\S+\s+){0,2}?(?:min\s+|mit\s+|mijn\s+|my\s+)?"
    r"(?:konto|account|app|profil|login|shop|webshop|brugerkonto|zugang|mail)\w*",
    re.IGNORECASE,
)


# A word that makes the "to" after it an infinitive's marker ("need to", "have to", "how to").
_INFINITIVE_BEFORE_RE = re.compile(
    r"(?<![\w])(?:need|needs|needed|have|has|had|want|wants|wanted|going|ought|able|got|"
    r"try|tries|trying|tried|how|where|when|what)\s+\Z",
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
        if SEPARATOR_LINE_END_RE.fullmatch(text, pos, newline):
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
    changed = CHANGE_BEFORE_RE.search(text, max(0, pos - 60), pos) is not None
    plain = short or copula  # a plain word may be the value: right after a copula or a separator
    comma = False  # the previous token ended a phrase with ","
    changed_here = False  # a change word came after the copula ("was changed to X")
    joined = False  # an "and" came in the gap: a word after it may start another secret
    described_after_sep = False  # after the separator, words describe the password
    copula_colon = False  # "ist:", "er:": a copula and a colon, a separator's list of words
    seen_sep = after_sep
    if tight:
        plain = False  # "The pass is valid": a common word's cue names a secret-shaped value only
    for token in TOKEN_RE.finditer(text, pos, limit):
        start, end = token.span()
        word = token.group()
        if text[start] in "=:" and len(word) > 1 and word not in SEPARATORS:
            start += len(word) - len(word.lstrip(":="))  # ":Sommer2024": separator, then value
            expect, after_sep, word = True, True, text[start:end]
        if (
            word.startswith("(")
            and word.rstrip(".,;").endswith(")")
            and (expect or talk or (gap <= 1 and text[pos:start].count(" ") <= 2))
        ):
            # "Password (buttercup)", "is unchanged (Pelican_88)", "wachtwoord ingevoerd
            # (appeltaart)": a value in brackets right after the cue or one word after it.
            v_start, v_end = clean_value(text, start + 1, end)
            value = text[v_start:v_end]
            if value_shaped(value, True) or plain_value(value):
                return v_start, v_end
        if talk and comma and word.lower().rstrip(",:") in MARKER_WORDS:
            continue  # "das gleiche wie immer, nämlich bergziege": the value after the marker
        if talk and comma:
            # "is my cat's name and year, Biscuit2016"
            v_start, v_end = clean_value(text, start, end)
            value = text[v_start:v_end]
            if SYMBOLS_RE.search(word) and value_shaped(value, True):
                return v_start, v_end
            # Fail closed: "is the same as for netflix, daisy", "is my dog's name, rex": a plain
            # word alone in the clause after the talk restates the password.
            if (
                plain_value(value)
                and value.lower() not in TALK
                and not value.lower().endswith(ADVERB_ENDINGS)
                and DESCRIBED_RE.search(text, pos, start) is not None
            ):
                if v_end == limit or text[v_end] in ".,;!" + CLOSE_QUOTES:
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
            and word.rstrip(",:").lower().removesuffix("'s") in DESCRIBED_WORDS
        ):
            described_after_sep = True
        if described_after_sep and comma:
            talk = True  # "password: my daughter's name, Lily", "ww = naam van mijn hond = Bobbie"
        if expect and after_sep:
            # "ist ich liebe pizza (mit leerzeichen)": a passphrase said to hold spaces.
            noted = noted_phrase(text, start, limit)
            if noted is not None:
                return noted
        if expect and text[start] in OPEN_QUOTES and not (start and text[start - 1].isalpha()):
            found = quoted(text, start, limit)
            if found and quoted_message(text[found[0] : found[1]]):
                return None  # "es heißt 'Passwörter stimmen nicht überein'": a message shown
            if found:
                return found
        if expect and (not tight or after_sep):
            v_start, v_end = clean_value(text, start, end)
            value = text[v_start:v_end]
            if value_shaped(value, after_sep and not fillers):
                if value.isdigit():
                    # "WLAN-Schlüssel ist 4481 2290 1184": digits in groups are one value.
                    groups = DIGIT_GROUPS_RE.match(text, v_end, limit)
                    if groups is not None:
                        v_end = groups.end()
                return (
                    with_annotation(text, v_start, v_end, limit) if after_sep else (v_start, v_end)
                )
            # Fail closed: a plain word where the value stands ("kodeordet er kanelsnegl").
            # "tigerlily, thanks": a word that ends like an adverb but is none, or ends its phrase
            adverb = v_end == end and filler_adverb(value)
            if adverb and WORD_AHEAD_RE.match(text, end, limit):
                pass  # "is basically marmalade": the adverb is a filler, the word after it counts
            elif plain and (plain_value(value) or name_said_before(text, value, v_start)):
                separated = after_sep and (not copula or copula_colon)
                phrase_end = _phrase_end(text, v_end, limit, separated)
                return with_annotation(text, v_start, phrase_end, limit)
            elif (
                not gap
                and not tight
                and value[:1].isupper()
                and plain_value(value)
                and (v_end == limit or text[v_end] in ".,;!")
            ):
                return v_start, v_end  # "Passwort Blumenwiese.": a word, alone in its clause
        lowered = word.lower()
        bare = lowered.rstrip(",;")
        plain = False
        if lowered in DASHES and (copula or gap == 1):
            # "war 73 19 50 – jetzt fragt er", "Kennwort erdbeerkuchen – sagt": no separator; after
            # words naming what it is for ("password for the app - lemonade") a dash is one.
            return None  # "war 73 19 50 – jetzt fragt er": a dash after words is no separator
        if lowered == "," and not gap and not copula:
            expect, after_sep = True, True  # "with my password, greenhouse42": shaped only
            continue
        if lowered in SEPARATORS or (
            bare.endswith((":", "=")) and (bare[:-1] not in NOT_A_VALUE or bare[:-1] in POINTERS)
        ):
            if strict and lowered not in (":", "=") and not bare.endswith(":"):
                return None
            expect, after_sep, talk, plain = True, True, False, not tight
            seen_sep = True
            continue
        if bare.endswith(":") and bare[:-1] in COPULAS:
            # "lautet: regenbogen": a copula and a colon, the value after them
            expect, after_sep, copula, plain = True, True, True, not tight
            copula_colon = True
            continue
        if (
            bare in BE_WORDS
            and not copula
            and bare == lowered
            and MODAL_BEFORE_RE.search(text, max(pos, start - 14), start) is not None
        ):
            # "adgangskoden burde være kanelsnegl", "should be X": a modal and "be" name it.
            expect, after_sep, copula, plain = True, True, True, not tight
            continue
        if bare in COPULAS and not copula:
            if bare != lowered:
                return None  # "verlopen is, klopt dat?": the clause ends at the copula
            if POINTER_QUESTION_RE.match(text, end) is not None:
                return None  # "..., is dat genoeg?": a question about the password
            if (
                bare == "was"
                and text[:start].rstrip().endswith(",")
                and QUESTION_AFTER_RE.match(text, end)
                and not SYMBOLS_RE.search(text, end, text.find("?", end))
            ):
                return None  # "Passwort vergessen, was tun?": German "was" asks, names nothing
            expect, after_sep, copula, plain = True, True, True, not tight
            continue
        if lowered[-1] in SENTENCE_END and not lowered.endswith(("...", "…")):
            # An ellipsis is a pause, not a sentence's end ("für das WLAN... nee, fürs Konto: X").
            # "Kodeordet? Det er blomst.": the next sentence's copula names it.
            answer = ANSWER_RE.match(text, end)
            if answer is not None:
                found = read_value_after_copula(text, answer.end(), limit)
                if found is not None and plain_value(text[found[0] : found[1]]):
                    # "Den er Solskin i Skagen 2022": the answer's plain words, a passphrase
                    line_end = text.find("\n", found[1])
                    answer_limit = len(text) if line_end == -1 else line_end
                    return found[0], _phrase_end(text, found[1], answer_limit)
                return found
            return None
        if copula and not talk:
            # After "ist"/"is"/"er" only adverbs and change words may come before the value.
            adverb = bare == lowered and filler_adverb(bare)
            if (bare in FILLERS or adverb) and fillers < 3 and bare == lowered:
                # "ist bei PayPal hinterlegt": a plain word after a preposition is no value;
                # "was changed to hotdog": after a change word it is the new password.
                changed_here = changed_here or bare in CHANGE_VERBS
                fillers = fillers + 1
                plain = not tight and (bare not in PREPOSITION_FILLERS or changed_here)
                continue
            talk, expect, after_sep = True, False, False
            continue
        if strict:
            if changed and bare in PREPOSITIONS:
                # "har ændret koden til flødebolle": the new password after the change verb.
                expect, after_sep, plain = True, True, True
                continue
            changed = changed or bare in CHANGE_VERBS
            # "samme kode i 5 aar: fiskefrikadelle": a few words, then only a colon may follow.
            gap += 1
            if gap > MAX_STRICT_GAP:
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
            if gap > MAX_GAP * 2:
                return answer_later(text, end, limit)
            continue
        if tight:
            return None
        if bare == "to" and _INFINITIVE_BEFORE_RE.search(text, max(pos, start - 10), start):
            # "reset my PIN ... do I need to visit a branch?": "to" after a modal marks the verb
            # after it, no new value.
            gap += 1
            expect, after_sep, plain = False, False, False
            if gap > MAX_GAP:
                return answer_later(text, end, limit)
            continue
        if bare in PREPOSITIONS:
            # "changed my password to pancakes", "veranderd in regenboog": after a change verb a
            # plain word is the new password.
            # "hab das Passwort auf Dackel geändert": the change verb after the value.
            plain = changed or CHANGED_AFTER_RE.match(text, end) is not None
            # "adgangskoden til wifi-routeren": without a change verb, words joined by a hyphen
            # after the preposition name what the password is for; a digit or symbol still counts.
            expect, after_sep = True, plain
            continue
        changed = changed or bare in CHANGE_VERBS
        if bare in USER_WORDS:
            return None  # "password, my username is john_doe88": the copula names the user name
        if bare in AND_WORDS:
            joined = True
        elif joined and (bare in OTHER_CUE_WORDS or SECRET_WORD_RE.search(bare)):
            # "password X and the verification code you sent was 5K9-TQ2": the value after it
            # is the other secret's.
            return None
        gap += 1
        expect, after_sep = False, False
        if gap > MAX_GAP:
            return answer_later(text, end, limit)
    return None


# Words that end a passphrase of plain words: conjunctions, and the talk words of TALK.
CLAUSE_WORDS = frozenset(
    """und aber oder weil denn doch sondern and but or because so then og men eller fordi så
    da en maar of omdat want dus toen until till bis indtil totdat""".split()
)
# Cue words of other values: a passphrase ends before them.
OTHER_CUE_WORDS = frozenset(
    """tan otp cvc cvv pin mail e-mail email iban card karte kort kaart kreditkarte""".split()
)
# Words that join the words of a passphrase ("Katze mit Hut", "Mormor og morfar").
PHRASE_JOINERS = frozenset(
    """mit med met with und og and en the der die das de het van von of af im in i auf op på
    on a an ein eine et een""".split()
)
PHRASE_TOKEN_RE = re.compile(r"[ \t]+(\S+)")
MAX_PHRASE_WORDS = 4


def _phrase_end(text: str, end: int, limit: int, separated: bool = False) -> int:
    """The end of a passphrase of plain words that starts with the word ending at end.

    Fail closed: "ist blauer Himmel 7", "is purple elephant 23" name all of their words. The
    words up to the clause's end count (a sentence mark, a comma, a line break, a conjunction,
    a talk word or a bracket), at most MAX_PHRASE_WORDS more.
    """
    if end < len(text) and text[end] in ".,;:!?)":
        return end  # the value's clause ends with it
    phrase_end = end
    for _ in range(MAX_PHRASE_WORDS):
        token = PHRASE_TOKEN_RE.match(text, phrase_end, limit)
        if token is None:
            break
        word = token.group(1)
        bare = word.rstrip(".,;:!?)").lower()
        if not bare or word[0] in "([-–—":
            break
        if bare in USER_WORDS or CUE_WORD_RE.fullmatch(bare) or bare in OTHER_CUE_WORDS:
            break  # "Passwort: Sonne og koden 4821": the next value's cue ends the phrase
        if bare in CLAUSE_WORDS or bare in TALK:
            # After "Passwort:" a joining word inside the phrase is part of it ("Katze mit Hut",
            # "Mormor og morfar") when a word that is no talk follows it in the clause.
            if not (separated and word == bare and bare in PHRASE_JOINERS):
                break
            following = PHRASE_TOKEN_RE.match(text, token.end(1), limit)
            if following is None:
                break
            next_bare = following.group(1).rstrip(".,;:!?)").lower()
            if not next_bare or next_bare in TALK or next_bare in USER_WORDS:
                break
            if CUE_WORD_RE.fullmatch(next_bare) or next_bare in OTHER_CUE_WORDS:
                break
            if PLAIN_VALUE_RE.fullmatch(following.group(1).rstrip(".,;:!?)")) is None:
                break
        if "@" in word or "://" in word:
            break
        phrase_end = clean_value(text, token.start(1), token.end(1))[1]
        if phrase_end < token.end(1):
            break  # the word ends the sentence or clause
    return phrase_end


# A cue's endings: plural and definite forms, the Dutch diminutive ("mijn wachtwoordje is ...").
CUE_INFLECTION = r"(?:s|et|en|n|e|es|je|tje)?"
CUE_INFLECTION_RE = re.compile(CUE_INFLECTION + r"(?![\w])")

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
