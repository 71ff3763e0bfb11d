"""A chatbot turn against history length: chatmemory beside the raw-SQL floor and its peers.

    .venv/bin/python bench/turn.py [--runs 200] [--no-peers] [--no-http]

A turn is what a chatbot backend does on every exchange: load the context for the next model
call, then store the human and the AI message. Measured in one run, against one throw-away
PostgreSQL database (BENCH_DB, default cm_bench_turn, on DATABASE_URL's server), at 20, 200,
2,000 and 10,000 messages of history:

- raw SQL floor: psycopg, one transaction: the window SELECT (prepared), a 2-row INSERT;
- LangChain `PostgresChatMessageHistory` and LangGraph with `PostgresSaver`, pinned, installed
  by this script in a virtualenv of their own (var/bench-peers-venv; the product's requirements
  stay clean) and run there as a subprocess (bench/turn_peers.py);
- chatmemory's service layer in this process: the session with its summary and newest turns
  fetched by key (`load_session`), `build_context`, then `append_messages` of both messages (one
  transaction), and again with `append_message` for each (two);
- chatmemory over HTTP, as requests to a uvicorn server (one process, as deployed) from one
  keep-alive client: the turn as a chatbot backend makes it, one request per turn (a
  `POST .../messages/batch?context=true` storing the bot's last reply and the visitor's new
  message and answering with the context for the next model call); and the same work as two
  requests (GET .../context, then the batch POST) and as three (a POST per message). The three
  are timed alternately, turn by turn, on the same sessions.

The targets: the service layer's turn (one transaction) within 3x the floor at every length, and
over HTTP within 5 ms, judged on the one-request row (the one a chatbot backend uses).

Each size rotates over a pool of sessions, so no history grows by more than half while it is
measured. The host is shared: the floor and chatmemory are timed alternately, turn by turn, and
the ratio of their medians is what to compare between runs. Then the ingest's profile: what
each step of one `append_message` costs, with the floor's per-message share beside it.
"""

import argparse
import functools
import http.client
import json
import math
import os
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from benchdb import bench_urls, recreate  # noqa: E402
from load import free_port  # noqa: E402

SIZES = (20, 200, 2_000, 10_000)
PEERS = ("langchain-postgres==0.0.19", "langgraph==1.2.22", "langgraph-checkpoint-postgres==3.2.0")
PEERS_VENV = ROOT / "var" / "bench-peers-venv"
TEXTS = [
    "Hallo, meine Bestellung 4711-0815 ist noch nicht angekommen. Geht das bis Freitag?",
    "Das prüfe ich gern. Können Sie mir sagen, an welche Filiale geliefert werden soll?",
    "An die Filiale in Hamburg bitte, 50 Stück, Budget höchstens 800 €.",
    "Ich rufe Sie morgen zurück, sobald der Lagerbestand geprüft ist.",
]
TARGET_RATIO = 3.0
TARGET_HTTP_MS = 5.0
# The HTTP row the target is judged on: a chatbot backend's turn, one request.
HTTP_ONE_REQUEST = "chatmemory over HTTP, one request per turn (batch POST returning the context)"


# Sessions per history length at least: a conversation gets a turn every few seconds, not every
# few milliseconds. With one session per length, the bench would post to it faster than the
# summary's worker folds on a loaded host, and each context would fold the backlog itself.
MIN_POOL = 8


