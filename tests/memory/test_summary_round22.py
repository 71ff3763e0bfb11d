"""Three rules from the misses of summary round 22's development half (issue 19): a day the
customer is away, said beside the day they ask for, is the reason and no value; the speaker's
party counted as a whole ("met z'n drieën") is people, not the children a held count names; a
town said as the one rather wanted ("Hellere Ikast") is where it goes. Sentences made up here."""

import pytest

from . import folding


def _current(form: dict, name: str) -> list[str]:
    return [c["value"] for c in form["constraints"] if c["name"] == name]


@pytest.mark.parametrize(
    ("lang", "moved", "day", "away"),
    [
        (
            "en",
            "the 3rd doesnt work for me after all, could we do the friday after?",
            "friday 10th october",
            "friday 10th october. im away on the 4th anyway.",
        ),
        (
            "de",
            "der 3. klappt doch nicht, geht der Freitag danach?",
            "Freitag, 10. Oktober",
            "Freitag, 10. Oktober. Am 4. bin ich sowieso weg.",
        ),
        (
            "da",
            "den 3. passer alligevel ikke, kan vi tage fredagen efter?",
            "fredag den 10. oktober",
            "fredag den 10. oktober. jeg er væk den 4. alligevel.",
        ),
    ],
)
def test_the_day_a_customer_is_away_beside_the_day_asked_for_is_no_value(lang, moved, day, away):
    form = folding.summarise(
        [
            (
                "user",
                {
                    "en": "can you come on the 3rd?",
                    "de": "können Sie am 3. kommen?",
                    "da": "kan I komme den 3.?",
                }[lang],
            ),
            ("assistant", "OK."),
            ("user", moved),
            ("assistant", "Do you mean the 10th?"),
            ("user", away),
        ],
        lang,
    )
    assert _current(form, "date") == [day]


@pytest.mark.parametrize(
    ("lang", "children", "party"),
    [
        ("nl", "het worden 10 kinderen", "dan komen we met z'n drieën, ik, mijn man en oma"),
        ("de", "es werden 10 Kinder", "wir kommen dann zu dritt, ich, mein Mann und Oma"),
        ("en", "it will be 10 children", "then it's the three of us, me, my husband and gran"),
    ],
)
def test_the_speaker_s_party_counted_whole_keeps_the_count_of_children(lang, children, party):
    form = folding.summarise(
        [
            ("user", children),
            ("assistant", "Noted."),
            ("user", party),
        ],
        lang,
    )
    quantities = _current(form, "quantity")
    assert any("10" in value for value in quantities)


@pytest.mark.parametrize(
    ("lang", "first", "rather", "town"),
    [
        (
            "da",
            "kan den sendes til Herning?",
            "Hellere Ikast, hvis det kan lade sig gøre.",
            "Ikast",
        ),
        ("de", "Geht die Lieferung nach Ulm?", "Lieber Augsburg, wenn das geht.", "Augsburg"),
        ("nl", "kan het naar Zwolle?", "liever Deventer als dat kan", "Deventer"),
        ("en", "can it go to Leeds?", "rather Bradford if that's possible", "Bradford"),
    ],
)
def test_the_town_rather_wanted_is_where_it_goes(lang, first, rather, town):
    form = folding.summarise(
        [("user", first), ("assistant", "Let me check."), ("user", rather)],
        lang,
    )
    assert _current(form, "destination") == [town]


@pytest.mark.parametrize(
    ("lang", "limit", "answer", "hour"),
    [
        (
            "nl",
            "kunnen ze pas na half 9 beginnen? ik breng eerst de kinderen weg",
            "Dat kan, ik zet de starttijd op 8:45.",
            "8:45",
        ),
        (
            "de",
            "können die Monteure erst ab 10 Uhr kommen? vorher bin ich beim Arzt",
            "Kein Problem, ich trage 10:30 Uhr als Beginn ein.",
            "10:30 Uhr",
        ),
        (
            "en",
            "could the fitter come after 2pm? I'm out in the morning",
            "That's fine, I've set the arrival for 2:30pm.",
            "2:30pm",
        ),
        (
            "da",
            "kan de komme efter kl. 12? jeg er på arbejde om formiddagen",
            "Det kan vi godt, jeg har sat starttidspunktet til kl. 12.30.",
            "kl. 12.30",
        ),
    ],
)
def test_the_hour_the_assistant_sets_within_the_customer_s_limit_is_the_time(
    lang, limit, answer, hour
):
    form = folding.summarise(
        [
            ("user", "can you install it on Tuesday 8 July?"),
            ("assistant", "Yes, Tuesday 8 July from 8:00 is booked."),
            ("user", limit),
            ("assistant", answer),
        ],
        lang,
    )
    assert _current(form, "time") == [hour]


def test_hours_offered_in_a_question_set_no_time():
    form = folding.summarise(
        [
            ("user", "can the fitter come after 2pm?"),
            ("assistant", "Would 2:30pm or 4pm suit you?"),
        ],
        "en",
    )
    assert _current(form, "time") == ["after 2pm"]


def test_a_span_of_hours_restated_sets_no_single_hour():
    form = folding.summarise(
        [
            ("user", "Dann Dienstag. Aber bitte wirklich erst ab 13 Uhr."),
            ("assistant", "Verstanden, Dienstag, 20. Mai, 13 bis 17 Uhr."),
        ],
        "de",
    )
    assert _current(form, "time") == ["ab 13 Uhr"]


@pytest.mark.parametrize(
    ("lang", "advice"),
    [
        ("nl", "Ik raad u aan het vooraf bij de gemeente na te vragen."),
        ("de", "Ich empfehle Ihnen, vorher die Breite der Einfahrt nachzumessen."),
        ("en", "I'd recommend you measure the hatch again before we order."),
        ("da", "Jeg vil anbefale dig at måle døråbningen igen, før vi bestiller."),
    ],
)
def test_what_the_assistant_advises_the_customer_to_do_is_open(lang, advice):
    form = folding.summarise(
        [("user", "Can you deliver the shed on Friday?"), ("assistant", advice)],
        lang,
    )
    assert [p["seq"] for p in form["open_points"]] == [2]
