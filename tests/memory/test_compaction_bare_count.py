"""A count said bare after the word that changes it (memory.summariser.corrections._bare_count):
made-up sentences in the four languages, with what is no count."""

import pytest

from memory.summariser import corrections

from .folding import summarise


def bare(text: str, held: str, stated=()):
    rejected: dict = {}
    out = corrections._bare_count(
        text, list(stated), rejected, current={"quantity": held}, blocked=[]
    )
    return [(name, text[s:e]) for name, s, e in out], rejected


@pytest.mark.parametrize(
    ("text", "held", "quoted"),
    [
        ("Wir brauchen doch eher 30.", "20 Stühle", "doch eher 30"),
        ("Sorry, make that 6.", "4 chairs", "make that 6"),
        ("Actually, make that three.", "two boxes", "make that three"),
        ("Hmm, lad os sige 12 i stedet.", "10 kuverter", "lad os sige 12"),
        ("Nee, doe maar 8.", "6 stoelen", "doe maar 8"),
    ],
)
def test_a_bare_count_after_a_word_of_change(text, held, quoted):
    assert bare(text, held)[0] == [("quantity", quoted)]


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("Dann lieber am 12.", "10 Stühle"),  # a day
        ("Toch liever om 9.", "8 stoelen"),  # an hour
        ("Lad os sige 50 kr.", "40 billetter"),  # a sum
        ("Toch liever 60?", "45 dozen"),  # asked about
        ("Make that 400.", "4 chairs"),  # not of the held count's order
        ("Make that 4.", "4 chairs"),  # the same count
    ],
)
def test_no_count(text, held):
    assert bare(text, held)[0] == []


def test_no_count_without_one_held():
    rejected: dict = {}
    assert corrections._bare_count("Make that 6.", [], rejected, current={}, blocked=[]) == []


def test_the_held_count_said_again_is_given_up():
    text = "40 Kartons reichen nie. Wir brauchen eher 55."
    stated = [("quantity", 0, 10)]
    out, rejected = bare(text, "40 Umzugskartons", stated)
    assert out == [("quantity", "eher 55")]
    assert rejected == {"quantity": [(0, 10)]}


def test_another_count_in_the_turn_keeps_its_reading():
    text = "3 Kartons mehr, also eher 45."
    stated = [("quantity", 0, 9)]
    assert bare(text, "40 Kartons", stated)[0] == [("quantity", "3 Kartons")]


def test_folded_the_bare_count_replaces_the_held_one():
    form = summarise(
        [
            ("user", "Wir brauchen 40 Umzugskartons für den Umzug."),
            ("assistant", "Gern, 40 Umzugskartons sind notiert."),
            ("user", "40 Kartons reichen nie. Wir brauchen eher 55."),
        ]
    )
    entry = next(c for c in form["constraints"] if c["name"] == "quantity")
    assert entry["value"] == "eher 55"
    assert "40 Umzugskartons" in [p["value"] for p in entry["previous"]]


@pytest.mark.parametrize(
    ("turns", "value"),
    [
        (
            [
                ("user", "We komen met 10 personen eten."),
                ("assistant", "Prima, een tafel voor 10 personen."),
                ("user", "Na overleg met mijn vrouw wordt het 12."),
            ],
            "wordt het 12",
        ),
        (
            [
                ("user", "Vi bestiller til 20 gæster."),
                ("assistant", "Noteret."),
                ("user", "Efter en snak med min mand bliver det 24."),
            ],
            "bliver det 24",
        ),
    ],
)
def test_a_count_that_becomes_another_without_a_word_of_correction(turns, value):
    form = summarise(turns)
    entry = next(c for c in form["constraints"] if c["name"] == "quantity")
    assert entry["value"] == value
    assert len(entry["previous"]) == 1


def test_becoming_a_day_or_an_hour_is_no_count():
    assert bare("Det bliver den 12. i stedet.", "10 gæster")[0] == []
    assert bare("It'll be at 7 then.", "6 people")[0] == []
