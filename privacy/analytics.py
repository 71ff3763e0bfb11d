"""Owners' analytics: daily counters per tenant that hold no free text and no identifier."""

from datetime import date

from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from privacy.masking import LABEL_NAMES
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


# The counters' names as the analytics page shows them; `redactions.<LABEL>` is built below.
METRIC_LABELS = {
    "conversations": _("Conversations started"),
    "messages": _("Messages stored"),
    "handovers_created": _("Handovers to the team"),
    "handover_rate_percent": _("Handover rate (%)"),
    "erasures": _("Erasures"),
    "memory.proposed": _("Memories proposed"),
    "memory.confirmed": _("Memories confirmed"),
    "memory.corrected": _("Memories corrected"),
    "memory.deleted": _("Memories deleted"),
    "memory.surprised": _("Memories reported as surprising"),
}


def metric_label(metric: str) -> str:
    """A counter's name in the page's language; an unknown counter shows as it is stored."""
    if metric.startswith("redactions."):
        label = metric.removeprefix("redactions.")
        return gettext("Sensitive values found: %(kind)s") % {"kind": LABEL_NAMES.get(label, label)}
    return str(METRIC_LABELS.get(metric, metric))
