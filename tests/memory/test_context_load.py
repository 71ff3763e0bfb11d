"""load_session(): the context's session, summary, memory version and newest turns in one
query on PostgreSQL, the same objects as the ORM's, scoped to the tenant, prepared on the server."""

import json

import psycopg
import pytest
from django.db import connection

from memory import services
from memory.context import build_context
from memory.models import Session, Subject, Summary
from memory.storage import _load_sql, _session_sql, load_session, session_by_key

pytestmark = pytest.mark.django_db


@pytest.fixture
def session(tenant):
    session = services.create_session(tenant=tenant, channel="web", locale="de")
    for n in range(25):
        services.append_message(session=session, role="user", text=f"Bestellung 4711, Frage {n}")
    services.fold_pending_turns(session_id=session.pk)  # what the worker does after commit
    return Session.objects.select_related("summary").get(pk=session.pk)


def test_it_loads_what_the_orm_loads_in_one_query(session, tenant, django_assert_num_queries):
    subject = Subject.objects.create(tenant=tenant, ref="customer-1", memory_version=7)
    Session.objects.filter(pk=session.pk).update(subject=subject)
    expected = Session.objects.with_summary().get(pk=session.pk)

    with django_assert_num_queries(1):
        found = load_session(tenant=tenant, key=session.key)
        if connection.vendor == "postgresql":  # elsewhere the window is a query of its own
            summary, window = found.summary, found.newest_messages
    context = build_context(session=found)

    fields = [f.attname for f in Session._meta.concrete_fields]
    assert {f: getattr(found, f) for f in fields} == {f: getattr(expected, f) for f in fields}
    summary_fields = [f.attname for f in Summary._meta.concrete_fields]
    assert {f: getattr(found.summary, f) for f in summary_fields} == {
        f: getattr(expected.summary, f) for f in summary_fields
    }
    assert isinstance(found.summary.form, dict) and found.summary.form["concern"]
    if connection.vendor == "postgresql":
        assert summary is found.summary and [row[0] for row in window] == list(range(25, 5, -1))
    assert context == build_context(session=Session.objects.with_summary().get(pk=session.pk))
    assert [m["seq"] for m in context["window"]] == list(range(6, 26))


def test_another_tenants_session_is_not_found(session, other_tenant):
    assert load_session(tenant=other_tenant, key=session.key) is None
    assert load_session(tenant=session.tenant, key="no-such-key") is None


def test_the_session_by_key_is_the_row_the_orm_reads(session, tenant, django_assert_num_queries):
    subject = Subject.objects.create(tenant=tenant, ref="customer-2", memory_version=3)
    Session.objects.filter(pk=session.pk).update(subject=subject, state="handed_over")
    expected = Session.objects.get(pk=session.pk)

    with django_assert_num_queries(1):
        found = session_by_key(tenant=tenant, key=session.key)
        assert found.tenant is tenant  # no query for the tenant it was scoped to

    fields = [f.attname for f in Session._meta.concrete_fields]
    assert {f: getattr(found, f) for f in fields} == {f: getattr(expected, f) for f in fields}
    assert found.subject == subject and found._state.db == "default" and not found._state.adding


def test_another_tenants_session_is_not_found_by_key(session, other_tenant):
    assert session_by_key(tenant=other_tenant, key=session.key) is None
    assert session_by_key(tenant=session.tenant, key="no-such-key") is None


def test_a_session_without_a_summary_or_turns_loads(tenant):
    session = services.create_session(tenant=tenant, channel="messenger", locale="da")
    Summary.objects.filter(session=session).delete()
    found = load_session(tenant=tenant, key=session.key)
    with pytest.raises(Summary.DoesNotExist):
        found.summary  # noqa: B018
    context = build_context(session=found)
    assert context["window"] == [] and context["session"]["channel"] == "messenger"


def test_the_context_read_is_prepared_on_the_server(session, tenant):
    """DATABASE_PREPARED_STATEMENTS: a query the connection repeats is parsed and planned once."""
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL's prepared statements")
    options = connection.settings_dict["OPTIONS"]
    assert options["server_side_binding"] is True
    for _ in range(options["prepare_threshold"] + 1):
        assert load_session(tenant=tenant, key=session.key) is not None
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements")
        prepared = [row[0] for row in cursor.fetchall()]
    assert any("memory_session" in sql and "memory_message" in sql for sql in prepared)


