"""Rules written for what summary round 19's development half showed; sentences made up here.

Round 19's conversations (tests/memory/corpus/summary/round19_*) are scored by
bench/summary_quality.py; these tests pin each rule with text of their own.
"""

import pytest

from . import folding

_BOOKING = {
    "de": [
        ("user", "hallo, ich möchte meinen Termin für die Brillenanpassung in Ulm verschieben"),
        ("assistant", "Gern. Ihr Termin ist am Freitag, 14. März, um 10 Uhr in der Filiale Ulm."),
        ("user", "geht auch montag 17. märz?"),
        ("assistant", "Ja, Montag, 17. März, 10 Uhr ist frei. Ich habe umgebucht."),
    ],
    "da": [
        ("user", "hej, jeg vil gerne flytte min bordreservation til lørdag"),
        (
            "assistant",
            "Selvfølgelig. Jeres bord til 4 personer på Havnekøkkenet er nu lørdag kl. 19.",
        ),
        ("user", "super tak"),
    ],
    "en": [
        ("user", "hi, I need to move our theatre tickets for Hamlet to the Saturday matinee"),
        ("assistant", "Done: 2 tickets for Hamlet, Saturday 22 March, 2:30pm, stalls row F."),
        ("user", "great, thanks"),
    ],
}


@pytest.mark.parametrize(
    ("lang", "need"),
    [
        (
            "de",
            "gut. noch was, ich hab seit kurzem einen bandscheibenvorfall, "
            "gibt es bei ihnen einen parkplatz direkt vor dem eingang?",
        ),
        ("da", "en anden ting, min mor sidder i kørestol. er der trin ved indgangen?"),
        ("en", "one other thing, my husband uses a wheelchair. is there step-free access?"),
    ],
)
def test_telling_of_a_health_need_to_ask_for_access_goes_on_with_the_matter(lang, need):
    """Someone's health told to ask what they need at the visit is an accommodation within the
    matter, not another matter: closing the topic dropped every object and constraint before."""
    form = folding.summarise([*_BOOKING[lang], ("user", need)], lang, redact=True)
    assert form["closed_topics"] == []
    assert form["objects"]
    assert all(
        "kørestol" not in o["value"] and "wheelchair" not in o["value"] for o in form["objects"]
    )


def test_a_new_matter_told_beside_health_still_closes_the_topic():
    """A new matter beside a health word is still one when its question names a sign of another
    matter (someone else's order, a reference never named)."""
    turns = [
        *_BOOKING["en"],
        (
            "user",
            "different thing, I'm diabetic and my order KT-44812 of sugar-free biscuits never "
            "arrived, where is it?",
        ),
    ]
    assert folding.summarise(turns, "en", redact=True)["closed_topics"] != []


@pytest.mark.parametrize(
    ("lang", "guess"),
    [
        ("nl", "jullie vinden me vast een zeurpiet met al die vragen"),
        ("de", "ihr haltet mich bestimmt für pingelig, aber egal"),
        ("en", "you guys must think I'm mad asking all this"),
        ("da", "I tænker nok at jeg er besværlig"),
    ],
)
def test_a_guess_at_what_the_team_thinks_of_the_customer_is_never_summarised(lang, guess):
    turns = [
        (
            "user",
            {
                "nl": "ik wil mijn bank retourneren",
                "de": "ich will das Sofa zurückgeben",
                "en": "I want to return the sofa",
                "da": "jeg vil returnere sofaen",
            }[lang],
        ),
        ("assistant", "OK."),
        ("user", guess),
    ]
    form = folding.summarise(turns, lang)
    quoted = [e.get("text", "") for key in ("open_points", "commitments") for e in form[key]]
    quoted += [form["concern"]["text"]] if form["concern"] else []
    quoted += [o["value"] for o in form["objects"]] + [c["value"] for c in form["constraints"]]
    assert not any(word in text for text in quoted for word in guess.split()[1:3]), quoted


@pytest.mark.parametrize(
    ("lang", "offer", "reply"),
    [
        (
            "nl",
            "Wilt u de ruil naar de hoekbank vastleggen?",
            "nee nog niet, eerst kijken in de winkel",
        ),
        ("de", "Soll ich die Couch gleich reservieren?", "erst mal im Laden anschauen"),
        (
            "en",
            "Shall I reserve the corner sofa for you?",
            "not yet, I want to look at it in the shop first",
        ),
        ("da", "Skal jeg reservere hjørnesofaen?", "nej, først lige kigge i butikken"),
    ],
)
def test_a_look_first_puts_the_decision_off(lang, offer, reply):
    turns = [
        (
            "user",
            {
                "nl": "ik wil mijn bank ruilen",
                "de": "ich will mein Sofa umtauschen",
                "en": "I'd like to exchange my sofa",
                "da": "jeg vil bytte min sofa",
            }[lang],
        ),
        ("assistant", offer),
        ("user", reply),
    ]
    points = [p["text"] for p in folding.summarise(turns, lang)["open_points"]]
    assert points, points


