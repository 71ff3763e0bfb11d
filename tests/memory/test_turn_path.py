"""The ingest/context hot path: the summary folded outside the request but never stale where it
is read, the window's plan bounded on PostgreSQL, gap-free seqs, Idempotency-Key, batches."""

import json
import threading
from datetime import timedelta

import psycopg
import pytest
from django.db import connection
from django.utils import timezone

from memory import services, storage, tasks
from memory.models import Message, Session
from memory.storage import _WINDOW_SQL_POSTGRESQL

pytestmark = pytest.mark.django_db

TURNS = [
    ("user", "Meine Bestellung 4711-0815 ist noch nicht da, ich brauche sie bis Freitag."),
    ("assistant", "Das prüfe ich. An welche Filiale soll geliefert werden?"),
    ("user", "An die Filiale in Hamburg, 50 Stück."),
    ("assistant", "Wir rufen Sie morgen zurück."),
]


def _start(api, channel: str = "messenger") -> str:
    body = {"channel": channel, "locale": "de"}
    return api.post("/api/v1/sessions", body, format="json").json()["key"]


def _say(api, key: str, count: int, offset: int = 0) -> None:
    for n in range(offset, offset + count):
        role, text = TURNS[n % len(TURNS)]
        response = api.post(
            f"/api/v1/sessions/{key}/messages", {"role": role, "text": text}, format="json"
        )
        assert response.status_code == 201, response.json()


def _assert_covers_what_the_window_leaves_out(context: dict) -> None:
    window = [m["seq"] for m in context["window"]]
    newest = Session.objects.get(key=context["session"]["key"]).next_seq - 1
    first = window[0] if window else newest + 1
    assert context["summary"]["covers_until_seq"] >= first - 1
    assert window == list(range(first, newest + 1))


def test_the_ingest_leaves_the_summary_to_the_worker(api):
    key = _start(api)
    _say(api, key, 3)
    assert Session.objects.get(key=key).summary.covers_until_seq == 0
    assert services.fold_pending_turns(session_id=Session.objects.get(key=key).pk) == 3
    assert Session.objects.get(key=key).summary.covers_until_seq == 3


def test_a_context_covers_every_turn_outside_its_window_without_the_worker(api):
    key = _start(api)  # messenger: a window of 9 turns
    _say(api, key, 30)
    stored = Session.objects.get(key=key).summary.covers_until_seq
    context = api.get(f"/api/v1/sessions/{key}/context").json()
    _assert_covers_what_the_window_leaves_out(context)
    assert context["summary"]["concern"]["seq"] == 1
    assert {o["value"] for o in context["summary"]["objects"]} >= {"4711-0815"}
    # Folded in memory: the stored summary is the worker's to write.
    assert Session.objects.get(key=key).summary.covers_until_seq == stored


def test_a_budget_cut_window_is_covered_too(api):
    key = _start(api, channel="web")
    _say(api, key, 12)
    full = api.get(f"/api/v1/sessions/{key}/context").json()
    # The first budget that cuts the window (how far depends on the summary's size).
    for cut in range(10, 400, 10):
        budget = full["token_estimate"] - cut
        context = api.get(f"/api/v1/sessions/{key}/context", {"budget_tokens": budget}).json()
        if len(context["window"]) < 12:
            break
    assert 0 < len(context["window"]) < 12
    _assert_covers_what_the_window_leaves_out(context)
    # Over the budget only when the newest turn alone is left: it is never dropped.
    assert context["token_estimate"] <= budget or len(context["window"]) == 1


def test_a_dead_worker_leaves_at_most_fold_lag_max_turns_to_fold(api, ingest_path):
    key = _start(api)
    _say(api, key, services.FOLD_LAG_MAX + 2)
    pending = Session.objects.get(key=key).next_seq - 1
    pending -= Session.objects.get(key=key).summary.covers_until_seq
    assert pending <= services.FOLD_LAG_MAX


def test_the_fold_is_queued_once_fold_every_turns_wait(
    api, ingest_path, monkeypatch, django_capture_on_commit_callbacks
):
    queued = []
    monkeypatch.setattr(tasks.fold_summary, "delay", queued.append)
    key = _start(api)
    with django_capture_on_commit_callbacks(execute=True):
        _say(api, key, services.FOLD_EVERY * 2 - 1)
    assert queued == [Session.objects.get(key=key).pk]
    tasks.fold_summary(queued[0])
    assert Session.objects.get(key=key).summary.covers_until_seq == services.FOLD_EVERY * 2 - 1


