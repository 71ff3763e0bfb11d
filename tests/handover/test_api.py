from datetime import timedelta

import pytest
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.utils import timezone
from rest_framework.test import APIClient

from handover.events import console_group
from handover.models import Handover
from memory.models import Session, Summary

from .factories import make_session

pytestmark = pytest.mark.django_db

BODY = {
    "reason": "Customer asks for a person",
    "contact": {"name": "Jane", "email": "jane@example.com", "phone": "+49 170 1234567"},
}


def url(session) -> str:
    return f"/api/v1/sessions/{session.key}/handover"


def test_it_queues_a_handover_and_marks_the_session_handed_over(api, tenant):
    session = make_session(tenant)
    response = api.post(url(session), BODY, format="json")
    assert response.status_code == 201
    body = response.json()
    assert body["status"] == "queued"
    assert set(body) >= {"id", "status", "summary"}
    for key in ("concern", "objects", "constraints", "open_points", "commitments"):
        assert key in body["summary"]
    handover = Handover.objects.get(pk=body["id"])
    assert handover.tenant == tenant
    assert handover.contact == BODY["contact"]
    session.refresh_from_db()
    assert session.state == Session.State.HANDED_OVER
    got = api.get(f"/api/v1/sessions/{session.key}").json()
    assert got["state"] == "handed_over"


def test_it_snapshots_the_current_summary_form(api, tenant):
    session = make_session(tenant)
    form = {
        "covers_until_seq": 2,
        "concern": {"text": "my order is late", "seq": 1},
        "objects": [{"type": "order", "value": "100-2345", "seq": 1}],
        "constraints": [
            {"name": "deadline", "value": "Friday", "seq": 3, "previous": [{"value": "Monday"}]}
        ],
        "open_points": [],
        "commitments": [],
        "closed_topics": [],
    }
    # Set as the worker leaves it: every stored turn taken in, nothing left to fold.
    summary, _ = Summary.objects.update_or_create(
        session=session, defaults={"form": form, "covers_until_seq": session.next_seq - 1}
    )
    response = api.post(url(session), {"reason": "Needs a human"}, format="json")
    assert response.status_code == 201
    assert response.json()["summary"] == form
    # A later change of the live summary leaves the handover's snapshot alone.
    summary.form = {**form, "concern": {"text": "something else", "seq": 4}}
    summary.save()
    assert Handover.objects.get().summary["concern"]["text"] == "my order is late"


def test_contact_is_optional(api, tenant):
    response = api.post(url(make_session(tenant)), {"reason": "Needs a human"}, format="json")
    assert response.status_code == 201
    assert Handover.objects.get().contact == {}


def test_a_secret_typed_into_the_contact_is_never_stored(api, tenant):
    body = {"reason": "call me", "contact": {"name": "Card 5555 5555 5555 4444", "email": "j@x.de"}}
    response = api.post(url(make_session(tenant)), body, format="json")
    assert response.status_code == 201
    contact = Handover.objects.get().contact
    assert "5555" not in str(contact)
    assert contact["email"] == "j@x.de" and contact["name"].startswith("Card [")


def test_another_tenants_session_is_404(other_api, tenant):
    session = make_session(tenant)
    response = other_api.post(url(session), BODY, format="json")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"
    assert not Handover.objects.exists()


def test_an_unknown_key_is_404(api):
    response = api.post("/api/v1/sessions/nope/handover", BODY, format="json")
    assert response.status_code == 404


def test_anonymous_is_401(tenant):
    session = make_session(tenant)
    response = APIClient().post(url(session), BODY, format="json")
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "not_authenticated"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "reason"),
        ({"reason": "   "}, "reason"),
        ({"reason": "x" * 2001}, "reason"),
        ({"reason": "ok", "contact": {"email": "not-an-email"}}, "contact.email"),
        ({"reason": "ok", "contact": {"phone": "call me maybe"}}, "contact.phone"),
        ({"reason": "ok", "contact": "jane"}, "contact.non_field_errors"),
    ],
)
def test_invalid_bodies_are_400_with_the_field(api, tenant, body, field):
    response = api.post(url(make_session(tenant)), body, format="json")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "validation_error"
    assert field in error["fields"]
    assert not Handover.objects.exists()


def test_an_ended_session_is_410(api, tenant):
    session = make_session(tenant)
    Session.objects.filter(pk=session.pk).update(state=Session.State.ENDED)
    response = api.post(url(session), BODY, format="json")
    assert response.status_code == 410
    assert response.json()["error"]["code"] == "session_closed"


def test_an_expired_session_is_410(api, tenant):
    session = make_session(tenant)
    Session.objects.filter(pk=session.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    assert api.post(url(session), BODY, format="json").status_code == 410


def test_a_second_handover_while_one_is_open_is_409(api, tenant):
    session = make_session(tenant)
    assert api.post(url(session), BODY, format="json").status_code == 201
    response = api.post(url(session), BODY, format="json")
    assert response.status_code == 409
    assert Handover.objects.count() == 1


def test_wrong_method_is_405(api, tenant):
    assert api.get(url(make_session(tenant))).status_code == 405


def test_never_store_values_in_the_reason_are_not_stored(api, tenant):
    reason = "Card 4111 1111 1111 1111 was charged twice, please call"
    response = api.post(url(make_session(tenant)), {"reason": reason}, format="json")
    assert response.status_code == 201
    assert "4111" not in Handover.objects.get().reason


def test_every_open_console_of_the_tenant_hears_of_it_after_commit(
    api, tenant, other_tenant, django_capture_on_commit_callbacks
):
    layer = get_channel_layer()
    mine = async_to_sync(layer.new_channel)()
    theirs = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(console_group(tenant.pk), mine)
    async_to_sync(layer.group_add)(console_group(other_tenant.pk), theirs)
    session = make_session(tenant)
    try:
        with django_capture_on_commit_callbacks(execute=True) as callbacks:
            response = api.post(url(session), BODY, format="json")
        assert len(callbacks) == 1
        event = async_to_sync(layer.receive)(mine)
        assert event["event"] == "created"
        assert event["handover"] == response.json()["id"]
        # Ids and status only: no reason, no contact data through the channel layer.
        assert "jane" not in str(event).lower()
        assert async_to_sync(_nothing_for)(layer, theirs)
    finally:
        async_to_sync(layer.group_discard)(console_group(tenant.pk), mine)
        async_to_sync(layer.group_discard)(console_group(other_tenant.pk), theirs)


async def _nothing_for(layer, channel) -> bool:
    import asyncio

    try:
        await asyncio.wait_for(layer.receive(channel), timeout=0.3)
    except TimeoutError:
        return True
    return False
