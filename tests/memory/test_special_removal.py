"""Health data leaves the transcript once the conversation has ended (memory.special)."""

import pytest

from memory import tasks
from memory.models import Message, Session
from privacy.redaction import placeholders
from tests.privacy.test_whole_path import _tables_holding

pytestmark = pytest.mark.django_db

TEXT = "Ich bin schwanger, bitte liefern Sie das Sofa SO-55102 bis Freitag. Mail: anna@example.de"
REMOVED = placeholders("de")["HEALTH"]


def _conversation(api) -> str:
    key = api.post("/api/v1/sessions", {"locale": "de"}, format="json").json()["key"]
    posted = api.post(
        f"/api/v1/sessions/{key}/messages", {"role": "user", "text": TEXT}, format="json"
    )
    assert posted.status_code == 201
    api.post(
        f"/api/v1/sessions/{key}/messages",
        {"role": "assistant", "text": "Das Sofa kommt am Freitag."},
        format="json",
    )
    return key


def _first_turn(key: str) -> Message:
    return Message.objects.get(session__key=key, seq=1)


def test_an_ended_conversation_keeps_its_turns_without_the_health_data(api):
    key = _conversation(api)
    stored = _first_turn(key)
    assert "schwanger" in stored.text  # kept while the conversation runs (masked in team views)
    assert "HEALTH" in {span["label"] for span in stored.redactions}
    assert api.post(f"/api/v1/sessions/{key}/end").status_code == 200

    tasks.end_idle_sessions.apply()  # the Beat job, through Celery

    health = next(span for span in stored.redactions if span["label"] == "HEALTH")
    expected = stored.text[: health["start"]] + REMOVED + stored.text[health["end"] :]
    others = [stored.text[s["start"] : s["end"]] for s in stored.redactions if s is not health]
    stored = _first_turn(key)
    assert stored.text == expected and "schwanger" not in stored.text
    assert "bitte liefern Sie das Sofa" in stored.text
    values = [stored.text[span["start"] : span["end"]] for span in stored.redactions]
    assert sorted(values) == sorted([REMOVED, *others])  # the other spans moved with the text
    assert "anna@example.de" in values
    assert _tables_holding("schwanger") == []
    assert Session.objects.get(key=key).special_removed_at is not None
    # The API shows the turn as it now is.
    window = api.get(f"/api/v1/sessions/{key}").json()["messages"]
    assert "schwanger" not in str(window)


def test_a_running_or_handed_over_conversation_keeps_its_turns(api):
    running = _conversation(api)
    held = _conversation(api)
    Session.objects.filter(key=held).update(state=Session.State.HANDED_OVER)

    tasks.end_idle_sessions.apply()

    assert "schwanger" in _first_turn(running).text
    assert "schwanger" in _first_turn(held).text


def test_each_ended_conversation_is_visited_once_and_a_placeholder_stays_as_it_is(api, tenant):
    tenant.settings = {"privacy_policy": {"HEALTH": "never_store"}}
    tenant.save(update_fields=["settings"])
    key = _conversation(api)
    before = _first_turn(key)
    assert REMOVED in before.text and "schwanger" not in before.text  # removed at ingest
    api.post(f"/api/v1/sessions/{key}/end")

    tasks.end_idle_sessions.apply()
    tasks.end_idle_sessions.apply()

    after = _first_turn(key)
    assert (after.text, after.redactions) == (before.text, before.redactions)
