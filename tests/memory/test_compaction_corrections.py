"""Constraints and their corrections by kind of phrasing (issue 19): made-up sentences, one per
kind and language, never the corpus's."""

import pytest

from memory import compaction
from memory.summary_language import values

from .folding import summarise


def constraint(form, name):
    return next(c for c in form["constraints"] if c["name"] == name)


def previous(form, name) -> list[str]:
    return [p["value"] for p in constraint(form, name)["previous"]]


# ----------------------------------------------------------------------------- sizes


@pytest.mark.parametrize(
    ("first", "second", "new"),
    [
        ("Ich brauche die Hose in W31 L30.", "Halt, die Länge L32 statt L30.", "L32"),
        ("The chinos in W34 L32 please.", "Sorry, make that W33 L32.", "W33 L32"),
    ],
)
def test_trouser_sizes_by_waist_and_leg_are_sizes(first, second, new):
    form = summarise([("user", first), ("user", second)])
    assert constraint(form, "size")["value"] == new


def test_a_size_after_str_without_a_dot_is_a_size_and_a_bare_one_corrects_it():
    form = summarise(
        [
            ("user", "Jeg vil gerne bytte jakken til str 42, den er for lille."),
            ("assistant", "Vi har også str. 44 på lager."),
            ("user", "ok 44 så."),
        ]
    )
    assert constraint(form, "size")["value"] == "44" and previous(form, "size") == ["str 42"]


def test_the_same_size_with_another_article_is_no_new_value():
    form = summarise(
        [
            ("user", "The shirt is too tight, I need a 14."),
            ("user", "Is the 14 in stock in navy?"),
        ]
    )
    entry = constraint(form, "size")
    assert entry["value"] == "a 14" and entry["previous"] == []


# ----------------------------------------------------------------------------- counts and sums


@pytest.mark.parametrize(
    ("turns", "value"),
    [
        # a measure, not a count
        (["We are 3 adults travelling.", "Does my wife also get 23 kg?"], "3 adults"),
        # a house number in an address
        (["Wir sind 4 Personen.", "Lindenweg 18, Kassel."], "4 Personen"),
        # a number in a statement about something else
        (["Vi er 6 personer.", "Kan vi sidde sammen? Den mindste er kun 3"], "6 personer"),
    ],
)
def test_a_stray_number_does_not_replace_a_count(turns, value):
    form = summarise([("user", text) for text in turns])
    assert constraint(form, "quantity")["value"] == value


def test_a_bare_number_in_a_correcting_turn_replaces_the_count():
    form = summarise([("user", "Wij komen met z'n drieën."), ("user", "Wacht, dat worden er 4.")])
    assert constraint(form, "quantity")["value"] == "4"
    assert previous(form, "quantity") == ["met z'n drieën"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Wir reisen zu dritt nach Rom.", "zu dritt"),
        ("Is there a cabin for all five of us?", "all five of us"),
        ("Har I et bord til os alle seks?", "os alle seks"),
        ("We komen met z'n vijven.", "met z'n vijven"),
        ("Can we have a table for 7 people?", "7 people"),
    ],
)
def test_a_party_counted_by_idiom_is_a_quantity(text, value):
    assert constraint(summarise([("user", text)]), "quantity")["value"] == value


def test_a_price_of_something_else_does_not_replace_the_sum_insured():
    form = summarise(
        [
            ("user", "Please insure the contents for £40,000."),
            ("user", "Is my camera covered too? It cost £1,900."),
        ]
    )
    assert constraint(form, "amount")["value"] == "£40,000"


def test_a_sum_said_anew_without_a_cue_replaces_one_of_the_same_order():
    form = summarise([("user", "Das macht dann 120 Euro."), ("user", "ok 135 Euro.")])
    assert constraint(form, "amount")["value"] == "135 Euro"
    assert previous(form, "amount") == ["120 Euro"]


@pytest.mark.parametrize(
    ("value", "number"),
    [("1.500 i alt", 1500), ("€ 39,95", 39.95), ("£40,000", 40000), ("drei Teile", 3)],
)
def test_numbers_of_values(value, number):
    assert values.number_of(value) == number


def test_a_total_without_currency_counts_once_a_count_is_in_play():
    form = summarise(
        [("user", "Ik heb 4 stoelen besteld."), ("user", "Doe er nog 2 bij, dan 6 in totaal.")]
    )
    assert constraint(form, "quantity")["value"] == "6 in totaal"


