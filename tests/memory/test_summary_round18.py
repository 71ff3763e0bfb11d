"""Rules written for what summary round 18's development half showed; sentences made up here.

Round 18's conversations (tests/memory/corpus/summary/round18_*) are scored by
bench/summary_quality.py; these tests pin each rule with text of their own.
"""

import pytest

from . import folding


def _topics(turns, lang="en"):
    return folding.summarise(turns, lang)["closed_topics"]


@pytest.mark.parametrize(
    ("lang", "turns"),
    [
        (
            "de",
            [
                ("user", "hallo, wann wird mein neuer anschluss freigeschaltet?"),
                (
                    "assistant",
                    "Ihr Auftrag läuft mit dem Mietrouter Speedport Smart 4, Termin ist Dienstag.",
                ),
                ("user", "ok"),
                ("assistant", "Der Techniker kommt zwischen 8 und 12 Uhr."),
                ("user", "gut"),
                (
                    "user",
                    "noch was zum router. ich hab selbst einen, brauch ich den mietrouter dann?",
                ),
                ("assistant", "Nein, Sie können Ihren eigenen nutzen."),
            ],
        ),
        (
            "en",
            [
                ("user", "hi, when does the engineer come to install my heat pump?"),
                ("assistant", "The Daikin Altherma heat pump install is booked for Thursday."),
                ("user", "great thanks"),
                (
                    "user",
                    "one more thing about the heat pump, does the outdoor unit need a base?",
                ),
                ("assistant", "Yes, our team pours it on the day."),
            ],
        ),
    ],
)
def test_one_more_thing_about_what_the_matter_named_is_the_same_matter(lang, turns):
    """After the customer's nod, "one more thing" about the thing the matter already named goes
    on with it: closing the topic would drop every object and constraint said before."""
    assert _topics(turns, lang) == []


def test_one_more_thing_about_something_never_named_still_opens_another_matter():
    turns = [
        ("user", "hi, when does the engineer come to install my heat pump?"),
        ("assistant", "The Daikin Altherma heat pump install is booked for Thursday."),
        ("user", "great thanks"),
        ("user", "one more thing, my daughter wants to cancel her gym membership at your club"),
        ("assistant", "I can help with that."),
    ]
    assert len(_topics(turns)) == 1
