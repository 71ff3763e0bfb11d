"""Real-time events of a handed-over conversation, sent only after the write has committed.

Two groups hear them: the conversation's own (the visitor's widget) and the tenant's (every open
console of the team). An event carries ids, a role and a state, never a message's text: each
side fetches what it may see (the widget its own conversation through its session key, the
console the masked turn).
"""

import logging

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction

logger = logging.getLogger(__name__)


def session_group(session_id: int) -> str:
    """The channel-layer group of one conversation's widget."""
    return f"session.{session_id}"


def tenant_group(tenant_id: int) -> str:
    """The channel-layer group of the tenant's consoles, for handed-over conversations."""
    return f"sessions.tenant.{tenant_id}"


def send_now(*, tenant_id: int, session_id: int, event: str, **fields) -> None:
    """Send one event to the conversation's widget and the tenant's consoles.

    `fields` are ids, roles and states only. A lost event is recoverable (both sides poll or
    refetch on reconnect); a failing write because Redis hiccuped is not, so errors are logged.
    """
    layer = get_channel_layer()
    if layer is None:
        return
    payload = {"type": "session.event", "event": event, "session": session_id, **fields}
    try:
        send = async_to_sync(layer.group_send)
        send(session_group(session_id), payload)
        send(tenant_group(tenant_id), payload)
    except Exception:
        logger.exception("session event not delivered", extra={"event": event})


def send_on_commit(*, tenant_id: int, session_id: int, event: str, **fields) -> None:
    """send_now() once the surrounding transaction has committed (at once outside of one)."""
    transaction.on_commit(
        lambda: send_now(tenant_id=tenant_id, session_id=session_id, event=event, **fields),
        robust=True,
    )
