"""The context of the next model call: the verbatim window, the summary, memories, notices.

Cost is O(window), whatever the length of the conversation: one indexed query for the newest
messages (the (session, seq) unique index read backwards, LIMIT window) and the summary row.
load_session() reads both with the session, in one query on PostgreSQL; a caller holding a
session fetched otherwise (`Session.objects.with_summary()`) gets the window in a query of its own.
"""

import copy
import functools
import json
from collections.abc import Callable
from datetime import UTC

from django.db import connection

from tenants.models import Tenant

from . import compaction, tokens
from .models import Message, Session, Subject, Summary
from .profiles import channel_profile, largest_window
from .services import effective_state


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
    return session


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


def _stored_summary(session: Session) -> tuple[dict, dict, int, int]:
    """(form, state, covers_until_seq, prompt tokens) of the summary as stored: the model's
    grounded form while it is current, else ours."""
    try:
        summary = session.summary
    except Summary.DoesNotExist:
        return compaction.empty_form(), compaction.empty_state(), 0, _tokens_of(None)
    state = summary.state or {}
    model = state.get("model")
    if model and model.get("covers_until_seq") == summary.covers_until_seq:
        form, counted = model["form"], model.get("form_tokens")
    else:
        form, counted = summary.form or compaction.empty_form(), state.get("form_tokens")
    counted = int(counted) if counted is not None else _tokens_of(form)
    return form, state, summary.covers_until_seq, counted


def _extractive_form(session: Session) -> dict:
    try:
        return session.summary.form or compaction.empty_form()
    except Summary.DoesNotExist:
        return compaction.empty_form()


def _tokens_of(form: dict | None) -> int:
    return tokens.count_tokens(json.dumps(form or compaction.empty_form(), ensure_ascii=False))


def _fold_in(session: Session, form: dict, state: dict, covered: int, rows: list, upto: int):
    """Fold the turns `covered + 1 .. upto` into `form` and `state` (copies: nothing is
    written), as the worker will (memory.services.fold_pending_turns). The turns come from the
    window's rows, else from one query of that range (at most FOLD_LAG_MAX turns)."""
    fetched = {row[0]: row for row in rows}
    if any(seq not in fetched for seq in range(covered + 1, upto + 1)):
        with connection.cursor() as cursor:
            cursor.execute(_RANGE_SQL, [session.pk, covered, upto])
            fetched.update({row[0]: row for row in cursor.fetchall()})
    for seq in range(covered + 1, upto + 1):
        _seq, role, text, _tokens, _created, redactions = fetched[seq]
        if isinstance(redactions, str):
            redactions = json.loads(redactions)
        turn = compaction.Turn(
            seq=seq, role=role, text=text, redactions=redactions or [], lang=session.locale
        )
        compaction.update(form, state, turn)
    return form


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


def _iso_utc(value) -> str:
    """A timestamp as the API writes them (DRF's form: ISO 8601, microseconds when there are
    any, "Z"), from a datetime or from PostgreSQL's text of it in UTC."""
    if not isinstance(value, str):
        return value.astimezone(UTC).isoformat().replace("+00:00", "Z")
    if value.endswith(".000000"):  # isoformat() leaves out microseconds that are all zero
        return value[:-7] + "Z"
    return value + "Z"


def _message_out(row: tuple) -> dict:
    seq, role, text, _tokens, created_at, _redactions = row
    return {"seq": seq, "role": role, "text": text, "created_at": _iso_utc(created_at)}


def _fit(newest: list[tuple], used: int, budget_tokens: int) -> tuple[list[tuple], int]:
    """The newest rows, newest first, while they fit the budget after `used` tokens; the newest
    turn always (the one the model is to answer), even when it alone exceeds the budget."""
    window = []
    for row in newest:
        cost = row[3] or tokens.message_tokens(row[2])
        if window and used + cost > budget_tokens:
            break
        window.append(row)
        used += cost
    return window, used


# The memories and notices of a context come from the long-term memory app, a layer above this
# one: it registers its reader when it loads (longterm.apps). Without it a context has none.
MemoryReader = Callable[[Session, str | None], tuple[list[dict], list[dict]]]
_memory_reader: MemoryReader | None = None


def register_memory_reader(reader: MemoryReader) -> None:
    """Set the function that returns `(memories, notices)` for a context of a session."""
    global _memory_reader
    _memory_reader = reader


def _memories_for(session: Session, intent: str | None) -> tuple[list[dict], list[dict]]:
    return _memory_reader(session, intent) if _memory_reader is not None else ([], [])


def build_context(
    *, session: Session, budget_tokens: int = 2000, intent: str | None = None
) -> dict:
    """The contract's context JSON for `session`.

    The summary and the memories are always included; the window then takes the newest turns,
    newest first, while they fit the profile's window and what is left of `budget_tokens`, and is
    returned oldest first; the newest turn is always in it (`token_estimate` then says by how
    much the budget is exceeded). Everything older than the window is represented only by the
    summary.
    """
    profile = channel_profile(session.tenant, session.channel)
    form, state, covered, summary_tokens = _stored_summary(session)
    memories, notices = _memories_for(session, intent)
    fixed = 0
    if memories or notices:
        # Counted once per cached memory block (see longterm.services), not on every turn.
        counted = getattr(memories, "tokens", None)
        fixed += counted if counted is not None else tokens.block_tokens(memories, notices)
    lowest = max(1, session.next_seq - profile.window_messages)
    loaded = getattr(session, "newest_messages", None)  # read with the session (load_session)
    if loaded is not None and session.newest_window >= profile.window_messages:
        newest = [row for row in loaded if row[0] >= lowest][: profile.window_messages]
    else:
        # Plain SQL: the ORM's query compilation would cost several times the indexed read.
        with connection.cursor() as cursor:
            vendor = connection.vendor
            sql = _WINDOW_SQL_POSTGRESQL if vendor == "postgresql" else _WINDOW_SQL_OTHER
            cursor.execute(sql, [session.pk, lowest, profile.window_messages])
            newest = cursor.fetchall()
    newest_seq = newest[0][0] if newest else 0
    folding = False
    while True:
        window, used = _fit(newest, fixed + summary_tokens, budget_tokens)
        # Every turn before the window must be in the summary: fold in (in memory) the ones
        # the worker has not reached yet; a larger summary may leave less room, so again.
        upto = window[-1][0] - 1 if window else newest_seq
        if covered >= upto:
            break
        if not folding:
            # Folded from our own form: the model's, if it is the one shown, is behind anyway.
            folding = True
            form = copy.deepcopy(_extractive_form(session))
            state = copy.deepcopy(state)
        _fold_in(session, form, state, covered, newest, upto)
        covered, summary_tokens = upto, _tokens_of(form)
    window.reverse()
    return {
        "session": {
            "key": session.key,
            "channel": session.channel,
            "locale": session.locale,
            "state": effective_state(session),
        },
        "window": [_message_out(m) for m in window],
        "summary": form,
        "memories": memories,
        "notices": notices,
        "token_estimate": used,
    }