# ----------------------------------------------------------------------------- days


def test_a_vaguer_day_after_a_precise_one_in_the_same_turn_is_not_the_choice():
    form = summarise(
        [("user", "The 3rd works, no, make it the 13th, my pay comes in the weekend before.")]
    )
    assert constraint(form, "date")["value"] == "the 13th"


def test_in_a_correcting_turn_the_new_day_wins_over_the_old_one_restated():
    form = summarise(
        [
            ("user", "Wir ziehen am 1.9. aus."),
            ("user", "Moment, der Auszug ist erst am 20.9., den Schlüssel geben wir am 1.9. ab"),
        ]
    )
    assert constraint(form, "date")["value"] == "20.9."


def test_a_day_since_which_something_is_broken_is_no_requirement():
    form = summarise([("user", "The heating has been off since Monday. Can someone come?")])
    assert all(c["name"] != "date" for c in form["constraints"])


def test_a_weekday_with_an_hour_is_not_a_day_of_the_month():
    form = summarise(
        [
            ("user", "Saturday morning would suit me."),
            ("assistant", "I've booked Saturday 9am to 12."),
        ]
    )
    assert constraint(form, "date")["value"] == "Saturday morning"


def test_next_weeks_day_dated_later_keeps_the_customers_words_for_a_correction():
    form = summarise(
        [
            ("user", "Volgende week woensdag is goed."),
            ("assistant", "Genoteerd voor woensdag 9 juli."),
            ("user", "Oei, woensdag kan toch niet. Donderdag 10 juli?"),
        ]
    )
    entry = constraint(form, "date")
    assert entry["value"] == "Donderdag 10 juli"
    assert {"woensdag 9 juli.", "Volgende week woensdag"} <= set(previous(form, "date"))


def test_a_day_said_more_precisely_stays_no_correction():
    form = summarise(
        [("user", "Next week Thursday please."), ("assistant", "Noted: Thursday 17 July.")]
    )
    entry = constraint(form, "date")
    assert entry["value"] == "Thursday 17 July." and entry["previous"] == []


@pytest.mark.parametrize(
    ("text", "deadline", "date"),
    [
        (
            "We need them by Thursday 4 September, term starts Monday 8 September.",
            "by Thursday 4 September",
            "Monday 8 September.",
        ),
        (
            "Graag uiterlijk woensdag 3 september, zaterdag 6 september is de opening.",
            "uiterlijk woensdag 3 september",
            "zaterdag 6 september",
        ),
    ],
)
def test_a_day_after_a_deadline_in_a_turn_that_corrects_nothing_is_another_day(
    text, deadline, date
):
    form = summarise([("user", text)])
    assert constraint(form, "deadline")["value"] == deadline
    assert constraint(form, "date")["value"] == date


def test_a_later_day_without_a_correction_does_not_replace_the_deadline():
    form = summarise(
        [
            ("user", "Die Stühle brauchen wir bis Freitag, 12. September."),
            ("user", "Der Hausmeister ist ab Montag, 8. September, da."),
        ]
    )
    assert constraint(form, "deadline")["value"] == "bis Freitag, 12. September."


# ---------------------------------------------------------------------- the assistant's values


def test_a_value_read_out_of_the_order_is_what_the_customers_first_word_changes():
    form = summarise(
        [
            ("user", "Where is my wardrobe? Order WR-55120."),
            ("assistant", "I can see order WR-55120: delivery is planned for Tuesday 14 October."),
            ("user", "Can it come on Thursday 16 October instead?"),
        ]
    )
    assert constraint(form, "date")["value"] == "Thursday 16 October"
    assert previous(form, "date") == ["Tuesday 14 October."]


def test_the_customers_value_equal_to_the_order_has_no_previous():
    form = summarise(
        [
            ("assistant", "Jeg kan se ordren: 4 stole, levering fredag d. 10/10."),
            ("user", "Ja fredag d. 10/10 passer fint."),
        ]
    )
    assert constraint(form, "date")["previous"] == []


