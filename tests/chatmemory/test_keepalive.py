"""Keep-alive connections are closed after WEB_KEEPALIVE_REQUESTS requests (chatmemory.keepalive),
through a real uvicorn serving the project and a raw HTTP/1.1 client."""

import socket

import pytest

from chatmemory.keepalive import RecyclingHttpToolsProtocol
from tests.liveserver import start_live_server


@pytest.fixture
def server():
    """The project on uvicorn as deployed (the live test server uses the recycling protocol)."""
    server = start_live_server()
    yield server.port
    server.stop()


def exchange(sock: socket.socket) -> tuple[dict, bytes]:
    """One request on the connection; the response's headers and body."""
    sock.sendall(b"GET /api/v1/sessions/nope HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, "the server closed the connection before answering"
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    headers = {}
    for line in head.decode("latin-1").split("\r\n")[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    while len(body) < int(headers["content-length"]):
        body += sock.recv(65536)
    return headers, body


def closed_by_server(sock: socket.socket) -> bool:
    sock.settimeout(5)
    try:
        return sock.recv(1) == b""
    except ConnectionResetError:
        return True


def test_the_connection_is_closed_after_its_last_request(server, monkeypatch):
    monkeypatch.setattr(RecyclingHttpToolsProtocol, "requests_per_connection", 3)
    with socket.create_connection(("127.0.0.1", server)) as sock:
        for _ in range(2):
            headers, body = exchange(sock)
            assert headers.get("connection") != "close"
            assert b'"error"' in body  # the API's own answer (401 in the envelope)
        headers, body = exchange(sock)
        assert headers["connection"] == "close"
        assert b'"error"' in body  # the last response is complete
        assert closed_by_server(sock)
    with socket.create_connection(("127.0.0.1", server)) as sock:  # a new connection counts anew
        headers, _ = exchange(sock)
        assert headers.get("connection") != "close"


def test_zero_keeps_connections_open(server, monkeypatch):
    monkeypatch.setattr(RecyclingHttpToolsProtocol, "requests_per_connection", 0)
    with socket.create_connection(("127.0.0.1", server)) as sock:
        for _ in range(20):
            headers, _ = exchange(sock)
            assert headers.get("connection") != "close"
