"""Which of several entries of one kind a correction without a subject replaces
(memory.summariser.form._last_named): the one named last, by either side, among those the new value
may be. Made-up sentences in the four languages, with what must stay."""

import pytest

from memory.summary_language import subjects

from .folding import summarise


def quantities(form) -> list[tuple[str, list[str]]]:
    return [
        (c["value"], [p["value"] for p in c["previous"]])
        for c in form["constraints"]
        if c["name"] == "quantity"
    ]


@pytest.mark.parametrize(
    ("lang", "turns", "kept", "replaced"),
    [
        (
            "de",
            [
                ("user", "Ich brauche 4 Stühle."),
                ("user", "Dazu bitte 2 Tische."),
                ("assistant", "Die Tische sind notiert."),
                ("user", "Ach, machen Sie 3 draus."),
            ],
            "4 Stühle",
            "2 Tische",
        ),
        (
            "da",
            [
                ("user", "Jeg skal bruge 6 stole."),
                ("user", "Og så 2 borde."),
                ("assistant", "Bordene er noteret."),
                ("user", "Nej, gør det til 3."),
            ],
            "6 stole",
            "2 borde",
        ),
        (
            "nl",
            [
                ("user", "Ik wil 5 kussens."),
                ("user", "En ook 2 dekens."),
                ("assistant", "De dekens heb ik genoteerd."),
                ("user", "Nee, toch 3."),
            ],
            "5 kussens",
            "2 dekens",
        ),
    ],
)
def test_a_count_without_its_noun_replaces_the_entry_named_last(lang, turns, kept, replaced):
    held = quantities(summarise(turns, lang))
    assert (kept, []) in held
    assert ("3", [replaced]) in held


def test_the_assistant_naming_the_first_entry_again_makes_it_the_one_replaced():
    turns = [
        ("user", "Ik wil 5 kussens."),
        ("user", "En ook 2 dekens."),
        ("assistant", "De kussens heb ik genoteerd."),
        ("user", "Nee, toch 6."),
    ]
    held = quantities(summarise(turns, "nl"))
    assert ("6", ["5 kussens"]) in held and ("2 dekens", []) in held


def test_a_count_of_another_order_is_not_the_entry_named_last():
    turns = [
        ("user", "Wir sind 20 Personen."),
        ("user", "Außerdem brauchen wir 3 Zimmer."),
        ("assistant", "Die 3 Zimmer sind notiert."),
        ("user", "Nein, wir sind doch 22."),
    ]
    held = quantities(summarise(turns, "de"))
    assert ("3 Zimmer", []) in held
    assert any(value.endswith("22") and previous == ["20 Personen"] for value, previous in held)


@pytest.mark.parametrize(
    ("subject", "text", "named"),
    [
        ("tisch", "Die Tische sind notiert.", True),
        ("delivery", "The delivery is booked.", True),
        ("people", "For how many adults?", True),
        ("tisch", "Die Stühle sind notiert.", False),
        ("delivery", "The assembly is booked.", False),
        ("deken", "De kussens heb ik genoteerd.", False),
    ],
)
def test_a_subject_is_named_by_its_word_or_its_event(subject, text, named):
    assert subjects.mentions(subject, text) is named
