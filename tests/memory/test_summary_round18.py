"""Rules written for what summary round 18's development half showed; sentences made up here.

Round 18's conversations (tests/memory/corpus/summary/round18_*) are scored by
bench/summary_quality.py; these tests pin each rule with text of their own.
"""

import pytest

from . import folding


def _topics(turns, lang="en"):
    return folding.summarise(turns, lang)["closed_topics"]


@pytest.mark.parametrize(
    ("lang", "turns"),
    [
        (
            "de",
            [
                ("user", "hallo, wann wird mein neuer anschluss freigeschaltet?"),
                (
                    "assistant",
                    "Ihr Auftrag läuft mit dem Mietrouter Speedport Smart 4, Termin ist Dienstag.",
                ),
                ("user", "ok"),
                ("assistant", "Der Techniker kommt zwischen 8 und 12 Uhr."),
                ("user", "gut"),
                (
                    "user",
                    "noch was zum router. ich hab selbst einen, brauch ich den mietrouter dann?",
                ),
                ("assistant", "Nein, Sie können Ihren eigenen nutzen."),
            ],
        ),
        (
            "en",
            [
                ("user", "hi, when does the engineer come to install my heat pump?"),
                ("assistant", "The Daikin Altherma heat pump install is booked for Thursday."),
                ("user", "great thanks"),
                (
                    "user",
                    "one more thing about the heat pump, does the outdoor unit need a base?",
                ),
                ("assistant", "Yes, our team pours it on the day."),
            ],
        ),
    ],
)
def test_one_more_thing_about_what_the_matter_named_is_the_same_matter(lang, turns):
    """After the customer's nod, "one more thing" about the thing the matter already named goes
    on with it: closing the topic would drop every object and constraint said before."""
    assert _topics(turns, lang) == []


def test_one_more_thing_about_something_never_named_still_opens_another_matter():
    turns = [
        ("user", "hi, when does the engineer come to install my heat pump?"),
        ("assistant", "The Daikin Altherma heat pump install is booked for Thursday."),
        ("user", "great thanks"),
        ("user", "one more thing, my daughter wants to cancel her gym membership at your club"),
        ("assistant", "I can help with that."),
    ]
    assert len(_topics(turns)) == 1


def _constraints(turns, lang):
    return [
        (c["name"], c["value"], [p["value"] for p in c["previous"]])
        for c in folding.summarise(turns, lang)["constraints"]
    ]


@pytest.mark.parametrize(
    ("lang", "first", "correction", "expected"),
    [
        (
            "nl",
            "met 12 personen, 6 kamers dus",
            "o wacht, nee het wordt 13 personen, dus 7 kamers",
            [("quantity", "13 personen", ["12 personen"]), ("quantity", "7 kamers", ["6 kamers"])],
        ),
        (
            "en",
            "we are 9 guests in 5 rooms",
            "sorry, no, 10 guests then, so 6 rooms",
            [("quantity", "10 guests", ["9 guests"]), ("quantity", "6 rooms", ["5 rooms"])],
        ),
    ],
)
def test_a_correction_of_two_counts_corrects_each_of_its_own_thing(
    lang, first, correction, expected
):
    turns = [("user", first), ("assistant", "Noted."), ("user", correction)]
    assert _constraints(turns, lang) == expected


@pytest.mark.parametrize(
    ("lang", "first", "later", "new"),
    [
        (
            "nl",
            "we willen boeken van vrijdag 9 april tot zondag 11 april",
            "mijn zus kan dan niet. het moet een week later, vrijdag 16 tot zondag 18 april",
            "vrijdag 16 tot zondag 18 april",
        ),
        (
            "en",
            "we'd like to book Friday 9 April",
            "my sister can't make it. it has to be a week later, friday 16 april",
            "friday 16 april",
        ),
        (
            "de",
            "wir möchten Freitag, 9. April buchen",
            "meine schwester kann nicht, es muss zwei wochen später sein, freitag 23. april",
            "freitag 23. april",
        ),
    ],
)
def test_a_day_counted_later_is_a_new_day_not_a_decision_put_off(lang, first, later, new):
    """ "a week later" is no "later" of putting off: the day after it is the requirement."""
    turns = [("user", first), ("assistant", "Noted."), ("user", later)]
    dates = [c for c in _constraints(turns, lang) if c[0] == "date"]
    assert [value for _name, value, _previous in dates] == [new]


