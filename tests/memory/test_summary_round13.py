"""Summary rules written on round 13 (issue 19, development data). Sentences made up for these
tests, not copied from the corpus; no database."""

import pytest

from . import folding


def summarise(turns, lang="en") -> dict:
    return folding.summarise(turns, lang)


# ----------------------------------------------------------------------------- topic change


@pytest.mark.parametrize(
    "opening",
    [
        "Noch was anderes: kann ich bei euch auch ein Tablet mit Vertrag bekommen? Nicht über 20 "
        "Euro im Monat.",
        "Noch etwas anderes: gibt es den Router auch in Weiß? Der alte passt nicht ins Regal.",
    ],
)
def test_something_else_announced_after_a_nod_opens_a_topic(opening):
    form = summarise(
        [
            ("user", "Meine Rechnung RE-44120 ist doppelt abgebucht worden."),
            ("assistant", "Das stimmt, ich habe die zweite Abbuchung storniert."),
            ("user", "Prima, danke"),
            ("user", opening),
        ],
        lang="de",
    )
    assert [t["to_seq"] for t in form["closed_topics"]] == [3]
    assert form["concern"]["seq"] == 4


@pytest.mark.parametrize(
    ("lang", "question", "reply"),
    [
        (
            "nl",
            "Kan ik u nog ergens anders mee helpen?",
            "eigenlijk wel, mijn laptop start sinds de update van gisteren niet meer op, kunnen "
            "jullie daarnaar kijken?",
        ),
        (
            "en",
            "Is there anything else I can help with?",
            "actually yes, the laptop I bought in spring stopped booting after yesterday's update, "
            "can you look at it?",
        ),
        (
            "da",
            "Er der andet, jeg kan hjælpe med?",
            "ja faktisk, den bærbare jeg købte i foråret starter ikke efter opdateringen i går, "
            "kan I kigge på den?",
        ),
    ],
)
def test_an_actually_yes_to_anything_else_with_a_matter_opens_a_topic(lang, question, reply):
    form = summarise(
        [
            ("user", "The invoice INV-5521 shows the wrong address."),
            ("assistant", "I've corrected it; a new invoice is on its way."),
            ("user", "ok good, that's sorted then"),
            ("assistant", question),
            ("user", reply),
        ],
        lang=lang,
    )
    assert [t["to_seq"] for t in form["closed_topics"]] == [4]
    assert form["concern"]["seq"] == 5


def test_actually_correcting_the_matter_is_no_new_topic():
    form = summarise(
        [
            ("user", "Ik wil mijn bestelling BK-2210 laten bezorgen op vrijdag 14 maart."),
            ("assistant", "Dat kan, vrijdag 14 maart staat genoteerd."),
            ("user", "eigenlijk liever zaterdag 15 maart, vrijdag ben ik er niet"),
        ],
        lang="nl",
    )
    assert form["closed_topics"] == []


# ----------------------------------------------------------------------------- values


@pytest.mark.parametrize(
    ("lang", "text", "word"),
    [
        ("de", "Die Kisten, das sind eher 15 glaub ich, alles Bücher.", "glaub"),
        ("nl", "dan wordt het de goedkoopste, die van 229 denk ik.", "denk"),
        ("da", "Han kan komme ved 16 tiden, hvis det passer.", "tiden"),
        ("de", "Bezahlt habe ich mit der Karte, die auf 889 endet.", "endet"),
    ],
)
def test_a_hedge_a_rate_or_a_verb_after_a_number_is_not_what_is_counted(lang, text, word):
    form = summarise(
        [
            ("user", "Ich möchte meinen Umzug KT-5512 anpassen."),
            ("assistant", "Gern, was soll sich ändern?"),
            ("user", text),
        ],
        lang=lang,
    )
    assert not [c for c in form["constraints"] if c["value"].endswith(word)]


def test_a_limit_raised_with_a_bare_number_keeps_its_bound_and_its_rate():
    form = summarise(
        [
            ("user", "Wij willen met 6 personen uit eten op zaterdag, reservering RS-4410."),
            ("assistant", "Het menu kost € 85 per persoon. Wat is uw budget?"),
            ("user", "max 80 euro pp"),
            ("assistant", "Dan kan ik het driegangenmenu van € 79 aanbieden."),
            ("user", "weet je wat, voor vier gangen wil ik eigenlijk wel tot 90 per persoon gaan"),
        ],
        lang="nl",
    )
    budgets = [c for c in form["constraints"] if c["name"] in {"budget", "amount"}]
    assert any(c["value"] == "tot 90 per persoon" for c in budgets), budgets


