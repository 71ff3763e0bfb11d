"""The customer's own schedule on a named day is no open point (issue 19); a step of theirs for the
matter on a named day is: sending, asking someone, measuring, checking, reporting back.
Sentences made up for these tests, folded by the real summariser."""

import pytest

from memory.compaction import acts

from . import folding


def open_texts(turns, lang) -> list[str]:
    return [p["text"] for p in folding.summarise(turns, lang)["open_points"]]


OPENING = {
    "de": ("Meine Waschmaschine WAN28K40 ist defekt.", "Das tut mir leid. Wann passt es Ihnen?"),
    "en": ("My washing machine WAN28K40 is broken.", "I'm sorry. When would suit you?"),
    "da": ("Min vaskemaskine WAN28K40 er i stykker.", "Det er jeg ked af. Hvornår passer det?"),
    "nl": ("Mijn wasmachine WAN28K40 is kapot.", "Dat is vervelend. Wanneer past het u?"),
}


def conversation(lang, sentence):
    first, second = OPENING[lang]
    return [("user", first), ("assistant", second), ("user", sentence)]


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("de", "Ich bin ab Freitag im Urlaub in Dänemark."),
        ("en", "We fly to Lisbon on Saturday."),
        ("da", "Vi er i sommerhus på lørdag."),
        ("nl", "Ik wil zaterdag het voetbal zien."),
    ],
)
def test_the_customers_own_schedule_is_no_open_point(lang, sentence):
    assert acts.plans(sentence) and not acts.plans_a_step(sentence)
    assert sentence not in open_texts(conversation(lang, sentence), lang)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("de", "Ich messe heute Abend die Nische aus."),
        ("en", "I'll check the model number tonight."),
        ("da", "Jeg sender billederne i eftermiddag."),
        ("nl", "Ik ga vanavond meten en dan laat ik het weten."),
    ],
)
def test_a_step_for_the_matter_on_a_named_day_stays_open(lang, sentence):
    assert acts.plans_a_step(sentence)
    assert sentence in open_texts(conversation(lang, sentence), lang)
