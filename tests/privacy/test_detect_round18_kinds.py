"""Kinds of detection round 18: what is no password though a password word stands near it: a
verb after "need to" or "have to", a span of time ("every 90 days", "8 werkdagen"), the letter a
PIN comes in, a model's code that starts with a cue's letters ("WW90T534DAW").

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, label: str, lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == label]


@pytest.mark.parametrize(
    "text",
    [
        "I reset my PIN yesterday, do I need to call the bank too?",
        "changed my password and now I have to wait 24 hours?",
        "after I reset the password, how to log in on the tablet?",
        "I changed my pin and want to confirm it works",
    ],
)
def test_a_verb_after_an_infinitives_to_is_no_password(text):
    assert found(text, "PASSWORD", "en") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I want to change my password to hollyhock", "hollyhock"),
        ("I changed my password and need to set it to Brambles4", "Brambles4"),
    ],
)
def test_a_change_to_a_value_after_need_to_is_still_read(text, value):
    assert found(text, "PASSWORD", "en") == [value]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("must the password really be changed every 60 days?", "en"),
        ("muss das Kennwort wirklich alle 30 Tage neu?", "de"),
        ("ik wacht al 6 werkdagen op mijn nieuwe pincode", "nl"),
        ("min nye pinkode er ikke kommet, nu 7 hverdage", "da"),
        ("meine neue PIN ist noch nicht da, seit 9 Werktagen", "de"),
    ],
)
def test_a_span_of_time_is_no_password(text, lang):
    assert found(text, "PASSWORD", lang) == []


def test_a_word_of_time_with_digits_glued_is_still_a_password():
    assert found("my password is Days2019", "PASSWORD", "en") == ["Days2019"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("the card came on Monday but the PIN letter is still missing", "en"),
        ("die Karte ist da, aber der PIN Brief nicht", "de"),
        ("kortet kom i går, men pin brevet er ikke kommet", "da"),
    ],
)
def test_the_letter_a_pin_comes_in_is_no_password(text, lang):
    assert found(text, "PASSWORD", lang) == []


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("vaatwasser type PW62K18ZA geeft een pieptoon, gekocht in 2022", "nl"),
        ("our fridge model WW31B7 keeps beeping", "en"),
    ],
)
def test_a_model_code_starting_with_a_cues_letters_is_no_password(text, lang):
    assert found(text, "PASSWORD", lang) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [("ww2023! werkt niet meer", "ww2023!"), ("Passwort99 geht nicht", "Passwort99")],
)
def test_a_cue_with_digits_glued_is_still_a_password(text, value):
    assert found(text, "PASSWORD") == [value]
