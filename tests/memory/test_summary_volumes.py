"""A volume ordered by the litre is a quantity, thousands and all (found among the constraint misses
of summary round 21's development half: heating oil by the litre). Sentences made up here."""

import pytest

from . import folding


def _entry(form: dict, name: str) -> dict:
    return next(c for c in form["constraints"] if c["name"] == name)


@pytest.mark.parametrize(
    ("lang", "first", "then", "value", "old"),
    [
        (
            "de",
            "Wir brauchen 3000 Liter Heizöl, Lieferung nach Kassel.",
            "Mein Sohn hat nachgeschaut, doch lieber 2.500 Liter.",
            "2.500 Liter",
            "3000 Liter",
        ),
        (
            "en",
            "I'd like 1,500 litres of heating oil delivered please.",
            "Actually make that 1,200 litres, the tank is fuller than I thought.",
            "1,200 litres",
            "1,500 litres",
        ),
        (
            "da",
            "Vi skal bruge 2000 liter fyringsolie til huset.",
            "Nej vent, kun 1500 liter, der er mere tilbage end jeg troede.",
            "1500 liter",
            "2000 liter",
        ),
        (
            "nl",
            "We willen graag 1500 liter huisbrandolie laten leveren.",
            "Toch liever 1000 liter, de tank is nog halfvol.",
            "1000 liter",
            "1500 liter",
        ),
    ],
)
def test_a_volume_by_the_litre_is_the_quantity_and_its_correction(lang, first, then, value, old):
    form = folding.summarise([("user", first), ("assistant", "Noted."), ("user", then)], lang)
    entry = _entry(form, "quantity")
    assert entry["value"] == value
    assert old in [p["value"] for p in entry["previous"]]


def test_a_volume_in_the_order_read_out_is_the_old_value_of_the_customer_s_new_one():
    form = folding.summarise(
        [
            ("user", "bestellnummer ist HO-2025-1188"),
            (
                "assistant",
                "Ich sehe Ihre Bestellung HO-2025-1188 über 3000 Liter Heizöl, Lieferung am "
                "Dienstag, 14. Oktober.",
            ),
            ("user", "bitte nur 2500 liter"),
        ],
        "de",
    )
    entry = _entry(form, "quantity")
    assert entry["value"] == "2500 liter"
    assert "3000 Liter" in [p["value"] for p in entry["previous"]]
