"""Owners' analytics: daily counters per tenant that hold no free text and no identifier."""

from datetime import date

from django.db.models import F
from django.utils import timezone

from privacy.models import DailyCount
from tenants.models import Tenant


def bump(*, tenant: Tenant, metric: str, by: int = 1, day: date | None = None) -> None:
    """Add `by` to today's counter `metric` of the tenant (created at zero when missing)."""
    if by <= 0:
        return
    day = day or timezone.now().date()
    updated = DailyCount.objects.filter(tenant=tenant, day=day, metric=metric).update(
        value=F("value") + by
    )
    if not updated:
        _, created = DailyCount.objects.get_or_create(
            tenant=tenant, day=day, metric=metric, defaults={"value": by}
        )
        if not created:
            DailyCount.objects.filter(tenant=tenant, day=day, metric=metric).update(
                value=F("value") + by
            )
