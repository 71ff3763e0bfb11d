"""One-time codes and card security codes: the digits a code cue announces."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from privacy.patterns import trie_pattern
from privacy.spans import Span

# Digits in two groups of three or four, or three groups of two, or one token of letters and digits.
_OTP_VALUE = (
    r"(?P<value>\d{3,4}[ \-]\d{3,4}(?![ \-]?\d)|\d{2}(?:[ \-]\d{2}){2}(?![ \-]?\d)"
    r"|(?=[A-Za-z\-]*\d)[A-Za-z0-9][A-Za-z0-9\-]{2,9})(?![\w])"
)
# Any words without digits may sit between an OTP/CVC cue and its digits ("the code they sent is").
# A bridge word ends at a space, ":" or "=": never inside the value ("auth code A7K-29Q").
_BRIDGE = r"(?:\s*+[:=\-–]?\s*+[^\s\d:=]{1,15}+(?=[\s:=])){0,8}+\s*[:=\-–]?\s*[\"'„“»«]?"
# What must follow each kind of cue, matched right after the cue word.
TAILS: dict[str, re.Pattern[str]] = {
    "OTP": re.compile(r"(?:s|en|et|n)?(?![\w])" + _BRIDGE + _OTP_VALUE, re.IGNORECASE),
    "CVC": re.compile(
        r"(?:s|en|n|et|ne)?(?![\w])" + _BRIDGE + r"(?P<value>\d{3,4})(?![\w]|[ \-]\d)",
        re.IGNORECASE,
    ),
    # A PIN is digits, possibly a few words after its cue ("die PIN für die Karte ist 4821").
    "PIN": re.compile(
        r"(?:s|en|n|et|e)?(?![\w])" + _BRIDGE + r"(?P<value>\d{4,8})(?![\w]|[ \-]\d)",
        re.IGNORECASE,
    ),
}
# Cues with free words inside, which a fixed lexicon cannot list: "die 3 Ziffern hinten auf der
# Karte" (CVC), "den Code aus der SMS", "koden fra sms'en" (OTP). Matched on lower-cased text.
# The first words as tries: exactly one of them can be followed by the whitespace.
CVC_PHRASE = (
    trie_pattern("ziffern zahlen digits numbers cifre cifrene tal tallene cijfers".split())
    + r"\s+(?:[^\s\d]+\s+){0,3}?"
    r"(?:hinten|rückseite|back|bagpå|bagsiden|achterop|achterkant|achterzijde)(?![\w])"
)
OTP_PHRASE = (
    trie_pattern("code codes kode koden koder tan".split()) + r"\s+(?:[^\s\d]+\s+){0,3}?"
    r"(?:sms(?:'en|en|-en|'s)?|text|textnachricht|message|nachricht|besked(?:en)?|bericht(?:je)?)"
    r"(?![\w])"
)


# ---------------------------------------------------------------- cue windows
#
# A secret is never stored, so a missed code costs far more than a false alarm. Beside the tails
# above (a value right after its cue), every number that could be a code is read in its window:
# the same line, up to _BACK characters before and _AHEAD after. The cue word nearest before the
# number (else the nearest after it) decides: a code, card-security or PIN cue makes the number a
# span whatever stands in between ("got the code from the bank by text this morning, 551 903");
# an identifier, price or phone word makes it none ("Ordre 48213", "tlf. 70 22 18 18"). The
# numbers' own shapes rule out amounts, dates, times, years and postcodes.
_BACK = 120
_AHEAD = 60

# 3-8 digits, in groups joined by single spaces or dashes ("551 903", "84 21 97", "0 2 9 9 1 8",
# "7730-21"), not part of a decimal, date, time or longer number; or letters and digits in
# hyphen-joined capital groups ("7H5-2K9", "HX4K-92PL").
_NUMBER_RE = re.compile(
    r"(?<![\w.,/:+€$£#§-])(?<!\d[ \-])"
    # A code broken over a line break in its middle ("551\n903", "4410\n9236").
    r"(?:\d{3}\n\d{3}(?![ \-]?\d)|\d{4}\n\d{4}(?![ \-]?\d)"
    # Capitals and digits as a code is shown: 3+3 with a space ("BQ4 7ZT"), single characters
    # spaced out ("3 8 X 7 K 2"), 4+4 both mixed ("4HJK 9QWE"), or one mixed token ("9MX4T2",
    # below).
    r"|(?=[A-Z0-9 ]{0,6}\d)(?=[A-Z0-9 ]{0,6}[A-Z])"
    r"(?:(?=[A-Z]{0,2}\d)(?=\d{0,2}[A-Z])[A-Z0-9]{3} [A-Z0-9]{3}"
    r"|[A-Z0-9]{3} (?=[A-Z]{0,2}\d)(?=\d{0,2}[A-Z])[A-Z0-9]{3}"
    r"|(?=[A-Z]{0,3}\d)(?=\d{0,3}[A-Z])[A-Z0-9]{4} (?=[A-Z]{0,3}\d)(?=\d{0,3}[A-Z])[A-Z0-9]{4}"
    r"|[A-Z0-9](?: [A-Z0-9]){5,7})(?![ \-]?[\w])"
    r"|\d{1,8}(?:(?:[ \-]|\s-\s)\d{1,8}){0,7}"
    r"|(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,6}(?:-[A-Z0-9]{2,6}){1,3}"
    r"|[A-Z]{1,3}-?\d{3,8}"
    r"|(?=[A-Z0-9]{0,7}\d)(?=[A-Z0-9]{0,7}[A-Z])(?=[A-Z]{0,3}\d)[A-Z0-9]{5,8})"
    r"(?![\w]|[.,:/]\d|-\w)"
)
_DIGIT_RE = re.compile(r"\d")
# A number closed off by a colon, a dash or a bracket before the next one.
_CLOSED_NUMBER_RE = re.compile(r"\d\s*[:–—)]")
# The rest of a bracketed aside, closed before the number ("btw) is ").
_ASIDE_CLOSED_RE = re.compile(r"[^()\d]*\)[^()\d]*")
_NUMBER_BEFORE_WORD_RE = re.compile(r"\d[\d.,]*\s?\Z")
_WINDOW_WORD_RE = re.compile(r"[^\W\d_](?:[\w'’\-]*[^\W_])?|[€$£]|2-?(?i:fa|step|factor)(?![\w])")

# What every cue word of a code, PIN or card side holds (lower case): a message without one is
# not read number by number.
_CUE_HINT_RE = re.compile(
    trie_pattern(
        """code kode tan otp sms pin pass ww pw cvc cvv cvn cid sikkerhed sicherheit security
        veilig beveilig kontrol controle prüf pruef mitid nemid digid bankid itsme authenticator
        authy kodevis kodeopl kodebrik digipas scanner kaartlezer kortlæser token mail text
        besked bericht nachricht inbox indbakke postfach bag achter rückseite rueckseite back
        front vorne foran forside voorkant voorop vorderseite einmal engangs eenmalig verifi
        bekræft bestätig bevestig confirm aktiver activ one-time 2-step two-step two-factor
        2fa geheim wachtwoord passwort kennwort kodeord adgangskode paswoord emailed pinged
        memorable message csc signature approv authori freigabe godkend goedkeur lås laas unlock
        screenlock screen-lock lockscreen sperr sicherung sikring vergrendel kinderslot schermslot
        digit ziffer stellig cifre cijfer numbers zahlen tallene keypad combinat kombinat cijferslot
        zahlenschloss
        nøgleboks sleutelkluis keysafe nøglekort
        """.split()
    )
)
# Word kinds: a code cue names its label; NONE words (identifiers, prices, phone numbers, the end
# of a card number) say the number is something else.
_CODE_STEMS = ("code", "codes", "kode", "koden", "koder", "koderne", "codeje", "kodes")
_DENY_CODE_PREFIXES = frozenset(
    """post zip area landes land länder rabat rabatt korting kortings gutschein gutscheins promo
    discount voucher kupon coupon aktions aktion actie bar qr fejl fout fehler error status artikel
    produkt product produkts vare varens ordre order bestel bestell tracking track farve kleur
    farb dress sorterings sort bank bankleit swift bic ean gavekort cadeau cadeaubon kampagne
    kampagnen campagne retur retour return gave gift geschenk btw moms vat tarif tarief zoll told
    douane hs html css source kilde bron quell qr- buchung booking boeking reservation
    reservierung reservering bestilling flug flight zone zonen bezorger kurier courier
    autorisatie eir storing storings störungs stoerungs""".split()
)
_PASSWORD_WORDS = (
    "kodeord",
    "adgangskode",
    "password",
    "passwort",
    "paßwort",
    "kennwort",
    "wachtwoord",
    "paswoord",
    "pincode",
    "pinkode",
    "pinnummer",
    "pin-",
    "geheimzahl",
    "geheimnummer",
    "itsme-code",
    "itsmecode",
    # A keypad's or a combination lock's digits are chosen by their owner.
    *("keypad", "combination", "kombination", "combinatie", "zahlenschloss", "cijferslot"),
    *("kodelås", "codeslot", "keysafe", "key-safe", "schlüsselsafe", "schlüsselkasten"),
    *("nøgleboks", "sleutelkluis"),
)
# Lockers, safes and alarms: the bare code of one is a PIN ("pakkeboksen har kode 5521",
# "Alarmanlage Code 2291", "de code van het pakketkluisje is 4412").
_LOCKER_ENDINGS = (
    *("boks", "boksen", "box", "boxen", "kluis", "kluisje", "kluisjes", "locker", "lockers"),
    *("automat", "automaten", "skab", "skabet", "kastje", "safe", "tresor", "tresors"),
    # A door's code is chosen by the house's people ("buitendeur", "Haustür", "hoveddøren").
    *("deur", "dør", "døren", "tür", "door"),
)
# Door and gate words too short to be read as endings ("factor", "report").
_DOOR_WORDS = frozenset("tor port porten poort gate gates door doors".split())
_LOCKER_STARTS = ("alarm", "garage", "tresor", "safe", "kluis", "locker", "keypad", "disarm")
# "App-PIN", "SIM-PIN", "bankpin": a PIN whatever it is for.
_PASSWORD_ENDINGS = ("-pin", "-pins", "-pincode", "-pinkode")
# Words of locking a device or screen: the number they name is a PIN the owner chose.
_LOCK_PREFIXES = (
    *("skærmlås", "skaermlaas", "displaylås", "entsperr", "bildschirmsperr", "displaysperr"),
    *("unlock", "screenlock", "screen-lock", "lockscreen", "ontgrendel", "schermvergrendel"),
    *("schermslot", "telefonlås", "børnesikring", "kindersicherung", "kinderslot"),
)
# The first part of a code word that names a lock or a PIN's digits ("Türcode", "talkode"), or
# the code a user of an alarm or a lock keys in ("brugerkode", "Benutzercode").
_LOCK_CODE_PREFIXES = frozenset(
    """zahlen ziffern cijfer cijfers tal sifre tür tuer dør deur tor garage alarm safe tresor
    kluis boks pin bruger benutzer gebruiker user profiel profil profile""".split()
)
# An app's code is the PIN that opens it or a code it shows: read like a bare code.
_APP_CODE_PREFIXES = frozenset("app appen mobilbank netbank bankapp mobilebank".split())
_LOCK_ENDINGS = (
    "lås",
    "laas",
    "lock",
    "sperr",
    "sperre",
    "sicherung",
    "sikring",
    "slot",
    "vergrendeling",
    "schloss",
    "schloß",
)
_PASSWORD_EXACT = frozenset(
    {"ww", "pw", "pwd", "passwd", "pin", "pins", "pinnen", "pinkoden"}
    # A SIM's PUK and the letter a card's PIN comes in ("pinbrevet siger 3 9 1 7").
    | {"puk", "pukkode", "pukkoden", "pukcode", "puk-kode", "puk-code", "pinbrev", "pinbrevet"}
    | {"pinbrief", "pinbriefe", "pincodebrief"}
    # A banking app's own PINs in India ("my mpin is 6284", "TPIN").
    | {"mpin", "tpin", "upi-pin", "atm-pin"}
)
# A bare "code" whose kind the rest of the window decides (see _plain_code_kind).
_PLAIN_CODE_WORDS = frozenset({"passcode", "passcodes", "zugangscode"})
# Words of a card number's digits or expiry: a number after them is no code.
_CARD_NUMBER_WORDS = (
    "kartennummer",
    "kortnummer",
    "kaartnummer",
    "cardnumber",
    "kartennr",
    "kortnr",
)
# Words that name a card's security code; the generic ones (a "security code", "on the back")
# count only when the message is about a card.
_CVC_WORDS = (
    "cid-",
    "csc-",
    "cidnummer",
    "prüfzahl",
    "pruefzahl",
    "kontrolnummer",
    "kontroltal",
    "controlenummer",
    "cvc",
    "cvv",
    "cvn",
    "kontrolcif",
    "kontrolcijfer",
    "controlecijfer",
    "kaartverificatie",
    "prüfziffer",
    "pruefziffer",
    "prüfnummer",
    "prüfnr",
    "prüfcode",
    "pruefcode",
    "kartenprüf",
    "kartencode",
    "kartensicherheit",
    "kortkode",
    "kaartcode",
)
_GENERIC_CVC_WORDS = (
    "sikkerhedskode",
    "sikkerhedsnummer",
    "sicherheitscode",
    "sicherheitsnummer",
    "security",
    "veiligheidscode",
    "beveiligingscode",
    "controlecode",
    "verificatienummer",
    # "Kontrollnummer", "kontrolkode": a control number is many things, a card's only on a card.
    "kontrollnummer",
    "kontrolkode",
)
# The back or front of a card: its security code is printed there.
_CARD_SIDE_WORDS = (
    "bagpå",
    "bagsiden",
    "achterop",
    "achterkant",
    "achteraan",
    "achterzijde",
    "rückseite",
    "rueckseite",
    "forsiden",
    "voorkant",
    "voorop",
    "vorderseite",
    "signature",
    "unterschriftsfeld",
    "underskriftsfelt",
    "handtekeningstrook",
)
_CARD_CONTEXT_RE = re.compile(
    r"(?<![\w])(?:kort|card|karte|kaart|visa|mastercard|amex|american express|kredit|credit|"
    r"betalingskort|bankkort|dankort|pinpas|bankpas|maestro|debit)",
    re.IGNORECASE,
)
_CARD_SIDE_EXACT = frozenset(
    {"back", "front", "hinten", "vorne", "foran", "bag", "forside", "behind", "reverse", "achter"}
)
_OTP_WORDS = (
    "otp",
    "one-time",
    "onetime",
    "2-step",
    "two-step",
    "two-factor",
    "2-factor",
    "phototan",
    "bestsign",
    "totp",
    "2fa",
    "mfa",  # multi-factor authentication: "the MFA code", "MFA-Code"
    "sms",
    "mitid",
    "nemid",
    "digid",
    "bankid",
    "itsme",
    "authenticator",
    "kodeviser",
    "kodeoplæser",
    "kodebrik",
    "nøglekort",  # NemID's paper card of one-time keys
    "digipas",  # also the one-s spelling of Belgian and Dutch banks
    "kaartlezer",
    "kortlæser",
    "scanner",
    "token",
    "einmal",
    "engangs",
    "eenmalig",
    "verifi",
    "bekræft",
    "bestätig",
    "bevestig",
    "confirm",
    "aktiver",
    "activati",
    "activeri",
    "verification",
    "securego",
    "tan2go",
    "pushtan",
    "chiptan",
    "smarttan",
    "approval",
    "approve",
    "authoris",
    "authoriz",
    "freigabe",
    "freigeb",
    "tan-",
    "3d-secure",
    "secure",
    "godkend",
    "goedkeur",
)
_TAN_PREFIXES = frozenset("m push sms chip photo app mobile i e".split())
_OTP_EXACT = frozenset(
    """emailed emails messaged pinged text texted texte textnachricht nachricht nachrichten besked
    beskeden bericht berichtje
    mail mailen mails e-mail e-mailen email emailen inbox indbakke indbakken postfach
    app-en message messages push""".split()
)
# Identifiers, prices, phone numbers, the end of a card number: prefixes of five letters or more,
# shorter words exactly (a prefix "sku" would take "skulle").
_NONE_WORDS = tuple(
    """ordre order bestel faktura factuur rechnung invoice kunde klant customer medlem member
    mitglied lidnummer lidmaatschap tracking sporing pakke pakket paket zending sendung artikel
    article serial polic polis contract kontrakt vertrag ticket dossier referen kvittering
    quittung version model postnummer postcode koster kostet betalt betaald bezahlt beløb bedrag
    betrag amount eindigt slutter ending endend rabat korting gutschein voucher retur retour
    return produkt product ablauf gültig valid expir udløb vervalt verloopt geldig endziffer
    slutcifre vorgang auftrag anfrage userid user-id benutzer anmeldename username brugernavn
    gebruikersnaam kundennr cadeau gavekort giftcard geschenk discount coupon kupon promo
    buchung booking boeking reservation reservierung reservering flight flug bestilling stock
    item""".split()
)
_NONE_EXACT = frozenset(
    """sku sag sagen sags case bon bonnen nr nr. ref ref. kost kosten cost costs ean cvr kvk btw
    moms plz
    zip pris prisen prijs preis price total ender ends endet vare varen varer no kr dkk eur usd
    € $ £ id exp fall build versie versjon firmware""".split()
)
# A bank's or a region's number named right before the number: no secret ("sort code:
# 20-00-00", "area code 0161").
_NUMBERING_CODE_BEFORE_RE = re.compile(
    r"(?<![\w])(?:sort|area)[ \-]?codes?(?![\w])[^.!?\n\d]{0,16}\Z", re.IGNORECASE
)
# Words of a phone number: they rule out a number of phone length only.
_NONE_ENDINGS = ("nummer", "nummeret", "number", "nr", "fall", "ticket")
_PHONE_WORDS = ("telefon", "telephone", "phone", "mobil", "rufnummer")
_PHONE_EXACT = frozenset("tlf tel ring ringe ringer bel bellen belt call calls gsm handy".split())
_CODE_KINDS = frozenset({"OTP", "CVC", "PASSWORD"})
# A long number sent to ("sms til 28 40 11 92") is a phone number.
_TO_WORDS = frozenset("til naar an to nach at op på".split())
# What a number followed by one of these is: an amount, a quantity, a duration, a count.
_UNITS = frozenset(
    """kr kr. kroner dkk eur euro euros € $ usd stk stk. st. stuks stück x pcs gram g kg ml cl l
    cm mm m km min min. minutter minutes minuten mins sek sekunder seconds sec sekunden uur timer
    hours stunden std dage days dagen tage dag day uger weeks weken wochen måneder months maanden
    monate år jaar years jahre point points punkte punten cifre cifret cijfers cijfer digits
    ziffern stellen tegn tekens characters zeichen % procent percent prozent pers personer
    gange keer times mal""".split()
)
_ACCOUNT_WORDS = frozenset(
    """konto kontoen account app appen profil profile login webshop shop shoppen butik
    brugerkonto zugang phone iphone ipad laptop tablet computer pc mac telefon telefonen handy
    handys mobil mobilen telefoon laptopen""".split()
)
_OF_WORDS = frozenset("of van von af på on auf op der des".split())
_FOR_WORDS = frozenset("til for voor für zu to van".split())
_WITH_WORDS = frozenset("with mit med met".split())
# A number said to be how another one starts: a sender's prefix, no code.
_PREFIX_AFTER_RE = re.compile(
    r"[^\S\n]+(?:vorne|vorn|am\s+anfang|in\s+front|forrest|voorop|vooraan)(?![\w])", re.IGNORECASE
)
_PREFIX_NAMED_BEFORE_RE = re.compile(r"(?:mit|with|med|met)[^\S\n]+\d+[^\S\n]+\Z", re.IGNORECASE)
_PREFIX_BEFORE_RE = re.compile(
    r"(?:starting|beginning|starts|begins|started|anfangend|beginnend|beginnt|anfängt|begynder|"
    r"starter|begint|start)[^\S\n]+(?:with|mit|med|met)[^\S\n]+\Z",
    re.IGNORECASE,
)
_MINE = frozenset("min mit mine mijn my meine meinen mein mn m'n".split())
# A code the person chose or types from memory is a PIN or password, not a one-time code.
_CHOSEN = frozenset(
    """set chose chosen picked created valgt lavet oprettet gewählt ausgewählt erstellt gekozen
    aangemaakt ingesteld gezet gesetzt zelf selv selbst myself""".split()
)


# Every word _word_kind gives a kind is one of these words, starts with one of these prefixes or
# ends with one of these endings (each collected from the checks below): any other word, most of a
# message, is known to be none after one set lookup and one endswith, not a dozen prefix scans.
_KIND_EXACT = frozenset().union(
    _PASSWORD_EXACT,
    ("cid", "csc"),
    _CARD_SIDE_EXACT,
    _PLAIN_CODE_WORDS,
    _OTP_EXACT,
    _PHONE_EXACT,
    _NONE_EXACT,
)
_KIND_PREFIXES = (
    *_PASSWORD_WORDS,
    *_LOCK_PREFIXES,
    *_CVC_WORDS,
    *_CARD_SIDE_WORDS,
    *_GENERIC_CVC_WORDS,
    *_OTP_WORDS,
    *_PHONE_WORDS,
    *_NONE_WORDS,
)
_KIND_PREFIX_LENGTH = 3  # each prefix's first three letters are one key of _KIND_HEADS
assert min(map(len, _KIND_PREFIXES)) >= _KIND_PREFIX_LENGTH
_KIND_HEADS = frozenset(p[:_KIND_PREFIX_LENGTH] for p in _KIND_PREFIXES)
_KIND_ENDINGS = (*_PASSWORD_ENDINGS, "pin", "pinnen", *_CODE_STEMS, "tan", "tans", *_NONE_ENDINGS)


def forget_window_words() -> None:
    """Empty _word_kind's cache: detect() calls it after every text, so no word of a text (a
    password may be one) stays in memory after its call."""
    _word_kind.cache_clear()


@functools.lru_cache(maxsize=256)  # per text: a word recurs in the windows of several numbers
def _word_kind(word: str) -> str | None:
    """The kind of cue a window word is.

    OTP, CVC, PASSWORD; CODE (a bare "code", read by _plain_code_kind); CARD_BACK (a generic
    security-code word, a CVC only on a card); NONE (an identifier, price or phone word).
    A check added here needs its words in _KIND_EXACT, _KIND_PREFIXES or _KIND_ENDINGS.
    """
    w = word.lower().strip("'’-")
    if (
        w[:_KIND_PREFIX_LENGTH] not in _KIND_HEADS
        and w not in _KIND_EXACT
        and not w.endswith(_KIND_ENDINGS)
    ):
        return None
    if w in _PASSWORD_EXACT or w.startswith(_PASSWORD_WORDS) or w.endswith(_PASSWORD_ENDINGS):
        return "PASSWORD"
    if len(w) > 6 and w.endswith(("pin", "pinnen")) and w[-7:-3] != "spin":
        return "PASSWORD"  # "Kartenpin", "bankpin": a PIN whatever it is for
    if w.startswith(_LOCK_PREFIXES):
        return "PASSWORD"  # "Skærmlåsen er 150679", "the unlock code", "Entsperrcode"
    if w in ("cid", "csc") or w.startswith(_CVC_WORDS):
        return "CVC"
    if w in _CARD_SIDE_EXACT or w.startswith(_CARD_SIDE_WORDS):
        return "CVC"
    if w.startswith(_GENERIC_CVC_WORDS):
        return "CARD_BACK"
    if w in _PLAIN_CODE_WORDS:
        return "CODE"
    if w.endswith(_LOCKER_ENDINGS) and not w.endswith(("code", "kode")):
        return None  # "pakkeboksen": a locker, whose code the word after it names

    if w.startswith(_CARD_NUMBER_WORDS):
        return None
    for stem in _CODE_STEMS:
        if w.endswith(stem):
            prefix = w[: -len(stem)].rstrip("-s")
            if not prefix:
                return "CODE"
            if prefix in _LOCK_CODE_PREFIXES or prefix.endswith(_LOCK_ENDINGS):
                # A code that locks a device or door is chosen by its owner: a PIN
                # ("Børnesikringskoden", "Zahlencode", "dørlåskode").
                return "PASSWORD"
            if prefix in _DENY_CODE_PREFIXES or w[: -len(stem)].rstrip("-") in _DENY_CODE_PREFIXES:
                return "NONE"
            if prefix in _APP_CODE_PREFIXES:
                # "min app-kode", "the code the app sent": the app's own PIN or a code it shows,
                # as ambiguous as a bare code (see _plain_code_kind).
                return "CODE"
            return "OTP"
    if (
        w in _OTP_EXACT
        or w.startswith(_OTP_WORDS)
        or w.endswith(("tan", "tans"))
        and (w in ("tan", "tans") or w[:-3].rstrip("-") in _TAN_PREFIXES or "-tan" in w)
    ):
        return "OTP"
    if w in _PHONE_EXACT or w.startswith(_PHONE_WORDS):
        return "PHONE"
    if w in _NONE_EXACT or w.startswith(_NONE_WORDS) or w.endswith(_NONE_ENDINGS):
        return "NONE"
    return None


def identifier_between(text: str, start: int, end: int) -> bool:
    """True when the last word in text[start:end] names an identifier, price or phone number: the
    number after it is that ("Die TAN kam nicht an, Bestellung 771204")."""
    words = _words(text, start, end)
    return bool(words) and words[-1][3] in ("NONE", "PHONE")


def _words(text: str, start: int, end: int) -> list[tuple[int, int, str, str | None]]:
    """(start, end, word, kind) of the words in text[start:end]."""
    return [
        (m.start(), m.end(), m.group(), _word_kind(m.group()))
        for m in _WINDOW_WORD_RE.finditer(text, start, end)
    ]


# Google's verification codes come with their sender's letter: "G-482913". Fail closed: the shape
# is a one-time code unless an identifier's word stands right before it ("order G-482913").
_SENDER_PREFIXED_CODE_RE = re.compile(r"(?<![\w\-])G-\d{6}(?![\w\-])")


def sender_prefixed_codes(text: str) -> Iterator[Span]:
    """One-time codes written with their sender's prefix ("G-482913")."""
    for match in _SENDER_PREFIXED_CODE_RE.finditer(text):
        before = _words(text, max(0, match.start() - 30), match.start())
        if before and before[-1][3] == "NONE":
            continue
        yield Span(match.start(), match.end(), "OTP")


