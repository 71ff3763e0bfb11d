"""How fast a reply reaches the other side, over two web processes and the Redis channel layer.

Run as `python bench/live_reply.py` with DATABASE_URL (its server hosts a throw-away database,
BENCH_DB, default cm_bench_live) and REDIS_URL. It starts two uvicorn processes, A and B, and
measures both directions as the browsers do them:

- agent -> visitor: the agent posts a reply to B (the console's composer); the visitor's widget
  socket on A hears the event (an id, never the text) and fetches the turn from A;
- visitor -> agent: the visitor posts to A (the widget); the agent's console socket on B hears
  the event and fetches the masked turn from B.

Each figure is from just before the POST to the fetched turn in hand. Prints the median and p95
per direction and their ratio to the 300 ms target.
"""

import json
import os
import queue
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from benchdb import bench_urls, recreate  # noqa: E402

RUNS = int(os.environ.get("BENCH_RUNS", "60"))
WARMUP = 5
TARGET_MS = 300.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_server(port: int, env: dict, log) -> subprocess.Popen:
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
        "--no-access-log",
        "--log-level",
        "warning",
    ]
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=log)


def wait_until_up(port: int) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2):
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"the server on port {port} did not start")


def request(url: str, *, data: bytes | None = None, headers: dict | None = None) -> bytes:
    req = urllib.request.Request(url, data=data, headers=headers or {})
    with urllib.request.urlopen(req, timeout=10) as response:
        return response.read()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def prepare(env: dict) -> dict:
    """Migrate, then a tenant, a site, an agent holding a claimed case; the agent's cookies."""
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--no-input"],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
    )
    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "chatmemory.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.test import Client

    from handover import services as handover_services
    from memory import services as memory_services
    from tenants.services import create_staff, create_tenant, ensure_site

    tenant, _ = create_tenant(slug="bench-live", name="Bench live")
    site = ensure_site(tenant=tenant, name="Bench shop", allowed_origins=[])
    agent, _ = create_staff(username="bench-agent", tenant=tenant, role="agent", password="x")
    session = memory_services.create_session(tenant=tenant, channel="web", site=site)
    memory_services.append_message(session=session, role="user", text="I need a person, please.")
    handover = handover_services.create_handover(session=session, reason="Wants a person")
    handover_services.claim_handover(handover=handover, user=agent)
    client = Client()
    client.force_login(agent)
    csrf = secrets.token_hex(16)
    return {
        "site": site.public_id,
        "key": session.key,
        "handover": handover.pk,
        "cookie": f"{settings.SESSION_COOKIE_NAME}="
        f"{client.cookies[settings.SESSION_COOKIE_NAME].value}; "
        f"{settings.CSRF_COOKIE_NAME}={csrf}",
        "csrf": csrf,
    }


def listen(ws_url: str, origin: str, cookie: str | None, events: queue.Queue, ready) -> None:
    """Put every `message` event the socket hears into `events`; reconnect when it closes, as
    the pages do (the drops are counted and printed)."""
    from websockets.sync.client import connect

    headers = {"Cookie": cookie} if cookie else None
    while not STOP.is_set():
        try:
            with connect(ws_url, origin=origin, additional_headers=headers, open_timeout=10) as ws:
                ready.set()
                while True:
                    try:
                        data = json.loads(ws.recv(timeout=30))
                    except TimeoutError:
                        continue
                    if data.get("event") == "message":
                        events.put(data)
        except Exception as exc:
            if not STOP.is_set():
                DROPS.append(f"{ws_url.split('/ws/')[1].split('/')[0]}: {type(exc).__name__}")
                time.sleep(0.5)


DROPS: list[str] = []
STOP = threading.Event()


def measure(post, fetch, events: queue.Queue, wanted_role: str) -> tuple[float, float, float]:
    """Milliseconds from just before the POST to: its answer, the event, the fetched turn."""
    started = time.perf_counter()
    post()
    posted = time.perf_counter()
    while True:
        event = events.get(timeout=5)
        if event.get("role") == wanted_role:
            break
    heard = max(time.perf_counter(), posted)
    fetch(event["seq"] - 1)
    done = time.perf_counter()
    return tuple((t - started) * 1000 for t in (posted, heard, done))


