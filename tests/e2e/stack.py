"""The whole stack as people start it: `make run` or `make run-prod`, in a process group of its own,
configured by environment variables only.

Every process the stack starts carries a marker variable of this stack; at teardown the group is
asked to stop (SIGTERM, honcho's Ctrl-C), and whatever still carries the marker afterwards is
killed, whichever process group honcho gave it.
"""

import json
import os
import re
import signal
import subprocess
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]
PYTHON = ROOT / ".venv" / "bin" / "python"
MARKER = "CHATMEMORY_E2E_STACK"
_WORKER_READY = re.compile(r"\w@\S+ ready\.")

# What a stack's processes inherit from the test run besides their own settings: nothing that
# configures chatmemory (the test run's DATABASE_URL, REDIS_URL, ... stay out).
INHERITED = ("PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "USER", "LOGNAME")


def base_env() -> dict[str, str]:
    return {name: os.environ[name] for name in INHERITED if name in os.environ}


def wait_until(check: Callable[[], object], *, timeout: float, what: str, every: float = 0.2):
    """Call `check` until it returns something truthy, and return that; fail naming `what`."""
    deadline = time.monotonic() + timeout
    last_error: Exception | None = None
    while time.monotonic() < deadline:
        try:
            value = check()
        except (httpx.TransportError, OSError) as exc:
            last_error, value = exc, None
        if value:
            return value
        time.sleep(every)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what} ({last_error!r})")


@dataclass
class Stack:
    """One `make` target's processes; `urls` are its web processes."""

    target: str
    env: dict[str, str]
    urls: list[str]
    log_path: Path
    marker: str = field(default_factory=lambda: uuid.uuid4().hex)
    process: subprocess.Popen | None = None
    _log_offset: int = 0

    def start(self, *, timeout: float = 180) -> None:
        # `-o` the run stamp: the suite runs the stack, it never installs packages.
        command = ["make", "--no-print-directory", "-o", ".venv/.run-installed", self.target]
        self._log_offset = self.log_path.stat().st_size if self.log_path.exists() else 0
        with open(self.log_path, "ab") as log:
            self.process = subprocess.Popen(
                command,
                cwd=ROOT,
                env={**self.env, MARKER: self.marker},
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        for url in self.urls:
            wait_until(lambda url=url: self._healthy(url), timeout=timeout, what=f"{url}/healthz")
        # Tasks published before a worker listens would wait in the broker; wait for the workers.
        workers = 2 if self.target == "run-prod" else 1
        wait_until(
            lambda: (
                len(_WORKER_READY.findall(self.log())) >= workers and "beat: Starting" in self.log()
            ),
            timeout=timeout,
            what="the Celery workers and Beat",
        )

    def _healthy(self, url: str) -> bool:
        if self.process is not None and self.process.poll() is not None:
            raise AssertionError(f"make {self.target} exited early:\n{self.log()[-4000:]}")
        response = httpx.get(f"{url}/healthz", timeout=5)
        return response.status_code == 200 and response.json()["status"] == "ok"

    def log(self) -> str:
        """What this run of the stack has written so far (every process, honcho's prefixes)."""
        with open(self.log_path, "rb") as log:
            log.seek(self._log_offset)
            return log.read().decode(errors="replace")

    def pids(self) -> list[int]:
        """Every live process that carries this stack's marker."""
        needle = f"{MARKER}={self.marker}".encode()
        found = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                environ = (entry / "environ").read_bytes()
            except OSError:
                continue
            if needle in environ.split(b"\0"):
                found.append(int(entry.name))
        return found

    def process_env(self) -> dict[str, str]:
        """The environment of a running web process: the settings every process was given."""
        for pid in self.pids():
            try:
                cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
                raw = Path(f"/proc/{pid}/environ").read_bytes()
            except OSError:
                continue
            if b"uvicorn" in cmdline and b"/bin/sh" not in cmdline:
                pairs = (item.partition(b"=") for item in raw.split(b"\0") if item)
                env = {k.decode(): v.decode() for k, _sep, v in pairs}
                env.pop(MARKER, None)
                env.pop("PORT", None)  # honcho's, per process
                return env
        raise AssertionError(f"no web process of make {self.target} is running")

    def stop(self, *, timeout: float = 30) -> None:
        """SIGTERM to the group (honcho stops every process as on Ctrl-C), then SIGKILL for
        anything of this stack still alive, whichever process group it is in."""
        if self.process is not None and self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                pass
        deadline = time.monotonic() + 10
        while self.pids() and time.monotonic() < deadline:
            time.sleep(0.2)
        for pid in self.pids():
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)
        wait_until(lambda: not self.pids(), timeout=10, what="the stack's processes to go")


def manage(env: dict[str, str], *args: str, stdin: str | None = None) -> str:
    """A management command in a process of its own, with the stack's settings; its stdout."""
    result = subprocess.run(
        [str(PYTHON), "manage.py", *args],
        cwd=ROOT,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, f"manage.py {' '.join(args)}:\n{result.stderr[-3000:]}"
    return result.stdout


def last_line(output: str) -> str:
    return output.strip().splitlines()[-1].strip()


# What a clean log must not hold: a traceback, an error-level record (JSON or Celery's own
# format), or a request answered with a 5xx.
_CELERY_ERROR = re.compile(r"\[[^\]]*: (ERROR|CRITICAL)/")
# Stopping: honcho signals each process's whole group, so a prefork worker's pool processes get
# SIGTERM beside their parent, which reports that as an error record.
_STOPPED_POOL = re.compile(
    r"Process 'ForkPoolWorker-\d+' pid:\d+ exited with 'signal 15 \(SIGTERM\)'"
)


def problems_in(log: str) -> list[str]:
    """The log lines that show a server error, a traceback or an error-level record."""
    found = []
    for line in log.splitlines():
        text = line.split("| ", 1)[1] if "| " in line else line
        if _STOPPED_POOL.search(text):
            continue
        if "Traceback (most recent call last)" in text or _CELERY_ERROR.search(text):
            found.append(line)
            continue
        if text.startswith("{"):
            try:
                record = json.loads(text)
            except ValueError:
                continue
            status = record.get("status")
            if (
                record.get("level") in ("ERROR", "CRITICAL")
                or record.get("exc_type")
                or (isinstance(status, int) and status >= 500)
            ):
                found.append(line)
    return found
