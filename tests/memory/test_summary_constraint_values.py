"""Constraint values missed or cut short (issue 19): a deadline quoted with its limit word, parts
of a month, lengths and areas, who pays. Made-up sentences, one or more per kind and language,
never the corpus's."""

import pytest

from . import folding


def summarise(turns, lang="en") -> dict:
    return folding.summarise(turns, lang, redact=True)


def entries(form) -> list[tuple[str, str]]:
    return [(c["name"], c["value"]) for c in form["constraints"]]


def value(form, name):
    return next((c["value"] for c in form["constraints"] if c["name"] == name), None)


# ----------------------------------------------------------------------------- deadlines


@pytest.mark.parametrize(
    ("lang", "text", "deadline"),
    [
        # "vor dem", "tot", "tot en met": limit words like "bis" and "uiterlijk"
        ("de", "Bitte liefern Sie vor dem 9. März, dann ziehen wir um.", "vor dem 9. März"),
        ("de", "Geht das vor 14.3.?", "vor 14.3."),
        (
            "nl",
            "Ik heb de ladder nodig tot en met zaterdag 8 november.",
            "tot en met zaterdag 8 november.",
        ),
        ("nl", "Het moet er zijn tot woensdag 4 juni, daarna ben ik weg.", "tot woensdag 4 juni"),
    ],
)
def test_a_limit_word_before_a_day_makes_it_a_deadline(lang, text, deadline):
    form = summarise([("user", text)], lang)
    assert value(form, "deadline") == deadline, entries(form)


def test_a_range_of_days_stays_one_date_not_a_deadline():
    form = summarise([("user", "We zijn weg van 12 juli tot 26 juli, kan het daarvoor?")], "nl")
    assert value(form, "deadline") is None
    assert value(form, "date") == "12 juli tot 26 juli"


def test_a_day_in_the_past_before_a_limit_word_is_no_deadline():
    form = summarise([("user", "Es wurde vor dem 3. Mai bestellt, aber nie geliefert.")], "de")
    assert value(form, "deadline") is None


# ----------------------------------------------------------------------------- parts of a month


@pytest.mark.parametrize(
    ("lang", "text", "when"),
    [
        ("de", "Die Küche muss bis Anfang Oktober stehen.", "bis Anfang Oktober"),
        ("de", "Wir ziehen Mitte März ein, vorher bringt das nichts.", "Mitte März"),
        ("en", "Could the decking be finished by mid-June?", "by mid-June"),
        ("en", "We would like the fitting in early November.", "early November"),
        ("en", "It has to be done before the end of January.", "before the end of January"),
        ("da", "Vi skal bruge teltet senest midt i august.", "senest midt i august"),
        ("da", "Kan I montere det i slutningen af maj?", "slutningen af maj"),
        ("nl", "Ik wil de vloer uiterlijk half oktober gelegd hebben.", "uiterlijk half oktober"),
        ("nl", "Begin december graag, eerder zijn we er niet.", "Begin december"),
    ],
)
def test_a_part_of_a_month_is_the_day_required(lang, text, when):
    form = summarise([("user", text)], lang)
    held = [v for n, v in entries(form) if n in {"deadline", "date"}]
    assert when in held, entries(form)


def test_a_limit_word_before_a_part_of_a_month_makes_it_a_deadline():
    form = summarise([("user", "Das Gerüst brauchen wir bis Ende Mai.")], "de")
    assert value(form, "deadline") == "bis Ende Mai"


def test_half_of_a_price_or_a_month_word_alone_is_no_day():
    form = summarise([("user", "Do you sell half the set? The start of the film was odd.")])
    assert value(form, "date") is None and value(form, "deadline") is None


# ----------------------------------------------------------------------------- sizes


@pytest.mark.parametrize(
    ("lang", "text", "size"),
    [
        ("de", "Die Nische ist ungefähr 62 cm breit.", "ungefähr 62 cm"),
        ("de", "Die Höhe ist 2,4 m, passt das Regal?", "Höhe ist 2,4 m"),
        ("en", "The garage door is about 2.1 x 2.4 m.", "about 2.1 x 2.4 m"),
        ("en", "The shed base is 3m x 2.5m.", "3m x 2.5m"),
        ("en", "The lounge is 31 square metres.", "31 square metres"),
        ("da", "Længden er 5,20 og vi har ingen trailer.", None),
        ("da", "Bådtraileren og bilen er 9 m i alt.", "9 m i alt"),
        ("da", "Gulvet er omkring 40 kvadratmeter.", "omkring 40 kvadratmeter"),
        ("nl", "De hoogte is 1,85 m tot aan het plafond.", "hoogte is 1,85 m"),
        ("nl", "Het terras is ongeveer 18 vierkante meter.", "ongeveer 18 vierkante meter"),
    ],
)
def test_a_length_or_an_area_is_the_size(lang, text, size):
    form = summarise([("user", text)], lang)
    assert value(form, "size") == size, entries(form)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Die Länge von 3 Wochen Lieferzeit ist zu viel."),
        ("en", "We have a budget of £1.5m for the whole building."),
        ("nl", "Ik ben 1,92 m en zoek een fiets."),
    ],
)
def test_a_period_a_sum_in_millions_or_a_body_height_is_no_size(lang, text):
    form = summarise([("user", text)], lang)
    assert value(form, "size") is None, entries(form)
