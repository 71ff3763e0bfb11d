"""Two wrong facts an outside check of the console found in a handover summary: a number inside
a product's name read as a count, and two ways of reaching the customer given together read as
a correction of one by the other."""

import pytest

from .folding import summarise


@pytest.mark.parametrize(
    "text",
    [
        "Hi, I ordered the Lift 160 standing desk, order 4711-2025, it has not arrived.",
        "The Lift 160 standing desk has not arrived.",
        "Wir haben den Alfa 520 Sessel bestellt.",
        "Ik ben met de Linie 44 gekomen.",
    ],
)
def test_a_number_inside_a_product_name_is_no_count(text):
    form = summarise([("user", text)], "en", redact=True)
    assert [c for c in form["constraints"] if c["name"] == "quantity"] == []


@pytest.mark.parametrize(
    ("text", "count"),
    [("We need 3 chairs and a table.", "3 chairs"), ("Ich brauche 3 Stühle.", "3 Stühle")],
)
def test_a_count_after_no_name_stays_a_count(text, count):
    form = summarise([("user", text)], "en", redact=True)
    (value,) = [c["value"] for c in form["constraints"] if c["name"] == "quantity"]
    assert value.startswith(count)


@pytest.mark.parametrize(
    "text",
    [
        "You can reach me at jane.qa@example.com or +49 170 1234567.",
        "Sie erreichen mich unter jane.qa@example.com oder +49 170 1234567.",
        "Du kan kontakte mig på jane.qa@example.com eller +45 20 12 34 56.",
        "Je kunt me bereiken op jane.qa@example.com of +31 6 12345678.",
    ],
)
def test_two_contacts_given_together_are_one_channel_neither_replaced(text):
    form = summarise([("user", text)], "en", redact=True)
    (channel,) = [c for c in form["constraints"] if c["name"] == "channel"]
    assert (
        "jane.qa@example.com" in channel["value"]
        and "1234567" in channel["value"].replace(" ", "")
        or "20123456" in channel["value"].replace(" ", "")
    )
    assert channel["previous"] == []
