"""The assistant saying what it changed a value to, right after the customer corrected something,
states the value in force (issue 19): made-up conversations, never the corpus's."""

import pytest

from memory.summariser import corrections

from .folding import summarise


def constraint(form, name):
    return next(c for c in form["constraints"] if c["name"] == name)


@pytest.mark.parametrize(
    ("turns", "name", "new", "old"),
    [
        (
            [
                ("user", "The total for the two lamps should come to £212.50."),
                ("assistant", "Yes, that is right."),
                ("user", "Hold on, sorry, I misread the receipt, one lamp was cheaper."),
                ("assistant", "No problem, I've changed the refund to £189.90."),
            ],
            "amount",
            "£189.90",
            "£212.50",
        ),
        (
            [
                ("user", "Wir brauchen die Hüpfburg am Samstag, 14. Juni."),
                ("assistant", "Notiert."),
                ("user", "Ach nein, Moment, das Fest wurde verlegt, eine Woche nach hinten."),
                ("assistant", "Kein Problem, umgebucht auf Samstag, 21. Juni."),
            ],
            "date",
            "Samstag, 21. Juni",
            "Samstag, 14. Juni",
        ),
        (
            [
                ("user", "Ik wil graag 6 dozen tegellijm bestellen."),
                ("assistant", "Genoteerd."),
                ("user", "Oh wacht, ik had me vergist, de badkamer is groter dan gedacht."),
                ("assistant", "Geen probleem, aangepast naar 9 dozen."),
            ],
            "quantity",
            "9 dozen",
            "6 dozen",
        ),
    ],
)
def test_a_change_the_assistant_confirms_after_a_correction_is_current(turns, name, new, old):
    form = summarise(turns)
    entry = constraint(form, name)
    assert new in entry["value"]
    assert entry["seq"] == 4
    assert any(old in p["value"] for p in entry["previous"])


def test_a_change_confirmed_without_a_correction_before_it_keeps_the_customers_value():
    form = summarise(
        [
            ("user", "Could the fitter come on Tuesday 3 June?"),
            ("assistant", "Noted."),
            ("user", "Great, and is parking free on the street?"),
            ("assistant", "I've moved the job to Thursday 5 June."),
        ]
    )
    assert constraint(form, "date")["value"] == "Tuesday 3 June"


def test_a_part_of_the_day_said_exactly_is_no_change():
    form = summarise(
        [
            ("user", "Die Reparatur bitte am Donnerstag, 19. Juni, nachmittags."),
            ("assistant", "Notiert."),
            ("user", "Ach nein, doch lieber vormittags, sorry."),
            ("assistant", "Umgebucht auf Donnerstag, 19. Juni, 8 bis 12 Uhr."),
        ]
    )
    assert constraint(form, "time")["value"] == "vormittags"


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("I've rebooked your table for 8 pm.", "8 pm."),
        ("Så er det ændret til fredag den 6. juni.", "fredag den 6. juni."),
        ("Ik heb de levering verplaatst naar maandag.", "maandag."),
    ],
)
def test_where_the_changed_value_starts(sentence, value):
    at = corrections.changed_to(sentence)
    assert at is not None
    assert sentence[at:].strip() == value


def test_a_question_about_a_change_states_none():
    assert corrections.changed_to("Shall I move it to Friday?") is None
