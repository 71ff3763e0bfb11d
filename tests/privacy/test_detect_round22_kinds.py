"""Kinds of detection round 22: a mistyped copy of a card number beside the right one, a code
taken back and said again ("381, sorry no, 813"), the old password of "was eerst X, nu Y", a
password label typed with a typo ("adganskode:"), a quoted value named "als wachtwoord", "ganz"
as a filler before the value, a text's "number" after an SMS ("SMS with number 583204"), a
sender's prefix ("von der Nummer mit 0800 vorne") that is no code and no card side, and a key
card's index before its code ("kode til nr. 2316 er 748120").

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, label: str, lang: str | None = None) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, lang) if s.label == label]


@pytest.mark.parametrize(
    ("lang", "text", "cards"),
    [
        (
            "en",
            "typo, sorry: it's 4929 5718 2263 0141 not 4929 5718 2236 0141",
            ["4929 5718 2263 0141", "4929 5718 2236 0141"],
        ),
        (
            "de",
            "falsch getippt 5425 2334 3010 9930, richtig ist 5425 2334 3010 9903",
            ["5425 2334 3010 9930", "5425 2334 3010 9903"],
        ),
    ],
)
def test_a_mistyped_copy_of_a_card_number_is_a_card_too(lang, text, cards):
    assert found(text, "CARD", lang) == cards


def test_a_number_far_from_the_card_is_no_copy():
    text = "card 4929 5718 2263 0141, and my order 1234 5678 9012 3456 never came"
    assert found(text, "CARD", "en") == ["4929 5718 2263 0141"]


@pytest.mark.parametrize(
    ("lang", "text", "label", "codes"),
    [
        ("en", "cvv is 428, sorry no, 482 - misread it", "CVC", ["428", "482"]),
        ("nl", "de sms-code is 551902, nee wacht, 551920", "OTP", ["551902", "551920"]),
        ("de", "Die TAN lautet 730 112 – ups, ich meine 730 121", "OTP", ["730 112", "730 121"]),
    ],
)
def test_a_code_taken_back_and_said_again_is_the_same_kind(lang, text, label, codes):
    assert found(text, label, lang) == codes


@pytest.mark.parametrize(
    "text",
    [
        "cvv is 428, sorry no idea why it fails, order 48213",
        "the code 551902 worked, no 2 tries needed",
    ],
)
def test_a_different_number_after_sorry_is_not_taken_back(text):
    assert "48213" not in found(text, "CVC", "en") + found(text, "OTP", "en")
    assert found(text, "CVC", "en") + found(text, "OTP", "en") in (["428"], ["551902"])


@pytest.mark.parametrize(
    ("lang", "text", "old"),
    [
        ("nl", "ik heb m veranderd, was eerst Zeehond, nu Z33h@nd!! en nog steeds niks", "Zeehond"),
        ("de", "hab es geändert, war zuerst Rotkehlchen, jetzt R0tkehlchen#", "Rotkehlchen"),
    ],
)
def test_the_old_password_of_a_change_is_one_too(lang, text, old):
    assert old in found(text, "PASSWORD", lang)


def test_a_delivery_day_that_was_changed_is_no_password():
    assert found("de bezorging was eerst dinsdag, nu woensdag", "PASSWORD", "nl") == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("da", "brugernavn: ole.k\nadganskode: havørnen", "havørnen"),
        ("en", "user: tkelly\nPassowrd: blackbird", "blackbird"),
        ("nl", "wachtwoodr: zonnebloem", "zonnebloem"),
    ],
)
def test_a_password_label_with_a_typo_still_labels_its_line(lang, text, value):
    assert found(text, "PASSWORD", lang) == [value]


@pytest.mark.parametrize("text", ["Postcode: 2100", "Passage: B4", "Kodeordre: 55"])
def test_a_label_two_letters_away_labels_nothing(text):
    assert found(text, "PASSWORD") == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("nl", "Ik had 'Herfst in Brugge 2021' als wachtwoord, kan dat?", "Herfst in Brugge 2021"),
        ("en", 'I set "blue heron 9" as my password last week', "blue heron 9"),
        ("da", "jeg brugte „Gammel Skagen“ som adgangskode", "Gammel Skagen"),
    ],
)
def test_a_quoted_value_named_as_the_password_is_one(lang, text, value):
    assert found(text, "PASSWORD", lang) == [value]


def test_a_quoted_button_named_as_something_else_is_none():
    assert found("ik zie 'Wachtwoord vergeten' als knop staan", "PASSWORD", "nl") == []


def test_ganz_before_the_value_is_a_filler():
    assert found("mein Passwort ist ganz einfach Mondschein", "PASSWORD", "de") == ["Mondschein"]


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        ("en", "I get SMS with number 604118 but where do I type it", "604118"),
        ("da", "jeg fik en sms med nummer 730215 men siden vil ikke", "730215"),
    ],
)
def test_the_number_an_sms_holds_is_its_code(lang, text, code):
    assert found(text, "OTP", lang) == [code]


@pytest.mark.parametrize(
    "text",
    ["I got an SMS from number 72545 with a link", "The SMS with order number 583204 came"],
)
def test_a_senders_or_an_orders_number_is_no_code(text):
    assert found(text, "OTP", "en") == []


@pytest.mark.parametrize(
    "text",
    [
        "Die Bank hat einen Sicherheitscode geschickt (von der Nummer mit 0800 vorne) – 661204",
        "Sicherheitscode per SMS, von einer Nummer beginnend mit 0800 – 661204",
    ],
)
def test_a_senders_prefix_is_no_code_and_the_code_after_it_is(text):
    assert found(text, "OTP", "de") == ["661204"]
    assert found(text, "CVC", "de") == []


def test_a_key_cards_index_names_the_code_after_it():
    text = "på nøglekortet står der kode til nr. 4410 er 209376, men den virker ikke"
    assert found(text, "OTP", "da") == ["209376"]


def test_an_order_numbers_code_is_still_no_code():
    assert found("koden til ordre nr. 2316 er 748120", "OTP", "da") == []
