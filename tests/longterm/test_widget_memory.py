"""Widget endpoints for anonymous visitors: consent, a pseudonymous subject, recognition."""

import pytest
from rest_framework.test import APIClient

from longterm.models import Consent, MemoryEntry
from longterm.services import memories_for_context
from memory.models import Session, Subject
from memory.services import create_session
from tenants.services import ensure_site

pytestmark = pytest.mark.django_db

ORIGIN = "http://shop.test"
PROPOSAL = {"key": "language", "value": "Dansk", "purpose": "Answer in your language"}


@pytest.fixture
def browser():
    return APIClient(HTTP_ORIGIN=ORIGIN)


@pytest.fixture
def widget_session(tenant, site):
    return create_session(tenant=tenant, site=site, locale="da")


def url(session, action=""):
    base = f"/widget/v1/sites/{session.site.public_id}/sessions/{session.key}/memory"
    return base + (f"/{action}" if action else "")


def test_declining_stores_nothing_and_the_chat_goes_on(browser, widget_session):
    response = browser.post(url(widget_session, "consent"), {"granted": False}, format="json")
    assert response.status_code == 200
    assert response.json()["consent"] is False
    assert not Subject.objects.exists() and not MemoryEntry.objects.exists()
    assert "cm_recognition" not in response.cookies or not response.cookies["cm_recognition"].value
    widget_session.refresh_from_db()
    assert widget_session.state == Session.State.ACTIVE


def test_consent_creates_a_pseudonymous_subject_keeps_the_value_and_sets_a_cookie(
    browser, widget_session, tenant
):
    response = browser.post(
        url(widget_session, "consent"),
        {"granted": True, "text_version": "widget-1", "proposal": PROPOSAL},
        format="json",
    )
    assert response.status_code == 201
    body = response.json()
    assert body["consent"] is True and body["pseudonymous"] is True and body["entries"] == 1
    assert "/me/open/" in body["portal_url"]
    assert response["Access-Control-Allow-Origin"] == ORIGIN
    subject = Subject.objects.get()
    assert subject.pseudonymous and subject.ref.startswith("anon_") and subject.locale == "da"
    widget_session.refresh_from_db()
    assert widget_session.subject_id == subject.pk
    entry = MemoryEntry.objects.get()
    assert (entry.status, entry.trust, entry.value) == ("active", "confirmed", "Dansk")
    decision = Consent.objects.get()
    assert decision.source == "widget" and decision.text_version == "widget-1"
    cookie = response.cookies["cm_recognition"]
    assert cookie["httponly"] and cookie["secure"] and cookie["samesite"] == "None"
    assert cookie["path"] == "/widget/"


def test_a_sensitive_proposal_is_refused_and_nothing_is_created(browser, widget_session):
    proposal = PROPOSAL | {"value": "mit kodeord er Hemmelig123"}
    response = browser.post(
        url(widget_session, "consent"), {"granted": True, "proposal": proposal}, format="json"
    )
    assert response.status_code == 422
    assert not Subject.objects.exists() and not Consent.objects.exists()


@pytest.mark.parametrize("field", ["key", "value", "purpose"])
@pytest.mark.parametrize("text", ["Dansk\x1b[0m", "Dansk\x85", "\x1cDansk"])
def test_a_proposal_with_a_control_character_is_refused(browser, widget_session, field, text):
    proposal = PROPOSAL | {field: text}
    response = browser.post(
        url(widget_session, "consent"),
        {"granted": True, "text_version": "widget-1", "proposal": proposal},
        format="json",
    )
    assert response.status_code == 400
    assert not MemoryEntry.objects.exists()


def test_a_later_visit_is_recognised_by_the_cookie(browser, widget_session, tenant, site):
    browser.post(
        url(widget_session, "consent"), {"granted": True, "proposal": PROPOSAL}, format="json"
    )
    later = create_session(tenant=tenant, site=site)
    response = browser.post(url(later, "recognise"))
    assert response.status_code == 200 and response.json()["consent"] is True
    later.refresh_from_db()
    widget_session.refresh_from_db()
    assert later.subject_id == widget_session.subject_id is not None
    memories, _ = memories_for_context(later, None)
    assert [m["value"] for m in memories] == ["Dansk"]


