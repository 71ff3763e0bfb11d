"""Writing the audit log: who did what, when and why, never the value concerned."""

from privacy.models import AuditEvent
from tenants.models import Tenant


def actor_label_for(actor) -> str:
    """A readable, durable name for whoever acted (a user, an API key, the system)."""
    if actor is None:
        return "system"
    return str(actor)


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
    return AuditEvent.objects.create(
        tenant=tenant,
        actor=user,
        actor_label=actor_label or actor_label_for(actor),
        action=action,
        subject_ref=subject_ref,
        object_type=object_type,
        object_id=str(object_id),
        reason=reason,
        data=data or {},
    )