def windowed_codes(
    text: str, lowered: str, card_spans: list[tuple[int, int]], others: list[tuple[int, int]]
) -> Iterator[Span]:
    """OTP, CVC and PIN values read from their cue window (see above).

    card_spans: card numbers found (a short number after one is its security code); others:
    spans of other values (addresses), whose numbers are theirs unless a cue stands right before.
    """
    if not card_spans and _CUE_HINT_RE.search(lowered) is None:
        return  # no code, PIN or card word anywhere: the numbers are something else
    on_card: list[bool] = []
    # A code's length in words needs a word of digits (see _DIGIT_COUNT_RE). In ASCII text the
    # lower-cased text holds it: no "K", "ſ" or "ı" there that IGNORECASE would read as k, s, i.
    counts = not text.isascii() or any(word in lowered for word in _DIGITS_WORD_PARTS)
    for match in _NUMBER_RE.finditer(text):
        start, end = match.span()
        value = match.group()
        digits = sum(map(str.isdigit, value))
        alnum = not value.replace(" ", "").replace("-", "").replace("\n", "").isdigit()
        if digits > 8 or (not alnum and digits < 3):
            continue
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        if line_end == -1:
            line_end = len(text)
        if line_start and not text[line_start:start].strip() and not text[end:line_end].strip():
            # A value alone on its line: its cue ends the last line before it that holds words
            # ("your sign-in code is\n\nQ7P-K2N").
            line_start = text.rfind("\n", 0, len(text[:line_start].rstrip())) + 1
        label = _window_label(
            text, start, end, digits, alnum, line_start, line_end, card_spans, others, counts
        )
        if label == "CARD_BACK":
            # A generic security-code word: a card's when the message is about a card, else a
            # one-time code ("Ihr Sicherheitscode lautet 90 44 12").
            if not on_card:
                on_card.append(bool(card_spans) or _CARD_CONTEXT_RE.search(text) is not None)
            if on_card[0]:
                label = "CVC" if digits in (3, 4) else None
            else:
                # Three digits are a card's security code even with no card in sight ("Ihr
                # Sicherheitscode 456"): one-time codes are longer.
                # A code with letters is never a card's ("a security code by mail, 4QXTB").
                label = (
                    "OTP"
                    if digits >= 4 or (alnum and end - start >= 5)
                    else "CVC"
                    if digits == 3 and not alnum
                    else None
                )
        if label == "CVC" and not card_spans and _GIFT_CARD_RE.search(text) is not None:
            label = None  # "Gift card balance: the card says 6035 on the front": no payment card
        if label is not None:
            if label == "PASSWORD" and text[end : end + 1] == "#":
                end += 1  # "de code van de buitendeur is 4590#": a keypad's closing key
            yield Span(start, end, label)