@pytest.mark.parametrize(
    ("offer", "question", "answer", "new", "old"),
    [
        (
            "De monteur kan dinsdag 7 oktober tussen 8:00 en 12:00 komen.",
            "Schikt dat?",
            "Liever tussen 13:00 en 17:00.",
            "tussen 13:00 en 17:00",
            "tussen 8:00 en 12:00",
        ),
        (
            "Der Techniker könnte am Montag, 6. Oktober, um 9 Uhr kommen.",
            "Passt Ihnen das?",
            "Lieber am Mittwoch, 8. Oktober.",
            "Mittwoch, 8. Oktober.",
            "Montag, 6. Oktober",
        ),
    ],
)
def test_the_customers_counter_to_an_offer_keeps_the_offer_in_previous(
    offer, question, answer, new, old
):
    form = summarise([("assistant", f"{offer} {question}"), ("user", answer)])
    name = "time" if "tussen" in new else "date"
    entry = constraint(form, name)
    assert new in entry["value"] and any(old in p for p in previous(form, name))


def test_a_short_question_after_the_values_offers_them():
    form = summarise(
        [
            (
                "assistant",
                "The engineer can come on Wednesday 8 October between 1 and 5 pm. Shall I book it?",
            ),
            ("user", "Yes please."),
        ]
    )
    assert "Wednesday 8 October" in constraint(form, "date")["value"]


def test_a_short_confirmation_after_the_values_sets_them():
    form = summarise(
        [
            ("user", "Kan het op donderdag?"),
            ("assistant", "Dat kan: donderdag 9 oktober. Ik heb het aangepast."),
        ]
    )
    assert constraint(form, "date")["value"] == "donderdag 9 oktober."


def test_a_day_agreed_to_as_offered_is_kept_as_offered():
    form = summarise(
        [
            ("assistant", "Wir könnten am Freitag, 10. Oktober, abholen. Passt das?"),
            ("user", "Das ist gut so. Ja, Freitag."),
        ]
    )
    assert constraint(form, "date")["value"] == "Freitag, 10. Oktober"


def test_an_agreed_day_inside_the_range_held_changes_nothing():
    form = summarise(
        [
            ("user", "We want to fly Monday 6th to Monday 13th."),
            ("assistant", "The return flight is Monday 13 October at 18:20. Shall I book it?"),
            ("user", "yes"),
        ]
    )
    entry = constraint(form, "date")
    assert entry["value"] == "Monday 6th to Monday 13th" and entry["previous"] == []


@pytest.mark.parametrize(
    ("turns", "value", "old"),
    [
        (
            ["Kan teknikeren komme i morgen?", "Nej vent, kan han ikke komme torsdag i stedet?"],
            "torsdag",
            "i morgen",
        ),
        (
            ["Bitte am Montag liefern.", "Ach, können Sie nicht am Mittwoch kommen?"],
            "Mittwoch",
            "Montag",
        ),
        (
            ["Deliver it Tuesday please.", "Hmm, couldn't you do Friday instead?"],
            "Friday",
            "Tuesday",
        ),
    ],
)
def test_a_request_asked_in_the_negative_is_the_new_value(turns, value, old):
    form = summarise([("user", text) for text in turns])
    assert constraint(form, "date")["value"] == value
    assert old in previous(form, "date")


def test_a_day_that_does_not_work_after_all_stays_negated():
    form = summarise([("user", "Freitag passt."), ("user", "Moment, Freitag doch nicht.")])
    assert constraint(form, "date")["value"] == "Freitag"


# ----------------------------------------------------------------------------- places


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kan ik hem afhalen in de winkel in Zwolle?", "de winkel in Zwolle"),
        ("Can I drop it at the shop on Market Street?", "the shop on Market Street"),
        ("Jeg vil hellere hente den i butikken på Algade.", "butikken på Algade"),
        ("Bitte an die Filiale in der Neustadt liefern.", "die Filiale in der Neustadt"),
        ("Send den til kontoret, tak.", "kontoret"),
    ],
)
def test_a_place_is_quoted_with_the_name_that_says_which(text, value):
    assert value in constraint(summarise([("user", text)]), "destination")["value"]


# ---------------------------------------------------------------------- joined and unit values


@pytest.mark.parametrize(
    ("turns", "name", "value"),
    [
        (["Kunnen jullie de trui in S en M sturen? Welke maat past?"], "size", "S en M"),
        (["Bitte sowohl Größe 40 als Größe 42 schicken."], "size", "Größe 40 als Größe 42"),
        (["We need 2 desks and 3 chairs."], "quantity", "2 desks and 3 chairs"),
        (["Jeg vil gerne have den med 256 GB."], "size", "256 GB"),
        (["Die Wohnung hat 78 qm."], "size", "78 qm"),
    ],
)
def test_joined_values_and_capacities(turns, name, value):
    form = summarise([("user", text) for text in turns])
    assert constraint(form, name)["value"] == value


