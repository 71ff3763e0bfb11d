"""Secret kinds of detection round 12 (issue 20): a password dictated piece by piece, the tries of
one password listed side by side, a password corrected by another spelling of it, the code that
opens an entrance, a SIM's PUK, a PIN letter and an alarm's user code, a code read out in pieces,
a Danish "nummeret er" before a phone number.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, label: str = "PASSWORD", lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == label]


# ---------------------------------------------------------------- dictated piece by piece


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "mein Kennwort lautet: klein m, groß T, dann 4 4 und ein Fragezeichen. Danke",
            "klein m, groß T, dann 4 4 und ein Fragezeichen",
        ),
        (
            "the password is capital R, small o, b, then 7 7 and a hash sign",
            "capital R, small o, b, then 7 7 and a hash sign",
        ),
        (
            "mijn wachtwoord is hoofdletter K, dan 'aas', dan twee keer de 3",
            "hoofdletter K, dan 'aas', dan twee keer de 3",
        ),
        ("kodeordet er stort B, lille i, l, og så 9 9", "stort B, lille i, l, og så 9 9"),
    ],
)
def test_a_dictated_password_is_found_whole(text, value):
    assert value in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "das Passwort muss einen Großbuchstaben und eine Zahl haben",
        "my password is case sensitive, capital letters matter",
        "mijn wachtwoord werkt niet meer sinds gisteren",
        "password doesn't work, is it with a capital letter or not?",
    ],
)
def test_talk_about_a_password_s_letters_is_no_dictation(text):
    assert found(text) == []
