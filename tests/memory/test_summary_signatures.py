"""A signature owed stays an open point until it is given, with or without a deadline (found on
summary rounds 16 and 19's development halves); sentences made up here."""

import pytest

from . import folding


@pytest.mark.parametrize(
    ("lang", "opening", "owed"),
    [
        (
            "nl",
            "ik wil de gasaansluiting op naam van mijn vrouw zetten",
            "Dat kan, maar het machtigingsformulier moet wel door haar ondertekend worden.",
        ),
        (
            "da",
            "min søn skal overtage mit mobilabonnement",
            "Fint, så er det ham, der skal underskrive overdragelsen med sit eget MitID.",
        ),
        (
            "de",
            "ich möchte den Stromvertrag auf meinen Mann umschreiben",
            "Das geht, der Übernahmeantrag muss aber von ihm unterschrieben werden.",
        ),
        (
            "en",
            "I'd like to add my partner to the broadband contract",
            "Of course, though the change form has to be signed by both account holders.",
        ),
    ],
)
def test_a_signature_owed_is_an_open_point(lang, opening, owed):
    form = folding.summarise([("user", opening), ("assistant", owed)], lang)
    assert owed in [point["text"] for point in form["open_points"]]
