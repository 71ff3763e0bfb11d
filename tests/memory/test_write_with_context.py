"""POST .../messages and .../messages/batch with `context=true`: a chatbot's turn in one round
trip, the answer carrying the context GET .../context gives right after the write."""

from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone
from rest_framework.test import APIClient

from memory.models import Message, Session

pytestmark = pytest.mark.django_db

TURNS = [
    ("user", "Meine Bestellung 4711-0815 ist noch nicht da, ich brauche sie bis Freitag."),
    ("assistant", "Das prüfe ich. An welche Filiale soll geliefert werden?"),
    ("user", "An die Filiale in Hamburg, 50 Stück."),
    ("assistant", "Wir rufen Sie morgen zurück."),
]


def _start(api, channel: str = "web") -> str:
    body = {"channel": channel, "locale": "de"}
    return api.post("/api/v1/sessions", body, format="json").json()["key"]


def _exchange(n: int) -> dict:
    """The bot's reply to the previous message and the visitor's next one."""
    return {
        "messages": [
            {"role": "assistant", "text": TURNS[(2 * n + 1) % len(TURNS)][1]},
            {"role": "user", "text": TURNS[(2 * n) % len(TURNS)][1]},
        ]
    }


def _batch(api, key: str, body: dict, query: str = "", **headers):
    url = f"/api/v1/sessions/{key}/messages/batch{query}"
    return api.post(url, body, format="json", **headers)


def _single(api, key: str, body: dict, query: str = "", **headers):
    return api.post(f"/api/v1/sessions/{key}/messages{query}", body, format="json", **headers)


def _get_context(api, key: str, query: str = "") -> dict:
    response = api.get(f"/api/v1/sessions/{key}/context{query}")
    assert response.status_code == 200
    return response.json()


def test_a_batch_with_context_answers_what_a_following_get_answers(api, ingest_path):
    key = _start(api)
    for n in range(3):
        response = _batch(api, key, _exchange(n), "?context=true")
        assert response.status_code == 201, response.json()
        body = response.json()
        assert set(body) == {"messages", "context"}
        assert body["context"] == _get_context(api, key)
        stored = [m["seq"] for m in body["messages"]]
        assert stored == [2 * n + 1, 2 * n + 2]
        # The turns just stored are the newest of the window, as stored (redacted) text.
        window = body["context"]["window"]
        assert [m["seq"] for m in window[-2:]] == stored
        assert [m["text"] for m in window[-2:]] == [m["text"] for m in body["messages"]]


def test_a_single_message_with_context_answers_what_a_following_get_answers(api):
    key = _start(api)
    _single(api, key, {"role": "user", "text": TURNS[0][1]})

    response = _single(api, key, {"role": "assistant", "text": TURNS[1][1]}, "?context=true")

    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"seq", "role", "text", "redactions", "created_at", "context"}
    assert body["context"] == _get_context(api, key)
    assert [m["seq"] for m in body["context"]["window"]] == [1, 2]


def test_the_context_of_a_long_conversation_covers_every_turn(api):
    key = _start(api, channel="messenger")  # a window of a few turns: the summary holds the rest
    for n in range(12):
        response = _batch(api, key, _exchange(n), "?context=true")
        assert response.status_code == 201
    context = response.json()["context"]

    assert context == _get_context(api, key)
    window = [m["seq"] for m in context["window"]]
    assert window[-1] == 24 and window == list(range(window[0], 25))
    assert context["summary"]["covers_until_seq"] >= window[0] - 1


# A write never read budget_tokens or intent before `context` existed: without it they stay unread.
@pytest.mark.parametrize("query", ["", "?context=false", "?context=0", "?budget_tokens=lots"])
def test_without_context_the_answer_is_unchanged(api, query):
    key = _start(api)

    batch = _batch(api, key, _exchange(0), query)
    single = _single(api, key, {"role": "user", "text": "Hallo"}, query)

    assert batch.status_code == single.status_code == 201
    assert set(batch.json()) == {"messages"}
    assert set(single.json()) == {"seq", "role", "text", "redactions", "created_at"}


