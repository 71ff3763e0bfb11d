"""Kinds of detection round 21: Diners Club and JCB card numbers, a code sent to reset a password
("code voor het wachtwoord resetten"), a one-time code beside "unblock" (no lock), an Indian bank
app's PIN ("mpin", "TPIN"), "its literally just X" for "it's", and "Het is: X" after a password
word.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, label: str, lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == label]


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("Diners Club please: 3600 666633 3344, exp 11/27", "3600 666633 3344, exp 11/27"),
        ("paying by JCB 3566 0020 2036 0505 if that works", "3566 0020 2036 0505"),
    ],
)
def test_diners_club_and_jcb_numbers_are_cards(text, card):
    assert found(text, "CARD", "en") == [card]


def test_a_diners_length_run_that_fails_luhn_is_no_card():
    assert found("Diners Club: 3600 666633 3345", "CARD", "en") == []


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        ("nl", "de code voor het wachtwoord resetten, 604 118, werkt niet", "604 118"),
        ("en", "the code for my password reset was 772 031 but it expired", "772 031"),
    ],
)
def test_a_code_to_reset_a_password_is_one_time(lang, text, code):
    assert found(text, "OTP", lang) == [code]


def test_a_one_time_code_beside_unblock_stays_one_time():
    text = "OTP 551902 came but the payment failed, please unblock my card"
    assert found(text, "OTP", "en") == ["551902"]


@pytest.mark.parametrize(("text", "pin"), [("my mpin is 7301 btw", "7301"), ("TPIN: 8842", "8842")])
def test_a_bank_apps_own_pin_is_a_password(text, pin):
    assert found(text, "PASSWORD", "en") == [pin]


def test_its_with_fillers_points_at_the_password():
    text = "can't log in with my password (its literally just seahorse) help"
    assert found(text, "PASSWORD", "en") == ["seahorse"]


def test_het_is_with_a_colon_after_a_password_word():
    text = "Ik heb een nieuw wachtwoord gemaakt. Het is: Kerstboom2024. Toch weigert de app."
    assert found(text, "PASSWORD", "nl") == ["Kerstboom2024"]


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        (
            "en",
            "the app said it would text a code to my old phone, which my sister has now since I "
            "gave it to her last spring, and she just read it out to me: 804 227",
            "804 227",
        ),
        (
            "de",
            "der Code ging an das Handy meiner Frau, die war den ganzen Tag unterwegs und hat es "
            "erst jetzt gesehen, sie hat ihn mir vorgelesen: 339104",
            "339104",
        ),
    ],
)
def test_a_code_read_out_by_someone_far_from_its_cue(lang, text, code):
    assert found(text, "OTP", lang) == [code]


def test_a_number_read_out_with_no_code_word_is_no_code():
    assert found("the meter reading, I read it out: 441906", "OTP", "en") == []


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        (
            "nl",
            "als wachtwoord heb ik de naam van mijn paard genomen, Bliksem, met hoofdletter",
            "Bliksem",
        ),
        ("en", "it's our parrot's name, Captain, capital C", "Captain"),
        ("de", "das Passwort ist der Name unseres Katers, Felix, klein geschrieben", "Felix"),
        ("da", "adgangskoden er min hunds navn, Bamse, med stort B", "Bamse"),
    ],
)
def test_a_name_after_whose_name_it_is_is_the_password(lang, text, name):
    assert found(text, "PASSWORD", lang) == [name]


@pytest.mark.parametrize(
    "text",
    ["my dog's name, Rufus, is on the vet bill too", "de naam van onze kat is Minoes, ze is 3"],
)
def test_a_name_with_no_password_word_nor_a_note_on_its_letters_is_none(text):
    assert found(text, "PASSWORD") == []
