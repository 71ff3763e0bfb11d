"""Corrections said as a contrast, the new value beside the old one (memory.summariser.contrast):
made-up sentences, one per pattern and language."""

import pytest

from memory.summariser import contrast

from .folding import summarise


def entry(form, name) -> dict:
    return next(c for c in form["constraints"] if c["name"] == name)


@pytest.mark.parametrize(
    ("text", "new", "old"),
    [
        ("Also, wir sind jetzt 9, nicht 7.", "wir sind jetzt 9, nicht 7", "7"),
        (
            "Hmm, bitte nicht Lager Nord, sondern Lager Süd.",
            "nicht Lager Nord, sondern Lager Süd",
            "Lager Nord",
        ),
        (
            "Ok. Doe maar vier stoelen in plaats van zes.",
            "Doe maar vier stoelen in plaats van zes",
            "zes",
        ),
        (
            "Sorry. Not the blue one, the green one is better.",
            "Not the blue one, the green one is better",
            "the blue one",
        ),
    ],
)
def test_contrast_pairs(text, new, old):
    ((start, end, old_start, old_end),) = contrast.pairs(text, [])
    assert (text[start:end], text[old_start:old_end]) == (new, old)


@pytest.mark.parametrize("text", ["I'm not sure.", "Nein, nicht 7.", "We did not order it."])
def test_a_negation_alone_is_no_contrast(text):
    assert contrast.pairs(text, []) == []


def test_the_old_value_names_the_slot_whatever_the_new_ones_shape():
    # "a call" is no channel by its shape; replacing the e-mail held makes it one
    form = summarise(
        [
            ("user", "Please send the confirmation by email."),
            ("assistant", "Sure."),
            ("user", "On second thought: a call, not email."),
        ]
    )
    channel = entry(form, "channel")
    assert channel["value"] == "a call, not email"
    assert [p["value"] for p in channel["previous"]] == ["by email"]


def test_a_count_in_words_and_digits_is_one_number():
    form = summarise(
        [
            ("user", "Vi skal bruge 4 stole."),
            ("assistant", "Det er noteret."),
            ("user", "Hov, vi skal bruge seks stole i stedet for fire."),
        ]
    )
    quantity = entry(form, "quantity")
    assert "seks stole" in quantity["value"]
    assert "4 stole" in [p["value"] for p in quantity["previous"]]


def test_an_old_value_matching_nothing_held_changes_nothing():
    form = summarise(
        [
            ("user", "Wir brauchen 3 Kartons."),
            ("assistant", "Notiert."),
            ("user", "Das ist nicht schlimm, das Wetter ist gut."),
        ]
    )
    assert entry(form, "quantity")["value"] == "3 Kartons"


@pytest.mark.parametrize(
    ("text", "new", "old"),
    [
        (
            "Gut, dann 1.250 Euro, nicht 1.100 Euro.",
            "dann 1.250 Euro, nicht 1.100 Euro",
            "1.100 Euro",
        ),
        ("The cap is £2,500 – not £2,000.", "not £2,000", None),
    ],
)
def test_a_number_with_separators_stays_whole(text, new, old):
    found = [(text[s:e], text[a:b]) for s, e, a, b in contrast.pairs(text, [])]
    if old is None:
        assert found == []  # a dash ends the clause: "not £2,000" has no new value
    else:
        assert found == [(new, old)]