def test_without_the_cookie_a_new_visit_is_a_stranger(browser, widget_session, tenant, site):
    browser.post(
        url(widget_session, "consent"), {"granted": True, "proposal": PROPOSAL}, format="json"
    )
    later = create_session(tenant=tenant, site=site)
    response = APIClient(HTTP_ORIGIN=ORIGIN).post(url(later, "recognise"))
    assert response.json()["consent"] is False
    later.refresh_from_db()
    assert later.subject_id is None


def test_withdrawal_deletes_the_memories_and_the_cookie(browser, widget_session):
    browser.post(
        url(widget_session, "consent"), {"granted": True, "proposal": PROPOSAL}, format="json"
    )
    response = browser.post(url(widget_session, "withdraw"))
    assert response.status_code == 200
    assert response.json()["memories_deleted"] == 1 and response.json()["consent"] is False
    assert not MemoryEntry.objects.exists()
    assert response.cookies["cm_recognition"].value == ""
    assert response.cookies["cm_recognition"]["max-age"] == 0


def test_another_tenants_cookie_is_not_recognised(browser, widget_session, other_tenant):
    browser.post(
        url(widget_session, "consent"), {"granted": True, "proposal": PROPOSAL}, format="json"
    )
    other_site = ensure_site(tenant=other_tenant, name="Globex", allowed_origins=[ORIGIN])
    foreign = create_session(tenant=other_tenant, site=other_site)
    response = browser.post(url(foreign, "recognise"))
    assert response.json()["consent"] is False
    foreign.refresh_from_db()
    assert foreign.subject_id is None


def test_a_foreign_origin_is_refused(widget_session):
    response = APIClient(HTTP_ORIGIN="http://evil.test").post(
        url(widget_session, "consent"), {"granted": True}, format="json"
    )
    assert response.status_code == 403
    assert not Subject.objects.exists()


def test_unknown_keys_and_another_sites_sessions_are_404(browser, tenant, site, other_tenant):
    assert browser.get(f"/widget/v1/sites/{site.public_id}/sessions/nope/memory").status_code == 404
    api_session = create_session(tenant=tenant)
    path = f"/widget/v1/sites/{site.public_id}/sessions/{api_session.key}/memory/consent"
    assert browser.post(path, {"granted": True}, format="json").status_code == 404
    other_site = ensure_site(tenant=other_tenant, name="Globex", allowed_origins=[ORIGIN])
    foreign = create_session(tenant=other_tenant, site=other_site)
    path = f"/widget/v1/sites/{site.public_id}/sessions/{foreign.key}/memory"
    assert browser.get(path).status_code == 404


def test_state_and_wrong_methods(browser, widget_session):
    response = browser.get(url(widget_session))
    assert response.status_code == 200
    assert response.json() == {
        "consent": False,
        "pseudonymous": False,
        "entries": 0,
        "offer": None,
    }
    assert browser.get(url(widget_session, "consent")).status_code == 405
    assert browser.get(url(widget_session, "withdraw")).status_code == 405
    assert browser.delete(url(widget_session)).status_code == 405


def test_an_ended_session_cannot_grant(browser, widget_session):
    Session.objects.filter(pk=widget_session.pk).update(state=Session.State.ENDED)
    response = browser.post(url(widget_session, "consent"), {"granted": True}, format="json")
    assert response.status_code == 410


def test_a_preflight_from_an_allowed_origin_is_answered(browser, widget_session):
    response = browser.options(url(widget_session, "consent"))
    assert response.status_code == 204
    assert response["Access-Control-Allow-Origin"] == ORIGIN
    assert response["Access-Control-Allow-Credentials"] == "true"
    foreign = APIClient(HTTP_ORIGIN="http://evil.test").options(url(widget_session, "consent"))
    assert foreign.status_code == 403
