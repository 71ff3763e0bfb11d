"""Owners' analytics: daily counters per tenant that hold no free text and no identifier."""

from collections.abc import Mapping
from datetime import date

from django.db import connection
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from privacy.masking import LABEL_NAMES
from privacy.models import DailyCount
from tenants.models import Tenant


def bump(*, tenant: Tenant, metric: str, by: int = 1, day: date | None = None) -> None:
    """Add `by` to today's counter `metric` of the tenant (created at zero when missing)."""
    bump_many(tenant=tenant, counts={metric: by}, day=day)


def bump_many(*, tenant: Tenant, counts: Mapping[str, int], day: date | None = None) -> None:
    """Add to several of today's counters of the tenant at once: one upsert statement.

    Every ingest bumps at least one counter, so this is on the API's hottest path: a single
    INSERT ... ON CONFLICT DO UPDATE (PostgreSQL and SQLite) instead of an ORM update followed,
    on the day's first count, by get_or_create.
    """
    rows = [(metric, by) for metric, by in counts.items() if by > 0]
    if not rows:
        return
    day = day or timezone.now().date()
    table = connection.ops.quote_name(DailyCount._meta.db_table)
    values = ", ".join(["(%s, %s, %s, %s)"] * len(rows))
    params = [p for metric, by in rows for p in (tenant.pk, day, metric, by)]
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} (tenant_id, day, metric, value) VALUES {values} "
            "ON CONFLICT (tenant_id, day, metric) DO UPDATE SET value = "
            f"{table}.value + EXCLUDED.value",
            params,
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
