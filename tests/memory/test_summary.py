"""The extractive summary: grounded in the turns, free of secrets, health data and filler."""

import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from memory import compaction, services
from memory.models import Message, Session

from .conversations import MIXED, all_conversations

pytestmark = pytest.mark.django_db


def _run(tenant, locale, turns) -> Session:
    session = services.create_session(tenant=tenant, locale=locale)
    for role, text in turns:
        services.append_message(session=session, role=role, text=text)
    services.fold_pending_turns(session_id=session.pk)  # what the worker does after commit
    return Session.objects.select_related("summary").get(pk=session.pk)


def _entries(form: dict):
    """(seq, literal value) of every summary entry that quotes a turn."""
    if form["concern"]:
        yield form["concern"]["seq"], form["concern"]["text"]
    for entry in form["objects"]:
        yield entry["seq"], entry["value"]
    for entry in form["constraints"]:
        yield entry["seq"], entry["value"]
        for previous in entry["previous"]:
            yield previous["seq"], previous["value"]
    for entry in form["open_points"]:
        yield entry["seq"], entry["text"]
    for entry in form["commitments"]:
        if entry["source"] == "conversation":
            yield entry["seq"], entry["text"]
    for entry in form["closed_topics"]:
        if entry["concern"]:
            yield entry["seq"], entry["concern"]


def test_every_summary_entry_occurs_literally_in_the_turn_it_cites(tenant):
    checked = 0
    for locale, turns in all_conversations():
        session = _run(tenant, locale, turns)
        texts = dict(Message.objects.filter(session=session).values_list("seq", "text"))
        for seq, value in _entries(session.summary.form):
            assert value and value in texts[seq], (locale, seq, value)
            checked += 1
    assert checked > 60


def test_the_form_always_holds_every_contract_key(tenant):
    session = _run(tenant, "en", MIXED["en"][:1])
    assert set(session.summary.form) == set(compaction.empty_form())
    assert session.summary.form["covers_until_seq"] == 1 == session.summary.covers_until_seq


@pytest.mark.parametrize("locale", ["de", "en"])
def test_health_third_party_contacts_and_courtesies_stay_out(tenant, locale):
    session = _run(tenant, locale, MIXED[locale])
    dumped = json.dumps(session.summary.form, ensure_ascii=False)

    for banned in (
        "Bandscheibenvorfall",
        "diabetes",
        "anna.berg@example.com",
        "7946 0958",
        "Guten Tag",
        "Hello",
        "Anna",
        "Tom",
    ):
        assert banned not in dumped
    # The request stated beside the health data stays; only the health clause goes.
    constraints = {c["value"] for c in session.summary.form["constraints"]}
    assert constraints & {"bis Montag", "Montag", "Wednesday", "by Wednesday"}
    assert "Ich habe einen" not in dumped and "I have" not in dumped


def test_mixed_german_conversation_fills_every_part_of_the_form(tenant):
    form = _run(tenant, "de", MIXED["de"]).summary.form

    assert form["concern"] == {
        "text": "Ich möchte 50 Stück Teil KX-500 für das Büro, Maße 120 x 60 cm.",
        "seq": 1,
    }
    objects = {(o["type"], o["value"]) for o in form["objects"]}
    assert {("article", "KX-500"), ("place", "Hamburg")} <= objects
    constraints = {c["name"]: c["value"] for c in form["constraints"]}
    assert constraints == {
        "quantity": "50 Stück",
        "size": "120 x 60 cm",
        # "an die Filiale in Hamburg": the place is quoted with the name that says which one.
        "destination": "die Filiale in Hamburg",
        # "... und brauche den Stuhl bis Montag": the request beside the health clause counts.
        "deadline": "bis Montag",
        "budget": "höchstens 800 €",
        "language": "auf Englisch",
    }
    deadline = next(c for c in form["constraints"] if c["name"] == "deadline")
    assert deadline["previous"] == [{"value": "Bis Freitag", "seq": 3}]
    # "telefonisch geht nicht" refuses a channel; it does not ask for one.
    destination = next(c for c in form["constraints"] if c["name"] == "destination")
    assert destination["previous"] == [{"value": "das Büro", "seq": 1}]
    kinds = [c["kind"] for c in form["commitments"]]
    assert kinds == ["callback", "handover"]
    # The assistant's question was answered by turn 3.
    assert form["open_points"] == []


