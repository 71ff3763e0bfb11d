"""Log lines are JSON and carry no user text, whoever logs them."""

import json
import logging

from django.conf import settings

from chatmemory.logging import JsonFormatter

SECRET = "Sonnenblume42!"


def _line(logger: str, msg: str, args=(), **extra) -> dict:
    record = logging.LogRecord(logger, logging.ERROR, __file__, 1, msg, args, None)
    record.__dict__.update(extra)
    return json.loads(JsonFormatter().format(record))


def test_a_third_party_record_keeps_its_template_not_its_arguments_or_extras():
    # What Celery's task tracer logs when a task raises.
    line = _line(
        "celery.app.trace",
        "Task %(name)s[%(id)s] raised unexpected: %(exc)s",
        ({"name": "memory.tasks.fold_summary", "id": "1", "exc": f"ValueError('{SECRET}')"},),
        data={"exc": f"ValueError('{SECRET}')", "args": [SECRET]},
    )
    assert SECRET not in json.dumps(line)
    assert line["event"] == "Task memory.tasks.fold_summary[1] raised unexpected: [withheld]"
    assert line["logger"] == "celery.app.trace"


def test_a_third_party_line_with_positional_arguments_keeps_only_its_template():
    # redis-py or kombu naming a broker URL with its password, uvicorn a path with a session key.
    line = _line("celery.worker.consumer.connection", "Connected to %s", (f"redis://:{SECRET}@h",))
    assert line["event"] == "Connected to %s"
    assert _line("celery.apps.worker", "%s ready.", ("worker1@host",))["event"] == (
        "worker1@host ready."
    )


def test_our_own_records_keep_their_safe_fields():
    line = _line("memory.tasks", "idle sessions ended", count=3)
    assert line["event"] == "idle sessions ended" and line["count"] == 3


def test_the_worker_logs_through_our_configuration():
    assert settings.CELERY_WORKER_HIJACK_ROOT_LOGGER is False
    assert settings.LOGGING["root"]["handlers"] == ["console"]
