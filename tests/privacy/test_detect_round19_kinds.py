"""Kinds of detection round 19: a one-time code after a word of its expiry or in the sentence after
an identifier ("den er udløbet?? koden var 448 120"), the Dutch diminutive of a password word
("mijn wachtwoordje is ..."), "kw" for "Kennwort" (never a calendar week, "KW 24", nor the start of
a word, "kwam"), a CVC named by its digits in the diminutive ("de drie cijfertjes"), and a value
after a word and a colon that label it ("even though it's right: purple monkey ...").

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, label: str, lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == label]


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        ("da", "siden siger at den er udløbet?? koden var 512 804", "512 804"),
        ("de", "die seite sagt abgelaufen. der code war 730 118", "730 118"),
        ("nl", "hij zegt verlopen! de code was 284 661", "284 661"),
        ("en", "it says my order expired. the code was 905 327", "905 327"),
    ],
)
def test_a_code_after_its_expiry_or_another_sentence_is_still_a_code(lang, text, code):
    assert found(text, "OTP", lang) == [code]


def test_an_identifier_right_before_a_bare_code_still_names_its_code():
    assert found("returlabel med kode 8H7J-K2LM", "OTP", "da") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("mijn wachtwoordje is gewoon tulp", "tulp"),
        ("wachtwoordje: vlinder", "vlinder"),
        ("oma's wachtwoordje is 'kater' zegt ze", "kater"),
    ],
)
def test_the_dutch_diminutive_of_a_password_word_is_a_cue(text, value):
    assert found(text, "PASSWORD", "nl") == [value]


def test_a_forgotten_diminutive_password_names_nothing():
    assert found("ik ben mijn wachtwoordje kwijt", "PASSWORD", "nl") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("kw ist seeigel12, frisch geändert", "seeigel12"),
        ("user: hkoch / kw: Brise!88", "Brise!88"),
    ],
)
def test_kw_stands_for_kennwort(text, value):
    assert found(text, "PASSWORD", "de") == [value]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Kommt die Lieferung in KW 31 oder erst KW 32?"),
        ("de", "geht das bis kw 9? die bestellung ist 55120"),
        ("nl", "het pakket kwam niet, bestelling 88213"),
        ("nl", "ik ben mijn pas kwijt (eindigt op 9920)"),
        ("de", "Meine Bestellung KW-551203-12 ist noch nicht da"),
    ],
)
def test_a_calendar_week_or_a_word_starting_with_kw_is_no_cue(lang, text):
    assert found(text, "PASSWORD", lang) == []


def test_a_cvc_named_by_its_digits_in_the_diminutive():
    assert found("de drie cijfertjes achterop mijn pas zijn 582", "CVC", "nl") == ["582"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "the site says my passphrase is wrong but it's right: green tea at noon",
            "green tea at noon",
        ),
        ("it refuses my password, but it's correct: lanternfish (lower case)", "lanternfish"),
    ],
)
def test_a_value_after_a_labelling_word_and_its_colon(text, value):
    assert found(text, "PASSWORD", "en") == [value]
