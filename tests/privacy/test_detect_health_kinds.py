"""Health statements of kinds the lexicons hold no word for: several aids, a condition's patient,
a state said of a person, a ward, a discharge, the weeks of a pregnancy, a reaction of the body.

Sentences made up for these tests (not taken from any corpus); the span covers the statement.
"""

import pytest

from privacy.detect import detect


def found(text: str, lang: str) -> list[tuple[str, str]]:
    return [(span.label, text[span.start : span.end]) for span in detect(text, lang)]


@pytest.mark.parametrize(
    ("lang", "text", "value"),
    [
        # Several aids, or one's own.
        ("de", "Mein Vater trägt zwei Hörgeräte, bitte nicht anrufen", "trägt zwei Hörgeräte"),
        ("en", "I wear two hearing aids so text me instead", "wear two hearing aids"),
        ("nl", "opa draagt twee gehoorapparaten, mail liever", "draagt twee gehoorapparaten"),
        ("da", "jeg bruger to høreapparater og hører dårligt i telefon", "bruger to høreapparater"),
        # A condition's patient.
        ("en", "COPD patient here, can the driver carry it upstairs?", "COPD patient"),
        ("de", "ich bin MS-Patientin und kann nicht lange stehen", "MS-Patientin"),
        ("nl", "Mijn buurman is COPD-patiënt, kan het pakket naar hem?", "COPD-patiënt"),
        # A state said of a person.
        ("en", "Deaf customer here, please no phone calls", "Deaf customer"),
        ("da", "min døve far kan ikke tage telefonen når I ringer", "døve far"),
        ("de", "blinde Kundin hier, der Knopf hat keine Beschriftung", "blinde Kundin"),
        # Wards and discharges.
        ("en", "my wife is in the maternity ward until Sunday", "is in the maternity ward"),
        ("nl", "mijn vader ligt sinds gisteren op de IC", "op de IC"),
        ("en", "just home from hospital, can you redeliver tomorrow?", "home from hospital"),
        (
            "da",
            "jeg er netop udskrevet fra sygehuset og kan ikke hente pakken",
            "udskrevet fra sygehuset",
        ),
        ("de", "bin gestern aus dem Krankenhaus entlassen worden", "aus dem Krankenhaus"),
        # Weeks and months of a pregnancy.
        ("en", "I'm 28 weeks pregnant, is the pillow safe?", "28 weeks pregnant"),
        (
            "de",
            "ich bin in der 20. Woche schwanger und brauche Umstandsmode",
            "in der 20. Woche schwanger",
        ),
        ("da", "min kone er gravid i 5. måned og skal bruge en ammepude", "er gravid i 5. måned"),
        ("nl", "ik ben 31 weken zwanger en de wieg is nog niet geleverd", "31 weken zwanger"),
        # A reaction of the body.
        ("nl", "mijn dochter reageert heftig op noten, zit dat erin?", "reageert heftig op noten"),
        ("en", "my son reacted badly to the shampoo", "reacted badly to the shampoo"),
        ("da", "min mand reagerede med kløe efter cremen", "reagerede med kløe"),
        (
            "de",
            "meine Tochter reagiert allergisch auf Erdnüsse",
            "reagiert allergisch auf Erdnüsse",
        ),
    ],
)
def test_statements_without_a_lexicon_word(lang, text, value):
    # The statement's span may take its verb or its "since" too ("sinds gisteren op de IC").
    assert any(value in v for label, v in found(text, lang) if label == "HEALTH")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "They did not react to my email for a week"),
        ("nl", "de klantenservice reageert niet op mijn mail"),
        ("en", "The roller blind user manual is missing"),
        ("en", "Order placed 30 weeks ago and still nothing"),
        ("en", "the ward number on the invoice is wrong"),
        ("de", "Rechnung IC-4471-22 fehlt noch"),
        ("da", "I reagerede med en undskyldning, men ingen refusion"),
        ("nl", "hij reageerde met een excuus, maar geen geld terug"),
        ("de", "Lieferung in der 34. Woche wäre gut"),
    ],
)
def test_the_same_words_about_nobody_are_no_health_data(lang, text):
    assert [label for label, _ in found(text, lang) if label == "HEALTH"] == []
