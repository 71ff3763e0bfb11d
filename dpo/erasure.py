"""Erasure (Art. 17) of one subject through the whole chain, and its ledger for restores."""

import hashlib
import hmac
import json
import logging
import os
from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from dpo.models import ErasureLedger, ExportJob
from dpo.purge import delete_messages_of
from handover.models import Handover, Note
from longterm.models import Consent, MemoryEntry
from memory.models import Commitment, Session, Subject
from privacy import analytics, audit
from tenants.models import Tenant

from .export_files import delete_export_files

logger = logging.getLogger(__name__)


class NothingHeld(Exception):
    """Nothing at all is held on that subject ref."""


def ledger_key() -> bytes:
    """The HMAC key of the ledger: ERASURE_LEDGER_KEY, else derived from SECRET_KEY."""
    configured = settings.ERASURE_LEDGER_KEY
    if configured:
        return configured.encode()
    return hashlib.sha256(f"chatmemory:erasure-ledger:{settings.SECRET_KEY}".encode()).digest()


def ref_hmac(*, tenant_id: int, ref: str) -> str:
    """The ledger's keyed hash of a subject ref within one tenant."""
    return hmac.new(ledger_key(), f"{tenant_id}:{ref}".encode(), hashlib.sha256).hexdigest()


def is_erased(*, tenant: Tenant, ref: str, since: datetime) -> bool:
    """Whether the subject was erased at or after `since` (stale tasks check this)."""
    return ErasureLedger.objects.filter(
        tenant=tenant, ref_hmac=ref_hmac(tenant_id=tenant.pk, ref=ref), erased_at__gte=since
    ).exists()


def holds_anything(*, tenant: Tenant, ref: str) -> bool:
    """Whether any record of the ref exists: a subject row, a consent or an export."""
    return (
        Subject.objects.for_tenant(tenant).filter(ref=ref).exists()
        or Consent.objects.for_tenant(tenant).filter(subject_ref=ref).exists()
        or ExportJob.objects.for_tenant(tenant).for_subject_ref(ref).exists()
    )


@dataclass(frozen=True)
class Receipt:
    """What an erasure removed: counts only, never values."""

    subject: str
    deleted: dict[str, int]
    at: datetime

    def as_dict(self) -> dict:
        return {"subject": self.subject, "deleted": self.deleted, "at": self.at}


def _erase_rows(*, tenant: Tenant, ref: str, created_before: datetime | None = None) -> dict:
    """Delete everything held on the ref; call inside a transaction. Returns counts per kind."""
    subjects = Subject.objects.for_tenant(tenant).filter(ref=ref)
    if created_before is not None:
        subjects = subjects.filter(created_at__lte=created_before)
    # The subject row lock makes a concurrent erasure, export or ingest for it wait its turn.
    subject_ids = list(subjects.select_for_update().values_list("pk", flat=True))
    sessions = Session.objects.for_tenant(tenant).filter(subject_id__in=subject_ids)
    session_ids = list(sessions.select_for_update().values_list("pk", flat=True))
    handovers = Handover.objects.filter(session_id__in=session_ids)
    deleted = {
        "sessions": len(session_ids),
        "messages": delete_messages_of(session_ids, batch_size=settings.PURGE_BATCH_SIZE),
        "summaries": Session.objects.filter(pk__in=session_ids, summary__isnull=False).count(),
        "commitments": Commitment.objects.filter(session_id__in=session_ids).count(),
        "memories": MemoryEntry.objects.filter(subject_id__in=subject_ids).count(),
        "handovers": handovers.count(),
        "notes": Note.objects.filter(handover__in=handovers).count(),
    }
    Session.objects.filter(pk__in=session_ids).delete()
    MemoryEntry.objects.filter(subject_id__in=subject_ids).delete()
    consents = Consent.objects.for_tenant(tenant).filter(subject_ref=ref)
    exports = ExportJob.objects.for_tenant(tenant).for_subject_ref(ref)
    if created_before is not None:
        consents = consents.filter(created_at__lte=created_before)
        exports = exports.filter(created_at__lte=created_before)
    deleted["consents"] = consents.count()
    consents.delete()
    # Locked: a build finishing right now either commits its file name first (read here) or
    # finds its job gone (and removes its file itself), never neither.
    export_files = [
        name for name in exports.select_for_update().values_list("file_name", flat=True) if name
    ]
    deleted["exports"] = exports.count()
    exports.delete()
    deleted["subjects"] = (
        Subject.objects.filter(pk__in=subject_ids).delete()[1].get(Subject._meta.label, 0)
    )
    transaction.on_commit(lambda: delete_export_files(export_files))
    return deleted


