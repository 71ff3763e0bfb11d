"""Exports whose task never ran, or whose worker died while building them: Beat's sweep publishes
them again or gives up with a reason; a task delivered twice builds one file. (The broker really
down, a worker really killed: tests/hardening.)"""

import threading
import zipfile
from datetime import timedelta

import pytest
from django.db import connection
from django.test import Client
from django.utils import timezone
from django_celery_beat.models import PeriodicTask

from chatmemory.celery import app as celery_app
from dpo import export, purge
from dpo.models import ExportJob
from privacy.models import AuditEvent

pytestmark = pytest.mark.usefixtures("export_root")


def run_beat_entry():
    """The sweep as Beat runs it: the task named on its PeriodicTask row."""
    row = PeriodicTask.objects.get(name="requeue stuck exports")
    assert row.enabled and row.interval.every == 60
    celery_app.loader.import_default_modules()
    return celery_app.tasks[row.task].apply().get()


def queued_job(tenant, *, minutes_ago: float = 0, attempts: int = 1) -> ExportJob:
    """An export job still queued, last published `minutes_ago` (its task never ran)."""
    job = export.create_export(tenant=tenant, ref="cust-42", actor=None)
    ExportJob.objects.filter(pk=job.pk).update(
        queued_at=timezone.now() - timedelta(minutes=minutes_ago), queue_attempts=attempts
    )
    return ExportJob.objects.get(pk=job.pk)


def test_a_stuck_export_is_published_again_and_built(tenant, make_held, eager_celery):
    make_held("cust-42")
    job = queued_job(tenant, minutes_ago=6)

    assert run_beat_entry() == {"requeued": 1}

    job.refresh_from_db()
    assert (job.status, job.queue_attempts) == ("done", 2)


def test_an_export_queued_moments_ago_is_left_alone(tenant, make_held, eager_celery):
    make_held("cust-42")
    job = queued_job(tenant, minutes_ago=4)  # its task may still be on the way to a worker

    assert run_beat_entry() == {}

    job.refresh_from_db()
    assert (job.status, job.queue_attempts) == ("queued", 1)


@pytest.mark.parametrize("status", ["running", "done", "failed"])
def test_only_queued_exports_are_swept(tenant, make_held, eager_celery, status):
    make_held("cust-42")
    job = queued_job(tenant, minutes_ago=60, attempts=99)
    # A running one's build reported progress moments ago: its worker is alive.
    ExportJob.objects.filter(pk=job.pk).update(status=status, heartbeat_at=timezone.now())

    assert run_beat_entry() == {}

    assert ExportJob.objects.get(pk=job.pk).status == status


def test_after_the_last_attempt_the_export_fails_with_a_reason(
    api, tenant, make_held, settings, make_staff
):
    make_held("cust-42")
    job = queued_job(tenant, minutes_ago=6, attempts=settings.EXPORT_QUEUE_MAX_ATTEMPTS)

    assert run_beat_entry() == {"failed": 1}

    detail = api.get(f"/api/v1/exports/{job.pk}").json()
    assert detail["status"] == "failed"
    assert detail["error"] == {
        "code": "not_started",
        "message": "The export was queued several times but never started (the job queue was "
        "unavailable). Request it again.",
    }
    assert AuditEvent.objects.filter(action="export.failed", object_id=str(job.pk)).exists()
    dpo = Client()
    dpo.force_login(make_staff("dpo"))
    assert "never started" in dpo.get("/dpo/subjects/cust-42/").content.decode()


def running_job(tenant, *, silent_for: timedelta, builds: int = 1) -> ExportJob:
    """An export job whose build was started `builds` times and last reported progress
    `silent_for` ago."""
    job = queued_job(tenant)
    ExportJob.objects.filter(pk=job.pk).update(
        status="running",
        progress=0.4,
        heartbeat_at=timezone.now() - silent_for,
        build_attempts=builds,
    )
    return ExportJob.objects.get(pk=job.pk)


def test_an_export_whose_worker_died_is_queued_again_and_built(
    tenant, make_held, eager_celery, settings
):
    make_held("cust-42")
    job = running_job(
        tenant, silent_for=timedelta(seconds=settings.EXPORT_STALLED_AFTER_SECONDS + 1)
    )

    assert run_beat_entry() == {"stalled": 1}

    job.refresh_from_db()
    assert (job.status, job.build_attempts, job.queue_attempts) == ("done", 2, 1)


def test_an_export_whose_build_reports_progress_is_left_running(
    tenant, make_held, eager_celery, settings
):
    make_held("cust-42")
    job = running_job(
        tenant, silent_for=timedelta(seconds=settings.EXPORT_STALLED_AFTER_SECONDS - 5)
    )

    assert run_beat_entry() == {}

    job.refresh_from_db()
    assert (job.status, job.progress, job.build_attempts) == ("running", 0.4, 1)


def test_a_stalled_export_waits_queued_while_the_broker_is_down(
    tenant, make_held, settings, monkeypatch
):
    make_held("cust-42")
    job = running_job(tenant, silent_for=timedelta(minutes=10))
    monkeypatch.setattr(export, "publish_build", lambda export_id: False)

    assert run_beat_entry() == {"stalled": 1, "unpublished": 1}

    job.refresh_from_db()  # the queue sweep publishes it once the broker answers
    assert (job.status, job.progress, job.queue_attempts) == ("queued", 0.0, 1)


