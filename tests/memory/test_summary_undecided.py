"""What a customer's statement leaves open (issue 19): undecided or tentative, a decision that
hangs on a later event, what they cannot provide yet, their own next step, a fault that is
still there. Sentences made up for these tests, no database."""

import pytest

from memory.summariser import undecided

from . import folding


@pytest.mark.parametrize(
    "sentence",
    [
        "I'm torn between the grey and the blue one.",
        "I might order a second one for the office.",
        "Ich bin mir noch unschlüssig wegen der Garantie.",
        "If it doesn't arrive by Friday, I'll cancel the whole order.",
        "Falls es bis Freitag nicht da ist, storniere ich.",
        "Hvis den ikke er her fredag, afbestiller jeg.",
        "Als hij vrijdag niet binnen is, annuleer ik.",
        "I don't have the receipt on me right now.",
        "Jeg har ikke kvitteringen ved hånden lige nu.",
        "Ik kan de bon nu niet vinden.",
        "I'll pop in on Saturday to have a look.",
        "We're going to discuss it at the weekend.",
        "Let me measure the alcove first.",
        "Lass mich kurz nachmessen.",
        "I'll hold off for now.",
        "It still makes that clicking noise after the update.",
        "Das Display flackert immer noch, wenn ich es einschalte.",
        "Het scherm flikkert nog steeds als ik hem aanzet.",
        "Ich werde die Maße am Wochenende nehmen.",
        "We gaan het intern bespreken.",
        "Die Unterlagen reiche ich nächste Woche nach.",
        "Papirerne eftersender jeg i næste uge.",
    ],
)
def test_what_the_customer_leaves_open(sentence):
    assert undecided.leaves_open(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "I'll take it.",
        "I'll be at home all day.",
        "I'll need two of them.",
        "Let me know when it ships.",
        "The blue one still looks great.",
        "If possible the morning.",
        "Will it still fit in a small car?",
        "Ich habe nächste Woche Urlaub.",
        "Vi er i weekenden i sommerhuset.",
    ],
)
def test_taking_being_wanting_or_asking_leaves_nothing_open(sentence):
    assert not undecided.leaves_open(sentence)


def test_the_customers_own_step_stays_open_in_the_form():
    form = folding.summarise(
        [
            ("user", "I'm after the Harlow corner sofa, order not placed yet."),
            ("assistant", "It is £1,299 and in stock at our Bristol store."),
            ("user", "I'll pop in on Saturday to sit on it before I decide."),
            ("assistant", "Of course, the store opens at 9."),
        ],
        lang="en",
    )
    assert 3 in [p["seq"] for p in form["open_points"]]


def test_a_question_of_two_words_stays_open():
    form = folding.summarise(
        [
            ("user", "Jeg vil gerne have en ny dør til skabet fra ordre SK-3310."),
            ("assistant", "Det kan vi godt sende."),
            ("user", "Og prisen?"),
        ],
        lang="da",
    )
    assert 3 in [p["seq"] for p in form["open_points"]]
