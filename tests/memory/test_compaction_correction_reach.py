"""How far a correction cue reaches (issue 19): the values of its own sentence, or of the next
sentence stating one when the cue stands alone; a value said in passing elsewhere in the turn
replaces a held one only as any value would. Made-up sentences, never the corpus's."""

import pytest

from .folding import summarise


def constraint(form, name):
    return next(c for c in form["constraints"] if c["name"] == name)


def previous(form, name) -> list[str]:
    return [p["value"] for p in constraint(form, name)["previous"]]


@pytest.mark.parametrize(
    ("first", "second", "day"),
    [
        (
            "Please deliver the sofa on Friday 6 June.",
            "Actually, make it 12 cushions instead of 10. I'm in the office till late today.",
            "Friday 6 June.",
        ),
        (
            "Lever de bank graag op vrijdag 6 juni.",
            "Toch liever 12 kussens in plaats van 10. Ik zit vandaag lang op kantoor.",
            "vrijdag 6 juni.",
        ),
    ],
)
def test_a_day_said_in_passing_after_a_corrected_count_keeps_the_held_day(first, second, day):
    form = summarise([("user", first), ("user", second)])
    assert constraint(form, "date")["value"] == day
    assert previous(form, "date") == []
    assert constraint(form, "quantity")["value"].startswith("12 ")


@pytest.mark.parametrize(
    ("first", "second", "new", "old"),
    [
        (
            "Please deliver the sofa on Friday 6 June.",
            "Hang on. Tomorrow would be better.",
            "Tomorrow",
            "Friday 6 June.",
        ),
        (
            "Lever de bank graag op vrijdag 6 juni.",
            "Wacht even. Morgen dan.",
            "Morgen",
            "vrijdag 6 juni.",
        ),
        (
            "Bitte liefern Sie am Freitag, 6. Juni.",
            "Moment. Morgen bitte.",
            "Morgen",
            "Freitag, 6. Juni.",
        ),
        (
            "Lever sofaen fredag den 6. juni.",
            "Vent lidt. I morgen i stedet.",
            "I morgen",
            "fredag den 6. juni.",
        ),
    ],
)
def test_a_cue_standing_alone_corrects_the_value_of_the_next_sentence(first, second, new, old):
    form = summarise([("user", first), ("user", second)])
    assert constraint(form, "date")["value"] == new
    assert previous(form, "date") == [old]


def test_a_cue_in_the_same_sentence_still_corrects_a_vaguer_day():
    form = summarise(
        [
            ("user", "Please deliver the sofa on Friday 6 June."),
            ("user", "We were away, sorry. Actually, tomorrow would suit us."),
        ]
    )
    assert constraint(form, "date")["value"] == "tomorrow"
    assert previous(form, "date") == ["Friday 6 June."]
