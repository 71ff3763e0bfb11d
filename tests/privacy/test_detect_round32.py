"""Rules written for what detection round 32's development half showed (issue 20).

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "PINsentry gave me 50917733 but the payment page says invalid", "50917733"),
        ("de", "der chipTAN-Leser zeigt 771204, die Überweisung geht trotzdem nicht", "771204"),
    ],
)
def test_a_bank_s_card_reader_names_a_one_time_code(lang, text, value):
    assert found(text, lang) == [(value, "OTP")]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "de",
            "Ich habe das Konto für meinen Vater angelegt, wir haben seinen Heimatort genommen: "
            "Wernigerode. Jetzt sagt die Seite, das Kennwort sei zu schwach.",
            "Wernigerode",
        ),
        (
            "en",
            "set up my dad's account, we used his home town: Lowestoft. now it says the password "
            "is too weak",
            "Lowestoft",
        ),
    ],
)
def test_what_was_chosen_after_a_colon_in_a_message_about_a_password_is_one(lang, text, value):
    assert found(text, lang) == [(value, "PASSWORD")]


def test_a_method_chosen_after_a_colon_is_no_password():
    assert found("password reset done, the method used: email.", "en") == []
