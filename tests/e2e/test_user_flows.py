"""End to end: the stack started as people start it, driven over HTTP the way its users drive it.

Two configurations, each started by `make` and configured by environment variables only:

- embedded: `make run` with nothing set but VAR_DIR (a temporary directory, which then holds the
  SQLite file, the filesystem broker's folders, exports and the erasure ledger) and the web port;
  the cache and channel layer are in-process.
- production-like: `make run-prod` (two web processes, two workers, one Beat, DEBUG off) on a
  PostgreSQL database and two Redis databases of its own, with EXPORT_ROOT and
  ERASURE_LEDGER_FILE set to temporary paths. E2E_DATABASE_URL, E2E_REDIS_URL and E2E_BROKER_URL
  choose them (by default `cm_e2e_prod` on the tests' PostgreSQL server, Redis databases 9 and 8
  on the tests' Redis server); the database is created and dropped here, the Redis databases
  flushed.

Set-up uses the real management commands. Everything else goes through HTTP, except what only
an operator does: a backup and its restore (with `replay_erasures` in between), triggering the
purge task through the broker as Beat does (`celery call`), and moving one conversation's last
activity two hours into the past, as if the time had passed. Any 5xx answer, and any traceback
or error record in any process's log, fails the test.
"""

import io
import json
import os
import re
import shutil
import subprocess
import tempfile
import zipfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import httpx
import pytest
import redis

from tests.e2e import web
from tests.e2e.databases import PostgresDatabase, SqliteFile
from tests.e2e.stack import ROOT, Stack, base_env, last_line, manage, problems_in, wait_until
from tests.liveserver import free_port

pytestmark = pytest.mark.e2e

TENANT = "e2e"
PASSWORD = "e2e-staff-Pa55word-long"
CARD = "4111 1111 1111 1111"
SECRET_PASSWORD = "BlueHorse77!"
SECRET_TEXT = f"My card number is {CARD} and my password is {SECRET_PASSWORD}"
SECRET_VALUES = (CARD, CARD.replace(" ", ""), SECRET_PASSWORD.rstrip("!"))
CONTACT_EMAIL = "eva.lindqvist@example.org"
CELERY = str(ROOT / ".venv" / "bin" / "celery")


def _with_path(url: str, path: str) -> str:
    return urlunsplit(urlsplit(url)._replace(path=path))


def production_services() -> tuple[str, str, str]:
    """The production-like stack's PostgreSQL database and Redis databases (cache, broker)."""
    tests_db = os.environ.get("DATABASE_URL", "postgres://localhost:5432/chatmemory")
    tests_redis = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/15")
    return (
        os.environ.get("E2E_DATABASE_URL") or _with_path(tests_db, "/cm_e2e_prod"),
        os.environ.get("E2E_REDIS_URL") or _with_path(tests_redis, "/9"),
        os.environ.get("E2E_BROKER_URL") or _with_path(tests_redis, "/8"),
    )


@dataclass
class Config:
    """One configuration's stack and what the test checks from outside it."""

    name: str
    stack: Stack
    database: SqliteFile | PostgresDatabase
    ledger_file: Path
    workdir: Path
    env: dict = field(default_factory=dict)  # the processes' settings, read from a web process

    @property
    def urls(self) -> list[str]:
        return self.stack.urls

    def start(self) -> None:
        self.stack.start()
        self.env = self.stack.process_env()


def embedded(workdir: Path) -> Config:
    var = workdir / "var"
    var.mkdir()
    port = free_port()
    stack = Stack(
        target="run",
        env={**base_env(), "VAR_DIR": str(var), "WEB_PORT": str(port)},
        urls=[f"http://127.0.0.1:{port}"],
        log_path=workdir / "stack.log",
    )
    return Config(
        name="embedded",
        stack=stack,
        database=SqliteFile(var / "chatmemory.sqlite3"),
        ledger_file=var / "erasure-ledger.jsonl",
        workdir=workdir,
    )


