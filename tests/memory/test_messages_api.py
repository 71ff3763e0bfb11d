"""POST /sessions/{key}/messages and the other session endpoints: the contract's statuses."""

import threading
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from memory import services
from memory.models import Message, Session
from privacy.models import DailyCount

pytestmark = pytest.mark.django_db


@pytest.fixture
def key(api):
    return api.post("/api/v1/sessions", {"locale": "de"}, format="json").json()["key"]


def post(api, key, body, **headers):
    return api.post(f"/api/v1/sessions/{key}/messages", body, format="json", **headers)


def test_it_stores_a_message_and_returns_the_contract_shape(api, key):
    response = post(api, key, {"role": "user", "text": "Wo ist meine Bestellung 123456?"})

    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"seq", "role", "text", "redactions", "created_at"}
    assert body["seq"] == 1 and body["role"] == "user" and body["redactions"] == []


def test_redaction_offsets_point_into_the_stored_text(api, key):
    body = post(api, key, {"role": "user", "text": "Mail an max@example.com bitte"}).json()

    (span,) = body["redactions"]
    assert span["label"] == "EMAIL"
    assert body["text"][span["start"] : span["end"]] == "max@example.com"


@pytest.mark.parametrize(
    "payload",
    [
        {"role": "user", "text": ""},
        {"role": "user", "text": "   \n\t "},
        {"role": "user", "text": "\u200b\u200b"},
        {"role": "user", "text": " \ufeff\u200d\u2060 "},
        {"role": "user", "text": "bad \x00 byte"},
        {"role": "user", "text": "bell \x07"},
        {"role": "user", "text": 42},
        {"role": "user", "text": ["a"]},
        {"role": "user"},
        {"role": "robot", "text": "hi"},
        {"role": "user", "text": "hi", "sent_at": "yesterday"},
        {"role": "user", "text": "hi", "sent_at": 17},
    ],
)
def test_it_rejects_invalid_input_with_400_and_stores_nothing(api, key, payload):
    response = post(api, key, payload)

    assert response.status_code == 400
    assert response.json()["error"]["code"] in ("validation_error", "malformed")
    assert not Message.objects.exists()


def test_it_rejects_a_json_array_body_and_malformed_json(api, key):
    assert post(api, key, [1, 2]).status_code == 400
    response = api.generic(
        "POST", f"/api/v1/sessions/{key}/messages", "{nope", content_type="application/json"
    )
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "malformed"


def test_it_refuses_text_over_the_limit_with_413(api, key, settings):
    settings.MESSAGE_MAX_CHARS = 8000
    assert post(api, key, {"role": "user", "text": "a" * 8000}).status_code == 201
    response = post(api, key, {"role": "user", "text": "a" * 8001})

    assert response.status_code == 413
    assert response.json()["error"]["code"] == "too_large"
    assert Message.objects.count() == 1


def test_ended_session_gets_410(api, key):
    assert api.post(f"/api/v1/sessions/{key}/end").json() == {"state": "ended"}

    response = post(api, key, {"role": "user", "text": "Noch da?"})

    assert response.status_code == 410
    assert api.get(f"/api/v1/sessions/{key}").json()["state"] == "ended"


def test_idle_expired_session_is_ended_on_read_without_any_task(api, key):
    Session.objects.filter(key=key).update(expires_at=timezone.now() - timedelta(seconds=1))

    assert post(api, key, {"role": "user", "text": "Hallo?"}).status_code == 410
    assert api.get(f"/api/v1/sessions/{key}").json()["state"] == "ended"
    assert api.get(f"/api/v1/sessions/{key}/context").json()["session"]["state"] == "ended"


def test_messenger_refuses_stale_messages_with_409_and_does_not_store_them(api):
    key = api.post("/api/v1/sessions", {"channel": "messenger"}, format="json").json()["key"]
    old = (timezone.now() - timedelta(minutes=11)).isoformat()
    fresh = (timezone.now() - timedelta(minutes=9)).isoformat()

    assert post(api, key, {"role": "user", "text": "late", "sent_at": old}).status_code == 409
    assert post(api, key, {"role": "user", "text": "in time", "sent_at": fresh}).status_code == 201
    assert list(Message.objects.values_list("text", "seq")) == [("in time", 1)]


def test_the_stale_refusal_names_its_limit_in_minutes(api):
    key = api.post("/api/v1/sessions", {"channel": "messenger"}, format="json").json()["key"]
    old = (timezone.now() - timedelta(minutes=11)).isoformat()
    message = post(api, key, {"role": "user", "text": "late", "sent_at": old}).json()["error"]
    assert message["message"] == "The message is older than 10 minutes and was not stored."


