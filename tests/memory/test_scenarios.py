"""The acceptance scenarios of the requirements, as whole conversations through the HTTP API."""

from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone
from django_celery_beat.models import PeriodicTask
from rest_framework.test import APIClient

from chatmemory.celery import app as celery_app
from memory import services
from memory.models import Message, Session

from .conversations import (
    BACK_REFERENCE,
    CONTRADICTION,
    FILLER,
    FIRST_TURN,
    SECRET_VALUES,
    SECRETS,
    TOPIC_CHANGE,
)

pytestmark = pytest.mark.django_db


def start(api, locale: str, channel: str = "web") -> str:
    response = api.post("/api/v1/sessions", {"channel": channel, "locale": locale}, format="json")
    assert response.status_code == 201
    return response.json()["key"]


def say(api, key: str, turns) -> None:
    for role, text in turns:
        response = api.post(
            f"/api/v1/sessions/{key}/messages", {"role": role, "text": text}, format="json"
        )
        assert response.status_code == 201, response.json()


def context(api, key: str, **params) -> dict:
    """The context once the worker has folded the turns in (memory.services.FOLD_EVERY)."""
    services.fold_pending_turns(session_id=Session.objects.get(key=key).pk)
    response = api.get(f"/api/v1/sessions/{key}/context", params)
    assert response.status_code == 200
    return response.json()


@pytest.mark.parametrize("locale", ["de", "en", "da"])
def test_back_reference_keeps_the_listed_options_verbatim(api, locale):
    key = start(api, locale)
    turns = BACK_REFERENCE[locale]
    say(api, key, turns)

    ctx = context(api, key)

    assert [m["seq"] for m in ctx["window"]] == [1, 2, 3, 4, 5]
    assert ctx["window"][1] == {**ctx["window"][1], "role": "assistant", "text": turns[1][1]}
    assert ctx["window"][-1]["text"] == turns[4][1]


@pytest.mark.parametrize("locale", ["de", "en"])
def test_page_change_restores_the_transcript_for_a_new_client(api, api_key, locale):
    key = start(api, locale)
    say(api, key, BACK_REFERENCE.get(locale, BACK_REFERENCE["de"])[:3])

    # A fresh client (the next page) knows only the key.
    next_page = APIClient()
    next_page.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key}")
    response = next_page.get(f"/api/v1/sessions/{key}")

    assert response.status_code == 200
    body = response.json()
    assert body["state"] == "active"
    assert [(m["seq"], m["role"], m["text"]) for m in body["messages"]] == [
        (i, role, text) for i, (role, text) in enumerate(BACK_REFERENCE[locale][:3], start=1)
    ]


@pytest.mark.parametrize("locale", ["de", "en", "da"])
def test_compaction_limit_keeps_the_first_concern_and_objects(api, locale):
    key = start(api, locale)
    first, objects = FIRST_TURN[locale]
    say(api, key, [("user", first)] + FILLER[locale] * 12)

    ctx = context(api, key)

    # The web window holds the last 20 of 25 turns; turn 1 lives on only in the summary.
    assert [m["seq"] for m in ctx["window"]] == list(range(6, 26))
    summary = ctx["summary"]
    assert summary["covers_until_seq"] == 25
    assert summary["concern"]["seq"] == 1
    assert summary["concern"]["text"] in first
    assert not summary["concern"]["text"].startswith(("Hallo", "Hi", "Hej"))
    found = {(o["type"], o["value"], o["seq"]) for o in summary["objects"]}
    for kind, value in objects:
        assert (kind, value, 1) in found


@pytest.mark.parametrize("locale", ["de", "en", "nl"])
def test_contradiction_marks_the_new_value_current_and_keeps_the_old(api, locale):
    key = start(api, locale)
    turns, (name, current, replaced) = CONTRADICTION[locale]
    say(api, key, turns)

    constraints = {c["name"]: c for c in context(api, key)["summary"]["constraints"]}

    assert constraints[name]["value"] == current
    assert constraints[name]["seq"] == 3
    assert constraints[name]["previous"] == [{"value": replaced, "seq": 1}]


@pytest.mark.parametrize("locale", ["de", "da", "nl"])
def test_topic_change_by_phrasing_leaves_the_old_concern_behind(api, locale):
    key = start(api, locale)
    turns = TOPIC_CHANGE[locale]
    say(api, key, turns)

    summary = context(api, key)["summary"]

    assert summary["closed_topics"] == [
        {"concern": turns[0][1], "seq": 1, "from_seq": 1, "to_seq": 3}
    ]
    assert summary["concern"]["seq"] == 4
    assert summary["concern"]["text"] in turns[3][1]
    old_order = turns[0][1].split()[2]
    assert old_order.isdigit()
    assert all(o["value"] != old_order for o in summary["objects"])
    assert all(c["name"] != "deadline" for c in summary["constraints"])


