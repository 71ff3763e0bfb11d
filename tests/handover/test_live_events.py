"""The live channels of a handed-over conversation: the widget and the consoles hear ids only."""

import json

import pytest
from channels.routing import URLRouter
from django.contrib.auth.models import AnonymousUser

from chatmemory.routing import websocket_urlpatterns
from handover import services
from memory import services as memory_services
from memory.models import Session

from .factories import make_handover
from .test_live_queue import Socket, in_db_thread, run_async

CARD = "4111 1111 1111 1111"


def widget_socket(site, key: str, origin: str | None = None) -> Socket:
    headers = [(b"host", b"testserver")]
    if origin:
        headers.append((b"origin", origin.encode()))
    scope = {
        "type": "websocket",
        "path": f"/ws/widget/{site.public_id}/{key}/",
        "headers": headers,
        "user": AnonymousUser(),
    }
    return Socket(URLRouter(websocket_urlpatterns), scope)


def console_socket(user) -> Socket:
    scope = {
        "type": "websocket",
        "path": "/ws/console/",
        "headers": [(b"host", b"testserver"), (b"origin", b"http://testserver")],
        "user": user,
    }
    return Socket(URLRouter(websocket_urlpatterns), scope)


@pytest.fixture
def case(transactional_db, tenant, site, make_staff):
    agent = make_staff("agent", "ana")
    handover = make_handover(tenant)
    Session.objects.filter(pk=handover.session_id).update(site=site)
    handover = services.claim_handover(handover=handover, user=agent)
    return handover, agent


def test_the_widget_hears_the_agents_reply_as_an_id_and_the_console_the_visitors(case, site):
    handover, agent = case
    key = handover.session.key

    async def run():
        widget = widget_socket(site, key, origin="http://shop.test")
        console = console_socket(agent)
        assert await widget.connect()
        assert await console.connect()
        await in_db_thread(
            lambda: services.reply_to_visitor(
                handover=handover, user=agent, text=f"Card {CARD} is not needed"
            )
        )()
        heard_by_widget = await widget.receive_output(3)
        heard_by_console = await console.receive_output(3)
        await in_db_thread(
            lambda: memory_services.append_message(
                session=handover.session, role="user", text="Thanks"
            )
        )()
        visitor_turn = await console.receive_json_from(3)
        own_turn = await widget.receive_json_from(
            3
        )  # the visitor's own message: refetched, no harm
        assert own_turn["role"] == "user"
        await console.send_json_to({"type": "typing", "session": handover.session_id})
        typing = await widget.receive_json_from(3)
        await widget.disconnect()
        await console.disconnect()
        return heard_by_widget["text"], heard_by_console["text"], visitor_turn, typing

    widget_raw, console_raw, visitor_turn, typing = run_async(run)
    assert json.loads(widget_raw) == {
        "type": "session",
        "event": "message",
        "seq": 4,
        "role": "agent",
    }
    assert CARD not in widget_raw and "Card" not in console_raw
    assert json.loads(console_raw)["session"] == handover.session_id
    assert visitor_turn["role"] == "user" and visitor_turn["seq"] == 5
    assert typing == {"type": "session", "event": "typing", "who": "agent"}


@pytest.mark.parametrize("wrong", ["key", "origin"])
def test_a_widget_socket_needs_the_sessions_key_and_an_allowed_origin(case, site, wrong):
    handover, _ = case
    key = "not-a-key" if wrong == "key" else handover.session.key
    origin = "http://evil.test" if wrong == "origin" else "http://shop.test"

    async def run():
        return await widget_socket(site, key, origin=origin).connect()

    assert run_async(run) is False


def test_the_visitors_typing_reaches_the_consoles_as_an_id_and_not_their_own_widget(case, site):
    handover, agent = case
    key = handover.session.key

    async def run():
        widget = widget_socket(site, key, origin="http://shop.test")
        console = console_socket(agent)
        assert await widget.connect()
        assert await console.connect()
        await widget.send_json_to({"type": "typing"})
        heard = await console.receive_json_from(3)
        echoed = await widget.receive_nothing(0.5)
        await widget.disconnect()
        await console.disconnect()
        return heard, echoed

    heard, echoed = run_async(run)
    assert heard == {
        "type": "session",
        "event": "typing",
        "session": handover.session_id,
        "who": "visitor",
    }
    assert echoed is True


def test_only_the_agent_holding_the_case_shows_as_typing(case, site, make_staff):
    handover, agent = case
    colleague = make_staff("agent", "bo")
    key = handover.session.key

    async def run():
        widget = widget_socket(site, key, origin="http://shop.test")
        holder, other = console_socket(agent), console_socket(colleague)
        for socket in (widget, holder, other):
            assert await socket.connect()
        await other.send_json_to({"type": "typing", "session": handover.session_id})
        from_colleague = await widget.receive_nothing(0.5)
        await holder.send_json_to({"type": "typing", "session": handover.session_id})
        from_holder = await widget.receive_json_from(3)
        await in_db_thread(lambda: services.resolve_handover(handover=handover, user=agent))()
        await widget.receive_json_from(3)  # the state event: active again
        await holder.send_json_to({"type": "typing", "session": handover.session_id})
        after_resolve = await widget.receive_nothing(0.5)
        for socket in (widget, holder, other):
            await socket.disconnect()
        return from_colleague, from_holder, after_resolve

    from_colleague, from_holder, after_resolve = run_async(run)
    assert from_colleague is True
    assert from_holder == {"type": "session", "event": "typing", "who": "agent"}
    assert after_resolve is True
