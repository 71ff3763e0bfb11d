"""Turning to another matter (issue 19): an aside opening the turn ("by the way", "übrigens",
"forresten", "trouwens") and "one more thing" after a nod asking for what the matter never
named; and what stays the same matter. Sentences made up for these tests, no database."""

import pytest

from memory.compaction import acts

from . import folding


def breaks(turns, lang) -> list[int]:
    form = folding.summarise(turns, lang)
    return [t["to_seq"] + 1 for t in form["closed_topics"]]


@pytest.mark.parametrize(
    ("text", "aside"),
    [
        ("By the way, my invoice is wrong.", "my invoice is wrong."),
        ("Super. Übrigens: ich brauche einen Katalog.", "ich brauche einen Katalog."),
        ("Forresten, vores adresse er ændret.", "vores adresse er ændret."),
        ("Top. Trouwens, het contract loopt af.", "het contract loopt af."),
    ],
)
def test_an_aside_at_the_opening_is_read(text, aside):
    assert acts.digression(text) == aside


def test_an_aside_inside_a_sentence_about_the_matter_is_none():
    assert acts.digression("Wir kommen übrigens zu dritt, meine Schwester auch.") is None


_FIRST = {
    "en": [
        ("user", "Please move the delivery of order HX-40021 to next Monday."),
        ("assistant", "Of course. Which time window suits you?"),
        ("user", "Morning if possible."),
        ("assistant", "Done: Monday 16 June between 8 and 12."),
    ],
    "de": [
        ("user", "Bitte verlegen Sie die Lieferung der Bestellung HX-40021 auf Montag."),
        ("assistant", "Gern. Welches Zeitfenster passt Ihnen?"),
        ("user", "Vormittags wäre gut."),
        ("assistant", "Erledigt: Montag, 16. Juni, 8 bis 12 Uhr."),
    ],
    "da": [
        ("user", "Kan I flytte leveringen af ordre HX-40021 til mandag?"),
        ("assistant", "Ja. Hvilket tidsrum passer dig?"),
        ("user", "Formiddag helst."),
        ("assistant", "Det er gjort: mandag d. 16. juni mellem 8 og 12."),
    ],
    "nl": [
        ("user", "Kunnen jullie de levering van bestelling HX-40021 naar maandag verzetten?"),
        ("assistant", "Zeker. Welk tijdvak past u?"),
        ("user", "Liefst 's ochtends."),
        ("assistant", "Geregeld: maandag 16 juni tussen 8 en 12."),
    ],
}


@pytest.mark.parametrize(
    ("lang", "aside"),
    [
        ("en", "By the way, I'd like a quote for fitting solar panels on our garage roof."),
        (
            "de",
            "Übrigens, ich hätte gern einen Kostenvoranschlag für eine Markise auf der Terrasse.",
        ),
        ("da", "Forresten, vi vil gerne have et tilbud på solceller til carporten."),
        ("nl", "Trouwens, we willen graag een offerte voor zonnepanelen op de garage."),
    ],
)
def test_an_aside_about_what_the_matter_never_named_is_a_new_topic(lang, aside):
    assert breaks([*_FIRST[lang], ("user", aside)], lang) == [5]


@pytest.mark.parametrize(
    ("lang", "aside"),
    [
        ("en", "By the way, can the driver ring the bell twice?"),
        ("de", "Übrigens, meine Schwester kommt auch noch mit."),
        ("da", "Forresten, han må gerne ringe først."),
        ("nl", "Trouwens, mijn buurman kan het ook aannemen."),
    ],
)
def test_an_aside_about_the_same_delivery_keeps_the_topic(lang, aside):
    assert breaks([*_FIRST[lang], ("user", aside)], lang) == []


def test_an_aside_answering_the_assistants_question_keeps_the_topic():
    turns = [
        ("user", "Please move the delivery of order HX-40021 to next Monday."),
        ("assistant", "Of course. Which time window suits you?"),
        ("user", "By the way, my neighbour will be home all day, so any window works."),
    ]
    assert breaks(turns, "en") == []


@pytest.mark.parametrize(
    ("lang", "second"),
    [
        (
            "en",
            "Great. One more question: do you hire out carpet cleaning machines, and what "
            "does a weekend rental cost?",
        ),
        (
            "de",
            "Prima. Noch eine Frage: verleihen Sie Teppichreiniger, und was kostet ein Wochenende?",
        ),
        ("da", "Fint. Et spørgsmål mere: udlejer I også tæpperensere til weekenden?"),
        (
            "nl",
            "Prima. Nog een vraag: verhuren jullie tapijtreinigers, en wat kost een weekend huren?",
        ),
    ],
)
def test_after_a_nod_one_more_question_about_something_unnamed_is_a_new_topic(lang, second):
    assert breaks([*_FIRST[lang], ("user", second)], lang) == [5]


@pytest.mark.parametrize(
    ("lang", "second"),
    [
        ("de", "Gut. Zweite Frage: dürfen die Monteure den Aufzug im Hinterhaus benutzen?"),
        ("en", "Great. One more thing: actually Tuesday would be better than Monday."),
        (
            "nl",
            "Prima, ik zet het in mijn agenda voor zaterdag. Nog een vraag: hoe lang duurt het?",
        ),
    ],
)
def test_a_numbered_question_a_correction_or_a_step_first_keeps_the_topic(lang, second):
    assert breaks([*_FIRST[lang], ("user", second)], lang) == []