def pool_size(size: int, turns: int, minimum: int = MIN_POOL) -> int:
    """Sessions per history length, so that none grows by more than half while measured (each
    run stores 10 messages: both kinds of turn in process, the three over HTTP), and `minimum`."""
    return max(minimum, math.ceil(10 * turns / (size / 2)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200, help="turns timed per history length")
    parser.add_argument("--no-peers", action="store_true", help="leave LangChain/LangGraph out")
    parser.add_argument("--no-http", action="store_true", help="leave the HTTP row out")
    args = parser.parse_args()
    admin, url, name = bench_urls("cm_bench_turn")
    recreate(admin, name)
    os.environ.update(
        DATABASE_URL=url,
        DJANGO_SETTINGS_MODULE="chatmemory.settings",
        SECRET_KEY=os.environ.get("SECRET_KEY", "bench-" + "x" * 50),
        DEBUG="false",
        LOG_LEVEL="WARNING",
        ALLOWED_HOSTS="127.0.0.1,localhost",
        SECURE_SSL_REDIRECT="false",
        API_KEY_RATE="1000000/m",
        CELERY_BROKER_URL=os.environ.get("BENCH_BROKER_URL", "redis://127.0.0.1:6379/13"),
    )
    try:
        _run(url, args)
    finally:
        from django.db import connections

        connections.close_all()
        recreate(admin, name, drop_only=True)


def _run(url: str, args) -> None:
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    from tenants.services import create_api_key, create_tenant

    call_command("migrate", verbosity=0)
    tenant, _ = create_tenant(slug="bench", name="Bench")
    _key, api_key = create_api_key(tenant=tenant)
    pools = {
        size: [_seed_session(tenant, size) for _ in range(pool_size(size, args.runs))]
        for size in SIZES
    }
    floor = Floor(url, args.runs)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")
    connection.close()  # the measured connection starts with no plan history

    rows: dict[str, dict[int, float]] = {}
    worker = _start_worker()
    _wait_for_a_fold(tenant)
    floor_ms, service_ms, two_posts_ms = _measure_in_process(tenant, pools, floor, args.runs)
    rows["raw SQL floor (window SELECT + 2-row INSERT, one transaction)"] = floor_ms
    if not args.no_peers:
        langchain, langgraph = _measure_peers(url, args.runs)
        rows["LangChain `PostgresChatMessageHistory`"] = langchain
        rows["LangGraph + `PostgresSaver`"] = langgraph
    rows["chatmemory service layer (context + `append_messages` of both, one transaction)"] = (
        service_ms
    )
    rows["chatmemory service layer (context + `append_message` x2, two transactions)"] = (
        two_posts_ms
    )
    ratios = {size: service_ms[size] / floor_ms[size] for size in SIZES}
    if not args.no_http:
        single, one, two = _measure_http(url, api_key, pools, args.runs)
        rows[HTTP_ONE_REQUEST] = single
        rows["chatmemory over HTTP, two requests (GET context, then the batch POST)"] = one
        rows["chatmemory over HTTP, three requests (GET context, a POST per message)"] = two
    floor.close()

    print(f"\nA turn (context + human + AI message), p50 ms, {args.runs} turns per length:\n")
    print("| | " + " | ".join(f"{size:,} messages" for size in SIZES) + " |")
    print("|---|" + "---|" * len(SIZES))
    for label, values in rows.items():
        print(f"| {label} | " + " | ".join(f"{values[size]:.2f}" for size in SIZES) + " |")
    print(
        "| chatmemory service layer / floor | "
        + " | ".join(f"{ratios[size]:.1f}x" for size in SIZES)
        + " |"
    )
    print(
        "| two transactions / floor | "
        + " | ".join(f"{two_posts_ms[size] / floor_ms[size]:.1f}x" for size in SIZES)
        + " |"
    )
    http_row = rows.get(HTTP_ONE_REQUEST)
    met = all(r <= TARGET_RATIO for r in ratios.values()) and (
        http_row is None or all(v <= TARGET_HTTP_MS for v in http_row.values())
    )
    print(
        f"\ntargets (service layer within {TARGET_RATIO:.0f}x the floor at every length, HTTP "
        f"within {TARGET_HTTP_MS:.0f} ms judged on the row '{HTTP_ONE_REQUEST}'): "
        f"{'met' if met else 'NOT met'}"
    )
    try:
        _profile_ingest(tenant, floor_ms)
    finally:
        worker.terminate()
        worker.wait(timeout=30)


def _start_worker() -> subprocess.Popen:
    """A Celery worker, as deployed, that folds the queued turns into the summaries (on a
    broker database of the bench's own, emptied first)."""
    import redis

    redis.Redis.from_url(os.environ["CELERY_BROKER_URL"]).flushdb()
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "chatmemory", "worker", "--pool", "solo"]
        + ["--loglevel", "warning", "--without-gossip", "--without-mingle"],
        cwd=ROOT,
        env=dict(os.environ),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def _wait_for_a_fold(tenant, timeout: float = 180) -> None:
    """Return once the worker has folded a session's turns. Its first fold loads what the
    summariser reads (10 s on the loaded shared host): timed before that, the measured sessions'
    histories outgrew their window unfolded, and their contexts folded the turns in memory."""
    from memory.models import Summary
    from memory.tasks import fold_summary

    _key, pk = _seed_session(tenant, 20)
    Summary.objects.filter(session_id=pk).update(covers_until_seq=0)
    fold_summary.delay(pk)
    deadline = time.monotonic() + timeout
    while Summary.objects.get(session_id=pk).covers_until_seq < 20:
        if time.monotonic() > deadline:
            raise RuntimeError("the worker did not fold within the timeout")
        time.sleep(0.2)


