"""The summary fold's cost with and without callback promises in the conversation.

Run as `python bench/fold_callbacks.py` (DATABASE_URL's server; the bench creates and drops its
own database, BENCH_DB, default cm_bench_fold). A 200-turn session is folded from the start seven
times (the summary reset, its callback rows deleted) and the median is printed: once with no
callback promise, once with one in every tenth assistant reply (stored as Commitment rows by
memory.callbacks). BENCH_CODE=/path/to/another/checkout times that checkout's fold instead (the
"before" figure in the README was taken so, on the commit before callbacks were read).
"""

import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
CODE = os.environ.get("BENCH_CODE", str(HERE.parent))
sys.path.insert(0, CODE)
os.chdir(CODE)  # Celery's loader puts the working directory first on sys.path

from benchdb import bench_urls, recreate  # noqa: E402

USER = [
    "My order 100-2345 is late, it should have come on Monday.",
    "Can I change the delivery address to Kunstlaan 3?",
    "Thanks, and what about the invoice?",
    "I need it by Friday for the office.",
]
PLAIN = [
    "Sorry about that, I have checked the order and it left the depot today.",
    "I've updated the address, it will be delivered on Thursday.",
    "The invoice is attached to your account under Orders.",
]
CALLBACK = [
    "We will call you back tomorrow at 3 pm about the invoice.",
    "Wir rufen Sie am nächsten Werktag zurück.",
    "We'll call you back on Monday morning.",
]


def main() -> None:
    admin, url, name = bench_urls("cm_bench_fold")
    recreate(admin, name)
    os.environ.update(
        DATABASE_URL=url,
        DJANGO_SETTINGS_MODULE="chatmemory.settings",
        SECRET_KEY=os.environ.get("SECRET_KEY", "bench-only"),
        DEBUG="false",
        LOG_LEVEL="WARNING",
    )
    os.environ.pop("REDIS_URL", None)
    import django

    django.setup()
    from django.core.management import call_command

    from memory import services
    from memory.models import Commitment, Summary
    from tenants.services import create_tenant

    try:
        call_command("migrate", verbosity=0)
        tenant, _ = create_tenant(slug="bench-fold", name="Bench")
        for label, with_callbacks in (("no callbacks", False), ("callbacks", True)):
            session = services.create_session(tenant=tenant, channel="web", locale="en")
            for i in range(100):
                services.append_message(session=session, role="user", text=f"{USER[i % 4]} ({i})")
                said = (CALLBACK if with_callbacks and i % 10 == 0 else PLAIN)[i % 3]
                services.append_message(session=session, role="assistant", text=f"{said} Ref {i}.")
            times = []
            for _ in range(7):
                Summary.objects.filter(session=session).update(
                    covers_until_seq=0, form={}, state={}
                )
                Commitment.objects.filter(session=session).delete()
                start = time.perf_counter()
                folded = services.fold_pending_turns(session_id=session.pk)
                times.append(time.perf_counter() - start)
            median = statistics.median(times)
            rows = Commitment.objects.filter(session=session).count()
            print(
                f"{label}: {folded} turns folded in {median * 1000:.1f} ms "
                f"({median * 1e6 / folded:.0f} us a turn), {rows} callback rows"
            )
    finally:
        from django.db import connections

        connections.close_all()
        recreate(admin, name, drop_only=True)


if __name__ == "__main__":
    main()
