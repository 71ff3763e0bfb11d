"""The responsibility slot as the person named doing the act (memory.summariser.deputies):
made-up sentences, one per word order and language."""

import pytest

from memory.summariser import deputies

from .folding import summarise


def responsibility(form) -> str | None:
    return next((c["value"] for c in form["constraints"] if c["name"] == "responsibility"), None)


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("The bill seems high. My sister Hannah pays for it anyway.", "My sister Hannah"),
        ("Gut so. Die Rechnung bezahlt übrigens mein Schwiegervater.", "mein Schwiegervater"),
        ("Fint. Min mor henter pakken i butikken.", "Min mor"),
        ("Oké. Onze boekhouder, meneer De Wit, tekent het contract.", "meneer De Wit"),
        ("Na ja, das entscheidet Frau Dr. Albers am Montag.", "Frau Dr. Albers"),
    ],
)
def test_a_person_named_doing_the_act_is_the_responsibility(text, person):
    value = responsibility(summarise([("user", text)]))
    assert value is not None and person in value


def test_a_title_abbreviation_does_not_end_the_clause():
    text = "Hm, das entscheidet Herr Dr. Brandt."
    (span,) = deputies.doers(text)
    assert text[slice(*span)] == "das entscheidet Herr Dr. Brandt"


def test_a_possessive_noun_without_an_act_names_no_one():
    assert deputies.doers("My order is still not here, my patience is running out.") == ()


def test_a_pronoun_doer_refers_back_and_keeps_the_person_held():
    form = summarise(
        [
            ("user", "Mijn zoon Daan betaalt de rekening."),
            ("assistant", "Genoteerd, de factuur gaat naar hem."),
            ("user", "Ja, dan betaalt hij het gewoon via de bank."),
        ]
    )
    assert "Mijn zoon Daan" in responsibility(form)


@pytest.mark.parametrize(
    ("value", "refers"),
    [
        ("then he just pays the invoice", True),
        ("Så betaler han bare regningen", True),
        ("die Geschäftsführung entscheidet", False),
        ("Mijn zoon betaalt", False),
    ],
)
def test_refers_back(value, refers):
    assert deputies.refers_back(value) is refers


@pytest.mark.parametrize(
    "text",
    [
        "Ich hole mein Paket morgen ab.",  # the customer does it to their own thing
        "Please pay the refund back to my account.",  # English: the doer comes first
        "Mijn printer doet het niet meer.",  # a verb of doing without a job it refers to
    ],
)
def test_no_one_else_is_named_doing_the_act(text):
    assert deputies.doers(text) == ()


def test_a_job_done_by_the_person_after_the_verb():
    text = "Nee, dat doet mijn collega Eva."
    (span,) = deputies.doers(text)
    assert text[slice(*span)] == "dat doet mijn collega Eva"
