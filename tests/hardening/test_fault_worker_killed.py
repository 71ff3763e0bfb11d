"""A Celery worker killed (SIGKILL) in the middle of a task.

- A retention purge: nothing is left half deleted, and the next run (Beat's next tick, a new
  worker) finishes the job.
- An access export, on a Redis broker: the job is not left `running` for good. Beat's sweep finds
  a build that stopped reporting progress and publishes it again; Redis itself delivers the task
  again after its visibility timeout. Either way a new worker builds it to `done`.
"""

import os
import signal
import subprocess
import sys
import time
import zipfile
from datetime import timedelta
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection
from django.utils import timezone

from chatmemory.celery import app
from dpo import export
from dpo.models import ExportJob
from memory import services
from memory.models import Message, Session, Subject
from tests.hardening.services import broker_at, temp_redis

ROOT = Path(__file__).resolve().parents[2]
EXPIRED = 6000


def start_worker(env: dict) -> subprocess.Popen:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "chatmemory",
            "worker",
            "--pool",
            "solo",
            "--without-heartbeat",
            "--without-gossip",
            "--without-mingle",
            "--loglevel",
            "WARNING",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def publish_purges(env: dict) -> None:
    """What Beat does on a tick, for the purge jobs: publish them (to the test's broker)."""
    names = [e["task"] for e in settings.BEAT_SCHEDULE.values() if "purge" in e["task"]]
    assert names, "no purge job in BEAT_SCHEDULE"
    code = "from chatmemory.celery import app\n" + "".join(
        f"app.send_task({name!r})\n" for name in names
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True, timeout=60)


def seed_expired_sessions(tenant, count: int) -> None:
    """`count` ended sessions, two messages each, past every retention period."""
    template = services.create_session(tenant=tenant, channel="web", locale="en")
    long_ago = timezone.now() - timedelta(days=400)
    sessions = [
        Session(
            key=f"expired-{n:06d}-{template.key[:20]}",
            tenant=tenant,
            channel="web",
            locale="en",
            state=Session.State.ENDED,
            created_at=long_ago,
            last_activity_at=long_ago,
            expires_at=long_ago,
            ended_at=long_ago,
            next_seq=3,
        )
        for n in range(count)
    ]
    Session.objects.bulk_create(sessions, batch_size=2000)
    ids = Session.objects.filter(key__startswith="expired-").values_list("pk", flat=True)
    Message.objects.bulk_create(
        [
            Message(session_id=pk, seq=seq, role="user", text=f"turn {seq}", sent_at=long_ago)
            for pk in ids
            for seq in (1, 2)
        ],
        batch_size=5000,
    )


@pytest.mark.django_db(transaction=True)
def test_a_worker_killed_mid_purge_leaves_nothing_half_deleted_and_the_next_run_finishes(tenant):
    seed_expired_sessions(tenant, EXPIRED)
    kept = services.create_session(tenant=tenant, channel="web", locale="en")
    services.append_message(session=kept, role="user", text="still talking")
    database = settings.DATABASES["default"]

    with temp_redis() as broker:
        env = {
            **os.environ,
            "DATABASE_URL": (
                f"postgres://{database['USER'] or ''}@{database['HOST'] or 'localhost'}:"
                f"{database['PORT'] or 5432}/{connection.settings_dict['NAME']}"
            ),
            "CELERY_BROKER_URL": broker.url,
            # Small batches: the purge runs in many short transactions, as in production.
            "PURGE_BATCH_SIZE": "200",
        }
        publish_purges(env)
        worker = start_worker(env)
        try:
            deadline = time.monotonic() + 90
            while Session.objects.filter(key__startswith="expired-").count() == EXPIRED:
                assert time.monotonic() < deadline, "the purge never started"
                time.sleep(0.02)
        finally:
            os.kill(worker.pid, signal.SIGKILL)
            worker.wait(timeout=10)

        left = Session.objects.filter(key__startswith="expired-").count()
        assert 0 < left < EXPIRED, f"the kill did not land mid-purge ({left} left)"
        # Each purge transaction removed whole sessions: every session still there is complete.
        assert Message.objects.filter(session__key__startswith="expired-").count() == 2 * left

        # The next tick: Beat publishes the purge again and a worker finishes the job.
        publish_purges(env)
        worker = start_worker(env)
        try:
            deadline = time.monotonic() + 120
            while Session.objects.filter(key__startswith="expired-").exists():
                assert time.monotonic() < deadline, "the next run did not finish the purge"
                time.sleep(0.2)
        finally:
            worker.terminate()
            worker.wait(timeout=30)

    assert not Message.objects.filter(session__key__startswith="expired-").exists()
    assert Message.objects.filter(session=kept).count() == 1


