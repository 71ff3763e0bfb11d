"""How turns are written and read on each database: the storage behind memory.services (the
ingest) and memory.context (the context of the next model call).

The business rules live in those modules; this one holds the speed tricks that stay, each with
the figure that keeps it (measured alternately on the shared 2-core host, p50 of 360 calls):

- **The ingest in one statement** (`store_turns`, `_ingest_sql`): on PostgreSQL the session row
  is locked and bumped, the state re-checked and the messages inserted by one statement, one
  round trip: 2.9 ms for a 2-turn append_messages against 9.8 ms through the ORM's five
  (BEGIN, lock, INSERT, UPDATE, COMMIT). Elsewhere (SQLite in development, and tests of that
  path on PostgreSQL: ONE_STATEMENT_INGEST = False) the ORM writes them in a transaction.
- **The context's session in one query** (`load_session`, `_load_sql`): the session by key, its
  summary, the subject's memory version and the newest turns in one row on PostgreSQL: 1.4 ms
  for load_session + build_context against 3.7 ms for the ORM's `with_summary().get()` and the
  window query apart (the ORM's compilation of the one query, with an ArraySubquery, cost more
  than the round trip it saves).
- **The session by key in plain SQL** (`session_by_key`): the row every other session call of
  the API starts from: 0.11 ms of CPU against 0.54 ms for the ORM's `get()` (which compiles its
  query anew on every call), about a tenth of a message post's server CPU.
- **A write's context without a second read** (`with_stored_turns`): a write with
  `context=true` reads the session as load_session() does and builds the context on that read
  with the turns it just stored: 2.98 ms of CPU and 6.95 ms of wall time per one-request turn
  against 3.57 / 8.86 ms reading the session again after the write (in process, p50 of 1,380,
  alternating, on the loaded shared host).
- **The window in plain SQL** (`newest_turns`, `turns_between`): bounded by seq as well as by
  LIMIT, so every plan reads O(window) rows of the (session, seq) unique index; PostgreSQL
  writes the timestamps as text (about 5 % of a context fetch's CPU otherwise).
- **The two turns before a visitor's short reply** (`turns_from`): from the newest turns
  load_session read, else in plain SQL; through the ORM one turn cost 1.65 ms of CPU against
  0.33 ms.

Tables and columns are named through the models' `_meta`.
"""

import functools
import json
from contextlib import nullcontext
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db import DatabaseError, IntegrityError, connection, transaction

from tenants.models import Tenant

from .exceptions import HumanActive, SessionClosed
from .models import Message, Session, Subject, Summary
from .profiles import largest_window

# ------------------------------------------------------------------ writing turns


@dataclass
class Write:
    """Redacted turns to store in `session`, and the session's new activity times."""

    session: Session
    messages: list[Message]
    now: datetime
    idle: timedelta

    @property
    def idempotency_key(self) -> str | None:
        return self.messages[0].idempotency_key

    def session_changes(self) -> dict:
        """The session's columns a stored turn moves (next_seq apart)."""
        return {
            "last_activity_at": self.now,
            "expires_at": self.now + self.idle,
        }


@dataclass
class Stored:
    """What a store did: the first call's messages again (a retry), or the new ones' session
    state and how many turns the summary has not taken in yet."""

    replayed: list[Message] | None = None
    state: str = ""
    lag: int = 0


# The ingest's writes in one statement on PostgreSQL, one round trip in all: in autocommit it is
# its own transaction (no BEGIN, no COMMIT), inside a caller's it takes part in it. Elsewhere
# (SQLite in development, and tests of that path on PostgreSQL) the ORM writes them in a
# transaction of their own. Tests set this to False to run the ORM path on PostgreSQL.
# Measured alternately on the shared 2-core host (a 2-turn append_messages, p50 of 360): 2.9 ms
# in one statement against 9.8 ms through the ORM's five (BEGIN, lock, INSERT, UPDATE, COMMIT).
ONE_STATEMENT_INGEST = True


def _one_statement() -> bool:
    return ONE_STATEMENT_INGEST and connection.vendor == "postgresql"


