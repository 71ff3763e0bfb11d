"""Django's WSGI handler behind the ASGI server on a fixed pool of threads, one hand-over a request.

Every HTTP view of chatmemory is synchronous (the ORM is), so HTTP requests go to Django's WSGI
handler on WEB_THREADS threads (chatmemory/asgi.py says why not Django's ASGI handler). a2wsgi's
WSGIMiddleware, which did this before, hands each piece of a request between the event loop and
the thread, each time waiting for the other side: the body read from the thread, then the status
line, the body and the end of the body sent from the thread. And it runs every request in a fresh
copy of the loop's context, so each request builds anew what Django keeps per context (the cache
object, the active translation). bench/request_cpu.py, in process, alternating request by request:
the server's CPU per API request was 8.9 ms through a2wsgi against 6.2 ms for the WSGI handler
called directly (2.6 ms for the hand-overs and the fresh contexts); docs/architecture.md has the
figures of this module.

Here the event loop reads a request body of up to `max_buffered_body` bytes before the request
goes to a thread; the thread runs Django and collects the response; the loop sends it: one switch
each way. Each thread keeps its own context from request to request, as under a threaded WSGI
server. A larger request body is read from the thread on demand, and a response longer than
`stream_after` bytes (an export download) is streamed from the thread chunk by chunk, each chunk
waiting until the loop has written it, so neither is held in memory whole.

Only public interfaces: the ASGI HTTP spec, PEP 3333 and asyncio.
"""

import asyncio
import io
import sys
from concurrent.futures import ThreadPoolExecutor

# A response body up to this size is collected and sent in one message; beyond it, streamed.
STREAM_AFTER = 256 * 1024


