"""The customer picks one of the places the assistant just named (memory.summariser.picks)."""

from memory.summariser import picks


def test_the_place_named_in_a_short_answer_is_the_destination():
    offered = ["Filiale Köln-Ehrenfeld", "Filiale Köln-Kalk"]
    text = "Nicht Ehrenfeld, das ist zu weit weg. Kalk bitte."
    span = picks.picked_place(text, offered, [])
    assert span is not None and text[slice(*span)] == "Kalk bitte"


def test_a_word_both_places_share_picks_neither():
    assert picks.picked_place("Köln passt mir.", ["Köln-Ehrenfeld", "Köln Kalk"], []) is None


def test_a_short_yes_to_the_one_place_named_takes_it():
    text = "Kalk bitte."
    span = picks.picked_place(text, ["Filiale Köln-Kalk"], [])
    assert span is not None and text[slice(*span)] == "Kalk bitte"


def test_a_remark_about_the_one_place_named_takes_nothing():
    assert picks.picked_place("Kalk ist weit weg.", ["Filiale Köln-Kalk"], []) is None


def test_a_long_sentence_later_in_the_turn_picks_nothing():
    text = "Gut. Wir wohnen übrigens seit zwei Jahren direkt neben dem Bahnhof in Kalk."
    assert picks.picked_place(text, ["Köln-Ehrenfeld", "Köln-Kalk"], []) is None
