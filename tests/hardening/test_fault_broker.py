"""The Celery broker goes down (a private Redis as broker, killed): ingest is unaffected, Beat's
tick fails fast, and the purge catches up on the next tick once the broker is back."""

import time
from datetime import timedelta

import pytest
from django.urls import NoReverseMatch, reverse
from django.utils import timezone

from memory.models import Session
from tests.hardening.services import broker_at, in_process_worker, publish_beat_tick, temp_redis


@pytest.mark.django_db(transaction=True)
def test_broker_down_leaves_ingest_alone_and_purges_catch_up(api, tenant, settings, caplog):
    # With the model summariser on, every ingest queues a task after commit: the broker is used.
    settings.LLM_SUMMARY_ENABLED = True
    settings.LLM_URL = "http://127.0.0.1:9/v1/chat/completions"
    settings.LLM_MODEL = "none"
    expired = api.post("/api/v1/sessions", {"channel": "web"}, format="json").json()["key"]
    api.post(f"/api/v1/sessions/{expired}/messages", {"role": "user", "text": "Hi"}, format="json")
    long_ago = timezone.now() - timedelta(days=400)  # past every retention period
    Session.objects.filter(key=expired).update(
        state=Session.State.ENDED,
        last_activity_at=long_ago,
        expires_at=long_ago,
        ended_at=long_ago,
    )

    with temp_redis() as broker, broker_at(broker.url):
        broker.kill()

        # Ingest (which queues the model summariser) and context go on without the broker.
        key = api.post(
            "/api/v1/sessions", {"channel": "web", "subject": "customer-7"}, format="json"
        ).json()["key"]
        started = time.monotonic()
        for text in ("My order is late", "It is order 4711-0815"):
            response = api.post(
                f"/api/v1/sessions/{key}/messages", {"role": "user", "text": text}, format="json"
            )
            assert response.status_code == 201
        assert api.get(f"/api/v1/sessions/{key}/context").status_code == 200
        assert time.monotonic() - started < 3
        assert "model summary not queued" in caplog.messages  # the publish was tried, and failed
        # A request whose side effect is a task (an access export) is still accepted.
        try:
            export_url = reverse("api-subject-export-create", kwargs={"ref": "customer-7"})
        except NoReverseMatch:
            export_url = None
        if export_url:
            started = time.monotonic()
            assert api.post(export_url, format="json").status_code == 202
            assert time.monotonic() - started < 5

        # Beat's tick fails, and fails fast (Beat logs it and goes on to the next tick).
        started = time.monotonic()
        with pytest.raises(Exception):  # noqa: B017 - kombu's OperationalError or a socket error
            publish_beat_tick()
        assert time.monotonic() - started < 5
        assert Session.objects.filter(key=expired).exists()

        broker.start()
        publish_beat_tick()  # the next tick
        with in_process_worker():
            deadline = time.monotonic() + 30
            while Session.objects.filter(key=expired).exists():
                assert time.monotonic() < deadline, "the purge did not catch up"
                time.sleep(0.1)
    assert Session.objects.filter(key=key).exists()
