"""PostgreSQL restarted under load: clean 503s, then success again; nothing half-written.

A private cluster (initdb + pg_ctl on a free port) gets a copy of the migrated test database, a
real uvicorn process serves it, a client thread keeps posting messages, and the cluster is stopped
("fast": in-flight transactions are rolled back, as in a failover) and started again.
"""

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest
from django.db import connection

from tests.hardening.services import temp_postgres, wait_for_port
from tests.liveserver import free_port

ROOT = Path(__file__).resolve().parents[2]


# One process for both set-up commands (each Django start costs seconds on a busy machine).
SET_UP = """
import django
django.setup()
from tenants.services import create_api_key, create_tenant
tenant, _ = create_tenant(slug="restart", name="Restart test")
print(create_api_key(tenant=tenant)[1])
"""


def create_key(env: dict) -> str:
    result = subprocess.run(
        [sys.executable, "-c", SET_UP],
        cwd=ROOT,
        env={**env, "DJANGO_SETTINGS_MODULE": "chatmemory.settings"},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return result.stdout.strip().splitlines()[-1]


@pytest.fixture
def served_cluster(db):
    """A uvicorn process on a private PostgreSQL cluster holding a copy of the test database."""
    test_db = connection.settings_dict["NAME"]  # the migrated test database (committed rows only)
    source = f"postgres://localhost:5432/{test_db}"
    with temp_postgres() as cluster:
        cluster.psql("postgres", "-c", "CREATE DATABASE cm")
        dump = subprocess.run(
            ["pg_dump", "--no-owner", "--no-acl", source], capture_output=True, check=True
        )
        subprocess.run(
            ["psql", "-q", "-v", "ON_ERROR_STOP=1", cluster.url("cm")],
            input=dump.stdout,
            check=True,
            stdout=subprocess.DEVNULL,
            timeout=120,
        )
        env = {
            **os.environ,
            "DATABASE_URL": cluster.url("cm"),
            "CONN_MAX_AGE": "60",
            "DATABASE_CONNECT_TIMEOUT": "2",
        }
        api_key = create_key(env)
        port = free_port()
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                "chatmemory.asgi:application",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--no-access-log",
                "--log-level",
                "warning",
            ],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            wait_for_port(port, timeout=30)
            yield cluster, f"http://127.0.0.1:{port}", api_key
        finally:
            server.terminate()
            server.wait(timeout=15)


def test_a_database_restart_fails_requests_cleanly_and_loses_nothing(served_cluster):
    cluster, base, api_key = served_cluster
    client = httpx.Client(base_url=base, headers={"Authorization": f"Bearer {api_key}"}, timeout=10)
    key = client.post("/api/v1/sessions", json={"channel": "web"}).json()["key"]
    accepted: list[str] = []
    statuses: list[int] = []
    stop = threading.Event()

    def post_messages() -> None:
        number = 0
        with httpx.Client(
            base_url=base, headers={"Authorization": f"Bearer {api_key}"}, timeout=10
        ) as poster:
            while not stop.is_set():
                number += 1
                text = f"message number {number}"
                response = poster.post(
                    f"/api/v1/sessions/{key}/messages", json={"role": "user", "text": text}
                )
                statuses.append(response.status_code)
                if response.status_code == 201:
                    accepted.append(text)
                else:
                    body = response.json()
                    assert response.status_code == 503, body
                    assert body["error"]["code"] == "unavailable"
                    assert response.headers["Retry-After"]
                    time.sleep(0.05)

    poster = threading.Thread(target=post_messages)
    poster.start()
    try:
        deadline = time.monotonic() + 60
        while len(accepted) < 5:
            # A posting thread that died (its exception is printed) would leave this loop waiting
            # for ever.
            assert poster.is_alive(), "the posting thread stopped before the restart"
            assert time.monotonic() < deadline, "requests did not succeed before the restart"
            time.sleep(0.05)
        cluster.stop()
        # While it is down: the API answers 503 in the envelope, pages a plain 503 page.
        response = client.post(
            f"/api/v1/sessions/{key}/messages", json={"role": "user", "text": "lost"}
        )
        assert response.status_code == 503
        assert response.json()["error"]["code"] == "unavailable"
        assert response.headers["Retry-After"]
        page = httpx.get(f"{base}/console/", cookies={"sessionid": "x" * 32}, timeout=10)
        assert page.status_code == 503
        assert page.headers["content-type"].startswith("text/html")
        assert client.get("/healthz").status_code == 503
        cluster.start()
        deadline = time.monotonic() + 20
        before = len(accepted)
        while len(accepted) < before + 5:
            assert time.monotonic() < deadline, "requests did not succeed again"
            time.sleep(0.05)
    finally:
        stop.set()
        poster.join(timeout=20)

    assert 503 in statuses and set(statuses) <= {201, 503}
    stored = client.get(f"/api/v1/sessions/{key}").json()["messages"]
    # Every accepted message is stored once, in order, with no gap in seq; nothing else is.
    assert [m["text"] for m in stored] == accepted
    assert [m["seq"] for m in stored] == list(range(1, len(accepted) + 1))
    assert client.get("/healthz").status_code == 200
