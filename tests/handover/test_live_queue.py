"""The console's WebSocket: who may listen, and what reaches them."""

import asyncio
import faulthandler
import json
import sys
import threading

import pytest
from asgiref.sync import sync_to_async
from asgiref.testing import ApplicationCommunicator
from channels import DEFAULT_CHANNEL_LAYER
from channels.layers import channel_layers
from channels.routing import URLRouter
from django.contrib.auth.models import AnonymousUser
from django.db import connection

from chatmemory.routing import websocket_urlpatterns
from handover import services

from .factories import make_handover

pytestmark = pytest.mark.django_db


class Socket(ApplicationCommunicator):
    """A WebSocket client of the ASGI app (channels.testing needs daphne, which we don't ship)."""

    async def connect(self) -> bool:
        await self.send_input({"type": "websocket.connect"})
        accepted = (await self.receive_output(10))["type"] == "websocket.accept"
        if not accepted:
            # A server answers a refused handshake with websocket.disconnect and the application
            # ends; left running, its channel-layer receive was cancelled mid-flight by
            # asyncio.run's shutdown, which once hung a CI run.
            await self.disconnect()
        return accepted

    # Generous timeouts: they cost time only when a test fails, and a loaded machine (a second
    # test worker, a benchmark) once took more than 3 s to deliver an event.
    async def receive_json_from(self, timeout: float = 10) -> dict:
        return json.loads((await self.receive_output(timeout))["text"])

    async def send_json_to(self, data: dict) -> None:
        await self.send_input({"type": "websocket.receive", "text": json.dumps(data)})

    async def disconnect(self) -> None:
        await self.send_input({"type": "websocket.disconnect", "code": 1000})
        await self.wait(1)


def run_async(main):
    """Run a coroutine function on a loop of its own thread.

    The browser tests' Playwright keeps an event loop in the main thread, where async_to_sync
    refuses to run; a thread of our own has none.
    """
    outcome: dict = {}
    # A fresh channel layer per loop: channels_redis binds its receive state to the loop that
    # first received, and an earlier test's loop is gone ("Two event loops are trying to receive()
    # on one channel layer at once!"). `set` is channels' own hook for swapping layers in tests.
    channel_layers.set(DEFAULT_CHANNEL_LAYER, channel_layers.make_backend(DEFAULT_CHANNEL_LAYER))

    def target() -> None:
        try:
            outcome["value"] = asyncio.run(main())
        except BaseException as exc:  # re-raised in the test's thread
            outcome["error"] = exc

    # A daemon: a coroutine that never ends fails its test and cannot keep pytest from exiting.
    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(60)
    if thread.is_alive():
        # Every thread's stack to the captured output: where it waits is the diagnosis.
        faulthandler.dump_traceback(file=sys.stderr, all_threads=True)
        raise AssertionError("the coroutine did not finish within 60 s (thread stacks above)")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def in_db_thread(fn):
    """An awaitable running `fn` with the ORM, closing its connection afterwards."""

    def call():
        try:
            return fn()
        finally:
            connection.close()

    return sync_to_async(call)


def communicator(user) -> Socket:
    scope = {
        "type": "websocket",
        "path": "/ws/console/",
        "headers": [(b"host", b"testserver"), (b"origin", b"http://testserver")],
        "user": user,
    }
    return Socket(URLRouter(websocket_urlpatterns), scope)


@pytest.mark.parametrize("who", ["anonymous", "no tenant"])
def test_only_staff_of_a_tenant_may_listen(db, django_user_model, who):
    user = (
        AnonymousUser()
        if who == "anonymous"
        else django_user_model.objects.create_user("loner", password="x")
    )

    async def run():
        comm = communicator(user)
        return await comm.connect()

    assert run_async(run) is False


def test_a_console_hears_its_tenants_handovers_and_nothing_else(
    transactional_db, tenant, other_tenant, make_staff
):
    # Transactional: consumers close "old" connections between events, which would close the
    # test's own connection inside a wrapping transaction; and events go out only on commit.
    agent = make_staff("agent")
    colleague = make_staff("agent", "colleague")

    async def run():
        comm = communicator(agent)
        assert await comm.connect()
        await in_db_thread(lambda: make_handover(other_tenant))()
        assert await comm.receive_nothing(timeout=0.3)
        handover = await in_db_thread(lambda: make_handover(tenant))()
        created = await comm.receive_json_from(timeout=10)
        await in_db_thread(lambda: services.claim_handover(handover=handover, user=colleague))()
        claimed = await comm.receive_json_from(timeout=10)
        await in_db_thread(lambda: services.resolve_handover(handover=handover, user=colleague))()
        resolved = await comm.receive_json_from(timeout=10)
        await comm.send_json_to({"type": "ping"})
        pong = await comm.receive_json_from(timeout=10)
        await comm.disconnect()
        return handover, [created, claimed, resolved], pong

    handover, events, pong = run_async(run)
    assert [(e["event"], e["status"], e["handover"]) for e in events] == [
        ("created", "queued", handover.pk),
        ("claimed", "claimed", handover.pk),
        ("resolved", "resolved", handover.pk),
    ]
    assert pong == {"type": "pong"}
