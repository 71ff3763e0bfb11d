"""The bridge from the ASGI server to Django's WSGI handler (chatmemory.wsgi_threads).

Driven in process with ASGI messages as uvicorn sends them: the whole application on PostgreSQL
and Redis for the API's turn, and small WSGI applications for what the API does not exercise
(bodies read on demand, streamed responses, the environ, a client that goes away).
"""

import asyncio
import contextvars
import json
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from chatmemory.wsgi_threads import ThreadPoolWSGI


def run_in_own_thread(coroutine):
    """asyncio.run() on a thread of its own: a browser test earlier in the run may have left
    Playwright's event loop running in the main thread, where asyncio.run() refuses to start."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result(timeout=60)


def call(app, scope: dict, chunks: list[bytes], *, disconnect_first: bool = False):
    """Run one HTTP request through `app`; the messages it sent."""
    sent: list[dict] = []

    async def run():
        pending = [
            {"type": "http.request", "body": chunk, "more_body": i < len(chunks) - 1}
            for i, chunk in enumerate(chunks)
        ]
        if disconnect_first:
            pending = [pending[0], {"type": "http.disconnect"}]
        finished = asyncio.Event()

        async def receive():
            if pending:
                return pending.pop(0)
            await finished.wait()
            return {"type": "http.disconnect"}

        async def send(message):
            sent.append(message)

        await app(scope, receive, send)
        finished.set()

    run_in_own_thread(run())
    return sent


def http_scope(method="GET", path="/", headers=(), query=b"", root_path=""):
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "https",
        "path": path,
        "raw_path": path.encode(),
        "query_string": query,
        "root_path": root_path,
        "headers": list(headers),
        "client": ("203.0.113.9", 51234),
        "server": ("api.example", 8443),
    }


def echo_app(environ, start_response):
    """Answers with the request's body and the environ's strings, as JSON."""
    body = environ["wsgi.input"].read()
    start_response("200 OK", [("Content-Type", "application/json"), ("X-Thread", "yes")])
    strings = {key: value for key, value in environ.items() if isinstance(value, str)}
    return [json.dumps({"body": body.decode("latin-1"), "environ": strings}).encode()]


def response_body(sent: list[dict]) -> bytes:
    return b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")


def test_a_small_request_and_answer_cross_between_loop_and_thread_once():
    bridge = ThreadPoolWSGI(echo_app, workers=2, max_buffered_body=1024)
    scope = http_scope(
        "POST",
        "/api/v1/x",
        headers=[
            (b"content-type", b"application/json"),
            (b"content-length", b"11"),
            (b"x-forwarded-for", b"a"),
            (b"x-forwarded-for", b"b"),
        ],
        query=b"q=%C3%BC&lang=de",
    )
    sent = call(bridge, scope, [b'{"a":', b' "b"}'])
    # The status line and the whole body, in one message each.
    assert [m["type"] for m in sent] == ["http.response.start", "http.response.body"]
    assert sent[0]["status"] == 200
    assert (b"x-thread", b"yes") in sent[0]["headers"]
    assert sent[1].get("more_body", False) is False
    answer = json.loads(response_body(sent))
    assert answer["body"] == '{"a": "b"}'
    environ = answer["environ"]
    assert environ["REQUEST_METHOD"] == "POST"
    assert environ["PATH_INFO"] == "/api/v1/x"
    assert environ["QUERY_STRING"] == "q=%C3%BC&lang=de"
    assert environ["CONTENT_TYPE"] == "application/json"
    assert environ["CONTENT_LENGTH"] == "11"
    assert environ["HTTP_X_FORWARDED_FOR"] == "a,b"
    assert environ["REMOTE_ADDR"] == "203.0.113.9"
    assert environ["SERVER_NAME"] == "api.example" and environ["SERVER_PORT"] == "8443"
    assert environ["wsgi.url_scheme"] == "https"
    assert environ["SERVER_PROTOCOL"] == "HTTP/1.1"


def test_the_path_is_a_wsgi_string_below_the_root_path():
    bridge = ThreadPoolWSGI(echo_app, workers=1, max_buffered_body=1024)
    sent = call(bridge, http_scope(path="/prefix/grüße", root_path="/prefix"), [b""])
    environ = json.loads(response_body(sent))["environ"]
    assert environ["SCRIPT_NAME"] == "/prefix"
    # PEP 3333: the UTF-8 bytes of the path, each as one latin-1 character.
    assert environ["PATH_INFO"] == "/grüße".encode().decode("latin-1")


def test_a_body_beyond_the_buffer_is_read_by_the_thread_on_demand():
    lines = [b"first line\n", b"second line\n", b"x" * 50, b"\nlast"]
    payload = b"".join(lines)
    read: dict = {}

    def app(environ, start_response):
        stream = environ["wsgi.input"]
        read["first"] = stream.readline()
        read["next"] = stream.read(6)
        read["rest"] = stream.read()
        start_response("204 No Content", [])
        return []

    bridge = ThreadPoolWSGI(app, workers=1, max_buffered_body=8)
    headers = [(b"content-length", str(len(payload)).encode())]
    sent = call(bridge, http_scope("POST", headers=headers), lines)
    assert sent[0]["status"] == 204
    assert read["first"] == b"first line\n"
    assert read["next"] == b"second"
    assert read["first"] + read["next"] + read["rest"] == payload


def test_a_long_answer_is_streamed_chunk_by_chunk_and_ends_once():
    chunks = [b"a" * 300, b"b" * 300, b"c" * 300]

    def app(environ, start_response):
        start_response("200 OK", [("Content-Type", "text/plain")])
        return iter(chunks)

    bridge = ThreadPoolWSGI(app, workers=1, max_buffered_body=1024, stream_after=400)
    sent = call(bridge, http_scope(), [b""])
    assert sent[0]["type"] == "http.response.start"
    bodies = [m for m in sent if m["type"] == "http.response.body"]
    assert len(bodies) >= 3  # streamed, not collected
    assert [m.get("more_body", False) for m in bodies][-1] is False
    assert all(m["more_body"] for m in bodies[:-1])
    assert response_body(sent) == b"".join(chunks)


def test_a_client_that_goes_away_before_its_body_is_complete_reaches_no_view():
    called = []

    def app(environ, start_response):
        called.append(True)
        start_response("200 OK", [])
        return [b""]

    bridge = ThreadPoolWSGI(app, workers=1, max_buffered_body=1024)
    headers = [(b"content-length", b"100")]
    sent = call(
        bridge, http_scope("POST", headers=headers), [b"x" * 10, b"y"], disconnect_first=True
    )
    assert sent == [] and called == []


def test_requests_run_on_the_fixed_pool_each_thread_keeping_its_own_context():
    """As under a threaded WSGI server: at most `workers` threads, and what a request leaves in
    its thread's context (Django's cache object, the active translation) is that thread's."""
    seen = contextvars.ContextVar("seen", default=0)
    threads: set[str] = set()
    counts: list[int] = []

    def app(environ, start_response):
        threads.add(threading.current_thread().name)
        seen.set(seen.get() + 1)
        counts.append(seen.get())
        start_response("200 OK", [])
        return [b"ok"]

    bridge = ThreadPoolWSGI(app, workers=1, max_buffered_body=1024)
    for _ in range(3):
        call(bridge, http_scope(), [b""])
    assert len(threads) == 1 and next(iter(threads)).startswith("WSGI")
    assert counts == [1, 2, 3]