def test_a_volume_is_a_size_and_a_bigger_one_replaces_it():
    form = summarise(
        [
            ("user", "Ich brauche Lagerraum für meine Möbel, Auftrag LG-3381."),
            ("assistant", "Das passt in einen Container von 6 m³ für 80 € im Monat."),
            ("user", "Ok. Moment, das Klavier kommt doch noch dazu."),
            ("assistant", "Mit dem Klavier brauchen Sie einen Container von 10 m³ für 115 €."),
            ("user", "gut, dann den mit 10 m³"),
        ],
        lang="de",
    )
    assert not [c for c in form["constraints"] if c["name"] == "quantity" and "m³" in c["value"]]
    sizes = [c for c in form["constraints"] if c["name"] == "size"]
    assert sizes and "10 m³" in sizes[0]["value"], form["constraints"]


# ----------------------------------------------------------------------------- open points


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("da", "ok, det må jeg tage op med min udlejer"),
        ("nl", "hmm, misschien dekt mijn eigen verzekering het al. dat zoek ik eerst uit"),
        ("de", "Hm, vielleicht zahlt das meine Hausratversicherung. Das finde ich erst heraus."),
        ("en", "Hm, my landlord might cover that. I'll take it up with him first."),
    ],
)
def test_a_customer_who_goes_to_find_out_first_leaves_an_open_point(lang, reply):
    form = summarise(
        [
            ("user", "I want to insure the furniture in storage unit ST-2231."),
            ("assistant", "The standard cover is £5,000. Shall I raise it to £15,000 for £7.50?"),
            ("user", reply),
        ],
        lang=lang,
    )
    assert any(p["seq"] == 3 for p in form["open_points"]), form["open_points"]


# ----------------------------------------------------------------------------- channels


@pytest.mark.parametrize(
    ("lang", "first", "then", "channel"),
    [
        ("da", "send regningerne i e-Boks fremover", "nej, send dem hellere på mail", "mail"),
        (
            "de",
            "schicken Sie die Fotos per Post",
            "ach nein, ich lade sie im Portal hoch",
            "Portal",
        ),
    ],
)
def test_an_online_inbox_is_a_channel_that_another_replaces(lang, first, then, channel):
    form = summarise(
        [
            ("user", f"Kundennummer KD-55120: {first}"),
            ("assistant", "Notiert."),
            ("user", then),
        ],
        lang=lang,
    )
    channels = [c for c in form["constraints"] if c["name"] == "channel"]
    assert channels and channel in channels[0]["value"], form["constraints"]
    assert channels[0]["previous"], channels


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("da", "bilen med trailer er lidt under 9 meter i alt", "lidt under 9 meter"),
        ("de", "Es werden eher 25 Kartons, alles Bücher.", "eher 25 Kartons"),
        ("nl", "het boek wordt ongeveer 80 pagina's", "ongeveer 80 pagina"),
    ],
)
def test_a_size_or_count_keeps_the_word_that_bounds_or_rounds_it(lang, text, value):
    form = summarise(
        [
            ("user", "Ich möchte die Buchung BK-7710 ändern."),
            ("assistant", "Gern, was genau?"),
            ("user", text),
        ],
        lang=lang,
    )
    assert any(c["value"].startswith(value) for c in form["constraints"]), form["constraints"]


@pytest.mark.parametrize(
    ("lang", "turns"),
    [
        (
            "de",
            [
                ("user", "Mein Rad muss zur Inspektion, Kundennummer K-4410."),
                ("assistant", "Gern, Dienstag um 9 Uhr in der Filiale Altona ist gebucht."),
                ("user", "super, passt"),
                (
                    "user",
                    "ach und noch was, der Roller von meinem Sohn quietscht auch, kann ich den "
                    "gleich mitbringen?",
                ),
            ],
        ),
        (
            "en",
            [
                ("user", "My bike needs a service, customer number K-4410."),
                ("assistant", "Tuesday at 9 in our Leeds workshop is booked for you."),
                ("user", "great, thanks"),
                (
                    "user",
                    "oh and one more thing, my son's scooter squeaks too, can I bring it along "
                    "at the same time?",
                ),
            ],
        ),
    ],
)
def test_one_more_thing_brought_to_the_same_visit_keeps_the_topic(lang, turns):
    form = summarise(turns, lang=lang)
    assert form["closed_topics"] == []
    assert form["concern"]["seq"] == 1


