"""A greeting names a part of the day without requiring it (memory.summariser.greetings)."""

import pytest

from .folding import summarise


@pytest.mark.parametrize(
    "text",
    [
        "Guten Morgen, ich habe eine Frage zu meinem Vertrag.",
        "Good afternoon! I have a question about my contract.",
        "God morgen, jeg har et spørgsmål om min aftale.",
        "Goede morgen, ik heb een vraag over mijn contract.",
    ],
)
def test_a_greeting_is_no_date_or_time(text):
    form = summarise([("user", text)])
    assert [c for c in form["constraints"] if c["name"] in ("date", "time", "deadline")] == []


def test_a_day_after_the_greeting_still_counts():
    form = summarise([("user", "Good morning, can you deliver it on Friday 6 June?")])
    assert [c["value"] for c in form["constraints"] if c["name"] == "date"] == ["Friday 6 June"]
