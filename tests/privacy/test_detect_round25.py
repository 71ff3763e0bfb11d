"""Rules written for what detection round 25's development half showed (issue 20): "pass" with a
labelled user name after its value, a value with a digit or symbol typed into a login that says
it is wrong, and a card-sized number after a card number's word, whatever its checksum. A
boarding pass, a city typed, a loyalty or library card's number stay clean.

Every sentence here was written for this file, not taken from a corpus.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        (
            "en",
            "pass = marshmallow   user = t.okafor77, the app works but not the website",
            "marshmallow",
        ),
        ("en", "pass: lighthouse, login: fenwick_j", "lighthouse"),
    ],
)
def test_pass_with_a_labelled_user_name_after_it_names_the_password(lang, text, value):
    assert (value, "PASSWORD") in found(text, lang)


def test_pass_alone_is_still_a_common_word():
    assert found("boarding pass: gate 12, seat 14C, can I still change it?", "en") == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("en", "I typed Juniper# exactly like that and it says incorrect every time", "Juniper#"),
        ("de", "hab Sonnenhut7 eingegeben und es kommt immer falsch", "Sonnenhut7"),
    ],
)
def test_a_marked_value_typed_where_the_screen_says_wrong_is_a_password(lang, text, value):
    assert (value, "PASSWORD") in found(text, lang)


@pytest.mark.parametrize(
    "text",
    [
        "I entered Rotterdam as the city and it says invalid",
        "typed W1A 1AA as the postcode and the form says wrong",
    ],
)
def test_a_plain_word_or_a_postcode_typed_is_no_password(text):
    assert [label for _value, label in found(text, "en") if label == "PASSWORD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "card"),
    [
        (
            "de",
            "darf ich die kartennummer hier reinschreiben? 4539 7781 2206 4415",
            "4539 7781 2206 4415",
        ),
        ("en", "card number coming now, sorry:\n5412 8830 1174 2290", "5412 8830 1174 2290"),
    ],
)
def test_a_card_sized_number_after_the_cards_number_word_is_a_card_whatever_its_checksum(
    lang, text, card
):
    assert (card, "CARD") in found(text, lang)


@pytest.mark.parametrize(
    "text",
    [
        "How many points are left on my loyalty card? Card no. 6340 1127 8820 0019.",
        "library account, card number 29011004418827, it says my loans are overdue",
    ],
)
def test_a_shops_own_card_number_is_no_payment_card(text):
    assert [label for _value, label in found(text, "en") if label == "CARD"] == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("de", "mein kennw. ist rosenkohl und die mail stimmt auch", "rosenkohl"),
        ("en", "pw. is lavender, username is right", "lavender"),
    ],
)
def test_an_abbreviated_cue_with_its_dot_names_the_value_after_the_copula(lang, text, value):
    assert (value, "PASSWORD") in found(text, lang)


def test_an_abbreviation_ending_the_sentence_names_no_value():
    assert found("I forgot my pw. Can you reset it?", "en") == []


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("nl", "heb 3 keer mijn wachtwoord ingetikt (zonnebloem) en nu zit ik vast", "zonnebloem"),
        ("en", "typed my password carefully (pinecone) and the acount is still locked", "pinecone"),
    ],
)
def test_a_value_in_brackets_one_word_after_the_cue_is_the_password(lang, text, value):
    assert [v for v, label in found(text, lang) if label == "PASSWORD"] == [value]


def test_a_word_in_brackets_far_after_the_cue_is_no_password():
    assert found("my password expired (again) so I reset it", "en") == []
