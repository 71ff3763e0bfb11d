"""Settings per environment: each case runs Django in a fresh process with its own variables."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, django
from django.conf import settings
django.setup()
print(json.dumps({
    "db": settings.DATABASES["default"]["ENGINE"],
    "db_name": str(settings.DATABASES["default"]["NAME"]),
    "cache": settings.CACHES["default"]["BACKEND"],
    "layer": settings.CHANNEL_LAYERS["default"]["BACKEND"],
    "broker": settings.CELERY_BROKER_URL,
    "debug": settings.DEBUG,
    "hosts": settings.ALLOWED_HOSTS,
    "csrf": settings.CSRF_TRUSTED_ORIGINS,
    "webhook_private": settings.BOT_WEBHOOK_ALLOW_PRIVATE,
}))
"""

BASE_ENV = {"PATH": os.environ["PATH"], "DJANGO_SETTINGS_MODULE": "chatmemory.settings"}


def run_python(code: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**BASE_ENV, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )


def probe(**env: str) -> dict:
    result = run_python(PROBE, **env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_embedded_defaults_need_no_server():
    found = probe(DEBUG="true")
    assert found["db"] == "django.db.backends.sqlite3"
    assert found["db_name"].endswith("var/chatmemory.sqlite3")
    assert found["cache"] == "django.core.cache.backends.locmem.LocMemCache"
    assert found["layer"] == "channels.layers.InMemoryChannelLayer"
    assert found["broker"] == "filesystem://"
    assert found["debug"] is True
    assert found["webhook_private"] is True  # a bot on the developer's machine may be tried


def test_real_services_when_their_urls_are_set():
    found = probe(
        DEBUG="false",
        SECRET_KEY="x" * 60,
        DATABASE_URL="postgres://db.internal:5432/chatmemory",
        REDIS_URL="redis://cache.internal:6379/0",
        CELERY_BROKER_URL="amqp://guest:guest@mq.internal:5672//",
        ALLOWED_HOSTS="chat.example.com,api.example.com",
        CSRF_TRUSTED_ORIGINS="https://chat.example.com",
    )
    assert found["db"] == "chatmemory.postgresql"  # Django's, with our pool check
    assert found["cache"] == "chatmemory.cache.FailOpenRedisCache"
    assert found["layer"] == "channels_redis.core.RedisChannelLayer"
    assert found["broker"].startswith("amqp://")
    assert found["hosts"] == ["chat.example.com", "api.example.com"]
    assert found["csrf"] == ["https://chat.example.com"]
    assert found["webhook_private"] is False  # bot webhooks reach public addresses only


def test_production_refuses_to_start_without_a_secret_key():
    result = run_python(PROBE, DEBUG="false")
    assert result.returncode != 0
    assert "SECRET_KEY is not set" in result.stderr


def test_a_bad_boolean_fails_loudly():
    result = run_python(PROBE, DEBUG="perhaps")
    assert result.returncode != 0


@pytest.mark.parametrize("debug", ["false"])
def test_check_deploy_passes_with_production_settings(debug):
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env={
            **BASE_ENV,
            "DEBUG": debug,
            "SECRET_KEY": "k3y-" + "a7Zq9" * 12,
            "ALLOWED_HOSTS": "chat.example.com",
            "DATABASE_URL": os.environ.get("DATABASE_URL", ""),
        },
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


# A turn, a topic close and the demo data on the embedded SQLite database of `make run`: the
# plain row writes (chatmemory.prepared) run there one statement at a time.
SQLITE_TURNS = """
import django
django.setup()
from django.core.management import call_command
call_command("migrate", verbosity=0)
call_command("seed_demo", verbosity=0)
from memory import services
from memory.models import Message, Session
from tenants.models import Tenant
demo = Tenant.objects.get(slug="demo")
session = services.create_session(tenant=demo, channel="web", locale="en")
for n in range(3):
    services.append_message(session=session, role="user", text=f"My order {n} is late.")
services.close_topic(session=session)
session = Session.objects.select_related("summary").get(pk=session.pk)
seqs = list(Message.objects.filter(session=session).values_list("seq", flat=True))
print(seqs, session.next_seq, session.summary.covers_until_seq)
"""


def test_turns_are_stored_on_the_embedded_sqlite_database(tmp_path):
    result = subprocess.run(
        [sys.executable, "-c", SQLITE_TURNS],
        cwd=ROOT,
        env={**BASE_ENV, "DEBUG": "true", "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip().splitlines()[-1] == "[1, 2, 3] 4 3"


VAR_PROBE = """
import json, django
from django.conf import settings
django.setup()
print(json.dumps({
    "db_name": str(settings.DATABASES["default"]["NAME"]),
    "broker_in": settings.CELERY_BROKER_TRANSPORT_OPTIONS["data_folder_in"],
    "exports": str(settings.EXPORT_ROOT),
    "ledger": str(settings.ERASURE_LEDGER_FILE),
}))
"""


def test_var_dir_moves_every_embedded_file(tmp_path):
    result = run_python(VAR_PROBE, DEBUG="true", VAR_DIR=str(tmp_path))
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found == {
        "db_name": str(tmp_path / "chatmemory.sqlite3"),
        "broker_in": str(tmp_path / "broker"),
        "exports": str(tmp_path / "exports"),
        "ledger": str(tmp_path / "erasure-ledger.jsonl"),
    }