@pytest.mark.django_db(transaction=True)
def test_the_context_read_reads_only_the_window_in_any_plan(tenant):
    """As the window query's test (tests/memory/test_turn_path.py), for the one query of
    load_session(): on a fresh connection, after more than five runs and with the generic plan
    forced, the newest turns come from a backward scan of the (session, seq) index that reads
    the window's rows alone, with no sort."""
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL's planner")
    small = [services.create_session(tenant=tenant) for _ in range(40)]
    big = services.create_session(tenant=tenant)
    with connection.cursor() as cursor:
        for session, size in [(s, 30) for s in small] + [(big, 5000)]:
            cursor.execute(
                "INSERT INTO memory_message (session_id, seq, role, text, redactions, tokens, "
                "created_at) SELECT %s, n, 'user', 'Turn ' || n, '[]', 6, now() "
                "FROM generate_series(1, %s) n",
                [session.pk, size],
            )
            Session.objects.filter(pk=session.pk).update(next_seq=size + 1)
        cursor.execute("ANALYZE")
    sql = _load_sql().replace("%s", "{}").format("$1", "$2", "$3", "$4")
    with _fresh_connection() as fresh:
        fresh.execute(f"PREPARE load AS {sql}")
        for n in range(8):
            fresh.execute(f"EXECUTE load(20, 20, {tenant.pk}, '{small[n].key}')").fetchall()
        plans = [_plan(fresh, big.key, tenant.pk)]
        fresh.execute("SET plan_cache_mode = force_generic_plan")
        plans.append(_plan(fresh, big.key, tenant.pk))
    for plan in plans:
        scans = [node for node in _nodes(plan) if node.get("Relation Name") == "memory_message"]
        assert len(scans) == 1, plan
        (scan,) = scans
        assert scan["Node Type"] == "Index Scan", plan
        assert scan["Index Name"] == "message_unique_seq"
        assert scan["Scan Direction"] == "Backward"
        assert scan["Actual Rows"] <= 20
        assert "Sort" not in json.dumps(plan)


def _fresh_connection() -> psycopg.Connection:
    """A new connection to the test database, with no plan history."""
    settings = connection.settings_dict
    return psycopg.connect(
        dbname=settings["NAME"],
        host=settings["HOST"] or None,
        port=settings["PORT"] or None,
        user=settings["USER"] or None,
        password=settings["PASSWORD"] or None,
        autocommit=True,
    )


def _plan(conn, key: str, tenant_id: int) -> dict:
    rows = conn.execute(
        f"EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE load(20, 20, {tenant_id}, '{key}')"
    ).fetchall()
    return rows[0][0][0]["Plan"]


def _nodes(plan: dict):
    yield plan
    for child in plan.get("Plans", []):
        yield from _nodes(child)


@pytest.mark.django_db(transaction=True)
def test_a_session_is_found_by_its_key_alone_in_any_plan(tenant, other_tenant):
    """Both reads of a session by tenant and key (session_by_key, load_session) find it through
    the key's unique index, also in the generic plan of a prepared statement: never by scanning
    the tenant's sessions and filtering them by key, which grows with the tenant."""
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL's planner")
    with connection.cursor() as cursor:
        for owner, count in ((tenant, 3000), (other_tenant, 300)):
            cursor.execute(
                "INSERT INTO memory_session (tenant_id, key, channel, locale, state, created_at, "
                "last_activity_at, expires_at, next_seq) SELECT %s, md5(%s || '-' || n), 'web', "
                "'en', 'active', now(), now(), now() + interval '1 hour', 1 "
                "FROM generate_series(1, %s) n",
                [owner.pk, owner.slug, count],
            )
        cursor.execute("ANALYZE")
    keys = list(Session.objects.filter(tenant=tenant).values_list("key", flat=True)[:8])
    queries = {
        "by_key": (_session_sql(), lambda key: [tenant.pk, key]),
        "load": (_load_sql(), lambda key: [20, 20, tenant.pk, key]),
    }
    with _fresh_connection() as fresh:
        for name, (sql, params) in queries.items():
            count = sql.count("%s")
            fresh.execute(f"PREPARE {name} AS " + sql % tuple(f"${n}" for n in range(1, count + 1)))
            for key in keys:
                fresh.execute(f"EXECUTE {name}({', '.join(map(repr, params(key)))})").fetchall()
        fresh.execute("SET plan_cache_mode = force_generic_plan")
        for name, (_sql, params) in queries.items():
            args = ", ".join(map(repr, params(keys[-1])))
            plan = fresh.execute(f"EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE {name}({args})")
            plan = plan.fetchone()[0][0]["Plan"]
            scans = [n for n in _nodes(plan) if n.get("Relation Name") == "memory_session"]
            assert len(scans) == 1, plan
            (scan,) = scans
            # The unique constraint's index or Django's pattern-ops index on the key: both O(1).
            assert scan.get("Index Name", "").startswith("memory_session_key"), (name, plan)
            assert "key" in scan["Index Cond"], (name, plan)
            assert scan["Actual Rows"] == 1 and not scan.get("Rows Removed by Filter"), plan
