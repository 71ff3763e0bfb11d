"""Rules written for what detection round 31's development half showed (issue 20).

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in detect(text, lang)]


def test_a_sentence_adverb_between_a_pin_s_copula_and_its_value_is_no_value():
    text = "meine Karten-PIN ist blöderweise auch 4711, kann ich sie ändern?"
    assert found(text, "de") == [("4711", "PASSWORD")]


def test_an_opinion_of_the_password_rules_names_no_value():
    assert found("your password rules are ridiculous, I give up", "en") == []


def test_a_date_of_birth_in_brackets_is_no_phone_number():
    text = "I typed my birthday wrong (04/09/1987 instead of 09/04/1987), can you fix it?"
    assert found(text, "en") == []


def test_decimals_in_a_list_are_no_dictated_code():
    text = "waarom een 5,4 als de cijfers 6,2 - 4,8 - 5,1 zijn? weging 1-2-1"
    assert found(text, "nl") == []


def test_a_name_with_a_number_in_a_message_about_invalid_credentials_is_a_password():
    text = (
        "op de website kom ik erin met Zeilboot88 maar de app zegt dat mijn gegevens onjuist zijn"
    )
    assert found(text, "nl") == [("Zeilboot88", "PASSWORD")]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "en",
            "the lady on the phone asked for my 'memorable word' and I said marigold, she says no",
            "marigold",
        ),
        (
            "de",
            "am Telefon wollte er mein 'Kennwort' und ich sagte Hasenbraten, angeblich falsch",
            "Hasenbraten",
        ),
    ],
)
def test_what_the_speaker_said_after_a_password_s_cue_is_its_value(lang, text, value):
    assert found(text, lang) == [(value, "PASSWORD")]


def test_saying_that_after_a_password_s_cue_names_no_value():
    assert found("the password reset failed and I said that to your colleague", "en") == []


# From the misses left on the development split (independent_dev).


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "left the laptop for repair, the windows login is marmite77 if needed", "marmite77"),
        ("de", "mein Laptop-Login ist Pfannkuchen7, falls ihr das braucht", "Pfannkuchen7"),
    ],
)
def test_a_device_s_login_is_its_password(lang, text, value):
    assert found(text, lang) == [(value, "PASSWORD")]


@pytest.mark.parametrize(
    "text",
    ["my login is jsmith84", "the windows login is broken since the update"],
)
def test_a_user_s_login_or_a_broken_login_names_no_password(text):
    assert found(text, "en") == []


def test_a_koppelcode_pointed_back_at_is_a_one_time_code():
    text = "de app vroeg om de koppelcode uit de brief, dat is QWRT, maar daarna crasht hij"
    assert found(text, "nl") == [("QWRT", "OTP")]


def test_a_phrase_s_preposition_joins_its_two_words_into_one_password():
    text = "mein Passwort ist ganz einfach schwarzer kaffee ohne zucker, alles klein"
    assert found(text, "de") == [("schwarzer kaffee ohne zucker", "PASSWORD")]


def test_two_tries_on_one_line_stay_two():
    text = "I tried Walrus55 or walrus55 as my password, neither works"
    assert found(text, "en") == [("Walrus55", "PASSWORD"), ("walrus55", "PASSWORD")]


def test_another_device_s_value_named_after_a_device_s_login_is_one_too():
    text = "took the pc in for repair, the windows login is harbour77, and the router one is 2468"
    assert found(text, "en") == [("harbour77", "PASSWORD"), ("2468", "PASSWORD")]
