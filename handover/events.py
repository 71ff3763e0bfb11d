"""Real-time console events: one group per tenant, sent only after the write has committed."""

import logging

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction

logger = logging.getLogger(__name__)


def console_group(tenant_id: int) -> str:
    """The channel-layer group every open console of the tenant listens on."""
    return f"console.tenant.{tenant_id}"


def send_on_commit(*, tenant_id: int, event: str, handover_id: int, status: str) -> None:
    """Tell every open console of the tenant that a handover changed, once the change is committed.

    The event carries ids and the status only: consoles fetch the masked rendering themselves,
    so no personal value passes through the channel layer.
    """
    payload = {
        "type": "handover.event",
        "event": event,
        "handover": handover_id,
        "status": status,
    }

    def send() -> None:
        layer = get_channel_layer()
        if layer is None:
            return
        try:
            async_to_sync(layer.group_send)(console_group(tenant_id), payload)
        except Exception:
            # A console missing one live update is recoverable (it refreshes on reload);
            # failing the committed write because Redis hiccuped is not.
            logger.exception("console event not delivered", extra={"event": event})

    transaction.on_commit(send)