@pytest.mark.parametrize("ahead", [timedelta(minutes=6), timedelta(days=365 * 70)])
def test_a_sent_at_far_in_the_future_is_a_400_and_nothing_is_stored(api, key, ahead):
    response = post(
        api, key, {"role": "user", "text": "hi", "sent_at": (timezone.now() + ahead).isoformat()}
    )
    assert response.status_code == 400, response.content
    assert "future" in response.json()["error"]["fields"]["sent_at"][0]
    assert not Message.objects.exists()


def test_a_sent_at_a_little_ahead_is_a_fast_clock_and_stored(api, key):
    ahead = (timezone.now() + timedelta(minutes=2)).isoformat()
    assert post(api, key, {"role": "user", "text": "hi", "sent_at": ahead}).status_code == 201


def test_web_channel_has_no_stale_limit(api, key):
    old = (timezone.now() - timedelta(hours=2)).isoformat()
    assert post(api, key, {"role": "user", "text": "hi", "sent_at": old}).status_code == 201


def test_unknown_channel_falls_back_to_web(api):
    body = api.post("/api/v1/sessions", {"channel": "carrier-pigeon"}, format="json").json()
    assert body["channel"] == "web"


def test_idempotency_key_returns_the_first_result_without_a_second_message(
    api, key, django_capture_on_commit_callbacks
):
    body = {"role": "user", "text": "Einmal bitte"}
    with django_capture_on_commit_callbacks(execute=True):
        first = post(api, key, body, HTTP_IDEMPOTENCY_KEY="k-1")
        again = post(api, key, body, HTTP_IDEMPOTENCY_KEY="k-1")
        other = post(api, key, body, HTTP_IDEMPOTENCY_KEY="k-2")

    assert first.status_code == again.status_code == 201
    assert first.json() == again.json()
    assert other.json()["seq"] == 2
    assert Message.objects.count() == 2
    counts = dict(DailyCount.objects.values_list("metric", "value"))
    assert counts["messages"] == 2 and counts["conversations"] == 1


def test_analytics_count_redactions_by_label_without_values(
    api, key, django_capture_on_commit_callbacks
):
    text = "Mein Passwort ist Geheim123! und max@example.com"
    with django_capture_on_commit_callbacks(execute=True):
        post(api, key, {"role": "user", "text": text})

    counts = dict(DailyCount.objects.values_list("metric", "value"))
    assert counts["redactions.PASSWORD"] == 1
    assert counts["redactions.EMAIL"] == 1


@pytest.mark.django_db(transaction=True)
def test_concurrent_posts_get_consecutive_gap_free_seqs(api, key):
    statuses: list[int] = []

    def worker(n: int) -> None:
        try:
            statuses.append(post(api, key, {"role": "user", "text": f"Nachricht {n}"}).status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert statuses == [201] * 8
    seqs = sorted(Message.objects.filter(session__key=key).values_list("seq", flat=True))
    assert seqs == list(range(1, 9))
    services.fold_pending_turns(session_id=Session.objects.get(key=key).pk)  # the worker
    assert Session.objects.get(key=key).summary.covers_until_seq == 8


def test_commitments_endpoint_adds_to_the_summary(api, key):
    post(api, key, {"role": "user", "text": "Bitte rufen Sie mich an."})
    response = api.post(
        f"/api/v1/sessions/{key}/commitments",
        {"kind": "callback", "text": "Rückruf morgen Vormittag"},
        format="json",
    )

    assert response.status_code == 201
    commitments = api.get(f"/api/v1/sessions/{key}/context").json()["summary"]["commitments"]
    assert commitments == [
        {"kind": "callback", "text": "Rückruf morgen Vormittag", "seq": 1, "source": "api"}
    ]


def test_a_callback_without_a_time_is_due_when_its_words_say(api, key, tenant):
    from zoneinfo import ZoneInfo

    from memory.models import Commitment

    url = f"/api/v1/sessions/{key}/commitments"
    before = timezone.now()
    later = api.post(url, {"kind": "callback", "text": "Rückruf in zwei Stunden"}, format="json")
    given = api.post(
        url,
        {"kind": "callback", "text": "Rückruf in zwei Stunden", "due_at": "2030-01-02T09:00:00Z"},
        format="json",
    )
    other = api.post(url, {"kind": "follow_up", "text": "Etikett in zwei Stunden"}, format="json")

    assert later.status_code == given.status_code == other.status_code == 201
    due = Commitment.objects.get(pk=later.json()["id"]).due_at
    assert timedelta(hours=2) <= due - before <= timedelta(hours=2, minutes=1)
    assert (
        Commitment.objects.get(pk=given.json()["id"]).due_at.astimezone(ZoneInfo("UTC")).hour == 9
    )
    assert Commitment.objects.get(pk=other.json()["id"]).due_at is None


def test_commitments_refuse_secrets_and_bad_kinds(api, key):
    url = f"/api/v1/sessions/{key}/commitments"
    secret = {"kind": "other", "text": "Passwort ist Geheim123!"}
    assert api.post(url, secret, format="json").status_code == 422
    assert api.post(url, {"kind": "promise", "text": "x"}, format="json").status_code == 400
    assert api.post(url, {"kind": "other", "text": " "}, format="json").status_code == 400


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", ""),
        ("post", "/messages"),
        ("get", "/context"),
        ("post", "/end"),
        ("post", "/topics"),
        ("post", "/commitments"),
    ],
)
def test_another_tenants_session_is_404_and_anonymous_is_401(api, other_api, key, method, path):
    url = f"/api/v1/sessions/{key}{path}"
    body = {"role": "user", "text": "x", "kind": "other"}
    from rest_framework.test import APIClient

    assert getattr(other_api, method)(url, body, format="json").status_code == 404
    assert getattr(APIClient(), method)(url, body, format="json").status_code == 401
    assert Message.objects.count() == 0


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("delete", ""),
        ("get", "/messages"),
        ("post", "/context"),
        ("get", "/end"),
        ("get", "/topics"),
        ("get", "/commitments"),
    ],
)
def test_wrong_method_is_405(api, key, method, path):
    response = getattr(api, method)(f"/api/v1/sessions/{key}{path}")
    assert response.status_code == 405


