"""Access export of a subject with 50,000 messages: wall time and peak memory.

Run as `python bench/export.py` (DATABASE_URL's server; the bench creates and drops its own
database, BENCH_DB, default cm_bench_export). The export runs in a child process so its peak
RSS (resource.getrusage of the child) is its own; tracemalloc's peak of Python allocations is
reported too. Targets: <= 10 s and <= 200 MB.
"""

import json
import multiprocessing as mp
import os
import resource
import sys
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchdb import bench_urls, recreate  # noqa: E402

MESSAGES = int(os.environ.get("BENCH_MESSAGES", 50_000))
SESSIONS = 50


def _setup_django(url: str, export_root: str) -> None:
    os.environ.update(
        DATABASE_URL=url,
        DJANGO_SETTINGS_MODULE="chatmemory.settings",
        SECRET_KEY=os.environ.get("SECRET_KEY", "bench-only"),
        DEBUG="false",
        LOG_LEVEL="WARNING",
        EXPORT_ROOT=export_root,
    )
    os.environ.pop("REDIS_URL", None)
    import django

    django.setup()


def _prepare(url: str, export_root: str) -> str:
    """Migrate, and create a subject with MESSAGES messages over SESSIONS sessions."""
    _setup_django(url, export_root)
    from django.core.management import call_command
    from django.db import connection
    from django.utils import timezone

    from dpo.models import ExportJob
    from memory.models import Message, Session, Subject
    from tenants.services import create_tenant

    call_command("migrate", verbosity=0)
    tenant, _ = create_tenant(slug="bench", name="Bench")
    subject = Subject.objects.create(tenant=tenant, ref="big-subject", locale="de")
    now = timezone.now()
    per_session = MESSAGES // SESSIONS
    for _ in range(SESSIONS):
        session = Session.objects.create(
            tenant=tenant, subject=subject, locale="de", expires_at=now, next_seq=per_session + 1
        )
        Message.objects.bulk_create(
            (
                Message(
                    session=session,
                    seq=n,
                    role="user" if n % 2 else "assistant",
                    text=f"Nachricht {n}: Ich warte auf die Lieferung von Artikel 4711-0815 "
                    f"und möchte wissen, wann sie kommt. <b>Danke</b> & Gruß",
                    created_at=now,
                )
                for n in range(1, per_session + 1)
            ),
            batch_size=5000,
        )
    # The job row as create_export writes it, without queueing the task (the bench runs it).
    job = ExportJob.objects.create(
        tenant=tenant,
        subject_ref="big-subject",
        requested_by="bench",
        expires_at=now + timedelta(hours=1),
    )
    connection.close()
    return str(job.pk)


def _child(url: str, export_root: str, export_id: str, out) -> None:
    """Build the export in this process and report time, tracemalloc peak and max RSS."""
    _setup_django(url, export_root)
    import tracemalloc

    from dpo import export
    from dpo.models import ExportJob

    ExportJob.objects.filter(pk=export_id).update(status="queued", file_name="")
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    tracemalloc.start()
    started = time.perf_counter()
    job = export.build_export(export_id=export_id)
    seconds = time.perf_counter() - started
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    out.put(
        {
            "seconds": seconds,
            "tracemalloc_peak_mb": peak / 2**20,
            "rss_before_mb": rss_before / 1024,
            "status": str(job.status) if job else None,
            "size_mb": job.size_bytes / 2**20 if job else 0,
        }
    )


def _child_untraced(url: str, export_root: str, export_id: str, out) -> None:
    """The same without tracemalloc (which slows allocation): the wall time figure."""
    _setup_django(url, export_root)
    from dpo import export
    from dpo.models import ExportJob

    ExportJob.objects.filter(pk=export_id).update(status="queued", file_name="")
    started = time.perf_counter()
    job = export.build_export(export_id=export_id)
    seconds = time.perf_counter() - started
    # ru_maxrss is this process's own peak (kB on Linux): Django, psycopg and the export.
    out.put(
        {
            "seconds": seconds,
            "max_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
            "status": str(job.status) if job else None,
            "size_kb": job.size_bytes / 1024 if job else 0,
        }
    )


def main() -> None:
    import tempfile

    admin, url, name = bench_urls("cm_bench_export")
    recreate(admin, name)
    try:
        with tempfile.TemporaryDirectory() as export_root:
            ctx = mp.get_context("spawn")
            with ctx.Pool(1) as pool:
                export_id = pool.apply(_prepare, (url, export_root))
            out = ctx.Queue()
            child = ctx.Process(target=_child_untraced, args=(url, export_root, export_id, out))
            child.start()
            untraced = out.get(timeout=600)
            child.join()
            maxrss_mb = untraced["max_rss_mb"]
            traced = None
            if os.environ.get("BENCH_TRACEMALLOC"):  # slow: tracing multiplies the time by ~6
                child = ctx.Process(target=_child, args=(url, export_root, export_id, out))
                child.start()
                traced = out.get(timeout=600)
                child.join()
            _report(untraced, traced, maxrss_mb)
    finally:
        recreate(admin, name, drop_only=True)


def _report(untraced: dict, traced: dict | None, maxrss_mb: float) -> None:
    seconds = untraced["seconds"]
    print(
        f"export of {MESSAGES:,} messages ({SESSIONS} sessions): status {untraced['status']}, "
        f"ZIP {untraced['size_kb']:.0f} kB"
    )
    print(
        f"wall time: {seconds:.2f} s  (target <= 10 s: {'met' if seconds <= 10 else 'MISSED'}, "
        f"ratio {seconds / 10:.2f})"
    )
    print(
        f"peak RSS of the exporting process (whole interpreter, Django loaded): {maxrss_mb:.0f} MB "
        f"(target <= 200 MB: {'met' if maxrss_mb <= 200 else 'MISSED'}, "
        f"ratio {maxrss_mb / 200:.2f})"
    )
    figures = {"seconds": round(seconds, 2), "max_rss_mb": round(maxrss_mb)}
    if traced:
        print(
            f"tracemalloc peak of the export's Python allocations: "
            f"{traced['tracemalloc_peak_mb']:.1f} MB "
            f"(wall time under tracing {traced['seconds']:.2f} s)"
        )
        figures["tracemalloc_peak_mb"] = round(traced["tracemalloc_peak_mb"], 1)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
