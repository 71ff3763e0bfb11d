"""Only "cannot reach the database" becomes a 503; a bad statement stays a server error."""

import psycopg
import pytest
from django.db import DataError, InterfaceError, OperationalError

from chatmemory.errors import is_database_unavailable


def wrapped(django_class, sqlstate: str | None):
    exc = django_class("database error")
    exc.__cause__ = psycopg.errors.lookup(sqlstate)() if sqlstate else psycopg.OperationalError()
    return exc


@pytest.mark.parametrize(
    ("exc", "unavailable"),
    [
        (wrapped(OperationalError, None), True),  # connection refused / closed: no SQLSTATE
        (wrapped(OperationalError, "08006"), True),  # connection failure
        (wrapped(OperationalError, "57P01"), True),  # admin shutdown (a restart)
        (wrapped(OperationalError, "57P03"), True),  # cannot connect now (starting up)
        (wrapped(InterfaceError, None), True),  # the connection object is already closed
        (wrapped(OperationalError, "54000"), False),  # program limit exceeded: a bug, a 500
        (wrapped(OperationalError, "57014"), False),  # statement cancelled (timeout)
        (wrapped(DataError, "22021"), False),  # bad data: never a 503
        (ValueError("no"), False),
    ],
)
def test_only_connection_failures_are_503(exc, unavailable):
    assert is_database_unavailable(exc) is unavailable
