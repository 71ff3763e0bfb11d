"""A sum keeps the words that say it is rough, per period or on average (issue 19): "around
£250", "480 kr. om måneden", "im Schnitt 40 Euro". Made-up sentences, never the corpus's."""

import pytest

from .folding import summarise


def sums(form) -> list[str]:
    return [c["value"] for c in form["constraints"] if c["name"] in {"budget", "amount"}]


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("For the flowers I had around £250 in mind.", "around £250"),
        ("Wir dachten an etwa 900 Euro für das Catering.", "etwa 900 Euro"),
        ("Vi kan betale 480 kr. om måneden for abonnementet.", "480 kr. om måneden"),
        ("Voor de schoonmaak willen we niet boven 60 euro per week.", "60 euro per week"),
        ("Das Budget liegt bei 40 Euro im Schnitt pro Lieferung.", "40 Euro im Schnitt"),
    ],
)
def test_a_sum_is_quoted_with_its_rough_or_period_words(text, quoted):
    form = summarise([("user", text)])
    assert any(quoted in value for value in sums(form)), sums(form)


def test_a_later_sum_per_month_replaces_the_earlier_one_with_its_words():
    form = summarise(
        [
            ("user", "Mijn budget is 35 euro per maand."),
            ("assistant", "Dan past het basispakket."),
            ("user", "Nee wacht, het mag toch 45 euro per maand zijn."),
        ]
    )
    entry = next(c for c in form["constraints"] if c["name"] in {"budget", "amount"})
    assert "45 euro per maand" in entry["value"]
    assert any("35 euro" in p["value"] for p in entry["previous"])


@pytest.mark.parametrize(
    ("text", "name", "quoted"),
    [
        ("The storage unit needs at least 20 m² for all of it.", "size", "at least 20 m²"),
        ("Wir brauchen mindestens 4 Zimmer für die Familie.", "quantity", "mindestens 4 Zimmer"),
        ("Der skal være plads til højst 6 personer.", "quantity", "højst 6 personer"),
    ],
)
def test_a_size_or_count_keeps_the_word_that_bounds_it(text, name, quoted):
    form = summarise([("user", text)])
    values = [c["value"] for c in form["constraints"] if c["name"] in {"size", "quantity"}]
    assert any(quoted in value for value in values), values
