"""Throwaway Redis and PostgreSQL servers that a fault test may kill and restart, and the Celery
app pointed at such a broker.

The shared servers of the machine are never touched: each helper starts its own server on a free
loopback port under a temporary directory, and stops it (and deletes the directory) afterwards.
"""

import contextlib
import logging
import os
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from celery.contrib.testing.worker import start_worker
from django.conf import settings

from chatmemory.celery import app
from tests.liveserver import free_port


def wait_for_port(port: int, *, up: bool = True, timeout: float = 15.0) -> None:
    """Wait until something listens on the loopback port (or, with up=False, nothing does)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket() as sock:
            sock.settimeout(0.2)
            listening = sock.connect_ex(("127.0.0.1", port)) == 0
        if listening == up:
            return
        time.sleep(0.05)
    raise TimeoutError(f"port {port} did not go {'up' if up else 'down'}")


@dataclass
class TempRedis:
    port: int
    process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                shutil.which("redis-server") or "redis-server",
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        wait_for_port(self.port)

    def kill(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait(timeout=10)
            self.process = None
            wait_for_port(self.port, up=False)


@contextlib.contextmanager
def temp_redis():
    """A private redis-server on a free port; `kill()` and `start()` it at will."""
    server = TempRedis(port=free_port())
    server.start()
    try:
        yield server
    finally:
        server.kill()


def _as_postgres(args: list[str]) -> list[str]:
    # initdb and pg_ctl refuse to run as root; the Debian package's postgres user runs them then.
    if os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *args]
    return args


@dataclass
class TempPostgres:
    port: int
    directory: Path

    @property
    def data(self) -> Path:
        return self.directory / "data"

    def url(self, database: str) -> str:
        return f"postgres://root@127.0.0.1:{self.port}/{database}"

    def pg_ctl(self, *args: str) -> None:
        subprocess.run(
            _as_postgres(
                [
                    shutil.which("pg_ctl") or "pg_ctl",
                    "-D",
                    str(self.data),
                    "-l",
                    str(self.directory / "log"),
                    "-w",
                    *args,
                ]
            ),
            check=True,
            stdout=subprocess.DEVNULL,
            timeout=60,
        )

    def start(self) -> None:
        self.pg_ctl(
            "-o",
            f"-p {self.port} -k {self.directory} -c listen_addresses=127.0.0.1 -c fsync=off",
            "start",
        )

    def stop(self) -> None:
        # "fast": open transactions are rolled back and clients disconnected, as in a failover.
        self.pg_ctl("-m", "fast", "stop")

    def psql(self, database: str, *args: str, stdin=None) -> None:
        subprocess.run(
            ["psql", "-q", "-v", "ON_ERROR_STOP=1", self.url(database), *args],
            check=True,
            stdin=stdin,
            stdout=subprocess.DEVNULL,
            timeout=120,
        )


@contextlib.contextmanager
def temp_postgres():
    """A private PostgreSQL cluster (initdb) on a free port, superuser `root` with trust auth."""
    directory = Path(tempfile.mkdtemp(prefix="cm-pg-"))
    if os.geteuid() == 0:
        shutil.chown(directory, user="postgres")
    server = TempPostgres(port=free_port(), directory=directory)
    try:
        subprocess.run(
            _as_postgres(
                [
                    shutil.which("initdb") or "initdb",
                    "-D",
                    str(server.data),
                    "-U",
                    "root",
                    "--auth=trust",
                    "-E",
                    "UTF8",
                    "--no-sync",
                ]
            ),
            check=True,
            stdout=subprocess.DEVNULL,
            timeout=120,
        )
        server.start()
        yield server
    finally:
        with contextlib.suppress(Exception):
            server.stop()
        shutil.rmtree(directory, ignore_errors=True)


@contextlib.contextmanager
def broker_at(url: str):
    """Point the Celery app (and its connection pools) at another broker for a while."""
    names = ("broker_url", "broker_read_url", "broker_write_url")
    old = {name: app.conf[name] for name in names}

    def reset() -> None:
        # Drop the references only: closing the pools would break kombu's shared producer
        # pools that later tests publish through.
        app._pool = None
        app.amqp._producer_pool = None

    app.conf.update({name: url for name in names})
    reset()
    try:
        yield
    finally:
        app.conf.update(old)
        reset()


def publish_beat_tick() -> None:
    """What Beat does on a tick: publish every scheduled task."""
    for entry in settings.BEAT_SCHEDULE.values():
        app.send_task(entry["task"])


@contextlib.contextmanager
def in_process_worker():
    """A Celery worker (solo pool) in a thread of this process, consuming the app's broker.

    The root logger is left as it was: the worker's logging set-up raises its level to ERROR,
    which would silence the log records later tests look for.
    """
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    try:
        with start_worker(app, pool="solo", perform_ping_check=False, shutdown_timeout=10):
            yield
    finally:
        root.setLevel(level)
        root.handlers = handlers
