"""The throw-away PostgreSQL database every benchmark creates on DATABASE_URL's server."""

import os
from urllib.parse import urlparse, urlunparse


def bench_urls(default_name: str) -> tuple[str, str, str]:
    """(admin url, bench url, name) of BENCH_DB (or `default_name`) on DATABASE_URL's server."""
    base = os.environ.get("DATABASE_URL", "postgres://localhost:5432/postgres")
    name = os.environ.get("BENCH_DB", default_name)
    parts = urlparse(base)
    admin = urlunparse(parts._replace(path="/postgres"))
    return admin, urlunparse(parts._replace(path=f"/{name}")), name


def recreate(admin: str, name: str, *, drop_only: bool = False) -> None:
    """Drop the bench database (closing its connections) and, unless `drop_only`, create it anew."""
    import psycopg

    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        if not drop_only:
            conn.execute(f'CREATE DATABASE "{name}"')
