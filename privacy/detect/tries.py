"""Passwords a user tried or typed, and names with a number, in a message about a failed login.

"I tried Elmwood and elmwood, neither works", "æ skrev Limfjorden77 og så stod der fejl", "jeg
har prøvet Dagpenge2! og Dagpenge2!!", "ik probeerde Bello en bello1, allebei fout", "det er
bare Freja2 ... men nu virker det ikke". No password word names these values: the message's
failure ("doesn't work", "virker ikke", "fout", "geht nicht") or login words do. Fail closed: in
such a message a value after a try verb (a quoted one however plain: "prøvede med 'vinter'",
"eerst 'fietsbel' geprobeerd"), and a capitalised word with a number glued to it
("Kirsebærtræ58"), is a password. Both rules run only when a cheap substring gate finds a
failure or login word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import NOT_A_VALUE
from privacy.gates import parts_pattern
from privacy.password_cues import CUE_WORD_RE, UI_WORDS
from privacy.password_shapes import GRAMMAR_WORDS, plausible_value
from privacy.spans import Span

# A login: the context that makes a tried value a password.
_LOGIN_RE = re.compile(
    r"passw|kennw|kodeord|adgangskod|wachtw|\bpw\b|\bww\b|kom(?:mer)?\s+(?:ikke\s+)?ind|"
    r"log(?:ge)?\s*(?:ind|på|in|on)|anmeld|einlogg|inlog|sign\s*in|brugernavn|username|"
    r"benutzername|gebruikersnaam|portal|account|konto|komm\w*\s+(?:ich\s+)?nicht\s+(?:mehr\s+)?rein|"
    r"kom\s+er\s+niet\s+in|won't\s+let\s+me\s+in|locked\s+out|reset|nulstil|zurückgesetzt|"
    r"zurücksetzen",
    re.IGNORECASE,
)
# A failure: with a login, the context that makes a name with a number a password.
_FAILED_RE = re.compile(
    r"virker\s+(?:det\s+|den\s+)?ikke|virker|fejl|forkert|går\s+ikke|geht\s+nicht|"
    r"klappt\s+nicht|funktioniert\s+nicht|falsch|werkt\s+niet|lukt\s+niet|fout|onjuist|ongeldig|"
    r"ungültig|ugyldig|"
    r"doesn't\s+work|does\s+not\s+work|neither\s+works?|won't|wrong|invalid|incorrect|denied",
    re.IGNORECASE,
)
# Letters each try verb of _TRIED_RE holds.
_TRY_PARTS = (
    *("tried", "typed", "entered", "prøv", "skrev", "tast", "probeer", "typte", "getypt", "tikt"),
    *("ingevoerd", "probiert", "versucht", "eingegeben", "getippt", "hatte ich"),
)
_TRY_PARTS_RE = parts_pattern(_TRY_PARTS)
# A try verb, maybe its subject after it ("tikte ik"), a pronoun or adverb, then the value; a
# second value after "and" or "or".
_VALUE = r"[\"'„“»«]?(?P<{name}>[^\W_][^\s\"'“”«»,;()]{{2,39}})[\"'“”«»]?"
_TRIED_RE = re.compile(
    r"(?<![\w])(?:tried|typed|entered|prøvet|prøvede|skrev|skrevet|tastede|tastet|indtastede|"
    r"indtastet|probeerde|geprobeerd|typte|getypt|tikte|getikt|ingetikt|ingevoerd|probiert|"
    r"versucht|eingegeben|"
    r"getippt|hatte\s+ich)\s+(?:(?:ik|ich|jeg|wij|wir|vi|we)\s+)?"
    r"(?:(?:it|både|beide|both|erst|first|først|eerst|einfach|just|bare|"
    r"gewoon|ook|also|auch|også)\s+)?"
    + _VALUE.format(name="value")
    + r"(?:\s+(?:and|og|en|und|or|eller|of|oder)\s+(?:(?:jetzt|nu|now|dann|then|så)\s+)?"
    + _VALUE.format(name="second")
    + r")?",
    re.IGNORECASE,
)
# A quoted word after a try verb, maybe "with" between ("prøvede med 'vinter'", "tried
# 'sunflower'"): the quotes mark what was typed, a plain word too.
_TRIED_QUOTED_RE = re.compile(
    r"(?<![\w])(?:tried|typed|entered|prøvet|prøvede|skrev|skrevet|tastede|tastet|indtastede|"
    r"indtastet|probeerde|geprobeerd|typte|getypt|tikte|getikt|ingetikt|ingevoerd|probiert|"
    r"versucht|eingegeben|getippt)\s+(?:(?:ik|ich|jeg|we|wir|vi|wij|it|det|het|es)\s+)?"
    r"(?:(?:med|mit|met|with|erst|first|først|eerst|also|auch|også|ook)\s+)?"
    r"[\"'„“‚‘»«](?P<value>[^\W\d_][^\W\d_-]{2,29})[\"'“”‘’«»]"
    # Dutch and German put the participle last: "eerst 'fietsbel' geprobeerd".
    r"|[\"'„“‚‘»«](?P<before>[^\W\d_][^\W\d_-]{2,29})[\"'“”‘’«»]\s+"
    r"(?:(?:auch|ook|også|schon|al|allerede|nog|noch)\s+)?(?:geprobeerd|probiert|versucht|"
    r"ausprobiert|prøvet|forsøgt|getypt|ingetypt|ingevoerd|eingegeben|eingetippt|getippt|"
    r"indtastet|tastet)(?![\w])",
    re.IGNORECASE,
)
# An account blocked after the tries ("nog steeds geblokkeerd"): a login's context for a value
# tried before its verb only.
_BLOCKED_RE = re.compile(r"geblokkeerd|geblokeerd|gesperrt|blokeret|spærret|blocked", re.IGNORECASE)
# What one tries a payment or a login with that is no password: a payment method, a device, a
# browser, an app ("mit PayPal probiert", "met iDEAL geprobeerd", "tried with Safari").
_MEANS_RE = re.compile(
    r"(?i:paypal|klarna|visa|mastercard|maestro|amex|mobilepay|ideal|sofort|giropay|bancontact|"
    r"apple\s?pay|google\s?pay|twint|vipps|swish|iphone|ipad|android|samsung|safari|chrome|firefox|"
    r"edge|opera|windows|mac|macbook|laptop|app|appen|handy|telefon|telefoon|mobil|computer|pc|"
    r"wifi|wlan|vpn|face\s?id|touch\s?id|bankid|mitid|digid|itsme|nemid)[.!?]*"
)
# The value before the verb, as Dutch and German put it: "heb het met zonnebloem88 geprobeerd",
# "hab's mit Sonnenschein99 probiert", "prøvede med X".
_TRIED_WITH_RE = re.compile(
    r"(?<![\w])(?:met|mit|with|med)\s+"
    + _VALUE.format(name="value")
    + r"\s+(?:(?:auch|ook|også|also|schon|al|allerede|nog)\s+)?(?:geprobeerd|geprobeert|probiert|"
    r"versucht|ausprobiert|prøvet|forsøgt|getypt|ingevoerd|eingegeben|tried)(?![\w])",
    re.IGNORECASE,
)
# ... or after it and "with", a plain word too: "har prøvet med sommerhus flere gange", "tried
# with summerhouse", "hab es mit sonnenblume versucht" aside (see _TRIED_WITH_RE).
_TRIED_WITH_AFTER_RE = re.compile(
    r"(?<![\w])(?:tried|prøvet|prøvede|probeerde|geprobeerd|probiert|versucht)\s+"
    r"(?:(?:it|det|het|es)\s+)?(?:with|med|met|mit)\s+"
    r"(?P<value>[^\W\d_][^\W\d_-]{3,29})(?![\w-])",
    re.IGNORECASE,
)
# A capitalised word with a number glued to it, maybe a symbol ("Freja2", "Limfjorden77",
# "Dagpenge2!", "Toyota-Corolla93"): a name and a number, as people make passwords. After a
# joining symbol it is the end of a longer value ("Kettle&Toast9"), which the likeness rule takes.
# The capital comes before the look-behind so that `re` skips from capital to capital in C.
_NAME_NUMBER_RE = re.compile(
    r"[A-ZÄÖÜÆØÅ](?<![\w\-@./&+#*][A-ZÄÖÜÆØÅ])[a-zäöüßæøåéèëï]{3,}(?:-[A-ZÄÖÜÆØÅa-zäöüßæøåéèëï]{2,})?"
    r"\d{1,4}[!#$%&*?+=]*(?![\w@/\-]|[.,]\d)"
)
# Two capitalised words joined by "&" ("Pickles&Mustard", "Tuesday&Teal"): in a message about a
# failed login, a password the way people make them; a shop's name is written with spaces
# ("Marks & Spencer") or is short ("H&M", "B&Q").
_AMPERSAND_RE = re.compile(
    r"(?<![\w&])[A-ZÄÖÜÆØÅ][a-zäöüßæøåéèëï]{2,}&[A-ZÄÖÜÆØÅa-zäöüßæøåéèëï][a-zäöüßæøåéèëï]{2,}"
    r"[\d!#$%*?+=]*(?![\w&])"
)
# Makers and shops written with "&" and no spaces.
_AMPERSAND_BRANDS = frozenset(
    """marks&spencer dolce&gabbana johnson&johnson procter&gamble black&decker abercrombie&fitch
    barnes&noble ben&jerry's ben&jerrys crate&barrel bang&olufsen villeroy&boch tom&jerry
    simon&schuster ernst&young""".split()
)
# Makers and products named with a number ("Galaxy22", "Windows11", "Pixel7").
_PRODUCT_RE = re.compile(
    r"(?:windows|iphone|ipad|galaxy|pixel|xbox|playstation|macbook|surface|kindle|office|"
    r"outlook|android|ios|fritz|huawei|samsung|nokia|lenovo|zenbook|thinkpad|airpods|note|"
    r"model|serie|series|version|versie|route|linie|line|bus|gate|terminal|room|zimmer|kamer|"
    r"værelse|zone|level|stufe|niveau|covid|corona|fifa|windows)",
    re.IGNORECASE,
)
# What else is tried when a login fails: a browser, a device, a network, the app again.
_SOFTWARE_RE = re.compile(
    r"chrome|firefox|safari|edge|opera|brave|google|android|iphone|ipad|windows|mac|macos|linux|"
    r"wifi|wlan|bluetooth|4g|5g|app|appen|app'en|browser|browseren|incognito|inkognito|"
    r"mobildata|mobile\s*data|vpn|mitid|nemid|bankid|itsme|digid",
    re.IGNORECASE,
)
# A device's default login written "user / password" ("router: admin / Xk9-mango-Ll").
_DEFAULT_LOGIN_RE = re.compile(
    r"(?<![\w])(?:admin|administrator|root)\s*/\s*(?P<value>[^\s/]{4,40}[^\s/.,;:)])",
    re.IGNORECASE,
)
_SECRET_MARK_RE = re.compile(r"[\d!#$%&*+=?@^~_|\\]")
_MIN_CAPITAL_OR_MARK_RE = re.compile(r"[A-ZÄÖÜÆØÅ\d!#$%&*?+=_]")


def tried_passwords(text: str, lowered: str, has_digits: bool) -> Iterator[Span]:
    """Values tried or typed in a message about a login, names with a number in one about a
    failure or a login, a default login's password ("admin / Xk9-mango-Ll")."""
    if "admin" in lowered or "root" in lowered:
        for match in _DEFAULT_LOGIN_RE.finditer(text):
            if _SECRET_MARK_RE.search(match.group("value")) is not None:
                yield Span(match.start("value"), match.end("value"), "PASSWORD")
    # Gates: a try verb's letters, a name with a number; the context patterns run after them.
    tried = _TRY_PARTS_RE.search(lowered) is not None
    names = (
        [m for m in _NAME_NUMBER_RE.finditer(text) if _PRODUCT_RE.match(m.group()) is None]
        # A search first: most texts hold no name with a number, and the list would stay empty.
        if has_digits and _NAME_NUMBER_RE.search(text) is not None
        else []
    )
    joined = _AMPERSAND_RE.findall(text) if "&" in text else []
    if not tried and not names and not joined:
        return
    login = _LOGIN_RE.search(text) is not None
    # Without a login word, a failure tells of one when the value tried bears a digit or a
    # symbol ("I typed Rosemary! with the exclamation mark and it says wrong").
    failed = not login and tried and _FAILED_RE.search(text) is not None
    if tried and (login or failed):
        for match in _TRIED_RE.finditer(text):
            first = match.group("value")
            if not _value(first) or (failed and _SECRET_MARK_RE.search(first) is None):
                continue
            yield Span(match.start("value"), match.end("value"), "PASSWORD")
            second = match.group("second")
            if (
                second is not None
                and (second.lower() == first.lower() or _value(second))
                and not (failed and _SECRET_MARK_RE.search(second) is None)
            ):
                yield Span(match.start("second"), match.end("second"), "PASSWORD")
    if tried and login:
        for match in _TRIED_QUOTED_RE.finditer(text):
            group = "value" if match.group("value") is not None else "before"
            value = match.group(group).lower()
            if value in NOT_A_VALUE or value in UI_WORDS or CUE_WORD_RE.fullmatch(value):
                continue  # "tried 'login' again": a button or a word of the screen
            yield Span(match.start(group), match.end(group), "PASSWORD")
    if tried and (login or _BLOCKED_RE.search(text) is not None):
        for match in _TRIED_WITH_RE.finditer(text):
            if _value(match.group("value")) and _MEANS_RE.fullmatch(match.group("value")) is None:
                yield Span(match.start("value"), match.end("value"), "PASSWORD")
    if tried and login and _FAILED_RE.search(text) is not None:
        for match in _TRIED_WITH_AFTER_RE.finditer(text):
            value = match.group("value")
            if (
                plausible_value(value)
                and value.lower() not in GRAMMAR_WORDS
                and value.lower() not in UI_WORDS
                and _MEANS_RE.fullmatch(value) is None
                and _SOFTWARE_RE.fullmatch(value) is None
            ):
                yield Span(*match.span("value"), "PASSWORD")
    if joined and login:
        for match in _AMPERSAND_RE.finditer(text):
            if match.group().lower() not in _AMPERSAND_BRANDS:
                yield Span(match.start(), match.end(), "PASSWORD")
    if names and (login or _FAILED_RE.search(text) is not None):
        for match in names:
            yield Span(match.start(), match.end(), "PASSWORD")


def _value(value: str) -> bool:
    """A tried token that may be a password: a capital, a digit or a symbol, no common word."""
    bare = value.rstrip(".!?")
    return (
        len(bare) >= 3
        and bare.lower() not in NOT_A_VALUE
        and _MIN_CAPITAL_OR_MARK_RE.search(value) is not None
        and not bare.isupper()
        and _SOFTWARE_RE.fullmatch(bare) is None
    )