def _seed_session(tenant, size: int):
    """A session of `size` turns, stored as ingest stores them, its summary covering them all."""
    from django.utils import timezone

    from memory import services, tokens
    from memory.models import Message, Session, Summary

    session = services.create_session(tenant=tenant, locale="de")
    now = timezone.now()
    form, state = _folded(size)
    batch = []
    for seq in range(1, size + 1):
        role, text = "user" if seq % 2 else "assistant", TEXTS[seq % len(TEXTS)]
        batch.append(
            Message(
                session=session,
                seq=seq,
                role=role,
                text=text,
                tokens=tokens.message_tokens(text),
                created_at=now,
            )
        )
    Message.objects.bulk_create(batch, batch_size=2000)
    state["form_tokens"] = tokens.count_tokens(json.dumps(form, ensure_ascii=False))
    Summary.objects.filter(session=session).update(form=form, state=state, covers_until_seq=size)
    Session.objects.filter(pk=session.pk).update(next_seq=size + 1)
    return session.key, session.pk


@functools.cache
def _folded_turns(size: int) -> str:
    from memory import compaction

    form, state = compaction.empty_form(), compaction.empty_state()
    for seq in range(1, size + 1):
        role, text = "user" if seq % 2 else "assistant", TEXTS[seq % len(TEXTS)]
        compaction.update(form, state, compaction.Turn(seq=seq, role=role, text=text))
    return json.dumps([form, state])


def _folded(size: int) -> tuple[dict, dict]:
    """The summary's form and state after the seeded turns (the same for every session of a
    length, so folded once)."""
    form, state = json.loads(_folded_turns(size))
    return form, state


class Floor:
    """The raw-SQL turn: psycopg on a table of its own, pools shaped like chatmemory's."""

    def __init__(self, url: str, runs: int):
        import psycopg

        self.conn = psycopg.connect(url)
        self.conn.execute(
            "CREATE TABLE floor_message (session_id int NOT NULL, seq int NOT NULL, "
            "role text NOT NULL, text text NOT NULL, "
            "created_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (session_id, seq))"
        )
        self.pools, next_id = {}, 1
        for size in SIZES:
            ids = list(range(next_id, next_id + pool_size(size, runs)))
            next_id += len(ids)
            self.conn.execute(
                "INSERT INTO floor_message (session_id, seq, role, text) "
                "SELECT s, n, CASE WHEN n %% 2 = 1 THEN 'user' ELSE 'assistant' END, %s "
                "FROM unnest(%s::int[]) s, generate_series(1, %s) n",
                [TEXTS[0], ids, size],
            )
            self.pools[size] = ids
        self.conn.commit()

    def turn(self, session_id: int) -> None:
        rows = self.conn.execute(
            "SELECT seq, role, text, created_at FROM floor_message "
            "WHERE session_id = %s ORDER BY seq DESC LIMIT 20",
            [session_id],
            prepare=True,
        ).fetchall()
        seq = rows[0][0]
        self.conn.execute(
            "INSERT INTO floor_message (session_id, seq, role, text) "
            "VALUES (%s, %s, 'user', %s), (%s, %s, 'assistant', %s)",
            [session_id, seq + 1, TEXTS[1], session_id, seq + 2, TEXTS[2]],
            prepare=True,
        )
        self.conn.commit()

    def close(self) -> None:
        self.conn.close()