def test_a_size_said_with_its_word_needs_no_size_talk_before_it():
    form = summarise([("user", "Ich nehme das Kleid in dunkelblau, Gr. 38.")])
    assert constraint(form, "size")["value"] == "Gr. 38"


def test_a_cards_expiry_is_no_size():
    form = summarise(
        [
            ("user", "The jeans are too tight, I need a bigger size."),
            ("user", "Charge the card, it runs until 09/28."),
        ]
    )
    assert all(c["name"] != "size" for c in form["constraints"])


def test_a_sum_without_currency_once_a_sum_is_the_matter():
    form = summarise(
        [("user", "Versichern Sie den Hausrat mit 50.000 Euro."), ("user", "Nein, doch 60.000.")]
    )
    assert constraint(form, "amount")["value"] == "60.000"
    assert previous(form, "amount") == ["50.000 Euro"]


def test_a_place_named_as_the_reason_is_no_destination():
    form = summarise(
        [("user", "Stuur het naar de winkel in Leiden, dat is dichter bij mijn huis.")]
    )
    assert constraint(form, "destination")["value"] == "de winkel in Leiden"


# ----------------------------------------------------------------------------- channels, payers


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Dann doch per Brief, bitte.", "per Brief"),
        ("Then email after all.", "Then email"),
        ("Bel me op mijn mobiele nummer.", "op mijn mobiele nummer"),
        ("Ring til mig på mit arbejdsnummer.", "på mit arbejdsnummer"),
    ],
)
def test_a_channel_opening_the_sentence_or_named_by_its_number(text, value):
    assert value in constraint(summarise([("user", text)]), "channel")["value"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Die Rechnung bitte an die Praxis, nicht an mich.", "Die Rechnung bitte an die Praxis"),
        ("De factuur moet op de stichting staan.", "De factuur moet op de stichting staan"),
        ("Please send the invoice to our charity.", "Please send the invoice to our charity"),
        ("Ich zahl das selbst.", "Ich zahl das selbst"),
    ],
)
def test_who_is_billed_or_pays_is_the_responsibility(text, value):
    assert constraint(summarise([("user", text)]), "responsibility")["value"] == value


def test_a_number_after_a_storage_size_is_no_garment_size():
    form = summarise([("user", "Den med 256 GB, tak."), ("user", "Og med Windows 11 på?")])
    assert constraint(form, "size")["value"] == "256 GB"


# ----------------------------------------------------------------------------- more days and counts


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Can it start on the 1st of next month?", "the 1st of next month"),
        ("Die Kündigung bitte zum 15. des nächsten Monats.", "15. des nächsten Monats"),
        ("Kan det ske d. 1. i næste måned?", "d. 1. i næste måned"),
        ("Graag vanaf de 1e van volgende maand.", "de 1e van volgende maand"),
        ("Geht es morgen nach der Arbeit?", "morgen nach der Arbeit"),
    ],
)
def test_a_day_of_next_month_or_after_work_is_quoted_whole(text, value):
    form = summarise([("user", text)])
    assert any(value in c["value"] for c in form["constraints"])


def test_a_deadline_after_by_the_is_kept_beside_a_date_in_a_reason_clause():
    form = summarise([("user", "We need it by the end of next week, the audit is on the 24th.")])
    assert constraint(form, "deadline")["value"] == "by the end of next week"


def test_a_count_keeps_what_each_weighs():
    form = summarise([("user", "We will bring 3 bags of 20 kg.")])
    assert constraint(form, "quantity")["value"] == "3 bags of 20 kg"


def test_a_participle_after_a_number_is_no_count():
    form = summarise([("user", "Ich habe 2 zurückgeschickt, aber kein Geld bekommen.")])
    assert all(c["name"] != "quantity" for c in form["constraints"])


