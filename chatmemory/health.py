"""`/healthz`: the database, the cache and the broker, each checked."""

import time

from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET
from kombu import Connection


def _check_database() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")


def _check_cache() -> None:
    key = "healthz:probe"
    cache.set(key, "1", 10)
    if cache.get(key) != "1":
        raise RuntimeError("cache did not return what was stored")


def _check_broker() -> None:
    url = settings.CELERY_BROKER_URL
    options = dict(getattr(settings, "CELERY_BROKER_TRANSPORT_OPTIONS", {}))
    if url.startswith("filesystem://"):
        folder = settings.CELERY_BROKER_FOLDER
        folder.mkdir(parents=True, exist_ok=True)
        return
    with Connection(url, connect_timeout=2, transport_options=options) as conn:
        conn.ensure_connection(max_retries=1, interval_start=0, timeout=2)


CHECKS = {"database": _check_database, "cache": _check_cache, "broker": _check_broker}


@never_cache
@require_GET
def healthz(request):
    """200 when every dependency answers, 503 naming the ones that failed."""
    results = {}
    for name, check in CHECKS.items():
        started = time.perf_counter()
        try:
            check()
        except Exception as exc:  # any failure of a dependency is a 503, never a 500
            results[name] = {"ok": False, "error": type(exc).__name__}
        else:
            results[name] = {"ok": True}
        results[name]["ms"] = round((time.perf_counter() - started) * 1000, 1)
    failed = [name for name, result in results.items() if not result["ok"]]
    body = {"status": "ok" if not failed else "unavailable", "checks": results, "failed": failed}
    return JsonResponse(body, status=503 if failed else 200)
