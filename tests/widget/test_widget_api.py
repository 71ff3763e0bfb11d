"""The browser-facing widget API: site id + origin, then the session key alone; rate-limited."""

import importlib.util

import pytest
from rest_framework.test import APIClient

from memory.models import Message, Session
from tenants.models import Site
from tenants.services import ensure_site

pytestmark = pytest.mark.django_db

ORIGIN = "http://shop.test"


def url(site, *rest: str) -> str:
    return "/".join([f"/widget/v1/sites/{site.public_id}/sessions", *rest])


@pytest.fixture
def browser():
    """A client without credentials, as a visitor's browser is."""
    return APIClient(HTTP_ORIGIN=ORIGIN)


def start(browser, site, locale="de") -> str:
    response = browser.post(url(site), {"locale": locale}, format="json")
    assert response.status_code == 201, response.content
    return response.json()["key"]


def say(browser, site, key, text):
    return browser.post(url(site, key, "messages"), {"text": text}, format="json")


def test_a_visitor_starts_chats_restores_and_resets(browser, site):
    site.bot_kind = Site.BotKind.DEMO  # the demo shop's bot knows the chair's price
    site.save(update_fields=["bot_kind"])
    response = browser.post(url(site), {"locale": "de-DE"}, format="json")
    assert response.status_code == 201
    body = response.json()
    assert body["state"] == "active" and body["locale"] == "de" and body["messages"] == []
    assert len(body["key"]) >= 43  # 256 random bits, url-safe
    assert response["Access-Control-Allow-Origin"] == ORIGIN
    assert response["Cache-Control"] == "no-store"
    key = body["key"]

    response = say(browser, site, key, "Was kostet der Ergo Stuhl?")
    assert response.status_code == 201
    posted = response.json()
    assert posted["message"] == {**posted["message"], "seq": 1, "role": "user"}
    assert posted["reply"]["seq"] == 2 and posted["reply"]["role"] == "assistant"
    assert "249" in posted["reply"]["text"] and "kostet" in posted["reply"]["text"]
    assert posted["state"] == "active"

    restored = browser.get(url(site, key)).json()
    assert [(m["seq"], m["role"]) for m in restored["messages"]] == [(1, "user"), (2, "assistant")]
    assert restored["messages"][0]["text"] == "Was kostet der Ergo Stuhl?"

    response = browser.post(url(site, key, "end"))
    assert response.status_code == 200 and response.json() == {"state": "ended"}
    response = say(browser, site, key, "Noch da?")
    assert response.status_code == 410
    assert response.json()["error"]["code"] == "session_closed"
    assert Message.objects.filter(session__key=key).count() == 2


def test_restoring_a_transcript_takes_three_queries(browser, site, django_assert_num_queries):
    key = start(browser, site)
    for text in ("Hallo", "Lieferung Lumo Lampe?", "Danke"):
        assert say(browser, site, key, text).status_code == 201
    # site by public id, session by key within the site, its messages
    with django_assert_num_queries(3):
        response = browser.get(url(site, key))
    assert len(response.json()["messages"]) == 6
    assert response.json()["earlier"] is False


def test_a_page_load_restores_only_the_newest_turns(browser, site, settings):
    settings.WIDGET_TRANSCRIPT_MAX = 3
    key = start(browser, site)
    for text in ("eins", "zwei"):
        say(browser, site, key, text)
    body = browser.get(url(site, key)).json()
    assert [m["seq"] for m in body["messages"]] == [2, 3, 4]
    assert body["earlier"] is True


def test_an_allowed_origin_passes_the_preflight(browser, site):
    response = browser.options(
        url(site), HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST", HTTP_ORIGIN=ORIGIN
    )
    assert response.status_code == 204
    assert response["Access-Control-Allow-Origin"] == ORIGIN
    assert "POST" in response["Access-Control-Allow-Methods"]
    assert "Content-Type" in response["Access-Control-Allow-Headers"]
    assert "Idempotency-Key" in response["Access-Control-Allow-Headers"]
    assert "Origin" in response["Vary"]