def test_a_fold_is_queued_again_while_the_worker_is_behind(
    api, ingest_path, monkeypatch, django_capture_on_commit_callbacks
):
    """A worker that folded while more turns arrived is asked again FOLD_EVERY turns later, not
    only once FOLD_LAG_MAX wait (a busy session would have its context fold dozens of turns)."""
    queued = []
    monkeypatch.setattr(tasks.fold_summary, "delay", queued.append)
    key = _start(api)
    with django_capture_on_commit_callbacks(execute=True):
        _say(api, key, services.FOLD_EVERY * 3)
    assert len(queued) == 3


def test_a_handover_summary_covers_every_turn(api):
    key = _start(api)
    _say(api, key, 6)
    response = api.post(f"/api/v1/sessions/{key}/handover", {"reason": "Bitte"}, format="json")
    assert response.status_code == 201, response.json()
    assert response.json()["summary"]["covers_until_seq"] == 6
    assert response.json()["summary"]["concern"]["seq"] == 1


def test_closing_a_topic_folds_the_pending_turns_first(api):
    key = _start(api)
    _say(api, key, 3)
    closed = api.post(f"/api/v1/sessions/{key}/topics").json()["closed"]
    assert closed["from_seq"] == 1 and closed["to_seq"] == 3 and closed["concern"]


def test_a_batch_stores_consecutive_turns_once_per_idempotency_key(api, ingest_path):
    key = _start(api, channel="web")
    _say(api, key, 1)
    url = f"/api/v1/sessions/{key}/messages/batch"
    body = {
        "messages": [
            {"role": "user", "text": "Meine Karte ist 4111 1111 1111 1111."},
            {"role": "assistant", "text": "Danke, ich sehe nach."},
        ]
    }
    first = api.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY="turn-1")
    again = api.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY="turn-1")
    assert first.status_code == again.status_code == 201
    assert [m["seq"] for m in first.json()["messages"]] == [2, 3]
    assert again.json() == first.json()
    assert "4111" not in json.dumps(first.json())
    assert first.json()["messages"][0]["redactions"][0]["label"] == "CARD"
    assert Message.objects.filter(session__key=key).count() == 3
    empty = api.post(url, {"messages": []}, format="json")
    assert empty.status_code == 400


def test_a_refused_message_of_a_batch_is_named_and_nothing_is_stored(api):
    key = _start(api, channel="messenger")
    url = f"/api/v1/sessions/{key}/messages/batch"
    hello = {"role": "user", "text": "Hallo"}

    blank = api.post(
        url, {"messages": [hello, {"role": "assistant", "text": " \t"}]}, format="json"
    )
    old = (timezone.now() - timedelta(hours=1)).isoformat()
    stale = api.post(url, {"messages": [hello, {**hello, "sent_at": old}]}, format="json")

    assert blank.status_code == 400
    assert list(blank.json()["error"]["fields"]) == ["messages.1.text"]
    assert stale.status_code == 409 and stale.json()["error"]["code"] == "stale_message"
    assert stale.json()["error"]["message"].startswith("Message 2 is older than")
    assert not Message.objects.filter(session__key=key).exists()
    single = api.post(
        f"/api/v1/sessions/{key}/messages", {"role": "user", "text": ""}, format="json"
    )
    assert list(single.json()["error"]["fields"]) == ["text"]


def test_a_batch_to_an_ended_session_is_refused_and_stores_nothing(api, ingest_path):
    key = _start(api, channel="web")
    api.post(f"/api/v1/sessions/{key}/end")
    body = {"messages": [{"role": "user", "text": "Hallo"}]}
    response = api.post(f"/api/v1/sessions/{key}/messages/batch", body, format="json")
    assert response.status_code == 410
    assert not Message.objects.filter(session__key=key).exists()


