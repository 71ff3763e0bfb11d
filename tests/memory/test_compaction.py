"""The extractive summariser on single turns (no database): the edge cases of each language."""

import pytest

from memory import compaction
from memory.summary_language import proper_names

from .folding import summarise


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
        ("Not Monday but Tuesday, by Tuesday.", "by Tuesday"),
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
    text = "Order 123456, ship to Main Street 5 by Friday, my neighbour's is Hill Road 9."
    start = text.index("Main Street 5")
    other = text.index("Hill Road 9")
    spans = [
        {"label": "ADDRESS", "start": start, "end": start + len("Main Street 5")},
        {"label": "ADDRESS", "start": other, "end": other + len("Hill Road 9")},
    ]
    form, state = compaction.empty_form(), compaction.empty_state()
    compaction.update(form, state, compaction.Turn(seq=1, role="user", text=text, redactions=spans))

    # A sentence naming somebody else: neither address is taken, the order still is.
    assert "Hill Road" not in str(form) and "Main Street" not in str(form)
    assert [o["value"] for o in form["objects"]] == ["123456"]


def test_the_customers_own_address_is_a_place_but_never_part_of_a_quote():
    text = "Please deliver it to Main Street 5, I'm in from 9 on Friday."
    start = text.index("Main Street 5")
    spans = [{"label": "ADDRESS", "start": start, "end": start + len("Main Street 5")}]
    form, state = compaction.empty_form(), compaction.empty_state()
    compaction.update(form, state, compaction.Turn(seq=1, role="user", text=text, redactions=spans))

    assert {"type": "place", "value": "Main Street 5", "seq": 1} in form["objects"]
    assert "Main Street" not in form["concern"]["text"]


def test_a_secret_leaves_its_sentence_out_and_contact_details_only_their_clause():
    text = (
        "My card is [card number removed], expiry 08/27. "
        "Order AB-55102 arrives Friday 6 June, call me on 0176 5550123, thanks."
    )
    card = text.index("[card number removed]")
    phone = text.index("0176 5550123")
    spans = [
        {"label": "CARD", "start": card, "end": card + len("[card number removed]")},
        {"label": "PHONE", "start": phone, "end": phone + len("0176 5550123")},
    ]
    form, state = compaction.empty_form(), compaction.empty_state()
    compaction.update(form, state, compaction.Turn(seq=1, role="user", text=text, redactions=spans))

    values = [o["value"] for o in form["objects"]]
    assert "08/27" not in str(form)
    assert "AB-55102" in values and "Friday 6 June" in values
    assert form["concern"]["text"] == "Order AB-55102 arrives Friday 6 June"


def test_a_phone_number_inside_a_lettered_identifier_does_not_hide_it():
    text = "I can see order CH-09-118402 for the Samsung Galaxy Tab A9+ in Graphite."
    start = text.index("09-118402")
    spans = [{"label": "PHONE", "start": start, "end": start + len("09-118402")}]
    form, state = compaction.empty_form(), compaction.empty_state()
    compaction.update(
        form, state, compaction.Turn(seq=1, role="assistant", text=text, redactions=spans)
    )

    values = [o["value"] for o in form["objects"]]
    assert "CH-09-118402" in values
    assert "Samsung Galaxy Tab A9+ in Graphite" in values


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


def test_numbers_inside_versions_prices_and_postcodes_are_not_dates_or_identifiers():
    form = summarise([("user", "Version 2.3.1 kostet 1.299,00 EUR, Lieferung an PLZ 10115.")])
    kinds = {o["type"] for o in form["objects"]}
    values = [o["value"] for o in form["objects"]]
    assert "date" not in kinds and "reference" not in kinds
    assert "10115" not in values
    assert {"type": "amount", "value": "1.299,00 EUR", "seq": 1} in form["objects"]


def _health(text: str, phrase: str) -> dict:
    start = text.index(phrase)
    return {"label": "HEALTH", "start": start, "end": start + len(phrase)}


@pytest.mark.parametrize(
    ("text", "phrase", "kept"),
    [
        (
            "I am pregnant, so the delivery men must carry the sofa SO-55102 up to the 3rd floor.",
            "pregnant",
            "the delivery men must carry the sofa SO-55102 up to the 3rd floor.",
        ),
        (
            "Ich habe Diabetes und brauche die Lieferung des Kühlschranks KS-4471 bis Freitag.",
            "Diabetes",
            "brauche die Lieferung des Kühlschranks KS-4471 bis Freitag.",
        ),
        (
            "Jeg har ondt i ryggen, så chaufføren skal bære sofaen BK-448120 op på 2. sal.",
            "ondt i ryggen",
            "chaufføren skal bære sofaen BK-448120 op på 2. sal.",
        ),
    ],
)
def test_a_health_phrase_leaves_only_its_clause_out_of_the_concern(text, phrase, kept):
    form, state = compaction.empty_form(), compaction.empty_state()
    turn = compaction.Turn(seq=1, role="user", text=text, redactions=[_health(text, phrase)])
    compaction.update(form, state, turn)

    assert form["concern"] == {"text": kept, "seq": 1}
    assert phrase not in str(form)
    # The objects of the rest of the sentence are kept too.
    assert any(o["type"] == "reference" or o["value"][:2] in kept for o in form["objects"])


