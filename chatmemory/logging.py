"""Structured (JSON lines) logging.

Log records carry event names and identifiers, never message text or request bodies: callers
pass only safe fields through `extra`, and the formatter drops the arguments and extra fields of
any record from a third-party logger that might interpolate request data or an exception.
"""

import json
import logging
from collections.abc import Mapping
from datetime import UTC, datetime

# "request" is what Django's request logger passes; its repr holds the raw path (session keys).
_RESERVED = set(vars(logging.makeLogRecord({}))) | {"message", "asctime", "request"}
# Our own loggers: their callers pass only safe fields. Any other logger (Celery's task tracer,
# uvicorn, libraries) may interpolate a task's exception or request data into its message or put
# it in extra fields: for those only the message's template is kept.
_OWN = (
    "chatmemory",
    "tenants",
    "privacy",
    "memory",
    "longterm",
    "handover",
    "dpo",
    "widget",
    "demo",
)


# Third-party lines whose arguments are only host and task names, kept in full (the end-to-end
# stack waits for "worker@host ready."); Celery's named arguments below are kept by name.
_PLAIN_ARGUMENTS = frozenset({"celery.apps.worker", "celery.beat"})
_SAFE_KEYS = frozenset({"name", "id", "runtime", "hostname"})


def _own(name: str) -> bool:
    return name.split(".", 1)[0] in _OWN


class _Withheld(dict):
    """Named arguments with everything but task names, ids and times withheld."""

    def __missing__(self, key):
        return "[withheld]"


def _event(record: logging.LogRecord) -> str:
    if _own(record.name) or record.name in _PLAIN_ARGUMENTS:
        return record.getMessage()
    if isinstance(record.args, Mapping):
        kept = _Withheld({k: v for k, v in record.args.items() if k in _SAFE_KEYS})
        try:
            return str(record.msg) % kept
        except (TypeError, ValueError):
            pass
    return str(record.msg)


class JsonFormatter(logging.Formatter):
    """Format a record as one JSON object per line."""

    def format(self, record: logging.LogRecord) -> str:
        payload = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "event": _event(record),
        }
        for key, value in vars(record).items() if _own(record.name) else ():
            if key not in _RESERVED and not key.startswith("_"):
                payload[key] = value if isinstance(value, int | float | bool | None) else str(value)
        if record.exc_info:
            # The exception type and location only: exception messages may quote user input.
            exc_type = record.exc_info[0]
            payload["exc_type"] = exc_type.__name__ if exc_type else None
            tb = record.exc_info[2]
            while tb is not None and tb.tb_next is not None:
                tb = tb.tb_next
            if tb is not None:
                payload["exc_at"] = f"{tb.tb_frame.f_code.co_filename}:{tb.tb_lineno}"
        return json.dumps(payload, ensure_ascii=False)


class WithholdPathFilter(logging.Filter):
    """Django's request logger names the raw path, which may hold a session key: withhold it."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple) and len(record.args) == 2:
            record.args = (record.args[0], "[path withheld]")
        return True
