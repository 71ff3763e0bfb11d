"""Django's own connection pool against the real PostgreSQL: bounded, and healed after the server
ends a connection."""

import time

import psycopg
import pytest
from django.db import connection


def terminate(pid: int) -> None:
    params = connection.get_connection_params()
    for name in ("cursor_factory", "context", "prepare_threshold"):
        params.pop(name, None)
    with psycopg.connect(**params, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", [pid])
    time.sleep(0.2)  # the server's goodbye reaches the socket


def backend_pid() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        return cursor.fetchone()[0]


@pytest.mark.django_db(transaction=True)
def test_the_pool_replaces_a_connection_the_server_ended():
    assert connection.vendor == "postgresql"
    assert connection.pool is not None, "the tests run with the connection pool (settings)"
    first = backend_pid()
    connection.close()  # back into the pool
    terminate(first)
    second = backend_pid()  # no error: the pool's check found the connection dead
    assert second != first
