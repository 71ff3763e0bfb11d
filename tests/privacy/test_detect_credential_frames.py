"""A sentence frame names a credential with no password word before the value (issue 20, round
six): "set it to X", "the old one was X", "X with a capital M", a case note, "it's my dog's name,
X", "X or X2" in a login's context, quoted values tried after a password word, a login's "user /
words". Codes issued for one use (pickup, backup) are one-time codes; a phone number after its
bracketed area code is no code. The hard negatives below use the same frames and must stay clean.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(s.label, text[s.start : s.end]) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "values"),
    [
        # A setting verb gives "it" the value.
        (
            "en",
            "changed it to blue-heron-77 on monday and the portal still rejects me",
            ["blue-heron-77"],
        ),
        (
            "de",
            "Passwort geht nicht. Ich hab es gestern auf Zitronenbaum geändert",
            ["Zitronenbaum"],
        ),
        ("nl", "mijn wachtwoord werkt niet, ik heb het op Kokosnoot9 gezet", ["Kokosnoot9"]),
        # The old and the new one.
        (
            "en",
            "the old one was rainfall42, then the new one I picked was Rainfall43? locked out now",
            ["rainfall42", "Rainfall43?"],
        ),
        (
            "en",
            "my password: the old one was tangerine, the new one is clementine",
            ["tangerine", "clementine"],
        ),
        # A case note names the word before it.
        (
            "en",
            "use Pumpernickel with a capital P for the app, it's the shared login",
            ["Pumpernickel"],
        ),
        ("de", "Zugang zur App: Wolkenkratzer, mit großem W", ["Wolkenkratzer"]),
        ("de", "Benutzer = hk.lorenz, Passwort = einhornwiese (alles klein)", ["einhornwiese"]),
        # What the password is made of, then the value, in a login's context.
        (
            "en",
            "it is my cat's name, Pistachio. can't sign in with it since tuesday",
            ["Pistachio"],
        ),
        # Two spellings of one value, either of them the password.
        (
            "en",
            "it's Walrus55 or walrus55, no idea which I used for the recipe site",
            ["Walrus55", "walrus55"],
        ),
        # Quoted values tried after a password word.
        (
            "en",
            "the password rules are odd: I tried 'Falcon', then 'Falcon7' and both failed",
            ["Falcon", "Falcon7"],
        ),
        # A login's user, a slash, a password of several words.
        (
            "de",
            "Zugangsdaten für die Bibliothek: lesewurm88 / grüner tee mit honig",
            ["grüner tee mit honig"],
        ),
        # A spaces note that opens with other words.
        (
            "en",
            "pw: purple monkey dishwasher (honestly, typed with spaces)",
            ["purple monkey dishwasher"],
        ),
        # A change verb and its new value, no password word, in a locked account's message.
        (
            "da",
            "jeg har skiftet til rugbroed.med.ost i går, og nu er kontoen låst",
            ["rugbroed.med.ost"],
        ),
        (
            "nl",
            "ik heb het vanochtend veranderd in zomer-aan-zee maar mijn wachtwoord faalt",
            ["zomer-aan-zee"],
        ),
        # A setting verb with the credential as its object, a case note after a dash.
        ("da", "vi har sat koden til snemand – kun små bogstaver", ["snemand"]),
        # A login's name by a copula, then the shared cue for the password.
        ("da", "mit login er jens_p71 og koden kaffekop, det virker ikke", ["kaffekop"]),
        # A participle the password was set with.
        (
            "nl",
            "mijn wachtwoord voor de bieb heb ik ingesteld op zeven-zeeen-rond",
            ["zeven-zeeen-rond"],
        ),
        # "made it X" takes a secret-shaped value only; old and new in German.
        ("en", "I made it ocean-breeze-4 and the portal still says no", ["ocean-breeze-4"]),
        (
            "de",
            "das alte war Zugspitze8, das neue ist Zugspitze9, mein Konto ist gesperrt",
            ["Zugspitze8", "Zugspitze9"],
        ),
    ],
)
def test_password_named_by_a_frame(lang, text, values):
    spans = found(text, lang)
    for value in values:
        assert ("PASSWORD", value) in spans


@pytest.mark.parametrize(
    ("lang", "text", "label", "value"),
    [
        (
            "en",
            "the post office app sent me pickup code 4408-17, the door won't open",
            "OTP",
            "4408-17",
        ),
        (
            "en",
            "I have my recovery codes for my account, the next one is 5520-1184",
            "OTP",
            "5520-1184",
        ),
        # An aside between the code's cue and the code names no number.
        ("en", "the login code you texted me (arrived late, btw) is 604 118", "OTP", "604 118"),
        # A locker's code that was sent or shown is issued for one use.
        ("da", "boksen vil have en kode, jeg fik 552 913 tilsendt i en sms", "OTP", "552 913"),
        (
            "nl",
            "de code van het kluisje die de app toonde: 61 40 88, maar hij blijft dicht",
            "OTP",
            "61 40 88",
        ),
    ],
)
def test_one_use_codes(lang, text, label, value):
    assert (label, value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I set it to private so only friends see my profile on the app"),
        ("en", "Can you set it to Spanish? The app keeps switching back"),
        ("en", "the new one is Samsung, the old one was broken, can I log in on it"),
        ("en", "the old one was 2019 model, the new one is the X200 and the login screen freezes"),
        ("de", "Ich hab es auf Englisch gestellt, jetzt sehe ich das Login nicht mehr"),
        ("nl", "ik heb het op Engels gezet maar inloggen lukt niet"),
        ("en", "My daughter's name is Emma with a capital E, please correct the booking"),
        ("en", "its iPhone13 or iPhone14, i cant remember which one i bought from your site"),
        ("en", "Order 4471 or 4472, I can't remember which one on my account"),
        ("en", 'password reset: I tried the "Forgot password" link and the "Send" button'),
        ("de", "Passwort geändert, das Portal sagt trotzdem 'unbekannter Benutzer' beim Login"),
        ("de", "Die Mail sagt 'Kennwort sofort erneuern!' – ist das echt oder Betrug?"),
        ("de", "Die neue Karte ist da, aber die alte ist irgendwie noch aktiv"),
        ("de", "mein Passwort ging nicht mehr, und jetzt ist alles gesperrt"),
        ("en", "please call me back at (212) 555-0143, I got your text about the delivery"),
        ("da", "koden til alarmen i sommerhuset, hvor står den? i manualen?"),
        ("da", "jeg skal bruge kode til min nye konto – kan ikke finde mailen"),
        ("nl", "mijn wachtwoord heeft twee woorden, is dat sterk genoeg?"),
        ("da", "vi har skiftet til MobilePay, men min konto er låst"),
        ("en", "we changed to Vodafone-Plus and now the login page won't load"),
        ("en", "I made it clear to support that my login fails"),
        ("en", "the old one was slow, the new one is faster, can I log in"),
        ("de", "Die neue Karte ist besser, die alte war kaputt, die PIN geht"),
        ("en", "what are the rules for the account name (length, no capitals)?"),
    ],
)
def test_frames_leave_talk_clean(lang, text):
    assert [label for label, _value in found(text, lang) if label != "PHONE"] == []


def test_a_card_between_a_number_and_a_cue_claims_the_cue():
    # The first digits typed, then withdrawn; the code cue after the card names that card's code.
    text = "zahle mit Karte 3714? ach nein, mit Visa 4111 1111 1111 1111, Prüfziffer 837"
    assert found(text, "de") == [
        ("CARD", "4111 1111 1111 1111"),
        ("CVC", "837"),
    ]
