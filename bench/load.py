"""Load test: N concurrent integrator clients against a real uvicorn + PostgreSQL + Redis.

Each client opens its own session, then alternates posting a message and fetching the context
for the next model call, as a chatbot backend does on every turn. The script starts the server
itself (uvicorn on a free loopback port, DEBUG off), prepares the database (migrate, a tenant,
an API key) and reports throughput, latency percentiles and errors.

    .venv/bin/python bench/load.py                       # 50 clients, 2 x 60 s, 2 web processes
    .venv/bin/python bench/load.py --clients 50 --seconds 60 --workers 2 \
        --database-url postgres://localhost:5432/chatmemory_bench --redis-url redis://127.0.0.1:6379/11

Two runs of --seconds each:
- capacity: every client sends its next request as soon as the last is answered (a closed loop),
  which gives the most requests/s the server manages; latency there is only queueing
  (50 clients / throughput), so it is printed but not judged;
- paced: the clients together send --rate requests/s (300 by default) on a fixed schedule, and
  latency counts from when each request was due.

The server runs as deployed (docs/deploy.md); BENCH_UVICORN_ARGS adds uvicorn options (say
"--http h11" to compare HTTP parsers). The report gives each web process's share of the server's
CPU: uvicorn's processes share one listening socket, and a keep-alive connection stays with the
process that accepted it.

Targets: zero errors, >= 300 requests/s, p99 < 100 ms at 300 requests/s, on a 2-core
machine, with the load generator on the same two cores. The server's per-key rate limit is raised
for the run (API_KEY_RATE), since all clients share one key here.
"""

import argparse
import asyncio
import gc
import json
import os
import random
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]

TURNS = [
    "Hello, my order 4711-0815 has not arrived yet.",
    "I ordered it last Monday, delivery was promised for Thursday.",
    "Can you check where it is? I need it by Friday.",
    "The delivery address is the office, not my home.",
    "Does that also hold for the larger one I ordered?",
    "Thanks. Please call me back if it is delayed again.",
]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def manage(env: dict, *args: str) -> str:
    result = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""


def fresh_database(url: str) -> None:
    """Drop and create the bench database: every run starts from the same empty state (this
    machine's PostgreSQL runs without autovacuum, so an old database carries earlier runs'
    dead rows)."""
    server, _, name = url.rpartition("/")
    sys.path.insert(0, str(ROOT / "bench"))
    from benchdb import recreate

    recreate(f"{server}/postgres", name)


def _proc_stats() -> dict[int, tuple[int, int]]:
    """(parent pid, CPU ticks) of every process (Linux /proc)."""
    stats = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            stats[int(entry.name)] = (int(fields[1]), int(fields[11]) + int(fields[12]))
    return stats


def _subtree_ticks(stats: dict, root: int) -> int:
    pids, total = [root], 0
    while pids:
        pid = pids.pop()
        total += stats.get(pid, (0, 0))[1]
        pids.extend(child for child, (parent, _) in stats.items() if parent == pid)
    return total


def tree_cpu(root: int) -> float:
    """CPU seconds used so far by a process and its descendants."""
    return _subtree_ticks(_proc_stats(), root) / os.sysconf("SC_CLK_TCK")


def children_cpu(root: int) -> dict[int, float]:
    """CPU seconds used so far by each child of a process (uvicorn's web processes)."""
    stats = _proc_stats()
    return {
        child: _subtree_ticks(stats, child) / os.sysconf("SC_CLK_TCK")
        for child, (parent, _) in stats.items()
        if parent == root
    }


def cpu_split(before: dict[int, float], after: dict[int, float]) -> str:
    """The web processes' shares of the run's CPU, busiest first: how evenly they shared it."""
    used = sorted((after[pid] - before.get(pid, 0.0) for pid in after), reverse=True)
    used = [seconds for seconds in used if seconds > 0.5]  # not the idle helper processes
    total = sum(used) or 1.0
    return " / ".join(f"{seconds / total:.0%}" for seconds in used)