def test_after_the_last_build_attempt_a_stalled_export_fails_with_a_reason(
    api, tenant, make_held, settings, make_staff
):
    make_held("cust-42")
    job = running_job(
        tenant, silent_for=timedelta(minutes=10), builds=settings.EXPORT_BUILD_MAX_ATTEMPTS
    )

    assert run_beat_entry() == {"failed": 1}

    detail = api.get(f"/api/v1/exports/{job.pk}").json()
    assert detail["status"] == "failed"
    assert detail["error"] == {
        "code": "interrupted",
        "message": "The export was interrupted several times while it was being built (the "
        "worker building it stopped). Request it again.",
    }
    event = AuditEvent.objects.get(action="export.failed", object_id=str(job.pk))
    assert event.data["failure"] == "interrupted"
    assert event.data["build_attempts"] == settings.EXPORT_BUILD_MAX_ATTEMPTS
    dpo = Client()
    dpo.force_login(make_staff("dpo"))
    assert "interrupted several times" in dpo.get("/dpo/subjects/cust-42/").content.decode()
    # A late delivery of its task changes nothing: failed is final.
    export.build_export(export_id=job.pk)
    assert ExportJob.objects.get(pk=job.pk).status == "failed"


def test_a_build_counts_its_starts_and_beats_with_its_progress(tenant, make_held, monkeypatch):
    make_held("cust-42")
    job = running_job(tenant, silent_for=timedelta(minutes=10))
    monkeypatch.setattr(export, "_PROGRESS_EVERY", 1)
    beats = []
    real_step = export._Progress.step

    def step(progress):
        real_step(progress)
        beats.append(ExportJob.objects.get(pk=job.pk).heartbeat_at)

    monkeypatch.setattr(export._Progress, "step", step)
    started = timezone.now()

    built = export.build_export(export_id=job.pk)

    assert (built.status, built.build_attempts) == ("done", 2)
    assert len(beats) >= 2 and beats[0] >= started and beats == sorted(beats)


def test_a_build_that_breaks_fails_with_a_reason(api, tenant, make_held, monkeypatch):
    make_held("cust-42")
    job = queued_job(tenant)

    def broken(path, job_, lang):
        path.write_bytes(b"half")
        raise OSError("disk full")

    monkeypatch.setattr(export, "_write_zip", broken)
    assert export.build_export(export_id=job.pk) is None

    detail = api.get(f"/api/v1/exports/{job.pk}").json()
    assert (detail["status"], detail["error"]["code"]) == ("failed", "build_error")
    assert not list(export.export_path(str(tenant.pk)).iterdir())  # no half-written file left


def test_a_second_delivery_of_a_finished_export_does_nothing(tenant, make_held):
    make_held("cust-42")
    job = queued_job(tenant)
    first = export.build_export(export_id=job.pk)

    again = export.build_export(export_id=job.pk)

    assert (again.status, again.finished_at, again.file_name) == (
        "done",
        first.finished_at,
        first.file_name,
    )


@pytest.mark.django_db(transaction=True)
def test_two_deliveries_building_at_once_leave_one_whole_file(
    site, make_held, export_root, monkeypatch
):
    make_held("cust-42")
    job = queued_job(site.tenant)
    both_writing = threading.Barrier(2, timeout=10)
    real_write = export._write_zip

    paths = []

    def write_together(path, job_, lang):
        paths.append(path)
        both_writing.wait()  # neither finishes before the other has started writing
        real_write(path, job_, lang)

    results = []

    def build():
        try:
            results.append(export.build_export(export_id=job.pk))
        finally:
            connection.close()

    monkeypatch.setattr(export, "_write_zip", write_together)
    workers = [threading.Thread(target=build) for _ in range(2)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=30)

    job.refresh_from_db()
    assert job.status == "done" and len(results) == 2
    assert len(set(paths)) == 2  # each run wrote a part file of its own
    assert [p.name for p in export_root.rglob("*") if p.is_file()] == [f"{job.pk}.zip"]
    with zipfile.ZipFile(export.export_path(job.file_name)) as archive:
        assert archive.testzip() is None
        assert sorted(archive.namelist()) == ["data.json", "index.html"]


def test_an_erasure_removes_the_part_files_of_any_run(tenant, make_held):
    make_held("cust-42")
    job = queued_job(tenant)
    folder = export.export_path(str(tenant.pk))
    folder.mkdir(parents=True)
    (folder / f"{job.pk}.zip.1a2b3c4d.part").write_bytes(b"half")  # a killed worker's leftover
    (folder / f"{job.pk}.zip.part").write_bytes(b"half")  # an older release's name

    export.delete_export_files([f"{tenant.pk}/{job.pk}.zip"])

    assert not list(folder.iterdir())


def test_the_retention_purge_removes_a_killed_runs_part_file(
    tenant, make_held, django_capture_on_commit_callbacks
):
    make_held("cust-42")
    job = queued_job(tenant)
    ExportJob.objects.filter(pk=job.pk).update(
        status="running", expires_at=timezone.now() - timedelta(minutes=1)
    )
    folder = export.export_path(str(tenant.pk))
    folder.mkdir(parents=True)
    (folder / f"{job.pk}.zip.1a2b3c4d.part").write_bytes(b"half")  # the worker was killed

    with django_capture_on_commit_callbacks(execute=True):
        purge.purge_expired()

    assert not ExportJob.objects.filter(pk=job.pk).exists()
    assert not list(folder.iterdir())
