"""A spending limit said with a negation is the budget (memory.summariser.limits)."""

import pytest

from memory.summariser import limits

from .folding import summarise


@pytest.mark.parametrize(
    ("text", "limit"),
    [
        ("Honestly, I won't pay more than £250 for it.", "more than £250"),
        ("Über 80 Euro will ich dafür wirklich nicht zahlen.", "Über 80 Euro"),
        ("Vi vil helst ikke over 2.500 kr.", "over 2.500 kr."),
        ("Meer dan 60 euro geef ik er niet aan uit.", "Meer dan 60 euro"),
    ],
)
def test_a_negated_limit_is_the_budget(text, limit):
    form = summarise([("user", text)])
    (budget,) = [c["value"] for c in form["constraints"] if c["name"] == "budget"]
    assert limit in budget


@pytest.mark.parametrize(
    "text",
    [
        "That comes to over £500, no thanks.",  # the refusal is in another clause
        "It was more than 40 euro last time.",  # no negation: a fact, not a limit
    ],
)
def test_a_sum_over_something_without_a_negation_in_its_clause_is_no_limit(text):
    assert limits.negated_limits(text, []) == []