def main() -> None:
    if not os.environ.get("REDIS_URL"):
        sys.exit("REDIS_URL is needed: two processes share the Redis channel layer.")
    admin, url, name = bench_urls("cm_bench_live")
    recreate(admin, name)
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "DEBUG": "false",
        "SECRET_KEY": "bench-" + "x" * 50,
        "ALLOWED_HOSTS": "127.0.0.1,localhost,testserver",
        "SECURE_SSL_REDIRECT": "false",
        "WIDGET_RATE_MESSAGE": "100000/m",
        "WIDGET_RATE_READ": "100000/m",
        "WIDGET_RATE_IP": "100000/m",
        "LOG_LEVEL": "WARNING",
    }
    ids = prepare(env)
    port_a, port_b = free_port(), free_port()
    # The servers' errors, to tell why a socket dropped (counted at the end).
    log = tempfile.TemporaryFile(mode="w+")
    servers = [start_server(port_a, env, log), start_server(port_b, env, log)]
    try:
        wait_until_up(port_a)
        wait_until_up(port_b)
        a, b = f"http://127.0.0.1:{port_a}", f"http://127.0.0.1:{port_b}"
        widget_events: queue.Queue = queue.Queue()
        console_events: queue.Queue = queue.Queue()
        ready_widget, ready_console = threading.Event(), threading.Event()
        threading.Thread(
            target=listen,
            args=(
                f"ws://127.0.0.1:{port_a}/ws/widget/{ids['site']}/{ids['key']}/",
                a,
                None,
                widget_events,
                ready_widget,
            ),
            daemon=True,
        ).start()
        threading.Thread(
            target=listen,
            args=(
                f"ws://127.0.0.1:{port_b}/ws/console/",
                b,
                ids["cookie"],
                console_events,
                ready_console,
            ),
            daemon=True,
        ).start()
        ready_widget.wait(10)
        ready_console.wait(10)
        session_url = f"{a}/widget/v1/sites/{ids['site']}/sessions/{ids['key']}"
        reply_url = f"{b}/console/handovers/{ids['handover']}/reply/"
        lines_url = f"{b}/console/handovers/{ids['handover']}/messages/"
        agent_headers = {
            "Cookie": ids["cookie"],
            "X-CSRFToken": ids["csrf"],
            "Accept": "application/json",
            "Content-Type": "application/x-www-form-urlencoded",
        }

        def agent_posts(n: int):
            body = f"text=Reply+number+{n}+from+the+team".encode()
            return lambda: request(reply_url, data=body, headers=agent_headers)

        def visitor_posts(n: int):
            body = json.dumps({"text": f"Visitor message {n}"}).encode()
            headers = {"Content-Type": "application/json"}
            return lambda: request(f"{session_url}/messages", data=body, headers=headers)

        def widget_fetch(after: int) -> None:
            assert json.loads(request(f"{session_url}?after={after}"))["messages"]

        def console_fetch(after: int) -> None:
            assert b"msg role-" in request(
                f"{lines_url}?after={after}", headers={"Cookie": ids["cookie"]}
            )

        to_visitor, to_agent = [], []
        missed = 0
        for n in range(WARMUP + RUNS):
            try:
                first = measure(agent_posts(n), widget_fetch, widget_events, "agent")
                second = measure(visitor_posts(n), console_fetch, console_events, "user")
            except queue.Empty:
                missed += 1  # the page would have fetched it with its next poll
                continue
            if n >= WARMUP:
                to_visitor.append(first)
                to_agent.append(second)
    finally:
        STOP.set()
        for server in servers:
            server.terminate()
        for server in servers:
            server.wait(timeout=10)
        from django.db import connections

        connections.close_all()
        recreate(admin, name, drop_only=True)

    print(f"live reply over two web processes, {RUNS} runs per direction (ms)")
    print(f"  events missed: {missed}; socket drops: {len(DROPS)} {DROPS or ''}")
    log.seek(0)
    timeouts = sum("Timeout reading" in line for line in log)
    print(f"  the servers' redis read timeouts ('Timeout reading from ...'): {timeouts}")
    for label, runs in (("agent -> visitor", to_visitor), ("visitor -> agent", to_agent)):
        values = [run[2] for run in runs]
        median, p95 = statistics.median(values), percentile(values, 0.95)
        print(
            f"  {label}: median {median:6.1f}  p95 {p95:6.1f}  "
            f"p95 / {TARGET_MS:.0f} ms target = {p95 / TARGET_MS:.2f}"
        )
        print(
            "    of which (medians): POST answered "
            f"{statistics.median(r[0] for r in runs):.1f}, event in hand "
            f"{statistics.median(r[1] for r in runs):.1f}, turn fetched {median:.1f}"
        )


if __name__ == "__main__":
    main()
