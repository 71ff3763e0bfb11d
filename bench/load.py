"""Load test: N concurrent integrator clients against a real uvicorn + PostgreSQL + Redis.

Each client opens its own session, then alternates posting a message and fetching the context
for the next model call, as a chatbot backend does on every turn. The script starts the server
itself (uvicorn on a free loopback port, DEBUG off), prepares the database (migrate, a tenant,
an API key) and reports throughput, latency percentiles and errors.

    .venv/bin/python bench/load.py                       # 50 clients, 60 s, 2 uvicorn workers
    .venv/bin/python bench/load.py --clients 50 --seconds 60 --workers 2 \
        --database-url postgres://localhost:5432/chatmemory_bench --redis-url redis://127.0.0.1:6379/11

Targets (issue 8): zero errors, p99 < 100 ms, >= 300 requests/s on a 2-core machine. The server's
per-key rate limit is raised for the run (API_KEY_RATE), since all clients share one key here.
"""

import argparse
import asyncio
import os
import random
import socket
import statistics
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


def ensure_database(url: str) -> None:
    """Create the bench database if it does not exist (psql on the same server)."""
    server, _, name = url.rpartition("/")
    exists = subprocess.run(
        ["psql", f"{server}/postgres", "-tAc", f"SELECT 1 FROM pg_database WHERE datname='{name}'"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    if not exists:
        subprocess.run(
            ["psql", f"{server}/postgres", "-c", f'CREATE DATABASE "{name}"'], check=True
        )


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


async def client_loop(
    base: str, api_key: str, until: float, results: dict, errors: list, number: int
) -> None:
    headers = {"Authorization": f"Bearer {api_key}"}
    limits = httpx.Limits(max_connections=1, max_keepalive_connections=1)
    async with httpx.AsyncClient(
        base_url=base, headers=headers, timeout=10, limits=limits
    ) as client:
        response = await client.post("/api/v1/sessions", json={"channel": "web", "locale": "en"})
        if response.status_code != 201:
            errors.append(("session", response.status_code))
            return
        key = response.json()["key"]
        rng = random.Random(number)
        turn = 0
        while time.monotonic() < until:
            text = f"{TURNS[turn % len(TURNS)]} (turn {turn}, client {number})"
            message = {"role": "user" if turn % 2 == 0 else "assistant", "text": text}
            for kind, method, url, body in (
                ("message", "POST", f"/api/v1/sessions/{key}/messages", message),
                ("context", "GET", f"/api/v1/sessions/{key}/context", None),
            ):
                started = time.perf_counter()
                try:
                    response = await client.request(method, url, json=body)
                    status = response.status_code
                except httpx.HTTPError as exc:
                    status = type(exc).__name__
                elapsed = (time.perf_counter() - started) * 1000
                results[kind].append(elapsed)
                if status not in (200, 201):
                    errors.append((kind, status))
            turn += 1
            if rng.random() < 0.02:  # now and then a fresh conversation, as visitors come and go
                response = await client.post("/api/v1/sessions", json={"channel": "web"})
                if response.status_code == 201:
                    key = response.json()["key"]


async def run(base: str, api_key: str, clients: int, seconds: float) -> tuple[dict, list, float]:
    results: dict[str, list[float]] = {"message": [], "context": []}
    errors: list = []
    started = time.monotonic()
    until = started + seconds
    await asyncio.gather(
        *(client_loop(base, api_key, until, results, errors, n) for n in range(clients))
    )
    return results, errors, time.monotonic() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--workers", type=int, default=2, help="uvicorn worker processes")
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
    args = parser.parse_args()

    ensure_database(args.database_url)
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
        "LOG_LEVEL": "WARNING",
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
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
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
        results, errors, elapsed = asyncio.run(run(base, api_key, args.clients, args.seconds))
        load_after = os.getloadavg()
    finally:
        server.terminate()
        server.wait(timeout=30)

    everything = results["message"] + results["context"]
    print(f"# Load: {args.clients} clients, {elapsed:.1f} s, {args.workers} uvicorn workers")
    print(
        f"machine: {os.cpu_count()} cores; load average before {load_before[0]:.2f}, "
        f"after {load_after[0]:.2f} (1 min)"
    )
    print()
    print("| requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |")
    print("|---|---|---|---|---|---|---|")
    for name, values in (("all", everything), *results.items()):
        kind_errors = [e for e in errors if name == "all" or e[0] == name]
        print(
            f"| {name}: {len(values)} | {len(values) / elapsed:.0f} | "
            f"{percentile(values, 50):.1f} | {percentile(values, 95):.1f} | "
            f"{percentile(values, 99):.1f} | {max(values, default=float('nan')):.1f} | "
            f"{len(kind_errors)} |"
        )
    if errors:
        print("\nerrors (kind, status):", sorted(set(errors))[:20])
    if everything:
        print(f"\nmean {statistics.fmean(everything):.1f} ms")
    ok = not errors and percentile(everything, 99) < 100 and len(everything) / elapsed >= 300
    print("targets (0 errors, p99 < 100 ms, >= 300 req/s):", "met" if ok else "NOT met")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
