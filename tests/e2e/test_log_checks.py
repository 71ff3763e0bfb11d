"""The end-to-end suite's log check finds what it must in honcho's output, and nothing else."""

from tests.e2e.stack import problems_in

CLEAN = """\
17:00:07 system   | web.1 started (pid=101)
17:00:08 web.1    | {"ts": "x", "level": "INFO", "logger": "chatmemory.request", "event": "request", "status": 404}
17:00:08 web.1    | {"ts": "x", "level": "WARNING", "logger": "django.request", "event": "Forbidden"}
17:00:09 worker.1 | [2026-12-01 17:00:09,127: INFO/MainProcess] Task privacy.tasks.build_export[1] received
17:01:11 worker.1 | [2026-12-01 17:01:11,127: ERROR/MainProcess] Process 'ForkPoolWorker-2' pid:830 exited with 'signal 15 (SIGTERM)'
"""  # noqa: E501 - log lines as honcho prints them

FOUND = [
    '17:00:08 web.1    | {"level": "INFO", "logger": "chatmemory.request", "status": 500}',
    '17:00:08 web.1    | {"level": "ERROR", "logger": "django.request", "event": "Server Error"}',
    '17:00:08 web.1    | {"level": "WARNING", "event": "x", "exc_type": "OSError"}',
    "17:00:09 worker.1 | [2026-12-01 17:00:09,487: ERROR/ForkPoolWorker-1] purge step failed",
    "17:00:09 worker.1 | Traceback (most recent call last):",
]


def test_a_clean_log_has_no_problems():
    assert problems_in(CLEAN) == []


def test_server_errors_tracebacks_and_error_records_are_found():
    assert problems_in(CLEAN + "\n".join(FOUND)) == FOUND
