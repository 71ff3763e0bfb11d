"""The context of the next model call: the verbatim window, the summary, memories, notices.

Cost is O(window), whatever the length of the conversation: one indexed query for the newest
messages (the (session, seq) unique index read backwards, LIMIT window) and the summary row,
which the caller usually fetched with the session (`Session.objects.with_summary()`).
"""

import json
from datetime import UTC

from django.db import connection

from . import compaction, longterm, tokens
from .models import Session, Summary
from .profiles import channel_profile
from .services import effective_state


def _summary_tokens(session: Session, form: dict) -> int:
    """The summary's prompt cost, counted when it was last written (or now, if it was not)."""
    state = getattr(getattr(session, "summary", None), "state", None) or {}
    model = state.get("model")
    if model and model.get("form") is form and "form_tokens" in model:
        return int(model["form_tokens"])
    if "form_tokens" in state:
        return int(state["form_tokens"])
    return tokens.count_tokens(json.dumps(form, ensure_ascii=False))


def _summary_form(session: Session) -> dict:
    """The current summary form: the model's grounded one while it is current, else ours."""
    try:
        summary = session.summary
    except Summary.DoesNotExist:
        return compaction.empty_form()
    model = (summary.state or {}).get("model")
    if model and model.get("covers_until_seq") == summary.covers_until_seq:
        return model["form"]
    return summary.form or compaction.empty_form()


_WINDOW_SQL = (
    "SELECT seq, role, text, tokens, {created_at} FROM memory_message "
    "WHERE session_id = %s ORDER BY seq DESC LIMIT %s"
)
# PostgreSQL writes each timestamp as text in UTC ("2026-11-30T09:15:00.123400", whatever the
# server's DateStyle), which costs far less to turn into the API's form than a datetime object
# does to build and format (the window's timestamps were about 5 % of a context fetch's CPU).
# Other databases return datetimes.
_WINDOW_SQL_POSTGRESQL = _WINDOW_SQL.format(
    created_at="""to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')"""
)
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
    seq, role, text, _tokens, created_at = row
    return {"seq": seq, "role": role, "text": text, "created_at": _iso_utc(created_at)}


def build_context(
    *, session: Session, budget_tokens: int = 2000, intent: str | None = None
) -> dict:
    """The contract's context JSON for `session`.

    The summary and the memories are always included; the window then takes the newest turns,
    newest first, while they fit the profile's window and what is left of `budget_tokens`, and is
    returned oldest first. Everything older than the window is represented only by the summary.
    """
    profile = channel_profile(session.tenant, session.channel)
    summary = _summary_form(session)
    memories, notices = longterm.memories_for_context(session, intent)
    fixed = _summary_tokens(session, summary)
    if memories or notices:
        # Counted once per cached memory block (see memory.longterm), not on every turn.
        counted = getattr(memories, "tokens", None)
        fixed += counted if counted is not None else longterm.block_tokens(memories, notices)
    # Plain SQL: the ORM's query compilation would cost several times the indexed read itself.
    with connection.cursor() as cursor:
        sql = _WINDOW_SQL_POSTGRESQL if connection.vendor == "postgresql" else _WINDOW_SQL_OTHER
        cursor.execute(sql, [session.pk, profile.window_messages])
        newest = cursor.fetchall()
    window: list[tuple] = []
    used = fixed
    for row in newest:
        cost = row[3] or tokens.message_tokens(row[2])
        if used + cost > budget_tokens:
            break
        window.append(row)
        used += cost
    window.reverse()
    return {
        "session": {
            "key": session.key,
            "channel": session.channel,
            "locale": session.locale,
            "state": effective_state(session),
        },
        "window": [_message_out(m) for m in window],
        "summary": summary,
        "memories": memories,
        "notices": notices,
        "token_estimate": used,
    }