def test_days_offered_as_a_choice_set_nothing_until_the_customer_picks():
    offer = (
        "assistant",
        "Wir haben Termine am Montag, 3. November, oder am Mittwoch, 5. November.",
    )
    assert not any(c["name"] == "date" for c in summarise([offer])["constraints"])
    entry = constraint(summarise([offer, ("user", "Montag bitte.")]), "date")
    # The Monday picked, with the date the offer gave it (memory/summariser/dated.py).
    assert entry["value"] == "Montag, 3. November" and entry["seq"] == 1


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Gerne nach 14 Uhr, vormittags bin ich im Büro.", "nach 14 Uhr"),
        ("Not before 10am please, I work in the morning.", "Not before 10am"),
        ("Liefst vanaf 13:00, in de ochtend werk ik.", "vanaf 13:00"),
    ],
)
def test_an_hour_with_its_limit_beats_a_part_of_the_day_named_as_the_reason(text, value):
    assert constraint(summarise([("user", text)]), "time")["value"] == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Das neue Abo soll ab Oktober laufen.", "ab Oktober"),
        ("Can we pause it until November?", "until November"),
        ("Fra januar skal beløbet ændres.", "Fra januar"),
    ],
)
def test_a_month_from_or_until_which_is_a_date(text, value):
    assert constraint(summarise([("user", text)]), "date")["value"] == value


def test_a_month_alone_does_not_replace_a_day():
    form = summarise(
        [
            ("user", "We fly out on Friday 7 November."),
            ("assistant", "Noted. The upgrade is billed from December."),
        ]
    )
    assert constraint(form, "date")["value"] == "Friday 7 November."


def test_the_count_said_again_is_no_new_value():
    form = summarise(
        [
            ("user", "Wir sind zu viert."),
            ("user", "Moment, wir sind 5."),
            ("user", "Also Platz für 5."),
        ]
    )
    entry = constraint(form, "quantity")
    assert entry["value"] == "wir sind 5" and previous(form, "quantity") == ["zu viert"]


def test_a_place_to_collect_from_is_the_destination():
    form = summarise([("user", "Ik wil het liever ophalen in Apeldoorn.")])
    assert constraint(form, "destination")["value"] == "in Apeldoorn"


def test_a_medium_is_no_destination():
    form = summarise([("user", "Kan I sende bekræftelsen på sms?")])
    assert all(c["name"] != "destination" for c in form["constraints"])


# ----------------------------------------------------------------------------- generic corrections


@pytest.mark.parametrize(
    ("turns", "name", "new", "old"),
    [
        (["I need 3 chairs.", "Sorry, make that 5 chairs."], "quantity", "5 chairs", "3 chairs"),
        (
            ["Ich brauche 3 Stühle.", "Korrektur: 5 Stühle statt 3."],
            "quantity",
            "5 Stühle",
            "3 Stühle",
        ),
        (
            ["Jeg skal bruge 3 stole.", "Hov, det er 5 stole, ikke 3."],
            "quantity",
            "5 stole",
            "3 stole",
        ),
        (["Die Jacke in Größe 38 bitte.", "Doch lieber Größe 40."], "size", "Größe 40", "Größe 38"),
        (
            ["Stuur het naar mijn werk.", "Toch liever naar mijn huis."],
            "destination",
            "mijn huis",
            "mijn werk",
        ),
        (["Send det på mail.", "Nej, hellere med posten."], "channel", "med posten", "på mail"),
        (
            ["Könnt ihr am 14. liefern?", "Der 14. passt doch nicht. Geht der 16.?"],
            "date",
            "der 16.",
            "am 14.",
        ),
    ],
)
def test_a_correction_of_each_slot_keeps_the_old_value_in_previous(turns, name, new, old):
    form = summarise([("user", text) for text in turns])
    assert new in constraint(form, name)["value"]
    assert any(old in p for p in previous(form, name))


@pytest.mark.parametrize(
    ("planned", "answer", "new", "old"),
    [
        (
            "Die Lieferung ist für Montag, den 10. November geplant.",
            "Da bin ich nicht da. Geht Donnerstag, der 13. November?",
            "Donnerstag, der 13. November",
            "Montag, den 10. November",
        ),
        (
            "Delivery is scheduled for Monday 10 November.",
            "That doesn't work, can you do Thursday 13 November?",
            "Thursday 13 November",
            "Monday 10 November",
        ),
        (
            "Leveringen er planlagt mandag d. 10/11.",
            "Det passer ikke. Kan det blive torsdag d. 13/11?",
            "torsdag d. 13/11",
            "mandag d. 10/11",
        ),
    ],
)
def test_the_planned_value_the_assistant_states_is_what_the_customer_changes(
    planned, answer, new, old
):
    form = summarise([("assistant", planned), ("user", answer)])
    assert new in constraint(form, "date")["value"]
    assert any(old in p for p in previous(form, "date"))