@pytest.mark.django_db(transaction=True)
def test_concurrent_posts_and_batches_get_gap_free_seqs_and_a_covering_context(api, ingest_path):
    key = _start(api)
    statuses: list[int] = []

    def client(n: int) -> None:
        try:
            for m in range(3):
                body = {
                    "messages": [
                        {"role": "user", "text": f"Frage {n}.{m} zu 4711-0815"},
                        {"role": "assistant", "text": f"Antwort {n}.{m}"},
                    ]
                }
                url = f"/api/v1/sessions/{key}/messages" + ("/batch" if m % 2 else "")
                payload = body if m % 2 else body["messages"][0]
                statuses.append(api.post(url, payload, format="json").status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=client, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses == [201] * 18
    seqs = sorted(Message.objects.filter(session__key=key).values_list("seq", flat=True))
    assert seqs == list(range(1, 6 * 4 + 1))
    _assert_covers_what_the_window_leaves_out(api.get(f"/api/v1/sessions/{key}/context").json())
    handover = api.post(f"/api/v1/sessions/{key}/handover", {"reason": "x"}, format="json")
    assert handover.json()["summary"]["covers_until_seq"] == 24


@pytest.mark.django_db(transaction=True)
def test_concurrent_turns_with_context_never_answer_a_context_with_a_gap(api, ingest_path):
    """Several chatbot turns at once on one session, each asking for its context: every context
    reaches at least the turns its write stored, its window is gap-free, and the summary covers
    every turn before it, though other writes land between a write's read and its store."""
    key = _start(api)
    answers: list = []

    def client(n: int) -> None:
        try:
            for m in range(3):
                body = {
                    "messages": [
                        {"role": "assistant", "text": f"Antwort {n}.{m} zur Bestellung"},
                        {"role": "user", "text": f"Frage {n}.{m} zu 4711-0815"},
                    ]
                }
                url = f"/api/v1/sessions/{key}/messages/batch?context=true"
                answers.append(api.post(url, body, format="json"))
        finally:
            connection.close()

    threads = [threading.Thread(target=client, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [answer.status_code for answer in answers] == [201] * 18
    for answer in answers:
        stored = [m["seq"] for m in answer.json()["messages"]]
        context = answer.json()["context"]
        window = [m["seq"] for m in context["window"]]
        assert window == list(range(window[0], window[0] + len(window))), window
        # The newest turns at the time, its own among them unless later writes pushed them out
        # of the window (then the summary has them).
        assert window[-1] >= max(stored), (stored, window)
        assert context["summary"]["covers_until_seq"] >= window[0] - 1
    seqs = sorted(Message.objects.filter(session__key=key).values_list("seq", flat=True))
    assert seqs == list(range(1, 6 * 3 * 2 + 1))


@pytest.mark.django_db(transaction=True)
def test_one_idempotency_key_posted_twice_at_once_stores_one_message(api, ingest_path):
    key = _start(api)
    answers: list[dict] = []

    def client() -> None:
        try:
            response = api.post(
                f"/api/v1/sessions/{key}/messages",
                {"role": "user", "text": "Hallo"},
                format="json",
                HTTP_IDEMPOTENCY_KEY="same",
            )
            answers.append((response.status_code, response.json()["seq"]))
        finally:
            connection.close()

    threads = [threading.Thread(target=client) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert answers == [(201, 1)] * 4
    assert Message.objects.filter(session__key=key).count() == 1


def test_an_ingest_is_one_statement_on_postgresql(tenant, django_assert_num_queries):
    if connection.vendor != "postgresql":
        pytest.skip("a PostgreSQL statement")
    session = services.create_session(tenant=tenant, channel="web", locale="de")
    turns = [services.NewTurn(role=role, text=text) for role, text in TURNS[:2]]
    # The session's lock, its state, the seqs, both messages and the session's new times.
    with django_assert_num_queries(1):
        stored = services.append_messages(session=session, turns=turns)
    assert [m.seq for m in stored] == [1, 2]
    assert list(Message.objects.filter(session=session).values_list("pk", flat=True)) == [
        m.pk for m in stored
    ]
    # A visitor's short reply to a stored turn first reads that turn (did it ask for a code?).
    session = Session.objects.select_related("tenant").get(pk=session.pk)
    with django_assert_num_queries(2):
        services.append_messages(session=session, turns=[services.NewTurn("user", "ok")])


def test_a_short_reply_after_a_context_reads_the_question_from_the_context(
    tenant, django_assert_num_queries, ingest_path
):
    """A chatbot reads the context, then stores the visitor's reply: the turn before the reply
    is among the newest turns read with the session (on PostgreSQL), and is read again only when
    it is not (a turn stored since, SQLite)."""
    session = services.create_session(tenant=tenant, channel="web", locale="de")
    question = "Welchen Code haben wir Ihnen per SMS geschickt?"
    services.append_message(session=session, role="assistant", text=question)
    loaded = storage.load_session(tenant=tenant, key=session.key)
    if connection.vendor == "postgresql" and ingest_path == "one statement":
        with django_assert_num_queries(1):  # the ingest's statement alone
            reply = services.append_message(session=loaded, role="user", text="481 223")
    else:
        reply = services.append_message(session=loaded, role="user", text="481 223")
    assert "481 223" not in reply.text
    # The session object now knows of the reply: a second short reply reads the stored turn
    # (the visitor's own, a code): a number alone after it is a code too (one corrected), a
    # word is a word.
    second = services.append_message(session=loaded, role="user", text="481 224")
    assert "481 224" not in second.text
    third = services.append_message(session=loaded, role="user", text="ok danke")
    assert third.text == "ok danke"
    assert not Message.objects.filter(session=session, text__contains="481 22").exists()


def test_a_stored_turn_is_what_the_service_returned(tenant, make_staff, ingest_path):
    session = services.create_session(tenant=tenant, channel="web", locale="de")
    agent = make_staff("agent")
    sent_at = timezone.now() - timedelta(seconds=5)
    first, second = services.append_messages(
        session=session,
        turns=[
            services.NewTurn(
                role="user", text="Karte 4111 1111 1111 1111, „bitte“.", sent_at=sent_at
            ),
            services.NewTurn(role="agent", text="Ich übernehme.", author=agent),
        ],
        idempotency_key="k-1",
    )
    rows = {m.seq: m for m in Message.objects.filter(session=session)}
    for returned in (first, second):
        row = rows[returned.seq]
        for field in ("pk", "role", "text", "redactions", "tokens", "sent_at", "author_id"):
            assert getattr(row, field) == getattr(returned, field), field
        assert abs(row.created_at - returned.created_at) < timedelta(milliseconds=1)
    assert "4111" not in first.text and first.redactions[0]["label"] == "CARD"
    assert (rows[1].idempotency_key, rows[2].idempotency_key) == ("k-1", None)
    assert (rows[1].sent_at, rows[2].author_id) == (sent_at, agent.pk)
    session.refresh_from_db()
    assert session.next_seq == 3 and session.expires_at > timezone.now()


def test_a_bot_turn_is_refused_while_a_person_holds_the_conversation(tenant, ingest_path):
    session = services.create_session(tenant=tenant, channel="web", locale="de")
    Session.objects.filter(pk=session.pk).update(state=Session.State.HANDED_OVER)
    bot = [
        services.NewTurn(role="user", text="Hallo?"),
        services.NewTurn(role="assistant", text="Hi"),
    ]
    with pytest.raises(services.HumanActive):
        services.append_messages(session=session, turns=bot)
    assert not Message.objects.filter(session=session).exists()
    services.append_message(session=session, role="user", text="Hallo?")
    services.append_messages(session=session, turns=bot, announces_handover=True)
    seqs = list(Message.objects.filter(session=session).values_list("seq", flat=True))
    assert seqs == [1, 2, 3]


def test_a_session_ended_or_erased_since_it_was_read_takes_no_turn(tenant, ingest_path):
    session = services.create_session(tenant=tenant, channel="web", locale="de")
    read = Session.objects.get(pk=session.pk)
    Session.objects.filter(pk=session.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    with pytest.raises(services.SessionClosed):
        services.append_message(session=read, role="user", text="Noch da?")
    Session.objects.filter(pk=session.pk).delete()
    with pytest.raises(services.SessionClosed):
        services.append_message(session=read, role="user", text="Noch da?")
    assert not Message.objects.filter(session_id=session.pk).exists()


def test_a_retry_is_answered_after_the_session_ended(tenant, ingest_path):
    session = services.create_session(tenant=tenant, channel="web", locale="de")
    (first,) = services.append_messages(
        session=session, turns=[services.NewTurn(role="user", text="Hallo")], idempotency_key="a"
    )
    services.end_session(session=session)
    session = Session.objects.get(pk=session.pk)
    (again,) = services.append_messages(
        session=session, turns=[services.NewTurn(role="user", text="Hallo")], idempotency_key="a"
    )
    assert (again.pk, again.seq) == (first.pk, first.seq)
    with pytest.raises(services.SessionClosed):
        services.append_message(session=session, role="user", text="Hallo", idempotency_key="b")


def test_a_turn_updates_the_session_row_in_place(tenant, ingest_path):
    """No index holds what a turn changes, so PostgreSQL updates the row in place (HOT): no new
    index entries, and old versions are pruned without VACUUM (the hot path's table stays small
    under a constant stream of turns)."""
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL's statistics")
    session = services.create_session(tenant=tenant, channel="web", locale="de")
    before = _session_updates()
    for n in range(5):
        services.append_message(session=session, role="user", text=f"Noch eine Frage {n}.")
    updates, hot = (now - then for now, then in zip(_session_updates(), before, strict=True))
    assert (updates, hot) == (5, 5)


def _session_updates() -> tuple[int, int]:
    """(updates, of which HOT) of the sessions' table in the current transaction."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_xact_user_tables WHERE relname = %s",
            [Session._meta.db_table],
        )
        return cursor.fetchone()


@pytest.mark.django_db(transaction=True)
def test_the_window_query_reads_only_the_window_in_any_plan(tenant):
    """On a fresh connection, after the statement has been run more than five times (when
    PostgreSQL may switch a prepared statement to its generic plan), and with the generic plan
    forced: a backward scan of the (session, seq) index that reads the window's rows alone."""
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
        cursor.execute("ANALYZE memory_message")
    sql = _WINDOW_SQL_POSTGRESQL
    params = [big.pk, 5000 - 20, 20]
    with psycopg.connect(**_conninfo()) as fresh:
        for n in range(8):
            fresh.execute(sql, [small[n].pk, 10, 20], prepare=True).fetchall()
        plans = [_plan(fresh, sql, params)]
        fresh.execute("SET plan_cache_mode = force_generic_plan")
        plans.append(_plan(fresh, sql, params))
    for plan in plans:
        scan = plan["Plans"][0] if plan["Node Type"] == "Limit" else plan
        assert scan["Node Type"] == "Index Scan", plan
        assert scan["Index Name"] == "message_unique_seq"
        assert scan["Scan Direction"] == "Backward"
        assert scan["Actual Rows"] <= 20
        assert "Sort" not in json.dumps(plan)


def _conninfo() -> dict:
    settings = connection.settings_dict
    return {
        "dbname": settings["NAME"],
        "host": settings["HOST"] or None,
        "port": settings["PORT"] or None,
        "user": settings["USER"] or None,
        "password": settings["PASSWORD"] or None,
        "autocommit": True,
    }


def _plan(conn, sql: str, params: list) -> dict:
    """The executed plan of `sql` as a prepared statement with these parameter values."""
    placeholders = sql.replace("%s", "{}").format(*(f"${n}" for n in range(1, len(params) + 1)))
    name = f"window_{abs(hash(conn))}"
    conn.execute(f"PREPARE {name} AS {placeholders}")
    try:
        for _ in range(6):  # past the five custom plans PostgreSQL tries first
            conn.execute(f"EXECUTE {name}({', '.join(map(str, params))})").fetchall()
        rows = conn.execute(
            f"EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE {name}({', '.join(map(str, params))})"
        ).fetchall()
    finally:
        conn.execute(f"DEALLOCATE {name}")
    return rows[0][0][0]["Plan"]


@pytest.mark.parametrize(
    "retry",
    [
        [{"role": "user", "text": "Wo ist Bestellung 4711?"}],  # another text
        [{"role": "assistant", "text": "Wo ist Bestellung 4710?"}],  # another role
        [{"role": "user", "text": "Wo ist Bestellung 4710?"}],  # fewer turns than stored
        [  # more turns than stored
            {"role": "user", "text": "Wo ist Bestellung 4710?"},
            {"role": "assistant", "text": "Ich sehe nach."},
            {"role": "user", "text": "Danke."},
        ],
    ],
)
def test_a_key_sent_again_with_other_turns_is_refused_and_stores_nothing(api, ingest_path, retry):
    key = _start(api, channel="web")
    url = f"/api/v1/sessions/{key}/messages/batch"
    first = [
        {"role": "user", "text": "Wo ist Bestellung 4710?"},
        {"role": "assistant", "text": "Ich sehe nach."},
    ]
    assert (
        api.post(url, {"messages": first}, format="json", HTTP_IDEMPOTENCY_KEY="k").status_code
        == 201
    )
    _say(api, key, 1)  # a later turn of another call, stored with another created_at

    response = api.post(url, {"messages": retry}, format="json", HTTP_IDEMPOTENCY_KEY="k")

    assert response.status_code == 422, response.json()
    assert response.json()["error"]["code"] == "idempotency_key_reused"
    assert Message.objects.filter(session__key=key).count() == 3


def test_a_retried_secret_matches_its_stored_turn_whatever_the_redaction(api, ingest_path):
    """A short reply's code is redacted with the question before it; on the retry the turn before
    is the reply itself. The retry is still the same request."""
    key = _start(api, channel="web")
    single = f"/api/v1/sessions/{key}/messages"
    question = {"role": "assistant", "text": "Welchen Code haben wir Ihnen per SMS geschickt?"}
    assert api.post(single, question, format="json").status_code == 201
    reply = {"role": "user", "text": "481 223"}
    first = api.post(single, reply, format="json", HTTP_IDEMPOTENCY_KEY="r")
    again = api.post(single, reply, format="json", HTTP_IDEMPOTENCY_KEY="r")

    assert first.status_code == again.status_code == 201
    assert again.json() == first.json()
    assert "481" not in first.json()["text"]
    assert Message.objects.filter(session__key=key).count() == 2
