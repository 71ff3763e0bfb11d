"""Erasure, the retention purge, long-term memory's context and the removal of health data from
ended conversations on each database the project runs on: the embedded SQLite of `make run` and
PostgreSQL.

The rest of the suite runs on PostgreSQL only (tests/conftest.py), with settings a fixture may
point elsewhere. Here a fresh process loads the settings module from environment variables alone,
as `make run` and a deployment do, migrates a database of its own, and drives the flows through
the whole request stack (middleware, views, services, on-commit hooks) with Django's test client.
Once, on SQLite the erasure and the purge raised (PostgreSQL's `= ANY(%s)`), and on every
database the erasure answered 500 after committing (the ledger file's setting had the wrong type).
"""

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from django.conf import settings as django_settings

ROOT = Path(__file__).resolve().parents[2]

FLOWS = """
import json
from datetime import timedelta

import django

django.setup()

from django.conf import settings
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

call_command("migrate", verbosity=0)

from memory.models import Message, Session, Subject
from dpo.tasks import purge_expired
from tenants.services import create_api_key, create_staff, create_tenant

tenant, _ = create_tenant(slug="acme", name="Acme Shop")
_, key = create_api_key(tenant=tenant)
dpo, _ = create_staff(username="dpo", tenant=tenant, role="dpo", password="x-" * 8)
# HTTPS as the production proxy says it (DEBUG=false redirects plain HTTP).
https = {"HTTP_X_FORWARDED_PROTO": "https"}
api = Client(HTTP_AUTHORIZATION=f"Bearer {key}", **https)
out = {}


def send(method, url, body=None):
    if method == "get":
        response = api.get(url)
    else:
        data = json.dumps(body or {})
        response = getattr(api, method)(url, data, content_type="application/json")
    return response.status_code, (response.json() if response.content else None)


def converse(ref):
    status, session = send("post", "/api/v1/sessions", {"locale": "en", "subject": ref})
    assert status == 201, session
    for text in ("My order 4711 is late.", "Please answer in English."):
        message = {"role": "user", "text": text}
        answer = send("post", f"/api/v1/sessions/{session['key']}/messages", message)
        assert answer[0] == 201, answer
    grant = {"granted": True, "text_version": "v1", "source": "api"}
    answer = send("put", f"/api/v1/subjects/{ref}/consents/memory", grant)
    assert answer[0] == 200, answer
    memory = {
        "key": "language",
        "value": "English",
        "type": "preference",
        "purpose": "Answer in the preferred language.",
        "provenance": "explicit_user",
    }
    answer = send("post", f"/api/v1/subjects/{ref}/memories", memory)
    assert answer[0] == 201, answer
    return session["key"]


def memories_in_context(session_key):
    status, context = send("get", f"/api/v1/sessions/{session_key}/context")
    return status, [memory["value"] for memory in context["memories"]]


# Long-term memory in the context, and gone from it after a withdrawal.
first = converse("cust-1")
out["context"] = memories_in_context(first)
withdraw = {"granted": False, "text_version": "v1", "source": "api"}
out["withdrawal"] = send("put", "/api/v1/subjects/cust-1/consents/memory", withdraw)[0]
out["context_after_withdrawal"] = memories_in_context(first)

# Erasure through the API.
out["api_erasure"] = send("delete", "/api/v1/subjects/cust-1")

# Erasure through the DPO's page.
converse("cust-2")
page = Client(**https)
page.force_login(dpo)
response = page.post(
    "/dpo/subjects/cust-2/erase", {"confirm": "cust-2", "reason": "asked"}, follow=True
)
out["page_erasure"] = [response.status_code, "Erasure receipt" in response.content.decode()]
out["subjects_left"] = sorted(Subject.objects.values_list("ref", flat=True))
ledger = settings.ERASURE_LEDGER_FILE
out["ledger_lines"] = [json.loads(line) for line in ledger.read_text().splitlines()]

# The retention purge (Beat's task) with a conversation past its period.
old = converse("cust-3")
long_ago = timezone.now() - timedelta(days=60)
Session.objects.filter(key=old).update(
    state=Session.State.ENDED, last_activity_at=long_ago, expires_at=long_ago
)
out["purge"] = purge_expired()
out["sessions_left"] = Session.objects.filter(key=old).count()
out["messages_left"] = Message.objects.filter(session__key=old).count()
from dpo.models import PurgeRun

out["purge_errors"] = [run.errors for run in PurgeRun.objects.all() if run.errors]

# Health data leaves an ended conversation's turns (Beat's job that ends idle sessions).
from memory.tasks import end_idle_sessions

status, ill = send("post", "/api/v1/sessions", {"locale": "en"})
text = "I am pregnant, please deliver order 4711 on Monday."
turn = {"role": "user", "text": text}
out["health_post"] = send("post", f"/api/v1/sessions/{ill['key']}/messages", turn)[0]
out["health_before"] = Message.objects.get(session__key=ill["key"]).text
out["health_end"] = send("post", f"/api/v1/sessions/{ill['key']}/end")[0]
end_idle_sessions.apply()
out["health_after"] = Message.objects.get(session__key=ill["key"]).text
print(json.dumps(out))
"""


