"""An error never echoes a secret back, and a subject ref holding one is refused (found by the
outside check of 2026-12-04: '"4111 1111 1111 1111" is not a valid choice.' came back in the
400, and a card number was stored as a subject ref)."""

import json

import pytest

from memory.models import Subject

pytestmark = pytest.mark.django_db

CARD = "4111 1111 1111 1111"


def _session(api) -> str:
    return api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/messages", {"role": CARD, "text": "hi"}),
        ("/messages", {"role": "user", "text": "hi", "sent_at": CARD}),
        ("/commitments", {"kind": f"card {CARD}", "text": "call back"}),
        ("/commitments", {"kind": "password Hunter22!", "text": "call back"}),
    ],
)
def test_a_rejected_value_holding_a_secret_is_not_echoed(api, path, body):
    key = _session(api)
    response = api.post(f"/api/v1/sessions/{key}{path}", body, format="json")
    assert response.status_code == 400, response.content
    text = json.dumps(response.json())
    assert "4111" not in text and "Hunter22" not in text
    assert response.json()["error"]["fields"]  # the field is still named


def test_a_rejected_locale_echo_keeps_a_harmless_value():
    from chatmemory.errors import envelope

    body = envelope(400, "bad", fields={"locale": ['"xx" is not a valid choice.']})
    assert body["error"]["fields"]["locale"] == ['"xx" is not a valid choice.']


def test_a_subject_ref_holding_a_card_number_is_refused_and_not_stored(api):
    response = api.post("/api/v1/sessions", {"subject": CARD}, format="json")
    assert response.status_code == 400, response.content
    messages = response.json()["error"]["fields"]["subject"]
    assert len(messages) == 1 and "card number" in messages[0]
    assert "4111" not in json.dumps(response.json())
    assert not Subject.objects.filter(ref=CARD).exists()


@pytest.mark.parametrize("subject", ["x" * 201, "cust\x00ref", "cust\tref"])
def test_a_bad_subject_ref_gets_one_error(api, subject):
    response = api.post("/api/v1/sessions", {"subject": subject}, format="json")
    assert response.status_code == 400, response.content
    assert len(response.json()["error"]["fields"]["subject"]) == 1


def test_an_opaque_subject_ref_with_digits_is_fine(api):
    response = api.post("/api/v1/sessions", {"subject": "cust-482913"}, format="json")
    assert response.status_code == 201, response.content
