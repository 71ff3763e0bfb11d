"""Values the assistant told that a customer's correction replaces (memory.summariser.told):
made-up sentences in the four languages, with what must not be linked."""

import pytest

from memory.summariser import contrast, told

from .folding import summarise


def entry(form, name) -> dict:
    return next(c for c in form["constraints"] if c["name"] == name)


def previous(form, name) -> list[str]:
    return [p["value"] for p in entry(form, name)["previous"]]


def told_after(sentence: str, stated, *, blocked=()) -> list:
    state: dict = {}
    told.note(state, sentence, stated, 4, at=0, blocked=list(blocked))
    return state.get("told", [])


# ----------------------------------------------------------------------------- what is kept


def test_an_hour_said_with_a_day_is_kept_as_a_time_too():
    sentence = "Abholung am Freitag, 23. Mai, um 18:00 Uhr."
    start = sentence.index("Freitag")
    kept = told_after(sentence, [("date", start, len(sentence) - 1)])
    assert ["date", "Freitag, 23. Mai, um 18:00 Uhr", 4] in kept
    assert ["time", "18:00 Uhr", 4] in kept


def test_the_counts_of_an_order_read_out_are_kept():
    kept = told_after("Ihre Bestellung: 2x Handtuch Blau und 1 x Seife.", [])
    assert [value for _name, value, _seq in kept] == ["2x", "1 x"]


@pytest.mark.parametrize(
    "sentence",
    [
        "Shall I book Tuesday 4 March?",  # an offer, read elsewhere
        "Skal jeg sende 2x kabler?",
    ],
)
def test_a_question_is_not_kept(sentence):
    assert told_after(sentence, [("date", 0, 5)]) == []


def test_a_blocked_stretch_is_not_kept():
    sentence = "Wir liefern an Musterweg 4."
    start = sentence.index("Musterweg")
    assert told_after(sentence, [("destination", start, start + 11)], blocked=[(start, 30)]) == []


def test_the_list_stays_short():
    state: dict = {}
    for seq in range(30):
        told.note(state, "3x Kaffee.", [], seq, at=0, blocked=[])
    assert len(state["told"]) == told.MAX_TOLD


# ----------------------------------------------------------------------------- linking


@pytest.mark.parametrize(
    ("old", "values", "found"),
    [
        ("2", [("quantity", "2x", 2)], "2x"),
        ("maandag", [("date", "maandag 6 oktober", 2)], "maandag 6 oktober"),
        ("de 6e", [("date", "maandag 6 oktober", 2)], "maandag 6 oktober"),
        ("3", [("quantity", "2x", 2)], None),  # another number
        ("dinsdag", [("date", "maandag 6 oktober", 2)], None),  # another day
    ],
)
def test_a_contrasts_old_value_names_a_told_one(old, values, found):
    got = contrast._held_slot(old, values)
    assert (got[1] if got else None) == found


def test_fuller_skips_a_value_held_as_current():
    values = [["date", "Friday 18 April", 2]]
    assert told.fuller("date", "Friday", values, []) == ("Friday 18 April", 2)
    assert told.fuller("date", "Friday", values, ["Friday 18 April"]) is None


def test_replaced_when_the_slot_is_held_only_what_the_turn_before_told():
    values = [["date", "fredag den 7. november", 6]]
    assert told.replaced("date", "onsdag", values, [], held=True, seq=7) == (
        "fredag den 7. november",
        6,
    )
    assert told.replaced("date", "onsdag", values, [], held=True, seq=9) is None
    assert told.replaced("date", "onsdag", values, [], held=False, seq=9) is not None


def test_replaced_not_when_the_customer_takes_one_of_the_days_told():
    values = [["date", "Dienstag, 17.6.", 6], ["date", "Mittwoch, 18.6.", 6]]
    assert told.replaced("date", "Dienstag, den 17.6.", values, [], held=True, seq=7) is None


# ----------------------------------------------------------------------------- folded