# Enough history that the build takes a few seconds: long enough to be killed in the middle.
EXPORT_MESSAGES = 12_000


def seed_long_history(tenant, ref: str) -> None:
    subject = Subject.objects.create(tenant=tenant, ref=ref, locale="en")
    template = services.create_session(tenant=tenant, channel="web", locale="en")
    sessions = [
        Session(
            key=f"long-{n:03d}-{template.key[:20]}",
            tenant=tenant,
            subject=subject,
            state=Session.State.ENDED,
            expires_at=timezone.now(),
            next_seq=1001,
        )
        for n in range(EXPORT_MESSAGES // 1000)
    ]
    Session.objects.bulk_create(sessions)
    ids = Session.objects.filter(subject=subject).values_list("pk", flat=True)
    Message.objects.bulk_create(
        [
            Message(session_id=pk, seq=seq, role="user", text=f"Where is my parcel? ({seq})")
            for pk in ids
            for seq in range(1, 1001)
        ],
        batch_size=5000,
    )


def start_prod_worker(env: dict) -> subprocess.Popen:
    """A worker as Procfile.prod starts it, in a process group of its own."""
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "chatmemory", "worker", "-n", "worker1@%h"]
        + ["--loglevel", "WARNING", "--pool", "threads", "--concurrency", "1"]
        + ["--without-heartbeat", "--without-gossip", "--without-mingle"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def kill_group(worker: subprocess.Popen) -> None:
    """SIGKILL for the worker's process group: a machine or container gone at once."""
    try:
        os.killpg(worker.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    worker.wait(timeout=10)


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("recovery", ["beat sweep", "broker redelivery"])
def test_a_worker_killed_while_building_an_export_leaves_it_to_another(
    tenant, settings, tmp_path, recovery
):
    seed_long_history(tenant, "cust-long")
    settings.EXPORT_ROOT = type(settings.EXPORT_ROOT)(tmp_path / "exports")
    database = settings.DATABASES["default"]

    with temp_redis() as broker, broker_at(broker.url):
        env = {
            **os.environ,
            "DATABASE_URL": (
                f"postgres://{database['USER'] or ''}@{database['HOST'] or 'localhost'}:"
                f"{database['PORT'] or 5432}/{connection.settings_dict['NAME']}"
            ),
            "CELERY_BROKER_URL": broker.url,
            "EXPORT_ROOT": str(settings.EXPORT_ROOT),
            # The timing that makes each path fast here; minutes in production.
            **(
                {"EXPORT_STALLED_AFTER_SECONDS": "2"}
                if recovery == "beat sweep"
                else {"CELERY_BROKER_VISIBILITY_TIMEOUT": "3"}
            ),
        }
        job = export.create_export(tenant=tenant, ref="cust-long", actor=None)  # published
        worker = start_prod_worker(env)
        try:
            deadline = time.monotonic() + 90
            while True:
                job.refresh_from_db()
                if job.status == "running" and job.progress > 0:
                    break  # mid-build: it has written its first progress
                assert job.status in ("queued", "running"), job.status
                assert time.monotonic() < deadline, "the build never started"
                time.sleep(0.02)
        finally:
            kill_group(worker)

        job.refresh_from_db()
        assert (job.status, job.build_attempts) == ("running", 1)
        assert 0 < job.progress < 1, "the kill did not land mid-build"

        if recovery == "beat sweep":
            worker = start_prod_worker(env)
            # Once the build's heartbeat is older than EXPORT_STALLED_AFTER_SECONDS, what Beat
            # sends every minute.
            time.sleep(max(0, 2.5 - (timezone.now() - job.heartbeat_at).total_seconds()))
            app.send_task("privacy.tasks.requeue_stuck_exports")
        else:
            time.sleep(3.5)  # past the visibility timeout: a starting worker restores the task
            worker = start_prod_worker(env)
        try:
            deadline = time.monotonic() + 120
            while ExportJob.objects.get(pk=job.pk).status != "done":
                assert ExportJob.objects.get(pk=job.pk).status != "failed"
                assert time.monotonic() < deadline, f"the export never recovered ({recovery})"
                time.sleep(0.2)
        finally:
            worker.terminate()
            worker.wait(timeout=30)

    job.refresh_from_db()
    assert job.build_attempts == 2 and job.progress == 1.0 and job.failure == ""
    with zipfile.ZipFile(export.export_path(job.file_name)) as archive:
        assert archive.testzip() is None
        assert sorted(archive.namelist()) == ["data.json", "index.html"]
