"""Fixtures of the conversation tests."""

import pytest
from django.db import connection

from memory import storage


@pytest.fixture(params=["one statement", "orm"])
def ingest_path(request, monkeypatch):
    """Runs the test on each of the ingest's two paths: the one statement PostgreSQL runs, and
    the ORM's (SQLite's, here on PostgreSQL too)."""
    if request.param == "one statement" and connection.vendor != "postgresql":
        pytest.skip("a PostgreSQL statement")
    monkeypatch.setattr(storage, "ONE_STATEMENT_INGEST", request.param == "one statement")
    return request.param
