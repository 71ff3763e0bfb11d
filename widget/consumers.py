"""The widget's live channel: a visitor follows their own conversation while a colleague has it."""

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from memory.events import session_group, tenant_group
from memory.models import Session
from tenants.models import Site, Tenant


@database_sync_to_async
def _session_for(public_id: str, key: str, origin: str | None) -> tuple[int, int] | None:
    """(session id, tenant id) of the site's conversation with that key, when the page's origin
    is one the site allows; None otherwise. The same checks as the widget's HTTP endpoints."""
    site = Site.objects.filter(public_id=public_id).first()
    if site is None:
        return None
    if origin and origin not in (site.allowed_origins or []):
        return None
    row = (
        Session.objects.for_tenant(Tenant(pk=site.tenant_id))
        .filter(site=site, key=key)
        .values_list("pk", "tenant_id")
        .first()
    )
    return tuple(row) if row else None


class WidgetConsumer(AsyncJsonWebsocketConsumer):
    """Joins the conversation's group (authorised by the session key alone) and forwards its
    events: `message` (seq and role), `state`, `typing`. Never a text: the widget fetches its
    turns through the widget API. The visitor's typing goes to the tenant's consoles."""

    group: str | None = None
    session_id: int | None = None
    tenant_id: int | None = None

    async def connect(self) -> None:
        kwargs = self.scope["url_route"]["kwargs"]
        headers = dict(self.scope.get("headers") or [])
        origin = headers.get(b"origin", b"").decode("latin-1") or None
        host = headers.get(b"host", b"").decode("latin-1")
        # The widget on the service's own pages (the demo shop) is same-origin.
        if origin and origin.split("://", 1)[-1] == host:
            origin = None
        found = await _session_for(kwargs["public_id"], kwargs["key"], origin)
        if found is None:
            await self.close(code=4404)
            return
        self.session_id, self.tenant_id = found
        self.group = session_group(self.session_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()

    async def disconnect(self, code: int) -> None:
        if self.group:
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive_json(self, content, **kwargs) -> None:
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "ping":
            await self.send_json({"type": "pong"})
        elif kind == "typing":
            await self.channel_layer.group_send(
                tenant_group(self.tenant_id),
                {
                    "type": "session.event",
                    "event": "typing",
                    "session": self.session_id,
                    "who": "visitor",
                },
            )

    async def session_event(self, event: dict) -> None:
        if event["event"] == "typing" and event.get("who") == "visitor":
            return  # the visitor's own typing
        fields = ("event", "seq", "role", "state", "who")
        await self.send_json({"type": "session", **{k: event[k] for k in fields if k in event}})