def test_a_count_instead_of_the_one_read_out():
    form = summarise(
        [
            ("user", "Hallo, ich möchte meine Bestellung ändern."),
            (
                "assistant",
                "Ich sehe Ihre Bestellung: 2x Handtuch Blau und 1x Seife, Lieferung am "
                "Freitag, 14. März.",
            ),
            ("user", "Vom Handtuch bitte 4 Stück statt 2."),
        ]
    )
    assert entry(form, "quantity")["value"] == "4 Stück statt 2"
    assert "2x" in previous(form, "quantity")


def test_a_move_instead_replaces_the_day_the_assistant_told():
    form = summarise(
        [
            ("user", "Hi, about my service appointment."),
            ("assistant", "Your appointment is booked for Tuesday 11 November at 9:00."),
            ("user", "Could we move it to Thursday the 13th instead?"),
        ]
    )
    assert entry(form, "date")["value"] == "Thursday the 13th"
    assert previous(form, "date") == ["Tuesday 11 November at 9:00"]


def test_a_correction_of_the_limit_the_assistant_just_noted():
    form = summarise(
        [
            ("user", "Hvornår kommer bordet?"),
            ("assistant", "Jeg har noteret fredag den 7. november som sidste frist."),
            ("user", "Nej, sig hellere onsdag den 5. november."),
        ]
    )
    assert entry(form, "date")["value"].startswith("onsdag den 5. november")
    assert previous(form, "date") == ["fredag den 7. november"]


def test_an_hour_told_with_its_day_is_what_a_new_hour_replaces():
    form = summarise(
        [
            ("user", "Ich möchte die Abholung ändern."),
            (
                "assistant",
                "Ich sehe Ihre Reservierung: Abholung am Freitag, 23. Mai, um 18:00 Uhr.",
            ),
            ("user", "Lieber um 20 Uhr."),
        ]
    )
    assert entry(form, "time")["value"] == "um 20 Uhr"
    assert previous(form, "time") == ["18:00 Uhr"]


def test_a_day_given_up_by_its_number_gets_the_quote_told():
    form = summarise(
        [
            ("user", "Wanneer komen de monteurs?"),
            ("assistant", "De montage staat gepland op dinsdag 14 oktober."),
            ("user", "De 14e is lastig."),
            ("assistant", "Welke dag past beter?"),
            ("user", "Dan liever donderdag 16 oktober."),
        ]
    )
    assert entry(form, "date")["value"].startswith("donderdag 16 oktober")
    assert any(p.startswith("dinsdag 14 oktober") for p in previous(form, "date"))


@pytest.mark.parametrize(
    "turns",
    [
        # the customer takes what was told
        [
            ("user", "When is my delivery?"),
            ("assistant", "We deliver on Monday 10 March."),
            ("user", "Actually, Monday 10 March is fine."),
        ],
        # a new wish without a correction replaces nothing told
        [
            ("user", "My parcel never arrived."),
            ("assistant", "Your parcel was delivered on Monday 3 March."),
            ("user", "I'd like a new delivery on Friday 7 March."),
        ],
        # the slot is held and the day told is older than the turn before
        [
            ("user", "Wij willen de levering op woensdag 8 oktober."),
            ("assistant", "De keuken is besteld op maandag 1 september."),
            ("user", "Hoeveel kost de montage?"),
            ("assistant", "Dat kost 250 euro."),
            ("user", "Toch liever vrijdag 10 oktober."),
        ],
    ],
)
def test_nothing_told_is_replaced(turns):
    form = summarise(turns)
    told_days = {"Monday 10 March", "Monday 3 March", "maandag 1 september"}
    assert not told_days & {p.rstrip(".") for p in previous(form, "date")}


def test_a_number_against_the_hour_of_a_held_day_names_the_time():
    held = [("date", "maandag 30 juni, 8:00 uur", 1)]
    assert contrast._held_slot("8", held) is None
    assert contrast._held_slot("maandag", held) == held[0]


def test_replaced_skips_an_hour_that_bounds_something():
    values = [["time", "18:00 Uhr", 2], ["time", "bis 23:30 Uhr", 4]]
    assert told.replaced("time", "um 22 Uhr", values, [], held=False, seq=5) == ("18:00 Uhr", 2)
