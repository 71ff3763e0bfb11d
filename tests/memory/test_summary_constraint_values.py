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
        ("de", "Bitte liefern Sie vor dem 9. März, dann ziehen wir um.", "dem 9. März"),
        ("de", "Geht das vor 14.3.?", "vor 14.3."),
        ("nl", "Ik heb de ladder nodig tot en met zaterdag 8 november.", "zaterdag 8 november."),
        ("nl", "Het moet er zijn tot woensdag 4 juni, daarna ben ik weg.", "woensdag 4 juni"),
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
