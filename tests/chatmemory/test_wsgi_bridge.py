"""The ASGI-to-WSGI bridge (chatmemory.wsgi_bridge): bodies in and out, streaming, errors.

Driven as the ASGI server drives it (scope, receive, send) with small WSGI applications, and
once through a real uvicorn serving the project (tests/liveserver.py) for Django's own responses.
"""

import asyncio
import threading

import httpx
import pytest

from chatmemory import wsgi_bridge
from chatmemory.wsgi_bridge import ThreadPoolWSGI
from tests.liveserver import start_live_server


def scope(method="GET", path="/", query=b"", headers=()):
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": query,
        "root_path": "",
        "headers": [(name.encode(), value.encode()) for name, value in headers],
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8000),
    }


def call(app, asgi_scope, body_parts=(b"",)):
    """Run one request through the bridge; returns the messages it sent."""
    parts = list(body_parts)
    sent: list[dict] = []

    async def receive():
        if parts:
            chunk = parts.pop(0)
            return {"type": "http.request", "body": chunk, "more_body": bool(parts)}
        return {"type": "http.disconnect"}

    async def send(message):
        sent.append(message)

    async def run():
        await ThreadPoolWSGI(app, workers=2, max_buffered_body=1024)(asgi_scope, receive, send)

    # In a thread of its own: the browser tests' Playwright keeps an event loop in this one.
    failure: list[BaseException] = []

    def in_thread() -> None:
        try:
            asyncio.run(run())
        except BaseException as exc:  # re-raised in the test's thread
            failure.append(exc)

    thread = threading.Thread(target=in_thread)
    thread.start()
    thread.join()
    if failure:
        raise failure[0]
    return sent


def echo(environ, start_response):
    body = environ["wsgi.input"].read()
    start_response(
        "201 Created", [("Content-Type", "text/plain"), ("X-Path", environ["PATH_INFO"])]
    )
    return [environ["REQUEST_METHOD"].encode(), b" ", environ["QUERY_STRING"].encode(), b" ", body]


def test_a_small_request_is_answered_with_one_start_and_one_body_message():
    sent = call(
        echo,
        scope("POST", "/api/v1/sessions/äb", b"x=1", [("content-type", "text/plain")]),
        [b"hel", b"lo"],
    )
    assert sent[0]["type"] == "http.response.start" and sent[0]["status"] == 201
    # PATH_INFO is the UTF-8 path as latin-1 text (PEP 3333), so it goes back out byte for byte.
    assert (b"x-path", "/api/v1/sessions/äb".encode()) in sent[0]["headers"]
    assert sent[1:] == [{"type": "http.response.body", "body": b"POST x=1 hello"}]


def test_a_body_over_the_buffer_is_read_on_demand_and_whole():
    parts = [bytes([65 + n]) * 600 for n in range(5)]  # 3,000 bytes, over 1,024
    sent = call(echo, scope("POST", "/"), parts)
    assert sent[-1]["body"] == b"POST  " + b"".join(parts)


def test_a_large_response_is_streamed_in_order_and_the_iterable_closed(monkeypatch):
    monkeypatch.setattr(wsgi_bridge, "STREAM_AFTER", 100)
    closed = threading.Event()
    threads: set[str] = set()

    class Chunks:
        def __iter__(self):
            for n in range(10):
                threads.add(threading.current_thread().name)
                yield str(n).encode() * 40

        def close(self):
            closed.set()

    def app(environ, start_response):
        start_response("200 OK", [("Content-Type", "application/octet-stream")])
        return Chunks()

    sent = call(app, scope())
    assert sent[0] == {
        "type": "http.response.start",
        "status": 200,
        "headers": [(b"content-type", b"application/octet-stream")],
    }
    bodies = sent[1:]
    assert all(m["more_body"] for m in bodies[:-1]) and bodies[-1]["more_body"] is False
    assert b"".join(m["body"] for m in bodies) == b"".join(str(n).encode() * 40 for n in range(10))
    assert len(bodies) > 3  # streamed in pieces, not collected whole
    assert closed.is_set()
    assert all(name.startswith("WSGI") for name in threads)  # produced in the pool's threads


def test_an_application_error_propagates_to_the_server_and_closes_the_iterable():
    closed = threading.Event()

    class Failing:
        def __iter__(self):
            yield b"partial"
            raise RuntimeError("boom")

        def close(self):
            closed.set()

    def app(environ, start_response):
        start_response("200 OK", [])
        return Failing()

    with pytest.raises(RuntimeError, match="boom"):
        call(app, scope())
    assert closed.is_set()


def test_an_application_that_never_starts_a_response_is_an_error():
    with pytest.raises(RuntimeError):
        call(lambda environ, start_response: [], scope())


def test_error_handling_may_replace_the_status_before_anything_was_sent():
    def app(environ, start_response):
        start_response("200 OK", [("X-A", "1")])
        try:
            raise ValueError("late")
        except ValueError:
            import sys

            start_response("500 Internal Server Error", [("X-B", "2")], sys.exc_info())
        return [b"error page"]

    sent = call(app, scope())
    assert sent[0]["status"] == 500 and sent[0]["headers"] == [(b"x-b", b"2")]
    assert sent[1]["body"] == b"error page"


def test_a_client_gone_before_its_body_arrived_runs_nothing():
    ran = threading.Event()

    def app(environ, start_response):
        ran.set()
        start_response("200 OK", [])
        return [b""]

    sent = call(app, scope("POST"), [])  # receive() answers http.disconnect at once
    assert sent == [] and not ran.is_set()


@pytest.mark.django_db(transaction=True)
def test_django_answers_through_the_bridge_in_a_real_server(api_key):
    live = start_live_server()
    try:
        with httpx.Client(
            base_url=live.url, headers={"Authorization": f"Bearer {api_key}"}, timeout=10
        ) as client:
            created = client.post("/api/v1/sessions", json={"channel": "web"})
            assert created.status_code == 201
            key = created.json()["key"]
            text = "Hallo " + "ü" * 300
            posted = client.post(
                f"/api/v1/sessions/{key}/messages", json={"role": "user", "text": text}
            )
            assert posted.status_code == 201 and posted.json()["text"] == text
            context = client.get(f"/api/v1/sessions/{key}/context")
            assert context.status_code == 200
            assert context.json()["window"][0]["text"] == text
            too_big = client.post(f"/api/v1/sessions/{key}/messages", content=b"x" * (400 * 1024))
            assert too_big.status_code == 413
            assert too_big.json()["error"]["code"] == "too_large"
    finally:
        live.stop()


def test_the_server_process_keeps_its_startup_objects_out_of_full_collections():
    """chatmemory.asgi freezes what it loaded (gc.freeze), URL resolver and tokenizer included,
    so a full garbage collection under load walks only what requests left behind."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    probe = (
        "import gc, chatmemory.asgi\n"
        "from django.urls import resolve\n"
        "resolve('/api/v1/sessions/k/messages')\n"
        "print(gc.get_freeze_count(), len(gc.get_objects()))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=Path(__file__).resolve().parents[2],
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "chatmemory.settings"},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    frozen, tracked = map(int, result.stdout.split()[-2:])
    assert frozen > 50_000
    assert tracked < 2_000
