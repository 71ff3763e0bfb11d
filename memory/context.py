"""The context of the next model call: the verbatim window, the summary, memories, notices.

Cost is O(window), whatever the length of the conversation: one indexed query for the newest
messages (the (session, seq) unique index read backwards, LIMIT window) and the summary row.
memory.storage.load_session() reads both with the session, in one query on PostgreSQL; a caller
holding a session fetched otherwise (`Session.objects.with_summary()`) gets the window in a query
of its own (memory.storage.newest_turns).
"""

import copy
import json
from collections.abc import Callable
from datetime import UTC

from . import compaction, storage, tokens
from .models import Session, Summary
from .profiles import channel_profile
from .services import WINDOW_FROM, effective_state


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


def _turn(session: Session, row: tuple) -> compaction.Turn:
    seq, role, text, _tokens, _created, redactions = row
    if isinstance(redactions, str):
        redactions = json.loads(redactions)
    return compaction.Turn(
        seq=seq, role=role, text=text, redactions=redactions or [], lang=session.locale
    )


def _fold_in(session: Session, form: dict, state: dict, covered: int, rows: list, upto: int):
    """Fold the turns `covered + 1 .. upto` into `form` and `state` (copies: nothing is
    written), as the worker will (memory.services.fold_pending_turns). The turns come from the
    window's rows, else from one query of that range (at most FOLD_LAG_MAX turns)."""
    fetched = {row[0]: row for row in rows}
    if any(seq not in fetched for seq in range(covered + 1, upto + 1)):
        turns = storage.turns_between(session, after=covered, upto=upto)
        fetched.update({row[0]: row for row in turns})
    for seq in range(covered + 1, upto + 1):
        compaction.update(form, state, _turn(session, fetched[seq]))
    return form


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
    # Not before a topic the integrator closed: its turns are in the summary's closed_topics.
    lowest = max(1, session.next_seq - profile.window_messages, int(state.get(WINDOW_FROM, 1)))
    loaded = getattr(session, "newest_messages", None)  # read with the session (load_session)
    if loaded is not None and session.newest_window >= profile.window_messages:
        newest = [row for row in loaded if row[0] >= lowest][: profile.window_messages]
    else:
        newest = storage.newest_turns(session, lowest=lowest, limit=profile.window_messages)
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
    # An open point the window's turns settle (a question answered, an offer taken up) is no
    # longer open; the window shows the answer, the form should not still list the question.
    form = compaction.settle_by_window(
        form, state, [_turn(session, row) for row in window if row[0] > covered]
    )
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