def test_the_customer_repeating_the_planned_value_keeps_its_first_quote():
    form = summarise(
        [
            ("assistant", "Ich sehe Ihren Auftrag: Lieferung am Freitag, den 7. November."),
            ("user", "Freitag der 7. November, ja."),
        ]
    )
    entry = constraint(form, "date")
    assert entry["seq"] == 1 and entry["previous"] == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Vormittags habe ich einen Termin. Geht es am Nachmittag?", "am Nachmittag"),
        ("Gerne ab 15 Uhr, bis 14 Uhr arbeite ich.", "ab 15 Uhr"),
        ("In the morning I'm at work, so the afternoon please.", "the afternoon"),
        ("Helst om aftenen, jeg er på arbejde om dagen.", "om aftenen"),
    ],
)
def test_a_time_the_customer_is_busy_is_no_wish(text, value):
    assert constraint(summarise([("user", text)]), "time")["value"] == value


def test_a_requirement_said_with_a_modal_is_not_put_off():
    form = summarise([("user", "Vi skal have plads til 6 personer.")])
    assert constraint(form, "quantity")["value"] == "6 personer"


@pytest.mark.parametrize(
    ("first", "second", "new", "old"),
    [
        (
            "Deliver on Friday 7 November.",
            "Not Friday but Saturday 8 November.",
            "Saturday",
            "Friday",
        ),
        ("Levering fredag d. 7/11.", "Ikke fredag men lørdag d. 8/11.", "lørdag", "fredag"),
        (
            "Levering vrijdag 7 november.",
            "Niet vrijdag maar zaterdag 8 november.",
            "zaterdag",
            "vrijdag",
        ),
        (
            "Lieferung am Freitag, 7. November.",
            "Nicht Freitag, sondern Samstag, 8. November.",
            "Samstag",
            "Freitag",
        ),
    ],
)
def test_not_x_but_y_sets_y_and_keeps_x_in_previous(first, second, new, old):
    form = summarise([("user", first), ("user", second)])
    assert new in constraint(form, "date")["value"]
    assert any(old in p for p in previous(form, "date"))


@pytest.mark.parametrize(
    ("first", "second", "new", "old"),
    [
        ("Abholung um 10 Uhr.", "Können wir auf 14 Uhr verschieben?", "14 Uhr", "10 Uhr"),
        ("Afhentning kl. 10.", "Kan vi rykke det til kl. 14?", "kl. 14", "kl. 10"),
        ("Ophalen om 10 uur.", "Kunnen we het naar 14 uur verzetten?", "14 uur", "10 uur"),
        ("Pick-up at 10am please.", "Can we move it to 2pm?", "2pm", "10am"),
    ],
)
def test_moving_a_time_corrects_it(first, second, new, old):
    form = summarise([("user", first), ("user", second)])
    assert new in constraint(form, "time")["value"]
    assert any(old in p for p in previous(form, "time"))


@pytest.mark.parametrize(
    ("turns", "name", "value"),
    [
        (["I need the trousers in a 32.", "How do I send the 34 back?"], "size", "in a 32"),
        (["Die Schuhe bitte in Größe 41.", "Die 43 schicke ich dann zurück."], "size", "Größe 41"),
        (
            ["We need it by Friday 14 November.", "If it comes on the 20th that's fine too."],
            "deadline",
            "Friday 14 November.",
        ),
        (
            [
                "Vi skal bruge den fredag d. 14/11.",
                "Hvis den kommer mandag d. 17/11, er det også ok.",
            ],
            "deadline",
            "fredag d. 14/11",
        ),
    ],
)
def test_a_returned_item_or_a_case_considered_does_not_replace_the_wish(turns, name, value):
    form = summarise([("user", text) for text in turns])
    assert all(c["seq"] == 1 for c in form["constraints"])
    assert value in constraint(form, name)["value"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She doesn't need it until October.", "until October"),
        ("Wir brauchen es nicht vor dem 3. Dezember.", "3. Dezember"),
    ],
)
def test_not_until_is_a_later_date_not_a_refusal(text, value):
    form = summarise([("user", text)])
    assert any(value in c["value"] for c in form["constraints"])


@pytest.mark.parametrize(
    ("first", "second", "new", "old"),
    [
        (
            "Rufen Sie mich an.",
            "Ach, schreiben Sie mir lieber eine SMS.",
            "SMS",
            "Rufen Sie mich an",
        ),
        ("Ring til mig.", "Nej, send hellere en sms.", "sms", "Ring til mig"),
        ("Bel me maar.", "Nee, stuur liever een sms.", "sms", "Bel me"),
    ],
)
def test_a_channel_asked_for_with_the_person_between_is_a_channel(first, second, new, old):
    form = summarise([("user", first), ("user", second)])
    assert new in constraint(form, "channel")["value"]
    assert any(old in p for p in previous(form, "channel"))


