"""HEAD is answered like GET, without the body, wherever GET is allowed (API and widget API)."""

import socket

import pytest
from django.urls import URLPattern, URLResolver, get_resolver
from rest_framework.test import APIClient
from rest_framework.views import APIView

from memory.services import create_session

pytestmark = pytest.mark.django_db

ORIGIN = "http://shop.test"


@pytest.fixture
def paths(api, site):
    """A GET path of every API and widget view that serves GET, with a real object behind it."""
    key = api.post("/api/v1/sessions", {"subject": "cust-1"}, format="json").json()["key"]
    api.post(f"/api/v1/sessions/{key}/messages", {"role": "user", "text": "Hi"}, format="json")
    export = api.post("/api/v1/subjects/cust-1/exports").json()
    widget = APIClient(HTTP_ORIGIN=ORIGIN)
    sessions = f"/widget/v1/sites/{site.public_id}/sessions"
    widget_key = widget.post(sessions, {"locale": "en"}, format="json").json()["key"]
    return {
        "api": [
            f"/api/v1/sessions/{key}",
            f"/api/v1/sessions/{key}/context",
            "/api/v1/subjects/cust-1/memories",
            f"/api/v1/exports/{export['id']}",
        ],
        "widget": [f"{sessions}/{widget_key}", f"{sessions}/{widget_key}/memory"],
    }


def test_head_answers_every_get_endpoint_as_get_does_without_the_body(api, paths):
    widget = APIClient(HTTP_ORIGIN=ORIGIN)
    for client, path in [(api, p) for p in paths["api"]] + [(widget, p) for p in paths["widget"]]:
        got = client.get(path)
        head = client.head(path)
        assert (head.status_code, got.status_code) == (200, 200), path
        assert head.content == b"", path
        assert head["Content-Type"] == got["Content-Type"], path


def test_head_is_refused_as_get_is(api, other_api, paths):
    for path in paths["api"]:
        assert other_api.head(path).status_code == 404, path
        assert APIClient().head(path).status_code == 401, path
    # A route without GET has no HEAD either.
    response = api.head("/api/v1/sessions")
    assert response.status_code == 405
    assert "HEAD" not in response["Allow"]


def test_head_on_the_memory_list_does_not_store_an_entry(api):
    """The list and the creation share a view: HEAD takes the list's branch, not the POST's."""
    api.put(
        "/api/v1/subjects/cust-1/consents/memory",
        {"granted": True, "text_version": "v1"},
        format="json",
    )
    assert api.head("/api/v1/subjects/cust-1/memories").status_code == 200
    assert api.get("/api/v1/subjects/cust-1/memories").json() == {"results": []}


def _views(patterns, prefix=""):
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            yield from _views(pattern.url_patterns, prefix + str(pattern.pattern))
        elif isinstance(pattern, URLPattern):
            yield prefix + str(pattern.pattern), pattern.callback


def test_every_drf_view_that_allows_get_allows_head():
    """A view made with DRF's own api_view (not chatmemory.api_views') would answer HEAD 405."""
    checked = []
    for route, callback in _views(get_resolver().url_patterns):
        view_class = getattr(callback, "cls", None)
        if view_class is None or not issubclass(view_class, APIView):
            continue
        methods = view_class.http_method_names
        if "get" in methods:
            assert "head" in methods, route
            checked.append(route)
    assert len(checked) >= 6, checked  # the four API GET routes and the widget's two


def test_head_over_real_http_sends_the_headers_without_a_body(asgi_server, tenant, api_key):
    session = create_session(tenant=tenant)
    request = (
        f"HEAD /api/v1/sessions/{session.key} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        f"Authorization: Bearer {api_key}\r\nConnection: close\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", asgi_server.port), timeout=10) as sock:
        sock.sendall(request.encode())
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200 ")
    assert b"content-type: application/json" in head.lower()
    assert body == b""
