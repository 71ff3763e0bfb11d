"""Someone else's e-mail address or phone number never reaches the summary form (issue 19): not
as a channel, not anywhere; the customer's own address stays their channel. Sentences made up
for these tests."""

import json

import pytest

from memory.summary_language import contacts, third_party_contacts
from privacy import redaction

from . import folding

pytestmark = pytest.mark.django_db

ASKED = {
    "da": ("Jeg vil gerne have tilbuddet på skrift.", "Hvilken mail skal det sendes til?"),
    "de": ("Ich hätte das Angebot gern schriftlich.", "An welche E-Mail-Adresse soll es gehen?"),
    "en": ("I'd like the quote in writing.", "Which email address should I send it to?"),
    "nl": ("Ik wil de offerte graag op papier.", "Naar welk mailadres mag ik hem sturen?"),
}

THEIRS = [
    ("da", "min kærestes, line.berg@postkasse.dk", "line.berg@postkasse.dk"),
    ("da", "Send det til Mette, mette.holm@tegnestue.dk", "mette.holm@tegnestue.dk"),
    ("da", "hun har mailen mette.holm@tegnestue.dk", "mette.holm@tegnestue.dk"),
    ("da", "min mands mail er ole.berg@postkasse.dk", "ole.berg@postkasse.dk"),
    ("da", "Send kopi til min leder, k.lund@tegnestue.dk", "k.lund@tegnestue.dk"),
    ("da", "Tovholderen for festen har mailen fest@postkasse.dk", "fest@postkasse.dk"),
    ("de", "An meine Schwester bitte, anna.klein@briefkasten.de", "anna.klein@briefkasten.de"),
    ("de", "Jonas' Mail ist jonas.r@werkstatt-nord.de", "jonas.r@werkstatt-nord.de"),
    ("en", "Email it to Priya directly? priya.k@northwind.io", "priya.k@northwind.io"),
    ("en", "my girlfriend's, sam.reed@inbox.co.uk", "sam.reed@inbox.co.uk"),
    ("nl", "naar m'n man, peter.jansen@brievenbus.nl", "peter.jansen@brievenbus.nl"),
    (
        "nl",
        "Kun je het naar Sanne sturen? sanne.visser@brievenbus.nl",
        "sanne.visser@brievenbus.nl",
    ),
]
OWN = [
    ("da", "til mig, jens.holm@tegnestue.dk", "jens.holm@tegnestue.dk"),
    ("de", "An mich bitte, k.weber@briefkasten.de", "k.weber@briefkasten.de"),
    ("en", "to me please, alex.moore@inbox.co.uk", "alex.moore@inbox.co.uk"),
    ("nl", "naar mij graag, t.bakker@brievenbus.nl", "t.bakker@brievenbus.nl"),
    # The firm's own department: the customer's channel, not a person's.
    ("da", "til bogholderiet, regnskab@tegnestue.dk", "regnskab@tegnestue.dk"),
    ("da", "jeg leder efter den, så til mig: jens.holm@tegnestue.dk", "jens.holm@tegnestue.dk"),
]


def fold(lang, reply):
    opener, question = ASKED[lang]
    turns = [("user", opener), ("assistant", question), ("user", reply)]
    return folding.summarise(turns, lang, redact=True)


def channels(form):
    return [c["value"] for c in form["constraints"] if c["name"] == "channel"]


@pytest.mark.parametrize("lang, reply, address", THEIRS)
def test_someone_elses_address_is_no_channel_and_nowhere_in_the_form(lang, reply, address):
    form = fold(lang, reply)

    assert address not in json.dumps(form, ensure_ascii=False)


@pytest.mark.parametrize("lang, reply, address", OWN)
def test_the_customers_own_address_stays_their_channel(lang, reply, address):
    assert channels(fold(lang, reply)) == [address]


def spans_of(text, lang):
    return [
        {"label": s.label, "start": s.start, "end": s.end}
        for s in redaction.redact(text, lang=lang).spans
    ]