@pytest.mark.parametrize(
    "text",
    [
        "My concern:\nthe delivery of my sofa SO-55102 is two weeks late.",
        "Mein Anliegen:\nDie Lieferung meines Schranks KS-4471 ist überfällig.",
    ],
)
def test_a_concern_introduced_by_a_colon_keeps_what_follows_it(text):
    concern = summarise([("user", text)])["concern"]
    assert concern == {"text": text, "seq": 1}


def test_the_object_cap_keeps_the_objects_named_first():
    turns = [("user", "My order SO-55102 for the Hartley oak table, from the store in Leeds.")]
    turns += [("assistant", f"On {n % 28 + 1} May we charged £{n}.00.") for n in range(60)]
    form = summarise(turns)

    assert len(form["objects"]) == compaction.MAX_OBJECTS
    values = [o["value"] for o in form["objects"]]
    assert values[:3] == ["SO-55102", "Hartley oak table", "Leeds"]
    # Past the first named, the oldest dates and amounts make room for the newest.
    assert "£59.00" in values and "£20.00" not in values


@pytest.mark.parametrize(
    ("first", "second", "new_topic"),
    [
        # "One more thing" about the same delivery is the same matter.
        ("Kan I levere sofaen tirsdag?", "fedt. og en ting mere, kan de bære den op?", False),
        (
            "Can you deliver the sofa on Tuesday?",
            "ok. one more thing, can they carry it up?",
            False,
        ),
        # Someone else's need, a move, or a new reference number is a different one.
        (
            "Kan I levere sofaen tirsdag?",
            "fedt. en ting mere, min kæreste skal have en kjole.",
            True,
        ),
        (
            "Can you deliver the sofa on Tuesday?",
            "great. one more thing, we're moving in May.",
            True,
        ),
        ("Wann kommt der Schrank?", "Gut. Noch was: meine Bestellung KS-4471 fehlt noch.", True),
    ],
)
def test_one_more_thing_is_a_new_topic_only_with_a_sign_of_a_new_matter(first, second, new_topic):
    form = summarise(
        [
            ("user", first),
            ("assistant", "Yes, that is arranged."),
            ("user", "Thanks, that helps a lot with the planning."),
            ("assistant", "You're welcome, the driver will call ahead."),
            ("user", second),
        ]
    )
    assert bool(form["closed_topics"]) is new_topic


def test_a_slot_the_assistant_names_in_answer_becomes_the_customers_when_they_agree():
    form = summarise(
        [
            ("user", "wanneer komt ie dan"),
            ("assistant", "De eerstvolgende rit is vrijdag 13 juni, tussen 12:00 en 16:00."),
            ("user", "ja dat is goed, ik ben thuis"),
        ]
    )
    assert constraint(form, "date")["value"] == "vrijdag 13 juni"
    assert constraint(form, "time")["value"] == "tussen 12:00 en 16:00"


def test_dutch_dan_is_then_not_than():
    form = summarise([("user", "Hmm. Doe dan maar maandag 16 juni, dan neem ik wel vrij")])
    assert constraint(form, "date")["value"] == "maandag 16 juni"
    form = summarise([("user", "Liever vrijdag dan maandag.")])
    assert constraint(form, "date")["value"] == "vrijdag"


@pytest.mark.parametrize(
    ("turns", "name", "value"),
    [
        # A size given alone once sizes are the matter, also as a correction.
        ([("assistant", "Which size would you like?"), ("user", "29/32 i think")], "size", "29/32"),
        (
            [
                ("user", "Ich nehme den Pullover in Größe S."),
                ("user", "Und dann lieber M, Baumwolle läuft ja beim Waschen ein."),
            ],
            "size",
            "M",
        ),
        # "jeg har lige prøvet" is done, not put off: the value in it counts.
        (
            [
                ("user", "Jeg vil bytte til størrelse 29/32."),
                ("user", "nej vent jeg har lige prøvet dem igen, så 30/32 tak"),
            ],
            "size",
            "30/32",
        ),
        # A bare number correcting a count may end its sentence.
        (
            [("user", "I need 3 rooms."), ("user", "No, 4. Adding Marcus from sales.")],
            "quantity",
            "4",
        ),
    ],
)
def test_a_bare_value_of_a_slot_in_play_is_taken(turns, name, value):
    assert constraint(summarise(turns), name)["value"] == value


