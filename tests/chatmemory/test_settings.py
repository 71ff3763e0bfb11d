"""Settings per environment: each case runs Django in a fresh process with its own variables."""

import json
import os
import subprocess
import sys
from pathlib import Path

import environ
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
    assert found["db"] == "django.db.backends.postgresql"
    assert found["cache"] == "chatmemory.cache.FailOpenRedisCache"
    assert found["layer"] == "chatmemory.channel_layer.RedisChannelLayer"
    assert found["broker"].startswith("amqp://")
    assert found["hosts"] == ["chat.example.com", "api.example.com"]
    assert found["csrf"] == ["https://chat.example.com"]
    assert found["webhook_private"] is False  # bot webhooks reach public addresses only


def test_development_makes_a_secret_key_per_installation(tmp_path):
    """No two `make run` installations share signing keys or the demo passwords made from them."""
    code = "import django; from django.conf import settings; django.setup(); "
    code += "print(settings.SECRET_KEY)"

    def key(var_dir: Path) -> str:
        result = run_python(code, DEBUG="true", VAR_DIR=str(var_dir))
        assert result.returncode == 0, result.stderr
        return result.stdout.strip()

    first, again = key(tmp_path / "a"), key(tmp_path / "a")
    assert first == again and len(first) >= 50
    assert (tmp_path / "a" / "secret_key").read_text().strip() == first
    assert key(tmp_path / "b") != first


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
# ingest's ORM path runs there (PostgreSQL's runs one statement).
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


# Every setting as production loads it (once, a fixture that replaced ERASURE_LEDGER_FILE
# with a pathlib.Path hid that the settings module gave django-environ's Path, without
# `.parent`, and every erasure answered 500 after committing).
TYPES = """
import json, numbers, pathlib, django
from django.conf import settings
django.setup()
from chatmemory import settings as module
found = {}
for name, value in vars(module).items():  # ours, not Django's global defaults
    if name.isupper():
        found[name] = {
            "type": type(value).__module__ + "." + type(value).__qualname__,
            "path": isinstance(value, pathlib.Path),
            "number": isinstance(value, numbers.Real) and not isinstance(value, bool),
            "text": str(value) if isinstance(value, (str, pathlib.Path)) else None,
        }
limits = settings.MEMORY_LIMITS.values()
found["MEMORY_LIMITS"]["values"] = sorted({type(v).__name__ for v in limits})
database = settings.DATABASES["default"].items()
found["DATABASES"]["default"] = {k: type(v).__name__ for k, v in database}
print(json.dumps(found))
"""

PRODUCTION_ENV = {
    "DEBUG": "false",
    "SECRET_KEY": "k3y-" + "a7Zq9" * 12,
    "ALLOWED_HOSTS": "chat.example.com",
    "DATABASE_URL": "postgres://db.internal:5432/chatmemory",
    "REDIS_URL": "redis://cache.internal:6379/0",
    "CELERY_BROKER_URL": "redis://cache.internal:6379/1",
    "LLM_URL": "http://model.internal/v1/chat/completions",
    "EXPORT_ROOT": "/srv/chatmemory/exports",
    "ERASURE_LEDGER_FILE": "/srv/chatmemory/ledger/erasure-ledger.jsonl",
    "STATIC_ROOT": "/srv/chatmemory/static",
    "SESSION_RETENTION_HOURS": "48",
    "CASE_HISTORY_GRACE_DAYS": "14",
    "BOT_WEBHOOK_TIMEOUT_SECONDS": "4.5",
    "PORTAL_LINK_MAX_AGE": "600",
    "EXPORT_REQUEUE_AFTER_MINUTES": "7",
}


@pytest.mark.parametrize(
    "env",
    [PRODUCTION_ENV, {"DEBUG": "true"}],
    ids=["production-variables", "embedded-defaults"],
)
def test_settings_have_the_types_the_code_uses(env):
    result = run_python(TYPES, **env)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)

    # No django-environ type leaks out of the settings module (its Path lacks `.parent`).
    leaked = {
        name: info["type"] for name, info in found.items() if info["type"].startswith("environ.")
    }
    assert not leaked, leaked
    # Files and directories are pathlib paths, whether set or defaulted.
    paths = [n for n in found if n.endswith(("_ROOT", "_FILE", "_DIR", "_FOLDER"))]
    assert {"STATIC_ROOT", "EXPORT_ROOT", "ERASURE_LEDGER_FILE", "CELERY_BROKER_FOLDER"} <= set(
        paths
    )
    assert [n for n in paths if not found[n]["path"]] == []
    # Durations and timeouts are numbers, never strings.
    durations = [
        n
        for n in found
        if n.endswith(("_SECONDS", "_MINUTES", "_HOURS", "_DAYS", "_AGE", "_TIMEOUT"))
    ]
    assert {"SESSION_RETENTION_HOURS", "BOT_WEBHOOK_TIMEOUT_SECONDS", "PORTAL_LINK_MAX_AGE"} <= set(
        durations
    )
    assert [n for n in durations if not found[n]["number"]] == []
    assert found["AXES_COOLOFF_TIME"]["number"]
    assert found["MEMORY_LIMITS"]["values"] == ["int"]
    # URLs are plain strings; the database URL becomes Django's settings dictionary.
    for name in ("REDIS_URL", "CELERY_BROKER_URL", "LLM_URL", "DEMO_BASE_URL"):
        assert found[name]["type"] == "builtins.str", name
    assert found["DATABASES"]["default"]["NAME"] == "str"
    if env is PRODUCTION_ENV:
        assert found["EXPORT_ROOT"]["text"] == "/srv/chatmemory/exports"
        assert found["ERASURE_LEDGER_FILE"]["text"] == env["ERASURE_LEDGER_FILE"]
        assert found["STATIC_ROOT"]["text"] == "/srv/chatmemory/static"
        assert found["DATABASES"]["default"]["HOST"] == "str"
    else:
        assert found["ERASURE_LEDGER_FILE"]["text"].endswith("var/erasure-ledger.jsonl")


