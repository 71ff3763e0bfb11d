"""A Celery worker killed (SIGKILL) in the middle of a retention purge: nothing is left half
deleted, and the next run (Beat's next tick, a new worker) finishes the job."""

import os
import signal
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection
from django.utils import timezone

from memory import services
from memory.models import Message, Session
from tests.hardening.services import temp_redis

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
            purge_after=long_ago,
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
