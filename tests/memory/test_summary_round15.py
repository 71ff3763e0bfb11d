"""Summary rules written in the session of round 15 (issue 19). Sentences made up for these
tests, not copied from any corpus; no database."""

import pytest

from . import folding


def summarise(turns, lang="en") -> dict:
    return folding.summarise(turns, lang)


def _named(form, name):
    return [c for c in form["constraints"] if c["name"] == name]


@pytest.mark.parametrize(
    ("lang", "first", "second", "new", "old"),
    [
        (
            "de",
            "die küche brauchen wir bis 14. august",
            "moment, der umzug ist ja schon am 2. august. also lieber bis ende juli",
            "bis ende juli",
            "bis 14. august",
        ),
        (
            "en",
            "we need the sofa by 20 may",
            "wait, my parents arrive on 11 may, so rather by 9 may",
            "by 9 may",
            "by 20 may",
        ),
        (
            "nl",
            "ik wil het uiterlijk 30 juni hebben",
            "oh, we vertrekken al op 18 juni. dus liever uiterlijk 15 juni",
            "uiterlijk 15 juni",
            "uiterlijk 30 juni",
        ),
    ],
)
def test_a_corrected_deadline_keeps_its_slot_after_another_day_in_the_turn(
    lang, first, second, new, old
):
    form = summarise(
        [
            ("user", first),
            ("assistant", "Das hängt vom Lager ab." if lang == "de" else "Let me check."),
            ("user", second),
        ],
        lang=lang,
    )
    deadlines = _named(form, "deadline")
    assert deadlines and deadlines[0]["value"].lower().startswith(new), form["constraints"]
    assert old in [p["value"].lower() for p in deadlines[0]["previous"]], form["constraints"]
    assert not [c for c in form["constraints"] if c["value"].lower() == old]


@pytest.mark.parametrize(
    ("lang", "turns", "current", "old"),
    [
        (
            "da",
            [
                "jeg skal bruge nye vinterdæk, 195/65 R15",
                "nej vent, det er 205/60 R16, jeg så forkert",
                "de gamle har kun 3 mm mønster tilbage",
            ],
            "205/60 R16",
            "195/65 R15",
        ),
        (
            "en",
            [
                "I need a new tyre, 215/55 R17",
                "sorry, it's 225/45 R18 on the back",
                "the old one has about 2 mm of tread left",
            ],
            "225/45 R18",
            "215/55 R17",
        ),
    ],
)
def test_a_size_of_another_kind_does_not_correct_the_held_size(lang, turns, current, old):
    reply = "Okay." if lang == "en" else "Okay, det noterer jeg."
    form = summarise(
        [
            ("user", turns[0]),
            ("assistant", reply),
            ("user", turns[1]),
            ("assistant", reply),
            ("user", turns[2]),
        ],
        lang=lang,
    )
    sizes = _named(form, "size")
    held = [s for s in sizes if s["value"].startswith(current)]
    assert held and old in [p["value"] for p in held[0]["previous"]], sizes


@pytest.mark.parametrize(
    ("lang", "first", "second", "new", "old"),
    [
        (
            "de",
            "die jacke hab ich in S-M bestellt",
            "zu klein, bitte umtauschen in L-XL",
            "L-XL",
            "S-M",
        ),
        (
            "nl",
            "ik heb de trui in M/L besteld",
            "te klein, graag ruilen voor XL/XXL",
            "XL/XXL",
            "M/L",
        ),
    ],
)
def test_a_garment_size_range_is_a_size_and_corrects_the_held_one(lang, first, second, new, old):
    form = summarise([("user", first), ("assistant", "Okay."), ("user", second)], lang=lang)
    sizes = _named(form, "size")
    assert sizes and sizes[0]["value"] == new, form["constraints"]
    assert [p["value"] for p in sizes[0]["previous"]] == [old]


@pytest.mark.parametrize(
    ("lang", "turns"),
    [
        (
            "da",
            [
                "Min faktura 88-2201 er for høj, der er trukket 420 kr. for meget.",
                "Det retter vi, du får pengene tilbage i næste uge.",
                "Godt. Noget andet: jeg vil gerne flytte mit bredbånd til en ny adresse.",
            ],
        ),
        (
            "en",
            [
                "Invoice 55-1902 charged me twice for the router rental.",
                "Sorry about that, the second charge is refunded now.",
                "Thanks. Something else: my son needs his own mobile plan with plenty of data.",
            ],
        ),
        (
            "de",
            [
                "Rechnung 3310-77 hat die Lieferung doppelt berechnet.",
                "Das ist korrigiert, die Gutschrift kommt per Mail.",
                "Gut. Was anderes: wir brauchen noch einen zweiten Kühlschrank für den Keller.",
            ],
        ),
    ],
)
def test_something_else_set_off_by_a_colon_opens_a_new_matter(lang, turns):
    form = summarise([("user", turns[0]), ("assistant", turns[1]), ("user", turns[2])], lang=lang)
    assert [t["to_seq"] for t in form["closed_topics"]] == [2], form["closed_topics"]


