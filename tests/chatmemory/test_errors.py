"""The error envelope of the integrator API contract on every kind of API error."""

import json

import pytest
from django.core.exceptions import RequestDataTooBig
from django.test import Client

from chatmemory.errors import handler400


def assert_envelope(response, status: int, code: str | None = None):
    assert response.status_code == status
    assert response["Content-Type"].startswith("application/json")
    error = response.json()["error"]
    assert set(error) == {"code", "message", "fields"}
    assert error["message"]
    if code:
        assert error["code"] == code
    return error


def test_malformed_json_is_400(api):
    response = api.generic("POST", "/api/v1/sessions", "{not json", content_type="application/json")
    assert_envelope(response, 400, "malformed")


def test_a_wrong_type_is_400_with_the_field_named(api):
    response = api.post("/api/v1/sessions", {"locale": "xx"}, format="json")
    error = assert_envelope(response, 400, "validation_error")
    assert "locale" in error["fields"]


def test_no_key_is_401(client, db):
    assert_envelope(client.get("/api/v1/sessions/abc"), 401)


def test_an_unknown_session_is_404(api):
    assert_envelope(api.get("/api/v1/sessions/does-not-exist"), 404, "not_found")


def test_an_unknown_api_path_is_404_json(api):
    assert_envelope(api.get("/api/v1/nothing-here"), 404, "not_found")


def test_a_wrong_method_is_405(api):
    assert_envelope(api.delete("/api/v1/sessions"), 405, "method_not_allowed")


