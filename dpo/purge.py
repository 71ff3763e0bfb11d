"""The retention purge: one framework that deletes whatever a tenant's periods no longer allow.

Each step works in short transactions: rows are taken with `FOR UPDATE SKIP LOCKED` (a row
another worker or an ingest holds is left for the next run), and rows are deleted at most
`PURGE_BATCH_SIZE` per statement. Running it twice, or two workers at once, is harmless.
"""

import logging
import time
from collections import Counter
from datetime import datetime

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Exists, OuterRef, Q
from django.db.models.functions import Coalesce
from django.utils import timezone

from dpo.models import ExportJob, PurgeRun
from handover.models import Handover
from longterm import services as longterm
from longterm.models import MemoryEntry
from memory.models import Message, Session
from privacy import audit, retention
from privacy.models import AuditEvent, StorageType
from tenants.models import Tenant

from .export_files import delete_export_files, file_name_for

logger = logging.getLogger(__name__)

# Sessions locked per transaction; their messages go in statements of PURGE_BATCH_SIZE rows.
SESSIONS_PER_TRANSACTION = 200


def _batch_size(batch_size: int | None) -> int:
    return batch_size or settings.PURGE_BATCH_SIZE


def delete_messages_of(session_ids: list[int], *, batch_size: int) -> int:
    """Delete the sessions' messages, `batch_size` rows per statement; returns how many."""
    if not session_ids:
        return 0
    total = 0
    while True:
        # One DELETE ... WHERE id IN (SELECT id ... LIMIT n) per batch, on SQLite and PostgreSQL.
        batch = Message.objects.filter(session_id__in=session_ids).order_by().values("pk")
        deleted, _ = Message.objects.filter(pk__in=batch[:batch_size]).delete()
        total += deleted
        if deleted < batch_size:
            return total


def expired_sessions(*, tenant: Tenant, now: datetime, periods: dict):
    """Sessions whose history has outlived its period, and no handover case still holds."""
    session_cutoff = now - periods[StorageType.SESSION_HISTORY]
    case_cutoff = now - periods[StorageType.CASE_HISTORY]
    # A case holds its history while open, and for the case-history period after resolution
    # (measured from resolved_at under the current period; purge_after when that is missing).
    held_by_case = Handover.objects.filter(session=OuterRef("pk")).filter(
        ~Q(status=Handover.Status.RESOLVED)
        | Q(resolved_at__gt=case_cutoff)
        | Q(resolved_at__isnull=True, purge_after__isnull=True)
        | Q(resolved_at__isnull=True, purge_after__gt=now)
    )
    return (
        Session.objects.for_tenant(tenant)
        .filter(last_activity_at__lt=session_cutoff)
        .exclude(state=Session.State.ACTIVE, expires_at__gt=now)
        .filter(~Exists(held_by_case))
    )


def purge_session_history(
    *,
    tenant: Tenant,
    now: datetime,
    periods: dict,
    batch_size: int | None = None,
    max_sessions: int | None = None,
) -> Counter:
    """Delete expired sessions with their messages, summaries, topics, handovers and notes.

    `max_sessions` bounds one call (the caller loops); by default it runs until none are left.
    """
    batch_size = _batch_size(batch_size)
    counts: Counter = Counter()
    while True:
        room = SESSIONS_PER_TRANSACTION
        if max_sessions is not None:
            room = min(room, max_sessions - counts["sessions"])
            if room <= 0:
                return +counts
        with transaction.atomic():
            # Re-evaluated under the row lock: an ingest that just committed a turn makes the
            # session young again, and a session being written to right now is skipped.
            ids = list(
                expired_sessions(tenant=tenant, now=now, periods=periods)
                .select_for_update(skip_locked=True)
                .order_by("pk")
                .values_list("pk", flat=True)[:room]
            )
            if not ids:
                return +counts  # without zero entries
            counts["messages"] += delete_messages_of(ids, batch_size=batch_size)
            counts["handovers"] += Handover.objects.filter(session_id__in=ids).count()
            # The ORM cascade reaches every table that hangs off a session (summary, topics,
            # commitments, handovers with notes, and whatever other apps add).
            Session.objects.filter(pk__in=ids).delete()
            counts["sessions"] += len(ids)


