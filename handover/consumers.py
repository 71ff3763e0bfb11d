"""The console's live channel: a signed-in staff member follows their tenant's handovers."""

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from memory import events as session_events

from .events import console_group
from .models import Handover
from .views import ACTING_ROLES, CONSOLE_ROLES


@database_sync_to_async
def _holds_case(user, session_id: object) -> bool:
    """Whether the user holds the claimed case of that session of their tenant (only then may
    their typing reach the visitor)."""
    if not isinstance(session_id, int):
        return False
    return (
        Handover.objects.for_tenant(user.tenant_id)
        .filter(session_id=session_id, status=Handover.Status.CLAIMED, assignee_id=user.pk)
        .exists()
    )


class ConsoleConsumer(AsyncJsonWebsocketConsumer):
    """Joins the tenant's groups and forwards handover and conversation events (ids only)."""

    groups_joined: tuple[str, ...] = ()

    async def connect(self) -> None:
        user = self.scope.get("user")
        # AuthMiddlewareStack has already loaded the user; has_role reads its own fields only.
        if user is None or not user.is_authenticated or not user.has_role(*CONSOLE_ROLES):
            await self.close(code=4403)
            return
        self.groups_joined = (
            console_group(user.tenant_id),
            session_events.tenant_group(user.tenant_id),
        )
        for group in self.groups_joined:
            await self.channel_layer.group_add(group, self.channel_name)
        await self.accept()

    async def disconnect(self, code: int) -> None:
        for group in self.groups_joined:
            await self.channel_layer.group_discard(group, self.channel_name)

    async def receive_json(self, content, **kwargs) -> None:
        kind = content.get("type") if isinstance(content, dict) else None
        # A ping keeps proxies from closing an idle socket.
        if kind == "ping":
            await self.send_json({"type": "pong"})
        elif kind == "typing":
            await self._typing(content.get("session"))

    async def _typing(self, session_id) -> None:
        """Tell the visitor an agent is typing: only the agent holding the claimed case, read
        each time (the page sends at most one notice in 2.5 s), so a case unclaimed, reassigned
        or resolved meanwhile no longer shows a colleague typing."""
        user = self.scope["user"]
        if not user.has_role(*ACTING_ROLES):
            return
        if not await _holds_case(user, session_id):
            return
        await self.channel_layer.group_send(
            session_events.session_group(session_id),
            {"type": "session.event", "event": "typing", "session": session_id, "who": "agent"},
        )

    async def handover_event(self, event: dict) -> None:
        await self.send_json(
            {
                "type": "handover",
                "event": event["event"],
                "handover": event["handover"],
                "status": event["status"],
            }
        )

    async def session_event(self, event: dict) -> None:
        fields = ("event", "session", "seq", "role", "state", "who")
        await self.send_json({"type": "session", **{k: event[k] for k in fields if k in event}})