@pytest.mark.parametrize(
    "text, lang",
    [
        ("Kannst du es an Lea schicken? lea.b@briefkasten.de", "de"),
        ("Mettes nummer er 20 12 34 56", "da"),
        ("He uses bob.hart@inbox.co.uk for everything", "en"),
        ("Stuur het maar naar mijn kind, joris@brievenbus.nl", "nl"),
    ],
)
def test_someone_elses_contact_is_not_the_customers(text, lang):
    (span,) = spans_of(text, lang)
    assert third_party_contacts.someone_elses(text, span["start"], span["end"])
    assert contacts.own_contacts(text, spans_of(text, lang), asked=True) == []


@pytest.mark.parametrize(
    "text, lang",
    [
        ("Anna Berg, anna.berg@briefkasten.de", "de"),
        ("Send it to me at Jane.Doe@inbox.co.uk", "en"),
        ("Ring til mig på 20 12 34 56", "da"),
        ("Stuur het naar ons kantoor, info@bakkerij-smit.nl", "nl"),
    ],
)
def test_the_customers_own_contact_is_nobody_elses(text, lang):
    (span,) = spans_of(text, lang)
    assert not third_party_contacts.someone_elses(text, span["start"], span["end"])


@pytest.mark.parametrize(
    "lang, reply, address", [THEIRS[0], THEIRS[4], THEIRS[6], THEIRS[8]], ids=str
)
def test_context_summary_leaves_out_someone_elses_address(api, lang, reply, address):
    opener, question = ASKED[lang]
    summary = folding.summary_for(
        api, lang, [("user", opener), ("assistant", question), ("user", reply)]
    )

    assert address not in json.dumps(summary, ensure_ascii=False)


@pytest.mark.parametrize("lang, reply, address", OWN[:4], ids=str)
def test_context_summary_keeps_the_customers_own_address_as_channel(api, lang, reply, address):
    opener, question = ASKED[lang]
    summary = folding.summary_for(
        api, lang, [("user", opener), ("assistant", question), ("user", reply)]
    )

    assert address in [c["value"] for c in summary["constraints"] if c["name"] == "channel"]


# The assistant asks for somebody else's address or number; the bare answer is theirs.
ASKED_FOR_THEIRS = [
    (
        "da",
        "Min søster vil også gerne være med på holdet.",
        "Fint! Hvad er hendes navn og mail?",
        "Ida Holm, ida.holm@postkasse.dk",
        "ida.holm@postkasse.dk",
    ),
    (
        "en",
        "My flatmate wants a trial pass too.",
        "Sure, what's his name and email?",
        "Tom Reed, tom.reed@mailbox.co.uk",
        "tom.reed@mailbox.co.uk",
    ),
    (
        "nl",
        "Mijn collega komt ook naar de workshop.",
        "Leuk! Wat is zijn e-mailadres?",
        "joris.bakker@postvak.nl",
        "joris.bakker@postvak.nl",
    ),
    (
        "de",
        "Mein Mann möchte auch einen Probetermin.",
        "Gern. Wie lautet seine Handynummer?",
        "0171 2345678",
        "0171 2345678",
    ),
]


@pytest.mark.parametrize("lang, opener, question, reply, value", ASKED_FOR_THEIRS)
def test_an_answer_to_a_question_for_someone_elses_contact_is_no_channel(
    lang, opener, question, reply, value
):
    assert not contacts.asks_for_contact(question)
    turns = [("user", opener), ("assistant", question), ("user", reply)]
    form = folding.summarise(turns, lang, redact=True)

    assert value not in json.dumps(form, ensure_ascii=False)


@pytest.mark.parametrize(
    "question",
    [
        "Hvilken mail skal det sendes til?",
        "What's your email, and shall I copy his?",
        "Ich bräuchte Ihre Telefonnummer.",
        "Op welk nummer kunnen we u bereiken?",
    ],
)
def test_a_question_for_the_customers_own_contact_is_still_one(question):
    assert contacts.asks_for_contact(question)
