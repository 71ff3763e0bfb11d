"""A small fake HTTP server in a thread, standing in for a model URL or a bot webhook."""

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class FakeServer:
    """Answers each POST with the next queued answer; records the requests (JSON and raw body)."""

    answers: list = field(default_factory=list)
    requests: list = field(default_factory=list)
    url: str = ""

    def answer(
        self, body, status: int = 200, headers: dict | None = None, drip: float = 0.0
    ) -> None:
        """Queue an answer; `drip` > 0 sends its body one byte at a time, `drip` seconds apart."""
        self.answers.append((status, body, headers or {}, drip))

    def completion(self, content: str) -> None:
        """Queue an OpenAI-style chat-completions answer with `content`."""
        self.answer({"choices": [{"message": {"role": "assistant", "content": content}}]})


def start_fake_server() -> tuple[FakeServer, ThreadingHTTPServer]:
    fake = FakeServer()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802 (http.server's naming)
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            fake.requests.append(
                {
                    "path": self.path,
                    "headers": dict(self.headers),
                    "json": json.loads(raw or b"null"),
                    "body": raw,
                }
            )
            status, answer, headers, drip = (
                fake.answers.pop(0) if fake.answers else (500, {"error": "none"}, {}, 0.0)
            )
            data = answer.encode() if isinstance(answer, str) else json.dumps(answer).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            try:
                if drip:
                    for byte in data:
                        time.sleep(drip)
                        self.wfile.write(bytes([byte]))
                        self.wfile.flush()
                else:
                    self.wfile.write(data)
            except OSError:
                pass  # the client gave up (its time-out): nothing to answer any more

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    fake.url = f"http://127.0.0.1:{server.server_port}"
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return fake, server