def test_a_to_do_stays_open_after_a_yes_an_offer_does_not():
    form = summarise(
        [
            ("assistant", "Sie füllen das Formular aus und schicken es unterschrieben zurück."),
            ("user", "Ok, mache ich."),
            ("assistant", "Ich kann Ihnen einen Gutschein über 20 € anbieten."),
            ("user", "Ja, gerne."),
        ]
    )
    assert [p["seq"] for p in form["open_points"]] == [1]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Bestellung 5512-0093-HX: Esstisch „Bergen“ Eiche massiv.", ["Esstisch „Bergen“"]),
        (
            "Ich sehe den Tarif „Komfort Single“, bitte klicken Sie auf „Weiter“.",
            ["Komfort Single"],
        ),
        ("Vi er Vestjysk VVS A/S og har 12 biler.", ["Vestjysk VVS A/S"]),
        ("Het gaat om Bakker Logistiek B.V. in Tiel.", ["Bakker Logistiek B.V."]),
        ("Booking RH-77410: fly fra Billund til Kraków torsdag.", ["Billund", "Kraków"]),
        ("Flying Manchester to Tenerife South on Saturday.", ["Manchester", "Tenerife South"]),
    ],
)
def test_quoted_names_companies_and_route_ends_are_objects(text, names):
    values = [o["value"] for o in summarise([("assistant", text)])["objects"]]
    for name in names:
        assert any(name in value for value in values), (name, values)
    assert "„Weiter“" not in " ".join(values)


def test_nach_after_a_number_or_an_article_is_no_route():
    text = "Wir fahren mit dem Bus nach Passau, 2 Tage nach Ankunft."
    assert proper_names.named_things(text, []) == []


def test_an_answered_question_leaves_the_deferral_beside_it_open():
    form = summarise(
        [
            ("user", "hmm det må jeg lige overveje. har butikken i Lyngby sølv?"),
            ("assistant", "Ja, butikken i Lyngby Storcenter har sølv på lager."),
        ]
    )
    assert [p["text"] for p in form["open_points"]] == ["hmm det må jeg lige overveje."]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        (
            "Das Formular schicken wir Ihnen per Post, Sie füllen es aus und schicken es zurück.",
            "Sie füllen es aus und schicken es zurück.",
        ),
        (
            "Så sender vi de nye i dag, og I har 14 dage til at returnere de gamle.",
            "og I har 14 dage til at returnere de gamle.",
        ),
    ],
)
def test_the_customers_to_do_inside_a_promise_is_an_open_point(text, todo):
    form = summarise([("user", "Kann ich das so machen?"), ("assistant", text)])
    assert form["commitments"][0]["text"] == text
    assert [p["text"] for p in form["open_points"]] == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "The partners have to approve anything over £10,000 so I can't order today.",
        "Een prijsmatch moet door een teamleider worden goedgekeurd.",
        "Die Freigabe bekomme ich erst, wenn ich denen Ihr Angebot vorlege.",
    ],
)
def test_what_waits_for_an_approval_is_open(text):
    form = summarise([("user", text)])
    assert [p["text"] for p in form["open_points"]] == [text]


def test_an_address_the_assistant_reads_back_is_the_destination_once_confirmed():
    text = "Het leveradres is Kunstlaan 3, 3500 Hasselt, klopt dat?"
    start = text.index("Kunstlaan")
    form, state = compaction.empty_form(), compaction.empty_state()
    address = {"label": "ADDRESS", "start": start, "end": start + len("Kunstlaan 3, 3500 Hasselt")}
    for seq, (role, said, spans) in enumerate(
        [("assistant", text, [address]), ("user", "Ja, klopt.", [])], start=1
    ):
        compaction.update(form, state, compaction.Turn(seq, role, said, spans))
    assert constraint(form, "destination")["value"] == "Kunstlaan 3, 3500 Hasselt"


def test_a_value_said_more_precisely_is_no_correction():
    form = summarise(
        [
            ("user", "Kan I komme på lørdag?"),
            ("assistant", "Noteret: lørdag d. 12/7."),
        ]
    )
    entry = constraint(form, "date")
    assert entry["value"] == "lørdag d. 12/7" and entry["previous"] == []


@pytest.mark.parametrize("text", ["Ik heb er 15 skal ik zeggen", "40 ipv 50", "Die 20 reicht"])
def test_a_number_before_a_function_word_is_no_count(text):
    assert all(c["value"] != text.split()[0] for c in summarise([("user", text)])["constraints"])


