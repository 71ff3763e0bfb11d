"""Writing the audit log: who did what, when and why, never the value concerned.

The log is tamper-evident: each row's `hash` covers its content and `prev_hash`, the hash of the
previous row of the same tenant's chain (tenant-less events form their own chain). Rows are
chained under a PostgreSQL advisory lock, so concurrent writers cannot fork a chain; a trigger
(migration 0005) rejects UPDATE and DELETE except by the retention purge.
"""

import hashlib
import hmac
import json
from dataclasses import dataclass
from datetime import UTC

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from privacy.models import AuditEvent
from tenants.models import Tenant, User

# First key of the advisory lock pair; the second is the tenant id (0 for tenant-less events).
_CHAIN_LOCK = 7_700_001


def actor_label_for(actor) -> str:
    """A readable, durable name for whoever acted (a user, an API key, the system)."""
    if actor is None:
        return "system"
    return str(actor)


def event_hash(event: AuditEvent, prev_hash: str) -> str:
    """SHA-256 over the row's content and its predecessor's hash (not `actor_id`: SET_NULL)."""
    payload = json.dumps(
        [
            prev_hash,
            event.tenant_id,
            event.actor_label,
            event.action,
            event.subject_ref,
            event.object_type,
            event.object_id,
            event.reason,
            event.data,
            event.created_at.astimezone(UTC).isoformat(),
        ],
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )
    return hashlib.sha256(payload.encode()).hexdigest()


def _lock_chain(tenant_id: int | None) -> None:
    """Serialise writers of one chain until the transaction ends (no-op off PostgreSQL)."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s, %s)", [_CHAIN_LOCK, tenant_id or 0])


@transaction.atomic
def record(
    *,
    action: str,
    tenant: Tenant | None,
    actor=None,
    actor_label: str | None = None,
    subject_ref: str = "",
    object_type: str = "",
    object_id: str | int = "",
    reason: str = "",
    data: dict | None = None,
) -> AuditEvent:
    """Append one audit event. `data` holds counts and ids only, never personal values."""
    user = actor if getattr(actor, "_meta", None) is not None else None
    tenant_id = tenant.pk if tenant is not None else None
    _lock_chain(tenant_id)
    last = AuditEvent.objects.chain(tenant_id).values_list("hash", flat=True).last()
    event = AuditEvent(
        tenant=tenant,
        actor=user,
        actor_label=actor_label or actor_label_for(actor),
        action=action,
        subject_ref=subject_ref,
        object_type=object_type,
        object_id=str(object_id),
        reason=reason,
        data=json.loads(json.dumps(data or {})),
        # Taken under the lock, so the chain order and the time order agree.
        created_at=timezone.now(),
        prev_hash=last or "",
    )
    event.hash = event_hash(event, event.prev_hash)
    event.save(force_insert=True)
    return event


@dataclass(frozen=True)
class ChainBreak:
    """The first row of a chain whose hash or link does not check out."""

    event_id: int
    tenant_id: int | None
    problem: str


def verify_chain(tenant_id: int | None) -> tuple[int, ChainBreak | None]:
    """Re-compute one tenant's chain; returns (rows checked, its first break or None).

    The oldest remaining row of a chain is its anchor: the purge removes a chain's oldest rows,
    so its `prev_hash` may name a row that no longer exists.
    """
    checked = 0
    previous: str | None = None
    for event in AuditEvent.objects.chain(tenant_id).iterator(chunk_size=2000):
        checked += 1
        if previous is not None and event.prev_hash != previous:
            return checked, ChainBreak(event.pk, tenant_id, "prev_hash does not link")
        if event_hash(event, event.prev_hash) != event.hash:
            return checked, ChainBreak(event.pk, tenant_id, "content does not match its hash")
        previous = event.hash
    return checked, None


def verify_chains() -> tuple[int, list[ChainBreak]]:
    """Re-compute every chain; returns (rows checked, the first break of each broken chain)."""
    checked = 0
    breaks: list[ChainBreak] = []
    tenant_ids = list(AuditEvent.objects.order_by().values_list("tenant_id", flat=True).distinct())
    for tenant_id in tenant_ids:
        rows, found = verify_chain(tenant_id)
        checked += rows
        if found is not None:
            breaks.append(found)
    return checked, breaks


def keyed_hash(value: str, *, purpose: str) -> str:
    """A keyed hash that lets equal values be matched without storing them."""
    key = hashlib.sha256(f"chatmemory:{purpose}:{settings.SECRET_KEY}".encode()).digest()
    return hmac.new(key, value.encode(), hashlib.sha256).hexdigest()


def record_login_failure(sender, credentials: dict, request=None, **kwargs) -> None:
    """user_login_failed receiver: the attempt is logged, the name tried only as a keyed hash."""
    username = str(credentials.get("username") or "")
    user = User.objects.filter(username=username).select_related("tenant").first()
    record(
        action="login.failed",
        tenant=user.tenant if user is not None else None,
        actor_label="anonymous",
        data={"username_hash": keyed_hash(username, purpose="login-username")[:16]},
    )


def record_config_change(sender, **change) -> None:
    """tenants.signals.config_changed receiver: a change of keys, staff, sites or webhooks."""
    change.pop("signal", None)
    record(**change)
