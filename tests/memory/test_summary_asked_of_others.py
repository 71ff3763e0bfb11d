"""What the assistant must first ask someone else or have approved, and what it cannot promise,
stays open (found among the open-point misses of summary rounds 9, 11, 13 and 15's development
data); sentences made up here."""

import pytest

from . import folding


@pytest.mark.parametrize(
    ("lang", "opening", "pending"),
    [
        (
            "da",
            "kan I give mig rabatten alligevel, tilbuddet udløb i går",
            "Det skal jeg lige spørge min afdelingsleder om, før jeg kan sige ja.",
        ),
        (
            "de",
            "Können Sie mir die Versandkosten erstatten?",
            "Das muss ich erst mit der Buchhaltung abklären.",
        ),
        (
            "en",
            "Could you waive the cancellation fee this once?",
            "I need to check with my supervisor whether we can do that.",
        ),
        (
            "nl",
            "Kunnen jullie de montage ook op zaterdag doen?",
            "Dat moet ik even navragen bij de planning.",
        ),
        (
            "de",
            "Schaffen Sie die Lieferung bis Freitag?",
            "Ob das klappt, kann ich Ihnen leider nicht verbindlich sagen.",
        ),
        ("en", "Will it be fixed before the weekend?", "I can't guarantee it, sorry."),
    ],
)
def test_what_the_assistant_must_ask_others_first_is_an_open_point(lang, opening, pending):
    form = folding.summarise([("user", opening), ("assistant", pending)], lang)
    assert pending in [point["text"] for point in form["open_points"]]


@pytest.mark.parametrize(
    ("lang", "opening", "promise"),
    [
        ("de", "Mein Paket ist beschädigt angekommen.", "Ich schicke Ihnen heute ein neues Paket."),
        ("en", "The parcel arrived damaged.", "I'll send you a new one today."),
    ],
)
def test_the_assistant_s_own_step_is_not_waiting_on_others(lang, opening, promise):
    form = folding.summarise([("user", opening), ("assistant", promise)], lang)
    assert promise not in [point["text"] for point in form["open_points"]]