def _store_with_orm(write: Write, *, bot_silenced: bool) -> Stored:
    """Store the turns through the ORM: the session row locked (SELECT ... FOR UPDATE), its
    state checked, the messages inserted, the session bumped, in one transaction."""
    session, messages, key = write.session, write.messages, write.idempotency_key
    if key is not None:
        replayed = _replayed(session, key, len(messages))
        if replayed:
            return Stored(replayed=replayed)
    try:
        with transaction.atomic():
            row = (
                Session.objects.select_for_update(of=("self",))
                .filter(pk=session.pk)
                .values_list("state", "expires_at", "next_seq", "summary__covers_until_seq")
                .first()
            )
            if row is None:
                raise SessionClosed  # erased meanwhile
            state, expires_at, next_seq, covered = row
            _check_open(state, expires_at, write.now, bot_silenced=bot_silenced)
            for offset, message in enumerate(messages):
                message.seq = next_seq + offset
            Message.objects.bulk_create(messages)
            Session.objects.filter(pk=session.pk).update(
                next_seq=next_seq + len(messages), **write.session_changes()
            )
    except IntegrityError:
        # The same key posted twice at once: the other call stored the turns first.
        replayed = _replayed(session, key, len(messages)) if key is not None else None
        if not replayed:
            raise
        return Stored(replayed=replayed)
    session.next_seq = next_seq + len(messages)
    _bump(session, write)
    return Stored(state=state, lag=messages[-1].seq - (covered or 0))


def _bump(session: Session, write: Write) -> None:
    """The session object as its row is after the store."""
    for name, value in write.session_changes().items():
        setattr(session, name, value)


def _check_open(state: str, expires_at: datetime, now: datetime, *, bot_silenced: bool) -> None:
    """Raise SessionClosed or HumanActive when the session, as read under its row lock, takes
    no turn, or no bot turn (a claim that committed first always silences the bot)."""
    if state == Session.State.ENDED or (state == Session.State.ACTIVE and expires_at <= now):
        raise SessionClosed
    if state == Session.State.HANDED_OVER and bot_silenced:
        raise HumanActive(
            "A person of the team has this conversation; the bot stays silent. Nothing was "
            "stored: send the visitor's messages without the assistant's turns."
        )


def _store_in_one_statement(write: Write, *, bot_silenced: bool) -> Stored:
    """Store the turns with one statement (_ingest_sql): the UPDATE of the session row takes its
    lock, re-checks the state on the newest row version and allocates the seqs; the INSERT of
    the messages uses them. A row already stored under the idempotency key stops both."""
    session, messages, key = write.session, write.messages, write.idempotency_key
    turns = [
        {
            "n": offset,
            "role": message.role,
            "text": message.text,
            "redactions": message.redactions,
            "tokens": message.tokens,
            "sent_at": message.sent_at.isoformat() if message.sent_at else None,
            "author_id": message.author_id,
        }
        for offset, message in enumerate(messages)
    ]
    params = {
        "session": session.pk,
        "count": len(messages),
        "key": key,
        "bot_silenced": bot_silenced,
        "turns": json.dumps(turns, ensure_ascii=False),
        "now": write.now,
        **write.session_changes(),
    }
    sql = _ingest_sql()
    # A refusal is read again after the statement; should the state have changed meanwhile so
    # that the turns are now taken, the statement runs again.
    for _attempt in range(3):
        try:
            with transaction.atomic() if key and connection.in_atomic_block else nullcontext():
                with connection.cursor() as cursor:
                    cursor.execute(sql, params)
                    first_seq, state, covered, ids, seqs, prior = cursor.fetchone()
        except IntegrityError:
            # The same key posted twice at once: the other call stored the turns first.
            replayed = _replayed(session, key, len(messages)) if key is not None else None
            if not replayed:
                raise
            return Stored(replayed=replayed)
        if prior is not None:
            return Stored(replayed=_replayed(session, key, len(messages)))
        if first_seq is not None:
            # Both arrays read the stored rows in the same order.
            pks = dict(zip(seqs, ids, strict=True))
            for offset, message in enumerate(messages):
                message.seq = first_seq + offset
                message.pk = pks[message.seq]
            session.next_seq = first_seq + len(messages)
            _bump(session, write)
            return Stored(state=state, lag=messages[-1].seq - (covered or 0))
        row = Session.objects.filter(pk=session.pk).values_list("state", "expires_at").first()
        if row is None:
            raise SessionClosed  # erased meanwhile
        _check_open(*row, write.now, bot_silenced=bot_silenced)
    raise DatabaseError(f"Session {session.pk} kept refusing turns it then reported open.")