def production_like(workdir: Path) -> Config:
    database_url, redis_url, broker_url = production_services()
    database = PostgresDatabase(database_url)
    database.create()
    for url in (redis_url, broker_url):
        redis.Redis.from_url(url).flushdb()
    ports = free_port(), free_port()
    # A directory that does not exist yet: the first erasure creates it.
    ledger_file = workdir / "ledger" / "erasure-ledger.jsonl"
    stack = Stack(
        target="run-prod",
        env={
            **base_env(),
            "PROD_DATABASE_URL": database_url,
            "PROD_REDIS_URL": redis_url,
            "PROD_BROKER_URL": broker_url,
            "WEB1_PORT": str(ports[0]),
            "WEB2_PORT": str(ports[1]),
            "BEAT_PIDFILE": str(workdir / "celerybeat.pid"),
            "EXPORT_ROOT": str(workdir / "exports"),
            "ERASURE_LEDGER_FILE": str(ledger_file),
        },
        urls=[f"http://127.0.0.1:{port}" for port in ports],
        log_path=workdir / "stack.log",
    )
    return Config(
        name="production-like",
        stack=stack,
        database=database,
        ledger_file=ledger_file,
        workdir=workdir,
    )


@pytest.fixture(params=["embedded", "production-like"])
def config(request):
    if (ROOT / ".env").exists():
        pytest.skip("a .env in the checkout would configure the stacks; the suite needs none")
    workdir = Path(tempfile.mkdtemp(prefix="cm-e2e-"))
    made = embedded(workdir) if request.param == "embedded" else production_like(workdir)
    try:
        yield made
    finally:
        made.stack.stop()
        # Shown by pytest when the test failed: what the processes said.
        log = (
            made.stack.log_path.read_text(errors="replace") if made.stack.log_path.exists() else ""
        )
        print(f"--- the stack's log, last 200 lines ({made.name}) ---")
        print("\n".join(log.splitlines()[-200:]))
        if isinstance(made.database, PostgresDatabase):
            made.database.drop()
        shutil.rmtree(workdir, ignore_errors=True)


def assert_clean_logs(config: Config) -> None:
    log = config.stack.log()
    problems = problems_in(log)
    assert not problems, f"{config.name}: errors in the logs:\n" + "\n".join(problems[:40])
    for value in SECRET_VALUES + (CONTACT_EMAIL,):
        assert value not in log, f"{config.name}: a personal value reached the logs"


def ledger_lines(config: Config) -> list[dict]:
    if not config.ledger_file.exists():
        return []
    return [json.loads(line) for line in config.ledger_file.read_text().splitlines() if line]


# ---------------------------------------------------------------------------------- the flows


@dataclass
class World:
    """What the flows have made so far."""

    config: Config
    api: httpx.Client
    api2: httpx.Client  # the other web process in production-like, the same one otherwise
    secret_session: str = ""
    handover_id: int = 0
    kept_session: str = ""
    erased_by_dpo_session: str = ""


def set_up(config: Config) -> str:
    """Tenant, API key and staff through the management commands; returns the key."""
    manage(config.env, "create_tenant", TENANT, "--name", "E2E Shop")
    commands = [("create_api_key", "--tenant", TENANT)] + [
        ("create_staff", f"e2e-{role}", "--tenant", TENANT, "--role", role, "--password", PASSWORD)
        for role in ("agent", "owner", "dpo")
    ]
    # Side by side: each is a Python process of its own, mostly starting Django.
    with ThreadPoolExecutor(len(commands)) as pool:
        outputs = list(pool.map(lambda args: last_line(manage(config.env, *args)), commands))
    key, *passwords = outputs
    assert key.startswith("cm_"), key
    assert passwords == [PASSWORD] * 3
    return key


def conversation_with_a_secret(world: World) -> None:
    api = world.api
    created = api.post(
        "/api/v1/sessions", json={"channel": "web", "locale": "en", "subject": "cust-e2e-1"}
    )
    assert created.status_code == 201, created.text
    key = created.json()["key"]
    turns = [
        ("user", "I want to pay order 7788990 by card."),
        ("assistant", "Sure, you can do that in your account."),
        ("user", SECRET_TEXT),
    ]
    for role, text in turns:
        posted = api.post(f"/api/v1/sessions/{key}/messages", json={"role": role, "text": text})
        assert posted.status_code == 201, posted.text
    assert {r["label"] for r in posted.json()["redactions"]} >= {"CARD", "PASSWORD"}
    # Read back through the other web process: the stored text holds neither secret.
    transcript = world.api2.get(f"/api/v1/sessions/{key}")
    assert transcript.status_code == 200
    context = world.api2.get(f"/api/v1/sessions/{key}/context")
    assert context.status_code == 200
    assert [m["seq"] for m in transcript.json()["messages"]] == [1, 2, 3]
    for value in SECRET_VALUES:
        assert value not in transcript.text and value not in context.text
    assert "[card number removed]" in transcript.json()["messages"][2]["text"]
    # A chatbot's turn in one round trip: the bot's reply and the visitor's next message stored,
    # the context for the next model call in the answer, the turns just stored in its window.
    turn = api.post(
        f"/api/v1/sessions/{key}/messages/batch?context=true&budget_tokens=1500",
        json={
            "messages": [
                {"role": "assistant", "text": "Thanks, I have removed that for your safety."},
                {"role": "user", "text": f"Sorry. Again: password {SECRET_PASSWORD}, ok?"},
            ]
        },
    )
    assert turn.status_code == 201, turn.text
    window = turn.json()["context"]["window"]
    assert [m["seq"] for m in window][-2:] == [4, 5]
    assert (
        turn.json()["context"]
        == world.api2.get(f"/api/v1/sessions/{key}/context?budget_tokens=1500").json()
    )
    for value in SECRET_VALUES:
        assert value not in turn.text
    world.secret_session = key