def test_a_foreign_origin_is_refused_without_cors_headers(site):
    evil = APIClient(HTTP_ORIGIN="https://evil.test")
    preflight = evil.options(url(site), HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST")
    assert preflight.status_code == 403
    assert "Access-Control-Allow-Origin" not in preflight
    response = evil.post(url(site), {"locale": "en"}, format="json")
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "origin_not_allowed"
    assert "Access-Control-Allow-Origin" not in response
    assert not Session.objects.exists()


def test_a_foreign_origin_cannot_read_or_write_a_known_session(browser, site):
    key = start(browser, site)
    evil = APIClient(HTTP_ORIGIN="https://evil.test")
    assert evil.get(url(site, key)).status_code == 403
    assert say(evil, site, key, "hello").status_code == 403
    assert not Message.objects.exists()


def test_the_same_origin_needs_no_allow_list_entry(site):
    own = APIClient(HTTP_ORIGIN="http://testserver")
    response = own.post(url(site), {}, format="json")
    assert response.status_code == 201
    assert response.json()["locale"] == "en"


def test_an_unknown_site_id_is_404(browser, site):
    class Unknown:
        public_id = "site_doesnotexist"

    for response in (
        browser.post(url(Unknown), {}, format="json"),
        browser.options(url(Unknown), HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST"),
        browser.get(url(Unknown, "somekey")),
    ):
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "not_found"
        assert "Access-Control-Allow-Origin" not in response


def test_a_session_key_of_another_site_or_tenant_is_404(browser, site, tenant, other_tenant, api):
    key = start(browser, site)
    sister = ensure_site(tenant=tenant, name="Acme outlet", allowed_origins=[ORIGIN])
    foreign = ensure_site(tenant=other_tenant, name="Globex web", allowed_origins=[ORIGIN])
    for other in (sister, foreign):
        assert browser.get(url(other, key)).status_code == 404
        assert say(browser, other, key, "hello").status_code == 404
        assert browser.post(url(other, key, "end")).status_code == 404
    # A session the integrator created through the API belongs to no site: not reachable here.
    api_key = api.post("/api/v1/sessions", {}, format="json").json()["key"]
    assert browser.get(url(site, api_key)).status_code == 404
    assert not Message.objects.exists()
    assert Session.objects.get(key=key).state == "active"


def test_messages_are_rate_limited_per_session_key(browser, site, settings):
    settings.WIDGET_RATE_MESSAGE = "2/h"
    key = start(browser, site)
    assert say(browser, site, key, "Hallo").status_code == 201
    assert say(browser, site, key, "Hallo?").status_code == 201
    response = say(browser, site, key, "Hallo??")
    assert response.status_code == 429
    assert response.json()["error"]["code"] == "rate_limited"
    assert int(response["Retry-After"]) >= 1
    assert response["Access-Control-Allow-Origin"] == ORIGIN  # the widget can read the envelope
    assert Message.objects.filter(session__key=key).count() == 4
    # Another conversation has its own budget.
    other = start(browser, site)
    assert say(browser, site, other, "Hallo").status_code == 201


def test_session_starts_and_all_calls_are_rate_limited_per_ip(browser, site, settings):
    settings.WIDGET_RATE_START = "2/h"
    start(browser, site)
    start(browser, site)
    response = browser.post(url(site), {}, format="json")
    assert response.status_code == 429
    assert response.json()["error"]["code"] == "rate_limited"
    assert Session.objects.count() == 2

    settings.WIDGET_RATE_IP = "1/h"
    other_ip = APIClient(HTTP_ORIGIN=ORIGIN, REMOTE_ADDR="10.0.0.9")
    assert other_ip.get(url(site, "x")).status_code == 404
    assert other_ip.get(url(site, "x")).status_code == 429


def test_a_server_that_gives_no_client_address_still_rate_limits_instead_of_failing(site, settings):
    settings.WIDGET_RATE_START = "1/h"
    no_address = APIClient(HTTP_ORIGIN=ORIGIN, REMOTE_ADDR="")  # uvicorn on a UNIX socket
    assert no_address.post(url(site), {}, format="json").status_code == 201
    response = no_address.post(url(site), {}, format="json")
    assert response.status_code == 429
    assert response.json()["error"]["code"] == "rate_limited"


@pytest.mark.parametrize(
    ("payload", "status", "code"),
    [
        ({"text": ""}, 400, "validation_error"),
        ({"text": "   \n\t "}, 400, "validation_error"),
        ({}, 400, "validation_error"),
        ({"text": ["a list"]}, 400, "validation_error"),
        ({"text": "bell \x07 rings"}, 400, "validation_error"),
        ({"text": "x" * 8001}, 413, "too_large"),
    ],
)
def test_bad_text_gets_the_contracts_error_and_stores_nothing(browser, site, payload, status, code):
    key = start(browser, site)
    response = browser.post(url(site, key, "messages"), payload, format="json")
    assert response.status_code == status
    assert response.json()["error"]["code"] == code
    assert not Message.objects.exists()


def test_malformed_json_is_400(browser, site):
    key = start(browser, site)
    response = browser.post(
        url(site, key, "messages"), data="{not json", content_type="application/json"
    )
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "malformed"


def test_an_api_key_is_never_accepted_nor_needed(browser, site, api_key, api):
    key = start(browser, site)
    with_key = APIClient(HTTP_ORIGIN=ORIGIN, HTTP_AUTHORIZATION=f"Bearer {api_key}")
    for response in (
        with_key.post(url(site), {}, format="json"),
        with_key.get(url(site, key)),
        with_key.post(url(site, key, "messages"), {"text": "hi"}, format="json"),
    ):
        assert response.status_code == 400
        assert response.json()["error"]["code"] == "api_key_not_accepted"
    # ...and the session key opens nothing of the integrator API.
    assert APIClient().get(f"/api/v1/sessions/{key}").status_code == 401
    assert browser.get(f"/api/v1/sessions/{key}").status_code == 401


def test_wrong_methods_are_405(browser, site):
    key = start(browser, site)
    assert browser.get(url(site)).status_code == 405
    assert browser.delete(url(site, key)).status_code == 405
    assert browser.get(url(site, key, "messages")).status_code == 405
    assert browser.get(url(site, key, "end")).status_code == 405


def test_a_card_number_never_reaches_the_transcript(browser, site):
    key = start(browser, site, locale="en")
    response = say(browser, site, key, "My card is 4111 1111 1111 1111, please charge it")
    assert response.status_code == 201
    assert "4111" not in response.json()["message"]["text"]
    transcript = browser.get(url(site, key)).json()["messages"]
    assert all("4111" not in m["text"] for m in transcript)


def test_an_expired_session_shows_as_ended_and_refuses_messages(browser, site):
    key = start(browser, site)
    Session.objects.filter(key=key).update(expires_at="2000-01-01T00:00:00Z")
    assert browser.get(url(site, key)).json()["state"] == "ended"
    assert say(browser, site, key, "Hallo").status_code == 410


def test_a_handed_over_conversation_gets_no_bot_reply(browser, site):
    key = start(browser, site)
    Session.objects.filter(key=key).update(state=Session.State.HANDED_OVER)
    response = say(browser, site, key, "Sind Sie noch da?")
    assert response.status_code == 201
    assert response.json()["reply"] is None
    assert response.json()["state"] == "handed_over"


def test_asking_for_a_person_hands_the_conversation_over(browser, site):
    key = start(browser, site, locale="nl")
    response = say(browser, site, key, "Ik wil graag een medewerker spreken")
    assert response.status_code == 201
    assert "medewerker" in response.json()["reply"]["text"]
    session = Session.objects.get(key=key)
    if importlib.util.find_spec("handover.services") is not None:
        assert session.state == Session.State.HANDED_OVER
        assert session.handovers.count() == 1
        # The team has it now: the bot stays quiet, the visitor's messages still arrive.
        response = say(browser, site, key, "Hallo?")
        assert response.json()["reply"] is None
        assert response.json()["state"] == "handed_over"
    else:  # before the console's handover service exists, a colleague's call is promised
        assert session.commitments.filter(kind="handover").exists()


def test_the_schema_documents_the_widget_endpoints_without_api_key_security(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    paths = schema["paths"]
    assert "security" not in schema  # no global requirement the widget paths would inherit
    for operations in (v for k, v in paths.items() if k.startswith("/widget/")):
        assert all("apiKey" not in str(op.get("security")) for op in operations.values())
    assert "apiKey" in str(paths["/api/v1/sessions"]["post"]["security"])
    assert "post" in paths["/widget/v1/sites/{public_id}/sessions/{key}/messages"]
    assert "get" in paths["/widget/v1/sites/{public_id}/sessions/{key}"]
    assert "post" in paths["/widget/v1/sites/{public_id}/sessions/{key}/end"]


def test_a_failing_bot_answers_with_an_apology_and_keeps_the_message(browser, site, monkeypatch):
    from widget import bot

    def broken(**kwargs):
        raise RuntimeError("bot bug")

    monkeypatch.setattr(bot, "reply", broken)
    key = start(browser, site, locale="en")
    response = say(browser, site, key, "Hello?")
    assert response.status_code == 201
    assert response.json()["reply"]["text"] == bot.phrase("en", "unavailable")
    assert Message.objects.filter(session__key=key).count() == 2


def test_the_bots_replies_come_from_the_context_and_promise_nothing_unasked(browser, site):
    from memory.context import build_context

    key = start(browser, site, locale="en")
    first = say(browser, site, key, "Hi, my order 100-2345 hasn't arrived.").json()["reply"]
    assert first["text"].startswith("So far I have noted: Order: 100-2345.")
    # Read back once: the next reply does not say it again.
    reply = say(browser, site, key, "What can you do?").json()["reply"]["text"]
    assert "So far I have noted" not in reply and reply
    summary = build_context(session=Session.objects.get(key=key))["summary"]
    assert summary["commitments"] == []


def test_a_retried_post_gets_the_first_answer_and_stores_nothing_twice(browser, site):
    key = start(browser, site, locale="en")
    first = browser.post(
        url(site, key, "messages"),
        {"text": "How much is the Lumo lamp?"},
        format="json",
        HTTP_IDEMPOTENCY_KEY="try-1",
    )
    again = browser.post(
        url(site, key, "messages"),
        {"text": "How much is the Lumo lamp?"},
        format="json",
        HTTP_IDEMPOTENCY_KEY="try-1",
    )
    assert first.status_code == again.status_code == 201
    assert again.json() == first.json()
    assert Message.objects.filter(session__key=key).count() == 2
    too_long = browser.post(
        url(site, key, "messages"), {"text": "hi"}, format="json", HTTP_IDEMPOTENCY_KEY="x" * 201
    )
    assert too_long.status_code == 400
    assert Message.objects.filter(session__key=key).count() == 2
    reused = browser.post(
        url(site, key, "messages"),
        {"text": "And the Nova lamp?"},
        format="json",
        HTTP_IDEMPOTENCY_KEY="try-1",
    )
    assert reused.status_code == 422
    assert reused.json()["error"]["code"] == "idempotency_key_reused"
    assert Message.objects.filter(session__key=key).count() == 2
