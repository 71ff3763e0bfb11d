"""GET /sessions/{key}/context: window selection, budget, summary, and O(window) cost."""

import pytest
from django.db import connection
from django.utils import timezone

from memory import services
from memory.context import build_context
from memory.models import Message, Session, Summary
from memory.tokens import message_tokens

pytestmark = pytest.mark.django_db


def _session_with(tenant, count: int, channel: str = "web") -> Session:
    """A session holding `count` stored turns, written in bulk (ingest is tested elsewhere)."""
    session = services.create_session(tenant=tenant, channel=channel, locale="en")
    now = timezone.now()
    Message.objects.bulk_create(
        Message(
            session=session,
            seq=n,
            role="user" if n % 2 else "assistant",
            text=f"Turn number {n} about order 4711.",
            tokens=message_tokens(f"Turn number {n} about order 4711."),
            created_at=now,
        )
        for n in range(1, count + 1)
    )
    Session.objects.filter(pk=session.pk).update(next_seq=count + 1)
    # As if the worker had folded every turn in (the summary's content is tested elsewhere).
    Summary.objects.filter(session=session).update(covers_until_seq=count)
    return session


@pytest.mark.parametrize("count", [20, 2000])
def test_context_costs_the_same_queries_whatever_the_history(
    api, tenant, count, django_assert_num_queries
):
    session = _session_with(tenant, count)
    # The key's first use looks it up and records last_used_at; later requests reuse it.
    api.get(f"/api/v1/sessions/{session.key}/context")
    # PostgreSQL: the session with its summary and newest messages (1); elsewhere the newest
    # messages apart (2)
    with django_assert_num_queries(1 if connection.vendor == "postgresql" else 2):
        response = api.get(f"/api/v1/sessions/{session.key}/context")
    window = response.json()["window"]
    assert [m["seq"] for m in window] == list(range(count - 19, count + 1))


def test_messenger_window_is_eight_earlier_plus_the_current(tenant):
    session = _session_with(tenant, 30, channel="messenger")
    session = Session.objects.with_summary().get(pk=session.pk)

    window = build_context(session=session)["window"]

    assert [m["seq"] for m in window] == list(range(22, 31))


def test_budget_limits_the_window_newest_first_and_is_reported(tenant):
    session = _session_with(tenant, 20)
    per_message = message_tokens("Turn number 10 about order 4711.")
    full = build_context(session=Session.objects.with_summary().get(pk=session.pk))
    summary_cost = full["token_estimate"] - sum(message_tokens(m["text"]) for m in full["window"])

    small = build_context(
        session=Session.objects.with_summary().get(pk=session.pk),
        budget_tokens=summary_cost + 3 * per_message,
    )

    assert [m["seq"] for m in small["window"]] == [18, 19, 20]
    assert small["token_estimate"] <= summary_cost + 3 * per_message
    assert full["token_estimate"] > small["token_estimate"]


def test_context_has_every_contract_field(api, tenant):
    key = api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]
    api.post(
        f"/api/v1/sessions/{key}/messages",
        {"role": "user", "text": "My order 123456 is late."},
        format="json",
    )
    services.fold_pending_turns(session_id=Session.objects.get(key=key).pk)  # the worker

    body = api.get(f"/api/v1/sessions/{key}/context?budget_tokens=2000").json()

    assert set(body) == {"session", "window", "summary", "memories", "notices", "token_estimate"}
    assert body["session"] == {"key": key, "channel": "web", "locale": "en", "state": "active"}
    assert set(body["window"][0]) == {"seq", "role", "text", "created_at"}
    assert set(body["summary"]) >= {
        "covers_until_seq",
        "concern",
        "objects",
        "constraints",
        "open_points",
        "commitments",
        "closed_topics",
    }
    assert body["summary"]["objects"] == [{"type": "order", "value": "123456", "seq": 1}]
    assert body["memories"] == [] and body["notices"] == []
    assert body["token_estimate"] > 0


def test_context_calls_long_term_memory_with_the_intent(api, tenant, monkeypatch):
    calls = []

    def fake(session, intent):
        calls.append(intent)
        return [{"id": "1", "key": "language", "value": "en"}], []

    monkeypatch.setattr("memory.context._memory_reader", fake)
    key = api.post("/api/v1/sessions", {}, format="json").json()["key"]

    body = api.get(f"/api/v1/sessions/{key}/context?intent=shipping").json()

    assert calls == ["shipping"]
    assert body["memories"][0]["key"] == "language"


def test_a_tenant_can_override_the_channel_window(tenant):
    tenant.settings = {
        **(tenant.settings or {}),
        "channel_profiles": {"web": {"window_messages": 4}},
    }
    tenant.save()
    session = _session_with(tenant, 10)

    window = build_context(session=Session.objects.with_summary().get(pk=session.pk))["window"]

    assert [m["seq"] for m in window] == [7, 8, 9, 10]


def test_window_timestamps_are_written_as_the_rest_of_the_api_writes_them(api, tenant):
    """PostgreSQL formats the window's timestamps; the result is DRF's form for every value."""
    from datetime import UTC, datetime, timedelta
    from datetime import timezone as dt_timezone

    from rest_framework.fields import DateTimeField

    session = services.create_session(tenant=tenant, channel="web", locale="en")
    stamps = [
        datetime(2026, 11, 30, 9, 15, 0, 0, tzinfo=UTC),  # no microseconds at all
        datetime(2026, 11, 30, 9, 15, 0, 120000, tzinfo=UTC),  # trailing zeros
        datetime(2026, 11, 30, 9, 15, 0, 5, tzinfo=UTC),  # leading zeros
        datetime(2026, 1, 2, 3, 4, 5, 678901, tzinfo=dt_timezone(timedelta(hours=5))),
    ]
    Message.objects.bulk_create(
        Message(session=session, seq=n, role="user", text=f"turn {n}", tokens=3, created_at=at)
        for n, at in enumerate(stamps, start=1)
    )
    Session.objects.filter(pk=session.pk).update(next_seq=len(stamps) + 1)

    window = api.get(f"/api/v1/sessions/{session.key}/context").json()["window"]

    drf = DateTimeField()
    assert [m["created_at"] for m in window] == [
        drf.to_representation(at.astimezone(UTC)) for at in stamps
    ]
    assert window[0]["created_at"] == "2026-11-30T09:15:00Z"
    assert window[1]["created_at"] == "2026-11-30T09:15:00.120000Z"
    assert window[3]["created_at"] == "2026-01-01T22:04:05.678901Z"
