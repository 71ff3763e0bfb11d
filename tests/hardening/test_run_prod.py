"""`make run-prod`: two web processes, two workers and Beat with DEBUG off, started for real.

A message posted to one web process is read from the other (they share nothing but PostgreSQL and
Redis), both answer /healthz, a key revoked elsewhere is refused by both at once, and the whole
group stops cleanly on SIGTERM.
"""

import os
import signal
import subprocess
import time
from pathlib import Path

import httpx
import pytest
from django.conf import settings
from django.db import connection

from tenants.models import ApiKey
from tenants.services import create_api_key, create_tenant, revoke_api_key
from tests.hardening.services import wait_for_port
from tests.liveserver import free_port

ROOT = Path(__file__).resolve().parents[2]


def wait_healthy(url: str, timeout: float = 90) -> dict:
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        try:
            response = httpx.get(url, timeout=5)
            if response.status_code == 200:
                return response.json()
            last = response.text
        except httpx.TransportError as exc:
            last = repr(exc)
        time.sleep(0.3)
    raise AssertionError(f"{url} never became healthy: {last}")


@pytest.mark.django_db(transaction=True)
def test_run_prod_serves_one_conversation_from_two_web_processes():
    tenant, _ = create_tenant(slug="prod", name="Prod")
    _, api_key = create_api_key(tenant=tenant)
    ports = free_port(), free_port()
    database = settings.DATABASES["default"]
    env = {
        **os.environ,
        "PROD_DATABASE_URL": (
            f"postgres://{database['USER'] or ''}@{database['HOST'] or 'localhost'}:"
            f"{database['PORT'] or 5432}/{connection.settings_dict['NAME']}"
        ),
        "PROD_REDIS_URL": settings.REDIS_URL,
        "PROD_BROKER_URL": settings.CELERY_BROKER_URL,
        "WEB1_PORT": str(ports[0]),
        "WEB2_PORT": str(ports[1]),
        "BEAT_PIDFILE": f"var/celerybeat-test-{ports[0]}.pid",
    }
    for name in ("DEBUG", "SECRET_KEY", "DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL"):
        env.pop(name, None)
    group = subprocess.Popen(
        ["make", "--no-print-directory", "run-prod"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        first, second = (f"http://127.0.0.1:{port}" for port in ports)
        for base in (first, second):
            health = wait_healthy(f"{base}/healthz")
            assert health["status"] == "ok"
        headers = {"Authorization": f"Bearer {api_key}"}
        key = httpx.post(f"{first}/api/v1/sessions", json={}, headers=headers).json()["key"]
        posted = httpx.post(
            f"{first}/api/v1/sessions/{key}/messages",
            json={"role": "user", "text": "Where is order 4711-0815?"},
            headers=headers,
        )
        assert posted.status_code == 201
        read = httpx.get(f"{second}/api/v1/sessions/{key}", headers=headers)
        assert [m["text"] for m in read.json()["messages"]] == ["Where is order 4711-0815?"]
        # DEBUG is off: an unknown page is the plain 404, not Django's debug page.
        missing = httpx.get(f"{second}/no-such-page")
        assert missing.status_code == 404 and "URLconf" not in missing.text
        # Both processes have resolved the key by now; revoked here (a third process), it is
        # refused by each of them at its very next request.
        for base in (first, second):
            assert httpx.get(f"{base}/api/v1/sessions/{key}", headers=headers).status_code == 200
        revoke_api_key(key=ApiKey.objects.get(tenant=tenant))
        for base in (first, second):
            refused = httpx.get(f"{base}/api/v1/sessions/{key}", headers=headers)
            assert refused.status_code == 401, refused.text
    finally:
        os.killpg(group.pid, signal.SIGTERM)
        try:
            output, _ = group.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(group.pid, signal.SIGKILL)
            output, _ = group.communicate()
            raise AssertionError("run-prod did not stop within 30 s") from None
    log = output.decode(errors="replace")
    for name in ("web1", "web2", "worker1", "worker2", "beat"):
        assert f"{name}.1 stopped" in log, log[-3000:]  # each process ran and stopped on SIGTERM
    for port in ports:
        wait_for_port(port, up=False, timeout=5)