def _window_label(
    text: str,
    start: int,
    end: int,
    digits: int,
    alnum: bool,
    line_start: int,
    line_end: int,
    card_spans: list[tuple[int, int]],
    others: list[tuple[int, int]],
    counts: bool = True,
) -> str | None:
    """The label of the number at [start, end), CARD_BACK (see windowed_codes), or None.

    counts: False when the text holds no word of digits, so no code's length in words.
    """
    after = _words(text, end, min(line_end, end + _AHEAD))
    # A unit right after the number: an amount, a quantity, a duration.
    if after and after[0][2].lower() in _UNITS and text[end : after[0][0]].strip(" ") == "":
        return None
    if text[end : end + 2] in (",-", ".-"):
        return None
    if (
        after
        and after[0][2].lower() in ("number", "nummer", "numbers", "nummers")
        and text[end] == " "
    ):
        return None  # "call an 0800 number": the number's own kind follows it
    # A number split by a slash ("06151 / 87 33 10") or an area code in brackets ("(617) 555").
    near_card = any(0 <= start - e <= 25 for _s, e in card_spans)
    slashed = _SLASH_BEFORE_RE.search(text, max(0, start - 4), start) or _SLASH_AFTER_RE.match(
        text, end
    )
    if slashed and not near_card:
        return None
    if text[start - 1 : start] == "(" and _AREA_CODE_AFTER_RE.match(text, end):
        return None
    if _AREA_CODE_BEFORE_RE.search(text, max(0, start - 7), start):
        return None  # "(646) 555-0177": the rest of a phone number after its area code
    if alnum and text[start].isalpha() and _POSTCODE_AFTER_RE.match(text, end):
        return None  # "DK-2100 København", "D-80331 München": a country's postcode and its town
    if alnum and any(set(run.group()) & _VOWELS for run in _WORDLIKE_RE.finditer(text, start, end)):
        # "XMAS12-FREE", "SOMMER20": a promotion's words, not a random code ("4QXTB" is one).
        return None
    if _PREFIX_AFTER_RE.match(text, end) or _PREFIX_BEFORE_RE.search(
        text, max(0, start - 24), start
    ):
        return None  # "von der Nummer mit 0800 vorne", "a number starting with 0800": a prefix
    if digits == 4 and not alnum and _CARD_TAIL_BEFORE_RE.search(text, max(0, start - 30), start):
        return None  # "Karte endet auf 2245", "the last 4 are 0319": a card number's end
    if _KEY_INDEX_BEFORE_RE.search(text, max(0, start - 24), start) and _KEY_CARD_RE.search(text):
        return None  # "NemID nøglekort – I bad om nøgle til 4821, svaret er 093127": the index
    if alnum and _PREFIXED_RECORD_RE.fullmatch(text, start, end):
        return None  # "confirmed under RNT-2505-SA7-118": the booking's number, not a code
    if _LETTERS_BEFORE_RE.search(text, max(0, start - 4), start) and _LETTERS_AFTER_RE.match(
        text, end
    ):
        return None  # "tracking is JX 4481 2039 6GB": the middle of a parcel's number
    if _NUMBERING_CODE_BEFORE_RE.search(text, max(0, start - 30), start):
        return None
    before = _words(text, max(line_start, start - _BACK), start)
    gap = text[before[-1][1] : start] if before else ""
    if digits >= 8 and before and before[-1][2].lower() in _TO_WORDS and not gap.strip():
        return None
    cue_end = next((e for _s, e, _w, k in reversed(before) if k is not None), None)
    adjacent = cue_end is not None and _ADJACENT_RE.fullmatch(text, cue_end, start) is not None
    if not adjacent:
        if others and any(s <= start and end <= e for s, e in others):
            return None
        if (
            not alnum
            and digits == 4
            and value_is_year(text[start:end])
            and text[end : end + 1] not in ("#", "*")  # "1905#": typed on a keypad, no year
        ):
            if not _pin_named_by_copula(text, start):
                return None
        if not alnum and _POSTCODE_AFTER_RE.match(text, end):
            return None
        if _DATE_RE.fullmatch(text, start, end):
            return None
    counted = (
        _DIGIT_COUNT_RE.search(text, max(line_start, start - _BACK), start) if counts else None
    )
    if counted is not None and not alnum:
        # "the three digit code is 789", "4-stelliger Code vorne: 4412", "6 digit code 448120":
        # the number of digits the code has names its kind, unless a PIN or password word
        # stands between.
        count = _COUNT_WORDS.get(counted.group("count").lower())
        between = {
            k
            for _s, _e, w, k in _words(text, counted.end(), start)
            if w.lower() not in _GENERIC_NUMBER_WORDS
        }
        owners = {
            k
            for _s, _e, w, k in _words(
                text, max(line_start, counted.start() - 40), counted.start()
            )[-4:]
            if w.lower() not in _GENERIC_NUMBER_WORDS
        }
        if count == digits and not (between | owners) & {"PASSWORD", "NONE", "PHONE", "OTP"}:
            if digits == 3 or (digits == 4 and card_spans):
                return "CVC"
            if (
                digits == 4
                and _CARD_CONTEXT_RE.search(text) is not None
                and _LAST_BEFORE_RE.search(text, max(0, counted.start() - 16), counted.start())
                is None
            ):
                # "the 4 digit number on the front of my amex ... is 6032", "the 4 numbers
                # printed above the card number, 9127": an Amex card's code, its number unsaid
                return "CVC"
            if digits >= 5:
                return "OTP"
    if (
        before
        and text[before[-1][1] : start] == " "
        and before[-1][3] is None
        and _CAMEL_CASE_RE.fullmatch(before[-1][2]) is not None
        and not any(k is not None and s >= _sentence(text, start)[0] for s, _e, _w, k in before)
    ):
        # "... router? det er en FritzBox 7590": a product and its model, no code word in its
        # sentence ("der Code für die PlayStation 5521" stays a code).
        return None
    kind: str | None = None
    position = 0  # where the cue word that decides starts, once kind is set
    for index in range(len(before) - 1, -1, -1):
        word_start, _word_end, _word, word_kind = before[index]
        if word_kind is None:
            continue
        if word_kind == "CODE" and _NUMBERING_CODE_BEFORE_RE.search(
            text, max(0, word_start - 6), _word_end
        ):
            continue  # "sort code 20-00-00 and account 12345678": the bank's code is no cue
        if word_kind == "OTP" and _CARRIER_BEFORE_RE.search(
            text, max(0, word_start - 8), word_start
        ):
            continue  # "Royal Mail": a carrier's name, no channel of a code
        if word_kind == "PHONE":
            if digits >= 7:
                return None  # "tlf. 70 22 18 18"
            continue
        if word_kind == "CVC" and _PREFIX_NAMED_BEFORE_RE.search(
            text, max(0, word_start - 12), word_start
        ):
            continue  # "von der Nummer mit 0800 vorne": how a number starts, no card's side
        if word_kind == "NONE":
            if _CLOSED_NUMBER_RE.search(text, _word_end, start) is not None:
                continue  # "my phone ending in 4471: 830561": the word names the number between
            if _DIGIT_RE.search(text, _word_end, start) is not None and _KEY_CARD_RE.search(text):
                continue  # "nøglekortet siger kode til nr. 2316 er 748120": the key's index
            if _ASIDE_CLOSED_RE.match(text, _word_end, start) is not None:
                continue  # "(took ages, btw) is 317 620": a word of an aside names no number
            if _word.lower() in _UNITS and _NUMBER_BEFORE_WORD_RE.search(
                text, max(0, word_start - 12), word_start
            ):
                continue  # "køb på 1.299 kr: 662 918": the unit of the amount before it
            if (
                _word.lower() in _GENERIC_NUMBER_WORDS
                and digits in (3, 4)
                and not alnum
                and any(e <= word_start for _s, e in card_spans)
            ):
                continue  # "amex 3485 ..., die kleine zahl über der nummer ist 3318"
            # An identifier decides only right before the number ("Ordre 48213", "koster 499"),
            # and not when it names what a code is for ("aktiveringskode til kundeklubben: X").
            distance = len(before) - index
            if _word.lower() in _GENERIC_NUMBER_WORDS and index:
                owner = before[index - 1][3]
                if owner == "PHONE" and digits < 7:
                    continue  # "for changing my phone number: 611 248": too short for a phone
                if owner in ("OTP", "CVC", "CODE", "CARD_BACK"):
                    continue  # "an approval number, 55 81 02": the code's own number
                if (
                    distance == 1
                    and index >= 2
                    and owner is None
                    and before[index - 1][2].lower() in _WITH_WORDS
                    and any(k in ("OTP", "CODE") for *_, k in before[max(0, index - 3) : index])
                ):
                    continue  # "I receive SMS with number 583204": the number the text holds
            if _word.lower() in _GENERIC_NUMBER_WORDS and any(k == "CVC" for *_, k in after[:3]):
                continue  # "this 3 number 772 at back side": the side names it
            if (
                _word.lower().startswith(_EXPIRY_WORDS)
                and digits in (3, 4)
                and any(e <= word_start for _s, e in card_spans)
                and _EXPIRY_DATE_RE.search(text, _word_end, start)
            ):
                continue  # "5379 ..., Ablauf 05/28, 449": the expiry's date, then the code
            if _word.lower() in _GENERIC_NUMBER_WORDS and distance == 2:
                # "number is 44718820" decides, "number, great): 204-719" does not.
                distance = 1 if before[-1][2].lower() in _COPULA_WORDS else 3
            if distance > 2:
                continue
            lead = before[max(0, index - 3) : index]
            if any(k == "OTP" for *_, k in lead) and any(
                w.lower() in _FOR_WORDS for *_, w, _k in lead
            ):
                continue
        if word_kind == "PASSWORD" and _sentence(text, word_start)[1] < start:
            continue  # a password word names its own value in its own sentence
        if (
            word_kind == "PASSWORD"
            and index
            and (
                before[index - 1][3] == "OTP"
                or (
                    index > 1
                    and before[index - 1][2].lower() == "time"
                    and before[index - 2][2].lower() == "one"
                )
            )
        ):
            word_kind = "OTP"  # "my one-time PIN is 772 190", "one time pin: 58213067"
        if word_kind in ("CARD_BACK", "CODE") and (owner := _pin_for(before, index)) is not None:
            # "my account PIN for security is 2906": a PIN, whatever it is for
            word_kind, word_start = "PASSWORD", owner
        elif word_kind == "PASSWORD" and _code_for(before, index):
            # "Die code voor het wachtwoord resetten, 283 993": the code sent to reset it
            word_kind = "OTP"
        kind, position = word_kind, word_start
        break
    if (
        kind is None
        and before
        and text[before[-1][1] : start] == " "
        and before[-1][3] is None
        and before[-1][2][:1].isupper()
        and before[-1][0] > line_start
        and text[before[-1][0] - 1] == " "
    ):
        return None  # "en FritzBox 7590 – hvor finder jeg koden": a product's model number
    if kind is None:
        for word_start, _word_end, _word, word_kind in after:
            if any(end <= s and e <= word_start for s, e in card_spans):
                break  # "6011? nee, Mastercard: 5500 ..., CVC 390": the cue names that card's
            if word_kind in _CODE_KINDS or word_kind in ("CODE", "CARD_BACK"):
                kind, position = word_kind, word_start
                break
    if kind is None:
        # A short number near a card number is its security code ("4571 ..., udløber 2/26, 317").
        if digits in (3, 4) and not alnum and any(s < start for s, _e in card_spans):
            return "CVC"
        return None
    if kind == "NONE":
        return None
    if (
        kind in ("OTP", "CODE")
        and digits in (3, 4)
        and not alnum
        and any(position < s and e <= start for s, e in card_spans)
    ):
        return "CVC"  # "a code to approve ... card is 5355 0210 9876 1428 / 10/28 / 094"
    if kind == "CODE":
        # An identifier word just before a bare "code" makes it that thing's code ("returlabel
        # med kode 8H7J-K2LM").
        around = before + after
        cue_index = next(i for i, w in enumerate(around) if w[0] == position)
        # Not across a number: "exp 04/29 code 4417" names the expiry's date, then the code.
        # Nor across a sentence's end, nor a code's expiry: "siden siger den er udløbet?? koden
        # var 448 120" is still the code.
        if any(
            k == "NONE"
            and _DIGIT_RE.search(text, e, position) is None
            and _SENTENCE_END_RE.search(text, e, position) is None
            and not (w.lower().startswith(_EXPIRY_WORDS) and not card_spans)
            for _s, e, w, k in around[max(0, cue_index - 3) : cue_index]
        ):
            return None
        following = [w for w in around[cue_index + 1 : cue_index + 4] if w[0] < start]
        if following and following[0][2].lower() in _FOR_WORDS | _OF_WORDS:
            if any(k == "NONE" for *_, k in following[1:]) and not _KEY_CARD_RE.search(text):
                # "de code van de cadeaubon is GFT-9921-KL": the voucher's code; on a key card,
                # "kode til nr. 2316" is the code its index names
                return None
        if alnum:
            sentence_start, sentence_end = _sentence(text, start)
            if position < sentence_start:
                return None  # a letter code only in its cue's sentence
            if any(
                k == "NONE"
                and sentence_start <= s < sentence_end
                and not w.lower().startswith(_EXPIRY_WORDS)
                for s, _e, w, k in around
            ):
                # "'Code: 7712-AB' - the product code or the batch number?"; a code that expired
                # is still the code ("the code was G-482913, it expired").
                return None
        kind = _plain_code_kind(text, position, before, after, digits, bool(card_spans))
        if (
            kind == "PASSWORD"
            and not alnum
            and text[position : position + 4].lower() != "pass"
            and _CODE_GROUPING_RE.fullmatch(text, start, end)
            and not any(
                w.lower().endswith(_LOCKER_ENDINGS) or w.lower() in _DOOR_WORDS
                for _s, _e, w, _k in before
            )
        ):
            # "Code for closing my account: 515 230", "de code van haar telefoon: 62-40-19": six
            # digits grouped the way a one-time code is shown.
            kind = "OTP"
        if (
            kind == "OTP"
            and text.startswith(("passcode", "Passcode", "PASSCODE"), position)
            and not alnum
            and not any(c in " -" for c in text[start:end])
            and not any(k == "OTP" for *_, k in before + after)
        ):
            # "passcode 282828 - that's for telephone banking": a passcode with no one-time word
            # beside it is the owner's PIN; one an app shows comes grouped ("662 018").
            kind = "PASSWORD"
    if kind == "OTP" and digits == 3 and not alnum:
        # Fail closed: three digits a code word names in a sentence about a card are its security
        # code ("card verification: 318"); one-time codes are longer.
        sentence_start, sentence_end = _sentence(text, start)
        if _CARD_CONTEXT_RE.search(text, max(sentence_start, start - _BACK), sentence_end):
            return "CVC"
    if (
        kind == "OTP"
        and digits == 4
        and not alnum
        and _AMEX_RE.search(text, max(line_start, start - _BACK), start)
    ):
        return "CVC"  # "It's an Amex so the code is 4 numbers - 4417"
    if kind == "CARD_BACK":
        if alnum:
            # Letters in it: no card's code, a code sent for one use ("security code: 7RWKZ").
            return "OTP" if not card_spans and end - start >= 5 else None
        return kind
    if alnum:
        if not any(c in "- " for c in text[start:end]) and kind != "OTP":
            return None  # "KZ4471" after an explicit code word only
        return "OTP" if kind == "OTP" else None
    if kind == "CVC":
        return "CVC" if digits in (3, 4) else None
    if kind == "PASSWORD":
        return "PASSWORD" if digits >= 4 else None
    return "OTP" if digits >= 4 else None


