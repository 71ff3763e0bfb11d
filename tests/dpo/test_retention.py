"""Retention: periods per tenant and type, and the purge Celery Beat runs."""

import threading
import time
from datetime import timedelta

import pytest
from django.core.exceptions import ValidationError
from django.db import connection, transaction
from django.utils import timezone
from django_celery_beat.models import PeriodicTask

from chatmemory.celery import app as celery_app
from dpo import export, purge
from dpo.models import ExportJob, PurgeRun
from handover.models import Handover, Note
from longterm.models import MemoryEntry
from memory import services as memory_services
from memory.models import Message, Session, Subject
from privacy import audit, retention
from privacy.models import AuditEvent, StorageType
from tests.dpo.conftest import make_session

pytestmark = pytest.mark.usefixtures("export_root")


@pytest.fixture(autouse=True)
def _case_history_default(settings):
    """The issue's example defaults (the console's own default is 30 days)."""
    settings.CASE_HISTORY_GRACE_DAYS = 14


def test_defaults_apply_until_a_tenant_sets_its_own(tenant, make_staff):
    periods = retention.periods_for(tenant)
    assert periods[StorageType.SESSION_HISTORY] == timedelta(hours=24)
    assert periods[StorageType.CASE_HISTORY] == timedelta(days=14)
    assert periods[StorageType.LONG_TERM_MEMORY] == timedelta(days=365)
    assert periods[StorageType.EXPORT_FILES] == timedelta(hours=24)
    assert periods[StorageType.AUDIT_EVENTS] == timedelta(days=730)

    dpo = make_staff("dpo")
    changed = retention.set_periods(
        tenant=tenant, periods={StorageType.SESSION_HISTORY: timedelta(hours=2)}, actor=dpo
    )

    assert changed == [StorageType.SESSION_HISTORY]
    assert retention.period_for(tenant, StorageType.SESSION_HISTORY) == timedelta(hours=2)
    event = AuditEvent.objects.get(action="retention.changed")
    assert event.actor == dpo
    assert event.data == {"from_seconds": 86400, "to_seconds": 7200}


@pytest.mark.parametrize(
    "storage_type,period",
    [
        (StorageType.SESSION_HISTORY, None),
        (StorageType.SESSION_HISTORY, timedelta(days=3650)),
        (StorageType.AUDIT_EVENTS, timedelta(days=100 * 365)),
        (StorageType.EXPORT_FILES, timedelta(0)),
        ("forever", timedelta(days=1)),
    ],
)
def test_no_period_is_unlimited(tenant, storage_type, period):
    with pytest.raises(ValidationError):
        retention.set_periods(tenant=tenant, periods={storage_type: period}, actor=None)
    assert not AuditEvent.objects.filter(action="retention.changed").exists()


def _world(tenant, site, make_held):
    """Expired and unexpired rows of every storage type."""
    now = timezone.now()
    ancient = audit.record(action="test.ancient", tenant=tenant)
    # Written long ago: only the purge's own bypass may change audit rows.
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL chatmemory.audit_purge = 'on'")
        AuditEvent.objects.filter(pk=ancient.pk).update(created_at=now - timedelta(days=731))
        cursor.execute("SET LOCAL chatmemory.audit_purge = 'off'")
    old = make_session(tenant, messages=5, age=timedelta(hours=25))
    young = make_session(tenant, messages=5, age=timedelta(hours=23))
    live = make_session(tenant, messages=2, age=timedelta(hours=30), state=Session.State.ACTIVE)
    live.expires_at = now + timedelta(minutes=5)
    live.save()
    open_case = make_session(tenant, messages=3, age=timedelta(days=20))
    Handover.objects.create(tenant=tenant, session=open_case, reason="r")
    fresh_case = make_session(tenant, messages=3, age=timedelta(days=20))
    Handover.objects.create(
        tenant=tenant,
        session=fresh_case,
        reason="r",
        status=Handover.Status.RESOLVED,
        resolved_at=now - timedelta(days=13),
    )
    closed_case = make_session(tenant, messages=3, age=timedelta(days=20))
    closed = Handover.objects.create(
        tenant=tenant,
        session=closed_case,
        reason="r",
        status=Handover.Status.RESOLVED,
        resolved_at=now - timedelta(days=15),
    )
    Note.objects.create(handover=closed, text="n")
    held = make_held("keeper")
    expired_memory = MemoryEntry.objects.create(
        tenant=tenant,
        subject=held.subject,
        key="k",
        value="v",
        normalized="v",
        provenance="explicit_user",
        trust="confirmed",
        expires_at=now - timedelta(seconds=1),
    )
    idle_memory = MemoryEntry.objects.create(
        tenant=tenant,
        subject=held.subject,
        key="k2",
        value="v2",
        normalized="v2",
        provenance="explicit_user",
        trust="confirmed",
        saved_at=now - timedelta(days=400),
        expires_at=now + timedelta(days=10),
    )
    old_export = export.build_export(
        export_id=export.create_export(tenant=tenant, ref="keeper", actor=None).pk
    )
    ExportJob.objects.filter(pk=old_export.pk).update(created_at=now - timedelta(hours=25))
    new_export = export.build_export(
        export_id=export.create_export(tenant=tenant, ref="keeper", actor=None).pk
    )
    recent = audit.record(action="test.recent", tenant=tenant)
    return {
        "gone_sessions": [old.pk, closed_case.pk],
        "kept_sessions": [young.pk, live.pk, open_case.pk, fresh_case.pk]
        + [s.pk for s in held.sessions],
        "gone_memories": [expired_memory.pk, idle_memory.pk],
        "kept_memories": [held.memory.pk],
        "gone_export": old_export,
        "kept_export": new_export,
        "gone_event": ancient.pk,
        "kept_event": recent.pk,
    }


