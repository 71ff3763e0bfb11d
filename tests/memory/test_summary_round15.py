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
