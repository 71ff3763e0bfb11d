"""The golden-set scenarios of the requirements for long-term memory, end to end through the API."""

from datetime import timedelta

import pytest
from django.utils import timezone

from longterm import portal
from longterm.models import MemoryEntry, MemoryRead
from longterm.services import memories_for_context
from memory.models import Session, Subject, Summary
from privacy.models import AuditEvent

pytestmark = pytest.mark.django_db


def put_summary(*, session, **fields):
    """Give the session a summary (the core may already have made one)."""
    Summary.objects.update_or_create(session=session, defaults=fields)


def grant(api, ref):
    response = api.put(
        f"/api/v1/subjects/{ref}/consents/memory",
        {"granted": True, "text_version": "v1", "source": "api"},
        format="json",
    )
    assert response.status_code == 200


def keep(api, ref, key, value, type_="preference", **extra):
    body = {
        "key": key,
        "value": value,
        "type": type_,
        "purpose": "Serve you without asking again",
        "provenance": "explicit_user",
    } | extra
    response = api.post(f"/api/v1/subjects/{ref}/memories", body, format="json")
    assert response.status_code in (200, 201), response.content
    return response.json()


def new_session(api, ref=None, locale="de"):
    body = {"channel": "web", "locale": locale} | ({"subject": ref} if ref else {})
    key = api.post("/api/v1/sessions", body, format="json").json()["key"]
    return Session.objects.select_related("tenant").get(key=key)


def values(session, intent=None):
    return [m["value"] for m in memories_for_context(session, intent)[0]]


def test_two_people_on_one_device_never_see_each_others_memory(api, tenant, client):
    grant(api, "alice")
    keep(api, "alice", "language", "English (Alice)")
    grant(api, "bob")
    keep(api, "bob", "language", "Deutsch (Bob)")
    first = new_session(api, "alice")
    assert values(first) == ["English (Alice)"]
    Session.objects.filter(pk=first.pk).update(state=Session.State.ENDED)  # Alice resets
    second = new_session(api, "bob")  # Bob on the same device, same widget
    assert values(second) == ["Deutsch (Bob)"]
    anonymous = new_session(api)  # whoever comes next without signing in
    assert values(anonymous) == []
    # The customer page on the shared browser follows the newest link, one person at a time.
    client.get(f"/me/open/{portal.make_link_token(Subject.objects.get(ref='alice'))}")
    client.get(f"/me/open/{portal.make_link_token(Subject.objects.get(ref='bob'))}")
    html = client.get("/me/").content.decode()
    assert "Deutsch (Bob)" in html and "English (Alice)" not in html


def test_a_role_change_within_an_organisation(api, tenant):
    grant(api, "maria")
    keep(api, "maria", "organisation", "Acme GmbH", type_="organisation")
    keep(api, "maria", "role", "purchasing", type_="role")
    session = new_session(api, "maria")
    put_summary(
        session=session, form={"constraints": [{"name": "responsibility", "value": "purchasing"}]}
    )
    keep(api, "maria", "role", "head of IT", type_="role")  # "I moved to IT last month"
    assert sorted(values(session, "account")) == ["Acme GmbH", "head of IT"]
    assert "purchasing" not in str(Summary.objects.get(session=session).form)
    # A colleague of the same organisation inherits nothing.
    grant(api, "tom")
    assert values(new_session(api, "tom"), "account") == []


def test_a_changed_delivery_address(api, tenant):
    grant(api, "kim")
    entry = keep(
        api, "kim", "delivery_address", "Hauptstr. 5, 10115 Berlin", type_="delivery_address"
    )
    session = new_session(api, "kim")
    assert values(session, "delivery") == ["Hauptstr. 5, 10115 Berlin"]
    response = api.patch(
        f"/api/v1/subjects/kim/memories/{entry['id']}",
        {"value": "Ringstr. 9, 50667 Köln"},
        format="json",
    )
    assert response.status_code == 200
    assert values(session, "delivery") == ["Ringstr. 9, 50667 Köln"]
    assert MemoryEntry.objects.filter(value__contains="Hauptstr").count() == 0
    assert "Hauptstr" not in str(list(AuditEvent.objects.values("data", "reason")))