def test_the_beat_scheduled_task_deletes_exactly_the_expired_rows(
    tenant, site, make_held, django_capture_on_commit_callbacks
):
    world = _world(tenant, site, make_held)
    entry = PeriodicTask.objects.get(name="purge expired data")
    assert entry.enabled and entry.interval is not None

    celery_app.loader.import_default_modules()  # what a worker does at start: autodiscovery
    with django_capture_on_commit_callbacks(execute=True):
        celery_app.tasks[entry.task].apply().get()

    assert not Session.objects.filter(pk__in=world["gone_sessions"]).exists()
    assert not Message.objects.filter(session_id__in=world["gone_sessions"]).exists()
    assert set(Session.objects.values_list("pk", flat=True)) == set(world["kept_sessions"])
    assert (
        Message.objects.filter(session_id__in=world["kept_sessions"]).count() == 5 + 2 + 3 + 3 + 6
    )
    assert Handover.objects.count() == 3  # open, recently resolved, and the keeper's
    assert Note.objects.filter(handover__session_id__in=world["gone_sessions"]).count() == 0
    assert set(MemoryEntry.objects.values_list("pk", flat=True)) == set(world["kept_memories"])
    assert list(ExportJob.objects.values_list("pk", flat=True)) == [world["kept_export"].pk]
    assert not export.export_path(world["gone_export"].file_name).exists()
    assert export.export_path(world["kept_export"].file_name).exists()
    assert not AuditEvent.objects.filter(pk=world["gone_event"]).exists()
    assert AuditEvent.objects.filter(pk=world["kept_event"]).exists()
    assert Subject.objects.filter(ref="keeper").exists()

    run = PurgeRun.objects.get(tenant=tenant)
    assert run.counts == {
        "sessions": 2,
        "messages": 8,
        "handovers": 1,
        "memories": 2,
        "exports": 1,
        "audit_events": 1,
    }
    assert run.errors == []
    assert run.finished_at is not None
    assert AuditEvent.objects.filter(action="purge.run", tenant=tenant).exists()
    assert audit.verify_chains()[1] == []


def test_a_second_run_finds_nothing_more(tenant, site, make_held):
    _world(tenant, site, make_held)
    purge.purge_expired()
    before = Message.objects.count()
    runs = purge.purge_expired()
    assert Message.objects.count() == before
    assert all(run.counts == {} for run in runs)


def test_small_batches_still_delete_everything(tenant):
    for _ in range(3):
        make_session(tenant, messages=7, age=timedelta(days=2))
    counts = purge.purge_session_history(
        tenant=tenant, now=timezone.now(), periods=retention.periods_for(tenant), batch_size=2
    )
    assert counts == {"sessions": 3, "messages": 21}
    assert not Message.objects.exists()


def test_a_tenants_own_period_is_used(tenant, other_tenant):
    retention.set_periods(
        tenant=tenant, periods={StorageType.SESSION_HISTORY: timedelta(hours=1)}, actor=None
    )
    mine = make_session(tenant, messages=1, age=timedelta(hours=2))
    theirs = make_session(other_tenant, messages=1, age=timedelta(hours=2))
    purge.purge_expired()
    assert not Session.objects.filter(pk=mine.pk).exists()
    assert Session.objects.filter(pk=theirs.pk).exists()


