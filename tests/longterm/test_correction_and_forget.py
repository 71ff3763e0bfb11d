"""A correction replaces a value everywhere; Reset and Forget leave each other's data alone."""

import pytest

from longterm import services as longterm
from longterm.models import MemoryEntry
from longterm.services import memories_for_context
from memory.models import Message, Session, Summary
from memory.services import append_message
from privacy.models import AuditEvent

pytestmark = pytest.mark.django_db


def put_summary(*, session, **fields):
    """Give the session a summary (the core may already have made one)."""
    Summary.objects.update_or_create(session=session, defaults=fields)


REF = "cust-3"


def test_a_correction_reaches_the_summaries_that_cite_the_old_value(
    tenant, remember, session_for, api
):
    entry = remember(tenant, REF, "delivery_address", "Hauptstr. 5, 10115 Berlin")
    session = session_for(tenant, REF)
    unrelated = session_for(tenant, "someone-else")
    form = {
        "concern": {"text": "Lieferung an Hauptstr. 5, 10115 Berlin bitte", "seq": 1},
        "objects": [{"type": "address", "value": "Hauptstr. 5, 10115 Berlin", "seq": 1}],
        "constraints": [],
    }
    put_summary(session=session, form=form, state={"address": "Hauptstr. 5, 10115 Berlin"})
    put_summary(session=unrelated, form=form)
    response = api.patch(
        f"/api/v1/subjects/{REF}/memories/{entry.pk}",
        {"value": "Ringstr. 9, 50667 Köln"},
        format="json",
    )
    assert response.status_code == 200
    summary = Summary.objects.get(session=session)
    assert "Hauptstr" not in str(summary.form) and "Hauptstr" not in str(summary.state)
    assert summary.form["objects"][0]["value"] == "Ringstr. 9, 50667 Köln"
    assert summary.form["concern"]["text"] == "Lieferung an Ringstr. 9, 50667 Köln bitte"
    # The entries keep the turn they were read from and say that the person corrected them since
    # (their value is no longer that turn's words); an entry that did not change says nothing.
    assert summary.form["objects"][0]["seq"] == 1 and summary.form["objects"][0]["corrected_at"]
    assert summary.form["concern"]["corrected_at"].endswith("Z")
    context = api.get(f"/api/v1/sessions/{session.key}/context").json()
    assert context["summary"]["objects"][0]["corrected_at"]
    # Another person's summary is not theirs to change.
    assert "Hauptstr" in str(Summary.objects.get(session=unrelated).form)
    memories, _ = memories_for_context(session, "delivery")
    assert [m["value"] for m in memories] == ["Ringstr. 9, 50667 Köln"]
    event = AuditEvent.objects.get(action="memory.corrected")
    assert event.data["summaries_updated"] == 1
    assert "Hauptstr" not in str(event.data) + event.reason


def test_a_summary_quoting_part_of_the_value_gets_the_corrected_part(tenant, remember, session_for):
    """Found by the outside check: the kept note was corrected on the customer page, the
    summary's "to the back entrance" (part of it) stayed and the bot kept reading it back."""
    entry = remember(tenant, REF, "note", "deliveries to the back entrance on Park Lane")
    session = session_for(tenant, REF)
    put_summary(
        session=session,
        form={
            "constraints": [{"name": "destination", "value": "to the back entrance", "seq": 3}],
            "concern": {"text": "My sofa is due on Friday", "seq": 1},
        },
    )
    longterm.correct_entry(entry=entry, value="deliveries to the side entrance on Park Lane")
    form = Summary.objects.get(session=session).form
    assert form["constraints"][0]["value"] == "to the side entrance"
    assert form["constraints"][0]["corrected_at"]
    assert form["concern"] == {"text": "My sofa is due on Friday", "seq": 1}
    assert "back entrance" not in str(form)


def test_a_short_value_is_replaced_only_where_it_stands_alone(tenant, remember, session_for):
    entry = remember(tenant, REF, "language", "en")
    session = session_for(tenant, REF)
    put_summary(
        session=session,
        form={
            "constraints": [{"name": "language", "value": "en", "seq": 2}],
            "concern": {"text": "Brauche einen Ofen", "seq": 1},
        },
    )
    longterm.correct_entry(entry=entry, value="de")
    form = Summary.objects.get(session=session).form
    assert form["constraints"][0]["value"] == "de"
    assert form["concern"]["text"] == "Brauche einen Ofen"


def test_a_correction_drops_the_cached_version(
    tenant, remember, django_capture_on_commit_callbacks
):
    entry = remember(tenant, REF, "language", "en")
    before = longterm.cache_version(entry.subject_id)
    with django_capture_on_commit_callbacks(execute=True):
        longterm.correct_entry(entry=entry, value="de")
    assert longterm.cache_version(entry.subject_id) != before


def test_reset_leaves_long_term_memory_alone(tenant, remember, session_for, api):
    remember(tenant, REF, "language", "de")
    session = session_for(tenant, REF)
    append_message(session=session, role="user", text="Hallo")
    response = api.post(f"/api/v1/sessions/{session.key}/end")
    assert response.status_code == 200
    assert MemoryEntry.objects.filter(key="language").count() == 1
    fresh = session_for(tenant, REF)
    assert [m["value"] for m in memories_for_context(fresh, None)[0]] == ["de"]


def test_forget_leaves_conversations_alone(tenant, remember, session_for, api):
    remember(tenant, REF, "language", "de")
    session = session_for(tenant, REF)
    append_message(session=session, role="user", text="Ich spreche lieber Deutsch")
    put_summary(session=session, form={"concern": {"text": "Deutsch", "seq": 1}})
    response = api.post(
        f"/api/v1/subjects/{REF}/memories/forget", {"query": "language"}, format="json"
    )
    assert len(response.json()["deleted"]) == 1
    assert not MemoryEntry.objects.exists()
    assert Message.objects.filter(session=session).count() == 1
    assert Summary.objects.filter(session=session).exists()
    session.refresh_from_db()
    assert session.state == Session.State.ACTIVE
