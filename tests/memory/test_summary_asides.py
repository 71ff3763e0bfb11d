"""Turning to another matter (issue 19): an aside opening the turn ("by the way", "übrigens",
"forresten", "trouwens") and "one more thing" after a nod asking for what the matter never
named; and what stays the same matter. Sentences made up for these tests, no database."""

import pytest

from memory.summariser import acts

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


# A visit being arranged, in each language, the assistant's last turn saying it is done.
_VISIT = {
    "en": [
        ("user", "Our washing machine leaks from the door seal. Can someone come and look?"),
        ("assistant", "Yes. A technician can come on Friday between 8 and 12. Shall I book it?"),
        ("user", "Friday works, before 10 if possible."),
        ("assistant", "Booked: Friday between 8 and 10, job WM-33107."),
    ],
    "de": [
        ("user", "Unsere Waschmaschine verliert Wasser an der Türdichtung. Kann jemand kommen?"),
        ("assistant", "Ja. Ein Techniker kann am Freitag zwischen 8 und 12 Uhr kommen. Buchen?"),
        ("user", "Freitag passt, möglichst vor 10."),
        ("assistant", "Gebucht: Freitag zwischen 8 und 10 Uhr, Auftrag WM-33107."),
    ],
    "da": [
        ("user", "Vores vaskemaskine lækker ved dørpakningen. Kan I sende en?"),
        ("assistant", "Ja, en tekniker kan komme fredag mellem 8 og 12. Skal jeg booke det?"),
        ("user", "Fredag er fint, helst før kl. 10."),
        ("assistant", "Booket: fredag mellem 8 og 10, opgave WM-33107."),
    ],
    "nl": [
        ("user", "Onze wasmachine lekt bij de deurrubber. Kan er iemand langskomen?"),
        ("assistant", "Ja, een monteur kan vrijdag tussen 8 en 12 komen. Zal ik het boeken?"),
        ("user", "Vrijdag is goed, liefst voor 10 uur."),
        ("assistant", "Geboekt: vrijdag tussen 8 en 10, opdracht WM-33107."),
    ],
}


@pytest.mark.parametrize(
    ("lang", "aside"),
    [
        ("en", "By the way, I'm at work when he comes, the neighbour has a spare key."),
        ("de", "Übrigens, wenn er kommt, bin ich nicht da, die Nachbarin macht auf."),
        ("da", "Forresten, jeg er på arbejde, når han kommer. Naboen har en nøgle."),
        ("nl", "Trouwens, ik ben op mijn werk als hij komt, de buurvrouw doet open."),
        ("en", "By the way, please note WM-33107 on the invoice for my landlord."),
        (
            "de",
            "Übrigens haben wir schon einen Wartungsvertrag WV-5520 bei Ihnen, falls das hilft.",
        ),
        ("da", "Forresten har vi en servicekontrakt SK-7781 hos jer, hvis det har betydning."),
        ("nl", "Trouwens, we hebben al een onderhoudscontract OC-4410, als dat uitmaakt."),
    ],
)
def test_an_aside_referring_back_to_the_visit_keeps_the_topic(lang, aside):
    form = folding.summarise([*_VISIT[lang], ("user", aside)], lang)
    assert form["closed_topics"] == []
    assert form["concern"]["seq"] == 1


@pytest.mark.parametrize(
    ("lang", "aside"),
    [
        ("en", "By the way, my dryer WD-88120 has stopped heating as well, can you fix that?"),
        (
            "de",
            "Übrigens, mein Trockner TR-88120 heizt auch nicht mehr, können Sie das reparieren?",
        ),
        ("da", "Forresten, vores tørretumbler TT-88120 varmer heller ikke, kan I ordne den?"),
        ("nl", "Trouwens, onze droger DR-88120 wordt ook niet warm, kunnen jullie die maken?"),
    ],
)
def test_an_aside_naming_another_appliance_still_opens_a_topic(lang, aside):
    assert breaks([*_VISIT[lang], ("user", aside)], lang) == [5]