BROKER_PROBE = """
import json, django
from django.conf import settings
django.setup()
from chatmemory.celery import app
print(json.dumps(app.conf.broker_transport_options))
"""


@pytest.mark.parametrize(
    ("url", "variable", "expected"),
    [
        ("redis://cache.internal:6379/1", None, 900),
        ("redis://cache.internal:6379/1", "60", 60),
        ("amqp://guest:guest@mq.internal:5672//", None, None),
        ("filesystem://", None, None),
    ],
)
def test_redis_gives_a_dead_workers_task_to_another_within_minutes(url, variable, expected):
    """kombu's own visibility timeout is an hour: an export whose worker was killed would wait
    that long (RabbitMQ redelivers as soon as the connection drops, the filesystem broker never)."""
    env = {"DEBUG": "true", "CELERY_BROKER_URL": url}
    if variable is not None:
        env["CELERY_BROKER_VISIBILITY_TIMEOUT"] = variable
    result = run_python(BROKER_PROBE, **env)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout).get("visibility_timeout") == expected


PUBLISH_PROBE = """
import django
django.setup()
from chatmemory.celery import app
app.send_task("memory.tasks.end_idle_sessions")
"""


def test_the_filesystem_broker_keeps_all_its_files_under_var_dir(tmp_path):
    # kombu's default control folder is "control" in the working directory: it ended up committed.
    result = run_python(PUBLISH_PROBE, DEBUG="true", VAR_DIR=str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "broker-control" / "celery.exchange").is_file()
    assert [path.suffix for path in (tmp_path / "broker").iterdir()] == [".msg"]
    assert not (ROOT / "control").exists()


def test_each_setting_is_defined_once_and_never_changed_afterwards():
    """settings.py reads top to bottom: a setting's one definition is its value."""
    import ast
    from collections import Counter

    tree = ast.parse((ROOT / "chatmemory" / "settings.py").read_text())

    def assigned(statements) -> Counter:
        counts: Counter = Counter()
        for node in statements:
            if isinstance(node, ast.If):  # the branches are alternatives: count the larger
                body, orelse = assigned(node.body), assigned(node.orelse)
                counts.update({name: max(body[name], orelse[name]) for name in body | orelse})
            elif isinstance(node, ast.Assign):
                counts.update(t.id for t in node.targets if isinstance(t, ast.Name))
        return counts

    twice = [name for name, count in assigned(tree.body).items() if count > 1]
    assert twice == []
    changed = []
    for node in ast.walk(tree):
        if isinstance(node, ast.AugAssign):
            changed.append(ast.unparse(node))
        elif isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Subscript) for target in node.targets
        ):
            changed.append(ast.unparse(node))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id.isupper()
            and node.func.attr in {"append", "extend", "insert", "update", "setdefault", "pop"}
        ):
            changed.append(ast.unparse(node))
    assert changed == []


def test_a_test_may_point_a_path_setting_elsewhere_but_not_change_its_type(settings, tmp_path):
    from django.test import override_settings

    settings.ERASURE_LEDGER_FILE = tmp_path / "ledger.jsonl"  # elsewhere, the same kind: fine
    settings.BOT_WEBHOOK_TIMEOUT_SECONDS = 1  # an int for a float: both numbers
    with pytest.raises(TypeError, match="ERASURE_LEDGER_FILE"):
        settings.ERASURE_LEDGER_FILE = str(tmp_path / "ledger.jsonl")
    with pytest.raises(TypeError, match="EXPORT_ROOT"):
        settings.EXPORT_ROOT = environ.Path(str(tmp_path))
    with pytest.raises(TypeError, match="SESSION_RETENTION_HOURS"):
        settings.SESSION_RETENTION_HOURS = "24"
    with pytest.raises(TypeError, match="LLM_URL"):
        with override_settings(LLM_URL=b"http://model.internal/"):
            pass
    from django.conf import settings as current

    assert current.ERASURE_LEDGER_FILE == tmp_path / "ledger.jsonl"


SEED_ON_A_PORT = """
import django
django.setup()
from django.core.management import call_command
call_command("migrate", verbosity=0)
call_command("seed_demo")
from tenants.models import Site
print(sorted(Site.objects.get(tenant__slug="demo").allowed_origins))
"""


def test_make_run_on_another_port_seeds_and_prints_that_port(tmp_path):
    """`WEB_PORT=8731 make run`: the demo shop's address printed and the widget's allowed origins
    are the port the web process listens on, not 8000."""
    result = subprocess.run(
        [sys.executable, "-c", SEED_ON_A_PORT],
        cwd=ROOT,
        env={
            **BASE_ENV,
            "DEBUG": "true",
            "WEB_PORT": "8731",
            "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
        },
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Demo shop with the chat widget: http://127.0.0.1:8731/demo/" in result.stdout
    assert result.stdout.strip().splitlines()[-1] == str(
        ["http://127.0.0.1:8731", "http://localhost:8731"]
    )
