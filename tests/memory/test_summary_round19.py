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
