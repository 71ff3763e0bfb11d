"""Inputs an outside check of the API found accepted where the contract says 400: numbers in
string fields, a field a PATCH cannot change, control characters in a handover's reason,
malformed JSON sent to endpoints that read no body; and the export link's 404 as the API's
envelope."""

import pytest
from django.test import override_settings

from longterm.models import MemoryEntry
from memory.models import Session

pytestmark = pytest.mark.django_db

REF = "cust-strict"


def _session(api) -> str:
    return api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]


def _entry(api) -> dict:
    api.put(
        f"/api/v1/subjects/{REF}/consents/memory",
        {"granted": True, "text_version": "v1", "source": "api"},
        format="json",
    )
    body = {
        "key": "language",
        "value": "en",
        "type": "preference",
        "purpose": "Answer in the person's language",
        "provenance": "explicit_user",
    }
    response = api.post(f"/api/v1/subjects/{REF}/memories", body, format="json")
    assert response.status_code == 201
    return response.json()


def _field_error(response, field: str) -> None:
    assert response.status_code == 400, response.content
    assert field in response.json()["error"]["fields"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"reason": 123}, "reason"),
        ({"reason": True}, "reason"),
        ({"reason": "a\u0001b"}, "reason"),
        ({"reason": "Wants a person", "contact": {"name": 5}}, "contact.name"),
    ],
)
def test_a_handover_reason_or_name_that_is_no_plain_string_is_a_400(api, body, field):
    key = _session(api)
    response = api.post(f"/api/v1/sessions/{key}/handover", body, format="json")
    _field_error(response, field)
    assert Session.objects.get(key=key).state == Session.State.ACTIVE


def test_a_memory_value_or_forget_query_that_is_a_number_is_a_400(api):
    _entry(api)
    body = {"key": "size", "value": 5, "purpose": "Sizes", "provenance": "explicit_user"}
    _field_error(api.post(f"/api/v1/subjects/{REF}/memories", body, format="json"), "value")
    forget = api.post(f"/api/v1/subjects/{REF}/memories/forget", {"query": 5}, format="json")
    _field_error(forget, "query")
    assert MemoryEntry.objects.count() == 1


def test_a_patch_of_a_field_that_cannot_change_is_a_400_and_changes_nothing(api):
    entry = _entry(api)
    before = MemoryEntry.objects.get()
    url = f"/api/v1/subjects/{REF}/memories/{entry['id']}"
    _field_error(api.patch(url, {"provenance": "nonsense"}, format="json"), "provenance")
    after = MemoryEntry.objects.get()
    assert (after.confirmed_at, after.expires_at, after.value) == (
        before.confirmed_at,
        before.expires_at,
        before.value,
    )


@pytest.mark.parametrize(
    "path", ["/api/v1/sessions/{key}/topics", "/api/v1/subjects/{ref}/exports"]
)
def test_malformed_json_is_a_400_where_no_body_is_read(api, path):
    key = _session(api)
    _entry(api)
    url = path.format(key=key, ref=REF)
    response = api.post(url, "{", content_type="application/json")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "malformed"


@override_settings(DEBUG=True)
def test_a_bad_export_link_is_the_api_envelope_even_with_debug_on(api):
    response = api.get("/api/v1/exports/00000000-0000-0000-0000-000000000000/download?token=x")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_a_patch_names_an_unknown_field_apart_from_one_that_cannot_change(api):
    entry = _entry(api)
    url = f"/api/v1/subjects/{REF}/memories/{entry['id']}"
    fields = api.patch(url, {"foo": "bar", "key": "lang"}, format="json").json()["error"]["fields"]
    assert fields["foo"] == ["Unknown field; a memory's value, purpose and type can be changed."]
    assert fields["key"] == ["This field cannot be changed."]
