"""Summary rules written in the session of round 17 (issue 19). Sentences made up for these
tests, not copied from any corpus; no database."""

import pytest

from . import folding


def _named(form, name):
    return [c for c in form["constraints"] if c["name"] == name]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        ("nl", "Kunnen de voorwaarden ook in het Engels?", "in het Engels"),
        ("da", "Kan I sende kontrakten på engelsk?", "på engelsk"),
        ("de", "Geht die Rechnung auch auf Englisch?", "auf Englisch"),
    ],
)
def test_the_language_keeps_its_preposition(lang, text, value):
    form = folding.summarise(
        [("user", "Ich brauche einen neuen Vertrag."), ("assistant", "Gern."), ("user", text)], lang
    )
    assert [c["value"] for c in _named(form, "language")] == [value], form["constraints"]


@pytest.mark.parametrize(
    ("lang", "turns", "amount", "old", "budget"),
    [
        (
            "nl",
            [
                ("user", "Ik wil het verzekerde bedrag verhogen naar 40.000 euro."),
                ("assistant", "Dat kan. Wat mag de premie kosten?"),
                ("user", "Ik wil niet boven de 25 euro per maand uitkomen."),
                (
                    "assistant",
                    "Dan past 50.000 euro voor 22 euro per maand, of 40.000 euro voor 19 euro.",
                ),
                ("user", "Doe toch maar die 50.000."),
            ],
            "50.000",
            "40.000 euro",
            "25 euro per maand",
        ),
        (
            "en",
            [
                ("user", "I'd like to raise the sum insured to £30,000."),
                ("assistant", "Sure. What can the premium be?"),
                ("user", "I don't want to pay more than £20 a month."),
                ("assistant", "£40,000 would be £18 a month, £30,000 would be £15."),
                ("user", "Go with the 40,000 then."),
            ],
            "40,000",
            "£30,000",
            "£20 a month",
        ),
    ],
)
def test_a_bare_sum_corrects_the_money_slot_of_its_size(lang, turns, amount, old, budget):
    form = folding.summarise(turns, lang)
    amounts = _named(form, "amount")
    assert amounts and amount in amounts[0]["value"], form["constraints"]
    assert old in [p["value"] for p in amounts[0]["previous"]], form["constraints"]
    assert any(budget in c["value"] for c in _named(form, "budget")), form["constraints"]


@pytest.mark.parametrize(
    ("lang", "first", "second", "new", "old"),
    [
        (
            "da",
            "vi vil gerne leje huset fra lørdag den 2. august",
            "Nej, jeg tog fejl. Vi skal have fra lørdag den 9. august. Den 2. var sidste år",
            "lørdag den 9. august",
            "lørdag den 2. august",
        ),
        (
            "en",
            "we'd like the cottage from Saturday 2 August",
            "Sorry, my mistake. We need it from Saturday 9 August. The 2nd was last year",
            "Saturday 9 August",
            "Saturday 2 August",
        ),
    ],
)
def test_a_start_day_needed_from_corrects_the_date_and_a_past_day_is_no_requirement(
    lang, first, second, new, old
):
    form = folding.summarise(
        [("user", first), ("assistant", "Tak." if lang == "da" else "Thanks."), ("user", second)],
        lang,
    )
    dates = _named(form, "date")
    assert dates and new in dates[0]["value"], form["constraints"]
    assert old in [p["value"] for p in dates[0]["previous"]], form["constraints"]
    assert not _named(form, "deadline"), form["constraints"]


@pytest.mark.parametrize(
    ("lang", "turns", "total", "old"),
    [
        (
            "da",
            [
                ("user", "Vi har bestilt 2 ekstra hylder til reolen."),
                ("assistant", "Fint, det kan jeg se."),
                ("user", "Min mand siger vi har købt én mere, til gangen"),
                (
                    "assistant",
                    "Det stemmer. Så det bliver 3 ekstra hylder i alt, og de koster 450 kr.",
                ),
                ("user", "Ja, det er dem."),
            ],
            "3 ekstra hylder",
            "2 ekstra hylder",
        ),
        (
            "en",
            [
                ("user", "I'd like 2 extra cushions with the bench."),
                ("assistant", "Sure, added."),
                ("user", "Actually, one more cushion please, my mum wants one"),
                (
                    "assistant",
                    "No problem. So that's 3 extra cushions in total, £59.97 altogether.",
                ),
                ("user", "Lovely."),
            ],
            "3 extra cushions",
            "2 extra cushions",
        ),
    ],
)
def test_one_more_is_summed_up_by_the_assistants_total(lang, turns, total, old):
    form = folding.summarise(turns, lang)
    counts = _named(form, "quantity")
    assert counts and counts[0]["value"] == total, form["constraints"]
    assert old in [p["value"] for p in counts[0]["previous"]], form["constraints"]


