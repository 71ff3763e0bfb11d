"""A day named in a question that asks for nothing is a fact asked about, not a new day for the
one held (issue 19): made-up conversations, never the corpus's."""

import pytest

from .folding import summarise


def date(form) -> str:
    return next(c["value"] for c in form["constraints"] if c["name"] == "date")


@pytest.mark.parametrize(
    ("first", "question", "held"),
    [
        (
            "The movers should come on Monday 2 June please.",
            "But the keys only get handed over on the 30th of May, right?",
            "Monday 2 June",
        ),
        (
            "Vi vil gerne have flyttebilen lørdag den 14. juni.",
            "Men nøglerne bliver jo først afleveret fredag den 13. juni?",
            "lørdag den 14. juni",
        ),
        (
            "Wir möchten die Lieferung am Dienstag, 10. Juni.",
            "Die alte Küche wird erst am Montag, 9. Juni abgebaut, oder?",
            "Dienstag, 10. Juni",
        ),
    ],
)
def test_a_day_in_a_question_about_something_else_keeps_the_held_day(first, question, held):
    form = summarise([("user", first), ("assistant", "Noted."), ("user", question)])
    assert held in date(form)


@pytest.mark.parametrize(
    ("first", "question", "new"),
    [
        (
            "Please deliver on Monday 2 June.",
            "Could you come on Wednesday 4 June instead?",
            "Wednesday 4 June",
        ),
        (
            "Levering graag op maandag 2 juni.",
            "Is woensdag 4 juni ook goed voor jullie?",
            "woensdag 4 juni",
        ),
        ("Lieferung bitte am Montag, 2. Juni.", "Dann Mittwoch, 4. Juni?", "Mittwoch, 4. Juni"),
    ],
)
def test_a_question_asking_for_a_day_still_moves_it(first, question, new):
    form = summarise([("user", first), ("assistant", "Noted."), ("user", question)])
    assert new in date(form)
