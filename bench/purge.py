"""Retention purge of 1,000,000 expired messages while an ingest load runs, on PostgreSQL.

Run as `python bench/purge.py` (DATABASE_URL's server; the bench creates and drops its own
database, BENCH_DB, default cm_bench_purge). Rows are generated with INSERT ... SELECT
generate_series. Ingest runs in separate processes (like web workers) through
memory.services.append_message into live sessions of the same tenant; the purge runs the
Beat task's code (dpo.purge.purge_tenant). Targets: purge <= 60 s, ingest p99 < 100 ms.
"""

import json
import multiprocessing as mp
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchdb import bench_urls, recreate  # noqa: E402

SESSIONS = int(os.environ.get("BENCH_SESSIONS", 10_000))
PER_SESSION = int(os.environ.get("BENCH_PER_SESSION", 100))
LIVE_SESSIONS = 40


def _setup_django(url: str) -> None:
    os.environ.update(
        DATABASE_URL=url,
        DJANGO_SETTINGS_MODULE="chatmemory.settings",
        SECRET_KEY=os.environ.get("SECRET_KEY", "bench-only"),
        DEBUG="false",
        LOG_LEVEL="WARNING",
    )
    os.environ.pop("REDIS_URL", None)  # local-memory cache: the bench measures the database
    import django

    django.setup()