def handover_claimed_and_resolved(world: World) -> None:
    handed = world.api.post(
        f"/api/v1/sessions/{world.secret_session}/handover",
        json={
            "reason": "The customer wants to talk to a person about the payment.",
            "contact": {"name": "Eva", "email": CONTACT_EMAIL, "phone": "+49 30 1234567"},
        },
    )
    assert handed.status_code == 201, handed.text
    assert handed.json()["status"] == "queued"
    pk = handed.json()["id"]
    world.handover_id = pk
    detail_page = f"/console/handovers/{pk}/"

    agent = web.Browser(world.config.urls[-1])
    try:
        agent.sign_in("e2e-agent", PASSWORD)
        queue = agent.get("/console/")
        assert queue.status_code == 200 and f'data-handover="{pk}"' in queue.text
        detail = agent.get(detail_page)
        assert detail.status_code == 200
        assert CONTACT_EMAIL not in detail.text  # masked for the team
        claimed = agent.submit(detail_page, {}, action=f"/console/handovers/{pk}/claim/")
        assert claimed.status_code == 200 and claimed.url.path == detail_page
        assert "e2e-agent" in claimed.text  # assigned to the agent
        # An agent may not unmask.
        refused = agent.get(f"/console/handovers/{pk}/unmask/", params={"ref": "contact:email"})
        assert refused.status_code == 403
        resolved = agent.submit(
            detail_page,
            {"resolution": "Explained how to pay in the account."},
            action=f"/console/handovers/{pk}/resolve/",
        )
        assert resolved.status_code == 200 and resolved.url.path == detail_page
        assert "This handover is resolved." in resolved.text
    finally:
        agent.close()


def owner_unmasks_with_a_reason(world: World) -> None:
    owner = web.Browser(world.config.urls[0])
    try:
        owner.sign_in("e2e-owner", PASSWORD)
        page = f"/console/handovers/{world.handover_id}/unmask/?ref=contact:email"
        shown = owner.submit(page, {"reason": "The customer asked for a written reply by email."})
        assert shown.status_code == 200
        assert CONTACT_EMAIL in shown.text
    finally:
        owner.close()


def consent_and_a_memory(world: World) -> None:
    api = world.api
    granted = api.put(
        "/api/v1/subjects/cust-e2e-1/consents/memory",
        json={"granted": True, "text_version": "e2e-1", "source": "api"},
    )
    assert granted.status_code == 200, granted.text
    saved = api.post(
        "/api/v1/subjects/cust-e2e-1/memories",
        json={
            "key": "language",
            "value": "Answers in English, please",
            "type": "preference",
            "purpose": "Answer in the customer's language",
            "provenance": "explicit_user",
        },
    )
    assert saved.status_code == 201, saved.text
    listed = world.api2.get("/api/v1/subjects/cust-e2e-1/memories")
    assert [m["value"] for m in listed.json()["results"]] == ["Answers in English, please"]


def customer_page(world: World) -> None:
    link = world.api.post("/api/v1/subjects/cust-e2e-1/portal-link", json={})
    assert link.status_code == 201, link.text
    customer = web.Browser(world.config.urls[0])
    try:
        page = customer.get(link.json()["url"])
        assert page.status_code == 200, page.text[:500]
        assert page.url.path == "/me/"
        assert "Answers in English, please" in page.text
    finally:
        customer.close()