def test_the_budget_is_honoured_as_by_get(api):
    key = _start(api)
    for n in range(4):
        _batch(api, key, _exchange(n))

    response = _batch(api, key, _exchange(4), "?context=true&budget_tokens=30")

    context = response.json()["context"]
    assert context == _get_context(api, key, "?budget_tokens=30")
    assert context != _get_context(api, key)
    # The newest turn always, even past the budget; fewer turns than the default budget gives.
    assert context["window"][-1]["seq"] == 10
    assert len(context["window"]) < len(_get_context(api, key)["window"])


def test_the_intent_reaches_long_term_memory_as_for_get(api, monkeypatch):
    calls = []

    def reader(session, intent):
        calls.append(intent)
        return [{"id": "1", "key": "delivery", "value": "Hamburg"}] if intent else [], []

    monkeypatch.setattr("memory.context._memory_reader", reader)
    key = _start(api)

    response = _batch(api, key, _exchange(0), "?context=true&intent=shipping")

    assert calls == ["shipping"]
    context = response.json()["context"]
    assert context["memories"] == [{"id": "1", "key": "delivery", "value": "Hamburg"}]
    assert context == _get_context(api, key, "?intent=shipping")


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("?context=true&budget_tokens=lots", "budget_tokens"),
        ("?context=true&budget_tokens=-1", "budget_tokens"),
        ("?context=true&budget_tokens=1000001", "budget_tokens"),
        ("?context=maybe", "context"),
        ("?context=true&intent=" + "x" * 101, "intent"),
    ],
)
def test_bad_values_are_400_and_nothing_is_stored(api, query, field):
    key = _start(api)

    responses = [
        _batch(api, key, _exchange(0), query),
        _single(api, key, {"role": "user", "text": "Hallo"}, query),
    ]

    for response in responses:
        assert response.status_code == 400
        error = response.json()["error"]
        assert error["code"] == "validation_error" and field in error["fields"]
    assert not Message.objects.filter(session__key=key).exists()


def test_an_ended_session_is_still_410(api):
    key = _start(api)
    api.post(f"/api/v1/sessions/{key}/end")

    batch = _batch(api, key, _exchange(0), "?context=true")
    single = _single(api, key, {"role": "user", "text": "Hallo"}, "?context=true")

    assert batch.status_code == single.status_code == 410
    assert batch.json()["error"]["code"] == "session_closed"
    assert not Message.objects.filter(session__key=key).exists()


def test_an_expired_session_is_still_410(api):
    key = _start(api)
    Session.objects.filter(key=key).update(expires_at=timezone.now() - timedelta(seconds=1))

    assert _batch(api, key, _exchange(0), "?context=true").status_code == 410
    assert not Message.objects.filter(session__key=key).exists()


def test_a_stale_message_is_still_409(api):
    key = _start(api, channel="messenger")
    old = (timezone.now() - timedelta(days=30)).isoformat()
    body = {"messages": [{"role": "user", "text": "Noch da?", "sent_at": old}]}

    response = _batch(api, key, body, "?context=true")

    assert response.status_code == 409
    assert response.json()["error"]["code"] == "stale_message"
    assert not Message.objects.filter(session__key=key).exists()


def test_a_replay_returns_the_first_result_with_a_context_built_now(api, ingest_path):
    key = _start(api)
    first = _batch(api, key, _exchange(0), "?context=true", HTTP_IDEMPOTENCY_KEY="turn-1")
    _single(api, key, {"role": "assistant", "text": TURNS[3][1]})

    again = _batch(api, key, _exchange(0), "?context=true", HTTP_IDEMPOTENCY_KEY="turn-1")

    assert first.status_code == again.status_code == 201
    assert again.json()["messages"] == first.json()["messages"]
    assert [m["seq"] for m in first.json()["context"]["window"]] == [1, 2]
    assert again.json()["context"] == _get_context(api, key)
    assert [m["seq"] for m in again.json()["context"]["window"]] == [1, 2, 3]
    assert Message.objects.filter(session__key=key).count() == 3


