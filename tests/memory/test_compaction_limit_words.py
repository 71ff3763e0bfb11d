"""A deadline keeps its limit word ("spätestens Mittwoch", "by Thursday", "senest tirsdag",
"uiterlijk maandag"), and comparing values sets that word aside: said again without it, the
deadline is the same one. Made-up sentences in the four languages, with what must not match."""

import pytest

from memory.summary_language import values

from .folding import summarise


def entry(form, name) -> dict | None:
    return next((c for c in form["constraints"] if c["name"] == name), None)


def previous(form, name) -> list[str]:
    return [p["value"] for p in entry(form, name)["previous"]]


# ----------------------------------------------------------------------------- the value


@pytest.mark.parametrize(
    ("lang", "text", "deadline"),
    [
        ("de", "Die Regale brauche ich spätestens Mittwoch.", "spätestens Mittwoch"),
        (
            "en",
            "Please deliver the curtains by Thursday 9 October, thanks.",
            "by Thursday 9 October",
        ),
        ("da", "Vi skal have reolen senest tirsdag.", "senest tirsdag"),
        ("nl", "De kast moet er uiterlijk maandag 6 oktober zijn.", "uiterlijk maandag 6 oktober"),
        ("de", "Das Zelt muss bis Mitte September da sein.", "bis Mitte September"),
    ],
)
def test_a_deadline_keeps_its_limit_word(lang, text, deadline):
    assert entry(summarise([("user", text)], lang), "deadline")["value"] == deadline


@pytest.mark.parametrize(
    "read_back",
    ["Genoteerd voor dinsdag 14 oktober.", "De monteur staat ingepland voor dinsdag 14 oktober."],
)
def test_voor_after_a_booking_word_is_for_that_day_not_before_it(read_back):
    form = summarise(
        [
            ("user", "Volgende week dinsdag graag."),
            ("assistant", read_back),
            ("user", "Oh, dinsdag kan toch niet. Woensdag 15 oktober?"),
        ],
        "nl",
    )
    assert entry(form, "date")["value"] == "Woensdag 15 oktober"
    assert "dinsdag 14 oktober." in previous(form, "date")
    assert not any(p.startswith("voor") for p in previous(form, "date"))


def test_voor_without_a_booking_word_still_bounds_the_day():
    form = summarise([("user", "Graag levering voor vrijdag 3 oktober, dank u.")], "nl")
    assert entry(form, "deadline")["value"] == "voor vrijdag 3 oktober"


# ----------------------------------------------------------------------------- comparing


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("spätestens Mittwoch", "Mittwoch"),
        ("by Thursday", "Thursday"),
        ("senest tirsdag", "på tirsdag"),
        ("uiterlijk maandag", "maandag"),
        ("tot en met zaterdag", "zaterdag"),
        ("bis spätestens Freitag", "Freitag"),
    ],
)
def test_the_limit_word_names_no_other_day(a, b):
    assert values.same_value(a, b) and values.same_value(b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("spätestens Mittwoch", "Donnerstag"),
        ("by Thursday", "by Friday"),
        ("under £400", "£400"),  # a spending limit is part of its value
        ("after 10", "10"),  # so is a time's lower bound
    ],
)
def test_other_values_stay_other(a, b):
    assert not values.same_value(a, b)


def test_a_limit_word_alone_is_kept_as_the_value():
    assert values.without_limit("bis") == "bis"
    assert values.without_limit("senest inden fredag") == "fredag"


@pytest.mark.parametrize(
    ("lang", "turns", "deadline"),
    [
        (
            "de",
            [
                ("user", "Ich brauche die Stühle spätestens Mittwoch."),
                ("assistant", "Mittwoch klappt."),
                ("user", "Gut, also Mittwoch."),
            ],
            "spätestens Mittwoch",
        ),
        (
            "en",
            [
                ("user", "I need the blinds by Thursday."),
                ("user", "Yes, Thursday."),
            ],
            "by Thursday",
        ),
    ],
)
def test_the_deadline_said_again_without_its_limit_word_is_no_correction(lang, turns, deadline):
    form = summarise(turns, lang)
    assert entry(form, "deadline")["value"] == deadline
    assert previous(form, "deadline") == []


def test_going_back_to_a_deadline_said_with_its_limit_word_lists_it_once():
    form = summarise(
        [
            ("user", "De tafel moet er uiterlijk donderdag zijn."),
            ("user", "Sorry, toch vrijdag."),
            ("user", "Nee, toch donderdag."),
        ],
        "nl",
    )
    assert previous(form, "deadline") == ["vrijdag"]


def test_a_deadline_said_more_precisely_is_no_correction():
    form = summarise(
        [("user", "Vi skal bruge den senest fredag."), ("user", "Altså fredag d. 10/10.")], "da"
    )
    assert previous(form, "deadline") == []


def test_another_day_still_corrects_a_deadline_with_its_limit_word():
    form = summarise(
        [("user", "Bitte spätestens Dienstag liefern."), ("user", "Nein, doch erst Donnerstag.")],
        "de",
    )
    assert entry(form, "deadline")["value"] == "Donnerstag"
    assert previous(form, "deadline") == ["spätestens Dienstag"]