def test_a_total_with_no_count_added_to_sets_nothing():
    form = folding.summarise(
        [
            ("user", "I need 4 chairs for the kitchen."),
            ("assistant", "We have 6 chairs in total in that style, £240 altogether."),
            ("user", "Ok."),
        ],
        "en",
    )
    assert [c["value"] for c in _named(form, "quantity")] == ["4 chairs"], form["constraints"]


def _topics(turns, lang="en"):
    return folding.summarise(turns, lang)["closed_topics"]


def test_also_while_ive_got_you_adding_to_the_order_is_the_same_matter():
    turns = [
        ("user", "Hi, I ordered a garden bench last week, order GB-7721. When will it come?"),
        ("assistant", "It leaves our warehouse on Monday 9 June."),
        ("user", "Also while I've got you - can I add two of the matching cushions?"),
        ("assistant", "Of course, added."),
    ]
    assert _topics(turns) == []


def test_a_different_thing_adding_something_else_is_another_matter():
    turns = [
        ("user", "my suitcase never arrived in Porto, flight XR-2210 this morning"),
        ("assistant", "I've opened file OPO-77120; the bag will be sent to your hotel."),
        ("user", "ok good thanks"),
        ("user", "right, different thing. for the flight home I want to add a second checked bag"),
        ("assistant", "Sure."),
    ]
    assert len(_topics(turns)) == 1


def test_a_yes_after_anything_else_about_a_held_value_is_the_same_matter():
    turns = [
        ("user", "Can you deliver the wardrobe on Friday 13th? Mornings please"),
        ("assistant", "Let me check."),
        ("user", "ok thanks"),
        ("assistant", "Booked. Anything else I can help with?"),
        (
            "user",
            "Yes, bad news about Friday. Nobody will be in after all. Can you do the day after?",
        ),
        ("assistant", "Saturday 14 June works."),
    ]
    assert _topics(turns) == []


def test_a_yes_after_anything_else_with_a_new_matter_closes_the_topic():
    turns = [
        ("user", "Can you deliver the wardrobe on Friday 13th? Mornings please"),
        ("assistant", "Let me check."),
        ("user", "ok thanks"),
        ("assistant", "Booked. Anything else I can help with?"),
        ("user", "Yes actually, my mobile contract runs out and I want a new SIM only plan"),
        ("assistant", "Happy to help with that."),
    ]
    assert len(_topics(turns)) == 1


@pytest.mark.parametrize(
    "reply",
    ["Okay, die besorge ich mir beim Vermieter.", "Gut, das kläre ich mit meinem Chef."],
)
def test_the_customers_step_said_object_first_stays_open(reply):
    form = folding.summarise(
        [
            ("user", "Wir ziehen am 13. Dezember um und brauchen 40 Kartons."),
            ("assistant", "Dafür brauchen wir noch eine Bestätigung der Hausverwaltung."),
            ("user", reply),
            ("assistant", "Das ist in Ordnung."),
        ],
        "de",
    )
    texts = [p["text"] for p in form["open_points"]]
    assert reply.split(", ", 1)[1] in texts, texts


@pytest.mark.parametrize("reply", ["Ah, das kenne ich schon.", "Ach so, das verstehe ich."])
def test_knowing_or_understanding_said_object_first_is_no_step(reply):
    form = folding.summarise(
        [
            ("user", "Wir ziehen am 13. Dezember um und brauchen 40 Kartons."),
            ("assistant", "Die Kartons kommen eine Woche vorher."),
            ("user", reply),
            ("assistant", "Prima."),
        ],
        "de",
    )
    assert form["open_points"] == []


@pytest.mark.parametrize(
    ("lang", "first", "second", "new", "old"),
    [
        (
            "nl",
            "Graag om 8 uur beginnen.",
            "Nee wacht, maak er maar half tien van.",
            "half tien",
            "8 uur",
        ),
        ("de", "Bitte um 8 Uhr anfangen.", "Ach nein, lieber halb zehn.", "halb zehn", "8 Uhr"),
        ("da", "I må gerne starte kl. 8.", "Nej vent, hellere halv ti.", "halv ti", "kl. 8"),
    ],
)
def test_half_an_hour_said_in_words_is_a_time(lang, first, second, new, old):
    form = folding.summarise([("user", first), ("assistant", "OK."), ("user", second)], lang)
    times = _named(form, "time")
    assert times and new in times[0]["value"], form["constraints"]
    assert any(old in p["value"] for p in times[0]["previous"]), form["constraints"]
