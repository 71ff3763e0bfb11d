"""A passphrase of plain words after "password is" is a password, all of it.

Sentences made up for these tests; the outside check of 2026-12-04 found "the password I use
everywhere is correct horse battery staple" stored as "... correct horse battery [password
removed]". Talk about a password ("is not working", "is on the sticker") stays.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str) -> list[tuple[str, str]]:
    return [(span.label, text[span.start : span.end]) for span in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "my password is correct horse battery staple", "correct horse battery staple"),
        (
            "en",
            "the password I use everywhere is correct horse battery staple",
            "correct horse battery staple",
        ),
        ("nl", "mijn wachtwoord is groene kikker springt hoog", "groene kikker springt hoog"),
        ("da", "min adgangskode er gul hest løber hurtigt", "gul hest løber hurtigt"),
        ("de", "mein Passwort ist blauer Himmel über Kiel", "blauer Himmel über Kiel"),
    ],
)
def test_the_whole_passphrase_is_the_password(lang, text, value):
    assert found(text, lang) == [("PASSWORD", value)]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "my password is not working anymore"),
        ("en", "my password is the name of my dog"),
        ("en", "the default password is on the sticker, but mine has no sticker"),
        ("en", "the default password is printed under it, do I use that one?"),
        ("nl", "PIN-betaling aan de deur mogelijk?"),
        ("de", "Ich hab die PIN-Sperre am Handy an, geht die eSIM trotzdem?"),
        ("en", "my password is too short for the form"),
        ("en", "the password was declined twice this morning"),
    ],
)
def test_talk_about_a_password_stays(lang, text):
    assert "PASSWORD" not in [label for label, _value in found(text, lang)]