def test_a_sentence_after_a_nod_is_no_opening_for_an_aside():
    # "übrigens" inside the sentence that follows the nod: no aside opens the turn.
    assert acts.digression("Super. Wir haben übrigens schon ein Konto bei Ihnen.") is None
    assert acts.digression("Super. Übrigens, wir haben schon ein Konto.") is not None
    assert acts.digression("ok and by the way, the gate code changed.") is not None


# A car booking the customer changes item by item.
_LIST = {
    "en": [
        ("user", "I booked a van, reference VN-20417, and need to change a few things."),
        ("assistant", "Sure. Pick-up is Friday 9:00 at Leeds station, return Sunday. What first?"),
        ("user", "Firstly the pick-up at 11 rather than 9."),
        ("assistant", "Done, pick-up on Friday at 11:00."),
    ],
    "de": [
        ("user", "Ich habe einen Transporter gebucht, VN-20417, und muss einiges ändern."),
        ("assistant", "Gern. Abholung Freitag 9 Uhr in Kassel, Rückgabe Sonntag. Was zuerst?"),
        ("user", "Erstens die Abholung um 11 statt um 9."),
        ("assistant", "Erledigt, Abholung am Freitag um 11 Uhr."),
    ],
    "da": [
        ("user", "Jeg har booket en varevogn, VN-20417, og skal ændre et par ting."),
        ("assistant", "Klart. Afhentning fredag kl. 9 i Vejle, aflevering søndag. Hvad først?"),
        ("user", "For det første afhentning kl. 11 i stedet for kl. 9."),
        ("assistant", "Det er gjort, afhentning fredag kl. 11."),
    ],
    "nl": [
        ("user", "Ik heb een bestelbus geboekt, VN-20417, en wil een paar dingen wijzigen."),
        ("assistant", "Prima. Ophalen vrijdag 9 uur in Zwolle, terugbrengen zondag. Wat eerst?"),
        ("user", "Ten eerste ophalen om 11 uur in plaats van 9 uur."),
        ("assistant", "Geregeld, ophalen vrijdag om 11 uur."),
    ],
}


@pytest.mark.parametrize(
    ("lang", "item"),
    [
        ("en", "Secondly, return it on Monday instead of Sunday, we visit my brother first."),
        (
            "de",
            "Zweitens: Rückgabe nicht am Sonntag, sondern am Montag, wir fahren zu meiner Mutter.",
        ),
        ("da", "For det andet: aflevering mandag i stedet for søndag."),
        ("nl", "Ten tweede: terugbrengen op maandag in plaats van zondag."),
    ],
)
def test_the_next_item_of_a_list_of_changes_keeps_the_topic(lang, item):
    form = folding.summarise([*_LIST[lang], ("user", item)], lang)
    assert form["closed_topics"] == []
    assert form["concern"]["seq"] == 1


def test_someone_visited_is_not_someone_elses_thing():
    # "zu meiner Schwester" is where one goes; "das Auto meiner Schwester" is hers.
    assert not acts.new_matter_evidence("Zweitens: wir fahren zu meiner Schwester nach Kiel.")
    assert acts.new_matter_evidence("Noch was: das Auto meiner Schwester springt nicht an.")


@pytest.mark.parametrize(
    ("lang", "turns"),
    [
        (
            "de",
            [
                ("user", "Das wars dazu, danke."),
                ("user", "Ach doch, noch was: mein Sohn braucht einen eigenen Handyvertrag."),
            ],
        ),
        (
            "en",
            [
                ("user", "That's all for that one, thanks."),
                ("user", "Oh actually, one more thing: my son needs his own phone contract."),
            ],
        ),
    ],
)
def test_taking_back_a_closing_to_add_a_matter_is_a_new_topic(lang, turns):
    assert breaks([*_LIST[lang], *turns], lang) == [6]


def test_taking_back_a_closing_to_change_the_matter_keeps_the_topic():
    turns = [
        *_LIST["de"],
        ("user", "Das wars dazu, danke."),
        ("user", "Ach doch, noch was: die Abholung lieber doch um 12 statt um 11."),
    ]
    assert breaks(turns, "de") == []
