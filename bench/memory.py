"""Cost of long-term memory in the context: p95 of build_context with 80 entries vs none.

Run against PostgreSQL (migrated): `DATABASE_URL=postgres://... python bench/memory.py`.
It creates a throw-away tenant, measures, and deletes the tenant again. The target: the p95 of
a context for a subject holding 80 entries stays within 1.3x of a context without memories.

Steady state is what a conversation pays per turn: the session fetched as the context endpoint
fetches it (`with_summary()`, which carries the subject's memory version; not timed, the same
for every case), then `build_context` timed. The cold figures are printed too: the first
context of a session while the block is cached (it writes the read log), and a context with
nothing cached (after any memory change, or in a fresh process: the one statement of before).
"""

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "chatmemory.settings")
os.environ.setdefault("SECRET_KEY", "bench-only")

import django  # noqa: E402

django.setup()

from django.db import connection, transaction  # noqa: E402

from longterm import consent  # noqa: E402
from longterm import services as longterm  # noqa: E402
from longterm.models import MemoryEntry  # noqa: E402
from memory.context import build_context  # noqa: E402
from memory.models import Session  # noqa: E402
from memory.services import append_message, create_session  # noqa: E402
from tenants.models import Tenant  # noqa: E402

RUNS = int(os.environ.get("BENCH_RUNS", "300"))
TARGET = 1.3
TURNS = 30


def _session(tenant: Tenant, ref: str | None) -> Session:
    session = create_session(tenant=tenant, subject_ref=ref, locale="en")
    for i in range(TURNS):
        role = "user" if i % 2 == 0 else "assistant"
        append_message(
            session=session,
            role=role,
            text=f"Turn {i}: the order 4711-{i:04} should arrive by Friday, size L, in blue.",
        )
    return session


def _timed(session: Session, intent: str | None, cold: str = "") -> float:
    # A fresh fetch per turn, as the API does it; the version it carries is good for one context.
    session = Session.objects.with_summary().get(pk=session.pk)
    if cold == "session":
        longterm._logged.clear()  # a new session: its first read is logged
    elif cold == "all":
        longterm.clear_context_cache()
    started = time.perf_counter()
    build_context(session=session, budget_tokens=2000, intent=intent)
    return (time.perf_counter() - started) * 1000


def _p(samples: list[float], q: float) -> float:
    return statistics.quantiles(samples, n=100)[int(q) - 1]


def main() -> None:
    tenant, _ = Tenant.objects.get_or_create(slug="bench-memory", defaults={"name": "Bench"})
    try:
        consent.set_consent(tenant=tenant, ref="full", purpose="memory", granted=True)
        consent.set_consent(tenant=tenant, ref="empty", purpose="memory", granted=True)
        for i in range(80):
            longterm.save_entry(
                tenant=tenant,
                ref="full",
                key=f"preference_{i:02}",
                value=f"Prefers option {i} for deliveries and answers, size L, colour blue",
                purpose="Serve the person as they asked",
                provenance="explicit_user",
            )
        assert MemoryEntry.objects.filter(tenant=tenant).count() == 80
        cases = {
            "no subject (no memories)": _session(tenant, None),
            "subject, consent, 0 entries": _session(tenant, "empty"),
            "subject, consent, 80 entries": _session(tenant, "full"),
        }
        samples: dict[str, list[float]] = {name: [] for name in cases}
        for session in cases.values():  # warm-up
            for _ in range(20):
                _timed(session, None)
        for _ in range(RUNS):  # interleaved, so drift hits every case alike
            for name, session in cases.items():
                samples[name].append(_timed(session, None))
        full = cases["subject, consent, 80 entries"]
        cold = {"first of a session, block cached": [], "nothing cached (cold)": []}
        for _ in range(max(RUNS // 3, 20)):
            cold["first of a session, block cached"].append(_timed(full, None, cold="session"))
            cold["nothing cached (cold)"].append(_timed(full, None, cold="all"))
        memories, _ = longterm.memories_for_context(cases["subject, consent, 80 entries"], None)
        print(
            f"{RUNS} contexts per case, {TURNS} turns per session, window 20, "
            f"{len(memories)} entries fit the 3,000-character block"
        )
        base = _p(samples["no subject (no memories)"], 95)
        for name, values in samples.items():
            p95 = _p(values, 95)
            print(
                f"{name:<30} median {statistics.median(values):6.2f} ms  p95 {p95:6.2f} ms  "
                f"({p95 / base:.2f}x)"
            )
        for name, values in cold.items():
            p95 = _p(values, 95)
            print(
                f"80 entries, {name:<33} median {statistics.median(values):6.2f} ms  "
                f"p95 {p95:6.2f} ms  ({p95 / base:.2f}x)"
            )
        ratio = _p(samples["subject, consent, 80 entries"], 95) / base
        verdict = "within" if ratio <= TARGET else "OVER"
        print(
            f"80 entries vs no memories, steady state: p95 ratio {ratio:.2f} "
            f"({verdict} the {TARGET}x target)"
        )
    finally:
        with transaction.atomic():
            if connection.vendor == "postgresql":
                with connection.cursor() as cursor:
                    # The throw-away tenant's audit events go with it (the log is append-only).
                    cursor.execute("SET LOCAL chatmemory.audit_purge = 'on'")
            Tenant.objects.filter(pk=tenant.pk).delete()


if __name__ == "__main__":
    main()
