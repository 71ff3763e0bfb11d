"""A restored backup must not bring erased data back: replay_erasures cleans it again."""

import os
import subprocess
import sys
import uuid
from pathlib import Path

import psycopg
import pytest
from django.conf import settings as django_settings
from django.db import connection

from dpo import erasure

ROOT = Path(__file__).resolve().parents[2]


def _pg_args(db: dict) -> list[str]:
    return ["-h", db.get("HOST") or "localhost", "-p", str(db.get("PORT") or 5432)] + (
        ["-U", db["USER"]] if db.get("USER") else []
    )


def _url(db: dict, name: str) -> str:
    user = f"{db['USER']}@" if db.get("USER") else ""
    return f"postgres://{user}{db.get('HOST') or 'localhost'}:{db.get('PORT') or 5432}/{name}"


def _count(conninfo: str, sql: str, params=()) -> int:
    with psycopg.connect(conninfo) as conn:
        return conn.execute(sql, params).fetchone()[0]


@pytest.mark.django_db(transaction=True)
def test_a_restored_dump_is_cleaned_by_replay_erasures(make_held, site, export_root, tmp_path):
    tenant = site.tenant
    make_held("cust-42")
    make_held("cust-43")
    db = connection.settings_dict
    dump = tmp_path / "before.dump"
    subprocess.run(
        ["pg_dump", *_pg_args(db), "-Fc", "-f", str(dump), db["NAME"]], check=True, timeout=60
    )

    erasure.erase_subject(tenant=tenant, ref="cust-42", actor=None)

    restored = f"cm_restore_{uuid.uuid4().hex[:8]}"
    subprocess.run(["createdb", *_pg_args(db), restored], check=True, timeout=30)
    try:
        subprocess.run(
            ["pg_restore", *_pg_args(db), "--no-owner", "-d", restored, str(dump)],
            check=True,
            timeout=120,
        )
        conninfo = _url(db, restored)
        subject_sql = "SELECT count(*) FROM memory_subject WHERE ref = %s"
        assert _count(conninfo, subject_sql, ["cust-42"]) == 1  # the backup brought it back

        result = subprocess.run(
            [sys.executable, "manage.py", "replay_erasures"],
            cwd=ROOT,
            env={
                **os.environ,
                "DATABASE_URL": conninfo,
                "ERASURE_LEDGER_FILE": str(django_settings.ERASURE_LEDGER_FILE),
            },
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        assert "subjects erased again: 1" in result.stdout

        assert _count(conninfo, subject_sql, ["cust-42"]) == 0
        assert (
            _count(conninfo, "SELECT count(*) FROM privacy_consent WHERE subject_ref = 'cust-42'")
            == 0
        )
        messages_42 = "SELECT count(*) FROM memory_message WHERE text LIKE '%%of cust-42'"
        assert _count(conninfo, messages_42) == 0
        assert _count(conninfo, subject_sql, ["cust-43"]) == 1
        messages_43 = "SELECT count(*) FROM memory_message WHERE text LIKE '%%of cust-43'"
        assert _count(conninfo, messages_43) == 6
        ledger = "SELECT count(*) FROM privacy_erasureledger"
        assert _count(conninfo, ledger) == 1  # imported from the file kept outside the dump
    finally:
        subprocess.run(["dropdb", *_pg_args(db), "--if-exists", restored], timeout=30)