def test_wanting_something_else_is_no_new_matter():
    form = summarise(
        [
            ("user", "Die Jacke JK-2210 gefällt mir nicht."),
            ("assistant", "Möchten Sie sie umtauschen?"),
            ("user", "Ja, ich hätte gern etwas anderes, vielleicht in Blau."),
        ],
        lang="de",
    )
    assert form["closed_topics"] == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("nl", "Ze maken het verschil over, meestal binnen 3 werkdagen."),
        ("en", "The credit note is issued within 2 working days of the check."),
        ("de", "Die Gutschrift erfolgt innerhalb von 4 Werktagen nach der Prüfung."),
        ("da", "Beløbet overføres til din konto inden for 5 hverdage."),
    ],
)
def test_the_time_the_companys_step_takes_is_a_promise(lang, text):
    form = summarise([("user", "Rechnung 4471-22 ist doppelt abgebucht."), ("assistant", text)])
    assert [c["text"] for c in form["commitments"]] == [text]


@pytest.mark.parametrize(
    "text",
    [
        "Sie können innerhalb von 14 Tagen widerrufen.",
        "You have 30 days to return it, within 30 days of delivery.",
        "Je moet het binnen 14 dagen terugsturen.",
        "Kan det leveres inden for 3 dage?",
    ],
)
def test_the_customers_own_time_or_a_question_is_no_promise(text):
    form = summarise([("user", "Bestellung 5521 gefällt mir nicht."), ("assistant", text)])
    assert form["commitments"] == []


@pytest.mark.parametrize(
    ("lang", "offer"),
    [
        ("en", "I can hold both options until tomorrow noon. Shall I send them to you?"),
        ("de", "Ich reserviere Ihnen zwei Optionen bis morgen. Soll ich sie schicken?"),
        ("nl", "Ik houd twee opties voor u vast tot morgen. Zal ik ze mailen?"),
    ],
)
def test_the_options_held_for_the_customer_are_no_count_of_theirs(lang, offer):
    form = summarise(
        [
            ("user", "We are 4 people, booking FL-2280, and want to move the flight."),
            ("assistant", offer),
            ("user", "Yes please."),
        ],
        lang=lang,
    )
    counts = _named(form, "quantity")
    assert [c["value"] for c in counts] == ["4 people"], form["constraints"]


@pytest.mark.parametrize(
    ("lang", "text", "kept"),
    [
        (
            "de",
            "Das muss ich erst mit meiner Frau klären, die liebt den alten Schrank, ob Sie's "
            "glauben oder nicht.",
            "Das muss ich erst mit meiner Frau klären, die liebt den alten Schrank",
        ),
        (
            "en",
            "I need to check with my husband first, he loves that old sofa, believe it or not.",
            "I need to check with my husband first, he loves that old sofa",
        ),
        (
            "nl",
            "Dat moet ik eerst met mijn vrouw overleggen, zij is gek op die oude kast, geloof het "
            "of niet.",
            "Dat moet ik eerst met mijn vrouw overleggen, zij is gek op die oude kast",
        ),
    ],
)
def test_an_aside_closing_a_sentence_stays_out_of_the_summary(lang, text, kept):
    form = summarise(
        [
            ("user", "Ich möchte den Schrank SK-4410 bestellen."),
            ("assistant", "Sollen wir den alten Schrank für 59 Euro mitnehmen?"),
            ("user", text),
        ],
        lang=lang,
    )
    assert [p["text"] for p in form["open_points"]] == [kept], form["open_points"]


@pytest.mark.parametrize(
    ("lang", "announcement", "matter"),
    [
        (
            "de",
            "Passt, danke. Dann hätte ich noch eine ganz andere Sache.",
            "Mein Sohn braucht einen eigenen Handyvertrag mit viel Datenvolumen.",
        ),
        (
            "en",
            "Great, thanks. I've got a separate question as well.",
            "My daughter wants her own phone contract with plenty of data.",
        ),
    ],
)
def test_the_concern_after_an_announcement_is_the_matter_that_follows(lang, announcement, matter):
    form = summarise(
        [
            ("user", "Rechnung RE-5512 ist zu hoch, da sind 20 € zu viel drauf."),
            (
                "assistant",
                "Das habe ich korrigiert, die Gutschrift kommt mit der nächsten Rechnung.",
            ),
            ("user", announcement),
            ("user", matter),
        ],
        lang=lang,
    )
    assert form["concern"]["text"] == matter, form["concern"]


