"""Owners' analytics: daily counters per tenant that hold no free text and no identifier."""

import atexit
import logging
import math
import os
import threading
from collections import Counter, defaultdict
from collections.abc import Mapping
from datetime import date, datetime, timedelta

from django.conf import settings
from django.db import DatabaseError, connection
from django.utils import timezone
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from privacy.masking import LABEL_NAMES
from privacy.models import DailyCount
from tenants.models import Tenant

logger = logging.getLogger(__name__)


def bump(*, tenant: Tenant, metric: str, by: int = 1, day: date | None = None) -> None:
    """Add `by` to today's counter `metric` of the tenant (created at zero when missing)."""
    bump_many(tenant=tenant, counts={metric: by}, day=day)


def bump_many(*, tenant: Tenant, counts: Mapping[str, int], day: date | None = None) -> None:
    """Add to several of today's counters of the tenant at once: one upsert statement.

    A single INSERT ... ON CONFLICT DO UPDATE (PostgreSQL and SQLite) instead of an ORM update
    followed, on the day's first count, by get_or_create.
    """
    day = day or timezone.now().date()
    _upsert({(tenant.pk, day, metric): by for metric, by in counts.items() if by > 0})


def _upsert(counts: Mapping[tuple[int, date, str], int]) -> None:
    """Add each (tenant id, day, metric) count in one statement."""
    if not counts:
        return
    table = connection.ops.quote_name(DailyCount._meta.db_table)
    values = ", ".join(["(%s, %s, %s, %s)"] * len(counts))
    params = [value for key, by in counts.items() for value in (*key, by)]
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} (tenant_id, day, metric, value) VALUES {values} "
            "ON CONFLICT (tenant_id, day, metric) DO UPDATE SET value = "
            f"{table}.value + EXCLUDED.value",
            params,
        )


class _Pending:
    """Counts of the API's hot path, added up in the process and written once a second.

    Every stored message bumps the tenant's day counters. Written one ingest at a time, that was
    a statement and a round trip after every commit, and every ingest of a tenant updating the
    same row, one after another (about 4 % of an ingest's CPU, more in waiting). Here the counts
    are summed in memory and a thread of their own writes them every ANALYTICS_FLUSH_SECONDS as
    one statement, and once more when the process exits. A hard crash loses at most that last
    interval's counts, which are statistics, not data: the messages themselves are committed
    before they are counted. Counts that cannot be written (the database is away) stay pending
    for the next attempt; counts of a tenant deleted meanwhile are dropped.
    """

    def __init__(self):
        self.lock = threading.Lock()
        self.counts: Counter = Counter()
        self.wake = threading.Event()
        self.thread: threading.Thread | None = None
        self.stopping = False
        self.flushes_at_exit = False

    def add(self, tenant_id: int, day: date, counts: Mapping[str, int]) -> None:
        with self.lock:
            for metric, by in counts.items():
                if by > 0:
                    self.counts[(tenant_id, day, metric)] += by
            if self.thread is None and not self.stopping:
                self.thread = threading.Thread(
                    target=self._run, name="analytics-flush", daemon=True
                )
                self.thread.start()
                if not self.flushes_at_exit:
                    atexit.register(self.flush_quietly)
                    self.flushes_at_exit = True

    def take(self) -> dict:
        with self.lock:
            counts, self.counts = dict(self.counts), Counter()
        return counts

    def give_back(self, counts: Mapping) -> None:
        with self.lock:
            self.counts.update(counts)

    def flush(self) -> int:
        """Write what is pending now; returns the number of counters written."""
        counts = self.take()
        if not counts:
            return 0
        try:
            tenants = Tenant.objects.filter(pk__in={tenant_id for tenant_id, _, _ in counts})
            live = set(tenants.values_list("pk", flat=True))
            written = {key: by for key, by in counts.items() if key[0] in live}
            _upsert(written)
        except DatabaseError:
            self.give_back(counts)
            raise
        return len(written)

    def flush_quietly(self) -> None:
        try:
            self.flush()
        except Exception:
            logger.warning("analytics counts not written yet", exc_info=True)

    def _run(self) -> None:
        while not self.stopping:
            interval = settings.ANALYTICS_FLUSH_SECONDS
            if interval <= 0:  # switched to writing at once: write what is left, and end
                break
            self.wake.wait(interval)
            self.wake.clear()
            self.flush_quietly()
            connection.close()  # back to the pool while this thread sleeps
        with self.lock:
            self.thread = None
        self.flush_quietly()
        connection.close()

    def stop(self) -> None:
        """End the writer thread after a last write (tests)."""
        thread = self.thread
        self.stopping = True
        self.wake.set()
        if thread is not None:
            thread.join(timeout=10)

    def forget(self) -> None:
        """In a forked child: the parent writes its own counts, and its thread is not ours."""
        self.lock = threading.Lock()
        self.counts = Counter()
        self.wake = threading.Event()
        self.thread = None
        self.stopping = False


_pending = _Pending()
os.register_at_fork(after_in_child=_pending.forget)


def bump_soon(*, tenant: Tenant, counts: Mapping[str, int]) -> None:
    """bump_many() for the hot path: written within ANALYTICS_FLUSH_SECONDS (see _Pending);
    at once when that is 0 (tests, and SQLite, where a second writer would only wait)."""
    if settings.ANALYTICS_FLUSH_SECONDS <= 0:
        bump_many(tenant=tenant, counts=counts)
        return
    _pending.add(tenant.pk, timezone.now().date(), counts)


def flush_pending() -> int:
    """Write the counts bump_soon() is holding, now (tests, and the process's exit)."""
    return _pending.flush()


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


# ------------------------------------------------------------------ waiting and resolution times

