"""Hours and days the assistant offers as a choice (issue 19): the customer's pick is the value,
the unchosen option is no value at all, current or previous. Sentences made up for these tests,
not copied from any corpus; no database."""

import pytest

from memory.summary_language import times

from . import folding


def _named(form, name):
    return [c for c in form["constraints"] if c["name"] == name]


def _all_values(form, name):
    return [
        v for c in _named(form, name) for v in (c["value"], *(p["value"] for p in c["previous"]))
    ]


@pytest.mark.parametrize(
    ("lang", "ask", "offer", "pick", "day", "hour", "other"),
    [
        (
            "en",
            "I want the washer delivered.",
            "On Friday we can come at 10am or at 2pm.",
            "2pm please.",
            "Friday",
            "2pm",
            "10am",
        ),
        (
            "de",
            "Ich möchte die Waschmaschine liefern lassen.",
            "Am Freitag können wir um 9 Uhr oder um 14 Uhr kommen.",
            "14 Uhr bitte.",
            "Freitag",
            "14 Uhr",
            "9 Uhr",
        ),
        (
            "nl",
            "Ik wil de wasmachine laten bezorgen.",
            "Vrijdag kunnen we om 10:00 of om 14:00 komen.",
            "Doe maar 10:00.",
            "Vrijdag",
            "10:00",
            "14:00",
        ),
    ],
)
def test_an_hour_picked_from_a_choice_is_current_and_the_other_is_no_value(
    lang, ask, offer, pick, day, hour, other
):
    form = folding.summarise([("user", ask), ("assistant", offer), ("user", pick)], lang)
    assert [c["value"] for c in _named(form, "date")] == [day], form["constraints"]
    assert [c["value"] for c in _named(form, "time")] == [hour], form["constraints"]
    assert not any(other in v for v in _all_values(form, "time")), form["constraints"]


def test_hours_offered_as_a_choice_set_no_hour_before_the_pick():
    form = folding.summarise(
        [
            ("user", "I'd like to book a viewing of the estate car."),
            ("assistant", "For the viewing, we have Saturday 22 March at 10:00 or at 14:00."),
        ],
        "en",
    )
    assert _named(form, "time") == [], form["constraints"]
    assert [c["value"] for c in _named(form, "date")] == ["Saturday 22 March"]


def test_the_held_day_said_again_with_an_hour_sets_the_hour_only():
    form = folding.summarise(
        [
            ("user", "I'd like to book a viewing of the estate car."),
            ("assistant", "For the viewing, we have Saturday 22 March at 10:00 or at 14:00."),
            ("user", "Saturday 10:00."),
        ],
        "en",
    )
    assert [(c["value"], c["previous"]) for c in _named(form, "date")] == [
        ("Saturday 22 March", [])
    ]
    assert [(c["value"], c["previous"]) for c in _named(form, "time")] == [("10:00", [])]


def test_a_day_picked_from_a_choice_leaves_the_other_day_out_of_previous():
    form = folding.summarise(
        [
            ("user", "Wanneer kan de monteur komen?"),
            ("assistant", "Ik heb dinsdag 3 juni om 10:00 of donderdag 5 juni om 13:00."),
            ("user", "doe maar donderdag"),
        ],
        "nl",
    )
    assert not any("dinsdag" in v for v in _all_values(form, "date")), form["constraints"]
    assert any("donderdag" in c["value"] for c in _named(form, "date")), form["constraints"]


def test_the_same_day_said_by_the_assistant_in_other_words_keeps_the_customers_quote():
    form = folding.summarise(
        [
            (
                "user",
                "My car is booked for a service on Tuesday. Can we move it to Thursday the 13th?",
            ),
            ("assistant", "Thursday 13 March is free at 8:00 or at 13:30."),
            ("user", "8:00 please."),
            ("assistant", "Done."),
            ("user", "The MOT runs out on the 14th, so it really has to be done on the 13th."),
        ],
        "en",
    )
    dates = _named(form, "date")
    assert [c["value"] for c in dates] == ["Thursday the 13th"], form["constraints"]
    assert not any(p["value"] in {"the 13th", "Thursday 13 March"} for p in dates[0]["previous"])
    assert [c["value"] for c in _named(form, "time")] == ["8:00"]


