"""Flemish hours ("om 9u", "8u30") are times (found among the constraint misses of summary round
21's development half). Sentences made up here."""

from . import folding


def _entry(form: dict, name: str) -> dict:
    return next(c for c in form["constraints"] if c["name"] == name)


def test_a_flemish_hour_replaces_the_hour_held():
    form = folding.summarise(
        [
            ("user", "Kunnen jullie zaterdag 21 juni om 8:00 beginnen?"),
            ("assistant", "Genoteerd: zaterdag 21 juni, vanaf 8:00."),
            ("user", "kan het ook om 9u beginnen ipv 8u? ik moet eerst de sleutel halen"),
        ],
        "nl",
    )
    entry = _entry(form, "time")
    assert entry["value"] == "om 9u"
    assert any("8" in p["value"] for p in entry["previous"])


def test_an_hour_and_its_minutes_the_flemish_way_is_a_time():
    form = folding.summarise([("user", "De levering liefst om 8u30, dan ben ik thuis.")], "nl")
    assert "8u30" in _entry(form, "time")["value"]