@functools.cache
def _ingest_sql() -> str:
    """The ingest statement of _store_in_one_statement, tables and columns named by the models."""
    session, message, summary = Session._meta, Message._meta, Summary._meta

    def column(meta, name: str) -> str:
        return meta.get_field(name).column

    return f"""
WITH prior AS (
    SELECT min({column(message, "seq")}) AS seq FROM {message.db_table}
    WHERE {column(message, "session")} = %(session)s
      AND {column(message, "idempotency_key")} = %(key)s::text
),
bumped AS (
    UPDATE {session.db_table}
    SET {column(session, "next_seq")} = {column(session, "next_seq")} + %(count)s,
        {column(session, "last_activity_at")} = %(last_activity_at)s,
        {column(session, "expires_at")} = %(expires_at)s
    WHERE {session.pk.column} = %(session)s
      AND ({column(session, "state")} = '{Session.State.HANDED_OVER}'
           OR ({column(session, "state")} = '{Session.State.ACTIVE}'
               AND {column(session, "expires_at")} > %(now)s))
      AND NOT ({column(session, "state")} = '{Session.State.HANDED_OVER}'
               AND %(bot_silenced)s::boolean)
      AND (SELECT seq FROM prior) IS NULL
    RETURNING {column(session, "next_seq")} - %(count)s AS first_seq, {column(session, "state")}
),
stored AS (
    INSERT INTO {message.db_table} (
        {column(message, "session")}, {column(message, "seq")}, {column(message, "role")},
        {column(message, "text")}, {column(message, "redactions")}, {column(message, "tokens")},
        {column(message, "created_at")}, {column(message, "sent_at")},
        {column(message, "idempotency_key")}, {column(message, "author")}
    )
    SELECT %(session)s, bumped.first_seq + t.n, t.role, t.text, t.redactions, t.tokens,
           %(now)s, t.sent_at, CASE WHEN t.n = 0 THEN %(key)s::text END, t.author_id
    FROM bumped, jsonb_to_recordset(%(turns)s::jsonb) AS t(
        n int, role text, text text, redactions jsonb, tokens int, sent_at timestamptz,
        author_id int
    )
    RETURNING {message.pk.column} AS id, {column(message, "seq")} AS seq
)
SELECT bumped.first_seq, bumped.{column(session, "state")},
       (SELECT {column(summary, "covers_until_seq")} FROM {summary.db_table}
        WHERE {column(summary, "session")} = %(session)s),
       ARRAY(SELECT id FROM stored), ARRAY(SELECT seq FROM stored),
       (SELECT seq FROM prior)
FROM (SELECT 1) AS one LEFT JOIN bumped ON true
"""


def _replayed(session: Session, idempotency_key: str, count: int) -> list[Message]:
    """The messages a call with this key stored, in order; empty when there was none."""
    first = Message.objects.filter(session=session, idempotency_key=idempotency_key).first()
    if first is None or count == 1:
        return [first] if first is not None else []
    return list(
        Message.objects.filter(
            session=session, seq__gte=first.seq, seq__lt=first.seq + count
        ).order_by("seq")
    )


def turn_stored_with(session: Session, message: Message) -> bool:
    """Whether the turn after `message` was stored by the same call (the same `created_at`)."""
    return Message.objects.filter(
        session=session, seq=message.seq + 1, created_at=message.created_at
    ).exists()


def store_turns(write: Write, *, bot_silenced: bool) -> Stored:
    """Store the turns of `write` under the session row lock, with consecutive seqs; a call
    with an idempotency key already stored returns the first call's messages. Raises
    SessionClosed or HumanActive when the session, read under its lock, takes no such turn."""
    store = _store_in_one_statement if _one_statement() else _store_with_orm
    return store(write, bot_silenced=bot_silenced)


# ------------------------------------------------------------------ reading turns


def load_session(*, tenant: Tenant, key: str) -> Session | None:
    """The tenant's session with that key and what build_context() reads: its summary, the
    subject's memory version and, on PostgreSQL, its newest turns, all in one query (_load_sql).
    None when the tenant has no such session.

    Measured alternately on the shared 2-core host (load_session + build_context, p50 of 360):
    1.4 ms against 3.7 ms for the ORM's `with_summary().get()` and the window query apart (the
    ORM's compilation of the one query, with an ArraySubquery, cost more than the round trip it
    saves, so it is written out here)."""
    if connection.vendor != "postgresql":
        queryset = Session.objects.for_tenant(tenant).with_summary(tenant=False)
        session = queryset.filter(key=key).first()
    else:
        window = largest_window(tenant)
        with connection.cursor() as cursor:
            cursor.execute(_load_sql(), [window, window, tenant.pk, key])
            row = cursor.fetchone()
        session = None if row is None else _loaded(row, window)
    if session is not None:
        session.tenant = tenant  # the very row the query was scoped to
    return session


