"""Each pytest-xdist worker of `make test` gets Redis databases of its own.

Loaded with `-p tests.xdist_env` (the Makefile's test command), so it runs before pytest-django
reads the settings. The settings take REDIS_URL and CELERY_BROKER_URL from the environment; the
first worker (gw0) keeps them, each further worker moves both two databases down (gw1: 13 and 12
from make test's 15 and 14). Without that, one worker's cache.clear() (a FLUSHDB) and its Celery
workers would reach into the other's. PostgreSQL needs nothing: pytest-django gives each worker
its own test database. Tests that start whole stacks or kill services run in one worker (the
"stack" group, see tests/conftest.py).
"""

import os
from urllib.parse import urlsplit, urlunsplit

MAX_WORKERS = 3  # gw2 takes 11 and 10; 9 and 8 are the end-to-end stack's (tests/e2e)


def _moved(url: str, by: int) -> str:
    parts = urlsplit(url)
    database = int(parts.path.strip("/") or 0)
    if database - by < 10:
        raise RuntimeError(
            f"{url}: too few Redis databases below it for this many test workers "
            f"(at most {MAX_WORKERS}; set -n lower)"
        )
    return urlunsplit(parts._replace(path=f"/{database - by}"))


_worker = os.environ.get("PYTEST_XDIST_WORKER", "")
if _worker.startswith("gw") and _worker != "gw0":
    _by = 2 * int(_worker[2:])
    for _name in ("REDIS_URL", "CELERY_BROKER_URL"):
        _url = os.environ.get(_name, "")
        if _url.startswith("redis://"):
            os.environ[_name] = _moved(_url, _by)
