"""`make test` runs two pytest-xdist workers; each gets Redis databases of its own
(tests/xdist_env.py), so one worker's cache.clear() or Celery worker never reaches the other's."""

import os
import runpy
from pathlib import Path

import pytest
from django.conf import settings

PLUGIN = Path(__file__).resolve().parents[1] / "xdist_env.py"


def test_the_settings_were_read_after_this_worker_got_its_databases():
    """The plugin runs before pytest-django loads the settings: what the settings hold is what
    this worker's environment says (on gw1 a different pair than on gw0)."""
    assert settings.REDIS_URL == os.environ.get("REDIS_URL", "")
    assert settings.CELERY_BROKER_URL == os.environ.get("CELERY_BROKER_URL", "filesystem://")


@pytest.mark.parametrize(
    ("worker", "cache", "broker"),
    [
        (None, "redis://127.0.0.1:6379/15", "redis://127.0.0.1:6379/14"),
        ("gw0", "redis://127.0.0.1:6379/15", "redis://127.0.0.1:6379/14"),
        ("gw1", "redis://127.0.0.1:6379/13", "redis://127.0.0.1:6379/12"),
        ("gw2", "redis://127.0.0.1:6379/11", "redis://127.0.0.1:6379/10"),
    ],
)
def test_each_worker_moves_both_databases_two_down(monkeypatch, worker, cache, broker):
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/15")
    monkeypatch.setenv("CELERY_BROKER_URL", "redis://127.0.0.1:6379/14")
    if worker is None:
        monkeypatch.delenv("PYTEST_XDIST_WORKER", raising=False)
    else:
        monkeypatch.setenv("PYTEST_XDIST_WORKER", worker)
    runpy.run_path(str(PLUGIN))
    assert (os.environ["REDIS_URL"], os.environ["CELERY_BROKER_URL"]) == (cache, broker)


def test_a_fourth_worker_is_refused_before_it_reaches_the_stacks_databases(monkeypatch):
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/15")
    monkeypatch.setenv("CELERY_BROKER_URL", "redis://127.0.0.1:6379/14")
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw3")
    with pytest.raises(RuntimeError, match="at most 3"):
        runpy.run_path(str(PLUGIN))


def test_a_broker_that_is_not_redis_is_left_alone(monkeypatch):
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/15")
    monkeypatch.setenv("CELERY_BROKER_URL", "amqp://guest:guest@127.0.0.1:5672//")
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw1")
    runpy.run_path(str(PLUGIN))
    assert os.environ["CELERY_BROKER_URL"] == "amqp://guest:guest@127.0.0.1:5672//"
