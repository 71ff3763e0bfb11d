"""Prepared queries and plain row writes (chatmemory.prepared) against the real PostgreSQL."""

import threading
from datetime import timedelta

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.db import connection, connections, transaction
from django.db.utils import IntegrityError, OperationalError
from django.utils import timezone

from chatmemory.prepared import (
    Insert,
    PreparedQuery,
    Update,
    insert_row,
    update_row,
    write_together,
)
from memory import services
from memory.api import SESSION_FOR_CONTEXT
from memory.models import Message, Session, Subject, Summary

pytestmark = pytest.mark.django_db

# A locking query through the same machinery (the ingest no longer uses one).
SESSION_FOR_INGEST = PreparedQuery(
    lambda tenant_id, key: Session.objects.filter(tenant_id=tenant_id, key=key).for_ingest(),
    tenant_id=int,
    key=str,
)


@pytest.fixture
def session(tenant):
    session = services.create_session(tenant=tenant, channel="web", locale="de")
    services.append_message(session=session, role="user", text="Meine Bestellung 4711 fehlt.")
    services.fold_pending_turns(session_id=session.pk)  # what the worker does after commit
    return Session.objects.select_related("summary").get(pk=session.pk)


def test_the_context_query_returns_what_the_orm_returns_in_one_query(
    session, tenant, django_assert_num_queries
):
    subject = Subject.objects.create(tenant=tenant, ref="customer-1", memory_version=7)
    Session.objects.filter(pk=session.pk).update(subject=subject)
    expected = Session.objects.with_summary().get(pk=session.pk)

    with django_assert_num_queries(1):
        found = SESSION_FOR_CONTEXT.first(tenant_id=tenant.pk, key=session.key)
        # The joined summary and the annotation come with the row: no further query.
        summary = found.summary
        version = found.memory_version

    assert found.pk == session.pk and found.key == session.key
    assert {f.attname: getattr(found, f.attname) for f in Session._meta.concrete_fields} == {
        f.attname: getattr(expected, f.attname) for f in Session._meta.concrete_fields
    }
    # JSON columns arrive as Python objects, through the fields' own converters.
    assert summary.form == expected.summary.form and isinstance(summary.form, dict)
    assert summary.form["concern"]
    assert version == 7
    assert found._state.adding is False and found._state.db == "default"


def test_another_tenants_session_is_not_found(session, other_tenant):
    assert SESSION_FOR_CONTEXT.first(tenant_id=other_tenant.pk, key=session.key) is None
    with transaction.atomic():
        assert SESSION_FOR_INGEST.first(tenant_id=other_tenant.pk, key=session.key) is None
    assert SESSION_FOR_CONTEXT.first(tenant_id=session.tenant_id, key="no-such-key") is None


def test_the_values_change_between_calls_and_the_sql_is_compiled_once(tenant):
    first = services.create_session(tenant=tenant, channel="web", locale="en")
    second = services.create_session(tenant=tenant, channel="messenger", locale="da")
    query = PreparedQuery(
        lambda tenant_id, key: Session.objects.filter(tenant_id=tenant_id, key=key).active(),
        tenant_id=int,
        key=str,
    )
    assert query.first(tenant_id=tenant.pk, key=first.key).channel == "web"
    compiled = query._for("default")
    assert query.first(tenant_id=tenant.pk, key=second.key).channel == "messenger"
    assert query._for("default") is compiled
    # A constant of the queryset itself ('active') stays in place.
    services.end_session(session=second)
    assert query.first(tenant_id=tenant.pk, key=second.key) is None


@pytest.mark.django_db(transaction=True)
def test_the_ingest_query_locks_the_row_until_the_transaction_ends(session, tenant):
    """A second connection cannot lock the row while the first holds it (NOWAIT fails)."""
    outcome: list[str] = []

    def try_to_lock() -> None:
        other = connections.create_connection("default")
        try:
            with other.cursor() as cursor:
                cursor.execute("BEGIN")
                # LOCAL: the connection goes back to a pool, and must not keep the setting.
                cursor.execute("SET LOCAL lock_timeout = '200ms'")
                try:
                    cursor.execute(
                        "SELECT id FROM memory_session WHERE id = %s FOR UPDATE", [session.pk]
                    )
                    outcome.append("locked")
                except OperationalError:
                    outcome.append("waited")
                cursor.execute("ROLLBACK")
        finally:
            other.close()

    with transaction.atomic():
        locked = SESSION_FOR_INGEST.first(tenant_id=tenant.pk, key=session.key)
        assert locked.pk == session.pk
        worker = threading.Thread(target=try_to_lock)
        worker.start()
        worker.join()
    assert outcome == ["waited"]


def test_parameters_are_checked():
    query = PreparedQuery(lambda key: Session.objects.filter(key=key), key=str)
    with pytest.raises(TypeError):
        query.first(key=5)
    with pytest.raises(TypeError):
        query.first()
    with pytest.raises(TypeError):
        query.first(key="a", other="b")
    with pytest.raises(TypeError):
        PreparedQuery(lambda n: Session.objects.filter(pk=n), n=int).first(n=True)