def test_a_language_switch(api, tenant):
    grant(api, "lena")
    keep(api, "lena", "language", "de")
    session = new_session(api, "lena")
    assert values(session) == ["de"]
    # "Bitte ab jetzt auf Englisch": the bot proposes, the person confirms in chat.
    proposal = keep(api, "lena", "language", "en", provenance="confirmed_summary")
    assert proposal["status"] == "pending"
    assert values(session) == ["de"]
    api.post(f"/api/v1/subjects/lena/memories/{proposal['id']}/confirm")
    assert values(session) == ["en"]
    assert MemoryEntry.objects.filter(key="language").count() == 1


def test_a_deleted_account_leaves_no_memory_behind(api, tenant, client):
    grant(api, "gone")
    keep(api, "gone", "language", "Nederlands")
    session = new_session(api, "gone")
    assert values(session) == ["Nederlands"]
    subject = Subject.objects.get(ref="gone")
    client.get(f"/me/open/{portal.make_link_token(subject)}")
    # The erasure chain (DPO's DELETE /subjects/{ref}) removes the subject; memory follows it.
    subject.delete()
    assert not MemoryEntry.objects.exists() and not MemoryRead.objects.exists()
    session.refresh_from_db()
    assert values(session) == []
    assert client.get("/me/").status_code == 403
    assert api.get("/api/v1/subjects/gone/memories").status_code == 404
    # An account created again under the same reference starts empty, without consent.
    assert keep_refused(api, "gone") == 403


def keep_refused(api, ref):
    return api.post(
        f"/api/v1/subjects/{ref}/memories",
        {"key": "k", "value": "v", "purpose": "p", "provenance": "explicit_user"},
        format="json",
    ).status_code


@pytest.mark.parametrize(
    "statement",
    [
        "Ich habe Depressionen, bitte langsam erklären",
        "my password is Winter2025!",
        "Kreditkarte 4111 1111 1111 1111",
        "mein Einmalcode ist 482913",
    ],
)
def test_a_sensitive_statement_is_never_stored(api, tenant, statement):
    grant(api, "sam")
    response = api.post(
        "/api/v1/subjects/sam/memories",
        {"key": "note", "value": statement, "purpose": "p", "provenance": "explicit_user"},
        format="json",
    )
    assert response.status_code == 422
    assert not MemoryEntry.objects.exists()
    assert statement not in str(list(AuditEvent.objects.values()))


def test_another_tenants_subject_with_the_same_ref(api, other_api, tenant, other_tenant):
    grant(api, "cust-1")
    keep(api, "cust-1", "language", "Dansk")
    grant(other_api, "cust-1")
    keep(other_api, "cust-1", "language", "Nederlands")
    assert values(new_session(api, "cust-1")) == ["Dansk"]
    assert values(new_session(other_api, "cust-1")) == ["Nederlands"]
    mine = api.get("/api/v1/subjects/cust-1/memories").json()["results"]
    assert [m["value"] for m in mine] == ["Dansk"]
    theirs = MemoryEntry.objects.get(value="Nederlands")
    assert api.delete(f"/api/v1/subjects/cust-1/memories/{theirs.pk}").status_code == 404
    api.put("/api/v1/subjects/cust-1/consents/memory", {"granted": False}, format="json")
    assert MemoryEntry.objects.filter(value="Nederlands").exists()


def test_an_expired_entry(api, tenant):
    grant(api, "old")
    entry = keep(api, "old", "language", "Deutsch")
    MemoryEntry.objects.filter(pk=entry["id"]).update(
        expires_at=timezone.now() - timedelta(minutes=1)
    )
    session = new_session(api, "old")
    assert values(session) == []
    assert not MemoryRead.objects.exists()
    from dpo.purge import purge_expired

    purge_expired()  # the retention job (Beat) deletes it for good
    assert not MemoryEntry.objects.exists()
    assert api.get("/api/v1/subjects/old/memories").json()["results"] == []
