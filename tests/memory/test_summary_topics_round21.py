"""Two topic changes found among the misses of summary round 21's development half (issue 19):
"something else" with a sign of another matter after an answer that asked nothing back, and a move
or someone else's thing right after the customer closed the matter, "actually" or not. Sentences
made up here."""

import pytest

from . import folding


@pytest.mark.parametrize(
    ("lang", "first", "nod", "answer", "other"),
    [
        (
            "da",
            "hvornår kommer pengene for skaden på min cykel?",
            "nåh okay, så var det bare lidt forsinket. fint",
            "Ja, beløbet står på din konto inden for 3 bankdage.",
            "og så er der desværre noget andet. min søns løbehjul blev stjålet i går fra skolen",
        ),
        (
            "de",
            "Wann wird der Schaden an meinem Rad ausgezahlt?",
            "ach so, dann war es nur etwas verzögert. gut",
            "Ja, das Geld ist in drei Werktagen auf Ihrem Konto.",
            "Dann hab ich leider noch was anderes. Das Fahrrad von meiner Tochter wurde gestern "
            "vor der Schule gestohlen.",
        ),
        (
            "en",
            "when will the claim for my bike be paid out?",
            "oh ok, so it was just delayed. fine",
            "Yes, the money will be in your account within 3 working days.",
            "and there's something else unfortunately. my son's scooter was stolen from "
            "school yesterday",
        ),
        (
            "nl",
            "wanneer wordt de schade aan mijn fiets uitbetaald?",
            "o ok, dus het was gewoon wat vertraagd. prima",
            "Ja, het bedrag staat binnen 3 werkdagen op uw rekening.",
            "en dan is er helaas nog iets anders. de step van mijn zoon is gisteren gestolen "
            "bij school",
        ),
    ],
)
def test_something_else_with_a_sign_of_another_matter_is_a_new_topic(
    lang, first, nod, answer, other
):
    turns = [
        ("user", first),
        ("assistant", "The claim was approved yesterday, the letter is in your inbox."),
        ("user", nod),
        ("assistant", answer),
        ("user", other),
    ]
    form = folding.summarise(turns, lang)
    assert [t["to_seq"] for t in form["closed_topics"]] == [4]
    assert form["concern"]["seq"] == 5


def test_one_more_thing_adding_to_the_same_booking_keeps_the_topic():
    form = folding.summarise(
        [
            ("user", "Can I book the van for Saturday the 14th?"),
            ("assistant", "Done, the van is booked for Saturday 14 March from 9 to 5."),
            ("user", "one more thing, my son will pick it up instead of me, is that ok?"),
        ],
        "en",
    )
    assert form["closed_topics"] == []


@pytest.mark.parametrize(
    ("lang", "first", "answer", "closing", "moving"),
    [
        (
            "nl",
            "waarom staat er 45 euro extra op mijn factuur?",
            "Dat klopt niet, ik laat de 45 euro crediteren.",
            "ok, merci, dan is dat opgelost",
            "ik ga in juni eigenlijk opnieuw verhuizen, naar het appartement van mijn vriend. "
            "kan ik daar een lift voor reserveren?",
        ),
        (
            "en",
            "why is there an extra 45 pounds on my invoice?",
            "That's wrong, I've credited the 45 pounds back to you.",
            "great, that's sorted then",
            "actually we're moving house again in June, to my partner's flat. can I book a lift "
            "for that?",
        ),
    ],
)
def test_a_move_right_after_the_customer_closed_the_matter_is_a_new_topic(
    lang, first, answer, closing, moving
):
    form = folding.summarise(
        [("user", first), ("assistant", answer), ("user", closing), ("user", moving)], lang
    )
    assert [t["to_seq"] for t in form["closed_topics"]] == [3]
    assert form["concern"]["seq"] == 4


def test_a_correction_of_a_held_value_after_the_closing_keeps_the_topic():
    form = folding.summarise(
        [
            ("user", "Can you deliver the sofa on Friday 6 June?"),
            ("assistant", "Yes, it's booked for Friday 6 June between 8 and 12."),
            ("user", "great, that's sorted then"),
            ("user", "actually, could the Friday 6 June delivery go to my new flat instead?"),
        ],
        "en",
    )
    assert form["closed_topics"] == []