def test_a_parameter_that_does_not_reach_the_sql_is_refused():
    ignored = PreparedQuery(lambda key: Session.objects.all(), key=str)
    with pytest.raises(ImproperlyConfigured):
        ignored.first(key="x")
    with pytest.raises(ImproperlyConfigured):
        PreparedQuery(lambda when: Session.objects.filter(created_at=when), when=float)


def test_insert_and_update_rows_store_what_the_orm_reads_back(session):
    now = timezone.now()
    spans = [{"label": "EMAIL", "start": 0, "end": 7}]
    pk = insert_row(
        Message,
        {
            "session_id": session.pk,
            "seq": 2,
            "role": "assistant",
            "text": "[EMAIL] ist notiert.",
            "redactions": spans,
            "tokens": 6,
            "created_at": now,
            "sent_at": None,
            "idempotency_key": None,
        },
    )
    stored = Message.objects.get(pk=pk)
    assert (stored.session_id, stored.seq, stored.role) == (session.pk, 2, "assistant")
    assert stored.redactions == spans and stored.created_at == now and stored.sent_at is None

    later = now + timedelta(minutes=5)
    assert update_row(Session, session.pk, {"next_seq": 3, "last_activity_at": later}) == 1
    session.refresh_from_db()
    assert (session.next_seq, session.last_activity_at) == (3, later)
    assert update_row(Session, 0, {"next_seq": 3}) == 0


def test_a_failed_write_leaves_nothing_behind(session):
    """The unique (session, seq) constraint still guards a plain insert, inside the transaction."""
    count = Message.objects.count()
    with pytest.raises(IntegrityError), transaction.atomic():
        update_row(Session, session.pk, {"next_seq": 99})
        insert_row(
            Message,
            {
                "session_id": session.pk,
                "seq": 1,  # taken by the first message
                "role": "user",
                "text": "again",
                "redactions": [],
                "tokens": 1,
                "created_at": timezone.now(),
                "sent_at": None,
                "idempotency_key": None,
            },
        )
    assert Message.objects.count() == count
    assert Session.objects.get(pk=session.pk).next_seq == 2
    assert connection.in_atomic_block  # the test's own transaction is still usable


def _message_values(session, seq: int, text: str) -> dict:
    return {
        "session_id": session.pk,
        "seq": seq,
        "role": "user",
        "text": text,
        "redactions": [],
        "tokens": 2,
        "created_at": timezone.now(),
        "sent_at": None,
        "idempotency_key": None,
    }


def test_writes_together_are_one_statement_and_return_each_result(
    session, django_assert_num_queries
):
    summary = session.summary
    with django_assert_num_queries(1):
        pk, summaries, sessions = write_together(
            Insert(Message, _message_values(session, 2, "zweite")),
            Update(Summary, summary.pk, {"covers_until_seq": 2}),
            Update(Session, session.pk, {"next_seq": 3}),
        )
    assert Message.objects.get(pk=pk).text == "zweite"
    assert (summaries, sessions) == (1, 1)
    assert Summary.objects.get(pk=summary.pk).covers_until_seq == 2
    assert Session.objects.get(pk=session.pk).next_seq == 3
    # A row that is not there is reported, not invented.
    assert write_together(Update(Session, 0, {"next_seq": 3}))[0] == 0


def test_one_failing_write_fails_them_all(session):
    summary = session.summary
    with pytest.raises(IntegrityError), transaction.atomic():
        write_together(
            Update(Summary, summary.pk, {"covers_until_seq": 50}),
            Insert(Message, _message_values(session, 1, "seq 1 is taken")),
            Update(Session, session.pk, {"next_seq": 51}),
        )
    assert Summary.objects.get(pk=summary.pk).covers_until_seq == 1
    assert Session.objects.get(pk=session.pk).next_seq == 2
    assert not Message.objects.filter(text="seq 1 is taken").exists()


def test_the_hot_queries_are_prepared_on_the_server(session, tenant, settings):
    """DATABASE_PREPARED_STATEMENTS: a query the connection repeats is parsed and planned once."""
    options = connection.settings_dict["OPTIONS"]
    assert options["server_side_binding"] is True
    for _ in range(options["prepare_threshold"] + 1):
        assert SESSION_FOR_CONTEXT.first(tenant_id=tenant.pk, key=session.key) is not None
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements")
        prepared = [row[0] for row in cursor.fetchall()]
    assert any("memory_session" in sql and "memory_summary" in sql for sql in prepared)


def _session_updates() -> tuple[int, int]:
    """(updates, of which HOT) of memory_session in the current transaction."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_xact_user_tables "
            "WHERE relname = 'memory_session'"
        )
        return cursor.fetchone()


def test_a_turn_updates_the_session_row_in_place(session):
    """No index holds what a turn changes, so PostgreSQL updates the row in place (HOT): no new
    index entries, and old versions are pruned without VACUUM (the hot path's table stays small
    under a constant stream of turns)."""
    before = _session_updates()
    for n in range(5):
        services.append_message(session=session, role="user", text=f"Noch eine Frage {n}.")
    updates, hot = (now - then for now, then in zip(_session_updates(), before, strict=True))
    assert updates == 5
    assert hot == 5