def test_another_tenants_session_is_404_and_anonymous_is_401(api, other_api):
    key = _start(api)

    for client, status in ((other_api, 404), (APIClient(), 401)):
        assert _batch(client, key, _exchange(0), "?context=true").status_code == status
        single = _single(client, key, {"role": "user", "text": "Hallo"}, "?context=true")
        assert single.status_code == status
    assert not Message.objects.filter(session__key=key).exists()


def test_the_schema_documents_the_parameters_and_the_context_field(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()
    components = schema["components"]["schemas"]
    for path in ("/api/v1/sessions/{key}/messages/batch", "/api/v1/sessions/{key}/messages"):
        operation = schema["paths"][path]["post"]
        query = {p["name"]: p for p in operation["parameters"] if p["in"] == "query"}
        assert set(query) == {"context", "budget_tokens", "intent"}
        assert query["context"]["schema"]["type"] == "boolean"
        assert query["budget_tokens"]["schema"]["default"] == 2000
        created = operation["responses"]["201"]["content"]["application/json"]["schema"]
        component = components[created["$ref"].rsplit("/", 1)[1]]
        assert "context" in component["properties"]
        assert "context" not in component.get("required", [])
        assert "400" in operation["responses"]


def test_a_turn_with_context_costs_two_queries(api, django_assert_num_queries):
    key = _start(api)
    _batch(api, key, _exchange(0), "?context=true")  # the API key is looked up (and cached) here

    # The session with its summary and newest turns, as GET .../context reads it (1), and the
    # ingest statement (1): the context is built on the first read, the new turns added.
    if connection.vendor != "postgresql":
        pytest.skip("one statement and one read on PostgreSQL")
    with django_assert_num_queries(2):
        response = _batch(api, key, _exchange(1), "?context=true")
    assert [m["seq"] for m in response.json()["context"]["window"]] == [1, 2, 3, 4]
    assert response.json()["context"] == _get_context(api, key)


def test_turns_another_request_stored_meanwhile_are_in_the_context(api, monkeypatch, ingest_path):
    """Between this write's read of the session and its store, another request stores a turn:
    the context is read again rather than built with a gap."""
    from memory import services

    key = _start(api)
    _batch(api, key, _exchange(0))
    append = services.append_messages

    def another_request_first(*, session, **kwargs):
        other = Session.objects.get(pk=session.pk)
        append(session=other, turns=[services.NewTurn(role="user", text="Noch eine Frage.")])
        return append(session=session, **kwargs)

    monkeypatch.setattr(services, "append_messages", another_request_first)
    response = _batch(api, key, _exchange(1), "?context=true")

    assert response.status_code == 201
    assert [m["seq"] for m in response.json()["messages"]] == [4, 5]
    window = response.json()["context"]["window"]
    assert [m["seq"] for m in window] == [1, 2, 3, 4, 5]
    assert window[2]["text"] == "Noch eine Frage."
    assert response.json()["context"] == _get_context(api, key)


def test_when_the_write_folds_the_summary_itself_the_context_shows_it(api, monkeypatch):
    """The worker down and the summary far behind: the write folds the pending turns itself,
    and the context it answers with is built on that summary, as a GET right after it is."""
    from memory import services

    monkeypatch.setattr(services, "FOLD_LAG_MAX", 6)
    key = _start(api, channel="messenger")
    folded_by_a_write = False
    for n in range(12):
        response = _batch(api, key, _exchange(n), "?context=true")
        assert response.status_code == 201
        context = response.json()["context"]
        assert context == _get_context(api, key), n
        folded_by_a_write |= context["summary"]["covers_until_seq"] == 2 * n + 2
    assert folded_by_a_write
