"""The context of the next model call: the verbatim window, the summary, memories, notices.

Cost is O(window), whatever the length of the conversation: one indexed query for the newest
messages (the (session, seq) unique index read backwards, LIMIT window) and the summary row,
which the caller usually fetched with the session (`Session.objects.with_summary()`).
"""

import json

from . import compaction, longterm, tokens
from .models import Message, Session, Summary
from .profiles import channel_profile
from .services import effective_state


def _summary_form(session: Session) -> dict:
    try:
        summary = session.summary
    except Summary.DoesNotExist:
        return compaction.empty_form()
    return summary.form or compaction.empty_form()


def _message_out(message: Message) -> dict:
    return {
        "seq": message.seq,
        "role": message.role,
        "text": message.text,
        "created_at": message.created_at.isoformat().replace("+00:00", "Z"),
    }


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
    fixed = tokens.count_tokens(json.dumps(summary, ensure_ascii=False))
    if memories or notices:
        fixed += tokens.count_tokens(json.dumps([memories, notices], ensure_ascii=False))
    newest = list(
        Message.objects.filter(session=session)
        .only("seq", "role", "text", "tokens", "created_at")
        .order_by("-seq")[: profile.window_messages]
    )
    window: list[Message] = []
    used = fixed
    for message in newest:
        cost = message.tokens or tokens.message_tokens(message.text)
        if used + cost > budget_tokens:
            break
        window.append(message)
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
