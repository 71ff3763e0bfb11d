"""The console's live channel: a signed-in staff member follows their tenant's handovers."""

from channels.generic.websocket import AsyncJsonWebsocketConsumer

from .events import console_group
from .views import CONSOLE_ROLES


class ConsoleConsumer(AsyncJsonWebsocketConsumer):
    """Joins the tenant's group and forwards handover events (ids and status only)."""

    group: str | None = None

    async def connect(self) -> None:
        user = self.scope.get("user")
        # AuthMiddlewareStack has already loaded the user; has_role reads its own fields only.
        if user is None or not user.is_authenticated or not user.has_role(*CONSOLE_ROLES):
            await self.close(code=4403)
            return
        self.group = console_group(user.tenant_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()

    async def disconnect(self, code: int) -> None:
        if self.group:
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive_json(self, content, **kwargs) -> None:
        # The console only listens; a ping keeps proxies from closing an idle socket.
        if content == {"type": "ping"}:
            await self.send_json({"type": "pong"})

    async def handover_event(self, event: dict) -> None:
        await self.send_json(
            {
                "type": "handover",
                "event": event["event"],
                "handover": event["handover"],
                "status": event["status"],
            }
        )