def machine_speed() -> float:
    """Milliseconds a fixed pure-Python loop takes on one core now (the median of five).

    This machine kind's speed varies by tens of percent from hour to hour (a shared host): a run
    is only comparable with another at a similar figure. Printed before and after the runs.
    """
    times = []
    for _ in range(5):
        started = time.perf_counter()
        total = 0
        for number in range(1_000_000):
            total += number
        times.append((time.perf_counter() - started) * 1000)
    return sorted(times)[2]


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


class Connection:
    """One keep-alive HTTP/1.1 connection on asyncio streams, for the load generator.

    The client shares the machine's two cores with the server it measures, so it must cost far
    less CPU per request than the server: a general-purpose client (httpx) costs about as much as
    a context fetch itself. This speaks just enough HTTP/1.1 for the API: JSON bodies,
    Content-Length or chunked responses, and one request at a time, as a chatbot backend's
    connection does.
    """

    def __init__(self, host: str, port: int, api_key: str):
        self.host, self.port = host, port
        self.head = f"Host: {host}:{port}\r\nAuthorization: Bearer {api_key}\r\n"
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, body: dict | None = None) -> tuple[int, bytes]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        payload = json.dumps(body).encode() if body is not None else b""
        extra = (
            f"Content-Type: application/json\r\nContent-Length: {len(payload)}\r\n"
            if payload
            else ""
        )
        self.writer.write(f"{method} {path} HTTP/1.1\r\n{self.head}{extra}\r\n".encode() + payload)
        try:
            return await asyncio.wait_for(self._response(), timeout=10)
        except BaseException:
            self.close()  # a half-read response would poison the next one
            raise

    async def _response(self) -> tuple[int, bytes]:
        head = await self.reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split(" ", 2)[1])
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        if "content-length" in headers:
            body = await self.reader.readexactly(int(headers["content-length"]))
        elif headers.get("transfer-encoding") == "chunked":
            chunks = []
            while size := int((await self.reader.readuntil(b"\r\n")).strip(), 16):
                chunks.append(await self.reader.readexactly(size))
                await self.reader.readuntil(b"\r\n")
            await self.reader.readuntil(b"\r\n")
            body = b"".join(chunks)
        else:
            body = await self.reader.read()
        if headers.get("connection") == "close":
            self.close()
        return status, body

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


async def client_loop(
    base: str,
    api_key: str,
    start: "Start",
    results: dict,
    errors: list,
    number: int,
    interval: float | None = None,
) -> None:
    """One integrator client; with `interval`, it sends a request every `interval` seconds.

    Paced, a request's latency counts from the moment it was due, not from when it was sent: a
    server that falls behind makes every later request late too, and that delay is its own
    (no "coordinated omission").
    """
    host, _, port = base.removeprefix("http://").partition(":")
    client = Connection(host, int(port), api_key)
    try:
        status, body = await client.request(
            "POST", "/api/v1/sessions", {"channel": "web", "locale": "en"}
        )
        if status != 201:
            errors.append(("session", status))
            await start.ready()  # the others must not wait for this one
            return
        key = json.loads(body)["key"]
        rng = random.Random(number)
        turn = 0
        # Every client has its session before the clock starts; paced clients then start spread
        # over one interval, so requests arrive evenly from the first second.
        until = await start.ready()
        due = time.perf_counter() + (rng.random() * interval if interval else 0)
        while time.monotonic() < until:
            text = f"{TURNS[turn % len(TURNS)]} (turn {turn}, client {number})"
            message = {"role": "user" if turn % 2 == 0 else "assistant", "text": text}
            for kind, method, url, body in (
                ("message", "POST", f"/api/v1/sessions/{key}/messages", message),
                ("context", "GET", f"/api/v1/sessions/{key}/context", None),
            ):
                if interval:
                    if (wait := due - time.perf_counter()) > 0:
                        await asyncio.sleep(wait)
                    started = due
                    due += interval
                else:
                    started = time.perf_counter()
                try:
                    status, _ = await client.request(method, url, body)
                except (TimeoutError, OSError, asyncio.IncompleteReadError) as exc:
                    status = type(exc).__name__
                elapsed = (time.perf_counter() - started) * 1000
                results[kind].append(elapsed)
                results["trace"].append((started, kind, elapsed))
                if status not in (200, 201):
                    errors.append((kind, status))
            turn += 1
            if rng.random() < 0.02:  # now and then a fresh conversation, as visitors come and go
                status, body = await client.request("POST", "/api/v1/sessions", {"channel": "web"})
                if status == 201:
                    key = json.loads(body)["key"]
    finally:
        client.close()


