"""Topic changes without an announcing phrase, and the concern in the person's own words (issue
19, round 7 as development data). Sentences made up for these tests, no database."""

import pytest

from memory.summariser import acts, matters

from . import folding


def summarise(turns, lang="en") -> dict:
    return folding.summarise(turns, lang)


# ----------------------------------------------------------------------------- topic change


def test_a_request_about_something_new_after_the_customer_nodded_is_a_new_topic():
    form = summarise(
        [
            ("user", "Mein Paket mit der Bestellung KL-55120 ist beschädigt angekommen."),
            ("assistant", "Das tut mir leid. Ich habe Ihnen eben ein Rücksendeetikett geschickt."),
            ("user", "Danke, ist angekommen."),
            (
                "user",
                "Wir planen im Sommer eine Gartenparty. Ich bräuchte zwölf Klappstühle und "
                "zwei Biertische zur Miete.",
            ),
        ],
        lang="de",
    )
    assert [t["to_seq"] for t in form["closed_topics"]] == [3]
    assert form["concern"]["seq"] == 4
    assert all(o["seq"] == 4 for o in form["objects"])


def test_a_request_in_other_words_right_after_the_assistant_acted_keeps_the_topic():
    form = summarise(
        [
            ("user", "Mein Paket mit der Bestellung KL-55120 ist beschädigt angekommen."),
            ("assistant", "Ich habe Ihnen eben ein Rücksendeetikett geschickt."),
            ("user", "Ich bräuchte für die Rücksendung einen größeren Karton, haben Sie einen?"),
        ],
        lang="de",
    )
    assert form["closed_topics"] == []


def test_a_request_that_points_back_or_adds_to_the_matter_keeps_the_topic():
    turns = [
        ("user", "I ordered a walnut bookcase, order BK-7781, and it has not shipped yet."),
        ("assistant", "I've checked: it leaves our warehouse tomorrow and you'll get tracking."),
    ]
    for follow_up in (
        "Great. I would like it delivered to my office instead of my flat though.",
        "Great. I would also like a matching shelf unit for the hallway wall.",
    ):
        form = summarise([*turns, ("user", follow_up)])
        assert form["closed_topics"] == []
        assert form["concern"]["seq"] == 1


def test_a_turn_opened_by_a_question_is_a_follow_up_not_a_new_topic():
    form = summarise(
        [
            ("user", "Ik heb een regenjas besteld, bestelling RJ-2231, maar hij is te klein."),
            ("assistant", "Ik heb een ruil naar maat L voor je aangemaakt."),
            ("user", "En de kleur? Ik wil liefst geen grijze, die staat me niet."),
        ],
        lang="nl",
    )
    assert form["closed_topics"] == []


def test_a_turn_that_closes_the_matter_and_goes_on_to_another_opens_a_topic():
    form = summarise(
        [
            ("user", "Auf der Rechnung RE-3310 fehlt die Gutschrift für die zwei Lampen."),
            ("assistant", "Stimmt, die Gutschrift über 38 Euro geht heute noch an Sie raus."),
            (
                "user",
                "Prima, damit ist das erledigt. Jetzt zur Hauptsache: Wir möchten für unser "
                "Büro neue Schreibtischstühle bestellen.",
            ),
        ],
        lang="de",
    )
    assert [t["to_seq"] for t in form["closed_topics"]] == [2]
    assert form["concern"]["seq"] == 3
    assert "erledigt" not in form["concern"]["text"]


def test_a_closing_word_under_a_negation_is_the_matter_itself():
    form = summarise(
        [
            ("user", "Meine Reklamation zur Waschmaschine läuft seit Wochen."),
            ("assistant", "Ich habe den Fall an den Kundendienst weitergegeben."),
            (
                "user",
                "Das ist immer noch nicht erledigt. Wir möchten jetzt unser Geld zurück "
                "und keine weitere Reparatur.",
            ),
        ],
        lang="de",
    )
    assert form["closed_topics"] == []


def test_a_short_reply_to_what_the_assistant_did_settles_the_matter():
    form = summarise(
        [
            ("user", "The invoice for my order OR-4410 never arrived."),
            ("assistant", "Done, I've sent invoice INV-9921 to the address on your account."),
            ("user", "Got it, thanks."),
            ("user", "One more thing: my other order OR-5172 from last week is still missing."),
        ]
    )
    assert [t["to_seq"] for t in form["closed_topics"]] == [3]


def test_a_question_opened_by_anything_else_words_and_a_colon_asks_something_specific():
    assert acts.asks_anything_else("Is there anything else I can help you with?")
    assert not acts.asks_anything_else("Nog iets: wilt u de handleiding in het Engels?")
    form = summarise(
        [
            ("user", "Wij willen twee koffiemachines huren voor ons kantoor in Utrecht."),
            ("assistant", "Nog iets: heeft u een vaste wateraansluiting in de keuken?"),
            ("user", "Ja, er is een aansluiting naast de gootsteen in de keuken."),
        ],
        lang="nl",
    )
    assert form["closed_topics"] == []


def test_the_stems_of_a_compound_include_its_head_word():
    assert "tegel" in matters.stems("proeftegel")
    assert "kasse" in matters.stems("Umzugskassen") or "assen" in matters.stems("Umzugskassen")


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("Ich bräuchte 40 Kisten für drei Wochen.", True),
        ("We'd like to book a table for six.", True),
        ("Så vil jeg gerne bestille en ny router.", True),
        ("Nu willen we graag de lease verlengen.", True),
        ("Ik wil liefst geen rode.", False),
        ("I will send the photos tonight.", False),
    ],
)
def test_a_request_is_a_first_person_want_or_need_without_a_negation(text, asks):
    assert matters.requests(text) is asks


# ----------------------------------------------------------------------------- concern


@pytest.mark.parametrize(
    ("lang", "opening", "concern"),
    [
        (
            "de",
            "Hallo, hier Jana Petersen von der Brandt Maschinenbau GmbH in Kiel. Unsere "
            "Kaffeemaschine im Besprechungsraum tropft seit gestern.",
            "Unsere Kaffeemaschine im Besprechungsraum tropft seit gestern.",
        ),
        (
            "nl",
            "Goedemiddag, Pieter Jansen hier, inkoper bij Bouwbedrijf Smit in Zwolle. We "
            "zoeken een huurkraan voor drie weken.",
            "We zoeken een huurkraan voor drie weken.",
        ),
    ],
)
def test_a_name_with_who_the_person_is_is_no_concern(lang, opening, concern):
    form = summarise([("user", opening)], lang=lang)
    assert form["concern"]["text"] == concern


def test_a_name_followed_by_a_statement_is_the_concern():
    assert not acts.is_introduction("Hier Anna Berg, mein Paket ist nicht angekommen.")


def test_an_opener_with_the_matter_after_it_is_the_concern():
    form = summarise(
        [
            ("user", "Pakket PK-1120 is eindelijk binnen."),
            ("assistant", "Fijn om te horen!"),
            ("user", "Oké. Opgelost."),
            ("user", "Andere vraag: leveradres wijzigen."),
        ],
        lang="nl",
    )
    assert form["concern"] == {"text": "Andere vraag: leveradres wijzigen.", "seq": 4}
