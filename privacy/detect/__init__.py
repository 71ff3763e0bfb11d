"""Sensitive-data detector for chat text in German, English, Danish and Dutch.

One entry point, `detect(text, lang)`, runs the detectors of this package (a module each) and
resolves overlaps between their candidate spans. One word scan over the lower-cased text finds
health terms and the secret cues for all of them.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable, Iterator

from privacy.credential_words import NOT_A_VALUE, clean_value
from privacy.detect.addresses import LOWER_STREET_SUFFIXES, addresses
from privacy.detect.apposed import apposed_passwords
from privacy.detect.cards import cards, named_cards, names_a_card, partial_cards, with_expiry
from privacy.detect.chosen_by import (
    LOGIN_GATE_RE,
    QUESTION_CUES,
    answer_after_question,
    chosen_by,
    chosen_colon,
    login_colon_values,
    mine_is,
    said_after,
)
from privacy.detect.codes import (
    CVC_PHRASE,
    NETWORK_WORDS,
    OTP_PHRASE,
    REPLY_MAX_CHARS,
    TAILS,
    asked_for,
    card_tail_codes,
    code_parts,
    confirmed_codes,
    forget_window_words,
    grouped_codes,
    identifier_between,
    long_cued_codes,
    own_secret_before,
    received_codes,
    reply_values,
    router_keys,
    sender_prefixed_codes,
    separated_codes,
    told_codes,
    windowed_codes,
)
from privacy.detect.contact import emails, ibans, phones
from privacy.detect.credentials import (
    bare_value_after_cue,
    glued_password,
    model_code,
    password_after_preposition,
    password_before,
    quoted_before_cue,
    quoted_cue_word,
    quoted_in_clause,
    value_on_next_line,
)
from privacy.detect.cue_slips import slips
from privacy.detect.described import described_names
from privacy.detect.dictated import dictated_passwords, spelled_before
from privacy.detect.entry_codes import entry_codes
from privacy.detect.errors import error_code, joined_identifier
from privacy.detect.frames import framed_passwords
from privacy.detect.health import (
    HEALTH_FORMS,
    HEALTH_WORDS,
    STATEMENT_HINTS,
    health_compounds,
    health_statements,
    impersonal,
    joined_statements,
)
from privacy.detect.hinted import hinted_values
from privacy.detect.joined import joined_passwords, whole_quotes
from privacy.detect.keys import KEY_CUES, key_value
from privacy.detect.kinds import by_origin
from privacy.detect.labelled import labelled_lines, misspelled_labels
from privacy.detect.language import LANGS, guess_language
from privacy.detect.likeness import liked_passwords
from privacy.detect.logins import (
    account_lists,
    changed_credentials,
    config_values,
    credential_tokens,
    device_login,
    login_pair,
    login_with_token,
    password_after_mail,
    user_pair,
)
from privacy.detect.mixed_codes import code_pieces, koppel_codes, mixed_codes
from privacy.detect.named_values import named_values
from privacy.detect.notorious import notorious_passwords
from privacy.detect.passphrases import (
    PHRASE_CUES,
    described_phrase,
    passphrase_part,
    passphrase_value,
    plain_passphrase,
)
from privacy.detect.pointed_codes import pointed_codes
from privacy.detect.porting import porting_codes
from privacy.detect.promotions import promotion_code
from privacy.detect.restated import (
    after_language,
    alternative_password,
    changed_from,
    changed_to,
    elliptic_passwords,
    repeated_passwords,
    restated_password,
)
from privacy.detect.reused import reused_passwords
from privacy.detect.shaped import shaped_passwords, spelled_passwords
from privacy.detect.siblings import sibling_values
from privacy.detect.spelled import (
    dictated_digits,
    spelled_hundreds,
    spelled_numbers,
    spelled_pairs,
    spelled_reply,
)
from privacy.detect.states import login_state
from privacy.detect.talk import without_talk
from privacy.detect.tries import tried_passwords
from privacy.detect.typed import case_noted, case_remarked, refused_quoted, typed_passwords
from privacy.detect.typos import spaced_variants, typo_pairs
from privacy.detect.variants import (
    corrected_values,
    listed_variants,
    near_spellings,
    variant_groups,
)
from privacy.detect.windows import (
    card_window_codes,
    chosen_numbers,
    chosen_words,
    cue_window_passwords,
    fail_closed_values,
    failed_login_with,
    hinted_answers,
    implausible_code,
    implausible_password,
    mixed_group_codes,
    noted_phrases,
    noted_words,
    old_values,
    plain_word_values,
    pointed_values,
    quoted_spaced,
    restated_answers,
    slashed_logins,
    spelling_variants,
    taken_back_codes,
    typed_phrases,
    whole_phrases,
)
from privacy.gates import digit_count
from privacy.password_cues import LETTER_CUES, SHORT_CUES, TIGHT_CUES, TOOL_AFTER_RE
from privacy.password_grammar import (
    COMPOUND_CUE_FORMS,
    COMPOUND_CUE_RE,
    COMPOUND_CUE_RE_ANYCASE,
    CUE_INFLECTION,
    PHRASE_JOINERS,
    password_value,
)
from privacy.patterns import read_lines, trie_pattern
from privacy.spans import LABELS, Span

__all__ = [
    "LABELS",
    "REPLY_MAX_CHARS",
    "Span",
    "asked_for",
    "detect",
    "guess_language",
    "own_secret_before",
]

# Lower number wins when two candidate spans overlap: checksummed values beat cue-based ones.
_PRIORITY = {
    "IBAN": 0,
    "CARD": 1,
    "EMAIL": 2,
    "CVC": 3,
    "OTP": 4,
    "PASSWORD": 5,
    "PHONE": 6,
    "ADDRESS": 7,
    "HEALTH": 8,
}

# A cue that ends its message: only a value before it can be named.
_NOTHING_AFTER_RE = re.compile(CUE_INFLECTION + r"[\s.!?,;)]*\Z")
# Between a cue and the value it labels: an inflection, then a colon or an equals sign.
_LABELLED_RE = re.compile(r"(?:s|en|et|n)?[^\S\n]*[:=][^\S\n]*")
_NUMBER_WORD_AFTER_RE = re.compile(r" (?:numbers?|nummers?)(?![\w])", re.IGNORECASE)
_DIGIT_OR_SYMBOL_RE = re.compile(r"[^\w\s]|\d")
# A calendar week's number after "KW" (which is "Kennwort" too): "in KW 24", "KW.23", "kw 5?".
_WEEK_NUMBER_RE = re.compile(r"\.?\s?(?:[1-9]|[1-4]\d|5[0-3])(?![\w/.,:-]|[.,]\d)")
_OUTRANK_PHONE = frozenset(label for label, rank in _PRIORITY.items() if rank < _PRIORITY["PHONE"])

_CUE_KIND_LABEL = {
    "CVC": "CVC",
    "OTP": "OTP",
    "PASSWORD": "PASSWORD",
    "PIN": "PASSWORD",
    "LOGIN": "PASSWORD",
    "USER": "PASSWORD",
}
_CUE_KEY_DROP = str.maketrans("", "", " -\n\t")


@functools.lru_cache(maxsize=4096)  # cue words, few and recurring
def _cue_key(cue: str) -> str:
    """Cue text normalised for lookup: lower case, without spaces and hyphens."""
    return cue.lower().translate(_CUE_KEY_DROP)


_CUE_FILES = (
    ("CVC", "cues_cvc.txt"),
    ("OTP", "cues_otp.txt"),
    ("PASSWORD", "cues_password.txt"),
    ("PIN", "cues_pin.txt"),
    ("LOGIN", "cues_login.txt"),
    ("USER", "cues_user.txt"),
    ("NETWORK", "cues_network.txt"),
)
SLIPPED_KINDS = ("CVC", "OTP", "PASSWORD", "PIN")
# Cue text -> kinds of tail to try after it, in order, each once: spellings that differ only in
# spaces and hyphens ("pass word", "pass-word") share a key, and a second try of the same kind
# would only find the same spans again.
_CUE_WORDS: dict[str, list[str]] = {kind: read_lines(file) for kind, file in _CUE_FILES}
# Secret cue words typed with a slip ("wachtwrod", "verifcationscode"): cues of their kind.
_ALL_CUES = {cue for words in _CUE_WORDS.values() for cue in words}
for _kind in SLIPPED_KINDS:
    _slipped = slips(_CUE_WORDS[_kind], _ALL_CUES, two=_kind == "PASSWORD")
    _CUE_WORDS[_kind] = [*_CUE_WORDS[_kind], *sorted(_slipped)]
_CUE_LABELS: dict[str, list[str]] = {}
for _kind, _cues in _CUE_WORDS.items():
    for _cue in _cues:
        _kinds = _CUE_LABELS.setdefault(_cue_key(_cue), [])
        if _kind not in _kinds:
            _kinds.append(_kind)
# One scan finds every cue; the kind's tail is then matched from the cue's end.


_LETTERS_RE = re.compile(r"[^\W\d_]*")
# What follows the letters of a token that may be shaped like a password (see the word scan).
_SHAPE_MARKS = frozenset("0123456789_!#$*+=?@^~|\\€£§<")
# Word endings by their last four letters -> (health forms, compound cue forms) with that ending:
# one dict lookup per long word instead of str.endswith over every form.
_COMPOUND_ENDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
for _form in {*HEALTH_FORMS, *COMPOUND_CUE_FORMS}:
    _COMPOUND_ENDS[_form[-4:]] = (
        tuple(f for f in HEALTH_FORMS if f.endswith(_form[-4:])),
        tuple(f for f in COMPOUND_CUE_FORMS if f.endswith(_form[-4:])),
    )

# The scan runs on lower-cased text: a character set is cheaper than \w, and the long-word branch
# lists letters for the same reason (IGNORECASE covers the rare other path). A word starts after
# a character outside _WORD_CHARS, and every alternative ends on one of them, so matches never
# touch. Each match includes that separator: a pattern that starts with a character set lets `re`
# skip from separator to separator in C, where a look-behind would be tried at every letter.
# detect() puts a space before the text so that its first word has one too.
_SCAN_LETTERS = "a-zäöüßæøåéèëïóáíúñçêôâ"
_WORD_CHARS = "0-9_" + _SCAN_LETTERS
_WORD_SCAN = (
    rf"[^{_WORD_CHARS}](?:(?P<health>(?:"
    + trie_pattern(HEALTH_WORDS)
    + r")(?:s|n|e|en|er|es|et|ne|erne|'s)?(?![\w]))|(?P<cue>"
    + trie_pattern([c for cues in _CUE_WORDS.values() for c in cues])
    + r")|(?P<CVC>"
    + CVC_PHRASE
    + r")|(?P<OTP>"
    + OTP_PHRASE
    # A long word whose last four letters end some compound form ("Rückenschmerzen",
    # "Zugangspasswort"): the fixed-width look-behind keeps the common long word out of Python.
    + rf")|(?P<long>[{_SCAN_LETTERS}]{{7,}}+(?<="
    + trie_pattern(list(_COMPOUND_ENDS))
    # A word a health statement needs ("allergic", "take", "hospital"), see health_statements.
    + r"))|(?P<hint>"
    + STATEMENT_HINTS
    # Password shapes, one alternative for both (one try per word): a letter and a separator
    # before two more letters with it, maybe a value spelled letter by letter ("s t r o o p",
    # "b-j-ø-r-n", see spelled_passwords); or letters, then a digit or a symbol, maybe a password
    # by its shape (see shaped_passwords). The letters are taken possessively, so a plain word
    # fails on the character after it.
    + rf")|(?P<shape>[{_SCAN_LETTERS}](?:(?=[ .\-][{_SCAN_LETTERS}][ .\-][{_SCAN_LETTERS}][ .\-])"
    + rf"|[{_SCAN_LETTERS}]*+[\d_!#$*+=?@^~|\\€£§<]))"
    + r")"
)
_WORD_SCAN_RE = re.compile(_WORD_SCAN)
_HINT_START_RE = re.compile(STATEMENT_HINTS)
_HINT_START_RE_ANYCASE = re.compile(STATEMENT_HINTS, re.IGNORECASE)
_WORD_SCAN_RE_ANYCASE = re.compile(_WORD_SCAN, re.IGNORECASE)


# Characters that stand for an ASCII digit or a space, one for one so that offsets stay: full-width
# digits ("４５３９") and the no-break and thin spaces that editors put between digit groups.
_SAME_WIDTH_ASCII = str.maketrans(
    {
        **{chr(0xFF10 + d): str(d) for d in range(10)},
        **{c: " " for c in "\u00a0\u2007\u2009\u200a\u202f\u2002\u2003\u2004\u2005\u2006\u3000"},
    }
)

_SAME_WIDTH_RE = re.compile("[" + "".join(chr(c) for c in _SAME_WIDTH_ASCII) + "]")


# Invisible characters a value may be typed or pasted with ("4111\u200b1111...", "p\u00adassword"):
# zero-width spaces and joiners, the word joiner, the soft hyphen, the byte-order mark. Detection
# reads the text without them and maps the spans back.
_INVISIBLE_RE = re.compile("[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]")


def detect(text: str, lang: str | None = None, asked: str | None = None) -> list[Span]:
    """Return sorted, non-overlapping sensitive spans in text.

    asked: the secret the turn before asked for (see asked_for): a short reply's value of that
    shape is one even without a cue ("481 223" after "Which code did we text you?").
    """
    if not text:
        return []
    if not text.isascii() and _INVISIBLE_RE.search(text) is not None:
        return _without_invisible(text, lang, asked)
    if not text.isascii() and _SAME_WIDTH_RE.search(text) is not None:
        # Detection runs on the ASCII forms; the offsets are the same in both texts.
        text = text.translate(_SAME_WIDTH_ASCII)
    try:
        if asked is not None:
            found = _detect(text, lang)
            replies = [*reply_values(text, asked), *spelled_reply(text, asked)]
            spans = _resolve([*found, *replies], text)
            return _finish(text, text.lower(), spans)
        return _detect(text, lang)
    finally:
        # The words read around a number are looked up once per text; none of them (a password
        # can be one) stays in memory after the call.
        forget_window_words()


def _without_invisible(text: str, lang: str | None, asked: str | None) -> list[Span]:
    """detect() on the text without its invisible characters, the spans mapped back onto it (a
    span keeps the invisible characters inside it)."""
    kept = [i for i, char in enumerate(text) if _INVISIBLE_RE.match(char) is None]
    if not kept:
        return []
    visible = "".join(text[i] for i in kept)
    return [
        Span(kept[span.start], kept[span.end - 1] + 1, span.label)
        for span in detect(visible, lang, asked)
    ]


def _detect(text: str, lang: str | None) -> list[Span]:
    """detect() without a question before the text."""
    candidates: list[Span] = []
    if "@" in text:
        mails = list(emails(text))
        candidates.extend(mails)
        for mail in mails:
            paired = password_after_mail(text, mail.start, mail.end)
            if paired is not None:
                candidates.append(paired)
    # Word scans run on the lower-cased text: matching without IGNORECASE is twice as fast.
    lowered = text.lower()
    has_upper = lowered != text
    anycase = len(lowered) != len(text)  # lower() moved offsets (e.g. "İ"): scan the original
    # The word scan matches the separator before each word: the first word gets a space. Offsets
    # in scan are one more than in text.
    scan = " " + (text if anycase else lowered)
    # One C-speed pass counts the digits; each number detector needs a minimum to run at all.
    digits = digit_count(text)
    # The language, guessed at most once per text whichever detectors ask for it.
    language = _language(text, lang)
    taken: list[tuple[int, int]] = []  # card and account numbers, no phone numbers
    card_regions: list[tuple[int, int]] = []
    others: list[tuple[int, int]] = []  # spans whose numbers are no codes
    if digits:
        iban_shaped: list[tuple[int, int]] = []
        candidates.extend(ibans(text, iban_shaped))
        taken.extend(iban_shaped)
        if digits >= 12:
            card_spans = list(cards(text, iban_shaped))
            card_spans += named_cards(text, [*iban_shaped, *((c.start, c.end) for c in card_spans)])
            candidates.extend(card_spans)
            card_regions = [(c.start, c.end) for c in card_spans]
            taken.extend(card_regions)
        if digits >= 7:
            # Fail closed: "card number 4111 1111", the rest to follow.
            partial = list(partial_cards(text, taken))
            candidates.extend(partial)
            card_regions += [(c.start, c.end) for c in partial]
            taken.extend((c.start, c.end) for c in partial)
        if has_upper or any(suffix in scan for suffix in LOWER_STREET_SUFFIXES):
            # Street patterns start with a capital letter (EU names, "Am ...", English
            # "12 Elm Road") unless typed in lower case as a known compound ("lindenstraße").
            address_spans = list(addresses(text))
            candidates.extend(address_spans)
            others = [(a.start, a.end) for a in address_spans]
        # Fail closed: every number a code cue governs, wherever the cue stands in its window.
        candidates.extend(windowed_codes(text, lowered, card_regions, others))
        candidates.extend(card_tail_codes(text, lowered, card_regions))
        if "G-" in text:
            candidates.extend(sender_prefixed_codes(text))
    cues: list[tuple[str, str, int]] = []
    hints: list[int] = []  # where a health statement may be
    compound_health = False
    spelled = False  # a letter, a separator, a letter, the same separator: maybe a spelled value
    shapes: list[int] = []  # where a token may be shaped like a password
    word_re, cue_re, hint_start_re = (
        (_WORD_SCAN_RE_ANYCASE, COMPOUND_CUE_RE_ANYCASE, _HINT_START_RE_ANYCASE)
        if anycase
        else (_WORD_SCAN_RE, COMPOUND_CUE_RE, _HINT_START_RE)
    )
    for match in word_re.finditer(scan):
        group = match.lastgroup
        assert group is not None  # every alternative of the scan is a named group
        start, end = match.span(group)  # the word, without the separator the match starts with
        if group == "hint":
            hints.append(start - 1)
        elif group == "shape":
            if scan[end - 1].isalpha():
                spelled = True  # a letter before a separator: the match ends on the letter
            else:
                shapes.append(end - 2)  # the digit or symbol, in text
        elif group == "health":
            hints.append(start - 1)
            if not impersonal(text, start - 1):
                candidates.append(Span(start - 1, end - 1, "HEALTH"))
        elif group != "long":
            if end < len(scan) and scan[end].isdigit() and model_code(text, start - 1, end - 1):
                continue  # "type WW90T534DAW": a model's code, no cue
            if (
                end - start == 2
                and scan[start] == "k"
                and (_WEEK_NUMBER_RE.match(scan, end) or end < len(scan) and scan[end] not in " :=")
            ):
                # "KW 24": a calendar week, no "Kennwort"; "kwam", "kwijt": words; "KW-240318-77": a
                # reference
                continue
            cues.append((scan[start:end], group, end - 1))
            if end < len(scan) and scan[end].isalpha():
                # A cue starting a longer word may start a health compound ("tandpine").
                letters = _LETTERS_RE.match(scan, end)
                assert letters is not None  # the pattern matches the empty string too
                end = letters.end()
                if end < len(scan) and scan[end] in _SHAPE_MARKS:
                    shapes.append(end - 1)  # "Tannenbaum#3": a cue's letters, then a digit
                word = scan[start:end].lower()
                ends = _COMPOUND_ENDS.get(word[-4:], ((), ()))
                compound_health |= word.endswith(ends[0])
                if word.endswith(ends[1]) and (cue := cue_re.search(scan, start + 1, end)):
                    # "inlogwachtwoord", "Loginpasswort": a password compound of another cue.
                    cues.append((cue.group(), "PASSWORD", cue.end() - 1))
        else:
            if end < len(scan) and scan[end] in _SHAPE_MARKS:
                shapes.append(end - 1)  # "Domtoren_4": a long word, then a digit or a symbol
            if (ends := _COMPOUND_ENDS.get(scan[end - 4 : end].lower())) is None:
                continue
            if hint_start_re.match(scan, start) is not None:
                # A long word that starts like a statement's word ("Intensivstation",
                # "hospitalsophold"): the statement regex looks there too.
                hints.append(start - 1)
                compound_health |= scan.endswith(ends[0], start, end)
            elif scan.endswith(ends[0], start, end):
                compound_health = True
            elif scan.endswith(ends[1], start, end):
                cue = cue_re.search(scan, start + 1, end)
                if cue is not None:
                    cues.append((cue.group(), "PASSWORD", cue.end() - 1))
    if cues:
        candidates.extend(_cued(text, cues, digits > 0))
    if not anycase:
        # Fail closed: a password named by a sentence frame, no password word before it.
        candidates.extend(framed_passwords(text, lowered))
        # Fail closed: a value tried in a message about a failed login.
        candidates.extend(tried_passwords(text, lowered, digits > 0))
        # Fail closed: a value used everywhere is a password ("gebruikt overal oma1948").
        candidates.extend(reused_passwords(text, lowered, digits > 0))
    if digits and ("log" in lowered or "sign" in lowered or "meld" in lowered):
        # A password named by a login verb's "with", no password word needed.
        candidates.extend(login_with_token(text))
    if digits >= 2 and (
        "from " in lowered or "van " in lowered or "von " in lowered or "fra " in lowered
    ):
        candidates.extend(changed_credentials(text))
    if shapes and ("nder" in lowered or "to " in lowered or "til " in lowered or "auf " in lowered):
        # Fail closed: "vorige week veranderd in Winter2024#": the value changed to.
        candidates.extend(changed_to(text, candidates))
    if compound_health:
        candidates.extend(s for s in health_compounds(scan) if not impersonal(text, s.start))
    candidates.extend(health_statements(text, hints, has_upper))
    # Fail closed: a token shaped like a strong password is one, cue or none.
    if shapes:
        candidates.extend(shaped_passwords(text, shapes, candidates))
    if spelled:
        candidates.extend(spelled_passwords(text, bool(cues)))
    if shapes or digits:
        # Fail closed: a token that looks like a password, in a message about logging in.
        candidates.extend(liked_passwords(text, lowered, shapes, candidates))
    if shapes and not anycase:
        # Fail closed: "qwerty2020", "Passw0rd!": a leaked list's classic is a password anywhere.
        candidates.extend(notorious_passwords(text, lowered, shapes))
    if len(shapes) >= 2:
        # Fail closed: a password-shaped value and its typo ("meant X1, typed X2"), no cue.
        candidates.extend(typo_pairs(text, lowered, shapes))
    quoted = _HINT_QUOTE_RE.search(text) is not None
    if shapes or (quoted and digits):
        # Fail closed: a password-shaped value in a message about typing it or its rules.
        candidates.extend(typed_passwords(text, lowered, shapes, candidates))
    if quoted:
        # Fail closed: "'regen' mocht niet": a quoted word the rules or the login refused.
        candidates.extend(refused_quoted(text, lowered))
    if digits or shapes:
        # Fail closed: "Ups, großes M: Meerblick88": the value a letter's case is said of.
        candidates.extend(case_remarked(text, lowered, candidates))
    if quoted:
        candidates.extend(spaced_variants(text))  # "'Go Bears 85' ... GoBears85": both
    if cues:
        # "Passwort ist ein Satz: ...", "'Mausefalle' – so heißt mein Passwort".
        candidates.extend(apposed_passwords(text))
    if digits >= 12 and any(_cue_key(cue).startswith(NETWORK_WORDS) for cue, _g, _e in cues):
        # A wireless network named (the word scan found its word): its router's key. A key's
        # digits pass the card checksum one time in ten: with no card named, it stays a key.
        keys = list(router_keys(text))
        candidates.extend(keys)
        if keys and card_regions and not names_a_card(text):
            candidates = [
                c
                for c in candidates
                if c.label != "CARD" or not any(k.start < c.end and c.start < k.end for k in keys)
            ]
    if digits >= 6 and "ac" in lowered:
        candidates.extend(porting_codes(text))  # "its PAC XKT448127": a number's porting code
    # A code or card number read out in words ("acht, drei, eins, null"): labelled as its digits.
    candidates.extend(spelled_numbers(text, lowered, candidates))
    # ... or in pairs ("siebenunddreißig zwölf neunzig").
    candidates.extend(spelled_pairs(text, lowered, candidates))
    # ... or in hundreds ("vierhundertzwölf – sechshundertachtzig").
    candidates.extend(spelled_hundreds(text, lowered))
    if digits >= 4:
        candidates.extend(dictated_digits(text, lowered, candidates))
        # Fail closed: "poortje gaat open met 4471": an entrance's code.
        candidates.extend(entry_codes(text, lowered))
    if digits >= 4:
        # Fail closed: a message about a code ending on the number received, however far apart.
        candidates.extend(received_codes(text, candidates))
        # Fail closed: "inlogcode 12/90/45", "8.1.9.3.3.0": a code with dots or slashes.
        candidates.extend(separated_codes(text, candidates))
        # Fail closed: "ja das war die 905512, kam um 14:03": a short reply confirming a code.
        candidates.extend(confirmed_codes(text, candidates))
        if "teil" in lowered or "part" in lowered or "hal" in lowered or "del" in lowered:
            # Fail closed: "erster teil vom code ist 482 ... zweiter teil 913": each part.
            candidates.extend(code_parts(text, candidates))
    if digits >= 6:
        # Code-grouped digits no cue claimed ("ok got it, 583 201"): a one-time code.
        candidates.extend(grouped_codes(text, candidates, others))
        # ... or an activation code longer than a code's window reads ("8841-2290-11").
        candidates.extend(long_cued_codes(text, candidates))
        # ... or the one code-sized number of a message that tells of a text or a sign-in.
        candidates.extend(told_codes(text, candidates))
        # Phone numbers come last: the spans that outrank them are known by now.
        outranking = [c for c in candidates if c.label in _OUTRANK_PHONE] if candidates else []
        candidates.extend(phones(text, language, taken, _resolve(outranking)))
    password_cues = list(_password_cues(cues)) if cues else []
    if password_cues and digits >= 4:
        # Fail closed: "... een nieuwe kiezen. Ik heb 36914 gekozen": the number chosen.
        candidates.extend(chosen_numbers(text))
    if ":" in text and LOGIN_GATE_RE.search(lowered) is not None:
        # "Kan niet inloggen. ik heb het zo ingesteld: drie kleine kleutertjes, alles klein."
        candidates.extend(login_colon_values(text))
    if password_cues and _MINE_GATE_RE.search(lowered) is not None:
        # "kan man have æøå i sin kode? min er rødgrødmedfløde": the speaker's own.
        candidates.extend(mine_is(text))
    if password_cues and _CHOSE_GATE_RE.search(lowered) is not None:
        # ... or the word: "hab dann Schokoladenkuchen genommen".
        candidates.extend(chosen_words(text))
    if password_cues and ":" in text:
        # "haben wir ihren Geburtsort genommen: Quedlinburg."
        candidates.extend(chosen_colon(text))
    if cues:
        # Fail closed: a password cue whose clause holds no value yet takes its plausible token.
        candidates.extend(cue_window_passwords(text, password_cues, candidates))
        # ... or a later clause points at it: "my pw ..., its mustang".
        candidates.extend(pointed_values(text, password_cues, candidates))
        candidates.extend(typed_phrases(text, password_cues, candidates))
        if ":" in text:
            # "Username: kbrennan84\nPassword: the kettle is always on": the whole line.
            candidates.extend(labelled_lines(text, password_cues))
        candidates.extend(plain_word_values(text, password_cues, candidates, language))
        # Fail closed: "Passwort ist groß H, klein a, ...": the whole dictation.
        candidates.extend(dictated_passwords(text, password_cues))
    if "na" in lowered and ("," in text or password_cues):
        # "als wachtwoord de naam van onze kat gekozen, Minoes", "min kats navn Mikkeline": the
        # name the description names (with no comma, only after a password's cue).
        candidates.extend(described_names(text, bool(password_cues)))
    if "koppel" in lowered:
        candidates.extend(koppel_codes(text))  # "koppelcode VBRK": DigiD's four letters
    if digits and ("code" in lowered or "kode" in lowered or "otp" in lowered):
        # "ZK-4471-PQ — that's the one-time code": a reference's shape, pointed at as a code.
        candidates.extend(pointed_codes(text))
    if "(" in text and ("word" in lowered or "wört" in lowered or "ord)" in lowered):
        # Fail closed: "(hazelnut latte, two words)": the phrase the note is on.
        candidates.extend(noted_words(text))
    if "spati" in lowered or "space" in lowered or "leerz" in lowered or "mellemr" in lowered:
        # Fail closed: "... was dinosaurs rule 2015, with the spaces": the whole phrase.
        candidates.extend(noted_phrases(text, lowered))
        if quoted:
            candidates.extend(quoted_spaced(text))
    if digits >= 2 and shapes or digits >= 4:
        # Fail closed: a secret-shaped token in a credential cue's clause or the clause after it.
        candidates.extend(fail_closed_values(text, lowered, password_cues, candidates))
    if (
        digits
        and has_upper
        and ("code" in lowered or "kode" in lowered or "tan" in lowered or "otp" in lowered)
    ):
        candidates.extend(mixed_group_codes(text, candidates))
        candidates.extend(mixed_codes(text, candidates))
        candidates.extend(code_pieces(text, candidates))
    if card_regions:
        # Fail closed: a card number is the cue for its own security code.
        candidates.extend(card_window_codes(text, card_regions, candidates))
    if "/" in text:
        candidates.extend(slashed_logins(text))
    if "\n" in text and (":" in text or " - " in text or " – " in text):
        # Fail closed: "netbank: ingen anelse\nwebshop: Peter1234": a list of accounts' values.
        candidates.extend(account_lists(text, candidates))
    if "=" in text:
        # Fail closed: "wpa_passphrase=Lyngby Bakke 7": a configuration line's whole value.
        candidates.extend(config_values(text))
    if ":" in text:
        # Fail closed: "adganskode: Mågen2211": a password label with a typo.
        candidates.extend(misspelled_labels(text))
    # Fail closed: a value spelt two ways in one sentence ("X instead of x").
    candidates.extend(spelling_variants(text, lowered))
    if digits or shapes:
        # Fail closed: "it's NOT bella2018 it's bella2018!": both spellings.
        candidates.extend(corrected_values(text, lowered))
    # Fail closed: "probiert: tulpe, Tulpe, tulpe1": every spelling of one word tried.
    candidates.extend(variant_groups(text, lowered))
    # Fail closed: "Try pembroke. lowercase.": the word a note on its case is about.
    candidates.extend(case_noted(text, lowered, candidates))
    candidates.extend(old_values(text, candidates))
    # Fail closed: the value tried next, changed to or noted beside a password found.
    candidates.extend(sibling_values(text, candidates))
    if (
        "code" in lowered
        or "kode" in lowered
        or "og det" in lowered
        or "en dat" in lowered
        or "and that" in lowered
        or "und das" in lowered
    ):
        # "Min kat hedder Minimis og det er også mit kodeord", "the code for the portal is X".
        candidates.extend(named_values(text))
    if "end" in lowered or "slutter" in lowered or "eindigt" in lowered or "hört" in lowered:
        # "den starter med M og slutter med 7 ... Mormor7": the value its ends were hinted at.
        candidates.extend(hinted_values(text))
    if digits >= 6:
        # Fail closed: "cvc is 381, sorry no, 813": the code said right after the wrong one.
        candidates.extend(taken_back_codes(text, candidates))
    if (
        "log" in lowered
        or "sign" in lowered
        or "meld" in lowered
        or "binnen" in lowered
        or "ind med" in lowered
        or "rein" in lowered
        or "in with" in lowered
    ):
        candidates.extend(failed_login_with(text))
    if quoted:
        candidates.extend(hinted_answers(text))
    if not candidates:
        return []  # nothing found (most messages): the checks below only drop or change spans
    # Several detectors find the same value ("Passwort ist Sonnenblume7": its cue, its shape):
    # the checks below read one span at a time, so each span is checked once.
    candidates = list(dict.fromkeys(candidates))
    # Fail closed has its limits: a masked value, a quoted hint, a user name, a word of the
    # sentence grammar is no secret.
    candidates = [
        c
        for c in without_talk(
            text, by_origin(text, lowered, whole_phrases(text, restated_answers(text, candidates)))
        )
        if not (
            c.label == "PASSWORD"
            and (
                implausible_password(text, c)
                or error_code(text, c)
                or joined_identifier(text, c)
                or login_state(text, c)
                or promotion_code(text, c)
            )
        )
        and not (c.label == "OTP" and (implausible_code(text, c) or error_code(text, c)))
    ]
    spans = joined_statements(text, _resolve(candidates, text))
    if card_regions:
        spans = _with_expiries(text, spans)
    return _finish(text, lowered, spans)


def _with_expiries(text: str, spans: list[Span]) -> list[Span]:
    """Card numbers and security codes with the expiry date written right after them, where no
    other span stands in the way."""
    for i, span in enumerate(spans):
        if span.label in ("CARD", "CVC"):
            longer = with_expiry(text, span)
            if i + 1 == len(spans) or longer.end <= spans[i + 1].start:
                spans[i] = longer
    return spans


_THING_CUES = KEY_CUES | TIGHT_CUES
# "mine is" (see mine_is), searched for in the lower-cased text first.
_MINE_GATE_RE = re.compile(r"(?:mijne|mine|meins|meines|meiner|min|mit) (?:er|is|ist|was|var|war) ")
# A word of choosing (see chosen_words), searched for in the lower-cased text first.
_CHOSE_GATE_RE = re.compile(
    "gekozen|genomen|gewählt|genommen|valgt|chose|picked|went with|settled on|wählte|nahm|valgte|"
    "koos|nam "
)
# A hint is quoted (see hinted_answers).
_HINT_QUOTE_RE = re.compile("[\"'„“‚‘»«]")


def _password_cues(cues: list[tuple[str, str, int]]) -> Iterator[tuple[int, int]]:
    """(start, end) of the word scan's cues that name a password or a PIN; a key and "pass"
    name things too and only count with a value of a secret's shape (see _cued)."""
    for cue, group, cue_end in cues:
        key = _cue_key(cue)
        kinds = _CUE_LABELS.get(key, ()) if group == "cue" else (group,)
        if ("PASSWORD" in kinds or "PIN" in kinds) and key not in _THING_CUES:
            yield cue_end - len(cue), cue_end