_CODE_GROUPING_RE = re.compile(r"\d{3}[ \-]\d{3}|\d{2}([ \-])\d{2}\1\d{2}")
# Codes issued for one use, named by the word before "code": a parcel's pickup code, an
# account's backup or recovery codes.
_ONE_USE_WORDS = (
    *("pickup", "pick-up", "collection", "backup", "back-up", "recovery", "abhol", "afhent"),
    *("ophaal", "reserve", "herstel", "gendannels", "wiederherstell", "notfall", "nød"),
)
# Verbs of a code sent or shown to the person (see _plain_code_kind).
_ISSUED = frozenset(
    """fået fik modtaget modtog got received sent bekommen bekam erhalten gekregen kreeg
    ontvangen gestuurd geschickt zugeschickt showed shown zeigte angezeigt liet toonde
    viste kom kommet kam gekommen angekommen arrived kwam gekomen aangekomen""".split()
)
_SIGN_IN_VERBS = frozenset("sign log signing logging".split())
# "the last 4 digits of my card": a card number's end, no code.
_LAST_BEFORE_RE = re.compile(
    r"(?:last|final|laatste|letzten?|sidste|end(?:ing)?\s(?:in|on))\s(?:\w+\s)?\Z", re.IGNORECASE
)
_AMEX_RE = re.compile(r"(?<![\w])(?:amex|american express)(?![\w])", re.IGNORECASE)


