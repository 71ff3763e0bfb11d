"""Retention periods per tenant and storage type: defaults, limits, and the DPO's changes."""

from datetime import timedelta

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from privacy import audit
from privacy.models import RetentionPolicy, StorageType
from tenants.models import Tenant

DEFAULTS: dict[str, timedelta] = {
    StorageType.SESSION_HISTORY: timedelta(hours=24),
    StorageType.CASE_HISTORY: timedelta(days=14),
    StorageType.LONG_TERM_MEMORY: timedelta(days=365),
    StorageType.EXPORT_FILES: timedelta(hours=24),
    StorageType.AUDIT_EVENTS: timedelta(days=730),
}

# No period is unlimited: each has a ceiling, and a floor that keeps the purpose workable.
LIMITS: dict[str, tuple[timedelta, timedelta]] = {
    StorageType.SESSION_HISTORY: (timedelta(minutes=30), timedelta(days=30)),
    StorageType.CASE_HISTORY: (timedelta(days=1), timedelta(days=180)),
    StorageType.LONG_TERM_MEMORY: (timedelta(days=1), timedelta(days=3 * 365)),
    StorageType.EXPORT_FILES: (timedelta(hours=1), timedelta(days=30)),
    StorageType.AUDIT_EVENTS: (timedelta(days=180), timedelta(days=6 * 365)),
}


def defaults() -> dict[str, timedelta]:
    """The periods a tenant has not set; the memory apps' own settings give theirs."""
    periods = dict(DEFAULTS)
    hours = getattr(settings, "SESSION_RETENTION_HOURS", None)
    if hours:
        periods[StorageType.SESSION_HISTORY] = timedelta(hours=hours)
    memory_days = (getattr(settings, "MEMORY_LIMITS", None) or {}).get("retention_days")
    if memory_days:
        periods[StorageType.LONG_TERM_MEMORY] = timedelta(days=memory_days)
    case_days = getattr(settings, "CASE_HISTORY_GRACE_DAYS", None)
    if case_days:
        periods[StorageType.CASE_HISTORY] = timedelta(days=case_days)
    return periods


def _legacy_overrides(tenant: Tenant) -> dict[str, timedelta]:
    """Periods a tenant set in Tenant.settings["retention"] before the DPO page existed."""
    legacy = (tenant.settings or {}).get("retention") or {}
    days = legacy.get("case_history_days")
    return {StorageType.CASE_HISTORY: timedelta(days=int(days))} if days is not None else {}


def periods_for(tenant: Tenant) -> dict[str, timedelta]:
    """Every storage type's period for the tenant: its own setting, else the default."""
    periods = defaults()
    periods.update(_legacy_overrides(tenant))
    for policy in RetentionPolicy.objects.for_tenant(tenant):
        periods[policy.storage_type] = policy.period
    return periods


def period_for(tenant: Tenant, storage_type: str) -> timedelta:
    """One storage type's period for the tenant."""
    policy = RetentionPolicy.objects.for_tenant(tenant).filter(storage_type=storage_type).first()
    if policy is not None:
        return policy.period
    return _legacy_overrides(tenant).get(storage_type) or defaults()[storage_type]


def validate_period(storage_type: str, period: timedelta | None) -> None:
    """Refuse an unknown type, a missing (unlimited) period, or one outside the limits."""
    if storage_type not in DEFAULTS:
        raise ValidationError(_("Unknown storage type."))
    if period is None:
        raise ValidationError(_("Every storage type needs a period; unlimited is not allowed."))
    low, high = LIMITS[storage_type]
    if not low <= period <= high:
        raise out_of_range(storage_type)


def out_of_range(storage_type: str) -> ValidationError:
    """The error for a period outside the type's limits, in words ("between 1 and 30 days")."""
    low, high = LIMITS[storage_type]
    return ValidationError(
        _("The period must lie between %(low)s and %(high)s.")
        % {"low": period_words(low), "high": period_words(high)}
    )


@transaction.atomic
def set_periods(*, tenant: Tenant, periods: dict[str, timedelta], actor) -> list[str]:
    """Store changed periods (validated) and audit each change; returns the changed types."""
    current = periods_for(tenant)
    changed = []
    for storage_type, period in periods.items():
        validate_period(storage_type, period)
        if current[storage_type] == period:
            continue
        RetentionPolicy.objects.update_or_create(
            tenant=tenant,
            storage_type=storage_type,
            defaults={"period": period, "updated_at": timezone.now()},
        )
        audit.record(
            action="retention.changed",
            tenant=tenant,
            actor=actor,
            object_type="retention_policy",
            object_id=storage_type,
            data={
                "from_seconds": int(current[storage_type].total_seconds()),
                "to_seconds": int(period.total_seconds()),
            },
        )
        changed.append(storage_type)
    return changed


def period_words(period: timedelta) -> str:
    """A period as a person says it: "14 days", "24 hours", "30 minutes"."""
    seconds = int(period.total_seconds())
    if seconds % 86400 == 0 and seconds >= 86400 * 2:
        days = seconds // 86400
        return ngettext("%(n)d day", "%(n)d days", days) % {"n": days}
    if seconds % 3600 == 0:
        hours = seconds // 3600
        return ngettext("%(n)d hour", "%(n)d hours", hours) % {"n": hours}
    minutes = max(seconds // 60, 1)
    return ngettext("%(n)d minute", "%(n)d minutes", minutes) % {"n": minutes}