def test_a_failing_step_is_recorded_and_the_others_still_run(tenant, monkeypatch):
    gone = make_session(tenant, messages=1, age=timedelta(days=2))

    def broken(**kwargs):
        raise RuntimeError("disk full")

    monkeypatch.setattr(
        purge,
        "STEPS",
        ((StorageType.LONG_TERM_MEMORY, broken),) + purge.STEPS,
    )
    run = purge.purge_tenant(tenant=tenant)
    assert run.errors == [{"storage_type": "long_term_memory", "error": "RuntimeError: disk full"}]
    assert not Session.objects.filter(pk=gone.pk).exists()


def test_the_purge_task_is_acks_late():
    from dpo.tasks import purge_expired

    assert purge_expired.acks_late is True


@pytest.mark.django_db(transaction=True)
def test_a_purge_skips_a_session_an_ingest_holds_and_never_waits_for_it(site):
    """The ingest holds the session row lock; the purge skips it instead of stalling."""
    tenant = site.tenant
    racing = make_session(
        tenant, messages=3, age=timedelta(days=2), state=Session.State.HANDED_OVER
    )
    racing.expires_at = timezone.now() + timedelta(minutes=30)
    racing.save()
    bystander = make_session(tenant, messages=3, age=timedelta(days=2))
    locked = threading.Event()
    release = threading.Event()
    errors = []

    def ingest():
        try:
            with transaction.atomic():
                memory_services.append_message(session=racing, role="user", text="noch da?")
                locked.set()
                release.wait(5)
        except Exception as exc:  # surfaced in the main thread
            errors.append(exc)
            locked.set()
        finally:
            connection.close()

    worker = threading.Thread(target=ingest)
    worker.start()
    assert locked.wait(5)
    started = time.monotonic()
    counts = purge.purge_session_history(
        tenant=tenant, now=timezone.now(), periods=retention.periods_for(tenant)
    )
    elapsed = time.monotonic() - started
    release.set()
    worker.join(5)

    assert errors == []
    assert elapsed < 2  # it did not wait for the ingest's transaction
    assert counts == {"sessions": 1, "messages": 3}
    assert not Session.objects.filter(pk=bystander.pk).exists()
    assert Message.objects.filter(session=racing).count() == 4
    # The turn made the session young again: the next run keeps it too.
    purge.purge_session_history(
        tenant=tenant, now=timezone.now(), periods=retention.periods_for(tenant)
    )
    assert Message.objects.filter(session=racing).count() == 4


def test_old_purge_run_records_go_with_the_audit_period(tenant):
    old = PurgeRun.objects.create(tenant=tenant, started_at=timezone.now() - timedelta(days=800))
    purge.purge_tenant(tenant=tenant)
    assert not PurgeRun.objects.filter(pk=old.pk).exists()
    assert PurgeRun.objects.filter(tenant=tenant).count() == 1


def test_the_session_default_follows_the_memory_cores_setting(tenant, settings):
    settings.SESSION_RETENTION_HOURS = 6
    assert retention.period_for(tenant, StorageType.SESSION_HISTORY) == timedelta(hours=6)


def test_a_tenants_older_case_history_setting_still_counts(tenant):
    tenant.settings = {"retention": {"case_history_days": 7}}
    tenant.save()
    assert retention.period_for(tenant, StorageType.CASE_HISTORY) == timedelta(days=7)
    retention.set_periods(
        tenant=tenant, periods={StorageType.CASE_HISTORY: timedelta(days=20)}, actor=None
    )
    assert retention.periods_for(tenant)[StorageType.CASE_HISTORY] == timedelta(days=20)
    from handover.services import case_history_grace

    assert case_history_grace(tenant) == timedelta(days=20)  # the console follows the DPO


def test_every_field_of_the_retention_page_has_a_name_and_its_allowed_range(make_staff):
    import re

    from django.test import Client

    client = Client()
    client.force_login(make_staff("dpo"))
    page = client.get("/dpo/retention/").content.decode()
    selects = re.findall(r'<select name="[^"]+" id="([^"]+)"', page)
    assert selects
    for select in selects:
        assert f'<label class="visually-hidden" for="{select}">' in page
    described = re.findall(r'aria-describedby="([^"]+)"', page)
    assert len(described) == len(selects)
    for target in described:
        assert f'id="{target}"' in page