# A code's length in words ("three digit", "3-digit", "dreistellig", "firecifret", "driecijferig").
_COUNT_WORDS = {
    **{str(n): n for n in range(3, 9)},
    **dict(zip("three four five six seven eight".split(), range(3, 9), strict=True)),
    **dict(zip("drei vier fünf sechs sieben acht".split(), range(3, 9), strict=True)),
    **dict(zip("tre fire fem seks syv otte".split(), range(3, 9), strict=True)),
    **dict(zip("drie vier vijf zes zeven acht".split(), range(3, 9), strict=True)),
}
_DIGIT_COUNT_RE = re.compile(
    r"(?<![\w])(?P<count>[3-8]|three|four|five|six|seven|eight|drei|vier|fünf|sechs|sieben|acht|"
    r"tre|fire|fem|seks|syv|otte|drie|vijf|zes|zeven)[\s-]?"
    # One small word may stand between ("the 4 little numbers", "die 3 kleinen Ziffern").
    r"(?:(?:little|small|tiny|kleinen|kleine|små|lille|kleine|kleinen)\s)?"
    r"(?:digits?|ziffern|ziffer|stellige[nmrs]?|stellig|cifre|cifret|cifrede|cijfers|cijferige?|"
    r"numbers|zahlen|tal|tallene|cifrene|cijfer|cijfertjes|cijfertje)(?![\w])",
    re.IGNORECASE,
)
# Each word of digits above holds one of these (lower case).
_DIGITS_WORD_PARTS = ("digit", "ziffer", "stellig", "cifre", "cijfer", "numbers", "zahlen", "tal")


# Expiry words, and the date after them: the short number after that date is the card's code.
_EXPIRY_WORDS = (
    "ablauf",
    "gültig",
    "valid",
    "expir",
    "exp",
    "udløb",
    "vervalt",
    "verloopt",
    "geldig",
)
_EXPIRY_DATE_RE = re.compile(r"\d{1,2}\s?/\s?\d{2,4}")
# A gift card or voucher card: the digits on it are no payment card's security code.
_GIFT_CARD_RE = re.compile(
    r"gift ?cards?|gavekort|geschenkkarte|gutscheinkarte|cadeaukaart|cadeaubon|giftcard",
    re.IGNORECASE,
)
_SLASH_BEFORE_RE = re.compile(r"\d\s?/\s?\Z")
_SLASH_AFTER_RE = re.compile(r"\s?/\s?\d")
_AREA_CODE_AFTER_RE = re.compile(r"\)\s?\d{3}")
_AREA_CODE_BEFORE_RE = re.compile(r"\(\d{3}\)\s?\Z")
# A word in capitals: four letters or more, or three after the digits that end a value ("25OFF").
# A record's number: a prefix of letters, then two groups or more ("RNT-2505-SA7-118",
# "SO-55102-DK"). A one-time code has no such prefix, or one letter ("G-482913").
_PREFIXED_RECORD_RE = re.compile(r"[A-Za-z]{2,5}-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+")
# Capital letters on both sides of the digits, a space apart: one identifier in groups (a Royal
# Mail or a DHL parcel's "JX 4481 2039 6GB").
_LETTERS_BEFORE_RE = re.compile(r"(?<![\w])[A-Z]{2,3} \Z")
_LETTERS_AFTER_RE = re.compile(r" \d?[A-Z]{2,3}(?![\w])")
# The end of a card number named: "endet auf", "ends in", "slutter på", "eindigend op", "die letzten
# 4 sind", "last four digits".
_CARD_TAIL_BEFORE_RE = re.compile(
    r"(?<![\w])(?i:end(?:s|et|ing|ed)?(?:\s+(?:in|on|auf|with|op|på|mit))?|eindig(?:t|end)\s+op|"
    r"slutter\s+på|ender\s+på|endziffern?|slutcifre(?:ne)?|(?:letzten|last|sidste|laatste)\s+"
    r"(?:4|vier|four|fire)(?:\s+\w+){0,2})[\s:]*\Z"
)
# A paper key card's index number: the card asks for the key at an index, the answer is the code.
_KEY_CARD_RE = re.compile(r"nøglekort|nemid|key\s?card|codekaart", re.IGNORECASE)
_KEY_INDEX_BEFORE_RE = re.compile(
    r"(?<![\w])(?i:nøgle|nøglen|nøglenummer|nøgle\s?nr\.?|key|key\s+number|index)"
    r"(?:\s+(?i:til|for|nr\.?|nummer|number|no\.?))?[\s:.]*\Z"
)
_CARRIER_BEFORE_RE = re.compile(r"(?i:royal)\s\Z")
_WORDLIKE_RE = re.compile(r"[A-Z]{4,}|(?<=\d)[A-Z]{3}\Z")
_VOWELS = frozenset("AEIOUY")
# "nummer", "number": an identifier's word only right before its digits ("to my old number,
# great): 204-719" is a code).
_COPULA_WORDS = frozenset("is er ist var was war are were lautet luidt".split())
# A brand's word with a capital inside ("FritzBox", "iPhone", "PlayStation"): a number right after
# it is the product's model. The ID apps ("MitID", "DigiD") are cue words and never get here.
_CAMEL_CASE_RE = re.compile(r"[A-Za-z]*[a-z][A-Z][A-Za-z]*")
# Danish puts the article at the end: "nummeret er 31 22 87 65" is "the number is ...".
_GENERIC_NUMBER_WORDS = frozenset("nummer nummeret number nr no numéro numero".split())
# Between a cue word and its value: a separator, quotes, a copula.
_ADJACENT_RE = re.compile(
    r"[\s:=\-–\"'„“»«(,]*(?:(?:er|is|ist|var|was|war|lautet|luidt|hedder|heißt|heisst|were|are|"
    r"it's|it is|es ist|det er|het is|dat is|das ist)"
    r"[\s:=\-–\"'„“»«(]*)?",
    re.IGNORECASE,
)
# A day and month, maybe with its year ("02-04", "3 -12", "12-03-1990").
_DATE_RE = re.compile(r"\d{1,2}\s?-\s?\d{1,2}(?:-(?:19|20)\d\d)?")
# A postcode: four or five digits, then a town ("2900 Hellerup") or Dutch letters ("7741 GA").
_POSTCODE_AFTER_RE = re.compile(r" (?:[A-ZÆØÅÄÖÜ][a-zæøåäöüé]|[A-Z]{2}(?![\w]))")


