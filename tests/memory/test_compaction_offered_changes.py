"""A day the assistant says is still free, in place of one it cannot do, becomes the customer's
when they say yes (issue 19): made-up conversations, never the corpus's."""

import pytest

from memory.summary_language import replies

from .folding import summarise


def constraint(form, name):
    return next(c for c in form["constraints"] if c["name"] == name)


@pytest.mark.parametrize(
    ("turns", "new", "old"),
    [
        (
            [
                ("user", "Can the plumber come on Tuesday 4 March?"),
                (
                    "assistant",
                    "Tuesday 4 March is fully booked, sorry. Our fitter is free on Thursday "
                    "6 March in the afternoon.",
                ),
                ("user", "Ok, fine by me."),
            ],
            "Thursday 6 March",
            "Tuesday 4 March",
        ),
        (
            [
                ("user", "Kunnen jullie woensdag 12 maart de kast komen ophangen?"),
                (
                    "assistant",
                    "Op woensdag 12 maart zitten we helaas vol. Vrijdag 14 maart kan wel, in "
                    "de ochtend.",
                ),
                ("user", "Goed, doe maar."),
            ],
            "Vrijdag 14 maart",
            "woensdag 12 maart",
        ),
        (
            [
                ("user", "Kan I komme og måle op mandag den 3. februar?"),
                (
                    "assistant",
                    "Mandag er vi desværre fuldt booket. Onsdag den 5. februar er stadig ledig.",
                ),
                ("user", "Ja, det er fint."),
            ],
            "Onsdag den 5. februar",
            "mandag den 3. februar",
        ),
    ],
)
def test_a_yes_to_a_day_said_to_be_free_moves_the_day(turns, new, old):
    form = summarise(turns)
    date = constraint(form, "date")
    assert new in date["value"]
    assert date["seq"] == 2
    assert any(old in p["value"] for p in date["previous"])


def test_a_day_said_to_be_free_needs_the_customers_yes():
    form = summarise(
        [
            ("user", "Can the plumber come on Tuesday 4 March?"),
            ("assistant", "We are free on Thursday 6 March too."),
            ("user", "Hmm, I need to check with my wife first."),
        ]
    )
    assert constraint(form, "date")["value"] == "Tuesday 4 March"


@pytest.mark.parametrize(
    "sentence",
    [
        "Maandag 7 april kan wel.",
        "The van is still available on Saturday 12 April.",
        "Fredag den 11. april er også ledig.",
    ],
)
def test_a_day_beside_words_saying_it_is_free_is_offered(sentence):
    assert replies.offers_earliest(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the free thing is something else, named after the day
        "Your statement closed on 30 April, so all three months are available.",
        # said of the day that cannot be done
        "Unfortunately Friday 11 April is not available.",
        "Op dinsdag 8 april is er helaas geen ruimte.",
    ],
)
def test_a_day_not_said_to_be_free_is_no_offer(sentence):
    assert not replies.offers_earliest(sentence)
