"""Talk about a secret is not the secret (issue 20, round eight): a masked value, a quoted
screen message or security question, a user or network name, a word of the sentence that goes
on after a short cue, a description before the value, a ticket's number and a PIN's length stay
clean; codes with letters, a card's code between its number and its expiry date and a control
number on a card are found.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(s.label, text[s.start : s.end]) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Kennwort: ••••••••\n(das Feld zeigt nur Punkte)"),
        ("en", "password: *********** is what the form shows me"),
        ("de", "Beim Login steht dann 'Konto vorübergehend gesperrt', was soll ich tun?"),
        ("nl", "na het wachtwoord invullen komt 'ongeldige invoer' in beeld"),
        ("en", "after a password reset the site asks for a 'memorable place', never set one"),
        ("da", "kodeordet virker, men så spørger den om et 'hemmeligt spørgsmål' bagefter"),
        ("de", "Die Sicherheitsfrage 'Name der Grundschule' kann ich nicht beantworten"),
        ("en", "the guest wifi password? the network is called Harbour_Lounge_5G"),
        ("nl", "mijn wachtwoord werkt niet, gebruikersnaam is gewoon pietje_1980 hoor"),
        ("da", "hvad er koden til jeres gæstenet? netværket hedder 'Bageriet_Gaest'"),
        ("de", "Passwort sag ich nicht, aber mein Benutzername ist 'maus_77'"),
        ("de", "mein pw hat ein ß drin, klappt das?"),
        ("nl", "mijn ww ligt het niet aan, de app crasht gewoon"),
        ("da", "koden til kælderen er vel ikke noget I styrer?"),
        ("nl", "ik heb vorige maand een nieuw wachtwoord aangevraagd maar niks ontvangen"),
        ("en", "Ticket #PW-44120 about my password reset is still open"),
        ("en", "The lock lists 'PIN 4-6 digits' in the manual, is that right?"),
        ("de", "Laut Handbuch ist die PIN 4-8 Ziffern lang"),
        ("da", "parkeringsappen vil have en zonekode, er det 2100 her?"),
        ("nl", "de bezorgerscode PK-5531 staat op de bon, wat is dat?"),
        ("en", "the flyer said 'enter code 30OFF when you pay', still works?"),
    ],
)
def test_talk_stays_clean(lang: str, text: str) -> None:
    assert [f for f in found(text, lang) if f[0] in ("PASSWORD", "OTP")] == []


@pytest.mark.parametrize(
    ("lang", "text", "label", "value"),
    [
        # A description first, then the value it describes.
        (
            "nl",
            "ww = naam van de kat + geboortejaar, dus Minoes1987. werkt niet",
            "PASSWORD",
            "Minoes1987",
        ),
        (
            "en",
            "my pw — yes, the short word — is Kettle!Drum4 and it fails",
            "PASSWORD",
            "Kettle!Drum4",
        ),
        # Two values, one of them the password: both stay.
        (
            "en",
            "the password is marmalade (small m) or maybe Marmalade7, can't recall",
            "PASSWORD",
            "marmalade",
        ),
        # A user word near a password named after it.
        ("en", "username is joe_b and the password is Quince_Tree9", "PASSWORD", "Quince_Tree9"),
        (
            "da",
            "jeg bruger altid Skovsnegl44 som kode, men den virker ikke",
            "PASSWORD",
            "Skovsnegl44",
        ),
        ("en", "the voicemail PIN on your network is 7305 and it says wrong", "PASSWORD", "7305"),
        # Codes with letters; a card's code before its expiry date; a control number on a card.
        (
            "en",
            "the store mailed me a security code, 7RWKZ, and the page refuses it",
            "OTP",
            "7RWKZ",
        ),
        (
            "da",
            "de sendte en kode til min mail: 7TRP 2KXM, men den virker ikke",
            "OTP",
            "7TRP 2KXM",
        ),
        ("en", "4539578763621486 318 09/28", "CVC", "318 09/28"),  # the code and the expiry
        ("de", "Karte 4539 5787 6362 1486, Kontrollnummer 284, abgelehnt", "CVC", "284"),
        ("da", "kortet 4539 5787 6362 1486 har fået ny kontrolkode 519", "CVC", "519"),
    ],
)
def test_secret_found_beside_talk(lang: str, text: str, label: str, value: str) -> None:
    assert (label, value) in found(text, lang)
