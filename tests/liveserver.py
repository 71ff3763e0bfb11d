"""A real ASGI server (uvicorn, HTTP + WebSocket) in a thread of the test process.

It serves the test database, so tests that use it need `transactional_db` (data must be
committed to be seen by the server's connections). The channel layer is the test settings' one
(Redis under `make test`).
"""

import socket
import threading
import time
from dataclasses import dataclass

import uvicorn


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class LiveServer:
    url: str
    port: int
    server: uvicorn.Server
    thread: threading.Thread

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


def start_live_server() -> LiveServer:
    from chatmemory.asgi import application

    port = free_port()
    config = uvicorn.Config(
        application,
        host="127.0.0.1",
        port=port,
        lifespan="off",
        log_level="warning",
        ws="websockets-sansio",
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True, name=f"uvicorn-{port}")
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the live ASGI server did not start")
        time.sleep(0.02)
    return LiveServer(url=f"http://127.0.0.1:{port}", port=port, server=server, thread=thread)
