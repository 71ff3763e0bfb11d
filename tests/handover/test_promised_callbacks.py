"""A callback promised in the conversation becomes an item of the console's callback list.

Turns go in through the integrator API, the fold runs as the Celery task runs it, and the agent
reads the callback list over HTTP.
"""

import threading
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.db import connection
from django.test import Client
from django.urls import reverse

from memory import services, tasks
from memory.models import Commitment, Message, Session, Summary

from .factories import make_handover

pytestmark = pytest.mark.django_db

LIST = reverse("console:queue") + "?view=callbacks"
BERLIN = ZoneInfo("Europe/Berlin")


def signed_in(user, language: str = "en") -> Client:
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    client.force_login(user)
    return client


def conversation(api, turns, locale="en") -> Session:
    response = api.post("/api/v1/sessions", {"channel": "web", "locale": locale}, format="json")
    assert response.status_code == 201
    key = response.json()["key"]
    for role, text in turns:
        response = api.post(
            f"/api/v1/sessions/{key}/messages", {"role": role, "text": text}, format="json"
        )
        assert response.status_code == 201, response.content
    session = Session.objects.get(key=key)
    tasks.fold_summary(session.pk)  # as the worker runs it
    return session


@pytest.fixture
def berlin(tenant):
    tenant.settings = {**(tenant.settings or {}), "time_zone": "Europe/Berlin"}
    tenant.save()
    return tenant


def test_a_callback_promised_by_the_assistant_is_listed_for_the_tenants_agents_only(
    berlin, api, make_staff, other_tenant
):
    session = conversation(
        api,
        [
            ("user", "My washing machine leaks. Can someone call me about the repair?"),
            ("assistant", "We will call you back tomorrow at 3 pm about the repair."),
        ],
    )
    callback = Commitment.objects.get(session=session)
    said = Message.objects.get(session=session, seq=2).created_at.astimezone(BERLIN)
    expected = datetime.combine(said.date() + timedelta(days=1), time(15), tzinfo=BERLIN)
    assert callback.kind == "callback" and callback.source == "conversation"
    assert callback.seq == 2 and callback.due_at == expected and callback.done_at is None
    assert callback.text == "We will call you back tomorrow at 3 pm about the repair."
    form = Summary.objects.get(session=session).form
    assert {"kind": "callback", "text": callback.text, "seq": 2} == {
        k: form["commitments"][0][k] for k in ("kind", "text", "seq")
    }

    html = signed_in(make_staff("agent")).get(LIST).content.decode()
    row = html.split(f'data-callback="{callback.pk}"', 1)[1].split("</tr>", 1)[0]
    assert "call you back tomorrow at 3 pm" in row
    assert f'datetime="{expected.isoformat()}"' in row
    assert "Promised in the conversation" in row

    foreign = signed_in(make_staff("agent", "other-agent", tenant_=other_tenant))
    assert f'data-callback="{callback.pk}"' not in foreign.get(LIST).content.decode()
    done = reverse("console:callback-done", args=[callback.pk])
    assert foreign.post(done).status_code == 404
    reschedule = reverse("console:callback-reschedule", args=[callback.pk])
    assert foreign.post(reschedule, {"due_at": "2099-01-01T10:00"}).status_code == 404
    callback.refresh_from_db()
    assert callback.done_at is None and callback.due_at == expected


def test_the_agent_reschedules_and_marks_it_done_as_for_an_api_callback(berlin, api, make_staff):
    session = conversation(
        api,
        [
            ("user", "Bitte rufen Sie mich wegen der Rechnung an."),
            ("assistant", "Wir rufen Sie am nächsten Werktag zurück."),
        ],
        locale="de",
    )
    callback = Commitment.objects.get(session=session, source="conversation")
    agent = signed_in(make_staff("agent"), "de")
    next_year = callback.due_at.year + 1
    response = agent.post(
        reverse("console:callback-reschedule", args=[callback.pk]),
        {"due_at": f"{next_year}-01-15T09:30"},
    )
    assert response.status_code == 302
    callback.refresh_from_db()
    assert callback.due_at == datetime(next_year, 1, 15, 9, 30, tzinfo=BERLIN)
    html = agent.get(LIST).content.decode()
    assert "Im Gespräch zugesagt" in html
    assert agent.post(reverse("console:callback-done", args=[callback.pk])).status_code == 302
    assert f'data-callback="{callback.pk}"' not in agent.get(LIST).content.decode()


def test_a_callback_with_no_time_is_due_at_once_and_shows_as_overdue(api, make_staff):
    session = conversation(
        api,
        [("user", "Can you ring me?"), ("assistant", "Sure, we will call you back.")],
    )
    callback = Commitment.objects.get(session=session)
    assert callback.due_at == Message.objects.get(session=session, seq=2).created_at
    html = signed_in(make_staff("agent")).get(LIST).content.decode()
    assert f'data-callback="{callback.pk}" class="callback overdue"' in html