# An ellipsis is a pause, not a sentence's end ("PIN on the card is scratched off... no, it's X").
_SENTENCE_END_RE = re.compile(r"(?<!\.)(?!\.\.)[.!?]+\s")
# A code that opens something: a PIN the person chose ("the gate code", "Türcode").
_LOCK_WORDS = frozenset("gate door garage alarm lock safe tür tor haus port dør deur poort".split())


def _sentence(text: str, position: int) -> tuple[int, int]:
    """The start and end of the sentence around position."""
    start = 0
    for match in _SENTENCE_END_RE.finditer(text, max(0, position - 200), position):
        start = match.end()
    end = _SENTENCE_END_RE.search(text, position)
    return start, end.start() if end else len(text)


_COPULA_BEFORE_RE = re.compile(
    r"(?:(?<![\w])(?:er|is|ist|var|was|war|lautet|luidt|hedder|heißt)|:)\s*\Z", re.IGNORECASE
)


def _pin_named_by_copula(text: str, start: int) -> bool:
    """A year-shaped number that a PIN word in its sentence names by a copula ("Børnesikrings-
    koden på tv'et som teknikeren satte op er 2011"): the PIN, not a year."""
    if _COPULA_BEFORE_RE.search(text, max(0, start - 12), start) is None:
        return False
    sentence_start = _sentence(text, start)[0]
    words = _words(text, sentence_start, start)
    if any(kind == "PASSWORD" for *_, kind in words):
        return True
    # "koden til vores port er 1905": a code word and a door or lock in the sentence.
    return any(kind == "CODE" for *_, kind in words) and any(
        w.lower() in _DOOR_WORDS or w.lower() in _LOCK_WORDS or w.lower().endswith(_LOCKER_ENDINGS)
        for _s, _e, w, _k in words
    )


def value_is_year(value: str) -> bool:
    """A year of this or the last century ("1984", "2024")."""
    return value.isdigit() and value[:2] in ("19", "20")


_ARTICLES = frozenset(
    "the a my your de het een mijn der die das den dem ein eine mein min din".split()
)


def _pin_for(before: list, index: int) -> int | None:
    """Where the password or PIN word starts that the word at `index` says what it is for ("PIN
    for security", "password for the security questions"), or None."""
    j = index - 1
    if j >= 0 and before[j][2].lower() in _ARTICLES:
        j -= 1
    if j >= 1 and before[j][2].lower() in _FOR_WORDS and before[j - 1][3] == "PASSWORD":
        return before[j - 1][0]
    return None


def _code_for(before: list, index: int) -> bool:
    """Whether a bare code word says what the password word at `index` is for ("code voor het
    wachtwoord", "the code for my password reset")."""
    j = index - 1
    if j >= 0 and before[j][2].lower() in _ARTICLES:
        j -= 1
    return j >= 1 and before[j][2].lower() in _FOR_WORDS and before[j - 1][3] in ("CODE", "OTP")


def _plain_code_kind(
    text: str, position: int, before: list, after: list, digits: int, on_card: bool
) -> str:
    """A bare "code"/"kode": one's own or an account's is a PIN or password; in a message with a
    card number, 3-4 digits are its security code; else a one-time code."""
    # Words after the last number before the cue: "mijn Mastercard. 5363 ..., code 665" names the
    # card's code, not mine.
    last_digit = max(text.rfind(d, 0, position) for d in "0123456789") + 1
    # Nor across a sentence's end: "bekræfte mit tlf nr. Koden kom: ..." is no code of mine.
    first = max(last_digit, _sentence(text, position)[0])
    words = [w.lower() for s, _e, w, _k in before if first <= s < position][-3:]
    kind_before = [k for s, _e, _w, k in before if s < position][-1:]
    if kind_before == ["OTP"] or kind_before == ["CARD_BACK"]:
        # "m'n verificatie code: 449 201", "my security code": the word before names its kind.
        return kind_before[0]
    if len(words) >= 2 and words[-1] in ("in", "on") and words[-2] in _SIGN_IN_VERBS:
        return "OTP"  # "my sign in code", "the log on code": a login's one-time code
    if words and words[-1].startswith(_ONE_USE_WORDS):
        return "OTP"  # "pickup code", "backup codes": issued to be used once
    if _MINE.intersection(words) or (words and words[-1] in _LOCK_WORDS):
        return "PASSWORD"  # "my telephone banking passcode", "the gate code"
    around = {w.lower() for s, _e, w, _k in before + after if s != position}
    if not _CHOSEN.intersection(around) and (
        _ISSUED.intersection(around)
        or any(
            w.lower().startswith("sms") or w.lower() in _OTP_EXACT for _s, _e, w, _k in after[:3]
        )
    ):
        # "Pakkeboksen ..., jeg har fået 448 190 i sms'en", "the code the app showed me": a code
        # sent or shown to the person is issued for one use, a locker's too.
        return "OTP"
    near = [w.lower() for s, _e, w, _k in before if s < position][-8:]
    if any(w.endswith(_LOCK_ENDINGS) for w in near):
        return "PASSWORD"  # "die App der smarten dørlås sagt falscher Code": a lock's PIN
    if any(
        w.endswith(_LOCKER_ENDINGS) or w.startswith(_LOCKER_STARTS) or w in _DOOR_WORDS
        for w in near
    ):
        return "PASSWORD"  # "Alarmanlage Code 2291", "code for the parcel locker is 7731"
    if _CHOSEN.intersection(w.lower() for s, _e, w, _k in before + after if s != position):
        return "PASSWORD"  # "I set up the passcode as 8888", "die ik zelf intyp"
    kinds = {k for _s, _e, _w, k in before + after}
    if "CVC" in kinds and "OTP" not in kinds and digits in (3, 4):
        return "CVC"  # "sec code 412 on the back": the card's side names it
    if "OTP" in kinds or "CARD_BACK" in kinds:
        return "OTP"
    if on_card and digits in (3, 4):
        return "CVC"
    following = [w.lower() for s, _e, w, _k in before + after if s > position][:4]
    if following and following[0] in _FOR_WORDS and _ACCOUNT_WORDS.intersection(following[1:]):
        return "PASSWORD"
    if (
        following
        and following[0] in _FOR_WORDS | _OF_WORDS
        and any(
            w.endswith(_LOCKER_ENDINGS) or w.startswith(_LOCKER_STARTS) or w in _DOOR_WORDS
            for w in following[1:]
        )
    ):
        return "PASSWORD"  # "code for the parcel locker", "de code van het pakketkluisje"
    # A PIN word in the code's own sentence ("koden er 4 4 9 0 - det er min pinkode").
    sentence_start, sentence_end = _sentence(text, position)
    if any(
        k == "PASSWORD"
        and sentence_start <= s < sentence_end
        # A password word with its own value ("password Trombone44, and the code ... 448 302",
        # "mit kodeord er Blomkål!55") names that value, not a code of one-time length.
        and (digits <= 4 or _OWN_VALUE_AFTER_RE.match(text, e) is None)
        for s, e, _w, k in before + after
    ):
        return "PASSWORD"
    return "OTP"


_OWN_VALUE_AFTER_RE = re.compile(
    r"(?:s|et|en|n|e|es)?[\s:=]*(?:(?:is|er|ist|was|war|var|lautet)\s+)?[\"'„“»«]?"
    r"(?=[^\s\"'“”«»]*[^\W\d_])(?=[^\s\"'“”«»]*[\d!#$%&*_@+])\S{4,}"
)


# ---------------------------------------------------------------- replies to a question
#
# "Please type the code we sent you." - "481 223": the reply holds no cue, the question did. A
# caller that knows the turn before (the bot's) passes what it asked for; a short reply's value of
# the right shape is then that secret.
REPLY_MAX_CHARS = 80
_REPLY_TOKEN_RE = re.compile(r"\S+")
_ASK_KINDS = {"OTP": "OTP", "CODE": "OTP", "CVC": "CVC", "CARD_BACK": "CVC", "PASSWORD": "PASSWORD"}


def asked_for(question: str) -> str | None:
    """The secret a turn asks for (OTP, CVC or PASSWORD), from its cue words; None if none."""
    if _CUE_HINT_RE.search(question.lower()) is None:
        return None
    kinds = {
        _ASK_KINDS[kind]
        for _s, _e, _w, kind in _words(question, 0, len(question))
        if kind in _ASK_KINDS
    }
    for label in ("CVC", "PASSWORD", "OTP"):  # the most specific cue names the value
        if label in kinds:
            return label
    return None


# What may stand between a cue and the end of a message that announces its value: a copula, a
# colon or dash, an ellipsis ("my password is", "Mein Passwort ist:", "koden er ...").
_ANNOUNCING_END_RE = re.compile(
    r"(?:\s+(?:is|was|will\s+be|ist|war|lautet|er|var|bliver|is|wordt|luidt))?"
    r"\s*[:=\-\u2013\u2014]?\s*(?:\.{2,}|\u2026)?\s*\Z",
    re.IGNORECASE,
)


def announced_secret(text: str) -> str | None:
    """The secret (OTP, CVC or PASSWORD) whose cue ends `text` with no value after it: the
    person's next message is that value ("my password is" - "Tulpe77!", "der Code lautet:" -
    "482913"). None when the text names no such cue at its end."""
    tail = text[-80:]
    end = _ANNOUNCING_END_RE.search(tail)
    if end is None or not end.group().strip():
        return None  # "I forgot my password", "thanks for the code": no value announced
    head = tail[: end.start()]
    words = _words(head, 0, len(head))
    if not words or words[-1][1] != len(head) or words[-1][3] not in _ASK_KINDS:
        return None
    return asked_for(head)


# A message that is one number alone, grouped or not ("482913", "482 913", "4821-93").
_BARE_NUMBER_RE = re.compile(r"\s*\d[\d \-.]{1,14}\d\s*[.!]?\s*")


# A message that stops inside a card number: a card's word, then one to three groups of its
# digits ("card number 4111 1111", "Kortnummer: 5413 3300 8901").
_CARD_BEGUN_RE = re.compile(
    r"(?:card|karte|kort|kaart|visa|mastercard|amex|american express|kreditkarte|creditcard|"
    r"kreditkort|betaalpas|bankkort|debitkarte)\w{0,8}"
    r"(?:\s(?:number|no\.?|nr\.?|nummer|nummeret|is|ist|er))*\W{1,12}(?:\d{4}[ \-.]?){1,3}\d{0,3}"
    r"\s*\Z",
    re.IGNORECASE,
)
# Its rest: digit groups, 4 to 15 digits in all.
_CARD_REST_RE = re.compile(r"(?<![\w])\d[\d \-.]{2,18}\d(?![\w])")