@transaction.atomic
def erase_subject(*, tenant: Tenant, ref: str, actor, reason: str = "") -> Receipt:
    """Erase everything held on the subject: sessions, messages, summaries, memories, consents,
    handovers and notes, and export files; write the ledger and an audit event."""
    if not holds_anything(tenant=tenant, ref=ref):
        raise NothingHeld
    now = timezone.now()
    entry = ErasureLedger.objects.create(
        tenant=tenant, ref_hmac=ref_hmac(tenant_id=tenant.pk, ref=ref), erased_at=now
    )
    deleted = _erase_rows(tenant=tenant, ref=ref)
    audit.record(
        action="subject.erased",
        tenant=tenant,
        actor=actor,
        subject_ref=ref,
        object_type="erasure",
        object_id=entry.pk,
        reason=reason,
        data={"deleted": deleted},
    )
    analytics.bump(tenant=tenant, metric="erasures")
    # Robust: the erasure has committed by then, so a ledger file that cannot be written is
    # logged (with the entry still in the table) instead of answering the caller with a 500.
    transaction.on_commit(lambda: append_ledger_file(entry), robust=True)
    return Receipt(subject=ref, deleted=deleted, at=now)


def _ledger_line(entry: ErasureLedger) -> dict:
    return {
        "tenant": entry.tenant.slug,
        "ref_hmac": entry.ref_hmac,
        "erased_at": entry.erased_at.isoformat(),
    }


def append_ledger_file(entry: ErasureLedger) -> None:
    """Copy a ledger entry to the file outside the database, so it survives a restore."""
    path = settings.ERASURE_LEDGER_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(_ledger_line(entry)) + "\n")
        handle.flush()
        os.fsync(handle.fileno())


def import_ledger_file(path) -> int:
    """Add the file's entries missing from the table (after a restore); returns how many."""
    if not os.path.exists(path):
        return 0
    added = 0
    tenants = {tenant.slug: tenant for tenant in Tenant.objects.all()}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if not line.strip():
                continue
            item = json.loads(line)
            tenant = tenants.get(item["tenant"])
            if tenant is None:
                continue
            _, created = ErasureLedger.objects.get_or_create(
                tenant=tenant,
                ref_hmac=item["ref_hmac"],
                erased_at=datetime.fromisoformat(item["erased_at"]),
            )
            added += created
    return added


def _refs_of(tenant: Tenant) -> set[str]:
    refs = set(Subject.objects.for_tenant(tenant).values_list("ref", flat=True))
    refs.update(Consent.objects.for_tenant(tenant).values_list("subject_ref", flat=True))
    refs.update(ExportJob.objects.for_tenant(tenant).values_list("subject_ref", flat=True))
    return refs


def replay_erasures() -> dict[str, int]:
    """Re-apply every ledger entry: data held from before an erasure is erased again.

    Data created after the erasure (the person came back) is left alone.
    """
    totals = {"entries": 0, "subjects": 0}
    by_tenant: dict[int, dict[str, datetime]] = {}
    for entry in ErasureLedger.objects.all():
        latest = by_tenant.setdefault(entry.tenant_id, {})
        if entry.ref_hmac not in latest or latest[entry.ref_hmac] < entry.erased_at:
            latest[entry.ref_hmac] = entry.erased_at
        totals["entries"] += 1
    for tenant in Tenant.objects.filter(pk__in=by_tenant):
        wanted = by_tenant[tenant.pk]
        for ref in _refs_of(tenant):
            erased_at = wanted.get(ref_hmac(tenant_id=tenant.pk, ref=ref))
            if erased_at is None:
                continue
            with transaction.atomic():
                deleted = _erase_rows(tenant=tenant, ref=ref, created_before=erased_at)
                if any(deleted.values()):
                    totals["subjects"] += 1
                    audit.record(
                        action="subject.erasure_replayed",
                        tenant=tenant,
                        subject_ref=ref,
                        object_type="erasure",
                        data={"deleted": deleted},
                    )
    return totals