def test_seats_are_a_size():
    form = summarise([("user", "The 3-seater please."), ("user", "Actually the 2-seater.")])
    assert constraint(form, "size")["value"] == "2-seater"
    assert previous(form, "size") == ["3-seater"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("We want cover for a trip to Portugal in May.", "Portugal"),
        ("Wir fahren im Sommer nach Kroatien.", "Kroatien"),
        ("Vi flyver til Malaga på lørdag.", "Malaga"),
        ("Dan ga ik naar de Kalverstraat.", "de Kalverstraat"),
    ],
)
def test_where_the_customer_travels_is_the_destination(text, value):
    assert constraint(summarise([("user", text)]), "destination")["value"] == value


def test_a_person_talked_to_is_no_destination():
    form = summarise([("user", "I'll talk to Martin about it.")])
    assert all(c["name"] != "destination" for c in form["constraints"])


@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        (
            "Am liebsten nachmittags, so ab 14 Uhr. Vormittags habe ich oft Kunden.",
            "time",
            "nachmittags, so ab 14 Uhr",
        ),
        ("Preferably Tuesday. Monday is my gym day.", "date", "Tuesday"),
        ("Liefst in de ochtend. 's Middags haal ik de kinderen op.", "time", "in de ochtend"),
        ("Das Budget sind 5.000 Euro brutto.", "budget", "5.000 Euro brutto"),
        ("Højst 200 kr om måneden.", "budget", "200 kr om måneden"),
    ],
)
def test_the_preferred_value_and_its_basis(text, name, value):
    assert value in constraint(summarise([("user", text)]), name)["value"]


def test_a_floor_between_two_floors_is_no_date():
    form = summarise([("user", "Die Treppe zwischen dem 1. und 2. Stock ist eng.")])
    assert all(c["name"] != "date" for c in form["constraints"])


def test_a_step_of_the_customers_own_on_a_named_day_is_a_date():
    form = summarise([("user", "Så kører jeg derind på fredag med min søn.")])
    assert constraint(form, "date")["value"] == "på fredag"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Can the cover run from June to August?", "June to August"),
        ("Bitte für Oktober, November und Dezember.", "Oktober, November und Dezember"),
        (
            "We leave Saturday the 4th and come back Saturday the 11th.",
            "Saturday the 4th and come back Saturday the 11th",
        ),
    ],
)
def test_months_in_a_run_and_a_trip_out_and_back_are_one_date(text, value):
    assert value in constraint(summarise([("user", text)]), "date")["value"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Vor 2 Wochen 3 Pakete zurückgeschickt, noch kein Geld.", "3 Pakete"),
        ("Also 12 Lizenzen, die zwei neuen kommen im Mai.", "12 Lizenzen"),
        ("That makes 6 tickets, the two extra are for my kids.", "6 tickets"),
    ],
)
def test_a_german_noun_after_a_noun_and_the_sum_drawn_are_counts(text, value):
    assert constraint(summarise([("user", text)]), "quantity")["value"] == value


def test_a_number_in_a_model_name_is_no_count():
    form = summarise([("user", "Ich suche die RTX 4090 Karten von Asus.")])
    assert all(c["name"] != "quantity" for c in form["constraints"])


def test_in_two_weeks_is_no_size():
    form = summarise(
        [
            ("user", "Die Hose passt nicht."),
            ("user", "Wenn ich in 2 Wochen nichts höre, rufe ich an."),
        ]
    )
    assert all(c["name"] != "size" for c in form["constraints"])


def test_a_weekday_inside_a_compound_is_a_day_and_said_again_changes_nothing():
    form = summarise(
        [
            ("assistant", "De monteur kan vrijdag 14 november tussen 13:00 en 17:00. Schikt dat?"),
            ("user", "Vrijdagmiddag is goed."),
            ("user", "En tot vrijdag heb ik dus geen internet?"),
        ]
    )
    entry = constraint(form, "date")
    assert entry["value"] == "Vrijdagmiddag" and entry["previous"] == []


