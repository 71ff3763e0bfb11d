"""A decision waiting on someone of the customer's side is an open point (issue 19): the
partner, the boss, the landlord, the board. Sentences made up for these tests, no database."""

import pytest

from memory.summariser import their_side

from . import folding


@pytest.mark.parametrize(
    "sentence",
    [
        "I'd have to run that past my wife first.",
        "The landlord needs to say yes before anyone drills into the wall.",
        "Our finance team has to sign off anything above that.",
        "Da muss mein Chef erst zustimmen.",
        "Das bespreche ich noch mit meiner Frau.",
        "Vi bor til leje, så udlejeren skal give lov først.",
        "Det skal bestyrelsen godkende på mødet i næste uge.",
        "Dat moet ik eerst met mijn partner bespreken.",
        "De VvE moet daar nog toestemming voor geven.",
    ],
)
def test_a_decision_waiting_on_their_side_is_open(sentence):
    assert their_side.waits_on_their_side(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "I talked to my wife and we'll take it.",
        "My husband will sign for the parcel.",
        "Mein Chef hat schon zugestimmt.",
        "Min kone har godkendt det.",
        "Mijn vriendin wil niet.",
        "Does my wife need to sign as well?",
        "My wife loves the colour.",
    ],
)
def test_a_decision_already_taken_a_refusal_or_a_question_is_not(sentence):
    assert not their_side.waits_on_their_side(sentence)


def test_the_customers_wait_on_their_landlord_stays_open_in_the_form():
    form = folding.summarise(
        [
            ("user", "We'd like a wallbox charger fitted at our rented terraced house."),
            ("assistant", "An Easee One with installation is £1,150. Shall I book a survey?"),
            ("user", "We rent, so our landlord has to give permission before anything is fitted."),
            ("assistant", "Understood. I can send you a quote to show him."),
            ("user", "That would help."),
        ],
        lang="en",
    )
    assert 3 in [p["seq"] for p in form["open_points"]]
