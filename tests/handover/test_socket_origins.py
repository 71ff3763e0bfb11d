"""Which pages may open which socket, through the real ASGI application (chatmemory.asgi).

The widget is embedded on the tenants' websites: its socket is checked against the site's allowed
origins (the widget API's CORS list), not against ALLOWED_HOSTS. The console socket stays
same-origin: the service's own pages only, whatever a site allows.
"""

import pytest
from django.conf import settings
from django.test import Client

from chatmemory.asgi import application
from handover import services
from memory.models import Session

from .factories import make_handover
from .test_live_queue import Socket, run_async


def _headers(origin: str | None, cookie: str | None = None) -> list[tuple[bytes, bytes]]:
    headers = [(b"host", b"testserver")]
    if origin:
        headers.append((b"origin", origin.encode()))
    if cookie:
        headers.append((b"cookie", cookie.encode()))
    return headers


def _connects(path: str, origin: str | None, cookie: str | None = None) -> bool:
    scope = {"type": "websocket", "path": path, "headers": _headers(origin, cookie)}

    async def run():
        socket = Socket(application, scope)
        accepted = await socket.connect()
        if accepted:
            await socket.disconnect()
        return accepted

    return run_async(run)


@pytest.fixture
def case(transactional_db, tenant, site, make_staff):
    agent = make_staff("agent", "ana")
    handover = make_handover(tenant)
    Session.objects.filter(pk=handover.session_id).update(site=site)
    return services.claim_handover(handover=handover, user=agent), agent


@pytest.fixture
def agent_cookie(case):
    client = Client()
    client.force_login(case[1])
    return f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"


@pytest.mark.parametrize(
    ("origin", "accepted"),
    [
        ("http://shop.test", True),  # the site's allowed origin: a widget on the shop's pages
        ("http://testserver", True),  # the service's own pages (the demo shop)
        (None, True),  # not a browser: CORS does not apply, the key still does
        ("http://evil.test", False),
        ("https://shop.test", False),  # another scheme is another origin
    ],
)
def test_the_widget_socket_is_checked_against_the_sites_allowed_origins(
    case, site, origin, accepted
):
    handover, _ = case
    path = f"/ws/widget/{site.public_id}/{handover.session.key}/"
    assert _connects(path, origin) is accepted


@pytest.mark.parametrize(
    ("origin", "accepted"),
    [
        ("http://testserver", True),
        ("http://shop.test", False),  # a site's allowed origin opens the widget, not the console
        ("http://evil.test", False),
        (None, False),
    ],
)
def test_the_console_socket_is_same_origin_only(agent_cookie, origin, accepted):
    assert _connects("/ws/console/", origin, agent_cookie) is accepted


def test_the_console_socket_needs_a_signed_in_colleague(case):
    assert _connects("/ws/console/", "http://testserver") is False


def test_a_widget_socket_is_not_opened_for_another_sites_origin(case, tenant):
    from tenants.services import ensure_site

    other = ensure_site(tenant=tenant, name="Other web", allowed_origins=["http://other.test"])
    handover, _ = case
    # The other site allows other.test, but this conversation belongs to the first site.
    path = f"/ws/widget/{other.public_id}/{handover.session.key}/"
    assert _connects(path, "http://other.test") is False
