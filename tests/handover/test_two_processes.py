"""The console scales past one process: an update made through one ASGI server reaches a
WebSocket connected to another, through the Redis channel layer."""

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
from django.conf import settings
from django.test import Client
from websockets.sync.client import connect

from handover.models import Handover
from tests.liveserver import free_port

from .factories import make_session

ROOT = Path(__file__).resolve().parents[2]


def _test_database_url() -> str:
    """The environment's DATABASE_URL pointed at pytest-django's test database."""
    parts = urlsplit(os.environ["DATABASE_URL"])
    name = settings.DATABASES["default"]["NAME"]
    return urlunsplit((parts.scheme, parts.netloc, f"/{name}", parts.query, parts.fragment))


def _start(port: int, env: dict) -> subprocess.Popen:
    command = [
        sys.executable,
        "-m",
        "uvicorn",
        "chatmemory.asgi:application",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--lifespan",
        "off",
        "--ws",
        "websockets-sansio",
        "--log-level",
        "warning",
    ]
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL)


def _wait_until_up(port: int, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + 40
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the ASGI server on port {port} exited")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2):
                return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.2)
    raise RuntimeError(f"the ASGI server on port {port} did not start")


@pytest.fixture
def two_servers(transactional_db):
    if not os.environ.get("REDIS_URL"):
        pytest.skip("needs REDIS_URL: the channel layer must be shared between processes")
    env = {
        **os.environ,
        "DATABASE_URL": _test_database_url(),
        "SECRET_KEY": settings.SECRET_KEY,
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "SECURE_SSL_REDIRECT": "false",
        "CONN_MAX_AGE": "0",
    }
    ports = [free_port(), free_port()]
    processes = [_start(port, env) for port in ports]
    try:
        for port, process in zip(ports, processes, strict=True):
            _wait_until_up(port, process)
        yield ports
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


def test_a_handover_made_through_one_server_reaches_a_console_on_the_other(
    two_servers, tenant, api_key, make_staff
):
    port_a, port_b = two_servers
    client = Client()
    client.force_login(make_staff("agent"))
    cookie = f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"
    session = make_session(tenant, turns=[])

    with connect(
        f"ws://127.0.0.1:{port_a}/ws/console/",
        origin=f"http://127.0.0.1:{port_a}",
        additional_headers={"Cookie": cookie},
        open_timeout=10,
    ) as socket:
        request = urllib.request.Request(
            f"http://127.0.0.1:{port_b}/api/v1/sessions/{session.key}/handover",
            data=json.dumps({"reason": "Asks for a person"}).encode(),
            headers={"Authorization": f"Bearer {api_key}", "Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            assert response.status == 201
            created = json.loads(response.read())
        event = json.loads(socket.recv(timeout=10))

    assert event == {
        "type": "handover",
        "event": "created",
        "handover": created["id"],
        "status": "queued",
    }
    assert Handover.objects.get().pk == created["id"]

    # Without a signed-in staff session the same socket is refused.
    with pytest.raises(Exception) as refused:
        connect(
            f"ws://127.0.0.1:{port_a}/ws/console/",
            origin=f"http://127.0.0.1:{port_a}",
            open_timeout=10,
        )
    assert "403" in str(refused.value)
