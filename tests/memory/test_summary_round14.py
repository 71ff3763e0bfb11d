"""Summary rules written on round 14 (issue 19, development data after its held-out runs).
Sentences made up for these tests, not copied from the corpus; no database."""

import pytest

from . import folding


def summarise(turns, lang="en") -> dict:
    return folding.summarise(turns, lang)


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("de", "eigentlich wollen wir nicht über 2800 gehen.", "nicht über 2800"),
        ("en", "i dont want to spend more than 250 all in", "dont want to spend more than 250"),
        ("en", "we cant go over 900 this month", "cant go over 900"),
        ("nl", "we willen niet boven de 600 komen", "niet boven de 600"),
    ],
)
def test_not_going_over_a_sum_is_a_budget(lang, text, value):
    form = summarise(
        [
            ("user", "Ich möchte ein Angebot für die Küche, Anfrage KU-7741."),
            ("assistant", "Gern, was ist Ihnen wichtig?"),
            ("user", text),
        ],
        lang=lang,
    )
    budgets = [c for c in form["constraints"] if c["name"] == "budget"]
    assert budgets and budgets[0]["value"].startswith(value), form["constraints"]


def test_not_going_over_a_count_of_days_is_no_budget():
    form = summarise(
        [
            ("user", "Meine Reparatur RP-2210 dauert zu lange."),
            ("assistant", "Das tut mir leid."),
            ("user", "wir wollen nicht über 3 Tage warten"),
        ],
        lang="de",
    )
    assert not [c for c in form["constraints"] if c["name"] == "budget"]