def _finish(text: str, lowered: str, spans: list[Span]) -> list[Span]:
    """Resolved spans with each password said again and the symbols a password ends on."""
    for span in spans:
        if span.label == "PASSWORD":
            break
    else:
        return spans
    again = repeated_passwords(text, lowered, spans) if len(lowered) == len(text) else []
    # "tried sommerhus, Sommerhus and sommerhus1": the other tries beside a password tried.
    again.extend(listed_variants(text, lowered, spans))
    # "stort B, i, k, s, e, m, a, d, ni ni altså Biksemad99": the value spelled before it.
    again.extend(spelled_before(text, spans))
    # "koden er vinterbadning ... kom til at skrive vinterbading": the same one mistyped.
    again.extend(near_spellings(text, spans))
    if again:
        spans = _resolve([*spans, *again], text)
    return _with_end_symbols(text, whole_quotes(text, joined_passwords(text, spans)))


# Symbols a password may end on; sentence punctuation would have cut them off ("ww: Zeeland!").
_END_SYMBOLS = "!?#$%&*+=~^"
_END_SYMBOLS_RE = re.compile(r"[!?#$%&*+=~^]+(?=[\s.,;:)\]\"'“”»]|\Z)")


def _with_end_symbols(text: str, candidates: list[Span]) -> list[Span]:
    """Passwords with the symbols right after them: fail closed, a symbol cut off from a
    password leaves part of it in the text."""
    for i, span in enumerate(candidates):
        if (
            text[span.end : span.end + 1] in _END_SYMBOLS
            and span.end < len(text)
            and span.label == "PASSWORD"
            and (symbols := _END_SYMBOLS_RE.match(text, span.end))
        ):
            candidates[i] = Span(span.start, symbols.end(), span.label)
    return candidates