def own_secret_before(previous: str, reply: str, *, card_cut: bool = False) -> str | None:
    """The secret a visitor's short `reply` is, given their own `previous` message: the one it
    announced ("my password is" - "Tulpe77!"), the rest of a card number it stopped inside, or
    a code or security code it named when the reply is a number alone ("The code is 482913." -
    "482913", sent again). None otherwise: a word after "I forgot my password" stays a word.

    card_cut: `previous` is stored text that ends where a card number was removed from it.
    """
    announced = announced_secret(previous)
    if announced is not None:
        return announced
    if (card_cut or _CARD_BEGUN_RE.search(previous[-80:])) and _BARE_NUMBER_RE.fullmatch(reply):
        return "CARD"  # "card number 4111 1111" - "1111 1111"
    if _BARE_NUMBER_RE.fullmatch(reply):
        named = asked_for(previous)
        if named in ("OTP", "CVC"):
            return named
    return None


def reply_values(text: str, asked: str) -> Iterator[Span]:
    """The value a short reply gives to a question that asked for a secret (see asked_for)."""
    if len(text) > REPLY_MAX_CHARS:
        return
    if asked == "PASSWORD":
        tokens = list(_REPLY_TOKEN_RE.finditer(text))
        if not 1 <= len(tokens) <= 4:
            return
        # "hunter2", "it's Sommer2024", "ok: Blaubeere": the last token, unless it is talk.
        last = tokens[-1]
        end = last.end()
        while end > last.start() and text[end - 1] in ".,;!?)\"'":
            end -= 1
        start = last.start()
        while start < end and text[start] in "(\"'":
            start += 1
        if end - start >= 4 and (len(tokens) == 1 or any(not c.isalpha() for c in text[start:end])):
            yield Span(start, end, "PASSWORD")
        return
    if asked == "CARD":
        # The rest of a card number whose first groups ended the message before.
        for match in _CARD_REST_RE.finditer(text):
            yield Span(match.start(), match.end(), "CARD")
        return
    for match in _NUMBER_RE.finditer(text):
        value = match.group()
        digits = sum(c.isdigit() for c in value)
        if asked == "CVC" and digits in (3, 4) and value.isdigit():
            yield Span(match.start(), match.end(), "CVC")
        elif asked == "OTP" and 4 <= digits <= 10:
            yield Span(match.start(), match.end(), "OTP")


# ---------------------------------------------------------------- codes without a cue
#
# A one-time code is typed as the app, the letter or the pop-up shows it: six digits in two groups
# of three ("583 201", "503-821") or three groups of two ("44 09 17"), eight in two groups of four
# ("7391 0245"). Nobody groups an order number, a price or a phone number that way, so the shape
# alone is a code when no identifier, price or phone word stands right before it ("ok got it,
# 583 201", "die Bank-App zeigt 118 294"). Fail closed: a cue is not needed. A message that is
# the number alone says nothing of it: the question before it decides (see reply_values).
# Starts with a digit so that `re` skips in C to the next one; the look-behinds then check what
# stands before that first digit.
_GROUPED_CODE_RE = re.compile(
    r"\d(?<![\w.,/:+€$£#§-]\d)(?<!\d[ \-]\d)"
    r"(?:\d{2}([ \-])\d{3}|\d([ \-])\d{2}\2\d{2}|\d{3} \d{4}| \d(?: \d){4})"
    r"(?![\w]|[.,:/]\d|[ \-]\d)"
)


_CLAIMS_DIGITS = frozenset({"IBAN", "CARD", "CVC", "OTP", "PASSWORD"})

# Nine to twelve digits in three or four groups joined by one kind of separator ("8841-2290-11",
# "4471 2093 118"): longer than a code the window rules read, as long as an activation code.
_LONG_GROUPED_RE = re.compile(
    r"(?<![\w.,/-])\d{2,4}([ -])\d{2,4}(?:\1\d{2,4}){1,2}(?![\w-]|[.,]\d)"
)


# The words of a code issued to activate, confirm or sign in: "aktiveringskoden",
# "activatiecode", "Bestätigungscode", "verification code".
_ISSUED_CODE_WORD_RE = re.compile(
    r"(?:aktivier|aktivering|activati|activering|verifi|bekræft|bestätig|bevestig|confirm|"
    r"engangs|einmal|eenmalig|one-?time|sms|login|log-?in|anmelde)\w*(?:code|kode)(?:n|en)?",
    re.IGNORECASE,
)


def long_cued_codes(text: str, candidates: list[Span]) -> Iterator[Span]:
    """OTP spans of long grouped digits (see above) whose clause names an issued code before
    them, with no other cue word nor number in between ("sms med en aktiveringskode til mit nye
    simkort, den er 8841-2290-11"). Digits that start with 0 are a phone number's."""
    for match in _LONG_GROUPED_RE.finditer(text):
        start, end = match.span()
        if text[start] == "0" or not 9 <= sum(map(str.isdigit, match.group())) <= 12:
            continue
        if any(c.start < end and start < c.end for c in candidates):
            continue
        clause_start = max(text.rfind(mark, 0, start) for mark in ".!?\n;") + 1
        cues = [(s, e, w) for s, e, w, k in _words(text, clause_start, start) if k is not None]
        if not cues or _ISSUED_CODE_WORD_RE.fullmatch(cues[-1][2]) is None:
            continue
        if _DIGIT_RE.search(text, cues[-1][1], start) is not None:
            continue
        yield Span(start, end, "OTP")


def grouped_codes(
    text: str, candidates: list[Span], others: list[tuple[int, int]]
) -> Iterator[Span]:
    """OTP spans of code-grouped digits that no identifier, price or phone word claims.

    candidates: spans found so far (card, account and cued code digits are theirs); others: spans
    of other values (addresses).
    """
    claimed: list[tuple[int, int]] | None = None
    for match in _GROUPED_CODE_RE.finditer(text):
        start, end = match.span()
        if claimed is None:
            claimed = [(c.start, c.end) for c in candidates if c.label in _CLAIMS_DIGITS] + others
        if any(s < end and start < e for s, e in claimed):
            continue  # a card's, an account's, an address's or a cued code's digits
        if not text[:start].strip() and not text[end:].strip():
            continue
        if _SLASH_BEFORE_RE.search(text, max(0, start - 4), start):
            continue  # "030 / 8847 2190": a phone number's digits after its area code
        if _NUMBERING_CODE_BEFORE_RE.search(text, max(0, start - 30), start):
            continue  # "sort code 20-00-00": a bank's number
        value = match.group()
        if match.group(2):
            first, second, _third = (int(p) for p in value.split(match.group(2)))
            if 1 <= first <= 31 and 1 <= second <= 12:
                continue  # "12-03-24": a date
        line_start = text.rfind("\n", 0, start) + 1
        before = _words(text, max(line_start, start - 40), start)
        blocking = [w.lower() for *_, w, kind in before[-3:] if kind in ("NONE", "PHONE")]
        if blocking and not (
            set(blocking) <= _GENERIC_NUMBER_WORDS
            and any(
                kind == "OTP" for *_, kind in _words(text, max(line_start, start - _BACK), start)
            )
        ):
            continue  # "Bestellnummer 448 120"; not "TAN-App ... die Nummer 48 39 27"
        after = _WINDOW_WORD_RE.match(text, end + 1) if text[end : end + 1] == " " else None
        if after is not None and after.group().lower() in _UNITS | _NONE_EXACT:
            continue  # "250 000 kr": an amount
        yield Span(start, end, "OTP")


# ---------------------------------------------------------------- a card's own tail
#
# Pasted card data joins its parts with slashes or bars ("4556737586899855/0927/412", "... | 09/27
# | 412"), and a code word may be glued to its digits ("cvc412", "CVV:017"): the number search
# above skips digits after a slash or a letter, so these are read here.
_CARD_TAIL_RE = re.compile(
    r"[^\S\n]*[/|;,]?[^\S\n]*(?:\d{1,2}[^\S\n]?[/.\-][^\S\n]?\d{2,4}|\d{4})[^\S\n]*[/|;,]?[^\S\n]*"
    r"(?P<value>\d{3,4})(?![\w]|[.,/]\d)"
    # Or the code first, then the expiry date ("5379120048837163 905 12/27").
    r"|[^\S\n]*[/|;,]?[^\S\n]*(?P<first>\d{3,4})[^\S\n]*[/|;,]?[^\S\n]*\d{1,2}[^\S\n]?/[^\S\n]?\d{2,4}"
    r"(?![\w]|[.,/]\d)"
)
_GLUED_CVC_RE = re.compile(
    r"c(?<![^\W\d_]c)(?:vc2?|vv2?|vn|id|sc)[:.#]?(?P<value>\d{3,4})(?![\w]|[.,/]\d)",
    re.IGNORECASE,
)


def card_tail_codes(text: str, lowered: str, card_spans: list[tuple[int, int]]) -> Iterator[Span]:
    """CVC spans a card's pasted tail or a glued code word holds (see above)."""
    for _start, end in card_spans:
        match = _CARD_TAIL_RE.match(text, end)
        if match is not None:
            group = "value" if match.start("value") != -1 else "first"
            yield Span(match.start(group), match.end(group), "CVC")
    if "cv" in lowered or "cid" in lowered or "csc" in lowered:
        for match in _GLUED_CVC_RE.finditer(text):
            if match.start("value") > match.start():
                yield Span(match.start("value"), match.end("value"), "CVC")


# A router's printed key is digits in groups of four or five ("4829 1173 6650 2291 0385"): in a
# message about a wireless network (see NETWORK_WORDS), such a run is its password wherever the
# cue stands ("Das WLAN-Passwort? Steht hinten auf der Box: ..."). A card number outranks it.
NETWORK_WORDS = ("wlan", "wifi", "wpa", "router", "fritz", "netzwerk", "netværk", "netwerk")
_ROUTER_KEY_RE = re.compile(r"(?<![\w\-])\d{4,5}(?:[ \-]\d{4,5}){2,}(?![\w]|[ \-]?\d)")


def router_keys(text: str) -> Iterator[Span]:
    """Router keys in a message about a wireless network (see above)."""
    for match in _ROUTER_KEY_RE.finditer(text):
        if identifier_between(text, max(0, match.start() - 40), match.start()):
            continue  # "Router Seriennummer 1234 5678 9012": the router's number, no key
        yield Span(match.start(), match.end(), "PASSWORD")


