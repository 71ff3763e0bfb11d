"""Slots keyed by name and subject (memory/summary_language/subjects.py, issue 19): two values of
one kind said about two things stay current side by side, and a correction of one links to the
entry of the same name and subject. Made-up conversations, never the corpus's."""

import pytest

from . import folding


def summarise(turns, lang="en") -> dict:
    return folding.summarise(turns, lang, redact=True)


def entries(form, name) -> list[dict]:
    return [c for c in form["constraints"] if c["name"] == name]


def current(form, name) -> list[str]:
    return [c["value"] for c in entries(form, name)]


def assert_contract(form, turns):
    for entry in form["constraints"]:
        assert set(entry) == {"name", "value", "seq", "previous"}
        assert entry["value"] in turns[entry["seq"] - 1][1]
        for old in entry["previous"]:
            assert old["value"] in turns[old["seq"] - 1][1]


@pytest.mark.parametrize(
    ("lang", "turns", "first", "second"),
    [
        (
            "en",
            [
                ("user", "The wardrobe should be delivered on Tuesday 9 September."),
                ("assistant", "Noted. Do you want our fitter as well?"),
                ("user", "Yes please, with the assembly on Thursday 11 September."),
            ],
            "Tuesday 9 September",
            "Thursday 11 September",
        ),
        (
            "de",
            [
                ("user", "Die Lieferung bitte am Mittwoch, 3. Dezember."),
                ("assistant", "Gern. Sollen wir die Küche auch montieren?"),
                ("user", "Ja, die Montage dann am Freitag, 5. Dezember."),
            ],
            "Mittwoch, 3. Dezember",
            "Freitag, 5. Dezember",
        ),
    ],
)
def test_two_days_for_two_events_stay_current(lang, turns, first, second):
    form = summarise(turns, lang)
    days = current(form, "date")
    assert any(first in d for d in days) and any(second in d for d in days)
    assert all(not e["previous"] for e in entries(form, "date"))
    assert_contract(form, turns)


def test_a_correction_links_to_the_entry_of_its_subject():
    turns = [
        ("user", "Could you deliver the sofa on Monday 6 October?"),
        ("assistant", "Yes. Would you like it assembled too?"),
        ("user", "Please, the assembly on Wednesday 8 October."),
        ("assistant", "Both are booked."),
        ("user", "Sorry, change of plan: the assembly should be Friday 10 October instead."),
    ]
    form = summarise(turns)
    by_value = {e["value"]: [p["value"] for p in e["previous"]] for e in entries(form, "date")}
    delivery = next(v for v in by_value if "Monday 6 October" in v)
    assembly = next(v for v in by_value if "Friday 10 October" in v)
    assert by_value[delivery] == []
    assert any("Wednesday 8 October" in p for p in by_value[assembly])
    assert not any("Wednesday 8 October" in v for v in by_value)
    assert_contract(form, turns)


def test_a_correction_without_a_subject_links_by_name():
    turns = [
        ("user", "We need 30 boxes for the move."),
        ("assistant", "30 boxes, noted."),
        ("user", "Actually make that 45."),
    ]
    form = summarise(turns)
    assert current(form, "quantity") == ["45"] or any("45" in v for v in current(form, "quantity"))
    (entry,) = entries(form, "quantity")
    assert [p["value"] for p in entry["previous"]] == ["30 boxes"]
    assert_contract(form, turns)


def test_subject_of_a_value():
    from memory.summary_language import subjects

    text = "Lieferung am Montag und Aufbau am Freitag"
    monday, friday = text.index("Montag"), text.index("Freitag")
    assert subjects.about("date", text, monday, monday + 6) == "delivery"
    assert subjects.about("date", text, friday, friday + 7) == "assembly"
    assert subjects.same(
        subjects.about("quantity", "4 Kartons", 0, 9), subjects.about("quantity", "6 Karton", 0, 8)
    )
    assert subjects.about("quantity", "20 people", 0, 9) == subjects.about(
        "quantity", "22 guests", 0, 9
    )
    assert subjects.about("date", "Am Montag bitte", 3, 9) is None


def test_a_bare_count_answers_the_question_about_its_subject():
    turns = [
        ("user", "We are 14 people for the team dinner."),
        ("assistant", "Lovely. How many tables would you like?"),
        ("user", "Three."),
    ]
    form = summarise(turns)
    values = current(form, "quantity")
    assert any("14 people" in v for v in values) and "Three" in values
    assert_contract(form, turns)


