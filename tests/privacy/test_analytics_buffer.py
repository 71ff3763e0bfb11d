"""The per-message counters of a server process: summed in memory, written once per interval.

Through the real API and PostgreSQL, in committed transactions (the writer thread has its own
connection), as a server process runs them (tests elsewhere write counters at once).
"""

import time

import pytest
from django.db import DatabaseError, connection, transaction

from privacy import analytics
from privacy.models import DailyCount
from tenants.services import create_api_key, create_tenant

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def pending(monkeypatch, settings):
    """A fresh buffer whose writer thread waits `ANALYTICS_FLUSH_SECONDS` (long by default)."""
    settings.ANALYTICS_FLUSH_SECONDS = 600
    buffer = analytics._Pending()
    monkeypatch.setattr(analytics, "_pending", buffer)
    yield buffer
    buffer.stop()
    assert buffer.thread is None


def open_session(slug: str):
    from rest_framework.test import APIClient

    tenant, _ = create_tenant(slug=slug, name=slug)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {create_api_key(tenant=tenant)[1]}")
    key = client.post("/api/v1/sessions", {"channel": "web"}, format="json").json()["key"]
    return tenant, client, key


def post(client, key: str, text: str) -> None:
    response = client.post(
        f"/api/v1/sessions/{key}/messages", {"role": "user", "text": text}, format="json"
    )
    assert response.status_code == 201, response.content


def counts(tenant) -> dict:
    return dict(DailyCount.objects.filter(tenant=tenant).values_list("metric", "value"))


def test_counts_are_summed_and_written_together(pending):
    tenant, client, key = open_session("buffer-a")
    post(client, key, "Mein Passwort ist Geheim123! und max@example.com")
    post(client, key, "Und noch einmal: max@example.com")
    post(client, key, "Danke")

    assert "messages" not in counts(tenant)  # held until the next write
    assert counts(tenant)["conversations"] == 1  # not a per-message counter: written at once

    assert analytics.flush_pending() == 3  # messages, redactions.PASSWORD, redactions.EMAIL
    found = counts(tenant)
    assert found["messages"] == 3
    assert found["redactions.EMAIL"] == 2
    assert found["redactions.PASSWORD"] == 1
    assert analytics.flush_pending() == 0  # nothing counted twice

    post(client, key, "Noch eine Frage")
    analytics.flush_pending()
    assert counts(tenant)["messages"] == 4  # added to the day's row


def test_the_writer_thread_writes_within_the_interval(pending, settings):
    settings.ANALYTICS_FLUSH_SECONDS = 0.2
    tenant, client, key = open_session("buffer-b")
    post(client, key, "Hallo")
    deadline = time.monotonic() + 10
    while counts(tenant).get("messages") != 1:
        assert time.monotonic() < deadline, "the writer thread wrote nothing"
        time.sleep(0.05)
    assert pending.thread is not None and pending.thread.is_alive()


def test_counts_survive_a_refused_write_and_a_deleted_tenant_is_dropped(pending):
    kept, client, key = open_session("buffer-c")
    gone, other_client, other_key = open_session("buffer-d")
    post(client, key, "Hallo")
    post(other_client, other_key, "Hallo")
    with transaction.atomic(), connection.cursor() as cursor:
        # The tenant's audit events (its API key's creation) go with it: the log is append-only.
        cursor.execute("SET LOCAL chatmemory.audit_purge = 'on'")
        gone.delete()

    with connection.cursor() as cursor:
        cursor.execute("SET default_transaction_read_only = on")
    try:
        with pytest.raises(DatabaseError):
            analytics.flush_pending()
    finally:
        with connection.cursor() as cursor:
            cursor.execute("SET default_transaction_read_only = off")
    assert "messages" not in counts(kept)

    assert analytics.flush_pending() == 1  # the deleted tenant's count is dropped, not retried
    assert counts(kept)["messages"] == 1
    assert analytics.flush_pending() == 0