# ----------------------------------------------------------------------------- commitments


@pytest.mark.parametrize(
    ("lang", "promise"),
    [
        ("de", "Der Kundendienst ruft Sie morgen zwischen 8 und 10 Uhr an."),
        ("nl", "Die haalt onze koerier donderdag tussen 9:00 en 12:00 bij u op."),
        ("de", "Den bringt der Fahrer am Montag gleich mit."),
        ("en", "The workshop calls you once the part is in."),
    ],
)
def test_a_team_or_a_fronted_object_in_the_present_is_a_commitment(lang, promise):
    form = summarise(
        [
            ("user", "My order KR-5510 has a broken lid, can it be swapped?"),
            ("assistant", promise),
        ],
        lang=lang,
    )
    assert any(c["seq"] == 2 for c in form["commitments"]), form["commitments"]


def test_what_a_team_is_or_was_is_no_commitment():
    form = summarise(
        [
            ("user", "Ist die Werkstatt am Montag offen? Auftrag WS-2210."),
            ("assistant", "Die Werkstatt ist am Montag geschlossen."),
        ],
        lang="de",
    )
    assert form["commitments"] == []


# ----------------------------------------------------------------------------- objects


@pytest.mark.parametrize(
    ("lang", "turns", "place"),
    [
        (
            "de",
            [
                ("user", "Ich brauche einen Termin für mein Rad."),
                ("assistant", "Wir haben Werkstätten in Köln-Deutz und Köln-Ehrenfeld."),
            ],
            "Köln-Ehrenfeld",
        ),
        ("da", [("user", "Hej, vi har en booking til Bornholm i sommerferien.")], "Bornholm"),
        (
            "en",
            [("user", "What time can we check in on Friday? We're driving down from Carlisle.")],
            "Carlisle",
        ),
    ],
)
def test_a_second_place_of_a_pair_and_a_trips_end_are_places(lang, turns, place):
    form = summarise(turns, lang=lang)
    assert any(o["value"] == place for o in form["objects"]), form["objects"]


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("nl", "hmm nee. of wacht, als het voor 400 totaal kan dan wel"),
        ("en", "hmm no. well, if you can do it for 400 in total then yes"),
        ("de", "hm nein. Oder doch, wenn es für 400 insgesamt geht, dann gerne"),
    ],
)
def test_a_yes_on_a_condition_leaves_the_offer_open(lang, reply):
    form = summarise(
        [
            ("user", "Can you repair the screen of my phone, repair REP-5512?"),
            ("assistant", "Screen and back cover together come to 450."),
            ("user", reply),
        ],
        lang=lang,
    )
    assert any(p["seq"] == 3 for p in form["open_points"]), form["open_points"]


def test_a_compound_of_a_place_word_is_a_place_and_a_short_yes_to_it_the_destination():
    form = summarise(
        [
            ("user", "Ich habe einen Mietwagen gebucht, Reservierung RS-4471, ab Flughafen."),
            ("assistant", "Gern. Was möchten Sie ändern?"),
            ("user", "Kann ich stattdessen in der Stadt abholen?"),
            ("assistant", "Die Station Köln Hauptbahnhof hat bis 20 Uhr geöffnet, das ginge."),
            ("user", "Super. Dann Hauptbahnhof."),
        ],
        lang="de",
    )
    assert any(
        o["value"] == "Station Köln Hauptbahnhof" and o["type"] == "place" for o in form["objects"]
    ), form["objects"]
    destinations = [c for c in form["constraints"] if c["name"] == "destination"]
    assert destinations and "Hauptbahnhof" in destinations[0]["value"], form["constraints"]


def test_a_remark_about_the_one_place_offered_is_no_pick():
    form = summarise(
        [
            ("user", "Ich habe einen Mietwagen gebucht, Reservierung RS-4471."),
            ("assistant", "Die Station Köln Hauptbahnhof hat bis 20 Uhr geöffnet, das ginge."),
            ("user", "Hauptbahnhof ist zu weit."),
        ],
        lang="de",
    )
    assert not [c for c in form["constraints"] if c["name"] == "destination"]
