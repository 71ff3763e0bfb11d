"""Beat jobs of the memory core: idle sessions end and expired history is purged on their own
(the session-history step of the one retention purge)."""

from datetime import timedelta

import pytest
from django.conf import settings
from django.utils import timezone
from django_celery_beat.models import IntervalSchedule, PeriodicTask

from chatmemory.beat import sync_beat_schedule
from chatmemory.celery import app as celery_app
from dpo import purge
from handover.models import Handover
from memory import services
from memory.models import Message, Session, Summary
from privacy import retention

pytestmark = pytest.mark.django_db


def run_beat_entry(name: str):
    """Run a schedule entry as Beat would: the task named on its PeriodicTask row."""
    row = PeriodicTask.objects.get(name=name)
    assert row.enabled and row.interval is not None
    celery_app.loader.import_default_modules()
    return celery_app.tasks[row.task].apply().get()


def _conversation(tenant, turns: int = 2) -> Session:
    session = services.create_session(tenant=tenant, locale="en")
    for n in range(turns):
        services.append_message(session=session, role="user", text=f"Order 12345{n} is late.")
    return session


def _age(session: Session, *, hours: float) -> None:
    past = timezone.now() - timedelta(hours=hours)
    Session.objects.filter(pk=session.pk).update(
        last_activity_at=past,
        expires_at=past + timedelta(minutes=30),
    )


def purge_sessions(tenant, *, now=None, max_sessions=None) -> int:
    """The retention purge's session-history step for the tenant; how many sessions went."""
    counts = purge.purge_session_history(
        tenant=tenant,
        now=now or timezone.now(),
        periods=retention.periods_for(tenant),
        max_sessions=max_sessions,
    )
    return counts["sessions"]


def test_every_schedule_entry_has_a_periodic_task_row():
    rows = dict(PeriodicTask.objects.values_list("name", "task"))
    for name, entry in settings.BEAT_SCHEDULE.items():
        assert rows[name] == entry["task"]


def test_a_job_removed_from_the_schedule_leaves_the_beat_table_on_migrate():
    every = IntervalSchedule.objects.create(every=300, period=IntervalSchedule.SECONDS)
    PeriodicTask.objects.create(
        name="purge expired sessions", task="memory.tasks.purge_expired_sessions", interval=every
    )
    PeriodicTask.objects.create(name="kept", task="celery.backend_cleanup", interval=every)

    sync_beat_schedule()

    names = set(PeriodicTask.objects.values_list("name", flat=True))
    assert names == set(settings.BEAT_SCHEDULE) | {"kept"}


def test_idle_sessions_end_without_a_request(tenant):
    idle = _conversation(tenant)
    busy = _conversation(tenant)
    _age(idle, hours=1)

    assert run_beat_entry("end idle sessions") == 1

    idle.refresh_from_db()
    busy.refresh_from_db()
    assert idle.state == "ended" and idle.ended_at is not None
    assert busy.state == "active"


def test_purge_deletes_history_24_hours_after_the_last_turn(tenant):
    old = _conversation(tenant)
    recent = _conversation(tenant)
    _age(old, hours=24.5)
    _age(recent, hours=23.5)

    assert run_beat_entry("purge expired data")["sessions"] == 1

    assert not Session.objects.filter(pk=old.pk).exists()
    assert not Message.objects.filter(session_id=old.pk).exists()
    assert not Summary.objects.filter(session_id=old.pk).exists()
    assert Message.objects.filter(session=recent).count() == 2


def test_an_open_handover_holds_the_history_until_resolved(tenant):
    held = _conversation(tenant)
    handover = Handover.objects.create(tenant=tenant, session=held, reason="needs a human")
    _age(held, hours=48)

    assert purge_sessions(tenant) == 0
    assert Session.objects.filter(pk=held.pk).exists()

    # Resolved: the case history is kept for its own period after the resolution.
    resolved_at = timezone.now() - timedelta(days=settings.CASE_HISTORY_GRACE_DAYS - 1)
    Handover.objects.filter(pk=handover.pk).update(
        status=Handover.Status.RESOLVED, resolved_at=resolved_at
    )
    assert purge_sessions(tenant) == 0
    Handover.objects.filter(pk=handover.pk).update(resolved_at=resolved_at - timedelta(days=2))
    assert purge_sessions(tenant) == 1
    assert not Session.objects.filter(pk=held.pk).exists()


def test_purge_works_in_batches(tenant):
    sessions = [_conversation(tenant, turns=1) for _ in range(5)]
    for session in sessions:
        _age(session, hours=30)

    assert purge_sessions(tenant, max_sessions=2) == 2
    assert purge_sessions(tenant, max_sessions=2) == 2
    assert purge_sessions(tenant, max_sessions=2) == 1
    assert purge_sessions(tenant, max_sessions=2) == 0


def test_purge_takes_an_explicit_now(tenant):
    session = _conversation(tenant, turns=1)
    later = timezone.now() + timedelta(hours=settings.SESSION_RETENTION_HOURS, minutes=1)

    assert purge_sessions(tenant, now=timezone.now()) == 0
    assert purge_sessions(tenant, now=later) == 1
    assert not Session.objects.filter(pk=session.pk).exists()


def test_every_turn_pushes_the_purge_back(tenant):
    session = _conversation(tenant, turns=1)
    _age(session, hours=23)
    Session.objects.filter(pk=session.pk).update(expires_at=timezone.now() + timedelta(minutes=5))
    services.append_message(session=session, role="user", text="Still there?")

    session.refresh_from_db()
    assert session.last_activity_at > timezone.now() - timedelta(minutes=1)
    assert purge_sessions(tenant, now=timezone.now() + timedelta(hours=23, minutes=59)) == 0
