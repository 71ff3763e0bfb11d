"""A credential or code cue governs its clause (issue 20, fourth round): the value a preposition,
a quotation, a belief or a naming word puts in the cue's clause is the secret; the words around a
cue that name something else (a button, a message, a protection) are not.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(s.label, text[s.start : s.end]) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # A preposition before the cue: the word after it is the value.
        ("nl", "ik log altijd in met wachtwoord Kersenboom en dat ging goed", "Kersenboom"),
        ("de", "Ich hab als Passwort Regenschirm genommen", "Regenschirm"),
        ("de", "geht nicht mit dem Passwort hirschkäfer, was mache ich falsch", "hirschkäfer"),
        ("en", "tried to sign in with password lavender and it bounced me", "lavender"),
        ("da", "jeg logger på med kodeordet Havørn, men den afviser det", "Havørn"),
        # A quoted value later in the cue's sentence, whatever stands between.
        ("de", "Kennwort ist (ohne die Striche) 'Leuchtturm'", "Leuchtturm"),
        ("en", "the password your technician set was 'tigerlily'", "tigerlily"),
        ("nl", 'het wachtwoord staat op het briefje als "Zonnedauw"', "Zonnedauw"),
        # What the person believes it was.
        ("nl", "wachtwoord kwijt, ik dacht dat het egeltje was", "egeltje"),
        ("de", "Passwort vergessen, ich glaube es war Mausefalle", "Mausefalle"),
        ("en", "forgot my password, i think it was dandelion", "dandelion"),
        ("da", "har glemt kodeordet, jeg tror det var solsort", "solsort"),
        # A naming word restates it, in small letters too.
        ("nl", "mijn ww is hetzelfde als bij de bank, namelijk sprinkhaan", "sprinkhaan"),
        ("de", "das Passwort ist das gleiche wie immer, nämlich bergziege", "bergziege"),
    ],
)
def test_password_named_in_the_cues_clause(lang, text, value):
    assert ("PASSWORD", value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "label", "value"),
    [
        # An expiry date between an identifier-like word and the code does not claim the code.
        ("en", "Amex 3782 822463 10005 exp 04/29 code 4417", "CVC", "4417"),
        ("de", "Karte 3782 822463 10005 gültig 11/28 Code 6631", "CVC", "6631"),
        # A code for a device is its owner's PIN; an ungrouped passcode too.
        ("en", "the passcode for my phone is 190284", "PASSWORD", "190284"),
        ("de", "der Code für mein Handy ist 4471", "PASSWORD", "4471"),
        ("en", "Member no. 5512093, passcode 771203 for phone banking", "PASSWORD", "771203"),
        # A passcode an app shows comes grouped: a one-time code.
        ("en", "the passcode the app showed me was 551 230", "OTP", "551 230"),
    ],
)
def test_code_kinds_in_their_window(lang, text, label, value):
    assert (label, value) in found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # A button or a message in quotes after a password cue is the screen's words.
        ("da", "jeg har glemt min adgangskode, og når jeg trykker 'glemt' sker der intet"),
        ("de", "Passwort eingegeben, dann steht da nur 'Sitzung abgelaufen'"),
        ("en", 'I reset my password and it just says "Something went wrong"'),
        ("nl", "klik ik op 'wachtwoord vergeten' dan gebeurt er niks"),
        # A preposition and the cue, then what the cue is for.
        ("de", "Ist das Konto mit Passwort geschützt?"),
        ("en", "Does the app come with password protection?"),
        ("nl", "met wachtwoord inloggen lukt niet meer"),
        ("da", "kan man logge ind med kodeord eller kun med MitID?"),
        # A code word after an identifier with a letter code.
        ("da", "returlabelen kom med kode RT4-88K, men printeren er i stykker"),
        # Beliefs about other things than a password.
        ("en", "I forgot my password, I think it was on the old laptop"),
        ("nl", "mijn wachtwoord werkt niet, ik dacht dat het aan jullie lag"),
    ],
)
def test_talk_around_a_cue_stays_clean(lang, text):
    assert [label for label, _ in found(text, lang) if label == "PASSWORD"] == []
