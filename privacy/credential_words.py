"""Words and helpers the password detectors of privacy.detect share (credentials, frames, tries,
likeness, windows), outside that package so that its modules import them without importing the
package they belong to."""

from __future__ import annotations

import re

# Words that stand where a password would but are none ("ist falsch", "is not working").
NOT_A_VALUE = frozenset(
    """vergessen vergesse vergass falsch nicht kein keine geändert ändern zurücksetzen zurückgesetzt
    zurück abgelaufen gesperrt korrekt richtig funktioniert geht zu sehr leider auch wieder noch
    immer
    neu neues angeben eingeben vergeben vergessen? vergessen. vergessen!
    forgot forgotten forget wrong incorrect not no expired locked reset changed change correct right
    working work too very also again still invalid required missing blank empty
    the a an that this it case sensitive secure safe weak strong long short
    glemt glemte forkert ikke ingen udløbet spærret nulstillet ændret korrekt rigtig virker for
    meget også igen stadig vergeten fout onjuist niet geen verlopen geblokkeerd gereset gewijzigd
    juist goed werkt te erg ook weer nog steeds kwijt vergeten. vergeten? sent gesendet
    ist is er lautet lang kurz long short lange kort for to til auf naar in zu på
    mein my min mijn meine the der die das den de het en et
    link links email e-mail mail page seite side pagina button knop knap feld field veld felt
    function funktion functie funktionen option optionen manager policy rules regeln regels
    regler requirements anforderungen hint tip länge length lengte længde reset-link
    zurücksetzen-link nulstilling reset-mail
    everywhere überall overal overalt anywhere irgendwo ergens nowhere nirgends nergens
    therefore darum deshalb daarom derfor why warum waarom hvorfor
    tried versuchte versucht probeerde probeerden geprobeerd prøvede prøvet forsøgte
    forsøgt tastes taste indtaste indtastes alles wijzigen veranderen aanpassen speichern
    gespeichert opslaan""".split()
)

# Words that say what a password is made of or what it opens, never its value ("ein Satz",
# "sætninger som kode", "das Konto ist gesperrt").
MADE_OF_WORDS = frozenset(
    """satz sätze sentence sentences sætning sætninger zin zinnen phrase phrasen phrases
    passphrase wörter words woorden konto kontoen konti konten account accounts profil profile
    profiel""".split()
)

# Devices whose login is their password ("the windows login is sunflower88"): see
# privacy.detect.logins.device_login and privacy.detect.talk.
DEVICE_WORDS = frozenset(
    """windows laptop computer pc mac macbook bios router tablet ipad imac desktop rechner
    notebook bærbar bærbare computeren laptoppen""".split()
)

# Words that name a user, a network, an account or a customer: the token they name is no password.
NAMED_OTHER_STEMS = """user username benutzer benutzername anmeldename brugernavn bruger gebruiker
    gebruikersnaam login inlog log-in navn name naam ssid netzwerk netværk netwerk network konto
    account kunde kundennummer kundenummer klantnummer customer id handle nick nickname gamertag
    profil profile""".split()
NAMED_OTHER_WORDS = frozenset(
    stem + joint + suffix
    for stem in NAMED_OTHER_STEMS
    for joint in ("", "-")
    for suffix in ("", "name", "navn", "naam", "nummer", "number", "nr", "id", "s", "en", "et", "e")
    if joint == "" or suffix
)


def clean_value(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop sentence punctuation that ends a message after a value."""
    while end > start and text[end - 1] in ".,;:)]}\"'“”»«":
        end -= 1
    if end > start and text[end - 1] in "!?" and (end == len(text) or text[end].isspace()):
        # "!" inside a password is common; keep it unless the value then looks like a word.
        core = text[start:end].rstrip("!?")
        if core.isalpha():
            end = start + len(core)  # "Zeeland!!": the detector adds the marks back at the end
    return start, end


# Words that put a message in a login's context. Stems found inside a word too ("Zugangspasswort",
# "Kundenlogin", "klantportaal"); misspellings keep the stem's first letters ("pasword",
# "paswoord", "wachtwoort", "kenwort").
_CONTEXT_INSIDE_RE = re.compile(
    r"pa(?:s|ss|ß)(?:w|-?word|wd|code)|pass\s?word|ken+w[oö]rt|wacht?w|kodeord|adgangskode|"
    r"zugangs(?:daten|code)|toegangscode|login|porta+l|kundencenter|"
    # Resetting, forgetting or being locked out happens to a password or an account.
    r"zurückgesetzt|zurücksetz|ausgesperrt|locked out|låst ude|"
    # The value used as always, or changed by someone: "hetzelfde als altijd, kaasstengel7", "my
    # old one was Tottenham1882 but it's been changed".
    r"hetzelfde als altijd|same as always|same one as always|wie immer|das gleiche wie|"
    r"samme som altid|det samme som|my old one|mein altes|min gamle|mijn oude|"
    r"been changed|has changed|ge(?:ä|ae)ndert|veranderd|gewijzigd|ændret|skiftet"
)
# Words found at a word's start only, some as whole words ("pw", "ww", "pin", "konto"). The
# pattern starts with the separator before the word, so that `re` skips from one to the next in
# C; credential_context() puts a space before the text for its first word.
_CONTEXT_START_RE = re.compile(
    r"[^\w](?:(?:pw|pwd|ww|pin|pinnen|log(?:ged|ging)?[\s-]?(?:in|on)|logon|log\s?ind|"
    r"logge(?:de|[dt])?\s?ind|loggede|sign(?:ed|ing)?[\s-]?(?:in|on)|signin|credentials?|creds|"
    r"konto|kontoen|konti|konten|"
    r"mitid|nemid|digid|mit\s?side|mijn\s?omgeving|vergessen|vergeten|forgot|forgotten)(?!\w)|"
    r"pin-?(?:code|kode|nummer|number)|inlog|ingelogd|anmeld|angemeldet|einlogg|eingeloggt|"
    r"account|benutzer|brugernavn|gebruikersnaam|username|reset|resett|nulstil|glemt|wachw|"
    r"buitengesloten|"
    # A screen refusing what was typed: "ugyldige oplysninger", "ongeldige inloggegevens".
    r"ugyldige\s+oplysninger|ongeldige\s+(?:inlog)?gegevens|ungültige\s+(?:anmelde|zugangs)?daten)"
)


def credential_context(lowered: str) -> bool:
    """True when a lower-cased message talks about a login, an account, a password or a PIN."""
    return (
        _CONTEXT_INSIDE_RE.search(lowered) is not None
        or _CONTEXT_START_RE.search(" " + lowered) is not None
    )