_REBOOKED = {
    "de": [
        (
            "user",
            "Ich habe den Kleiderschrank Bergen 200 bestellt, Auftrag KM-7710. Wann kommt er?",
        ),
        ("assistant", "Der Kleiderschrank Bergen 200 kommt am Dienstag, 12. Mai."),
        ("user", "Geht auch Mittwoch?"),
        ("assistant", "Kein Problem, ich habe auf Mittwoch, 13. Mai, umgebucht."),
    ],
    "en": [
        ("user", "I ordered the Nora coffee table, order AB-2231. When does it come?"),
        ("assistant", "The Nora coffee table arrives on Tuesday 12 May."),
        ("user", "Could it be Wednesday?"),
        ("assistant", "No problem, I've rebooked it for Wednesday 13 May."),
    ],
}


@pytest.mark.parametrize(
    ("lang", "more"),
    [
        ("de", "Gut. Noch was: Der Schrank muss in den 3. Stock, ohne Aufzug. Kostet das extra?"),
        ("en", "Great. One more thing: the table goes up to the second floor. Is that included?"),
    ],
)
def test_one_more_thing_about_the_thing_named_stays_in_the_matter(lang, more):
    form = summarise([*_REBOOKED[lang], ("user", more)], lang=lang)
    assert form["closed_topics"] == []
    assert form["concern"]["seq"] == 1


@pytest.mark.parametrize(
    ("lang", "more"),
    [
        ("de", "Gut. Noch was: Mein Sohn braucht einen neuen Handyvertrag mit viel Datenvolumen."),
        ("en", "Great. One more thing: my son needs a new phone contract with lots of data."),
    ],
)
def test_one_more_thing_about_something_else_still_opens_a_matter(lang, more):
    form = summarise([*_REBOOKED[lang], ("user", more)], lang=lang)
    assert [t["to_seq"] for t in form["closed_topics"]] == [4]


@pytest.mark.parametrize(
    ("lang", "offer"),
    [
        (
            "en",
            "Since you're moving, we also offer removal of your old bed on the same visit for £30.",
        ),
        ("de", "Wir bieten auch die Mitnahme Ihres alten Bettes beim selben Termin für 30 € an."),
        ("da", "Vi tilbyder også at tage din gamle seng med ved samme levering for 250 kr."),
        ("nl", "We bieden ook het meenemen van je oude bed aan bij dezelfde levering voor € 30."),
    ],
)
def test_what_the_company_also_offers_stays_open_until_taken(lang, offer):
    form = summarise(
        [("user", "Order BD-2207: when does my new bed arrive?"), ("assistant", offer)], lang=lang
    )
    assert [p["text"] for p in form["open_points"]] == [offer], form["open_points"]


@pytest.mark.parametrize(
    ("lang", "ask", "yes"),
    [
        (
            "en",
            "Hmm, that's a lot. Can I decide that later?",
            "Of course, you can add it any time.",
        ),
        ("de", "Hm. Kann ich das später entscheiden?", "Natürlich, das geht jederzeit."),
        ("da", "Hmm. Kan jeg vente med at beslutte det?", "Selvfølgelig, det kan du altid."),
        ("nl", "Hm. Mag ik daar later op terugkomen?", "Natuurlijk, dat kan altijd."),
    ],
)
def test_asking_to_put_off_a_decision_stays_open_after_the_yes(lang, ask, yes):
    form = summarise(
        [
            ("user", "Booking RB-2210, three nights."),
            ("assistant", "Breakfast is 18 per person per night."),
            ("user", ask),
            ("assistant", yes),
        ],
        lang=lang,
    )
    assert ask.split(". ")[-1] in [p["text"] for p in form["open_points"]], form["open_points"]


def test_a_plain_question_is_still_answered():
    form = summarise(
        [
            ("user", "Booking RB-2210, three nights."),
            ("assistant", "Breakfast is 18 per person per night."),
            ("user", "Can I pay at the hotel?"),
            ("assistant", "Yes, you can pay at reception."),
        ],
        lang="en",
    )
    assert "Can I pay at the hotel?" not in [p["text"] for p in form["open_points"]]
