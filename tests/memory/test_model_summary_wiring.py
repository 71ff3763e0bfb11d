"""The optional model-backed summariser wired into ingest and context (fake model server)."""

import json

import pytest
from celery.signals import before_task_publish

from memory import services, tasks
from memory.models import Session

GROUNDED = {
    "concern": {"text": "Ich suche einen Bürostuhl, Artikel 4711-0815.", "seq": 1},
    "objects": [
        {"type": "article", "value": "4711-0815", "seq": 1},
        {"type": "model", "value": "Bürostuhl", "seq": 1},  # grounded; ours would not type it
        {"type": "order", "value": "999-999", "seq": 1},  # not in turn 1: must be dropped
    ],
    "constraints": [{"name": "deadline", "value": "Freitag", "seq": 2, "previous": []}],
    "open_points": [],
    "commitments": [],
}


@pytest.fixture
def model(settings):
    from tests.fake_http import start_fake_server

    fake, server = start_fake_server()
    settings.LLM_URL = f"{fake.url}/v1/chat/completions"
    settings.LLM_MODEL = "tiny-summariser"
    settings.LLM_SUMMARY_ENABLED = True
    yield fake
    server.shutdown()
    server.server_close()


def post(api, key, text, role="user"):
    response = api.post(
        f"/api/v1/sessions/{key}/messages", {"role": role, "text": text}, format="json"
    )
    assert response.status_code == 201, response.content
    return response.json()


def test_ingest_queues_only_the_session_id_and_context_uses_the_grounded_model_form(
    api, model, django_capture_on_commit_callbacks
):
    published = []

    def record(body=None, **kwargs):
        published.append(json.dumps(body, default=str))

    before_task_publish.connect(record, weak=False)
    try:
        key = api.post("/api/v1/sessions", {"locale": "de"}, format="json").json()["key"]
        with django_capture_on_commit_callbacks(execute=True):
            post(api, key, "Ich suche einen Bürostuhl, Artikel 4711-0815.")
            post(api, key, "Er muss bis Freitag da sein, meine Karte ist 4111 1111 1111 1111.")
    finally:
        before_task_publish.disconnect(record)

    session = Session.objects.get(key=key)
    summary_payloads = [p for p in published if str(session.pk) in p]
    assert summary_payloads, "the model summary task was not queued"
    assert all("Bürostuhl" not in p and "4111" not in p for p in published)

    model.completion(json.dumps(GROUNDED))
    tasks.refresh_model_summary(session.pk)  # as a worker would run it

    sent = json.dumps(model.requests[-1]["json"], ensure_ascii=False)
    assert "4111 1111" not in sent  # the model only ever sees stored (redacted) text
    summary = api.get(f"/api/v1/sessions/{key}/context").json()["summary"]
    assert [(o["type"], o["value"]) for o in summary["objects"]] == [
        ("article", "4711-0815"),
        ("model", "Bürostuhl"),
    ]
    assert summary["constraints"][0]["value"] == "Freitag"
    assert summary["covers_until_seq"] == 2


def test_a_later_turn_makes_the_model_form_stale_until_it_is_refreshed(
    api, model, django_capture_on_commit_callbacks
):
    key = api.post("/api/v1/sessions", {"locale": "de"}, format="json").json()["key"]
    with django_capture_on_commit_callbacks(execute=True):
        post(api, key, "Ich suche einen Bürostuhl, Artikel 4711-0815.")
        post(api, key, "Er muss bis Freitag da sein.")
    model.completion(json.dumps(GROUNDED))
    tasks.refresh_model_summary(Session.objects.get(key=key).pk)
    with django_capture_on_commit_callbacks(execute=True):
        post(api, key, "Und die Bestellung 555-1234 bitte auch prüfen.")
    services.fold_pending_turns(session_id=Session.objects.get(key=key).pk)  # the worker
    summary = api.get(f"/api/v1/sessions/{key}/context").json()["summary"]
    assert summary["covers_until_seq"] == 3  # the extractive form, current again
    values = [o["value"] for o in summary["objects"]]
    assert "555-1234" in values
    assert "Bürostuhl" not in values


def test_a_failing_model_leaves_the_extractive_summary(api, model):
    key = api.post("/api/v1/sessions", {"locale": "en"}, format="json").json()["key"]
    post(api, key, "I need a desk, article 4711-0815, by Friday.")
    model.answer({"error": "overloaded"}, status=503)
    tasks.refresh_model_summary(Session.objects.get(key=key).pk)
    summary = api.get(f"/api/v1/sessions/{key}/context").json()["summary"]
    assert "4711-0815" in [o["value"] for o in summary["objects"]]


def test_the_task_returns_quietly_for_a_session_that_is_gone(db, model):
    tasks.refresh_model_summary(987654321)
    assert model.requests == []