class Start:
    """The moment every client is ready: the measured `seconds` run from there."""

    def __init__(self, clients: int, seconds: float):
        self.waiting = clients
        self.seconds = seconds
        self.event = asyncio.Event()
        self.began = 0.0

    async def ready(self) -> float:
        """Wait for the other clients; returns when the run ends (time.monotonic())."""
        self.waiting -= 1
        if self.waiting == 0:
            self.began = time.monotonic()
            self.event.set()
        await self.event.wait()
        return self.began + self.seconds


async def run(
    base: str, api_key: str, clients: int, seconds: float, rate: float | None = None
) -> tuple[dict, list, float]:
    """All clients for `seconds`: as fast as each can go, or together at `rate` requests/s."""
    results: dict[str, list] = {"message": [], "context": [], "trace": []}
    errors: list = []
    start = Start(clients, seconds)
    interval = clients / rate if rate else None
    await asyncio.gather(
        *(client_loop(base, api_key, start, results, errors, n, interval) for n in range(clients))
    )
    return results, errors, time.monotonic() - start.began


def report(
    title: str, results: dict, errors: list, elapsed: float, cpu: tuple, split: str
) -> list[float]:
    everything = results["message"] + results["context"]
    print(f"## {title}")
    print()
    print("| requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |")
    print("|---|---|---|---|---|---|---|")
    for name, values in (
        ("all", everything),
        ("message", results["message"]),
        ("context", results["context"]),
    ):
        kind_errors = [e for e in errors if name == "all" or e[0] == name]
        print(
            f"| {name}: {len(values)} | {len(values) / elapsed:.0f} | "
            f"{percentile(values, 50):.1f} | {percentile(values, 95):.1f} | "
            f"{percentile(values, 99):.1f} | {max(values, default=float('nan')):.1f} | "
            f"{len(kind_errors)} |"
        )
    if errors:
        print("\nerrors (kind, status):", sorted(set(errors))[:20])
    if results["trace"]:
        # Whether the slow requests are spread out or come together (a stall of the server, the
        # database or the machine): the seconds of the run with the slowest p99.
        start = min(started for started, _kind, _ms in results["trace"])
        seconds: dict[int, list[float]] = {}
        for started, _kind, ms in results["trace"]:
            seconds.setdefault(int(started - start), []).append(ms)
        worst = sorted(seconds.items(), key=lambda item: -percentile(item[1], 99))[:5]
        print(
            "\nslowest seconds (second of the run: p99 ms):",
            ", ".join(f"{second}: {percentile(values, 99):.0f}" for second, values in worst),
        )
    if everything:
        server_cpu, client_cpu, worker_cpu = cpu
        print(
            f"\nCPU per request: server {server_cpu / len(everything) * 1000:.2f} ms, "
            f"load generator {client_cpu / len(everything) * 1000:.2f} ms, "
            f"Celery worker {worker_cpu / len(everything) * 1000:.2f} ms"
        )
        print(f"web processes' shares of the server's CPU: {split}")
    print()
    return everything


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--workers", type=int, default=2, help="uvicorn worker processes")
    parser.add_argument(
        "--rate", type=float, default=300, help="requests/s of the paced run (all clients)"
    )
    parser.add_argument(
        "--database-url",
        default=os.environ.get("BENCH_DATABASE_URL", "postgres://localhost:5432/chatmemory_bench"),
    )
    parser.add_argument(
        "--redis-url", default=os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/11")
    )
    parser.add_argument(
        "--broker-url", default=os.environ.get("BENCH_BROKER_URL", "redis://127.0.0.1:6379/12")
    )
    parser.add_argument(
        "--trace", type=Path, help="write every request of the paced run here (CSV: s, kind, ms)"
    )
    args = parser.parse_args()

    fresh_database(args.database_url)
    env = {
        **os.environ,
        "DEBUG": "false",
        "SECRET_KEY": "bench-" + "x" * 50,
        "DATABASE_URL": args.database_url,
        "REDIS_URL": args.redis_url,
        "CELERY_BROKER_URL": args.broker_url,
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "SECURE_SSL_REDIRECT": "false",
        "API_KEY_RATE": "1000000/m",
        # As in production: a JSON line per request (written to /dev/null here).
        "LOG_LEVEL": "INFO",
    }
    manage(env, "migrate", "--no-input")
    manage(env, "create_tenant", "bench", "--name", "Load bench")
    api_key = manage(env, "create_api_key", "--tenant", "bench")
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
            "--workers",
            str(args.workers),
            "--no-access-log",
            *os.environ.get("BENCH_UVICORN_ARGS", "").split(),
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    # As deployed (Procfile.prod's worker): a Celery worker folds the summaries off the request.
    # Without one, every context would fold its session's whole backlog in the web process.
    worker = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "chatmemory",
            "worker",
            "--pool",
            "threads",
            "--concurrency",
            "1",
            "--loglevel",
            "WARNING",
            "--without-heartbeat",
            "--without-gossip",
            "--without-mingle",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/healthz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                print("the server did not come up", file=sys.stderr)
                return 2
            time.sleep(0.2)
        # A short warm-up so imports and connection set-up are not measured.
        asyncio.run(run(base, api_key, min(args.clients, 10), 3))
        load_before = os.getloadavg()
        speed_before = machine_speed()
        runs = {}
        for name, rate in (("capacity", None), ("paced", args.rate)):
            cpu = time.process_time(), tree_cpu(server.pid), tree_cpu(worker.pid)
            split = children_cpu(server.pid)
            # The load generator's own garbage collection would stall every client at once and
            # count as server latency: off while it measures (it frees its memory at exit).
            gc.collect()
            gc.disable()
            try:
                outcome = asyncio.run(run(base, api_key, args.clients, args.seconds, rate))
            finally:
                gc.enable()
            cpu = (
                tree_cpu(server.pid) - cpu[1],
                time.process_time() - cpu[0],
                tree_cpu(worker.pid) - cpu[2],
            )
            runs[name] = (*outcome, cpu, cpu_split(split, children_cpu(server.pid)))
        load_after = os.getloadavg()
        speed_after = machine_speed()
    finally:
        for process in (server, worker):
            process.terminate()
        for process in (server, worker):
            process.wait(timeout=30)

    print(
        f"# Load: {args.clients} clients, {args.seconds:.0f} s a run, {args.workers} web processes"
    )
    print(
        f"machine: {os.cpu_count()} cores; load average before {load_before[0]:.2f}, "
        f"after {load_after[0]:.2f} (1 min); a fixed loop took {speed_before:.0f} ms before, "
        f"{speed_after:.0f} ms after (lower is faster; compare runs only at similar figures)"
    )
    print()
    capacity = report("Capacity: every client as fast as it can", *runs["capacity"])
    paced = report(f"Paced: {args.rate:.0f} requests/s in all", *runs["paced"])
    if args.trace:
        trace = runs["paced"][0]["trace"]
        start = min((started for started, _kind, _ms in trace), default=0)
        args.trace.write_text(
            "".join(f"{started - start:.4f},{kind},{ms:.2f}\n" for started, kind, ms in trace)
        )
    capacity_rate = len(capacity) / runs["capacity"][2]
    paced_rate = len(paced) / runs["paced"][2]
    errors = runs["capacity"][1] + runs["paced"][1]
    print(
        f"throughput: capacity {capacity_rate:.0f} req/s ({capacity_rate / 300:.2f}x the floor "
        f"of 300); the paced run achieved {paced_rate:.0f} req/s"
    )
    print(
        f"latency at {args.rate:.0f} req/s: p99 {percentile(paced, 99):.1f} ms "
        f"({percentile(paced, 99) / 100:.2f}x the 100 ms ceiling); errors {len(errors)}"
    )
    ok = (
        not errors
        and capacity_rate >= 300
        and paced_rate >= 0.98 * args.rate
        and percentile(paced, 99) < 100
    )
    print(
        "targets (0 errors, >= 300 req/s, p99 < 100 ms at 300 req/s):", "met" if ok else "NOT met"
    )
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
