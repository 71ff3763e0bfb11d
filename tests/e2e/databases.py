"""The stacks' databases as an operator sees them from outside: create, back up, restore, and
(for what HTTP cannot do) move a row's timestamps into the past, as if time had gone by."""

import shutil
import sqlite3
import subprocess
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg import sql


class SqliteFile:
    """The embedded default's database file."""

    def __init__(self, path: Path):
        self.path = path

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=30)

    def execute(self, statement: str, params: list) -> int:
        """Run one statement (`%s` placeholders, datetimes as Django stores them); returns the
        number of rows it changed."""
        values = [
            v.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S.%f") if isinstance(v, datetime) else v
            for v in params
        ]
        connection = self._connect()
        try:
            with connection:  # commits
                return connection.execute(statement.replace("%s", "?"), values).rowcount
        finally:
            connection.close()

    def count(self, statement: str, params: list) -> int:
        connection = self._connect()
        try:
            return connection.execute(statement.replace("%s", "?"), params).fetchone()[0]
        finally:
            connection.close()

    def back_up(self, target: Path) -> None:
        """A consistent copy while the stack runs (SQLite's online backup)."""
        source, copy = self._connect(), sqlite3.connect(target)
        try:
            source.backup(copy)
        finally:
            copy.close()
            source.close()

    def restore(self, backup: Path) -> None:
        """Put the backup in place of the database (the stack is stopped)."""
        for suffix in ("", "-wal", "-shm"):
            Path(f"{self.path}{suffix}").unlink(missing_ok=True)
        shutil.copyfile(backup, self.path)


class PostgresDatabase:
    """A database of its own on the PostgreSQL server, created and dropped by the suite."""

    def __init__(self, url: str):
        self.url = url
        parts = urlsplit(url)
        self.name = parts.path.lstrip("/")
        self.server_url = urlunsplit(parts._replace(path="/postgres"))

    def _admin(self, statement: sql.Composable) -> None:
        with psycopg.connect(self.server_url, autocommit=True) as connection:
            connection.execute(statement)

    def create(self) -> None:
        self.drop()
        self._admin(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(self.name)))

    def drop(self) -> None:
        self._admin(
            sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(self.name))
        )

    def execute(self, statement: str, params: list) -> int:
        with psycopg.connect(self.url, autocommit=True) as connection:
            return connection.execute(statement, params).rowcount

    def count(self, statement: str, params: list) -> int:
        with psycopg.connect(self.url, autocommit=True) as connection:
            return connection.execute(statement, params).fetchone()[0]

    def back_up(self, target: Path) -> None:
        subprocess.run(
            ["pg_dump", "--format=custom", f"--file={target}", self.url], check=True, timeout=120
        )

    def restore(self, backup: Path) -> None:
        """Into a new, empty database of the same name (the stack is stopped)."""
        self.create()
        subprocess.run(
            ["pg_restore", "--no-owner", "--exit-on-error", f"--dbname={self.url}", str(backup)],
            check=True,
            timeout=300,
        )