def session_by_key(*, tenant: Tenant, key: str) -> Session | None:
    """The tenant's session with that key (its row alone), None when the tenant has none."""
    if connection.vendor != "postgresql":
        session = Session.objects.for_tenant(tenant).filter(key=key).first()
    else:
        with connection.cursor() as cursor:
            cursor.execute(_session_sql(), [tenant.pk, key])
            row = cursor.fetchone()
        session = None if row is None else Session.from_db(connection.alias, _fields(Session), row)
    if session is not None:
        session.tenant = tenant  # the very row the query was scoped to
    return session


@functools.cache
def _session_sql() -> str:
    meta = Session._meta
    return (
        f"SELECT {', '.join(field.column for field in meta.concrete_fields)} "
        f"FROM {meta.db_table} "
        f"WHERE {meta.get_field('tenant').column} = %s AND {meta.get_field('key').column} = %s"
    )


def _loaded(row: tuple, window: int) -> Session:
    """The Session (and Summary) of a _load_sql() row, as the ORM would have built them."""
    session_fields, summary_fields = _fields(Session), _fields(Summary)
    session_end = len(session_fields)
    summary_end = session_end + len(summary_fields)
    session = Session.from_db(connection.alias, session_fields, row[:session_end])
    summary_values = list(row[session_end:summary_end])
    if summary_values[0] is not None:
        for position, name in enumerate(summary_fields):
            if name in ("form", "state") and isinstance(summary_values[position], str):
                summary_values[position] = json.loads(summary_values[position])
        session.summary = Summary.from_db(connection.alias, summary_fields, summary_values)
    session.memory_version, newest = row[summary_end:]
    newest = json.loads(newest) if isinstance(newest, str) else newest
    # Newest first, each (seq, role, text, tokens, created_at, redactions), as _WINDOW_SQL's.
    session.newest_messages = sorted(map(tuple, newest), key=_seq, reverse=True)
    session.newest_window = window
    session.newest_next_seq = session.next_seq
    return session


def with_stored_turns(session: Session, stored: list[Message]) -> bool:
    """Add the turns just stored in `session` to the newest turns load_session() read with it,
    so that build_context() sees what load_session() would read now without reading it again
    (a write that asks for its context: one query fewer, measured in bench/turn.py).

    False when the newest turns would then have a gap: another request stored turns between the
    read and this store. Read the session again then. Turns already held (a replayed write)
    are held once.
    """
    loaded = getattr(session, "newest_messages", None)
    if loaded is None:
        return True  # build_context() reads the newest turns itself
    held = {row[0] for row in loaded}
    new = sorted((m for m in stored if m.seq not in held), key=lambda m: m.seq)
    first = session.newest_next_seq
    if [m.seq for m in new] != list(range(first, first + len(new))):
        return False
    rows = [(m.seq, m.role, m.text, m.tokens, m.created_at, m.redactions) for m in new]
    session.newest_messages = sorted([*rows, *loaded], key=_seq, reverse=True)
    session.newest_next_seq = first + len(new)
    return True


def _seq(row: tuple) -> int:
    return row[0]


def _fields(model) -> list[str]:
    return [field.attname for field in model._meta.concrete_fields]