# ---------------------------------------------------------------- a code received, far from its cue
#
# "I requested a code to verify my phone, and after waiting ages and restarting the phone twice
# ... I finally got 662190", "... fik jeg endelig 660312": a long story between the code word and
# the number, which the message ends on after a verb of receiving. The cue window (_BACK) does not
# reach that far back; the story's phone and number words stand between.
_RECEIVED_RE = re.compile(
    r"(?<![\w])(?:(?:got|get|received|finally|fik|modtog|bekam|erhielt|bekommen|kreeg|ontving|"
    r"ontvangen|gekregen)\s+(?:[^\W\d_]+\s+){0,2}?"
    # ... or read out by someone: "he just read it out to me: 441906", "sie hat sie mir
    # vorgelesen: 551 290", "hun læste den op: 660312", "ze las hem voor: 883 021"
    r"|(?:read|reads|vorgelesen|las|læste|voorgelezen)(?:\s+[^\W\d_]+){0,4}\s*:\s*)"
    r"(?P<value>\d{4,8}|\d{3}[ -]\d{3})[\s.!?)]*\Z",
    re.IGNORECASE,
)
_CODE_WORD_RE = re.compile(r"(?<![^\W\d_])(?:code|kode|tan|otp)", re.IGNORECASE)


def received_codes(text: str, candidates: list[Span]) -> Iterator[Span]:
    """The number a message about a code ends on after a verb of receiving (see above)."""
    match = _RECEIVED_RE.search(text)
    if match is None:
        return
    start, end = match.span("value")
    cue = _CODE_WORD_RE.search(text, 0, match.start())
    if cue is None or any(c.start < end and start < c.end for c in candidates):
        return
    if identifier_between(text, cue.end(), start) and start - cue.end() <= _BACK:
        return  # "the code did not come, I got order 448120": the order's number
    yield Span(start, end, "OTP")


# ---------------------------------------------------------------- codes with dots or slashes
#
# "Verification thing came through finally. 8.1.9.3.3.0", "Bevestigingscode uit de mail:
# 7.3.0.9.1.5", "engangskoden er 55/19/03", "inlogcode 12/90/45", "the token shows 551/903": a code
# written with dots between its digits or slashes between its groups, after a code word. Single
# digits with dots are no decimal, version or date; slashed groups of six digits that make no
# date are no date.
_DOTTED_OR_SLASHED_RE = re.compile(
    r"(?<![\w.,/])(?:\d(?:\.\d){3,7}|\d{2,3}/\d{2,3}(?:/\d{2})?)(?![\w]|[.,/]\d)"
)
_CODE_CUE_BEFORE_RE = re.compile(
    r"(?i:code|kode|tan\b|otp|token|verifi|bevestig|bekræft|bestätig|engangs|einmal|"
    r"sms|2fa|authenticator|mitid|digid|bankid)"
)


def _a_date(value: str) -> bool:
    """True when slashed groups read as a day and a month in either order."""
    parts = [int(p) for p in value.split("/")]
    if len(parts) < 2:
        return False
    first, second = parts[0], parts[1]
    return (1 <= first <= 31 and 1 <= second <= 12) or (1 <= first <= 12 and 1 <= second <= 31)


def separated_codes(text: str, candidates: list[Span]) -> Iterator[Span]:
    """Codes written with dots or slashes after a code word (see above)."""
    for match in _DOTTED_OR_SLASHED_RE.finditer(text):
        start, end = match.span()
        value = match.group()
        if "/" in value and (sum(map(str.isdigit, value)) != 6 or _a_date(value)):
            continue
        if _CODE_CUE_BEFORE_RE.search(text, max(0, start - 80), start) is None:
            continue
        if any(c.start < end and start < c.end for c in candidates):
            continue
        yield Span(start, end, "OTP")


# ---------------------------------------------------------------- a code in parts
#
# "erster teil vom code ist 482 ... zweiter teil 913", "første halvdel af koden 318 ... den anden
# halvdel var 602", "first half of the code is 551, second half 903": each number a part word
# names in a message about a code is that code's part.
_PART_WORD_RE = re.compile(
    r"(?<![\w])(?i:teil|part|halvdel|halvdelen|helft|deel|hälfte|haelfte|half|stykke|del)"
    r"(?![\w])"
)
_PART_NUMBER_RE = re.compile(r"[^\d\n]{0,30}?(?<![\w.,/:-])(\d{2,5})(?![\w]|[.,:/]\d)")


def code_parts(text: str, candidates: list[Span]) -> Iterator[Span]:
    """The numbers part words name in a message about a code (see above)."""
    if _CODE_CUE_BEFORE_RE.search(text) is None:
        return
    for part in _PART_WORD_RE.finditer(text):
        number = _PART_NUMBER_RE.match(text, part.end())
        if number is None:
            continue
        start, end = number.span(1)
        if any(w[3] in ("NONE", "PHONE") for w in _words(text, part.end(), start)):
            continue  # "half of the order 4471": an identifier's number
        if not any(c.start < end and start < c.end for c in candidates):
            yield Span(start, end, "OTP")


# ---------------------------------------------------------------- a code said to have come
#
# "ja das war die 905512, kam um 14:03", "ja die is er nu, 6091. sorry duurde even", "yeah that
# was 4471": a short reply that confirms or says a code has come, and a number of a code's length
# in it that nothing else names, is the code the conversation asked for (detect() sees one message
# at a time; with the question at hand, memory.services passes `asked`).
_CONFIRMED_RE = re.compile(
    r"\A\W*(?i:ja|jo|jep|jup|yes|yeah|yep|yup|ok|okay|oké|jawel|nu)(?![\w])"
    r"|(?<![\w])(?i:kam|came|arrived|angekommen|ist\s+da|is\s+er|is\s+binnen|kom|er\s+kommet|"
    r"modtaget|received|got\s+it|fik\s+den|gekregen|ontvangen|that\s+was|das\s+war|det\s+var|"
    r"dat\s+was)(?![\w])"
)
_CODE_SIZED_RE = re.compile(
    r"(?<![\w.,:/€$£#+-])(?<!\d[ \-])(?:\d{4,8}|\d{3}\s\d{3})"
    r"(?![\w-]|[.,:/]\d|[ \-]\d|\s?(?:%|€|kr))"
)
_MAX_REPLY = 120
_VEHICLE_RE = re.compile(
    r"(?<![\w])(?i:flight|flug|fly|flyet|vlucht|train|zug|tog|toget|trein|bus|ferry|fähre|færge|"
    r"veerboot|gate|gleis|spor|perron|platform|seat|sitz|sæde|stoel|room|zimmer|værelse|kamer)"
    r"(?![\w])"
)


def confirmed_codes(text: str, candidates: list[Span]) -> Iterator[Span]:
    """The code a short reply confirms or says has come (see above)."""
    if len(text) > _MAX_REPLY or _CONFIRMED_RE.search(text) is None:
        return
    if any(kind in ("NONE", "PHONE") for *_, kind in _words(text, 0, len(text))):
        return  # "Kundennummer ist 1047736, die Lieferung kam": a number of something else
    for match in _CODE_SIZED_RE.finditer(text):
        start, end = match.span()
        value = match.group()
        if len(value) == 4 and value_is_year(value):
            continue
        if any(c.start < end and start < c.end for c in candidates):
            continue
        if identifier_between(text, max(0, start - 40), start):
            continue  # "ja, Bestellnummer 44120": the order's number
        if _LETTERS_BEFORE_RE.search(text, max(0, start - 4), start) or _VEHICLE_RE.search(text):
            continue  # "Ja, op vlucht TB 1432": a flight's, a train's or a bus's number
        yield Span(start, end, "OTP")


# ---------------------------------------------------------------- codes told as a story
#
# "The bank sent me a text this morning ..., it had a number in it, 660418", "the app wanted to
# verify it was me ... the number was 203 658": the word "code" is never said; the story around
# the number says what it is. Fail closed: in a message that tells of a text, a verification or a
# sign-in, the one number of a one-time code's size (six digits, or two groups of three) that no
# other value claims and no identifier's or price's word in its sentence names is the code (a
# phone's word only right before it: the code's story often tells of the phone it came to).
_TOLD_CODE_RE = re.compile(
    # Not a phone number's last group ("0171 234567", "(040) 882 104").
    r"(?<![\w.,/:+€$£#§-])(?<!\d[ \-])(?<!\))(?<!\) )"
    r"(?:\d{6}|\d{3}[ \-]\d{3})(?![\w]|[.,:/]\d|[ \-]\d)"
)
# A story of a code: a message sent to the person, or a check of who they are.
_CODE_STORY_RE = re.compile(
    r"(?<![\w])(?:texted|text|sms|verify|verified|verifying|sign(?:ed|ing)?[ -]in|log(?:ged|ging)?"
    r"[ -]in|besked|nachricht|bericht|berichtje|inloggen|anmelden|angemeldet|einloggen|logge ind|"
    r"bekræft\w*|bestätig\w*|bevestig\w*|verifi\w*|mitid|nemid|digid|bankid|itsme|"
    r"authenticator|push)(?![\w])",
    re.IGNORECASE,
)
_TOLD_SENTENCE_END_RE = re.compile(r"[.!?\n]")
_NAMING_REACH = 40


def told_codes(text: str, candidates: list[Span]) -> Iterator[Span]:
    """The one code-sized number of a message that tells of a text or a verification."""
    if _CODE_STORY_RE.search(text) is None:
        return
    free = [
        m
        for m in _TOLD_CODE_RE.finditer(text)
        if not any(c.start < m.end() and m.start() < c.end for c in candidates)
    ]
    if len(free) != 1:
        return  # several numbers: which one is the code is not told
    start, end = free[0].span()
    ends_before = [m.end() for m in _TOLD_SENTENCE_END_RE.finditer(text, 0, start)]
    sentence_start = ends_before[-1] if ends_before else 0
    after_end = _TOLD_SENTENCE_END_RE.search(text, end)
    sentence_end = after_end.start() if after_end is not None else len(text)
    # The words that may name the number: those shortly before it in its sentence, and the rest of
    # its clause after it ("the text said order 448120 ships today", "448120 is my order").
    clause_end = text.find(",", end, sentence_end)
    words = _words(text, max(sentence_start, start - _NAMING_REACH), start)
    before = list(words)
    words += _words(text, end, clause_end if clause_end != -1 else sentence_end)
    for *_, word, kind in words:
        if kind == "NONE" and word.lower() not in _GENERIC_NUMBER_WORDS:
            return
    if any(kind == "PHONE" for *_, kind in before[-3:]):
        return  # "my phone number 448 120"; not "sent something to my phone, ... 203 658"
    after = _WINDOW_WORD_RE.match(text, end + 1) if text[end : end + 1] == " " else None
    if after is not None and after.group().lower() in _UNITS | _NONE_EXACT:
        return  # "250 000 kr": an amount
    yield Span(start, end, "OTP")
