"""A range of days is no model name ("Usually 2-3 days." gave the object "Usually 2-3").

Made-up sentences, found by the outside check of 2026-12-04; a model named with its number stays.
"""

import pytest

from .folding import summarise


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Usually 2-3 days."),
        ("de", "Normalerweise 2–3 Tage."),
        ("da", "Typisk 3 - 5 hverdage."),
        ("nl", "Meestal 2-3 werkdagen."),
    ],
)
def test_a_range_after_a_capitalised_word_is_no_model(lang, text):
    form = summarise([("user", "When will the lamp arrive?"), ("assistant", text)], lang)
    assert [o for o in form["objects"] if o["type"] == "model"] == []


def test_a_model_with_its_number_is_still_one():
    form = summarise([("user", "I have the Lift 160 desk and it wobbles.")], "en")
    assert "Lift 160" in [o["value"] for o in form["objects"] if o["type"] == "model"][0]
