"""Fail at once, with a way out, when PostgreSQL or Redis does not answer (run by make test)."""

import os
import sys
from urllib.parse import urlparse

import psycopg
import redis

database_url = os.environ.get("DATABASE_URL", "")
redis_url = os.environ.get("REDIS_URL", "")

if not database_url.startswith(("postgres://", "postgresql://")):
    sys.exit(f"Tests run on PostgreSQL only; DATABASE_URL is {database_url!r}.")

parsed = urlparse(database_url)
try:
    psycopg.connect(
        host=parsed.hostname or "localhost",
        port=parsed.port or 5432,
        user=parsed.username or None,
        password=parsed.password or None,
        dbname="postgres",
        connect_timeout=3,
    ).close()
except psycopg.OperationalError as exc:
    sys.exit(
        f"PostgreSQL does not answer at {parsed.hostname}:{parsed.port or 5432} ({exc}).\n"
        "Start it, e.g.\n"
        "  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\n"
        "or `docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:16`,\n"
        "or point DATABASE_URL at one (make test DATABASE_URL=postgres://user@host:5432/db)."
    )

try:
    redis.Redis.from_url(redis_url, socket_connect_timeout=3).ping()
except redis.RedisError as exc:
    sys.exit(
        f"Redis does not answer at {redis_url} ({exc}).\n"
        "Start it, e.g. `redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save ''`,\n"
        "or point TEST_REDIS_URL and TEST_BROKER_URL at one."
    )
