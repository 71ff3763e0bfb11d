"""Django's WSGI handler behind the ASGI server, on a fixed thread pool, one hand-over a request.

Every HTTP view of chatmemory is synchronous (the ORM is), so HTTP requests go to Django's WSGI
handler on WEB_THREADS threads (chatmemory/asgi.py says why not Django's ASGI handler). a2wsgi,
which did this before, hands each piece of a request between the event loop and the thread: it
reads the body a message at a time from the thread and sends the status line and every body
chunk from the thread, each time waiting for the loop to take it. On the API's hot path that was
five thread switches per request, and about a fifth of the server's CPU went to them and to the
lock traffic around them.

Here the event loop reads a request body of up to `max_buffered_body` bytes before the request
goes to a thread, the thread runs Django and collects the response, and the loop sends it: one
switch each way. Larger request bodies are read on demand from the thread (a2wsgi's reader,
which switches per read), and a response body longer than `STREAM_AFTER` bytes (an export
download) is streamed from the thread chunk by chunk, each chunk waiting until the loop has
written it, so neither is ever held in memory whole.
"""

import asyncio
import contextvars
import io
from concurrent.futures import ThreadPoolExecutor

from a2wsgi.wsgi import Body, build_environ

# A response body up to this size is collected and sent in one message; beyond it, streamed.
STREAM_AFTER = 256 * 1024


class _Response:
    """The response of one request, as the WSGI app produces it in its thread."""

    def __init__(self, loop: asyncio.AbstractEventLoop, send):
        self.loop = loop
        self.send = send
        self.start = None  # the http.response.start message, until it is sent
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
        code = int(status.split(" ", 1)[0])
        self.start = {
            "type": "http.response.start",
            "status": code,
            "headers": [
                (name.strip().lower().encode("latin1"), value.strip().encode("latin1"))
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
        if self.size > STREAM_AFTER:
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

    def __init__(self, app, *, workers: int, max_buffered_body: int):
        self.app = app
        self.max_buffered_body = max_buffered_body
        self.executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="WSGI")

    async def _body(self, loop, receive):
        """The request body: read here if it is small, else a reader that fetches on demand."""
        buffered = bytearray()
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return None
            buffered += message.get("body", b"")
            if not message.get("more_body", False):
                return io.BytesIO(bytes(buffered))
            if len(buffered) > self.max_buffered_body:
                body = Body(loop, receive)
                body.buffer.extend(buffered)
                return body

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            raise ValueError(f"ThreadPoolWSGI serves HTTP only, not {scope['type']!r}.")
        loop = asyncio.get_running_loop()
        body = await self._body(loop, receive)
        if body is None:
            return  # the client went away before its request was complete
        environ = build_environ(scope, body)
        response = _Response(loop, send)
        context = contextvars.copy_context()
        await loop.run_in_executor(self.executor, context.run, response.run, self.app, environ)
        await response.finish()