@pytest.mark.parametrize("locale", ["en", "de"])
def test_topic_change_by_endpoint_starts_an_empty_concern(api, locale):
    key = start(api, locale)
    first, _objects = FIRST_TURN[locale]
    say(api, key, [("user", first)])

    response = api.post(f"/api/v1/sessions/{key}/topics")
    assert response.status_code == 201
    assert response.json()["closed"]["from_seq"] == 1

    say(api, key, [("user", BACK_REFERENCE[locale][0][1])])
    summary = context(api, key)["summary"]

    assert summary["objects"] == []
    assert summary["concern"] == {"text": BACK_REFERENCE[locale][0][1], "seq": 2}
    assert summary["closed_topics"][0]["concern"] in first
    # Nor is the old concern carried verbatim: the window starts with the new one.
    assert [turn["seq"] for turn in context(api, key)["window"]] == [2]


def test_after_a_topic_is_closed_the_window_holds_the_new_concern_only(api):
    key = start(api, "en")
    say(
        api,
        key,
        [
            ("user", "My lamp 4711-0815 flickers, I want a refund."),
            ("assistant", "Refund started."),
            ("user", "Great, thanks, that's solved."),
        ],
    )
    assert api.post(f"/api/v1/sessions/{key}/topics").status_code == 201
    assert context(api, key)["window"] == []  # nothing of the new concern yet
    say(api, key, [("user", "Different thing: do you ship to Denmark?")])
    found = context(api, key)
    assert [(turn["seq"], turn["text"]) for turn in found["window"]] == [
        (4, "Different thing: do you ship to Denmark?")
    ]
    assert found["summary"]["closed_topics"][0]["to_seq"] == 3
    assert "4711-0815" not in str(found["window"]) + str(found["summary"]["objects"])


@pytest.mark.parametrize("locale", ["de", "en"])
def test_forgetting_card_number_and_password_are_never_stored(api, locale):
    key = start(api, locale)
    say(api, key, SECRETS[locale])

    transcript = api.get(f"/api/v1/sessions/{key}").json()
    ctx = context(api, key)
    stored = " ".join(Message.objects.filter(session__key=key).values_list("text", flat=True))

    for value in SECRET_VALUES[locale]:
        assert value not in str(transcript)
        assert value not in str(ctx)
        assert value not in stored
    # In the conversation's language: the customer sees the turn again in the widget.
    card, password = {
        "de": ("[Kartennummer entfernt]", "[Passwort entfernt]"),
        "en": ("[card number removed]", "[password removed]"),
    }[locale]
    assert card in transcript["messages"][2]["text"]
    assert password in transcript["messages"][2]["text"]
    # The order number of the same conversation is still remembered.
    assert ctx["summary"]["objects"][0]["type"] == "order"


def _run_beat_task(name: str) -> None:
    """Run a Beat entry the way Beat would: by the task name on its PeriodicTask row."""
    row = PeriodicTask.objects.get(name=name)
    celery_app.loader.import_default_modules()
    celery_app.tasks[row.task].apply().get()


@pytest.mark.parametrize("locale", ["de", "nl"])
def test_deletion_purges_history_after_the_period_without_a_manual_step(api, locale):
    key = start(api, locale)
    say(api, key, TOPIC_CHANGE[locale][:2])
    session = Session.objects.get(key=key)
    keep = start(api, locale)
    say(api, keep, TOPIC_CHANGE[locale][:1])

    # 25 hours after the last turn (retention 24 h).
    Session.objects.filter(pk=session.pk).update(
        last_activity_at=timezone.now() - timedelta(hours=25),
        expires_at=timezone.now() - timedelta(hours=24, minutes=30),
    )
    _run_beat_task("end idle sessions")
    _run_beat_task("purge expired data")

    assert api.get(f"/api/v1/sessions/{key}").status_code == 404
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM memory_message WHERE session_id = %s", [session.pk])
        assert cursor.fetchone()[0] == 0
        cursor.execute("SELECT count(*) FROM memory_summary WHERE session_id = %s", [session.pk])
        assert cursor.fetchone()[0] == 0
    # A conversation still within its period is untouched.
    assert len(api.get(f"/api/v1/sessions/{keep}").json()["messages"]) == 1
