"""A correction said as a contrast ("X instead of Y", "X, not Y") while no slot holds Y yet:
the value is quoted with its contrast (issue 19). Made-up sentences, never the corpus's."""

import pytest

from memory.summary_language import values

from .folding import summarise


def constraint(form, name):
    return next(c for c in form["constraints"] if c["name"] == name)


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        (
            "Und beim Kies, bitte lieber acht Säcke statt zwölf.",
            "acht Säcke statt zwölf",
        ),
        ("For the party we are actually nine kids, not seven.", "nine kids, not seven"),
        (
            "En van de stoelen, doe maar zes stoelen in plaats van vier.",
            "zes stoelen in plaats van vier",
        ),
    ],
)
def test_a_count_said_with_the_count_it_replaces_keeps_the_contrast(text, quoted):
    form = summarise([("user", "Hello, I have a question about my order."), ("user", text)])
    assert quoted in constraint(form, "quantity")["value"]


def test_a_contrast_with_an_old_value_of_another_kind_quotes_the_value_alone():
    form = summarise(
        [("user", "Send me 3 boxes of the oak tiles instead of the grey ones please.")]
    )
    assert "instead" not in constraint(form, "quantity")["value"]


@pytest.mark.parametrize(("word", "number"), [("twaalf", 12), ("eleven", 11), ("zwölf", 12)])
def test_eleven_and_twelve_in_words_are_numbers(word, number):
    assert values.number_of(word) == number