@pytest.mark.parametrize(
    ("locale", "promise"),
    [
        ("de", "Wir rufen Sie morgen um 15 Uhr zurück."),
        ("da", "Vi ringer dig op i morgen kl. 15."),
        ("nl", "We bellen u morgen om 15 uur terug."),
    ],
)
def test_each_language_is_read_in_the_tenants_zone(berlin, api, locale, promise):
    session = conversation(api, [("user", "?!"), ("assistant", promise)], locale=locale)
    callback = Commitment.objects.get(session=session)
    said = Message.objects.get(session=session, seq=2).created_at.astimezone(BERLIN)
    assert callback.due_at == datetime.combine(
        said.date() + timedelta(days=1), time(15), tzinfo=BERLIN
    )


def test_refolds_and_repeats_add_no_second_item(api):
    turns = [
        ("user", "Please call me."),
        ("assistant", "We'll call you back tomorrow morning."),
        ("user", "Thanks."),
        ("assistant", "We'll call you back tomorrow morning."),
    ]
    session = conversation(api, turns)
    assert Commitment.objects.filter(session=session).count() == 1
    # A fold that reads the same turns again (its summary reset) stores nothing new.
    Summary.objects.filter(session=session).update(covers_until_seq=0, form={}, state={})
    tasks.fold_summary(session.pk)
    assert services.fold_pending_turns(session_id=session.pk) == 0
    assert Commitment.objects.filter(session=session).count() == 1
    # The database itself refuses a second conversation callback for the same turn.
    Commitment.objects.bulk_create(
        [Commitment(session=session, kind="callback", source="conversation", text="x", seq=2)],
        ignore_conflicts=True,
    )
    assert Commitment.objects.filter(session=session).count() == 1


def test_an_api_callback_and_a_promised_one_at_the_same_turn_both_stay(api, berlin):
    session = conversation(api, [("user", "Call me?"), ("assistant", "We'll call you today.")])
    response = api.post(
        f"/api/v1/sessions/{session.key}/commitments",
        {"kind": "callback", "text": "Call about the invoice", "due_at": "2099-01-01T10:00:00Z"},
        format="json",
    )
    assert response.status_code == 201
    assert sorted(Commitment.objects.filter(session=session).values_list("source", flat=True)) == [
        "api",
        "conversation",
    ]


def test_a_secret_in_the_promise_never_reaches_the_commitment(api):
    session = conversation(
        api,
        [
            ("user", "Call me, my card is 4111 1111 1111 1111."),
            ("assistant", "We will call you tomorrow at 10 about card 4111 1111 1111 1111."),
            ("assistant", "Your password is hunter2secret. We'll call you back on Monday."),
        ],
    )
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT seq, text FROM memory_commitment WHERE session_id = %s ORDER BY seq",
            [session.pk],
        )
        stored = cursor.fetchall()
    # The sentence holding the card number is no commitment; the promise beside the password is,
    # without it.
    assert stored == [(3, "We'll call you back on Monday.")]


def test_the_fold_of_a_conversation_without_callbacks_adds_no_query(api, django_assert_num_queries):
    session = conversation(api, [("user", "Where is my parcel?")])
    for text in ("It left the depot today.", "Thanks!", "You're welcome."):
        api.post(
            f"/api/v1/sessions/{session.key}/messages",
            {"role": "assistant" if "It" in text or "You" in text else "user", "text": text},
            format="json",
        )
    # Queries: savepoint, lock the summary row, read the pending turns, save the summary,
    # release the savepoint: none for callbacks.
    with django_assert_num_queries(5):
        assert tasks.fold_summary(session.pk) is None
    assert not Commitment.objects.filter(session=session).exists()


def test_an_agents_promise_in_the_console_reply_becomes_an_item(tenant, make_staff):
    handover = make_handover(tenant)
    agent = make_staff("agent")
    client = signed_in(agent)
    assert client.post(reverse("console:claim", args=[handover.pk])).status_code == 302
    response = client.post(
        reverse("console:reply", args=[handover.pk]),
        {"text": "I will call you back on the next working day about the order."},
    )
    assert response.status_code in (200, 302)
    tasks.fold_summary(handover.session_id)
    callback = Commitment.objects.get(session=handover.session, source="conversation")
    reply = Message.objects.get(session=handover.session, role="agent")
    assert callback.seq == reply.seq
    said = reply.created_at.date()  # the tenant's zone is UTC here
    assert callback.due_at.weekday() < 5 and callback.due_at.date() > said
    assert callback.due_at.hour == 9
    html = client.get(LIST).content.decode()
    row = html.split(f'data-callback="{callback.pk}"', 1)[1].split("</tr>", 1)[0]
    assert "next working day about the order" in row and "*67" in row  # the masked phone


@pytest.mark.django_db(transaction=True)
def test_concurrent_folds_store_one_item(tenant):
    session = services.create_session(tenant=tenant, channel="web", locale="en")
    services.append_message(session=session, role="user", text="Please ring me.")
    services.append_message(
        session=session, role="assistant", text="We'll call you back tomorrow at 10."
    )
    barrier = threading.Barrier(2)

    def fold():
        try:
            barrier.wait(timeout=10)
            tasks.fold_summary(session.pk)
        finally:
            connection.close()

    threads = [threading.Thread(target=fold) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert Commitment.objects.filter(session=session).count() == 1
    assert Summary.objects.get(session=session).covers_until_seq == 2