@pytest.mark.parametrize(
    ("locale", "text", "kind"),
    [
        ("de", "Wir rufen Sie morgen zurück.", "callback"),
        ("en", "We will call you back this afternoon.", "callback"),
        ("da", "Vi ringer dig op i morgen.", "callback"),
        ("nl", "We bellen u morgen terug.", "callback"),
        ("de", "Ich leite Sie an einen Kollegen weiter.", "handover"),
        ("en", "I will hand you over to a colleague.", "handover"),
        ("da", "Jeg giver dig videre til en kollega.", "handover"),
        ("nl", "Ik verbind u door met een collega.", "handover"),
        ("de", "Wir melden uns bis Freitag bei Ihnen.", "follow_up"),
        ("en", "We'll get back to you by Friday.", "follow_up"),
        ("da", "Vi vender tilbage inden fredag.", "follow_up"),
        ("nl", "We komen er vrijdag op terug.", "follow_up"),
    ],
)
def test_assistant_promises_become_commitments(tenant, locale, text, kind):
    form = _run(tenant, locale, [("user", "Hallo"), ("assistant", text)]).summary.form
    assert form["commitments"] == [{"kind": kind, "text": text, "seq": 2, "source": "conversation"}]


def test_open_points_are_unanswered_assistant_questions(tenant):
    session = services.create_session(tenant=tenant, locale="en")
    services.append_message(session=session, role="user", text="My order 123456 is late.")
    services.append_message(
        session=session, role="assistant", text="Sorry! Which address did you order to?"
    )
    services.fold_pending_turns(session_id=session.pk)
    session.refresh_from_db()
    assert session.summary.form["open_points"] == [
        {"text": "Which address did you order to?", "seq": 2}
    ]
    services.append_message(session=session, role="user", text="Can you check it?")
    services.fold_pending_turns(session_id=session.pk)
    session.refresh_from_db()
    # A counter-question answers nothing; it is itself open until the assistant answers it.
    assert session.summary.form["open_points"] == [
        {"text": "Which address did you order to?", "seq": 2},
        {"text": "Can you check it?", "seq": 3},
    ]
    services.append_message(session=session, role="user", text="The one in Leeds.")
    services.fold_pending_turns(session_id=session.pk)
    session.refresh_from_db()
    assert session.summary.form["open_points"] == [{"text": "Can you check it?", "seq": 3}]
    services.append_message(session=session, role="assistant", text="Yes, it is on its way.")
    services.fold_pending_turns(session_id=session.pk)
    session.refresh_from_db()
    assert session.summary.form["open_points"] == []


def test_a_question_the_assistant_puts_off_and_a_deferred_decision_stay_open(tenant):
    form = _run(
        tenant,
        "en",
        [
            ("user", "Will they take the old mattress away?"),
            ("assistant", "I can't confirm that from here, I'll check with the depot."),
            ("user", "Hmm, let me ask my partner first about the removal."),
            ("assistant", "We can offer the removal for £35.00."),
        ],
    ).summary.form
    assert [p["seq"] for p in form["open_points"]] == [1, 3, 4]


def test_third_person_and_passive_promises_are_commitments(tenant):
    form = _run(
        tenant,
        "en",
        [
            ("user", "When will I hear?"),
            ("assistant", "The dispatch team will call you the day before."),
            ("assistant", "You will receive the policy in your mailbox."),
            ("assistant", "Enjoy your new sofa!"),
        ],
    ).summary.form
    assert [(c["kind"], c["seq"]) for c in form["commitments"]] == [
        ("callback", 2),
        ("follow_up", 3),
    ]


def test_filler_questions_are_not_open_points(tenant):
    form = _run(
        tenant, "de", [("user", "Danke"), ("assistant", "Kann ich Ihnen sonst noch helfen?")]
    ).summary.form
    assert form["open_points"] == [] and form["concern"] is None


def test_repeated_values_are_merged(tenant):
    form = _run(
        tenant,
        "en",
        [("user", "Order 123456 please."), ("user", "Again: order 123456 by Friday, by Friday.")],
    ).summary.form
    assert [o["value"] for o in form["objects"]] == ["123456"]
    assert [c["name"] for c in form["constraints"]] == ["deadline"]


def test_ingest_cost_does_not_grow_with_the_history(tenant):
    """O(1) per message: the same queries at turn 2 and at turn 202."""
    session = services.create_session(tenant=tenant, locale="en")
    services.append_message(session=session, role="user", text="Order 123456 is late.")
    with CaptureQueriesContext(connection) as early:
        services.append_message(session=session, role="user", text="It was due on Monday.")
    for n in range(200):
        services.append_message(session=session, role="assistant", text=f"Checking step {n}.")
    with CaptureQueriesContext(connection) as late:
        services.append_message(session=session, role="user", text="It was due on Monday.")

    assert len(late.captured_queries) == len(early.captured_queries)
    assert not any(
        "memory_message" in q["sql"] and "ORDER BY" in q["sql"] for q in late.captured_queries
    )