@pytest.mark.parametrize(
    ("lang", "ask", "offer", "reply", "amount"),
    [
        (
            "en",
            "I want compensation for the outage.",
            "The most I can apply today is £19, half a month.",
            "ok take the 19 for now",
            "19",
        ),
        (
            "da",
            "Jeg vil gerne have refunderet fragten.",
            "Vi kan refundere 79 kr. for fragten. Er det i orden?",
            "ja 79 er fint",
            "79",
        ),
        (
            "nl",
            "Ik wil een hogere dekking.",
            "Dan kunt u kiezen uit 50.000 of 55.000 euro.",
            "Ja, doe maar de 55.000.",
            "55.000",
        ),
        (
            "de",
            "Ich will eine Gutschrift für den Ausfall.",
            "Ich kann Ihnen 30 € gutschreiben.",
            "ok, 30 passt",
            "30",
        ),
    ],
)
def test_a_sum_the_assistant_named_and_the_customer_takes_by_its_number_is_the_amount(
    lang, ask, offer, reply, amount
):
    form = folding.summarise([("user", ask), ("assistant", offer), ("user", reply)], lang)
    assert [(c["value"], c["seq"]) for c in _named(form, "amount")] == [(amount, 3)], form[
        "constraints"
    ]


def test_a_sum_repeated_without_agreeing_is_no_amount():
    form = folding.summarise(
        [
            ("user", "I want compensation for the outage."),
            ("assistant", "I can offer a £15 credit on your next bill."),
            ("user", "15 is a bit cheeky tbh"),
        ],
        "en",
    )
    assert _named(form, "amount") == [], form["constraints"]


def test_a_sum_taken_leaves_a_held_limit_alone():
    form = folding.summarise(
        [
            ("user", "Bitte alles über 50 Euro extra vorher fragen."),
            ("assistant", "Die Express-Inspektion kostet 25 € Aufpreis."),
            ("user", "ok, 25 ist ok"),
        ],
        "de",
    )
    money = [c["value"] for c in form["constraints"] if c["name"] in {"amount", "budget"}]
    assert money == ["50 Euro"], form["constraints"]


@pytest.mark.parametrize(
    ("lang", "text", "who"),
    [
        (
            "en",
            "The engineer can come any day, my landlord has the key.",
            "my landlord has the key",
        ),
        (
            "nl",
            "De kamers betalen we niet apart, mijn broer en ik delen het.",
            "mijn broer en ik delen het",
        ),
        (
            "de",
            "Die Lagerkosten übernimmt mein Arbeitgeber.",
            "Die Lagerkosten übernimmt mein Arbeitgeber",
        ),
        ("da", "Kan vi betale halvdelen hver?", None),
        ("en", "Fine, I'll pay for the extra night.", "I'll pay for the extra night"),
    ],
)
def test_who_pays_or_lets_someone_in_is_the_responsibility(lang, text, who):
    form = folding.summarise(
        [("user", "I need help with my booking."), ("assistant", "Sure."), ("user", text)], lang
    )
    held = [c["value"] for c in _named(form, "responsibility")]
    if who is None:
        assert held == [], form["constraints"]  # a question asks, it decides nothing
    else:
        assert any(who in value for value in held), form["constraints"]


def test_asking_how_to_pay_names_no_payer():
    form = folding.summarise(
        [
            ("user", "Rykkeren er forkert."),
            ("assistant", "Beløbet er rettet."),
            ("user", "Godt. Hvordan betaler jeg dem?"),
        ],
        "da",
    )
    assert _named(form, "responsibility") == [], form["constraints"]