@functools.cache
def _load_sql() -> str:
    """The session by tenant and key, its summary, the subject's memory version and its newest
    turns (as a JSON array): one row. Tables and columns named by the models."""
    session, summary, subject, message = (
        Session._meta,
        Summary._meta,
        Subject._meta,
        Message._meta,
    )

    def columns(alias: str, meta) -> str:
        return ", ".join(f"{alias}.{field.column}" for field in meta.concrete_fields)

    def column(meta, name: str) -> str:
        return meta.get_field(name).column

    turn = ", ".join(
        [
            f"m.{column(message, 'seq')}",
            f"m.{column(message, 'role')}",
            f"m.{column(message, 'text')}",
            f"m.{column(message, 'tokens')}",
            _CREATED_AT_TEXT.format(column=f"m.{column(message, 'created_at')}"),
            f"m.{column(message, 'redactions')}",
        ]
    )
    # The newest turns: bounded by seq as well as by LIMIT, like _WINDOW_SQL, so that every plan
    # reads the window's rows of the (session, seq) unique index alone.
    newest = (
        f"SELECT jsonb_build_array({turn}) AS turn FROM {message.db_table} m "
        f"WHERE m.{column(message, 'session')} = s.{session.pk.column} "
        f"AND m.{column(message, 'seq')} >= s.{column(session, 'next_seq')} - %s "
        f"ORDER BY m.{column(message, 'seq')} DESC LIMIT %s"
    )
    return (
        f"SELECT {columns('s', session)}, {columns('y', summary)}, "
        f"j.{column(subject, 'memory_version')}, "
        f"(SELECT COALESCE(jsonb_agg(w.turn), '[]') FROM ({newest}) w) "
        f"FROM {session.db_table} s "
        f"LEFT JOIN {summary.db_table} y "
        f"ON y.{column(summary, 'session')} = s.{session.pk.column} "
        f"LEFT JOIN {subject.db_table} j "
        f"ON j.{subject.pk.column} = s.{column(session, 'subject')} "
        f"WHERE s.{column(session, 'tenant')} = %s AND s.{column(session, 'key')} = %s"
    )


# Bounded by seq as well as by LIMIT: whatever plan PostgreSQL picks for a prepared statement
# (a generic one after five runs, costed for the average session), it reads O(window) rows of
# the (session, seq) unique index, the only index that holds session_id. next_seq is read with
# the session; when turns arrived since, the range holds more rows, and LIMIT keeps the newest.
_MESSAGES = Message._meta.db_table
_WINDOW_SQL = (
    "SELECT seq, role, text, tokens, {created_at}, redactions FROM " + _MESSAGES + " "
    "WHERE session_id = %s AND seq >= %s ORDER BY seq DESC LIMIT %s"
)
_RANGE_SQL = (
    "SELECT seq, role, text, tokens, created_at, redactions FROM " + _MESSAGES + " "
    "WHERE session_id = %s AND seq > %s AND seq <= %s"
)
# PostgreSQL writes each timestamp as text in UTC ("2026-11-30T09:15:00.123400", whatever the
# server's DateStyle), which costs far less to turn into the API's form than a datetime object
# does to build and format (the window's timestamps were about 5 % of a context fetch's CPU).
# Other databases return datetimes.
_CREATED_AT_TEXT = """to_char({column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')"""
_WINDOW_SQL_POSTGRESQL = _WINDOW_SQL.format(created_at=_CREATED_AT_TEXT.format(column="created_at"))
_WINDOW_SQL_OTHER = _WINDOW_SQL.format(created_at="created_at")


_TURNS_FROM_SQL = (
    "SELECT seq, role, text FROM " + _MESSAGES + " WHERE session_id = %s AND seq >= %s"
)


def turns_from(session: Session, lowest: int) -> dict[int, tuple[str, str]]:
    """{seq: (role, text)} of the session's turns from seq `lowest` on (a few, the newest): from
    the newest turns load_session() read when they hold them all, else one read of the
    (session, seq) unique index."""
    wanted = range(max(1, lowest), session.next_seq)
    rows = {row[0]: (row[1], row[2]) for row in getattr(session, "newest_messages", None) or ()}
    if all(seq in rows for seq in wanted):
        return {seq: rows[seq] for seq in wanted}
    with connection.cursor() as cursor:
        cursor.execute(_TURNS_FROM_SQL, [session.pk, max(1, lowest)])
        return {seq: (role, text) for seq, role, text in cursor.fetchall()}


def newest_turns(session: Session, *, lowest: int, limit: int) -> list[tuple]:
    """The session's newest turns from seq `lowest` on, at most `limit`, newest first, each
    (seq, role, text, tokens, created_at, redactions); created_at is PostgreSQL's UTC text."""
    sql = _WINDOW_SQL_POSTGRESQL if connection.vendor == "postgresql" else _WINDOW_SQL_OTHER
    with connection.cursor() as cursor:
        cursor.execute(sql, [session.pk, lowest, limit])
        return cursor.fetchall()


def turns_between(session: Session, *, after: int, upto: int) -> list[tuple]:
    """The session's turns after seq `after` up to `upto`, in newest_turns()'s form."""
    with connection.cursor() as cursor:
        cursor.execute(_RANGE_SQL, [session.pk, after, upto])
        return cursor.fetchall()
