"""The error envelope of shared/API.md on every kind of API error."""

import json

import pytest
from django.test import Client


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