@pytest.mark.parametrize(
    ("lang", "ask", "reply", "count"),
    [
        ("en", "How many passengers?", "just one", "just one"),
        ("de", "Wie viele Tickets brauchen Sie?", "Nur eins.", "Nur eins"),
        ("da", "Hvor mange billetter skal du bruge?", "Kun én, tak.", "Kun én"),
        ("nl", "Hoeveel kaartjes wilt u?", "Maar één.", "Maar één"),
    ],
)
def test_one_said_as_the_answer_to_how_many_is_the_count(lang, ask, reply, count):
    form = folding.summarise([("user", "Hello."), ("assistant", ask), ("user", reply)], lang)
    assert [c["value"] for c in _named(form, "quantity")] == [count], form["constraints"]


def test_one_as_an_article_is_no_count():
    form = folding.summarise(
        [("user", "Hello."), ("assistant", "How many rooms?"), ("user", "Two. One with a view.")],
        "en",
    )
    assert [c["value"] for c in _named(form, "quantity")] != ["One"], form["constraints"]


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("Ja, jeg har booket tirsdag d. 8. juni kl. 8-12.", "tirsdag d. 8. juni kl. 8-12"),
        ("Vi kommer fredag d. 4 om aftenen.", "fredag d. 4 om aftenen"),
        ("Det bliver tirsdag d. 8/6.", "tirsdag d. 8/6"),
        ("Det bliver mandag 3/7.", "mandag 3/7"),
    ],
)
def test_a_danish_weekday_with_d_and_its_date_is_one_day(text, span):
    assert [text[s:e] for s, e in times.when_spans(text)] == [span]


def test_the_assistant_booking_the_customers_weekday_with_its_date_states_it_more_precisely():
    form = folding.summarise(
        [
            ("user", "Kan I komme tirsdag?"),
            ("assistant", "Ja, jeg har booket tirsdag d. 8. juni kl. 8-12."),
            ("user", "Perfekt."),
        ],
        "da",
    )
    assert [(c["value"], c["previous"]) for c in _named(form, "date")] == [
        ("tirsdag d. 8. juni kl. 8-12", [])
    ]


@pytest.mark.parametrize(
    ("lang", "ask", "confirm", "day"),
    [
        ("de", "Geht es am 23.?", "Freitag, 23. Mai ist eingetragen.", "Freitag, 23. Mai"),
        ("nl", "Kan het op de 21e?", "Dinsdag de 21e staat genoteerd.", "Dinsdag de 21e"),
        ("da", "Kan I komme den 26.?", "Fredag den 26. er booket.", "Fredag den 26."),
        (
            "en",
            "Can you come on the 14th?",
            "Friday 14 March is booked for you.",
            "Friday 14 March",
        ),
    ],
)
def test_a_day_said_booked_or_noted_states_the_customers_day_more_precisely(
    lang, ask, confirm, day
):
    form = folding.summarise([("user", ask), ("assistant", confirm), ("user", "Thanks.")], lang)
    assert [(c["value"], c["previous"]) for c in _named(form, "date")] == [(day, [])]


@pytest.mark.parametrize(
    ("lang", "ask", "confirm", "day"),
    [
        (
            "de",
            "Können Sie am Dienstag liefern?",
            "Ja, Dienstag, der 25. März passt. Ich trage das ein.",
            "Dienstag, der 25. März",
        ),
        (
            "nl",
            "Kan het zaterdag?",
            "Zaterdag 30 januari kan, ik zet het erin.",
            "Zaterdag 30 januari",
        ),
    ],
)
def test_the_assistant_entering_the_day_confirms_it(lang, ask, confirm, day):
    form = folding.summarise([("user", ask), ("assistant", confirm), ("user", "Top.")], lang)
    assert [(c["value"], c["previous"]) for c in _named(form, "date")] == [(day, [])]