def build_environ(scope: dict, body) -> dict:
    """The WSGI environ of an ASGI HTTP scope (PEP 3333: strings are bytes decoded as latin-1)."""
    root_path = scope.get("root_path", "")
    path = scope["path"]
    if root_path and path.startswith(root_path):
        path = path[len(root_path) :]
    host, port = scope.get("server") or ("localhost", 80)
    environ = {
        "REQUEST_METHOD": scope["method"],
        "SCRIPT_NAME": root_path.encode("utf-8").decode("latin-1"),
        "PATH_INFO": path.encode("utf-8").decode("latin-1"),
        "QUERY_STRING": scope.get("query_string", b"").decode("latin-1"),
        "SERVER_NAME": host,
        "SERVER_PORT": str(port or 0),
        "SERVER_PROTOCOL": f"HTTP/{scope.get('http_version', '1.1')}",
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": scope.get("scheme", "http"),
        "wsgi.input": body,
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": True,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    client = scope.get("client")
    if client:
        environ["REMOTE_ADDR"] = client[0]
        environ["REMOTE_PORT"] = str(client[1])
    for raw_name, raw_value in scope.get("headers", ()):
        name = raw_name.decode("latin-1").upper().replace("-", "_")
        if name not in ("CONTENT_LENGTH", "CONTENT_TYPE"):
            name = "HTTP_" + name
        value = raw_value.decode("latin-1")
        if name in environ:
            value = f"{environ[name]},{value}"
        environ[name] = value
    return environ


def _content_length(scope: dict) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


class _OnDemandBody(io.RawIOBase):
    """A request body read from a pool thread, one ASGI message at a time as the app asks."""

    def __init__(self, loop: asyncio.AbstractEventLoop, receive, buffered: bytes):
        self.loop = loop
        self.receive = receive
        self.buffer = bytearray(buffered)
        self.more = True

    def readable(self) -> bool:
        return True

    def _fetch(self) -> None:
        message = asyncio.run_coroutine_threadsafe(self.receive(), self.loop).result()
        if message["type"] == "http.disconnect":
            self.more = False
            return
        self.buffer += message.get("body", b"")
        self.more = message.get("more_body", False)

    def read(self, size: int = -1) -> bytes:
        while self.more and (size < 0 or len(self.buffer) < size):
            self._fetch()
        size = len(self.buffer) if size < 0 else min(size, len(self.buffer))
        data = bytes(self.buffer[:size])
        del self.buffer[:size]
        return data

    def readline(self, size: int = -1) -> bytes:
        while self.more and b"\n" not in self.buffer and (size < 0 or len(self.buffer) < size):
            self._fetch()
        end = self.buffer.find(b"\n") + 1 or len(self.buffer)
        return self.read(end if size < 0 else min(end, size))


class _Response:
    """The response of one request, as the WSGI app produces it in its thread."""

    def __init__(self, loop: asyncio.AbstractEventLoop, send, stream_after: int):
        self.loop = loop
        self.send = send
        self.stream_after = stream_after
        self.start: dict | None = None  # the http.response.start message
        self.chunks: list[bytes] = []
        self.size = 0
        self.streaming = False

    def start_response(self, status: str, headers, exc_info=None):
        if exc_info is not None:
            try:
                if self.streaming:  # the status line has gone out: nothing else can be said
                    raise exc_info[1].with_traceback(exc_info[2])
            finally:
                exc_info = None
        elif self.start is not None:
            raise RuntimeError("start_response() was called twice without exc_info.")
        self.start = {
            "type": "http.response.start",
            "status": int(status.split(" ", 1)[0]),
            "headers": [
                (name.strip().lower().encode("latin-1"), value.strip().encode("latin-1"))
                for name, value in headers
            ],
        }
        return self.write

    def write(self, chunk: bytes) -> None:
        if not chunk:
            return
        if self.streaming:
            self._hand_over({"type": "http.response.body", "body": chunk, "more_body": True})
            return
        self.chunks.append(chunk)
        self.size += len(chunk)
        if self.size > self.stream_after:
            self.streaming = True
            self._hand_over(self._start_message())
            body, self.chunks = b"".join(self.chunks), []
            self._hand_over({"type": "http.response.body", "body": body, "more_body": True})

    def _start_message(self) -> dict:
        if self.start is None:
            raise RuntimeError("The WSGI application sent a body before start_response().")
        return self.start

    def _hand_over(self, message: dict) -> None:
        """Send from the thread, and wait until the loop has written it (back-pressure)."""
        asyncio.run_coroutine_threadsafe(self.send(message), self.loop).result()

    def run(self, app, environ: dict) -> None:
        """In a pool thread: run the app and take its body."""
        iterable = app(environ, self.start_response)
        try:
            for chunk in iterable:
                self.write(chunk)
        finally:
            close = getattr(iterable, "close", None)
            if close is not None:
                close()
        self._start_message()

    async def finish(self) -> None:
        """In the loop: send what was collected, or end the stream."""
        if self.streaming:
            await self.send({"type": "http.response.body", "body": b"", "more_body": False})
            return
        await self.send(self._start_message())
        await self.send({"type": "http.response.body", "body": b"".join(self.chunks)})


class ThreadPoolWSGI:
    """An ASGI application for HTTP that runs a WSGI application on `workers` threads."""

    def __init__(
        self,
        app,
        *,
        workers: int,
        max_buffered_body: int,
        stream_after: int = STREAM_AFTER,
    ):
        self.app = app
        self.max_buffered_body = max_buffered_body
        self.stream_after = stream_after
        self.executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="WSGI")

    async def _body(self, scope: dict, loop, receive):
        """The request body: read here up to max_buffered_body bytes, beyond that a reader the
        app's thread reads on demand; None when the client went away before sending it all."""
        length = _content_length(scope)
        buffered = bytearray()
        more = True
        while more and (length is None or len(buffered) < length):
            if len(buffered) > self.max_buffered_body:
                return _OnDemandBody(loop, receive, bytes(buffered))
            message = await receive()
            if message["type"] == "http.disconnect":
                return None
            buffered += message.get("body", b"")
            more = message.get("more_body", False)
        return io.BytesIO(bytes(buffered))

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            raise ValueError(f"ThreadPoolWSGI serves HTTP only, not {scope['type']!r}.")
        loop = asyncio.get_running_loop()
        body = await self._body(scope, loop, receive)
        if body is None:
            return
        response = _Response(loop, send, self.stream_after)
        await loop.run_in_executor(
            self.executor, response.run, self.app, build_environ(scope, body)
        )
        await response.finish()