@pytest.mark.parametrize(
    ("lang", "turns", "hour"),
    [
        (
            "en",
            [
                ("user", "Can the engineer come at 9am on Thursday 4 December?"),
                ("assistant", "Thursday works, but our engineer only starts at 11am that day."),
                ("user", "11 is fine."),
            ],
            "11",
        ),
        (
            "de",
            [
                ("user", "Passt es am Dienstag, 9. Dezember um 8 Uhr?"),
                ("assistant", "Am Dienstag ist der Techniker leider erst ab 13 Uhr frei."),
                ("user", "13 passt auch."),
            ],
            "13",
        ),
    ],
)
def test_a_bare_hour_takes_the_time_the_agent_named(lang, turns, hour):
    form = summarise(turns, lang)
    (time,) = entries(form, "time")
    # the customer's number, or the agent's value it agrees to ("Ja, 13" - "ab 13 Uhr")
    assert time["value"].startswith(hour) or f" {hour}" in time["value"]
    assert time["previous"]
    assert_contract(form, turns)


def test_a_bare_answer_replaces_the_count_the_question_names():
    turns = [
        ("user", "The cottage needs 2 bedrooms."),
        ("assistant", "Fine. Anything else for the party?"),
        ("user", "We will also rent 12 chairs from you."),
        ("assistant", "Is it still 12 chairs, or do you need more now?"),
        ("user", "18."),
        ("assistant", "Noted: 18 chairs."),
    ]
    form = summarise(turns)
    by_value = {e["value"]: [p["value"] for p in e["previous"]] for e in entries(form, "quantity")}
    chairs = next(v for v in by_value if v.startswith("18"))
    assert any("12" in p for p in by_value[chairs])
    assert not any(v.startswith("12") for v in by_value)
    assert any("2 bedrooms" in v for v in by_value)
    assert_contract(form, turns)


@pytest.mark.parametrize(
    ("lang", "turns", "new", "old"),
    [
        (
            "da",
            [
                ("user", "Vi vil gerne leje en bil i uge 33, to personer."),
                ("assistant", "Det kan vi godt. Hvilken bilstørrelse?"),
                ("user", "Vent, kan vi rykke til uge 35 i stedet?"),
            ],
            "uge 35",
            "uge 33",
        ),
        (
            "de",
            [
                ("user", "Wir brauchen den Container in KW 14."),
                ("assistant", "In Ordnung, wie groß soll er sein?"),
                ("user", "Ach nein, lieber doch KW 16."),
            ],
            "KW 16",
            "KW 14",
        ),
    ],
)
def test_a_week_number_is_a_date(lang, turns, new, old):
    form = summarise(turns, lang)
    (date,) = entries(form, "date")
    assert new in date["value"]
    assert any(old in p["value"] for p in date["previous"])
    assert not any(new.split()[-1] == v or old.split()[-1] == v for v in current(form, "quantity"))
    assert_contract(form, turns)


@pytest.mark.parametrize(
    ("lang", "turns", "kept", "new", "old"),
    [
        (
            "nl",
            [
                ("user", "Ik wil 4 posters laten drukken, voor mijn 2 neven."),
                ("assistant", "Dat kan, op welk papier?"),
                ("user", "Mat papier. Doe toch maar 6 posters."),
            ],
            "2 neven",
            "6 posters",
            "4 posters",
        ),
        (
            "en",
            [
                ("user", "I'm sending 5 parcels to my 3 cousins in Leeds."),
                ("assistant", "Noted, standard or express?"),
                ("user", "Standard. Oh, and it's 7 parcels in the end."),
            ],
            "3 cousins",
            "7 parcels",
            "5 parcels",
        ),
    ],
)
def test_two_counts_in_one_turn_stay_current_and_the_right_one_is_corrected(
    lang, turns, kept, new, old
):
    form = summarise(turns, lang)
    by_value = {e["value"]: [p["value"] for p in e["previous"]] for e in entries(form, "quantity")}
    assert any(kept in v for v in by_value)
    changed = next(v for v in by_value if new in v)
    assert any(old in p for p in by_value[changed])
    assert not any(old in v for v in by_value)
    assert_contract(form, turns)


def test_a_span_of_time_is_no_second_count():
    turns = [
        ("user", "Two nights at the lodge, and we need 6 rooms."),
        ("assistant", "Six rooms for two nights, noted."),
        ("user", "Sorry, only 5."),
    ]
    form = summarise(turns)
    values = current(form, "quantity")
    assert any("5" in v for v in values)
    assert not any("6 rooms" in v for v in values)
    assert_contract(form, turns)