@pytest.mark.parametrize(
    ("lang", "first", "later", "new", "old"),
    [
        (
            "nl",
            "stuur de factuur maar per mail",
            "kan het toch liever via whatsapp? mail lees ik eigenlijk nooit",
            "liever via whatsapp",
            "per mail",
        ),
        (
            "en",
            "send the invoice by email please",
            "can it be by text instead? email I never read",
            "by text",
            "by email",
        ),
    ],
)
def test_a_channel_put_first_and_never_read_is_not_the_one_wanted(lang, first, later, new, old):
    turns = [("user", first), ("assistant", "Noted."), ("user", later)]
    channel = [c for c in _constraints(turns, lang) if c[0] == "channel"]
    assert channel[0][1] == new and old in channel[0][2]


def _objects(turns, lang):
    return [(o["type"], o["value"]) for o in folding.summarise(turns, lang)["objects"]]


@pytest.mark.parametrize(
    ("lang", "text", "place"),
    [
        (
            "de",
            "Die Montage in Kirchheim unter Teck ist am Mittwoch geplant.",
            "Kirchheim unter Teck",
        ),
        ("en", "The fitters drive over from Frankfurt am Main on Monday.", "Frankfurt am Main"),
    ],
)
def test_a_towns_name_goes_on_over_its_small_word(lang, text, place):
    assert ("place", place) in _objects([("user", "Hallo"), ("assistant", text)], lang)


@pytest.mark.parametrize(
    ("lang", "text", "town"),
    [
        ("de", "Das macht das Team unserer Niederlassung Esslingen.", "Esslingen"),
        ("en", "Your order is packed at our depot Swindon today.", "Swindon"),
    ],
)
def test_a_branch_named_by_its_town_names_the_town(lang, text, town):
    assert ("place", town) in _objects([("user", "Hallo"), ("assistant", text)], lang)


@pytest.mark.parametrize(
    ("lang", "later", "new"),
    [
        ("en", "hmm actually email is faster, post takes forever out here", "email is faster"),
        ("en", "no wait, email would be quicker, the post is too slow", "email would be quicker"),
    ],
)
def test_a_channel_said_too_slow_gives_way_to_the_one_said_quicker(lang, later, new):
    turns = [
        ("user", "I need the claim form"),
        ("assistant", "I can post you a paper form."),
        ("user", "post is fine"),
        ("user", later),
    ]
    channel = [c for c in _constraints(turns, lang) if c[0] == "channel"]
    assert channel == [("channel", new, ["post"])]


@pytest.mark.parametrize(
    "reply",
    ["ok dann red ich nochmal mit ihr", "gut, dann sprech ich erst mit meinem Mann"],
)
def test_talking_it_over_with_someone_first_is_a_decision_put_off(reply):
    turns = [
        ("user", "Ich möchte das E-Bike zurückgeben."),
        ("assistant", "Wir können es abholen, das kostet 30 Euro. Soll ich das buchen?"),
        ("user", reply),
    ]
    points = [p["text"] for p in folding.summarise(turns, "de")["open_points"]]
    assert any(text in reply for text in points), points


@pytest.mark.parametrize(
    ("lang", "reply"),
    [("de", "12 ist zu früh, das klappt nicht"), ("en", "12 is too early for me, sorry")],
)
def test_a_time_refused_as_too_early_sets_no_day_part(lang, reply):
    turns = [
        ("user", "geht es nachmittags?" if lang == "de" else "can you come in the afternoon?"),
        ("assistant", "Ginge 12–16 Uhr?" if lang == "de" else "Would 12-4pm work?"),
        ("user", reply),
    ]
    times = [
        c["value"] for c in folding.summarise(turns, lang)["constraints"] if c["name"] == "time"
    ]
    assert "früh" not in times and "early" not in times, times
