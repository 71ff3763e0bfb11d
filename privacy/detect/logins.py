"""Passwords given with a login: credential-shaped tokens after a password cue, the password of a
"user / password" pair after a login or user word, the password joined to a mail address someone
logs in with, tokens that "with" names beside a login verb, and a change between two alike
credentials.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from privacy.credential_words import DEVICE_WORDS, NOT_A_VALUE, clean_value
from privacy.password_cues import CUE_STEMS, CUE_WORD_RE, SYMBOLS_RE, WHITESPACE_RE, value_shaped
from privacy.password_shapes import PRODUCT_RE
from privacy.password_talk import TALK, plain_value
from privacy.spans import Span

# A token that looks like a credential whatever the words around it: letters with a digit or a
# symbol ("Hamburg1887", "Router2019#Home", "Watermelon_sugar"), a small letter among them. The
# window is searched for the digit or symbol (a character set `re` skips through in C); only the
# tokens holding one are read.
_CREDENTIAL_MARK_RE = re.compile(r"[\d#$%&*_!]")
_CREDENTIAL_TOKEN_RE = re.compile(r"(?=\S*[a-zäöüßæøåé])[^\W\d_][\w#$%&*!.+\-]*[\w#$%&*!+]")
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
        space = WHITESPACE_RE.search(text, mark.end(), limit)
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
        if "." in value and not SYMBOLS_RE.search(value.replace(".", "")):
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


def login_pair(text: str, cue_end: int) -> Span | None:
    """The password of a "user / password" pair right after a login cue."""
    match = _LOGIN_PAIR_RE.match(text, cue_end)
    if match is None:
        return None
    if text[match.end("password") - 1] in ":=":
        return None  # "login: x / pass: y": the cue after the slash names the value
    if CUE_WORD_RE.fullmatch(match.group("password").rstrip(".,;:")):
        return None  # "login: x / password y": the cue after the slash names the value
    start, end = clean_value(text, *match.span("password"))
    if end - start < 3 or text[start:end].lower() in NOT_A_VALUE:
        return None
    return Span(start, end, "PASSWORD")


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
        and plain_value(value)
        and value.lower() not in TALK
        and not CUE_WORD_RE.fullmatch(value.lower())
        and value.lower() not in ("kodeord", "wachtwoord", "passwort", "password", "adgangskode")
    ):
        # "log in with bob@mail.com / chestnut": a slash pairs the address with its password.
        return Span(start, end, "PASSWORD")
    if not SYMBOLS_RE.search(value) or not value_shaped(value, True):
        return None
    if sum(c.isalpha() for c in value) < 2:
        return None
    return Span(start, end, "PASSWORD")


# "Logged in fine with Winchester12", "hab mich mit Ringelblume5 eingeloggt", "ingelogd met
# Tulp#44": the credential-shaped token a login verb's "with" names is the password.
_LOGIN_WORD_RE = re.compile(
    r"(?<![\w])(?:log(?:ged|ging|ge|get|gen)?(?:\s+(?:altijd|always|altid|immer|gewoon|just|bare))?"
    r"[\s-]*(?:in|on|ind)(?![\w])|eingeloggt|einloggen|"
    r"eingelogt|angemeldet|anmelden|ingelogd|inloggen|sign(?:ed|ing)?[\s-]*in(?![\w]))",
    re.IGNORECASE,
)
_WITH_TOKEN_RE = re.compile(
    r"(?<![\w])(?:with|using|mit|met|med|via)\s+"
    # ("met mijn emailadres en wielrenner70": the user's name or mail, then the password)
    r"(?:(?:my|mijn|m'n|meiner|meinem|min)\s+(?:e-?mail\w*|emailadres|mailadresse|mail|"
    r"user\s?name|gebruikersnaam|benutzername|brugernavn)\s+(?:and|und|en|og)\s+)?"
    r"[\"'„“»«]?(?P<value>[^\s\"'“”«»]{4,})",
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
    if value.endswith((":", "=")) or CUE_WORD_RE.fullmatch(value) or value.startswith(CUE_STEMS):
        return None  # "user x / password: y": the cue after the slash names the value
    start, end = clean_value(text, *match.span("password"))
    if end - start < 3 or text[start:end].lower() in NOT_A_VALUE | TALK:
        return None
    return Span(start, end, "PASSWORD")


# A list of accounts and what one uses for each, a line per account: "netbank: ingen anelse\n
# webshop: Peter1234\nnyhedsbrev: samme som webshop", "bol: geen idee meer\nhier bij jullie:
# Appeltaart77", "netflix - Grethe55\nmail - kaffe og kage". A line that says the value is not known
# or is the same as another's, or a line whose value is already a password, makes the list one of
# passwords: each other line's value is one (a single token, or up to four words after a password
# found on another line: "mail - kaffe og kage").
_ACCOUNT_LINE_RE = re.compile(
    r"^[ \t]*[-*•]?[ \t]*(?P<label>[^\n:]{2,30}?)(?::|[ \t][-–][ \t])[ \t]*(?P<value>[^\n]*)$", re.M
)
_UNKNOWN_OR_SAME_RE = re.compile(
    r"(?i:ingen\s+anelse|ved\s+ikke|geen\s+idee|weet\s+(?:ik\s+)?niet|keine\s+ahnung|weiß\s+nicht|"
    r"no\s+idea|don'?t\s+know|samme\s+som|zelfde|hetzelfde|dasselbe|das\s+gleiche|gleiche\s+wie|"
    r"same\s+as|same\s+one|the\s+same)"
)
_ACCOUNT_VALUE_RE = re.compile(r"[^\W_][^\s]{3,39}")
_WORD_AND_NUMBER_RE = re.compile(r"[^\W\d_]{3,}[^\W\d_!#*?.-]*\d{1,4}[!#*?]?")
# A network's or a device's name is no password ("SSID: FRITZ!Box 7590"); a value saying how one
# signs in names none ("bank: via app").
_NETWORK_LABEL_RE = re.compile(
    r"(?i:ssid|netzwerk|network|netværk|netwerk|modem|router|wlan|wifi|wi-fi)"
)
_HOW_RE = re.compile(r"(?i:via|per|with|mit|med|met|through|über|over|by)\s")
_CREDENTIAL_LABEL_RE = re.compile(
    r"(?i:pass|paß|kennw|kodeord|adgangskode|wachtw|\bww\b|\bpw|pin|code|kode|schlüssel|key|nøgle|"
    r"sleutel|fehler|error|fejl|"
    r"melding|meldung|besked|message|status)"
)
_ACCOUNT_PHRASE_RE = re.compile(r"[^\W_][^\s]{1,39}(?:[ \t][^\W_][^\s]{0,39}){1,3}")
_FORM_LABEL_RE = re.compile(
    r"(?i:name|navn|naam|adress|adres|straße|street|gade|straat|order|ordre|bestel|kunde|klant|"
    r"customer|telefon|phone|tlf|mobil|e-?mail|user|bruger|benutzer|gebruiker|login|datum|date|dato|"
    r"betrag|amount|beløb|bedrag|iban|konto|account|rekening|tracking|sendung|pakke|pakket|größe|"
    r"size|størrelse|maat|farbe|colou?r|farve|kleur|modell?|artikel|article|vare|produkt|product)"
)


def account_lists(text: str, found: list[Span] = ()) -> Iterator[Span]:
    """The values of a list of accounts one of whose lines says "no idea" or "the same", or holds
    a password already `found` (see above)."""
    lines = list(_ACCOUNT_LINE_RE.finditer(text))
    if len(lines) < 2:
        return
    passwords = [s for s in found if s.label == "PASSWORD"]

    def holds_password(line: re.Match) -> bool:
        return any(s.start < line.end("value") and line.start("value") < s.end for s in passwords)

    def is_a_password(line: re.Match) -> bool:
        """The line's whole value is a password found or shaped like one ("mail: Sofie2000",
        "amazon - Biscuit42"; not "admin / X")."""
        value = line.group("value").strip()
        if _WORD_AND_NUMBER_RE.fullmatch(value):
            return True
        start = line.start("value") + line.group("value").index(value) if value else -1
        return any(s.start <= start and start + len(value) <= s.end for s in passwords)

    def for_a_service(line: re.Match) -> bool:
        """A password on a line labelled with a service, not a form's field ("netflix - X", not
        "Passwort: X")."""
        label = line.group("label")
        return (
            is_a_password(line)
            and _CREDENTIAL_LABEL_RE.search(label) is None
            and _FORM_LABEL_RE.search(label) is None
        )

    unknown = any(_UNKNOWN_OR_SAME_RE.search(m.group("value")) for m in lines)
    if not unknown and not any(map(for_a_service, lines)):
        return
    for line in lines:
        value = line.group("value").strip()
        if _UNKNOWN_OR_SAME_RE.search(value) or holds_password(line):
            continue
        if not _ACCOUNT_VALUE_RE.fullmatch(value) and not (
            not unknown and ":" not in value and _ACCOUNT_PHRASE_RE.fullmatch(value)
        ):
            continue
        if not any(char.isalpha() for char in value) or _FORM_LABEL_RE.search(line.group("label")):
            continue  # "Ordre: 44120", "Name: ...": a form's fields, no accounts
        if _NETWORK_LABEL_RE.search(line.group("label")) or _HOW_RE.match(value):
            continue
        start = line.start("value") + line.group("value").index(value)
        yield Span(start, start + len(value), "PASSWORD")


# A configuration line whose key names a password or a key ("wpa_passphrase=Lyngby Bakke 7",
# "DB_PASSWORD=correct horse battery", 'psk = "Zomer aan Zee 9"'): the value is the rest of the
# line, spaces and all, up to a remark in brackets or after a comma; a second "=" on the line
# ("pass = marshmallow   user = t.okafor77") makes it prose, read by the cue frames.
_CONFIG_LINE_RE = re.compile(
    r"(?:^|(?<=[ \t]))(?P<key>[\w.-]*(?i:pass(?:wor[dt]|phrase|wd)?|psk|pwd|secret|wachtwoord|"
    r"kodeord|kennwort)[\w.-]*)"
    r"(?:[ \t]*=[ \t]*[\"'](?P<quoted>[^\n\"']+)[\"']|(?P<spaced>[ \t]*)=[ \t]*(?P<value>[^\s\"']"
    r"(?:[^\n(=,]|,(?!\s))*?))[ \t]*(?:[(,][^\n]*)?$",
    re.M,
)


def config_values(text: str) -> Iterator[Span]:
    """The values of configuration lines naming a password (see above). A key is written as in
    a file: glued to its "=" ("wpa_passphrase=..."), joined with "_", "." or "-"
    ("wifi_password = ..."), or its value quoted; "Passwort = Name der Katze + Hausnummer" is
    prose, read by the cue frames."""
    for match in _CONFIG_LINE_RE.finditer(text):
        if match.group("quoted") is not None:
            group = "quoted"
        elif not match.group("spaced") or any(mark in match.group("key") for mark in "_.-"):
            group = "value"
        else:
            continue
        start, end = match.span(group)
        if end - start >= 3:
            yield Span(start, end, "PASSWORD")


# A device's login is its password ("the windows login is sunflower88", "das Laptop-Login ist
# Pfannkuchen7", "bios login: 1357"): a device word right before the cue, a copula or a colon,
# then the value.
_DEVICE_BEFORE_RE = re.compile(
    r"(?<![\w])(?:" + "|".join(sorted(DEVICE_WORDS)) + r")[\s-]*\Z", re.IGNORECASE
)
_DEVICE_VALUE_RE = re.compile(
    r"(?:[^\S\n]+(?:is|ist|er|was|war|var)|[^\S\n]*[:=])[^\S\n]+[\"'„“»«]?"
    r"(?P<value>[^\s\"'“”«»,;]{4,40}[^\s\"'“”«»,;.!?])"
)


def device_login(text: str, cue_start: int, cue_end: int) -> Span | None:
    """The password a device's login word names (see above), or None."""
    if _DEVICE_BEFORE_RE.search(text, max(0, cue_start - 16), cue_start) is None:
        return None
    match = _DEVICE_VALUE_RE.match(text, cue_end)
    if match is None or "@" in match.group("value"):
        return None
    value = match.group("value")
    if value.lower() in NOT_A_VALUE or not value_shaped(value, True) and not value.isalpha():
        return None
    return Span(*match.span("value"), "PASSWORD")
