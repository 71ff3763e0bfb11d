"""The Celery application; tasks live in each app's `tasks.py`."""

import os
from pathlib import Path

from celery import Celery
from celery.signals import beat_init, worker_init

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "chatmemory.settings")

app = Celery("chatmemory")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@app.on_after_configure.connect
@worker_init.connect
@beat_init.connect
def _make_filesystem_broker_folders(**kwargs) -> None:
    """kombu's filesystem transport expects its folders to exist: in the web process too, which
    may publish a task before the worker has started (make run starts them side by side)."""
    options = app.conf.broker_transport_options or {}
    for key in ("data_folder_in", "data_folder_out", "processed_folder", "control_folder"):
        if key in options:
            Path(options[key]).mkdir(parents=True, exist_ok=True)