def _pg_args(db: dict) -> list[str]:
    return ["-h", db.get("HOST") or "localhost", "-p", str(db.get("PORT") or 5432)] + (
        ["-U", db["USER"]] if db.get("USER") else []
    )


def _pg_url(db: dict, name: str) -> str:
    user = f"{db['USER']}@" if db.get("USER") else ""
    return f"postgres://{user}{db.get('HOST') or 'localhost'}:{db.get('PORT') or 5432}/{name}"


@pytest.fixture(params=["sqlite", "postgresql"])
def database_env(request, tmp_path):
    """The variables of one configuration: `make run`'s embedded default, or production's."""
    if request.param == "sqlite":
        # What `make run` sets: DEBUG and nothing else; only the files are the test's own.
        yield {"DEBUG": "true", "DATABASE_URL": f"sqlite:///{tmp_path / 'chatmemory.sqlite3'}"}
        return
    db = django_settings.DATABASES["default"]
    name = f"cm_flows_{uuid.uuid4().hex[:8]}"
    subprocess.run(["createdb", *_pg_args(db), name], check=True, timeout=30)
    try:
        yield {
            "DEBUG": "false",
            "SECRET_KEY": "flows-" + "k" * 50,
            "ALLOWED_HOSTS": "testserver",
            "DATABASE_URL": _pg_url(db, name),
        }
    finally:
        subprocess.run(["dropdb", *_pg_args(db), "--if-exists", "--force", name], timeout=30)


def test_erasure_purge_and_memory_context_work_on_each_database(database_env, tmp_path):
    ledger = tmp_path / "ledger" / "erasure-ledger.jsonl"
    result = subprocess.run(
        [sys.executable, "-c", FLOWS],
        cwd=ROOT,
        env={
            "PATH": os.environ["PATH"],
            "DJANGO_SETTINGS_MODULE": "chatmemory.settings",
            "LOG_LEVEL": "WARNING",
            "CELERY_BROKER_URL": "memory://",  # nothing here is published; never under var/
            "EXPORT_ROOT": str(tmp_path / "exports"),
            "ERASURE_LEDGER_FILE": str(ledger),
            **database_env,
        },
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert '"level": "ERROR"' not in result.stderr, result.stderr[-3000:]
    out = json.loads(result.stdout.strip().splitlines()[-1])

    assert out["context"] == [200, ["English"]]
    assert out["withdrawal"] == 200
    assert out["context_after_withdrawal"] == [200, []]

    status, body = out["api_erasure"]
    assert status == 200
    assert body["receipt"]["subject"] == "cust-1"
    assert body["receipt"]["deleted"]["sessions"] == 1
    assert body["receipt"]["deleted"]["messages"] == 2
    assert out["page_erasure"] == [200, True]
    assert out["subjects_left"] == []  # cust-3 comes later
    # One line per erasure in the file kept outside the database, without the ref itself.
    assert len(out["ledger_lines"]) == 2
    assert all(line["tenant"] == "acme" for line in out["ledger_lines"])
    assert "cust-" not in json.dumps(out["ledger_lines"])

    assert out["purge_errors"] == []
    assert out["purge"]["sessions"] == 1
    assert out["purge"]["messages"] == 2
    assert out["sessions_left"] == 0
    assert out["messages_left"] == 0

    assert (out["health_post"], out["health_end"]) == (201, 200)
    assert "pregnant" in out["health_before"]
    assert (
        "pregnant" not in out["health_after"]
        and "[health information removed]" in (out["health_after"])
    )
    assert "order 4711 on Monday" in out["health_after"]
