"""Redis goes down (a private redis-server, killed): ingest and context go on; it comes back."""

import time

import pytest
from asgiref.sync import async_to_sync
from django.core.cache import cache
from rest_framework.test import APIClient

from memory.models import Message
from tests.hardening.services import temp_redis


@pytest.fixture
def redis_server(settings):
    """Cache and channel layer on a private Redis the test may kill."""
    with temp_redis() as server:
        settings.CACHES = {
            "default": {
                "BACKEND": "chatmemory.cache.FailOpenRedisCache",
                "LOCATION": server.url,
                "OPTIONS": {
                    "socket_connect_timeout": 0.5,
                    "socket_timeout": 0.5,
                    "retry_after": 0.2,
                },
            }
        }
        settings.CHANNEL_LAYERS = {
            "default": {
                "BACKEND": "channels_redis.core.RedisChannelLayer",
                "CONFIG": {"hosts": [server.url], "prefix": "fault-test"},
            }
        }
        yield server


def _timed(call):
    started = time.monotonic()
    response = call()
    return response, time.monotonic() - started


def test_ingest_and_context_go_on_while_redis_is_down(api, redis_server):
    cache.set("probe", "1")
    assert cache.get("probe") == "1"  # the cache really is this Redis
    key = api.post("/api/v1/sessions", {"channel": "web"}, format="json").json()["key"]
    assert (
        api.post(
            f"/api/v1/sessions/{key}/messages", {"role": "user", "text": "Hello"}, format="json"
        ).status_code
        == 201
    )

    redis_server.kill()
    response, took = _timed(
        lambda: api.post(
            f"/api/v1/sessions/{key}/messages",
            {"role": "user", "text": "Order 4711-0815 is late"},
            format="json",
        )
    )
    assert response.status_code == 201, response.content
    assert took < 2
    response, took = _timed(lambda: api.get(f"/api/v1/sessions/{key}/context"))
    assert response.status_code == 200
    assert [m["text"] for m in response.json()["window"]][-1] == "Order 4711-0815 is late"
    assert took < 2
    assert Message.objects.filter(session__key=key).count() == 2
    # The health check tells the truth about the outage.
    health = api.get("/healthz")
    assert health.status_code == 503 and health.json()["failed"] == ["cache"]

    redis_server.start()
    time.sleep(0.3)  # past the cache's retry_after
    cache.set("probe", "2")
    assert cache.get("probe") == "2"  # used again as soon as it is back
    assert api.get(f"/api/v1/sessions/{key}/context").status_code == 200


def test_the_widget_answers_while_redis_is_down(site, redis_server):
    """The widget's rate limits count in the cache: an outage must not turn every call into 429."""
    browser = APIClient(HTTP_ORIGIN="http://shop.test")
    sessions = f"/widget/v1/sites/{site.public_id}/sessions"
    redis_server.kill()
    started = browser.post(sessions, {"locale": "en"}, format="json")
    assert started.status_code == 201, started.content
    key = started.json()["key"]
    posted = browser.post(f"{sessions}/{key}/messages", {"text": "Hello?"}, format="json")
    assert posted.status_code == 201, posted.content
    assert Message.objects.filter(session__key=key).count() == 2


def test_console_live_updates_resume_when_redis_returns(
    redis_server, tenant, django_capture_on_commit_callbacks
):
    events = pytest.importorskip("handover.events", reason="the console's live events")
    from channels.layers import get_channel_layer

    layer = get_channel_layer()
    group = events.console_group(tenant.pk)

    redis_server.kill()
    # A committed change while Redis is down: the event is lost, the write is not failed.
    with django_capture_on_commit_callbacks(execute=True):
        events.send_on_commit(tenant_id=tenant.pk, event="created", handover_id=1, status="queued")

    redis_server.start()
    # A console (re)connecting after the outage joins the group and receives the next event.
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(group, channel)
    with django_capture_on_commit_callbacks(execute=True):
        events.send_on_commit(tenant_id=tenant.pk, event="created", handover_id=2, status="queued")

    async def receive():
        import asyncio

        return await asyncio.wait_for(layer.receive(channel), timeout=5)

    message = async_to_sync(receive)()
    assert message["handover"] == 2 and message["event"] == "created"