@pytest.mark.parametrize(
    ("lang", "promise"),
    [
        ("da", "Han ringer, når han er en halv time væk."),
        ("de", "Der Fahrer bringt die Kartons gleich mit."),
        ("nl", "De monteur brengt de nieuwe veren mee."),
    ],
)
def test_our_people_in_the_present_promise(lang, promise):
    """German, Danish and Dutch promise in the present, of our staff too: "he calls when he is
    half an hour away" is a commitment."""
    turns = [
        (
            "user",
            {
                "da": "hvornår kommer chaufføren?",
                "de": "wann kommt der Fahrer?",
                "nl": "wanneer komt de monteur?",
            }[lang],
        ),
        ("assistant", promise),
    ]
    commitments = [c["text"] for c in folding.summarise(turns, lang)["commitments"]]
    assert promise in commitments, commitments


def test_someone_of_theirs_in_the_present_is_no_promise():
    turns = [
        ("user", "hij is ziek, kunnen we de afspraak verzetten?"),
        ("assistant", "Natuurlijk."),
    ]
    assert folding.summarise(turns, "nl")["commitments"] == []


def _constraints(turns, lang):
    return {c["name"]: c for c in folding.summarise(turns, lang)["constraints"]}


def test_another_question_about_another_order_is_another_matter_without_a_nod():
    turns = [
        ("user", "ik wil mijn jas ruilen voor een maat groter, bestelling KB-2025-4410"),
        ("assistant", "Dat kan. Stuur hem terug met het retourlabel, dan sturen we de XL."),
        ("user", "Doe ik woensdag."),
        ("assistant", "Prima, neem de bevestiging mee."),
        (
            "user",
            "Doe ik. Andere vraag: ik heb vorige week ook laarzen besteld en die zijn er nog "
            "niet. KB-2025-4977",
        ),
    ]
    assert folding.summarise(turns, "nl")["closed_topics"] != []


def test_a_contrast_replaces_the_sum_held_with_its_unit_not_a_bare_number_said_again():
    turns = [
        ("user", "bitte reparieren, aber höchstens bis 250 €"),
        ("assistant", "Ich lege den Auftrag mit einer Freigabegrenze von 250 € an."),
        ("user", "die 250 gehen klar, das zahlt eh die firma"),
        ("assistant", "Gut."),
        ("user", "nochmal zum limit, mach 300 statt 250"),
    ]
    held = _constraints(turns, "de")
    amount = held.get("amount") or held["budget"]
    assert "300" in amount["value"]
    assert any("250 €" in p["value"] for p in amount["previous"])
    assert "300" not in held.get("quantity", {}).get("value", "")


def test_more_like_n_is_the_new_count():
    turns = [
        ("user", "I'd like a buffet for around 40 people"),
        ("assistant", "Lovely, the Garden Buffet for 40 is £620."),
        ("user", "ok bad news, it's more like 55"),
    ]
    quantity = _constraints(turns, "en")["quantity"]
    assert "55" in quantity["value"]


@pytest.mark.parametrize(
    ("lang", "turns"),
    [
        (
            "da",
            [
                ("user", "vi er 2 voksne og et barn"),
                ("assistant", "Hvor gammel er barnet?"),
                ("user", "hun er 7"),
            ],
        ),
        (
            "da",
            [
                ("user", "vi er 2 voksne"),
                ("assistant", "Det giver en merpris på 412 kr."),
                ("user", "vent, hvorfor 412?? jeg troede det var gratis"),
            ],
        ),
        (
            "en",
            [
                ("user", "we're 2 adults"),
                ("assistant", "The 16:00 sailing has space."),
                ("user", "hmm 16 is too late for us"),
            ],
        ),
    ],
)
def test_an_age_a_number_asked_about_or_an_hour_refused_is_no_count(lang, turns):
    quantity = _constraints(turns, lang).get("quantity", {}).get("value", "")
    assert quantity.startswith("2 "), quantity


def test_an_hour_with_its_minutes_said_instead_is_the_new_time():
    turns = [
        ("user", "kan I flytte min færge til torsdag?"),
        ("assistant", "Torsdag sejler vi kl. 08.30, 12.30 og 16.00."),
        ("user", "16.00 tak"),
        ("assistant", "Så er det torsdag kl. 16.00."),
        ("user", "nej, 16 bliver for sent, vi skal være der inden kl 18. tag 12.30 i stedet"),
    ]
    assert _constraints(turns, "da")["time"]["value"] == "12.30"


def test_a_count_and_a_child_is_one_count():
    turns = [("user", "og vi er faktisk 3 voksne og et barn nu")]
    assert _constraints(turns, "da")["quantity"]["value"] == "3 voksne og et barn"


@pytest.mark.parametrize(
    ("lang", "reply", "town"),
    [
        ("da", "kan hjemrejsen gå til Køge? min mand skal hjem til Roskilde bagefter", "Roskilde"),
        (
            "en",
            "can we sail back to Poole? my husband has to get back to Bournemouth after",
            "Bournemouth",
        ),
    ],
)
def test_where_someone_else_goes_is_not_the_customers_destination(lang, reply, town):
    turns = [
        (
            "user",
            {"da": "jeg skal til Rønne med færgen", "en": "I'm booked on the ferry to Cherbourg"}[
                lang
            ],
        ),
        ("assistant", "OK."),
        ("user", reply),
    ]
    destination = _constraints(turns, lang).get("destination", {}).get("value", "")
    assert town not in destination, destination