# Handover durations are counted, not stored: each one adds 1 to the day's counter of the bucket
# it falls in (`wait_le_300` = claimed within 5 minutes of the handover). A duration row with its
# start time would, on a quiet day, point at one conversation; a bucket count does not, and it
# outlives the handover rows, which the case-history retention deletes. The price: a median or
# p90 is known to the bucket ("within 15 minutes"), not to the second.
DURATION_KINDS = ("wait", "resolution")
DURATION_BOUNDS = (
    60,
    5 * 60,
    15 * 60,
    30 * 60,
    3600,
    2 * 3600,
    4 * 3600,
    8 * 3600,
    86400,
    2 * 86400,
    7 * 86400,
)
DURATION_OVER = "over"


def duration_metric(kind: str, seconds: float) -> str:
    """The counter a duration of `kind` ("wait" or "resolution") is counted in."""
    for bound in DURATION_BOUNDS:
        if seconds <= bound:
            return f"{kind}_le_{bound}"
    return f"{kind}_{DURATION_OVER}"


def duration_buckets(kind: str) -> list[tuple[str, int | None]]:
    """(counter, upper bound in seconds) of every bucket, shortest first; None: longer."""
    return [(f"{kind}_le_{bound}", bound) for bound in DURATION_BOUNDS] + [
        (f"{kind}_{DURATION_OVER}", None)
    ]


def record_duration(*, tenant_id: int, kind: str, started: datetime, ended: datetime) -> None:
    """Count one handover duration (no reference to the handover) on the day it ended.

    Takes the tenant's id: the handover services hold the locked row, not its tenant.
    """
    seconds = max((ended - started).total_seconds(), 0)
    _upsert({(tenant_id, ended.date(), duration_metric(kind, seconds)): 1})


def percentile_bucket(counts: list[int], fraction: float) -> int | None:
    """Index of the bucket holding the `fraction` percentile (nearest rank), None when empty."""
    total = sum(counts)
    if not total:
        return None
    rank = max(1, math.ceil(round(fraction * total, 6)))  # round: 0.9 * 10 is 9.000000000000002
    seen = 0
    for index, count in enumerate(counts):
        seen += count
        if seen >= rank:
            return index
    return len(counts) - 1


def duration_words(seconds: int) -> str:
    """A bucket bound in words: "15 minutes", "2 hours", "7 days"."""
    if seconds < 3600:
        n = seconds // 60
        return ngettext("%(n)d minute", "%(n)d minutes", n) % {"n": n}
    if seconds < 86400:
        n = seconds // 3600
        return ngettext("%(n)d hour", "%(n)d hours", n) % {"n": n}
    n = seconds // 86400
    return ngettext("%(n)d day", "%(n)d days", n) % {"n": n}


def bucket_words(bound: int | None) -> str:
    """A bucket's label on the chart: "≤ 15 minutes", "> 7 days"."""
    if bound is None:
        return "> " + duration_words(DURATION_BOUNDS[-1])
    return "≤ " + duration_words(bound)


def percentile_words(bound: int | None) -> str:
    """A median or p90 known to its bucket: "within 15 minutes", "longer than 7 days"."""
    if bound is None:
        return gettext("longer than %(duration)s") % {
            "duration": duration_words(DURATION_BOUNDS[-1])
        }
    return gettext("within %(duration)s") % {"duration": duration_words(bound)}


# ------------------------------------------------------------------ the page's figures

MAX_RANGE_DAYS = 366
DAILY_METRICS = ("conversations", "handovers_created", "memory.corrected", "erasures")


def _is_duration(metric: str) -> bool:
    return metric.startswith(tuple(f"{kind}_" for kind in DURATION_KINDS))


def report(*, tenant: Tenant, start: date, end: date) -> dict:
    """The tenant's counters from `start` to `end` (inclusive), shaped for the analytics page.

    One query. The handover rate is handovers / conversations of the same days, never a sum or
    an average of daily percentages; medians and p90s come from the summed duration buckets.
    """
    days = [start + timedelta(days=n) for n in range((end - start).days + 1)]
    values: dict[str, dict[date, int]] = defaultdict(dict)
    totals: Counter = Counter()
    for metric, day, value in (
        DailyCount.objects.for_tenant(tenant)
        .filter(day__range=(start, end))
        .values_list("metric", "day", "value")
    ):
        values[metric][day] = value
        totals[metric] += value
    daily = {metric: [values[metric].get(day, 0) for day in days] for metric in DAILY_METRICS}
    rates = [
        handovers / conversations if conversations else None
        for handovers, conversations in zip(
            daily["handovers_created"], daily["conversations"], strict=True
        )
    ]
    durations = {}
    for kind in DURATION_KINDS:
        buckets = duration_buckets(kind)
        counts = [totals[metric] for metric, _bound in buckets]
        median = percentile_bucket(counts, 0.5)
        p90 = percentile_bucket(counts, 0.9)
        durations[kind] = {
            "count": sum(counts),
            "median": percentile_words(buckets[median][1]) if median is not None else "",
            "p90": percentile_words(buckets[p90][1]) if p90 is not None else "",
            "rows": [
                (bucket_words(bound), count)
                for (_m, bound), count in zip(buckets, counts, strict=True)
            ],
        }
    others = sorted(
        (
            (metric_label(metric), total)
            for metric, total in totals.items()
            if metric not in DAILY_METRICS and not _is_duration(metric)
        ),
        key=lambda pair: pair[0].casefold(),
    )
    return {
        "days": days,
        "daily": daily,
        "totals": {metric: totals[metric] for metric in DAILY_METRICS},
        "rates": rates,
        "rate": (
            totals["handovers_created"] / totals["conversations"]
            if totals["conversations"]
            else None
        ),
        "durations": durations,
        "others": others,
    }
