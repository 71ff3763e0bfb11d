"""A small fake HTTP server in a thread, standing in for a model URL or a bot webhook."""

import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class FakeServer:
    """Answers each POST with the next queued `(status, body)`; records the JSON requests."""

    answers: list = field(default_factory=list)
    requests: list = field(default_factory=list)
    url: str = ""

    def answer(self, body, status: int = 200) -> None:
        self.answers.append((status, body))

    def completion(self, content: str) -> None:
        """Queue an OpenAI-style chat-completions answer with `content`."""
        self.answer({"choices": [{"message": {"role": "assistant", "content": content}}]})


def start_fake_server() -> tuple[FakeServer, ThreadingHTTPServer]:
    fake = FakeServer()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802 (http.server's naming)
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"null")
            fake.requests.append({"path": self.path, "headers": dict(self.headers), "json": body})
            status, answer = fake.answers.pop(0) if fake.answers else (500, {"error": "none"})
            data = answer.encode() if isinstance(answer, str) else json.dumps(answer).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    fake.url = f"http://127.0.0.1:{server.server_port}"
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return fake, server
