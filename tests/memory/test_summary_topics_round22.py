"""The matter a customer came for, announced after a small one was dealt with (issue 19, from the
misses of summary rounds 18 and 22's development halves): "nou het echte ding", "mijn eigenlijke
vraag", "mein eigentliches Anliegen", "my real question". Sentences made up here."""

import pytest

from . import folding


@pytest.mark.parametrize(
    ("lang", "first", "answer", "real"),
    [
        (
            "nl",
            "ik ben gisteren mijn paraplu vergeten in jullie winkel in Zwolle",
            "Die is gevonden, u kunt hem bij de kassa ophalen.",
            "top. dan nu mijn eigenlijke vraag: ik wil een bank bestellen voor de woonkamer",
        ),
        (
            "nl",
            "klopt het dat mijn bestelling BK-22871 vandaag komt?",
            "Ja, die wordt vandaag tussen 14 en 18 uur bezorgd.",
            "mooi. nou het echte ding: ik wil mijn oude wasmachine laten ophalen",
        ),
        (
            "de",
            "Ist mein Paket BK-22871 heute unterwegs?",
            "Ja, es kommt heute zwischen 14 und 18 Uhr.",
            "Gut. Jetzt zu meinem eigentlichen Anliegen: Ich möchte eine Couch bestellen.",
        ),
        (
            "en",
            "did my parcel BK-22871 go out today?",
            "Yes, it arrives today between 2 and 6pm.",
            "great. my real question though: I want to order a sofa for the living room",
        ),
        (
            "da",
            "er min pakke BK-22871 sendt i dag?",
            "Ja, den kommer i dag mellem kl. 14 og 18.",
            "fint. mit egentlige spørgsmål er: jeg vil gerne bestille en sofa til stuen",
        ),
    ],
)
def test_the_matter_the_customer_came_for_is_a_new_topic(lang, first, answer, real):
    form = folding.summarise(
        [("user", first), ("assistant", answer), ("user", real)],
        lang,
    )
    assert [t["to_seq"] for t in form["closed_topics"]] == [2]
    assert form["concern"]["seq"] == 3


def test_asking_what_was_really_meant_about_the_same_order_keeps_the_topic():
    form = folding.summarise(
        [
            ("user", "Can you deliver the sofa on Friday?"),
            ("assistant", "Which colour did you pick, grey or blue?"),
            ("user", "grey, that's the one I ordered"),
        ],
        "en",
    )
    assert form["closed_topics"] == []