@pytest.mark.parametrize(
    ("second", "new_topic"),
    [
        ("Now. My son needs a phone line, he starts school.", True),
        ("Min datter på 15 skal have sit eget abonnement.", True),
        ("We're moving house at the end of the month.", True),
        ("My husband will be home to let them in.", False),
        ("Meine Frau holt das Paket dann am Abend ab.", False),
    ],
)
def test_after_the_customers_thanks_someone_elses_need_is_a_new_matter(second, new_topic):
    form = summarise(
        [
            ("user", "Why is there an activation fee on my bill?"),
            ("assistant", "It was charged by mistake, I have refunded it."),
            ("user", "ok fine. thank you."),
            ("user", second),
        ]
    )
    assert bool(form["closed_topics"]) is new_topic


@pytest.mark.parametrize(
    ("turns", "name", "value"),
    [
        # (the count it replaces stays in the quote: "nicht 3")
        ([("user", "Das waren 4 Teile, nicht 3.")], "quantity", "4 Teile, nicht 3"),
        ([("user", "Wir brauchen drei Firmenhandys.")], "quantity", "drei Firmenhandys"),
        ([("user", "Hij zegt dat het 3x63A moet worden.")], "size", "3x63A"),
    ],
)
def test_german_counted_nouns_and_technical_sizes(turns, name, value):
    assert constraint(summarise(turns), name)["value"] == value


def test_a_number_inside_a_product_name_is_no_count():
    form = summarise([("user", "Ich habe das Samsung Galaxy 5 Ultra bestellt.")])
    assert not [c for c in form["constraints"] if c["name"] == "quantity"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Jeg kan se booking 2025-44107: feriehus nr. 4410 i Blokhus.", "4410"),
        ("Sort forventes på lager i uge 20.", "uge 20"),
        ("Die Lieferung ist für KW 24 geplant.", "KW 24"),
    ],
)
def test_short_numbers_named_as_numbers_and_weeks_are_objects(text, value):
    assert value in [o["value"] for o in summarise([("assistant", text)])["objects"]]


def test_a_pin_number_is_no_object():
    form = summarise([("user", "My PIN number 4410 does not work.")])
    assert "4410" not in str(form)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Vi er Restaurant Havnekøkkenet i Nyhavn.", "Restaurant Havnekøkkenet"),
        ("Het gaat om Bakkerij De Graaf in Gouda.", "Bakkerij De Graaf"),
        ("Ich rufe vom Gymnasium am Rosenberg an.", "Gymnasium am Rosenberg"),
    ],
)
def test_a_business_by_its_kind_and_name_is_an_object(text, name):
    values = [o["value"] for o in summarise([("user", text)])["objects"]]
    assert name in values, values


def test_a_business_word_before_a_lower_case_word_is_no_name():
    assert proper_names.named_things("Ik werk op kantoor in Den Haag.", []) == []


@pytest.mark.parametrize(
    ("turns", "name", "current", "given_up"),
    [
        (
            ["We need it delivered on a weekday, please.", "the 5th is fine, no wait, the 15th"],
            "date",
            "the 15th",
            "the 5th",
        ),
        (["Wir brauchen 4 Stühle, nicht 3 Stühle."], "quantity", "4 Stühle", "3 Stühle"),
        (
            ["Levering op vrijdag 6 juni, niet donderdag 5 juni."],
            "date",
            "vrijdag 6 juni",
            "donderdag 5 juni",
        ),
    ],
)
def test_a_value_given_up_in_the_turn_that_sets_the_slot_is_previous(
    turns, name, current, given_up
):
    form = summarise([("user", text) for text in turns])
    entry = constraint(form, name)
    assert current in entry["value"]
    previous = [p["value"] for p in entry["previous"]]
    if given_up:
        assert any(given_up in value for value in previous), previous
    assert all(current not in value for value in previous)


def test_no_text_of_a_turn_stays_cached_after_it_is_folded():
    """The per-turn caches of the fold hold a turn's text only while it is folded: nothing of a
    conversation stays in the worker's memory after its turn (an erased subject's included)."""
    from memory.summary_language import text as text_module

    form, state = compaction.empty_form(), compaction.empty_state()
    turn = compaction.Turn(
        seq=1, role="user", text="Kann die Lieferung am Freitag, 12. Juni nach Hamburg kommen?"
    )
    compaction.update(form, state, turn)

    assert text_module._TURN_CACHES, "the fold caches what it reads twice"
    assert all(cached.cache_info().currsize == 0 for cached in text_module._TURN_CACHES)
    assert form["constraints"], "the turn was read"