def _cued(text: str, cues: list[tuple[str, str, int]], has_digits: bool = True) -> Iterator[Span]:
    """PASSWORD, OTP and CVC values after the word scan's cues: (cue, its group, its end)."""
    for cue, group, cue_end in cues:
        key = _cue_key(cue)
        kinds = _CUE_LABELS.get(key, ()) if group == "cue" else (group,)
        for kind in kinds:
            if kind == "NETWORK":
                continue  # a network's word names no value itself, see router_keys
            if kind == "USER":
                pair = user_pair(text, cue_end)
                if pair is not None:
                    yield pair
                    break
                continue
            if kind == "LOGIN":
                pair = login_pair(text, cue_end)
                if pair is not None:
                    yield pair
                    break
                device = device_login(text, cue_end - len(cue), cue_end)
                if device is not None:
                    yield device  # "the windows login is sunflower88": a device's password
                    yield from elliptic_passwords(text, device.end)  # "..., the bios one is X"
                    break
                continue
            if kind != "PASSWORD" and not has_digits:
                continue  # OTP, CVC and PIN values hold digits: talk about codes has none
            if kind == "PASSWORD":
                before = password_before(text, cue_end - len(cue), key in LETTER_CUES)
                if before is None and key not in LETTER_CUES:
                    before = quoted_before_cue(text, cue_end - len(cue)) or quoted_cue_word(
                        text, cue_end - len(cue), cue_end
                    )
                if before is not None:
                    yield before
                if _NOTHING_AFTER_RE.match(text, cue_end) is not None:
                    break  # "I forgot my password.": no value can follow the cue
                if TOOL_AFTER_RE.match(text, cue_end) is not None:
                    break  # "fra password manageren": a tool, no value after it
            if kind == "PASSWORD" and key in KEY_CUES:
                named = key_value(text, cue_end)
                if named is not None:
                    yield named
                break  # a key is a thing too: only its secret-shaped value counts
            if key in QUESTION_CUES and (answer := answer_after_question(text, cue_end)):
                yield answer  # "the security question was ... and the answer is Fitzgerald"
                break
            if kind == "PASSWORD" and (said := said_after(text, cue_end)) is not None:
                yield said  # "asked for my 'memorable word' and I said buttercup"
                break
            if kind == "PASSWORD" and (chosen := chosen_by(text, cue_end)) is not None:
                yield chosen  # "wachtwoord is door mn dochter bedacht: eenhoornprinses"
                break
            if kind == "PASSWORD" and key not in LETTER_CUES:
                phrase = described_phrase(text, cue_end)
                if phrase is not None:
                    yield phrase
                    break
            if kind == "PASSWORD" and key in PHRASE_CUES:
                phrase = passphrase_value(text, cue_end)
                if phrase is not None:
                    yield phrase
                    break
            elif kind == "PASSWORD" and key not in LETTER_CUES:
                phrase = plain_passphrase(text, cue_end)
                if phrase is not None:
                    yield phrase
                    break
            if kind == "PASSWORD" and key not in TIGHT_CUES:
                glued = glued_password(text, cue_end - len(cue), cue_end)
                if glued is not None:
                    yield glued
                    break
                yield from credential_tokens(text, cue_end)
            if kind == "PASSWORD" and key not in LETTER_CUES:
                # Fail closed: "met wachtwoord Bloemkool", "als Passwort Hasenfuß genommen".
                named = password_after_preposition(text, cue_end - len(cue), cue_end)
                if named is not None:
                    yield named
                    break
            if kind == "PASSWORD" and (old := changed_from(text, cue_end - len(cue), cue_end)):
                yield old  # "changed the password from larkspur to foxglove": the old one too
            if kind == "PASSWORD":
                found = password_value(
                    text,
                    cue_end,
                    tight=key in TIGHT_CUES,
                    short=key in SHORT_CUES,
                    letters=key in LETTER_CUES,
                )
                if found is None:
                    # Fail closed: a quoted value later in the cue's sentence.
                    named = None
                    if key not in LETTER_CUES:
                        named = (
                            quoted_in_clause(text, cue_end)
                            or value_on_next_line(text, cue_end - len(cue), cue_end)
                            or (
                                None
                                if key in TIGHT_CUES
                                else bare_value_after_cue(text, cue_end - len(cue), cue_end)
                            )
                        )
                    if named is not None:
                        yield named
                        break
                    restated = restated_password(text, cue_end)
                    if restated is not None:
                        yield restated
                        break
                    if key not in LETTER_CUES:
                        # "Mein Passwort wurde geändert! Das alte war X": the old one named.
                        yield from elliptic_passwords(text, cue_end)
                    continue
                start, end = found
                if (language := after_language(text, start, end)) is not None:
                    start, end = language.start, language.end  # "er tysk: Schmetterling"
                elif _DIGIT_OR_SYMBOL_RE.search(text, start, end) is None:
                    # A plain word, then the password restated ("er hundens navn, altså Fido").
                    restated = restated_password(text, end)
                    if restated is not None:
                        start, end = restated.start, restated.end
            else:
                match = TAILS[kind].match(text, cue_end)
                if match is None:
                    continue
                start, end = clean_value(text, match.start("value"), match.end("value"))
                if start > cue_end + 1 and identifier_between(text, cue_end, start):
                    continue
                if _NUMBER_WORD_AFTER_RE.match(text, end):
                    continue  # "PIN reminder says to call an 0800 number": a number of its kind
                value = text[start:end].lower()
                if len(value) < 3 or value in NOT_A_VALUE or value.rstrip(".!?") in NOT_A_VALUE:
                    continue
                if any(c.islower() for c in text[start:end]) and not (
                    kind == "OTP" and _LABELLED_RE.fullmatch(text, cue_end, start) is not None
                ):
                    # "TAN für die Zahlung an Shop24": codes are digits and capitals, unless
                    # the cue labels the value ("one-time passcode: Zx7Kp2").
                    continue
            yield Span(start, end, _CUE_KIND_LABEL[kind])
            if kind in ("PASSWORD", "PIN"):
                # "was het 40517? of 40571": the password or PIN is one of two.
                alternative = alternative_password(text, end, text[start:end])
                if alternative is not None:
                    yield alternative
            if kind == "PASSWORD":
                yield from elliptic_passwords(text, end)
            break