def access_export(world: World) -> None:
    requested = world.api.post("/api/v1/subjects/cust-e2e-1/exports")
    assert requested.status_code == 202, requested.text
    export_id = requested.json()["id"]

    def done():
        body = world.api2.get(f"/api/v1/exports/{export_id}").json()
        assert body["status"] != "failed", body
        return body if body["status"] == "done" else None

    body = wait_until(done, timeout=60, what="the worker to build the export")
    download = httpx.get(body["download_url"], timeout=30)
    assert download.status_code == 200
    archive = zipfile.ZipFile(io.BytesIO(download.content))
    assert sorted(archive.namelist()) == ["data.json", "index.html"]
    data = json.loads(archive.read("data.json"))
    assert data["subject"]["ref"] == "cust-e2e-1"
    texts = [m["text"] for s in data["sessions"] for m in s["messages"]]
    assert "I want to pay order 7788990 by card." in texts
    assert data["memories"][0]["value"] == "Answers in English, please"
    whole = download.content + archive.read("index.html")
    for value in SECRET_VALUES:
        assert value.encode() not in whole


def retention_change_and_purge(world: World) -> None:
    """The DPO shortens session history to one hour; the purge, run by the worker as Beat
    publishes it, deletes a conversation two hours old and keeps a fresh one."""
    api = world.api
    old, fresh = (api.post("/api/v1/sessions", json={"locale": "en"}).json()["key"] for _ in "ab")
    for key in (old, fresh):
        said = api.post(
            f"/api/v1/sessions/{key}/messages", json={"role": "user", "text": "Opening hours?"}
        )
        assert said.status_code == 201
    assert api.post(f"/api/v1/sessions/{old}/end").status_code == 200
    two_hours_ago = datetime.now(UTC) - timedelta(hours=2)
    changed = world.config.database.execute(
        "UPDATE memory_session SET last_activity_at = %s, expires_at = %s WHERE key = %s",
        [two_hours_ago, two_hours_ago, old],
    )
    assert changed == 1

    dpo = web.Browser(world.config.urls[-1])
    try:
        dpo.sign_in("e2e-dpo", PASSWORD)
        saved = dpo.submit(
            "/dpo/retention/", {"session_history_amount": "1", "session_history_unit": "hours"}
        )
        assert saved.status_code == 200 and saved.url.path == "/dpo/retention/"
        assert "Retention periods saved." in saved.text

        celery = subprocess.run(
            [CELERY, "-A", "chatmemory", "call", "privacy.tasks.purge_expired"],
            cwd=ROOT,
            env=world.config.env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert celery.returncode == 0, celery.stderr
        wait_until(
            lambda: api.get(f"/api/v1/sessions/{old}").status_code == 404,
            timeout=60,
            what="the purge to delete the two-hour-old conversation",
        )
        assert api.get(f"/api/v1/sessions/{fresh}").status_code == 200
        runs = dpo.get("/dpo/purges/")
        assert runs.status_code == 200
    finally:
        dpo.close()
    world.kept_session = fresh


# Bad input as a client sends it to the running processes: CSRF and the request size limit are
# checked for real here (Django's test client skips CSRF, and a POST to a plain view under /api/
# once got the CSRF page instead of the API's answer). Each must be a 4xx, on the API and the
# widget with the error envelope.
NUL = "%00"
NESTED = '{"a": ' * 1_000 + "1" + "}" * 1_000
OTHER_DIGITS = ("²", "٣", "３", "①")


def _refused(response: httpx.Response, *, envelope: bool = True) -> None:
    what = f"{response.request.method} {response.request.url.path}"
    assert 400 <= response.status_code < 500, f"{what}: {response.status_code}"
    if envelope:
        assert response.headers["content-type"].startswith("application/json"), what
        assert set(response.json()["error"]) == {"code", "message", "fields"}, what


def _owners_site(world: World) -> str:
    """A widget site made on the owner's settings page; its public id from the snippet."""
    owner = web.Browser(world.config.urls[0])
    try:
        owner.sign_in("e2e-owner", PASSWORD)
        made = owner.submit(
            "/console/settings/sites/", {"name": "E2E shop", "origins": "http://shop.test"}
        )
        assert made.status_code == 200, made.text[:500]
        found = re.search(r'data-site=(?:"|&quot;)(site_[A-Za-z0-9_-]+)', made.text)
        assert found, "no widget snippet on the new site's page"
        return found.group(1)
    finally:
        owner.close()


def bad_input_is_refused(world: World) -> None:
    api, key, ref = world.api, world.secret_session, "cust-e2e-1"
    json_body = {"Content-Type": "application/json"}
    site = _owners_site(world)
    widget = web.client(world.config.urls[-1], headers={"Origin": "http://shop.test"})
    try:
        # Nested far past Python's JSON decoder, the widget's without any credential.
        _refused(api.post(f"/api/v1/sessions/{key}/messages", content=NESTED, headers=json_body))
        _refused(api.post(f"/api/v1/subjects/{ref}/memories", content=NESTED, headers=json_body))
        _refused(
            widget.post(f"/widget/v1/sites/{site}/sessions", content=NESTED, headers=json_body)
        )
        started = widget.post(f"/widget/v1/sites/{site}/sessions", json={"locale": "en"})
        assert started.status_code == 201, started.text
        visitor = started.json()["key"]
        # NUL in every string id, with the methods each route takes.
        consent = {"granted": True, "text_version": "e2e-1", "source": "api"}
        _refused(api.get(f"/api/v1/sessions/a{NUL}b"))
        _refused(
            api.post(f"/api/v1/sessions/a{NUL}b/messages", json={"role": "user", "text": "hi"})
        )
        _refused(api.get(f"/api/v1/subjects/cust{NUL}1/memories"))
        _refused(api.put(f"/api/v1/subjects/cust{NUL}1/consents/memory", json=consent))
        _refused(api.put(f"/api/v1/subjects/{ref}/consents/mem{NUL}ory", json=consent))
        _refused(api.delete(f"/api/v1/subjects/cust{NUL}1"))
        _refused(widget.post(f"/widget/v1/sites/site{NUL}x/sessions", json={"locale": "en"}))
        _refused(widget.get(f"/widget/v1/sites/{site}/sessions/k{NUL}ey"))
        _refused(widget.post(f"/widget/v1/sites/{site}/sessions/k{NUL}ey/messages", json={}))
        # Digits str.isdigit() accepts and int() refuses or reads as another number.
        for digits in OTHER_DIGITS:
            memory = f"/api/v1/subjects/{ref}/memories/{digits}"
            _refused(api.patch(memory, json={"value": "x"}))
            _refused(api.delete(memory))
        # Control characters in a memory entry, as message ingest refuses them.
        entry = {"key": "k", "value": "v", "type": "preference", "purpose": "p"}
        for field_name, char in (("key", "\x1b"), ("value", "\x07"), ("purpose", "\x9b")):
            bad = {**entry, "provenance": "explicit_user", field_name: f"a{char}b"}
            _refused(api.post(f"/api/v1/subjects/{ref}/memories", json=bad))
        said = api.post(f"/api/v1/sessions/{key}/messages", json={"role": "user", "text": "a\x1bb"})
        _refused(said)
        # Over the size limit: the envelope, and on the pages the 413 page.
        too_big = {"role": "user", "text": "z" * 300_000}
        assert api.post(f"/api/v1/sessions/{key}/messages", json=too_big).status_code == 413
        assert widget.get(f"/widget/v1/sites/{site}/sessions/{visitor}").status_code == 200
    finally:
        widget.close()

    dpo = web.Browser(world.config.urls[0])
    try:
        dpo.sign_in("e2e-dpo", PASSWORD)
        for path in (f"/dpo/subjects/cust{NUL}1/", "/dpo/subjects/²/"):
            _refused(dpo.get(path), envelope=False)
        huge = dpo.submit("/dpo/retention/", {"session_history_amount": "9" * 30})
        assert huge.status_code == 200  # the form again, with its error (no 5xx)
        assert "Retention periods saved." not in huge.text
        assert "between 30 minutes and 30 days" in huge.text
        assert not re.search(r"\d+ days?, \d+:\d\d:\d\d", huge.text)  # no Python timedelta
    finally:
        dpo.close()

    handed = api.post(f"/api/v1/sessions/{world.kept_session}/handover", json={"reason": "Help"})
    assert handed.status_code == 201, handed.text
    page = f"/console/handovers/{handed.json()['id']}/"
    agent = web.Browser(world.config.urls[-1])
    try:
        agent.sign_in("e2e-agent", PASSWORD)
        agent.submit(page, {}, action=f"{page}claim/")
        draft = "Called back. " + "x" * 4_000
        long_note = agent.submit(page, {"text": draft}, action=f"{page}notes/")
        _refused(long_note, envelope=False)
        assert "at most 4000 characters" in long_note.text and draft in long_note.text
        assert "A note cannot be empty." not in long_note.text
        huge_form = agent.submit(page, {"text": "y" * 300_000}, action=f"{page}notes/")
        assert huge_form.status_code == 413
        assert huge_form.headers["content-type"].startswith("text/html")
        assert "RequestDataTooBig" not in huge_form.text
    finally:
        agent.close()


def erasure_by_api(world: World) -> None:
    before = len(ledger_lines(world.config))
    erased = world.api.delete("/api/v1/subjects/cust-e2e-1")
    assert erased.status_code == 200, erased.text
    receipt = erased.json()["receipt"]
    assert receipt["subject"] == "cust-e2e-1"
    deleted = receipt["deleted"]
    assert deleted["sessions"] == 1 and deleted["messages"] == 5  # 3 turns, then a 2-turn batch
    assert deleted["memories"] == 1 and deleted["handovers"] == 1 and deleted["exports"] == 1
    lines = ledger_lines(world.config)
    assert len(lines) == before + 1
    assert lines[-1]["tenant"] == TENANT and "cust-e2e-1" not in json.dumps(lines[-1])
    assert world.api2.get(f"/api/v1/sessions/{world.secret_session}").status_code == 404


def erasure_by_the_dpo_page(world: World) -> None:
    ref = "cust-e2e-2"
    before = len(ledger_lines(world.config))
    dpo = web.Browser(world.config.urls[0])
    try:
        dpo.sign_in("e2e-dpo", PASSWORD)
        found = dpo.get("/dpo/", params={"q": ref})
        assert found.status_code == 200 and found.url.path == f"/dpo/subjects/{ref}/"
        receipt = dpo.submit(
            f"/dpo/subjects/{ref}/erase", {"confirm": ref, "reason": "Asked by email."}
        )
        assert receipt.status_code == 200
        assert "Erasure receipt" in receipt.text and ref in receipt.text
        # The receipt is a page of its own: reloading it shows it again.
        again = dpo.http.get(receipt.url)
        assert again.status_code == 200 and "Erasure receipt" in again.text
    finally:
        dpo.close()
    assert len(ledger_lines(world.config)) == before + 1
    assert world.api.get(f"/api/v1/sessions/{world.erased_by_dpo_session}").status_code == 404


def rows_of_session(config: Config, key: str) -> int:
    return config.database.count("SELECT count(*) FROM memory_session WHERE key = %s", [key])


# ---------------------------------------------------------------------------------- the test


def test_people_use_the_running_stack_over_http(config: Config):
    config.start()
    if config.name == "embedded":  # the defaults: no server named
        assert not {"DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL"} & config.env.keys()
    else:
        assert config.env["DEBUG"] == "false"
    key = set_up(config)
    world = World(
        config=config,
        api=web.api(config.urls[0], key),
        api2=web.api(config.urls[-1], key),
    )
    try:
        for url in config.urls:
            health = httpx.get(f"{url}/healthz", timeout=10).json()
            assert health["status"] == "ok" and not health["failed"]
        conversation_with_a_secret(world)
        handover_claimed_and_resolved(world)
        owner_unmasks_with_a_reason(world)
        consent_and_a_memory(world)
        customer_page(world)
        access_export(world)
        retention_change_and_purge(world)
        bad_input_is_refused(world)

        second = world.api.post("/api/v1/sessions", json={"subject": "cust-e2e-2"})
        assert second.status_code == 201
        world.erased_by_dpo_session = second.json()["key"]
        said = world.api.post(
            f"/api/v1/sessions/{world.erased_by_dpo_session}/messages",
            json={"role": "user", "text": "Please delete everything about me."},
        )
        assert said.status_code == 201
        backup = config.workdir / "backup"
        config.database.back_up(backup)  # taken before the erasures

        erasure_by_api(world)
        erasure_by_the_dpo_page(world)
        assert_clean_logs(config)
    finally:
        world.api.close()
        world.api2.close()
        config.stack.stop()
    assert_clean_logs(config)  # stopping made no errors either

    # The backup comes back, and the erased conversations with it, until the ledger is replayed
    # (before the service takes traffic again, as docs/deploy.md says).
    config.database.restore(backup)
    erased = (world.secret_session, world.erased_by_dpo_session)
    subjects = "SELECT count(*) FROM memory_subject WHERE ref IN (%s, %s)"
    assert [rows_of_session(config, key) for key in erased] == [1, 1]
    assert config.database.count(subjects, ["cust-e2e-1", "cust-e2e-2"]) == 2
    replayed = manage(config.env, "replay_erasures")
    assert "subjects erased again: 2" in replayed, replayed
    assert [rows_of_session(config, key) for key in erased] == [0, 0]
    assert config.database.count(subjects, ["cust-e2e-1", "cust-e2e-2"]) == 0
    assert rows_of_session(config, world.kept_session) == 1