@pytest.mark.parametrize(
    ("lang", "turns", "kept", "new", "old"),
    [
        (
            "de",
            [
                ("user", "Wir brauchen einen Mietwagen: Abholung am 9.8., Rückgabe am 16.8."),
                ("assistant", "Gern. Welche Fahrzeugklasse soll es sein?"),
                ("user", "Kompakt. Ach, die Rückgabe bitte doch erst am 18.8."),
            ],
            "9.8.",
            "18.8.",
            "16.8.",
        ),
        (
            "da",
            [
                ("user", "Skabet skal være 90 cm bredt. Højden er 210 cm."),
                ("assistant", "Det noterer jeg. Hvilken farve?"),
                ("user", "Hvid. Undskyld, højden skal være 200 cm, ikke 210."),
            ],
            "90 cm",
            "200 cm",
            "210 cm",
        ),
        (
            "en",
            [
                ("user", "Move-in is on Friday 1 August, and the key handover on Tuesday 29 July."),
                ("assistant", "Thanks, both dates are noted."),
                ("user", "Sorry, my mistake: the key handover is Monday 28 July instead."),
            ],
            "Friday 1 August",
            "Monday 28 July",
            "Tuesday 29 July",
        ),
        (
            "nl",
            [
                (
                    "user",
                    "Het is een olijfboom met een stamhoogte van 160 cm, in een pot van Ø 50 cm.",
                ),
                ("assistant", "Genoteerd. Waar mag hij naartoe?"),
                ("user", "Naar de Dorpsstraat 3 in Baarn. O ja, de pot is toch Ø 45 cm."),
            ],
            "160 cm",
            "45 cm",
            "50 cm",
        ),
    ],
)
def test_two_values_said_together_stay_apart_and_a_correction_replaces_its_own(
    lang, turns, kept, new, old
):
    form = summarise(turns, lang)
    slot = "size" if "cm" in kept else "date"
    by_value = {e["value"]: [p["value"] for p in e["previous"]] for e in entries(form, slot)}
    first = next(v for v in by_value if kept in v)
    second = next(v for v in by_value if new in v)
    assert by_value[first] == []
    assert any(old in p for p in by_value[second])
    assert not any(old in v for v in by_value)
    assert_contract(form, turns)


def test_subjects_of_pick_up_and_return_and_of_compound_dimensions():
    from memory.summary_language import subjects

    text = "Abholung am 9.8., Rückgabe am 16.8."
    first, second = text.index("9.8."), text.index("16.8.")
    assert subjects.about("date", text, first, first + 4) == "collection"
    assert subjects.about("date", text, second, second + 5) == "return"
    text = "stamhoogte 180 cm, pot Ø 60 cm, 140 cm bredt"
    for value, dimension in (("180 cm", "height"), ("60 cm", "diameter"), ("140 cm", "width")):
        at = text.index(value)
        assert subjects.about("size", text, at, at + len(value)) == dimension


@pytest.mark.parametrize(
    ("lang", "turns", "changed", "old", "kept"),
    [
        (
            "en",
            [
                ("user", "Hello, I need to change my van hire, booking VH-2291."),
                (
                    "assistant",
                    "I can see your booking VH-2291: pick-up at our Leeds depot on Monday "
                    "2 June, return on Friday 6 June.",
                ),
                ("user", "My train is late, so I can only come on Tuesday 3 June."),
                ("assistant", "Shall the return stay as it is?"),
                ("user", "Yes, the return stays on Friday 6 June."),
            ],
            "Tuesday 3 June",
            "Monday 2 June",
            "Friday 6 June",
        ),
        (
            "nl",
            [
                ("user", "Goedemiddag, ik wil mijn aanhangerhuur wijzigen, boeking AH-7720."),
                (
                    "assistant",
                    "Ik zie uw boeking AH-7720: ophalen bij ons filiaal in Gouda op zaterdag "
                    "14 juni, terugbrengen op maandag 16 juni.",
                ),
                ("user", "Ik kan pas op zondag 15 juni komen."),
                ("assistant", "Blijft het terugbrengen op maandag?"),
                ("user", "Ja, terugbrengen blijft maandag 16 juni."),
            ],
            "zondag 15 juni",
            "zaterdag 14 juni",
            "maandag 16 juni",
        ),
    ],
)
def test_a_change_of_a_day_read_out_of_the_order_keeps_its_subject(lang, turns, changed, old, kept):
    form = summarise(turns, lang)
    by_value = {e["value"]: [p["value"] for p in e["previous"]] for e in entries(form, "date")}
    new = next(v for v in by_value if changed in v)
    assert any(old in p for p in by_value[new])
    assert any(kept in v for v in by_value)
    assert not any(old in v for v in by_value)
    assert_contract(form, turns)