def _insert_select(model, count_sql: str, given: dict[str, str]) -> str:
    """INSERT INTO <model> (...) SELECT <given or the field's default> FROM <count_sql>."""
    from django.db import connection

    columns, values, params = [], [], []
    for field in model._meta.concrete_fields:
        if field.primary_key:
            continue
        columns.append(connection.ops.quote_name(field.column))
        if field.column in given:
            values.append(given[field.column])
        else:
            default = field.get_db_prep_save(field.get_default(), connection)
            values.append("%s")
            params.append(default)
    sql = (
        f"INSERT INTO {model._meta.db_table} ({', '.join(columns)}) "
        f"SELECT {', '.join(values)} FROM {count_sql}"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.rowcount


def _generate(tenant) -> None:
    from memory.models import Message, Session

    expired = "now() - interval '2 days'"
    _insert_select(
        Session,
        f"generate_series(1, {SESSIONS}) AS g",
        {
            "key": "'expired-' || g",
            "tenant_id": str(tenant.pk),
            "channel": "'web'",
            "locale": "'de'",
            "state": "'ended'",
            "created_at": expired,
            "last_activity_at": expired,
            "expires_at": expired,
            "ended_at": expired,
            "next_seq": str(PER_SESSION + 1),
            "site_id": "NULL",
            "subject_id": "NULL",
        },
    )
    _insert_select(
        Message,
        f"memory_session s CROSS JOIN generate_series(1, {PER_SESSION}) AS g "
        f"WHERE s.key LIKE 'expired-%%'",
        {
            "session_id": "s.id",
            "seq": "g",
            "role": "CASE WHEN g %% 2 = 1 THEN 'user' ELSE 'assistant' END",
            "text": "'Ich warte noch auf die Lieferung von Artikel 4711-0815, Bestellung ' || g",
            "created_at": expired,
            "redactions": "'[]'::jsonb",
        },
    )
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")


def _ingest(url: str, kind: str, session_ids: list[int], ready, stop, out) -> None:
    """One ingest worker: append turns round-robin, record each call's latency (ms).

    kind "service" is the real ingest (memory.services.append_message: validation, redaction,
    summary, analytics); kind "sql" is its database floor (lock the session row, insert the
    message, bump the session) through plain psycopg, which isolates what the purge costs it.
    """
    _setup_django(url)
    import psycopg

    from memory import services
    from memory.models import Session

    sessions = list(Session.objects.filter(pk__in=session_ids).select_related("tenant"))
    raw = psycopg.connect(url)

    def sql_append(session_id: int, n: int) -> None:
        with raw.transaction():
            seq = raw.execute(
                "SELECT next_seq FROM memory_session WHERE id = %s FOR UPDATE", [session_id]
            ).fetchone()[0]
            raw.execute(
                "INSERT INTO memory_message (session_id, seq, role, text, redactions, created_at,"
                " tokens) VALUES (%s, %s, 'user', %s, '[]', now(), 5)",
                [session_id, seq, f"Frage {n}"],
            )
            raw.execute(
                "UPDATE memory_session SET next_seq = next_seq + 1, last_activity_at = now()"
                " WHERE id = %s",
                [session_id],
            )

    def append(session, n: int) -> None:
        if kind == "sql":
            sql_append(session.pk, n)
        else:
            services.append_message(session=session, role="user", text=f"Noch eine Frage {n}")

    for n, session in enumerate(sessions[:3]):  # warm up: imports, tokenizer, connections
        append(session, n)
    ready.release()
    samples: list[tuple[float, float]] = []
    n = 0
    while not stop.is_set():
        session = sessions[n % len(sessions)]
        started = time.perf_counter()
        append(session, n)
        samples.append((time.time(), (time.perf_counter() - started) * 1000))
        n += 1
        time.sleep(0.005)
    out.put((kind, samples))


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else float("nan")


def main() -> None:
    admin, url, name = bench_urls("cm_bench_purge")
    recreate(admin, name)
    try:
        _run(url)
    finally:
        recreate(admin, name, drop_only=True)


def _run(url: str) -> None:
    _setup_django(url)
    from django.core.management import call_command
    from django.db import connection

    from dpo import purge
    from memory import services
    from memory.models import Message
    from tenants.services import create_tenant

    call_command("migrate", verbosity=0)
    tenant, _ = create_tenant(slug="bench", name="Bench")
    started = time.perf_counter()
    _generate(tenant)
    generated = Message.objects.count()
    print(
        f"generated {generated:,} expired messages in {SESSIONS:,} sessions "
        f"({time.perf_counter() - started:.1f} s)"
    )
    live = [services.create_session(tenant=tenant, locale="de").pk for _ in range(LIVE_SESSIONS)]
    connection.close()

    ctx = mp.get_context("spawn")
    ready, stop, out = ctx.Semaphore(0), ctx.Event(), ctx.Queue()
    workers = [
        ctx.Process(target=_ingest, args=(url, kind, live[i::2], ready, stop, out))
        for i, kind in enumerate(("service", "sql"))
    ]
    for worker in workers:
        worker.start()
    for _ in workers:
        ready.acquire(timeout=120)
    baseline_started = time.time()
    time.sleep(5.0)  # the ingest load alone
    purge_started = time.time()
    t0 = time.perf_counter()
    run = purge.purge_tenant(tenant=tenant)
    purge_seconds = time.perf_counter() - t0
    purge_ended = time.time()
    time.sleep(0.5)
    stop.set()
    by_kind = dict(out.get(timeout=60) for _ in workers)
    for worker in workers:
        worker.join(30)
    remaining = Message.objects.filter(session__key__startswith="expired-").count()

    deleted = run.counts.get("messages", 0)
    print(
        f"purge: {deleted:,} messages and {run.counts.get('sessions', 0):,} sessions "
        f"deleted in {purge_seconds:.1f} s ({deleted / purge_seconds:,.0f} messages/s); "
        f"left over: {remaining}; errors: {run.errors or 'none'}"
    )
    print(
        f"target <= 60 s: {'met' if purge_seconds <= 60 else 'MISSED'} "
        f"(ratio {purge_seconds / 60:.2f} of the budget)"
    )
    figures = {"purge_seconds": round(purge_seconds, 2), "messages": deleted}
    for kind, samples in sorted(by_kind.items()):
        baseline = [ms for at, ms in samples if baseline_started <= at < purge_started]
        during = [ms for at, ms in samples if purge_started <= at <= purge_ended]
        for label, values in (("alone", baseline), ("during purge", during)):
            print(
                f"ingest ({kind}) {label:12s}: n={len(values):5d}  "
                f"p50={statistics.median(values):6.1f} ms  p95={_pct(values, 0.95):6.1f} ms  "
                f"p99={_pct(values, 0.99):6.1f} ms  max={max(values):6.1f} ms"
            )
        p99 = _pct(during, 0.99)
        print(
            f"ingest ({kind}) target p99 < 100 ms during the purge: "
            f"{'met' if p99 < 100 else 'MISSED'} (p99 during / alone = "
            f"{p99 / _pct(baseline, 0.99):.2f})"
        )
        figures[f"ingest_{kind}_p99_ms"] = round(p99, 1)
        figures[f"ingest_{kind}_p99_alone_ms"] = round(_pct(baseline, 0.99), 1)
    print(json.dumps(figures))
    connection.close()


if __name__ == "__main__":
    main()
