"""A password said to be used everywhere or always: "my mother uses oma1948 everywhere", "ich
benutze immer Kirschbaum7", "jeg bruger samme kode over alt, hyldeblomst, og ...", "gebruikt overal
zonnebloem", "bella1952 is what I always use".

Reusing one secret on every site is said of passwords and PINs only, so the frame needs no
password word: a use verb and a word of reuse in one clause name the token right after the word
of reuse, or right before it, or the token before "is what I always use". Fail closed on shape: a
token with a letter and two digits or a symbol is taken, one digit with a password word in the
message (a product and its version, an abbreviation is not). A plain word needs a password word
in the message and must stand apart: after a comma and before its clause's end ("over alt,
hyldeblomst, og"), where talk would go on, or in lower case before the everywhere word. "Always"
counts with a verb of using only: "ich nehme immer Ibuprofen400" is a medicine. A shaped token
used for an account ("gebruikt oma1948 voor de bank", "uses rex2010 for netflix") is one too.
Using a value for years is said the same way ("I've used marmalade on this site for ten years",
"ich benutze seit Jahren kirschbaum, und", "har brugt rugbrød her i mange år", "gebruik al jaren
appeltaart,"): with a verb of using (not "have": "det har virket i 3 år"), a plain word in lower
case, no article or possessive before it ("used my card for years"), no service or tool.
The reuse frames run only when a word of reuse is in the message (REUSED_GATE_RE), the years
frames only when a word of years is (_LONG_TIME_GATE_RE), the account frame only when a digit
glued to a letter and an account's word are (_SERVICE_GATE_RE).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import clean_value
from privacy.gates import parts_pattern
from privacy.password_shapes import GRAMMAR_WORDS, PRODUCT_RE, plausible_value
from privacy.spans import Span

# Words of reuse: everywhere, for everything, always.
_EVERYWHERE = (
    r"everywhere|for\s+everything|all\s+over|überall|für\s+alles|overal|voor\s+alles|overalt|"
    r"over\s+alt|alle\s+steder|til\s+alt"
)
_ALWAYS = r"always|immer|altid|altijd"
# The parts every word of reuse holds, searched for in the lower-cased text first.
REUSED_GATE_RE = parts_pattern(
    ("everywhere", "for everything", "all over", "überall", "für alles", "overal", "voor alles")
    + ("over alt", "alle steder", "til alt", "always", "immer", "altid", "altijd")
)
_USE_VERBS = (
    r"use[sd]?|using|take|takes|took|have|has|had|benutze?n?|benutzt|nutze?n?|nutzt|verwende?n?|"
    r"verwendet|nehme?n?|nimmt|habe?n?|hat|gebruik(?:t|en)?|neem|neemt|nemen|heb|hebben|heeft|"
    r"bruge?r?|brugte|brug|har|havde|tager|tog"
)
_VALUE = r"(?P<value>[^\s\"'“”«»,;()]{3,40})"
# The value after the everywhere word: "uses everywhere oma1948", "over alt, hyldeblomst".
_AFTER_RE = re.compile(
    rf"(?<![\w])(?:{_USE_VERBS})(?![\w])[^.!?\n]{{0,40}}?(?<![\w])(?:{_EVERYWHERE})(?![\w])"
    rf"[^\S\n]*+(?P<comma>[,:\-–][^\S\n]*+)?[\"'„“»«]?{_VALUE}",
    re.IGNORECASE,
)
# The value before it: "uses oma1948 everywhere", "nehme Kirschbaum7 überall".
_BEFORE_RE = re.compile(
    rf"(?<![\w])(?:{_USE_VERBS})[^\S\n]++(?:[^\W\d_]{{1,12}}[^\S\n]++){{0,2}}?[\"'„“»«]?{_VALUE}"
    rf"[\"'“”«»]?[^\S\n]++(?:{_EVERYWHERE})(?![\w])",
    re.IGNORECASE,
)
# Verbs of using a password always: not "take" or "have" ("ich nehme immer Ibuprofen400").
_ALWAYS_USE_VERBS = (
    r"use[sd]?|using|benutze?n?|benutzt|nutze?n?|nutzt|verwende?n?|verwendet|gebruik(?:t|en)?|"
    r"bruge?r?|brugte|brug"
)
# "I always use hans1967", "ich benutze immer hans1967", "jeg bruger altid hans1967".
_ALWAYS_RE = re.compile(
    rf"(?<![\w])(?:(?:{_ALWAYS})[^\S\n]++(?:{_ALWAYS_USE_VERBS})|(?:{_ALWAYS_USE_VERBS})"
    rf"[^\S\n]++(?:[^\W\d_]{{1,12}}[^\S\n]++)?(?:{_ALWAYS}))(?![\w])[^\S\n]*+"
    rf"(?P<comma>[,:\-–][^\S\n]*+)?[\"'„“»«]?{_VALUE}",
    re.IGNORECASE,
)
# "gebruikt oma1948 voor de bank", "uses rex2010 for netflix": a value used for an account.
_FOR_SERVICE_RE = re.compile(
    rf"(?<![\w])(?:{_USE_VERBS})[^\S\n]++[\"'„“»«]?{_VALUE}[\"'“”«»]?[^\S\n]++"
    r"(?:for|für|fürs|voor|til|bei|bij|hos|on|auf|op|på)[^\S\n]++(?:[^\W\d_]{1,6}[^\S\n]++)?"
    r"(?:bank|banken|netbank|netbanken|netbanking|onlinebanking|online-banking|netflix|amazon|"
    r"paypal|spotify|ebay|facebook|instagram|gmail|mail|e-mail|email|mails|app|appen|account|"
    r"accounts|konto|kontoen|konten|portal|portalen|website|site|webshop|login|inlog|wifi|wlan|"
    r"mitid|digid|nemid)(?![\w])",
    re.IGNORECASE,
)
# A long time of use: "for ten years", "seit Jahren", "i mange år", "al jaren", "jarenlang". A
# value used that long is one kept on purpose, like a value used everywhere.
_LONG_TIME = (
    r"for[^\S\n]+(?:(?:so[^\S\n]+)?many[^\S\n]+|[^\W\d_]{2,8}[^\S\n]+|\d{1,2}[^\S\n]+)?years|"
    r"for[^\S\n]+ages|seit[^\S\n]+(?:[^\W\d_]{2,8}[^\S\n]+|\d{1,2}[^\S\n]+)?jahren|jahrelang|"
    r"i[^\S\n]+(?:[^\W\d_]{2,8}[^\S\n]+|\d{1,2}[^\S\n]+)år|i[^\S\n]+årevis|"
    r"al[^\S\n]+(?:[^\W\d_]{2,8}[^\S\n]+|\d{1,2}[^\S\n]+)?(?:jaren|jaar)|jarenlang"
)
_LONG_TIME_GATE_RE = parts_pattern(("years", "ages", "jahre", "år", "jaar", "jaren"))
# Verbs of using a value for a long time: not "have" ("det har virket i 3 år" has worked).
_LONG_USE_VERBS = _ALWAYS_USE_VERBS + r"|brugt|genutzt|gebruikte|verwendete|benutzte|nutzte"
# "I've used marmalade on this site for ten years", "har brugt rugbrød her i mange år": the value,
# maybe where it is used, then how long.
_LONG_BEFORE_RE = re.compile(
    rf"(?<![\w])(?:{_LONG_USE_VERBS})[^\S\n]++(?:[^\W\d_]{{1,12}}[^\S\n]++){{0,2}}?[\"'„“»«]?{_VALUE}"
    r"[\"'“”«»]?(?:[^\S\n]++(?:on|at|auf|bei|på|hos|op|bij|hier|here|her|in|i)"
    r"(?:[^\S\n]++[^\W\d_]{1,10}){0,2}?)?"
    rf"[^\S\n]++(?:{_LONG_TIME})(?![\w])",
    re.IGNORECASE,
)
# "ich benutze seit Jahren kirschbaum", "gebruik al jaren appeltaart": how long, then the value.
_LONG_AFTER_RE = re.compile(
    rf"(?<![\w])(?:{_LONG_USE_VERBS})[^\S\n]++(?:[^\W\d_]{{1,12}}[^\S\n]++){{0,2}}?(?:{_LONG_TIME})"
    rf"[^\S\n]*+(?P<comma>[,:\-–][^\S\n]*+)?[\"'„“»«]?{_VALUE}",
    re.IGNORECASE,
)
# An article or a possessive before a noun: "my card", "die App", "mijn pas".
_DETERMINER_BEFORE_RE = re.compile(
    r"(?<![\w])(?i:my|the|a|an|this|our|your|mein|meine|meinen|die|der|das|den|ein|eine|einen|"
    r"unser|unsere|min|mit|mine|vores|en|et|den|det|mijn|m'n|de|het|een|onze|ons)[^\S\n]+\Z"
)
# Services and tools used for years: things, no values ("used paypal here for years").
_THING_RE = re.compile(
    r"(?i:bank|netbank|netflix|amazon|paypal|spotify|ebay|facebook|instagram|gmail|google|apple|"
    r"microsoft|chrome|firefox|safari|edge|opera|windows|android|iphone|ipad|mac|app|appen|"
    r"mitid|digid|nemid|bankid|itsme|mobilepay|klarna|ideal|visa|mastercard|lastpass|bitwarden|"
    r"1password|keepass|dashlane|this|that|it|them|dies|das|det|den|het|dit|dat)"
)


# A digit glued to a letter or a symbol ("oma1948", "Kat_2011"): what a shaped value of the account
# frame holds. The pattern starts with the second character and looks behind it for the first:
# `re` skips from digit or symbol to the next in C, where an alternation is tried at every
# character (3 times faster on the corpus messages).
_GLUED_DIGIT_RE = re.compile(r"[\d_#$%&*+=@!](?<=[^\W\d][\d_#$%&*+=@!]|[_#$%&*+=@!]\d)")
# What the account frame's last word holds, searched for in the lower-cased text first.
_SERVICE_GATE_RE = parts_pattern(
    ("bank", "netflix", "amazon", "paypal", "spotify", "ebay", "facebook", "instagram", "mail")
    + ("app", "account", "konto", "konten", "portal", "site", "webshop", "login", "inlog")
    + ("wifi", "wlan", "mitid", "digid", "nemid")
)
# "heb altijd koffie2011 gebruikt", "hab immer kater77 benutzt": always, the value, then the
# participle ending the clause (Dutch, German and Danish put it last).
_ALWAYS_USED_RE = re.compile(
    rf"(?<![\w])(?:{_ALWAYS})[^\S\n]++[\"'„“»«]?{_VALUE}[\"'“”«»]?[^\S\n]++"
    r"(?:gebruikt|benutzt|genutzt|verwendet|brugt)(?![\w])",
    re.IGNORECASE,
)
# "bella1952 is what I always use", "hans1967 ist das, was ich immer benutze".
_WHAT_I_USE_RE = re.compile(
    rf"{_VALUE}[^\S\n]+(?:is|ist|er)[^\S\n]+(?:das,?[^\S\n]+|det,?[^\S\n]+|dat,?[^\S\n]+)?"
    rf"(?:what|was|hvad|wat|det|som)[^\S\n]+(?:i|ich|jeg|ik)[^\S\n]+(?:(?:{_ALWAYS})[^\S\n]+)?"
    rf"(?:{_ALWAYS_USE_VERBS})(?![\w])",
    re.IGNORECASE,
)
# A letter and a digit or symbol: a password's shape.
_MIXED_RE = re.compile(r"(?=.*[^\W\d_])(?=.*[\d#$%&*+<>@^_|~§€£=\\/!?])")
# Without a password word, more than a name and its version ("Minecraft2", "gpt-4"): two digits
# or a symbol other than a hyphen ("oma1948", "Dackel_55", "fiets#12").
_STRONG_RE = re.compile(r"\d\d|[#$%&*+<>@^_|~§€£=\\/!?]")
# An abbreviation with its number ("2FA", "MS365"): no value either.
_ABBREVIATION_RE = re.compile(r"[A-Z\d]{2,6}|[A-Za-z]\+\+\d*")
_PASSWORD_WORD_RE = re.compile(
    r"passw|paßw|kennw|kodeord|(?:kode|code)(?:n|r|s)?(?![\w])|wachtw|adgangskod|"
    r"(?<![\w])(?:pw|ww|pin)(?![\w])"
)
# What may follow a plain word for it to stand apart: a clause mark, a line's end, "and".
_APART_AFTER_RE = re.compile(
    r"[\"'“”«»]?(?:[^\S\n]*[,.;!?)\n]|\Z|[^\S\n]+(?:and|und|og|en|aber|but|men|maar)(?![\w]))",
    re.IGNORECASE,
)


def reused_passwords(text: str, lowered: str, has_digits: bool) -> Iterator[Span]:
    """Passwords a message says are used everywhere, always or for an account. lowered:
    text.lower(), the same length; has_digits: the text holds a digit (a value used for an
    account needs one, see _FOR_SERVICE_RE)."""
    patterns: list[re.Pattern] = []
    if REUSED_GATE_RE.search(lowered) is not None:
        patterns += (_AFTER_RE, _BEFORE_RE, _ALWAYS_RE, _ALWAYS_USED_RE, _WHAT_I_USE_RE)
    if _LONG_TIME_GATE_RE.search(lowered) is not None:
        patterns += (_LONG_BEFORE_RE, _LONG_AFTER_RE)
    if (
        has_digits
        and _GLUED_DIGIT_RE.search(lowered) is not None
        and _SERVICE_GATE_RE.search(lowered) is not None
    ):
        patterns.append(_FOR_SERVICE_RE)
    if not patterns:
        return
    password_word = _PASSWORD_WORD_RE.search(lowered) is not None
    for pattern in patterns:
        for match in pattern.finditer(text):
            start, end = clean_value(text, *match.span("value"))
            value = text[start:end]
            if not plausible_value(value) or value.lower() in GRAMMAR_WORDS:
                continue
            if _MIXED_RE.match(value) is not None:
                if PRODUCT_RE.fullmatch(value) or _ABBREVIATION_RE.fullmatch(value):
                    continue
                if password_word or _STRONG_RE.search(value) is not None:
                    yield Span(start, end, "PASSWORD")
                continue
            if pattern is _FOR_SERVICE_RE:
                continue  # "uses Chrome for mail": a plain word used for an account is a thing
            if _THING_RE.fullmatch(value):
                continue  # "used paypal here for years": a service or a tool
            if pattern is _LONG_BEFORE_RE or pattern is _LONG_AFTER_RE:
                if _DETERMINER_BEFORE_RE.search(text, max(0, start - 8), start):
                    continue  # "used my card for years": a thing owned
            if pattern is _LONG_AFTER_RE:
                # "seit Jahren kirschbaum, und": small, and where talk would go on.
                apart = value.islower() and _APART_AFTER_RE.match(text, end) is not None
            elif pattern is _AFTER_RE or pattern is _ALWAYS_RE:
                # "over alt, hyldeblomst, og": between commas, where talk would go on.
                apart = match.group("comma") is not None and _APART_AFTER_RE.match(text, end)
            else:
                apart = value.islower()  # "uses Bitwarden everywhere": a name, no value
            if password_word and value.isalpha() and apart:
                yield Span(start, end, "PASSWORD")