def test_only_http_is_served():
    bridge = ThreadPoolWSGI(echo_app, workers=1, max_buffered_body=1024)
    with pytest.raises(ValueError, match="HTTP only"):
        run_in_own_thread(bridge({"type": "websocket"}, None, None))


@pytest.mark.django_db(transaction=True)
def test_a_turn_through_the_served_application_answers_as_the_contract_says(api_key):
    """chatmemory.asgi's HTTP route, in process: a session, a message, its context, a 404."""
    from chatmemory.asgi import application

    auth = (b"authorization", f"Bearer {api_key}".encode())
    host = (b"host", b"testserver")

    def request(method, path, body=None):
        payload = json.dumps(body).encode() if body is not None else b""
        headers = [host, auth]
        if payload:
            headers += [(b"content-type", b"application/json")]
            headers += [(b"content-length", str(len(payload)).encode())]
        scope = http_scope(method, path, headers=headers)
        scope["scheme"] = "http"
        sent = call(application, scope, [payload])
        start = sent[0]
        return start["status"], dict(start["headers"]), response_body(sent)

    status, _, body = request("POST", "/api/v1/sessions", {"channel": "web"})
    assert status == 201
    key = json.loads(body)["key"]
    status, headers, body = request(
        "POST", f"/api/v1/sessions/{key}/messages", {"role": "user", "text": "Hallo ü"}
    )
    assert status == 201 and json.loads(body)["text"] == "Hallo ü"
    assert headers[b"content-type"] == b"application/json"
    assert b"content-security-policy" in headers
    status, _, body = request("GET", f"/api/v1/sessions/{key}/context")
    assert status == 200
    assert [turn["text"] for turn in json.loads(body)["window"]] == ["Hallo ü"]
    status, _, body = request("GET", "/api/v1/sessions/unknown/context")
    assert status == 404 and json.loads(body)["error"]["code"] == "not_found"
