"""An access export requested while the Celery broker is down (a private Redis, killed: its port is
closed): the request is still accepted, and Beat's "requeue stuck exports" publishes the build once
the broker is back; while it never comes back, the job ends "failed" with a reason."""

import time
from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from dpo import export, tasks
from dpo.models import ExportJob
from privacy.models import AuditEvent
from tests.hardening.services import broker_at, in_process_worker, publish_beat_tick, temp_redis


@pytest.fixture
def held(api, settings, tmp_path):
    """A subject with one conversation; exports are written under the test's own directory."""
    settings.EXPORT_ROOT = tmp_path / "exports"
    key = api.post(
        "/api/v1/sessions", {"channel": "web", "subject": "cust-9"}, format="json"
    ).json()["key"]
    api.post(
        f"/api/v1/sessions/{key}/messages",
        {"role": "user", "text": "Where is order 4711-0815?"},
        format="json",
    )
    return "cust-9"


def request_export(api, ref: str) -> str:
    """POST the export while the broker is down: accepted at once, the job left queued."""
    started = time.monotonic()
    response = api.post(f"/api/v1/subjects/{ref}/exports")
    assert response.status_code == 202, response.content
    assert time.monotonic() - started < 5
    body = response.json()
    assert body["status"] == "queued"
    return body["id"]


def minutes_pass(export_id: str, minutes: int) -> None:
    """Move the job's last publish into the past, as if the minutes had gone by."""
    ExportJob.objects.filter(pk=export_id).update(
        queued_at=timezone.now() - timedelta(minutes=minutes)
    )


@pytest.mark.django_db(transaction=True)
def test_an_export_requested_while_the_broker_is_down_is_built_once_it_is_back(api, held, caplog):
    with temp_redis() as broker, broker_at(broker.url):
        broker.kill()
        export_id = request_export(api, held)
        assert "export not enqueued; the broker is unreachable" in caplog.messages
        job = ExportJob.objects.get(pk=export_id)
        assert (job.status, job.queue_attempts) == ("queued", 1)

        # Beat's ticks fail while the broker is down; the job waits, still queued.
        with pytest.raises(Exception):  # noqa: B017 - kombu's OperationalError or a socket error
            publish_beat_tick()
        assert ExportJob.objects.get(pk=export_id).status == "queued"

        broker.start()
        minutes_pass(export_id, 6)
        publish_beat_tick()  # Beat's first tick once the broker is back
        with in_process_worker():
            deadline = time.monotonic() + 30
            while ExportJob.objects.get(pk=export_id).status != "done":
                assert time.monotonic() < deadline, "the stuck export was never built"
                time.sleep(0.1)

    job = ExportJob.objects.get(pk=export_id)
    assert job.queue_attempts == 2
    detail = api.get(f"/api/v1/exports/{export_id}").json()
    assert detail["status"] == "done" and "error" not in detail
    download = APIClient().get(detail["download_url"].replace("http://testserver", ""))
    assert download.status_code == 200
    assert b"".join(download.streaming_content)[:2] == b"PK"


@pytest.mark.django_db(transaction=True)
def test_an_export_the_broker_never_takes_ends_failed_with_a_reason(api, held, settings):
    settings.EXPORT_QUEUE_MAX_ATTEMPTS = 3
    with temp_redis() as broker, broker_at(broker.url):
        broker.kill()
        export_id = request_export(api, held)

        # The sweep as Beat's worker runs it, every few minutes; the broker stays down, so each
        # publish fails (fast) and counts as an attempt.
        for attempt in (2, 3):
            minutes_pass(export_id, 6)
            started = time.monotonic()
            counts = tasks.requeue_stuck_exports.apply().get()
            assert time.monotonic() - started < 5
            assert counts == {"unpublished": 1}
            job = ExportJob.objects.get(pk=export_id)
            assert (job.status, job.queue_attempts) == ("queued", attempt)
        minutes_pass(export_id, 6)
        assert tasks.requeue_stuck_exports.apply().get() == {"failed": 1}

    detail = api.get(f"/api/v1/exports/{export_id}").json()
    assert detail["status"] == "failed"
    assert detail["error"]["code"] == "not_started"
    assert "never started" in detail["error"]["message"]
    event = AuditEvent.objects.get(action="export.failed")
    assert (event.subject_ref, event.object_id) == ("cust-9", export_id)
    assert event.data == {"failure": "not_started", "queue_attempts": 3, "build_attempts": 0}
    # A late delivery of one of its tasks changes nothing: failed is final.
    export.build_export(export_id=export_id)
    assert ExportJob.objects.get(pk=export_id).status == "failed"