def _service_turn(tenant, key: str, n: int) -> None:
    """The context, then both messages stored together (one transaction, as the floor's turn
    and LangChain's `add_messages`)."""
    from memory import services
    from memory.context import build_context
    from memory.storage import load_session

    session = load_session(tenant=tenant, key=key)
    build_context(session=session)
    services.append_messages(
        session=session,
        turns=[
            services.NewTurn(role="user", text=TEXTS[n % len(TEXTS)]),
            services.NewTurn(role="assistant", text=TEXTS[(n + 1) % len(TEXTS)]),
        ],
    )


def _service_turn_two_posts(tenant, key: str, n: int) -> None:
    """The context, then each message in a transaction of its own (two WAL flushes)."""
    from memory import services
    from memory.context import build_context
    from memory.storage import load_session

    session = load_session(tenant=tenant, key=key)
    build_context(session=session)
    services.append_message(session=session, role="user", text=TEXTS[n % len(TEXTS)])
    services.append_message(session=session, role="assistant", text=TEXTS[(n + 1) % len(TEXTS)])


def _measure_in_process(tenant, pools: dict, floor: Floor, runs: int):
    """p50 of the floor's turn and the service layer's two kinds, timed alternately."""
    timings = {name: defaultdict(list) for name in ("floor", "one", "two")}
    warm = max(5, runs // 10)
    for n in range(warm + runs):
        for size in SIZES:
            key, _pk = pools[size][n % len(pools[size])]
            started = time.perf_counter()
            floor.turn(floor.pools[size][n % len(floor.pools[size])])
            timings["floor"][size].append((time.perf_counter() - started) * 1000)
            for name, turn in (("one", _service_turn), ("two", _service_turn_two_posts)):
                started = time.perf_counter()
                turn(tenant, key, n)
                timings[name][size].append((time.perf_counter() - started) * 1000)
    return tuple(
        {size: statistics.median(timings[name][size][warm:]) for size in SIZES}
        for name in ("floor", "one", "two")
    )


def _measure_peers(url: str, runs: int) -> tuple[dict, dict]:
    """The peers' p50 per size, run in their own virtualenv (made on first use)."""
    python = PEERS_VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(PEERS_VENV)], check=True)
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", *PEERS, "psycopg[binary]"], check=True
    )
    sizes = {}
    for size in SIZES:
        turns = min(runs, max(10, 20_000 // size))  # 10,000 messages cost LangGraph 0.5 s a turn
        # No worker behind the peers: their pools only keep the histories' growth small.
        sizes[str(size)] = (turns, pool_size(size, turns, minimum=1))
    spec = {"sizes": sizes, "texts": TEXTS}
    out = subprocess.run(
        [str(python), str(ROOT / "bench" / "turn_peers.py"), url, json.dumps(spec)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    found = json.loads(out.strip().splitlines()[-1])
    return tuple(
        {size: statistics.median(found[peer][str(size)][1:]) for size in SIZES}
        for peer in ("langchain", "langgraph")
    )


def _measure_http(url: str, api_key: str, pools: dict, runs: int) -> tuple[dict, dict, dict]:
    """p50 of a turn over HTTP to a uvicorn server, from one keep-alive client: one POST of both
    messages answering with the context (`context=true`), the context and one POST of both
    messages, and the context and a POST per message."""
    port = free_port()
    env = {**os.environ, "DATABASE_URL": url}
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
    client = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    headers = {"Authorization": f"Bearer {api_key}", "Content-Type": "application/json"}

    def call(method: str, path: str, body: dict | None = None) -> bytes:
        client.request(method, path, json.dumps(body) if body else None, headers)
        response = client.getresponse()
        data = response.read()
        if response.status not in (200, 201):
            raise RuntimeError(f"{method} {path}: {response.status} {data[:200]!r}")
        return data

    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                call("GET", "/healthz")
                break
            except (OSError, http.client.HTTPException, RuntimeError):
                client.close()
                if time.monotonic() > deadline:
                    raise RuntimeError("the server did not come up") from None
                time.sleep(0.2)
        timings = {"single": defaultdict(list), "one": defaultdict(list), "two": defaultdict(list)}
        warm = max(5, runs // 10)
        for n in range(warm + runs):
            for size in SIZES:
                key, _pk = pools[size][n % len(pools[size])]
                base = f"/api/v1/sessions/{key}"
                human = {"role": "user", "text": TEXTS[n % 4]}
                ai = {"role": "assistant", "text": TEXTS[(n + 1) % 4]}
                # The bot's reply to the previous message, then the visitor's new one.
                exchange = {"messages": [ai, human]}
                started = time.perf_counter()
                context = call("POST", f"{base}/messages/batch?context=true", exchange)
                timings["single"][size].append((time.perf_counter() - started) * 1000)
                if n == 0 and b'"context"' not in context:
                    raise RuntimeError("the batch POST answered without the context")
                started = time.perf_counter()
                call("GET", f"{base}/context")
                call("POST", f"{base}/messages/batch", {"messages": [human, ai]})
                timings["one"][size].append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()
                call("GET", f"{base}/context")
                call("POST", f"{base}/messages", human)
                call("POST", f"{base}/messages", ai)
                timings["two"][size].append((time.perf_counter() - started) * 1000)
        return tuple(
            {size: statistics.median(timings[name][size][warm:]) for size in SIZES}
            for name in ("single", "one", "two")
        )
    finally:
        client.close()
        server.terminate()
        server.wait(timeout=30)


def _profile_ingest(tenant, floor_ms: dict, appends: int = 400) -> None:
    """Where one `append_message` spends its time: each step's mean, measured by wrapping the
    functions the service calls and every SQL statement (Django's execute_wrapper)."""
    from django.db import connection

    from memory import services

    sessions = [
        services.Session.objects.get(pk=_seed_session(tenant, 200)[1]) for _ in range(MIN_POOL)
    ]
    spent: dict[str, float] = defaultdict(float)
    counts: dict[str, int] = defaultdict(int)

    def timed(label: str, module, name: str):
        original = getattr(module, name, None)
        if original is None:
            return None

        def wrapper(*a, **kw):
            started = time.perf_counter()
            try:
                return original(*a, **kw)
            finally:
                spent[label] += time.perf_counter() - started
                counts[label] += 1

        setattr(module, name, wrapper)
        return module, name, original

    def sql_timer(execute, sql, params, many, context):
        started = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            label = "SQL " + sql.split(None, 1)[0].upper()
            spent[label] += time.perf_counter() - started
            counts[label] += 1

    from memory import compaction, tokens
    from privacy import redaction

    patches = [
        timed("validate", services, "validate_text"),
        timed("detect + redact", redaction, "redact"),
        timed("token count", tokens, "message_tokens"),
        timed("summary update (in the request only past FOLD_LAG_MAX)", compaction, "update"),
    ]
    total = 0.0
    try:
        with connection.execute_wrapper(sql_timer):
            for n in range(appends):
                role = "user" if n % 2 else "assistant"
                started = time.perf_counter()
                session = sessions[n % len(sessions)]
                services.append_message(session=session, role=role, text=TEXTS[n % len(TEXTS)])
                total += time.perf_counter() - started
    finally:
        for patch in patches:
            if patch is not None:
                setattr(*patch)
    # Off the request: what the worker's fold costs per turn (memory.services.fold_pending_turns),
    # on a session of its own (the worker may be folding the others).
    _key, pk = _seed_session(tenant, 200)
    services.Summary.objects.filter(session_id=pk).update(covers_until_seq=0)
    started = time.perf_counter()
    folded = services.fold_pending_turns(session_id=pk)
    fold_ms = (time.perf_counter() - started) * 1000 / max(folded, 1)
    per = {label: spent[label] / appends * 1000 for label in spent}
    rest = total / appends * 1000 - sum(per.values())
    floor_share = statistics.median(floor_ms.values()) / 2
    print(
        f"\nOne append_message, mean ms over {appends} "
        f"(200-message sessions, {MIN_POOL} in turn):\n"
    )
    print("| step | ms | calls per append |")
    print("|---|---|---|")
    for label in sorted(per, key=lambda name: -per[name]):
        print(f"| {label} | {per[label]:.3f} | {counts[label] / appends:.1f} |")
    print(f"| the rest (ORM, commit, Python around the steps) | {rest:.3f} | |")
    print(f"| **append_message in all** | **{total / appends * 1000:.3f}** | |")
    print(
        f"| the floor's turn / 2 (its share per message, context included) | {floor_share:.3f} | |"
    )
    print(f"| off the request: the worker's fold, per turn | {fold_ms:.3f} | |")


if __name__ == "__main__":
    main()
