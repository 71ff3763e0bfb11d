"""The extractive summariser on single turns (no database): the edge cases of each language."""

import pytest

from memory import compaction


def summarise(turns) -> dict:
    form, state = compaction.empty_form(), compaction.empty_state()
    for seq, (role, text) in enumerate(turns, start=1):
        compaction.update(form, state, compaction.Turn(seq=seq, role=role, text=text))
    return form


def constraint(form, name):
    return next(c for c in form["constraints"] if c["name"] == name)


@pytest.mark.parametrize(
    ("text", "concern"),
    [
        ("Hallo, mijn bestelling 556677 is beschadigd.", "mijn bestelling 556677 is beschadigd."),
        ("Hi there. My order 123 is late.", "My order 123 is late."),
        ("Guten Tag! Die Lieferung fehlt.", "Die Lieferung fehlt."),
        ("Hej, min pakke er væk.", "min pakke er væk."),
    ],
)
def test_concern_is_the_persons_words_without_the_greeting(text, concern):
    assert summarise([("user", text)])["concern"] == {"text": concern, "seq": 1}


def test_an_abbreviation_does_not_cut_a_promise_short():
    form = summarise([("assistant", "Vi vender tilbage i morgen pr. mail.")])
    assert form["commitments"][0]["text"] == "Vi vender tilbage i morgen pr. mail."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Levering uiterlijk woensdag, of toch liever donderdag.", "donderdag"),
        ("Lieferung bis Montag, nein, doch lieber Dienstag.", "Dienstag"),
        ("Not Monday but Tuesday, by Tuesday.", "Tuesday"),
        ("Levering senest torsdag, nej, alligevel fredag.", "fredag"),
    ],
)
def test_a_correction_within_one_turn_keeps_the_value_meant_last(text, value):
    assert constraint(summarise([("user", text)]), "deadline")["value"] == value


def test_a_correction_across_turns_keeps_the_history_in_order():
    form = summarise(
        [
            ("user", "Ik heb 30 stuks nodig."),
            ("user", "Nee, toch 40 stuks."),
            ("user", "Sorry, toch liever 50 stuks."),
        ]
    )
    entry = constraint(form, "quantity")
    assert entry["value"] == "50 stuks" and entry["seq"] == 3
    assert entry["previous"] == [{"value": "40 stuks", "seq": 2}, {"value": "30 stuks", "seq": 1}]


def test_going_back_to_an_old_value_does_not_list_it_twice():
    form = summarise(
        [("user", "By Monday."), ("user", "Actually Tuesday."), ("user", "Actually Monday.")]
    )
    entry = constraint(form, "deadline")
    assert entry["value"] == "Monday"
    assert entry["previous"] == [{"value": "Tuesday", "seq": 2}]


def test_values_inside_sensitive_spans_are_never_taken():
    text = "Order 123456, card [card number removed], ship to Main Street 5 by Friday."
    start = text.index("Main Street 5")
    spans = [{"label": "ADDRESS", "start": start, "end": start + len("Main Street 5")}]
    form, state = compaction.empty_form(), compaction.empty_state()
    compaction.update(form, state, compaction.Turn(seq=1, role="user", text=text, redactions=spans))

    assert "Main Street" not in str(form)
    assert form["concern"] is None  # the only sentence holds an address
    assert [o["value"] for o in form["objects"]] == ["123456"]


def test_lists_are_capped_so_updates_stay_constant_time():
    turns = [("user", f"Order {100000 + n} please.") for n in range(compaction.MAX_OBJECTS + 10)]
    form = summarise(turns)
    assert len(form["objects"]) == compaction.MAX_OBJECTS
    assert form["objects"][-1]["value"] == str(100000 + compaction.MAX_OBJECTS + 9)


def test_close_topic_without_turns_closes_nothing():
    form, state = compaction.empty_form(), compaction.empty_state()
    assert compaction.close_topic(form, state, upto_seq=0) is None
    assert form["closed_topics"] == []


def test_a_person_named_as_recipient_is_not_a_place():
    form = summarise([("user", "Please send the parcel to Anna, she lives nearby.")])
    assert "Anna" not in str(form["objects"])


def test_a_delivery_destination_is_a_place():
    form = summarise([("user", "Können Sie die Ware nach Wien liefern?")])
    assert {"type": "place", "value": "Wien", "seq": 1} in form["objects"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ich brauche den Stuhl 4711-0815 bis Freitag.", "4711-0815"),
        ("Do you still have SKU88213 in blue?", "SKU88213"),
        ("Jeg vil bytte AB-20931 til en større.", "AB-20931"),
        ("Is 220/45-XL nog op voorraad?", "220/45-XL"),
    ],
)
def test_an_identifier_named_without_a_cue_word_is_still_an_object(text, value):
    objects = summarise([("user", text)])["objects"]
    assert value in [o["value"] for o in objects]


def test_numbers_inside_versions_prices_and_postcodes_are_not_dates_or_objects():
    form = summarise([("user", "Version 2.3.1 kostet 1.299,00 EUR, Lieferung an PLZ 10115.")])
    assert form["objects"] == []
