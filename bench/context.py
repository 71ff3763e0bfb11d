"""Context cost against history length, and one ingest, on PostgreSQL.

Run as `python bench/context.py` (DATABASE_URL's server; the bench creates and drops its own
database, BENCH_DB, default cm_bench_core). Prints p50/p95 of building the context of sessions
of 20, 200, 2,000 and 10,000 messages, the floor (a plain prepared `SELECT ... WHERE session_id
= %s ORDER BY seq DESC LIMIT 20` through psycopg), the ratios, and p95 of one ingest.
"""

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchdb import bench_urls, recreate  # noqa: E402

SIZES = (20, 200, 2_000, 10_000)
RUNS = 400
INGESTS = 300


def _percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return statistics.median(ordered), p95


def main() -> None:
    admin, url, name = bench_urls("cm_bench_core")
    recreate(admin, name)
    os.environ.update(
        DATABASE_URL=url,
        DJANGO_SETTINGS_MODULE="chatmemory.settings",
        SECRET_KEY=os.environ.get("SECRET_KEY", "bench-only"),
        DEBUG="false",
        LOG_LEVEL="WARNING",
    )
    try:
        _run(url)
    finally:
        from django.db import connections

        connections.close_all()
        recreate(admin, name, drop_only=True)


def _run(url: str) -> None:
    import django

    django.setup()
    import psycopg
    from django.core.management import call_command
    from django.db import connection
    from django.utils import timezone

    from memory import services, storage
    from memory.context import build_context
    from memory.models import Message, Session
    from memory.tokens import message_tokens
    from tenants.services import create_tenant

    call_command("migrate", verbosity=0)
    tenant, _ = create_tenant(slug="bench", name="Bench")
    texts = [
        "Hallo, meine Bestellung 4711-0815 ist noch nicht angekommen. Geht das bis Freitag?",
        "Das prüfe ich gern. Können Sie mir sagen, an welche Filiale geliefert werden soll?",
        "An die Filiale in Hamburg bitte, 50 Stück, Budget höchstens 800 €.",
        "Ich rufe Sie morgen zurück, sobald der Lagerbestand geprüft ist.",
    ]
    keys = {}
    for size in SIZES:
        session = services.create_session(tenant=tenant, locale="de")
        now = timezone.now()
        batch = []
        for n in range(1, size + 1):
            text = texts[n % len(texts)]
            batch.append(
                Message(
                    session=session,
                    seq=n,
                    role="user" if n % 2 else "assistant",
                    text=text,
                    tokens=message_tokens(text),
                    created_at=now,
                )
            )
        Message.objects.bulk_create(batch, batch_size=2000)
        Session.objects.filter(pk=session.pk).update(next_seq=size + 1)
        # What the worker does after each ingest (FOLD_EVERY turns): the summary covers the
        # history, so a context folds nothing in memory, as in a running deployment.
        services.fold_pending_turns(session_id=session.pk)
        keys[size] = (session.key, session.pk)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")

    raw = psycopg.connect(url)
    floor_sql = (
        "SELECT seq, role, text, created_at FROM memory_message "
        "WHERE session_id = %s ORDER BY seq DESC LIMIT 20"
    )

    def floor_once(session_pk: int) -> float:
        started = time.perf_counter()
        raw.execute(floor_sql, [session_pk], prepare=True).fetchall()
        return (time.perf_counter() - started) * 1000

    def measure(*, with_fetch: bool):
        """Round-robin over the sizes, each context timed right after its floor query, so every
        size and the floor see the same machine load (the host is shared)."""
        fetched = {size: Session.objects.with_summary().get(key=keys[size][0]) for size in SIZES}
        context_ms = {size: [] for size in SIZES}
        floor_ms = {size: [] for size in SIZES}
        for _ in range(RUNS):
            for size in SIZES:
                key, session_pk = keys[size]
                floor_ms[size].append(floor_once(session_pk))
                started = time.perf_counter()
                if with_fetch:
                    session = storage.load_session(tenant=tenant, key=key)
                else:
                    session = fetched[size]
                build_context(session=session)
                context_ms[size].append((time.perf_counter() - started) * 1000)
        skip = RUNS // 10  # warm-up
        return (
            {size: _percentiles(context_ms[size][skip:]) for size in SIZES},
            {size: _percentiles(floor_ms[size][skip:]) for size in SIZES},
        )

    def show(results, floors) -> None:
        for size in SIZES:
            (p50, p95), (f50, f95) = results[size], floors[size]
            print(
                f"  {size:>6} messages: context p50 {p50:6.3f} ms  p95 {p95:6.3f} ms | "
                f"floor p50 {f50:6.3f} ms  p95 {f95:6.3f} ms | p95 ratio {p95 / f95:5.2f}x"
            )

    print(f"context = build_context(session): window query + assembly; {RUNS} runs each,")
    print("floor = prepared psycopg SELECT ... LIMIT 20 on the same session, timed alternately")
    results, floors = measure(with_fetch=False)
    show(results, floors)
    print("context incl. reading the session by key (storage.load_session, as the API view does)")
    show(*measure(with_fetch=True))
    raw.close()

    ratio_len = results[10_000][1] / results[20][1]
    ratio_floor = max(results[size][1] / floors[size][1] for size in SIZES)
    print(f"  p95 at 10,000 / p95 at 20: {ratio_len:.2f}x (target <= 1.2x)")
    print(f"  worst context p95 / floor p95: {ratio_floor:.2f}x (target <= 4x)")

    session = services.create_session(tenant=tenant, locale="de")
    ingest, ingest_cpu = [], []
    for n in range(INGESTS):
        started, started_cpu = time.perf_counter(), time.process_time()
        services.append_message(
            session=session, role="user" if n % 2 else "assistant", text=texts[n % len(texts)]
        )
        ingest.append((time.perf_counter() - started) * 1000)
        ingest_cpu.append((time.process_time() - started_cpu) * 1000)
    p50, p95 = _percentiles(ingest[INGESTS // 10 :])
    c50, c95 = _percentiles(ingest_cpu[INGESTS // 10 :])
    print(
        "ingest (validate + detect + store + counters, one statement; the fold is queued):"
        f" p50 {p50:.3f} ms   p95 {p95:.3f} ms (target p95 < 15 ms)"
    )
    # CPU time of this process alone: what the code costs, without waiting on a shared host.
    print(f"  of which CPU in this process: p50 {c50:.3f} ms   p95 {c95:.3f} ms")


if __name__ == "__main__":
    main()