def _delete_locked_batches(queryset, *, batch_size: int, before_delete=None) -> int:
    """Delete the queryset's rows in locked batches; each batch is its own transaction.

    `before_delete(ids)` runs in each batch's transaction before its rows go."""
    total = 0
    while True:
        with transaction.atomic():
            ids = list(
                queryset.select_for_update(skip_locked=True)
                .order_by("pk")
                .values_list("pk", flat=True)[:batch_size]
            )
            if not ids:
                return total
            if before_delete is not None:
                before_delete(ids)
            queryset.model.objects.filter(pk__in=ids).delete()
            total += len(ids)
        if len(ids) < batch_size:
            return total


def purge_long_term_memory(
    *, tenant: Tenant, now: datetime, periods: dict, batch_size: int | None = None
) -> Counter:
    """Delete memories past their expiry, or unused and unconfirmed for the whole period."""
    inactive_since = now - periods[StorageType.LONG_TERM_MEMORY]
    expired = (
        MemoryEntry.objects.for_tenant(tenant)
        .alias(last_seen=Coalesce("last_used_at", "confirmed_at", "saved_at"))
        .filter(Q(expires_at__lte=now) | Q(last_seen__lt=inactive_since))
    )
    return Counter(
        memories=_delete_locked_batches(
            expired, batch_size=_batch_size(batch_size), before_delete=_drop_memory_caches
        )
    )


def _drop_memory_caches(entry_ids: list[int]) -> None:
    """The purged entries' subjects get a new memory version: no cached context keeps them.

    Bumped right after the batch commits, not inside it: the batch holds entry locks, and taking
    subject locks after them would invert the order every memory write uses (subject, then
    entries). In the moment between the two a cached block may still show an entry purged for
    inactivity (one purged for its expiry is past the block's `valid_until` already): that
    context is ordered just before the purge, a daily job, which is not a withdrawal.
    """
    subject_ids = sorted(
        set(MemoryEntry.objects.filter(pk__in=entry_ids).values_list("subject_id", flat=True))
    )
    transaction.on_commit(lambda: longterm.drop_caches_of(subject_ids))


def purge_export_files(
    *, tenant: Tenant, now: datetime, periods: dict, batch_size: int | None = None
) -> Counter:
    """Delete export jobs and their ZIP files once the download window has passed."""

    created_before = now - periods[StorageType.EXPORT_FILES]
    expired = ExportJob.objects.for_tenant(tenant).filter(
        Q(expires_at__lte=now) | Q(created_at__lt=created_before)
    )
    total = 0
    while True:
        with transaction.atomic():
            jobs = list(
                expired.select_for_update(skip_locked=True).order_by("pk")[
                    : _batch_size(batch_size)
                ]
            )
            if not jobs:
                return Counter(exports=total)
            # Every job's name, finished or not: a worker killed mid-build leaves a part file.
            names = [file_name_for(job) for job in jobs]
            ExportJob.objects.filter(pk__in=[job.pk for job in jobs]).delete()
            transaction.on_commit(lambda names=names: delete_export_files(names))
            total += len(jobs)


def purge_audit_events(
    *, tenant: Tenant | None, now: datetime, period, batch_size: int | None = None
) -> Counter:
    """Delete a chain's events older than the period, oldest first, so the chain stays whole."""
    batch_size = _batch_size(batch_size)
    tenant_id = tenant.pk if tenant is not None else None
    chain = AuditEvent.objects.chain(tenant_id)
    # Only a prefix of the chain goes: everything before the first event young enough to stay.
    keep_from = chain.filter(created_at__gte=now - period).values_list("pk", flat=True).first()
    doomed = chain if keep_from is None else chain.filter(pk__lt=keep_from)
    if tenant_id is None:
        doomed = doomed.filter(created_at__lt=now - period)
    total = 0
    while True:
        with transaction.atomic():
            if connection.vendor == "postgresql":
                with connection.cursor() as cursor:
                    # The append-only trigger lets this transaction, and only it, delete.
                    cursor.execute("SET LOCAL chatmemory.audit_purge = 'on'")
            ids = list(doomed.values_list("pk", flat=True)[:batch_size])
            if not ids:
                return Counter(audit_events=total)
            AuditEvent.objects.filter(pk__in=ids).delete()
            total += len(ids)