@pytest.mark.parametrize(
    ("turns", "value"),
    [
        (
            ["Ich habe 2 Paar Schuhe zurückgeschickt.", "Moment, es war nur das eine Paar."],
            "nur das eine Paar",
        ),
        (["We need 2 seats.", "Sorry, only the one seat."], "only the one seat"),
        (
            [
                "Ik wil 2 kaartjes.",
                "Of nee, toch allebei.",
            ],
            "allebei",
        ),
    ],
)
def test_one_or_both_of_what_is_in_play_is_a_count(turns, value):
    form = summarise([("user", text) for text in turns])
    assert constraint(form, "quantity")["value"] == value


def test_a_need_to_replace_keeps_its_count():
    form = summarise([("user", "We need to replace 8 monitors before January.")])
    assert constraint(form, "quantity")["value"] == "8 monitors"


def test_both_said_in_passing_is_no_count():
    form = summarise(
        [
            ("user", "Wir brauchen 3 Reparaturen."),
            ("user", "Die Displays sind bei beide Geräten kaputt, und der Akku schwächelt auch."),
        ]
    )
    assert constraint(form, "quantity")["value"] == "3 Reparaturen"


def test_working_from_home_is_no_busy_time():
    form = summarise([("user", "Friday morning, I work from home on Fridays.")])
    assert "Friday morning" in constraint(form, "date")["value"]


def _fold_turns(turns: list[tuple[str, str]], lang: str) -> dict:

    form, state = compaction.empty_form(), compaction.empty_state()
    for seq, (role, text) in enumerate(turns, 1):
        compaction.update(
            form, state, compaction.Turn(seq=seq, role=role, text=text, redactions=[], lang=lang)
        )
    return form


@pytest.mark.parametrize(
    ("lang", "turns", "held"),
    [
        (
            "de",
            [
                ("user", "Ich brauche den Tisch bis spätestens Mittwoch."),
                ("assistant", "Gut."),
                ("user", "Der Termin ist jetzt Donnerstag statt Mittwoch."),
            ],
            ("Donnerstag", "Mittwoch"),
        ),
        (
            "en",
            [
                ("user", "I need the bed by Monday at the latest."),
                ("assistant", "Sure."),
                ("user", "Can we do Tuesday instead of Monday?"),
            ],
            ("Tuesday", "Monday"),
        ),
        (
            "da",
            [
                ("user", "Jeg skal bruge den senest tirsdag."),
                ("assistant", "Fint."),
                ("user", "Det bliver onsdag i stedet for tirsdag."),
            ],
            ("onsdag", "tirsdag"),
        ),
        (
            "nl",
            [
                ("user", "Ik heb hem uiterlijk vrijdag nodig."),
                ("assistant", "Prima."),
                ("user", "Het wordt zaterdag in plaats van vrijdag."),
            ],
            ("zaterdag", "vrijdag"),
        ),
    ],
)
def test_a_day_named_instead_of_the_deadline_moves_the_deadline(lang, turns, held):
    new, old = held
    days = [c for c in _fold_turns(turns, lang)["constraints"] if c["name"] in ("date", "deadline")]
    assert len(days) == 1
    assert new in days[0]["value"]
    assert [p["seq"] for p in days[0]["previous"] if old in p["value"]] == [1]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Ich hätte den Stuhl gern in Dunkelgrün."),
        ("en", "Can I get the lamp in Navy?"),
        ("da", "Jeg vil gerne have sofaen i Grå."),
        ("nl", "Ik wil de kast graag in Zwart."),
    ],
)
def test_a_colour_is_no_place(lang, text):
    objects = _fold_turns([("user", text)], lang)["objects"]
    assert not [o for o in objects if o["type"] == "place"]


@pytest.mark.parametrize("ack", ["Notiert.", "Noted.", "Noteret.", "Genoteerd.", "Done!"])
def test_a_bare_acknowledgement_promises_nothing(ack):
    form = _fold_turns([("user", "Bitte liefern Sie am Freitag."), ("assistant", ack)], "de")
    assert form["commitments"] == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I cannot come to the shop this week, sorry."),
        ("en", "We can't make it to the Leeds branch."),
        ("de", "Ich kann nicht in die Filiale kommen."),
        ("da", "Jeg kan ikke komme i butikken."),
        ("nl", "Ik kan niet naar de winkel komen."),
    ],
)
def test_a_place_one_cannot_get_to_is_no_destination(lang, text):
    form = _fold_turns([("user", text)], lang)
    assert not [c for c in form["constraints"] if c["name"] == "destination"]
