"""The pool's health check (chatmemory.dbpool) against the real PostgreSQL."""

import time

import psycopg
import pytest
from django.db import connection, connections
from psycopg_pool import ConnectionPool

from chatmemory import dbpool


@pytest.fixture
def dsn():
    params = connection.get_connection_params()
    params.pop("cursor_factory", None)
    params.pop("context", None)
    params.pop("prepare_threshold", None)
    return params


@pytest.fixture
def full_checks(monkeypatch):
    """Counts psycopg_pool's own (round-trip) check, which still runs as it is."""
    calls = []
    real = ConnectionPool.check_connection

    def counted(conn):
        calls.append(conn)
        return real(conn)

    monkeypatch.setattr(ConnectionPool, "check_connection", staticmethod(counted))
    return calls


def terminate(pid: int, dsn: dict) -> None:
    with psycopg.connect(**dsn, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", [pid])
    time.sleep(0.2)  # the server's goodbye reaches the socket


def test_a_connection_just_returned_is_handed_out_without_a_round_trip(dsn, full_checks):
    with psycopg.connect(**dsn, autocommit=True) as conn:
        dbpool.mark_returned(conn)
        dbpool.check(conn)
        assert full_checks == []


def test_an_idle_connection_is_checked_with_a_round_trip(dsn, full_checks, monkeypatch):
    with psycopg.connect(**dsn, autocommit=True) as conn:
        dbpool.check(conn)  # never returned yet
        dbpool.mark_returned(conn)
        monkeypatch.setattr(dbpool, "FRESH_SECONDS", 0.0)
        dbpool.check(conn)  # returned too long ago
        assert full_checks == [conn, conn]


def test_a_connection_the_server_ended_fails_the_check_even_when_fresh(dsn, full_checks):
    with psycopg.connect(**dsn, autocommit=True) as conn:
        pid = conn.info.backend_pid
        dbpool.mark_returned(conn)
        terminate(pid, dsn)
        with pytest.raises(psycopg.OperationalError):
            dbpool.check(conn)
        assert full_checks == [conn]


@pytest.mark.django_db(transaction=True)
def test_the_pool_replaces_a_connection_the_server_ended(dsn):
    assert connection.pool is not None, "the tests run with the connection pool (settings)"
    assert type(connections["default"]).__module__ == "chatmemory.postgresql.base"
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        first = cursor.fetchone()[0]
    raw = connection.connection
    connection.close()  # back into the pool, "fresh"
    assert hasattr(raw, dbpool._RETURNED_AT)  # stamped on its way back (no pool `reset`)
    assert connection.pool._reset is None  # which would return it through a worker thread
    terminate(first, dsn)
    with connection.cursor() as cursor:  # no error: the check saw the closed socket
        cursor.execute("SELECT pg_backend_pid()")
        second = cursor.fetchone()[0]
    assert second != first