def test_an_oversized_body_is_413(api, settings):
    body = json.dumps({"channel": "web", "padding": "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE)})
    response = api.generic("POST", "/api/v1/sessions", body, content_type="application/json")
    assert_envelope(response, 413, "too_large")


def test_a_non_json_content_type_is_415(api):
    response = api.generic("POST", "/api/v1/sessions", "channel=web", content_type="text/plain")
    assert_envelope(response, 415)


def nested(levels: int, inner: str = '"x"') -> str:
    return "[" * levels + inner + "]" * levels


@pytest.mark.parametrize("levels", [33, 900, 1_000, 100_000])
def test_a_deeply_nested_body_is_400_on_every_endpoint(api, levels):
    key = api.post("/api/v1/sessions", {}, format="json").json()["key"]
    api.put(
        "/api/v1/subjects/cust-1/consents/memory",
        {"granted": True, "text_version": "v1", "source": "api"},
        format="json",
    )
    for url in (f"/api/v1/sessions/{key}/messages", "/api/v1/subjects/cust-1/memories"):
        for body in (nested(levels), '{"text": ' + nested(levels) + "}"):
            response = api.generic("POST", url, body, content_type="application/json")
            assert_envelope(response, 400, "malformed")


def test_a_deeply_nested_body_is_400_on_the_widget_without_any_credential(site):
    response = Client().generic(
        "POST",
        f"/widget/v1/sites/{site.public_id}/sessions",
        '{"locale": ' + nested(1_000) + "}",
        content_type="application/json",
    )
    assert_envelope(response, 400, "malformed")


def test_a_body_within_the_nesting_limit_is_parsed(api):
    body = json.dumps({"channel": "web", "subject": [[[[["deep"]]]]]})
    response = api.generic("POST", "/api/v1/sessions", body, content_type="application/json")
    error = assert_envelope(response, 400, "validation_error")  # parsed, then refused by field
    assert "subject" in error["fields"]


NUL = "%00"


@pytest.mark.parametrize(
    "method, url",
    [
        ("get", f"/api/v1/sessions/a{NUL}b"),
        ("post", f"/api/v1/sessions/a{NUL}b/messages"),
        ("get", f"/api/v1/subjects/cust{NUL}1/memories"),
        ("put", f"/api/v1/subjects/cust{NUL}1/consents/memory"),
        ("put", f"/api/v1/subjects/cust-1/consents/mem{NUL}ory"),
        ("delete", f"/api/v1/subjects/cust{NUL}1"),
        ("patch", f"/api/v1/subjects/cust-1/memories/1{NUL}"),
    ],
)
def test_a_nul_in_an_api_path_id_is_404(api, method, url):
    body = {"granted": True, "role": "user", "text": "hi"}
    assert_envelope(getattr(api, method)(url, body, format="json"), 404, "not_found")


@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
@pytest.mark.parametrize(
    "url",
    [
        f"/api/v1/subjects/cust{NUL}1",
        f"/api/v1/sessions/a{NUL}b/messages",
        f"/widget/v1/sites/site{NUL}x/sessions",
        "/api/v1/no-such-thing",
    ],
)
def test_an_unknown_api_path_is_the_404_envelope_with_csrf_checked(api_key, method, url):
    """As a real HTTP client sees it: the test client skips CSRF unless told, and a path no
    route serves got Django's CSRF page (403, HTML) instead of the API's 404 for a POST."""
    client = Client(enforce_csrf_checks=True, HTTP_AUTHORIZATION=f"Bearer {api_key}")
    response = client.generic(method.upper(), url, "{}", content_type="application/json")
    assert_envelope(response, 404, "not_found")


@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
def test_the_export_downloads_405_is_the_envelope_with_csrf_checked(db, method):
    """The download is a plain Django view under /api/: CSRF would answer it first (403)."""
    client = Client(enforce_csrf_checks=True)
    url = "/api/v1/exports/79014f39-dab6-4c24-9cc4-a17b534546a0/download"
    response = client.generic(method.upper(), url, "{}", content_type="application/json")
    assert_envelope(response, 405, "method_not_allowed")
    assert response["Allow"] == "GET, HEAD"


def test_a_nul_in_the_widgets_site_or_session_id_is_404(site):
    client = Client()
    response = client.post(f"/widget/v1/sites/site{NUL}x/sessions", {}, "application/json")
    assert_envelope(response, 404, "not_found")
    response = client.get(f"/widget/v1/sites/{site.public_id}/sessions/k{NUL}ey")
    assert_envelope(response, 404, "not_found")


def test_a_nul_in_a_page_path_is_the_404_page(make_staff):
    client = Client()
    client.force_login(make_staff("dpo"))
    for url in (f"/dpo/subjects/cust{NUL}1/", f"/dpo/subjects/cust{NUL}1/erase"):
        response = client.get(url)
        assert response.status_code == 404
        assert response["Content-Type"].startswith("text/html")
    assert Client().get(f"/me/open/tok{NUL}en").status_code == 404


@pytest.mark.parametrize("memory_id", ["²", "١", "٣", "1²", "99999999999999999999999", "-1", "1.0"])
def test_a_memory_id_that_is_not_a_plain_number_is_404(api, memory_id):
    api.put(
        "/api/v1/subjects/cust-1/consents/memory",
        {"granted": True, "text_version": "v1", "source": "api"},
        format="json",
    )
    memory = {"key": "k", "value": "v", "purpose": "p", "provenance": "explicit_user"}
    assert api.post("/api/v1/subjects/cust-1/memories", memory, format="json").status_code == 201
    base = f"/api/v1/subjects/cust-1/memories/{memory_id}"
    assert_envelope(api.patch(base, {"value": "w"}, format="json"), 404, "not_found")
    assert_envelope(api.delete(base), 404, "not_found")
    assert_envelope(api.post(f"{base}/confirm"), 404, "not_found")


BIG_FORM = {"text": "x" * (300 * 1024)}  # about 300 KB, over DATA_UPLOAD_MAX_MEMORY_SIZE


@pytest.mark.parametrize("debug", [False, True])
@pytest.mark.parametrize(
    "lang, says",
    [("en", "Too much at once"), ("de", "Zu viel auf einmal"), ("nl", "Te veel tegelijk")],
)
def test_a_form_post_too_large_to_read_is_the_413_page(make_staff, settings, debug, lang, says):
    settings.DEBUG = debug  # make run's DEBUG showed Django's technical RequestDataTooBig page
    client = Client(HTTP_ACCEPT_LANGUAGE=lang)
    client.force_login(make_staff("dpo"))
    for url in ("/console/login/", "/dpo/retention/", "/console/handovers/1/notes/", "/me/forget"):
        response = client.post(url, BIG_FORM)
        assert response.status_code == 413, url
        assert response["Content-Type"].startswith("text/html")
        assert says in response.content.decode(), url


def test_a_body_django_finds_too_large_is_413_too(rf):
    """The handler's part: a body Django itself refuses (no Content-Length to check first)."""
    too_big = RequestDataTooBig("too big")
    page = handler400(rf.post("/dpo/retention/", HTTP_ACCEPT_LANGUAGE="da"), too_big)
    assert page.status_code == 413
    assert "For meget på én gang" in page.content.decode()
    api = handler400(rf.post("/api/v1/sessions"), too_big)
    assert api.status_code == 413
    assert json.loads(api.content)["error"]["code"] == "too_large"


@pytest.mark.parametrize("debug", [False, True])
@pytest.mark.parametrize(
    "path", ["/api/v1/no-such-thing", "/widget/v1/nope/x", "/api/v1", "/widget/v1"]
)
def test_an_unknown_api_path_is_the_json_404_also_with_debug_on(client, settings, debug, path):
    settings.DEBUG = debug
    response = client.get(path, HTTP_ACCEPT="text/html")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"