def test_unknown_session_is_404(api):
    assert post(api, "nope", {"role": "user", "text": "x"}).status_code == 404
    assert api.get("/api/v1/sessions/nope/context").status_code == 404


def test_context_rejects_a_bad_budget(api, key):
    assert api.get(f"/api/v1/sessions/{key}/context?budget_tokens=lots").status_code == 400
    assert api.get(f"/api/v1/sessions/{key}/context?budget_tokens=-1").status_code == 400


def test_transcript_query_count_does_not_grow_with_messages(api, key, django_assert_num_queries):
    for n in range(5):
        post(api, key, {"role": "user", "text": f"Frage {n}"})
    # session (1), its messages (1); the API key was looked up by the first post
    with django_assert_num_queries(2):
        response = api.get(f"/api/v1/sessions/{key}")
    assert len(response.json()["messages"]) == 5


def test_topics_and_commitments_on_an_ended_session_are_410(api, key):
    api.post(f"/api/v1/sessions/{key}/end")

    assert api.post(f"/api/v1/sessions/{key}/topics").status_code == 410
    response = api.post(
        f"/api/v1/sessions/{key}/commitments", {"kind": "other", "text": "x"}, format="json"
    )
    assert response.status_code == 410


def test_a_handed_over_conversation_takes_the_visitors_messages_and_silences_the_bot(api, key):
    Session.objects.filter(key=key).update(state=Session.State.HANDED_OVER)

    assert post(api, key, {"role": "user", "text": "Hallo? Ist da jemand?"}).status_code == 201
    response = post(api, key, {"role": "assistant", "text": "Ein Kollege übernimmt."})
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "human_active"


def test_agent_turns_cannot_be_posted_through_the_api(api, key):
    assert post(api, key, {"role": "agent", "text": "Ich bin ein Mensch."}).status_code == 400


def test_end_is_idempotent_and_a_new_session_starts_fresh(api, key):
    post(api, key, {"role": "user", "text": "Meine Bestellung 123456"})
    assert api.post(f"/api/v1/sessions/{key}/end").json() == {"state": "ended"}
    assert api.post(f"/api/v1/sessions/{key}/end").json() == {"state": "ended"}

    fresh = api.post("/api/v1/sessions", {"locale": "de"}, format="json").json()["key"]
    context = api.get(f"/api/v1/sessions/{fresh}/context").json()

    assert fresh != key
    assert context["window"] == [] and context["summary"]["objects"] == []


def test_a_body_far_over_the_limit_is_413_too(api, key):
    response = post(api, key, {"role": "user", "text": "a" * 400_000})

    assert response.status_code == 413
    assert response.json()["error"]["code"] == "too_large"
    assert not Message.objects.exists()
