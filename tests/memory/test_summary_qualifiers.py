"""The words right after a value that say what it is worth stay with its quote
(memory.summariser.qualifiers): a deadline's firmness, a sum's ceiling, total, tax, period or
what it covers."""

import pytest

from .folding import summarise


def _values(form: dict, *names: str) -> list[str]:
    return [c["value"] for c in form["constraints"] if c["name"] in names]


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        ("The parcel has to be here by the 9th at the latest.", "by the 9th at the latest"),
        ("Die Küche muss bis Mittwoch spätestens stehen.", "bis Mittwoch spätestens"),
        ("Vi skal have den på fredag, senest.", "fredag, senest"),
        ("Het moet er dinsdag uiterlijk zijn.", "dinsdag uiterlijk"),
    ],
)
def test_a_deadline_keeps_the_word_of_how_firm_it_is(text, quote):
    assert any(quote in v for v in _values(summarise([("user", text)]), "deadline", "date"))


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        ("We can spend up to £600 all in.", "up to £600 all in"),
        ("Mehr als 45 Euro im Monat will ich nicht zahlen.", "Mehr als 45 Euro im Monat"),
        ("Vores budget er 12.000 kr. inkl. moms.", "12.000 kr. inkl. moms"),
        ("Maximaal 70 euro per persoon graag.", "Maximaal 70 euro per persoon"),
        ("My budget is 1,500 including installation.", "1,500 including installation"),
        ("Ich kann höchstens 800 Euro, insgesamt.", "800 Euro, insgesamt"),
    ],
)
def test_a_sum_keeps_its_total_tax_period_or_what_it_covers(text, quote):
    assert any(quote in v for v in _values(summarise([("user", text)]), "budget", "amount"))


@pytest.mark.parametrize(
    ("text", "unwanted"),
    [
        ("Delivery by the 9th, and at the latest the 12th.", "9th, and"),  # not right after it
        ("I'll pay the £40 with my card.", "with my card"),  # no qualifier of the sum
        ("Den 14. kan jeg ikke, men den 15. går.", "går"),
    ],
)
def test_words_that_do_not_qualify_the_value_stay_out_of_it(text, unwanted):
    values = _values(summarise([("user", text)]), "deadline", "date", "budget", "amount")
    assert values
    assert all(unwanted not in v for v in values)


def test_a_qualifier_never_runs_into_a_sensitive_value():
    # The redacted card number is blocked: the sum's quote stops before it.
    form = summarise(
        [("user", "Budget is £300 max, including card 4111 1111 1111 1111 fees.")], redact=True
    )
    assert all("4111" not in c["value"] and "[" not in c["value"] for c in form["constraints"])


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        ("Det er vores CFO, der bestemmer.", "Det er vores CFO, der bestemmer"),
        ("Es ist mein Mann, der das entscheidet.", "Es ist mein Mann, der das entscheidet"),
        ("It's my dad, who pays for all of it.", "It's my dad, who pays for all of it"),
    ],
)
def test_a_relative_clause_keeps_the_clause_it_is_said_of(text, quote):
    # (memory.summary_language.constraint_cues.phrase_around): "der bestemmer" alone names nobody
    assert quote in _values(summarise([("user", text)]), "responsibility")