STEPS = (
    (StorageType.SESSION_HISTORY, purge_session_history),
    (StorageType.LONG_TERM_MEMORY, purge_long_term_memory),
    (StorageType.EXPORT_FILES, purge_export_files),
)


def _error(storage_type: str, exc: Exception) -> dict:
    # The class and message only: a database error message never carries row content here.
    return {"storage_type": storage_type, "error": f"{type(exc).__name__}: {exc}"[:500]}


def purge_tenant(
    *, tenant: Tenant, now: datetime | None = None, batch_size: int | None = None
) -> PurgeRun:
    """Run every storage type's purge for one tenant and record the run (and audit it)."""
    now = now or timezone.now()
    started = time.monotonic()
    run = PurgeRun.objects.create(tenant=tenant, started_at=timezone.now())
    periods = retention.periods_for(tenant)
    counts: Counter = Counter()
    errors = []
    for storage_type, step in STEPS:
        try:
            counts.update(step(tenant=tenant, now=now, periods=periods, batch_size=batch_size))
        except Exception as exc:  # one failing type must not stop the others
            logger.exception("purge step failed", extra={"storage_type": storage_type})
            errors.append(_error(storage_type, exc))
    try:
        counts.update(
            purge_audit_events(
                tenant=tenant,
                now=now,
                period=periods[StorageType.AUDIT_EVENTS],
                batch_size=batch_size,
            )
        )
    except Exception as exc:
        logger.exception("audit purge failed")
        errors.append(_error(StorageType.AUDIT_EVENTS, exc))
    # The run records themselves hold no personal data; they go with the audit trail's period.
    PurgeRun.objects.for_tenant(tenant).filter(
        started_at__lt=now - periods[StorageType.AUDIT_EVENTS]
    ).delete()
    _finish(run, counts, errors, started)
    if counts or errors:
        audit.record(
            action="purge.run",
            tenant=tenant,
            object_type="purge_run",
            object_id=run.pk,
            data={"counts": dict(counts), "errors": len(errors)},
        )
    return run


def _finish(run: PurgeRun, counts: Counter, errors: list, started: float) -> None:
    run.counts = {key: value for key, value in counts.items() if value}
    run.errors = errors
    run.finished_at = timezone.now()
    run.duration_ms = int((time.monotonic() - started) * 1000)
    run.save(update_fields=["counts", "errors", "finished_at", "duration_ms"])


def purge_tenantless_audit(
    *, now: datetime | None = None, batch_size: int | None = None
) -> PurgeRun:
    """The audit events tied to no tenant (e.g. failed logins with unknown names)."""
    now = now or timezone.now()
    started = time.monotonic()
    run = PurgeRun.objects.create(tenant=None, started_at=timezone.now())
    errors = []
    counts: Counter = Counter()
    try:
        counts = purge_audit_events(
            tenant=None,
            now=now,
            period=retention.DEFAULTS[StorageType.AUDIT_EVENTS],
            batch_size=batch_size,
        )
    except Exception as exc:
        logger.exception("audit purge failed")
        errors.append(_error(StorageType.AUDIT_EVENTS, exc))
    _finish(run, counts, errors, started)
    return run


def purge_expired(*, now: datetime | None = None, batch_size: int | None = None) -> list[PurgeRun]:
    """The whole purge: every tenant, then the tenant-less audit chain."""
    runs = [purge_tenant(tenant=t, now=now, batch_size=batch_size) for t in Tenant.objects.all()]
    runs.append(purge_tenantless_audit(now=now, batch_size=batch_size))
    return runs
