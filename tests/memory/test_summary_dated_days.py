"""A day the customer names by its weekday alone takes its date from the
assistant's turn beside it (memory/summariser/dated.py), found among the date misses of the
development splits (rounds 7, 13, 15 and 19): the agent at handover needs "Saturday 30 January",
not "Saturday". Sentences made up here."""

import pytest

from . import folding


def _entry(form: dict, name: str) -> dict:
    return next(c for c in form["constraints"] if c["name"] == name)


@pytest.mark.parametrize(
    ("lang", "offer", "pick", "dated"),
    [
        (
            "nl",
            "Doordeweeks zit het vol. Of u kiest een zaterdag: zaterdag 30 januari hebben we nog "
            "een rit.",
            "doe die zaterdag maar",
            "zaterdag 30 januari",
        ),
        (
            "en",
            "Weekdays are full, I'm afraid. We still have Saturday 14 March in the morning.",
            "ok the saturday then",
            "Saturday 14 March",
        ),
        (
            "de",
            "Unter der Woche ist alles voll. Am Samstag, den 14. März, hätten wir noch Platz.",
            "dann nehmen wir den samstag",
            "Samstag, den 14. März",
        ),
        (
            "da",
            "Hverdagene er desværre fyldt op. Lørdag den 14. marts har vi stadig en tid.",
            "så tager vi lørdagen",
            "Lørdag den 14. marts",
        ),
    ],
)
def test_a_weekday_picked_takes_the_date_the_assistant_gave_it(lang, offer, pick, dated):
    form = folding.summarise(
        [("user", "When can you deliver?"), ("assistant", offer), ("user", pick)], lang
    )
    entry = _entry(form, "date")
    assert entry["value"].startswith(dated)
    assert entry["seq"] == 2  # the assistant's turn, whose words the value quotes


@pytest.mark.parametrize(
    ("lang", "asked", "answer", "dated"),
    [
        (
            "de",
            "Geht es auch am Dienstag danach?",
            "Dienstag, der 25. März, ist noch frei. Wieder nachmittags?",
            "Dienstag, der 25. März",
        ),
        (
            "en",
            "Wait, saturday is no good. Make it sunday?",
            "We're open on Sundays too. How about Sunday 23 March at 11:30?",
            "Sunday 23 March",
        ),
        (
            "da",
            "torsdag er fint",
            "Så henter vores chauffør sofaen torsdag den 23. oktober mellem kl. 9 og 13.",
            "torsdag den 23. oktober",
        ),
        (
            "nl",
            "Kan het ook op dinsdag?",
            "Dinsdag 21 oktober kan, tussen 8 en 12.",
            "Dinsdag 21 oktober",
        ),
    ],
)
def test_the_assistant_s_next_turn_dates_the_day_just_asked_for(lang, asked, answer, dated):
    form = folding.summarise([("user", asked), ("assistant", answer)], lang)
    entry = _entry(form, "date")
    assert entry["value"] == dated
    # the same day said more precisely, not a correction of it
    weekday = dated.split()[0].rstrip(",").lower()
    assert all(weekday not in p["value"].lower() for p in entry["previous"])


def test_two_days_of_that_weekday_date_neither():
    form = folding.summarise(
        [
            ("user", "Geht es am Freitag?"),
            (
                "assistant",
                "Am Freitag, 20. Juni, liefern wir, und die Abholung wäre Freitag, 27. Juni.",
            ),
        ],
        "de",
    )
    assert _entry(form, "date")["value"] == "Freitag"


def test_another_weekday_is_not_dated_by_the_assistant():
    form = folding.summarise(
        [
            ("user", "Can you come on Friday?"),
            ("assistant", "Friday is full. Would Thursday 12 June suit you?"),
        ],
        "en",
    )
    assert _entry(form, "date")["value"] == "Friday"


def test_a_day_held_for_longer_is_not_dated_by_a_later_turn():
    form = folding.summarise(
        [
            ("user", "Delivery on Saturday please."),
            ("assistant", "Noted. Which floor is it?"),
            ("user", "Third floor, there is a lift."),
            ("assistant", "Thanks. Our showroom is also open on Saturday 14 March for a visit."),
        ],
        "en",
    )
    assert _entry(form, "date")["value"] == "Saturday"


def test_a_day_of_the_month_is_left_as_the_customer_said_it():
    form = folding.summarise(
        [
            ("user", "They pushed it back, it's the Saturday after, the 29th."),
            ("assistant", "OK, I'll add the bike from Saturday 29 March."),
        ],
        "en",
    )
    assert _entry(form, "date")["value"] == "the 29th"


@pytest.mark.parametrize(
    ("lang", "held", "ask", "answer", "moved"),
    [
        (
            "en",
            "Thursday 12 June works for us.",
            "oh no, I'm away that day. could we do a week later?",
            "A week later would be Thursday 19 June, same window. Shall I move it?",
            "Thursday 19 June",
        ),
        (
            "de",
            "Dann nehmen wir Donnerstag, 13. März.",
            "Mist, da bin ich auf Dienstreise. Geht es eine Woche später?",
            "Eine Woche später wäre Donnerstag, 20. März. Ich habe umgebucht.",
            "Donnerstag, 20. März",
        ),
        (
            "da",
            "Mandag d. 10. november passer fint.",
            "Åh nej, vi er på ferie. Kan vi tage det en uge senere?",
            "En uge senere bliver mandag d. 17. november. Det har jeg noteret.",
            "mandag d. 17. november",
        ),
        (
            "nl",
            "Dinsdag 3 juni is goed.",
            "Sorry, dan kan ik toch niet. Kan het een week later?",
            "Een week later wordt dinsdag 10 juni, ik heb het aangepast.",
            "dinsdag 10 juni",
        ),
    ],
)
def test_a_day_asked_to_move_takes_the_one_day_the_assistant_answers(
    lang, held, ask, answer, moved
):
    form = folding.summarise(
        [("user", held), ("assistant", "Noted."), ("user", ask), ("assistant", answer)], lang
    )
    entry = _entry(form, "date")
    assert entry["value"] == moved and entry["seq"] == 4
    assert any(p["value"] in held for p in entry["previous"])  # the day moved, as corrected


def test_a_day_moved_is_not_undone_by_a_yes_to_the_other_days_the_answer_named():
    form = folding.summarise(
        [
            ("user", "Montag, 10. November geht."),
            ("assistant", "Gut, notiert."),
            ("user", "ah nee, da sind wir im Urlaub. Können wir eine Woche später machen?"),
            (
                "assistant",
                "Eine Woche später wäre Montag, 17. November, Montage dann am 17. und 18. "
                "November. Das habe ich vorgemerkt.",
            ),
            ("user", "gut"),
        ],
        "de",
    )
    assert _entry(form, "date")["value"] == "Montag, 17. November"


def test_a_later_day_asked_for_with_two_days_answered_moves_nothing():
    form = folding.summarise(
        [
            ("user", "Thursday 12 June works for us."),
            ("assistant", "Noted."),
            ("user", "could we do a week later?"),
            ("assistant", "We have Wednesday 18 June or Friday 20 June, which one?"),
        ],
        "en",
    )
    assert _entry(form, "date")["value"] == "Thursday 12 June"