def _resolve(candidates: list[Span], text: str | None = None) -> list[Span]:
    """Keep the highest-priority, then longest, span wherever candidates overlap."""
    if len(candidates) < 2:
        return [s for s in candidates if s.end > s.start]
    candidates.sort(key=lambda s: (_PRIORITY[s.label], s.start - s.end, s.start))
    # Kept spans never overlap, so sorted by start their ends are sorted too: a candidate fits
    # when it ends before the next kept span starts and starts after the previous one ends.
    starts: list[int] = []
    kept: list[Span] = []
    for span in candidates:
        if span.end <= span.start:
            continue
        i = bisect.bisect_right(starts, span.start)
        if i and kept[i - 1].end > span.start:
            continue
        if i < len(kept) and kept[i].start < span.end:
            if span.label != "PASSWORD" or kept[i].start <= span.start:
                continue
            # Fail closed: a passphrase that runs into a value that outranks it ("Passwort:
            # Sonne og koden 4821") keeps the words before that value.
            if text is None:
                continue
            end = kept[i].start
            while end > span.start and (text[end - 1].isspace() or text[end - 1] in ",;:-–"):
                end -= 1
            # The words before the value, without the joining word that led into it.
            joined = text.rfind(" ", span.start, end)
            if joined != -1 and text[joined + 1 : end].lower() in PHRASE_JOINERS:
                end = joined
            if end <= span.start or not passphrase_part(text[span.start : end]):
                continue
            span = Span(span.start, end, span.label)
        starts.insert(i, span.start)
        kept.insert(i, span)
    return kept


def _language(text: str, lang: str | None) -> Callable[[], str]:
    """The language given, or a guess from the text when it is not one of ours, made at the
    first call and kept for the next ones (a closure: cheaper per text than functools.cache)."""
    if lang in LANGS:
        return lambda: lang
    guessed: list[str] = []

    def language() -> str:
        if not guessed:
            guessed.append(guess_language(text))
        return guessed[0]

    return language
