"""German "mach ... draus" in all its persons is a correction (lexicon.CORRECTION), not only
"machen Sie ... draus": made-up sentences, with a "daraus" that corrects nothing."""

import pytest

from memory.summariser import acts

from .folding import summarise


def quantity(form) -> dict:
    return next(c for c in form["constraints"] if c["name"] == "quantity")


@pytest.mark.parametrize(
    "turn",
    [
        "mach 20 draus, die Kollegen kommen mit",
        "Machen wir 20 daraus.",
        "Macht 20 draus.",
        "Machen Sie 20 draus.",
    ],
)
def test_mach_draus_corrects_the_count(turn):
    entry = quantity(summarise([("user", "Wir sind 6 Personen."), ("user", turn)], "de"))
    assert entry["value"] == "20"
    assert [p["value"] for p in entry["previous"]] == ["6 Personen"]


def test_a_daraus_far_from_mach_corrects_nothing():
    form = summarise(
        [("user", "Wir sind 6 Personen."), ("user", "Die Firma macht 20 Jahre Jubiläum daraus.")],
        "de",
    )
    assert quantity(form)["value"] == "6 Personen"


@pytest.mark.parametrize(
    ("text", "cue"),
    [
        ("hm, mach 22 uhr draus", True),
        ("Dann machen wir Donnerstag daraus.", True),
        ("Ich mache mir nichts daraus.", False),
        ("Daraus wird nichts.", False),
    ],
)
def test_the_cue_reads_mach_before_draus(text, cue):
    assert acts.corrects(text) is cue
