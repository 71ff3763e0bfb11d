"""Server CPU per integrator API request, in process, and where it goes, layer by layer.

    .venv/bin/python bench/request_cpu.py [--requests 1000] [--rounds 5] [--profile FILE]

Settings from the environment, as `bench/load.py` serves them (DEBUG off, the JSON request log
on and written to /dev/null, PostgreSQL and Redis from DATABASE_URL / REDIS_URL; the database
must be migrated). The script makes a tenant `request-cpu`, an API key and a pool of sessions,
then drives the ASGI application uvicorn serves (`chatmemory.asgi.application`: a2wsgi's
bridge, Django's WSGI handler, the middleware, DRF, the views) with the load test's mix: a
message post, then a context fetch, on rotating sessions. No sockets and no HTTP parser: it
counts the server's own work above uvicorn.

Printed, medians over --rounds rounds (a round runs each variant in turn, so a neighbour's load
falls on all of them alike):
- CPU per request (the whole process, every thread) through the ASGI application and through
  the WSGI handler called directly in this thread; their difference is the bridge;
- per layer, the CPU of the thread that runs the request: Django's handler around the
  middleware, each middleware alone (probes between them), the URL resolver, DRF's dispatch
  before the view (authentication with its Redis round trip, permissions, throttle,
  negotiation), the view's own parts (session lookup, validation, the service call, the
  serialisation), the rendering, and the request log line;
- with --profile FILE, a cProfile of the WSGI path in thread CPU time (read it with
  `python -m pstats FILE`); --rounds 0 profiles only.
"""

import argparse
import asyncio
import io
import json
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TURNS = [
    "Hello, my order 4711-0815 has not arrived yet.",
    "I ordered it last Monday, delivery was promised for Thursday.",
    "Can you check where it is? I need it by Friday.",
    "The delivery address is the office, not my home.",
    "Does that also hold for the larger one I ordered?",
    "Thanks. Please call me back if it is delayed again.",
]

# Thread CPU seconds by layer, summed over the requests of a measured run.
SPENT: dict[str, float] = defaultdict(float)


class Probe:
    """A middleware that adds the thread CPU of everything below it to SPENT[label]."""

    label = ""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        started = time.thread_time()
        try:
            return self.get_response(request)
        finally:
            SPENT[self.label] += time.thread_time() - started


def probe(label: str) -> str:
    """A Probe subclass for `label`, importable by the dotted path this returns."""
    name = f"Probe{len([n for n in globals() if n.startswith('Probe')])}"
    globals()[name] = type(name, (Probe,), {"label": label})
    return f"{__name__}.{name}"


class Timed:
    """Wrap functions so that their thread CPU adds to SPENT[label]; undo() restores them."""

    _MISSING = object()

    def __init__(self):
        self.saved = []

    def wrap(self, owner, attribute: str, label: str) -> None:
        original = getattr(owner, attribute)

        def timed(*args, **kwargs):
            started = time.thread_time()
            try:
                return original(*args, **kwargs)
            finally:
                SPENT[label] += time.thread_time() - started

        own = vars(owner).get(attribute, self._MISSING)
        self.saved.append((owner, attribute, own))
        setattr(owner, attribute, timed)

    def undo(self) -> None:
        for owner, attribute, own in reversed(self.saved):
            if own is self._MISSING:
                delattr(owner, attribute)
            else:
                setattr(owner, attribute, own)
        self.saved.clear()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=1000, help="requests per round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--sessions",
        type=int,
        default=500,
        help="sessions to rotate over: many, so that few reach the summary's fold",
    )
    parser.add_argument("--profile", type=Path, help="write a cProfile of the WSGI path here")
    args = parser.parse_args()

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "chatmemory.settings")
    os.environ.setdefault("LOG_LEVEL", "INFO")
    os.environ.setdefault("API_KEY_RATE", "1000000/m")
    os.environ["DEBUG"] = "false"
    # The WSGI handler is also called straight from the event loop's thread (no other coroutine
    # runs meanwhile); Django would refuse the ORM there.
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"

    # The JSON request log goes where load.py sends the server's: nowhere (but it is formatted).
    saved_stderr = os.dup(2)
    os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
    try:
        report = measure(args)
    finally:
        os.dup2(saved_stderr, 2)
    print(report)


def measure(args) -> str:
    from a2wsgi import WSGIMiddleware
    from channels.routing import ProtocolTypeRouter
    from django.conf import settings
    from django.core.handlers.wsgi import WSGIHandler
    from django.test.utils import override_settings

    from chatmemory import asgi  # builds the application as uvicorn does
    from chatmemory.wsgi_threads import ThreadPoolWSGI
    from memory import services
    from tenants.models import Tenant
    from tenants.services import create_api_key

    tenant, _ = Tenant.objects.get_or_create(slug="request-cpu", defaults={"name": "Request CPU"})
    _, api_key = create_api_key(tenant=tenant)
    keys = [services.create_session(tenant=tenant).key for _ in range(args.sessions)]
    counter = iter(range(10**9))

    def requests(n: int):
        for _ in range(n):
            i = next(counter)
            key = keys[(i // 2) % len(keys)]
            if i % 2 == 0:
                text = f"{TURNS[(i // 2) % len(TURNS)]} (turn {i})"
                body = json.dumps({"role": "user" if i % 4 == 0 else "assistant", "text": text})
                yield "POST", f"/api/v1/sessions/{key}/messages", body.encode()
            else:
                yield "GET", f"/api/v1/sessions/{key}/context", b""

    def environ(method, path, body):
        env = {
            "REQUEST_METHOD": method,
            "SCRIPT_NAME": "",
            "PATH_INFO": path,
            "QUERY_STRING": "",
            "SERVER_NAME": "127.0.0.1",
            "SERVER_PORT": "80",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "REMOTE_ADDR": "127.0.0.1",
            "HTTP_HOST": "127.0.0.1",
            "HTTP_AUTHORIZATION": f"Bearer {api_key}",
            "wsgi.version": (1, 0),
            "wsgi.url_scheme": "http",
            "wsgi.input": io.BytesIO(body),
            "wsgi.errors": sys.stderr,
            "wsgi.multithread": True,
            "wsgi.multiprocess": True,
            "wsgi.run_once": False,
        }
        if body:
            env["CONTENT_TYPE"] = "application/json"
            env["CONTENT_LENGTH"] = str(len(body))
        return env

    def one_wsgi(app, method, path, body) -> int:
        statuses = []

        def start_response(status, response_headers, exc_info=None):
            statuses.append(int(status.split(" ", 1)[0]))

        result = app(environ(method, path, body), start_response)
        b"".join(result)
        if hasattr(result, "close"):
            result.close()
        return statuses[0]

    async def one_asgi(app, method, path, body) -> int:
        done = asyncio.Event()
        sent = False
        statuses = []

        async def receive():
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            await done.wait()
            return {"type": "http.disconnect"}

        async def send(message):
            if message["type"] == "http.response.start":
                statuses.append(message["status"])
            elif message["type"] == "http.response.body" and not message.get("more_body"):
                done.set()

        headers = [(b"host", b"127.0.0.1"), (b"authorization", f"Bearer {api_key}".encode())]
        if body:
            headers += [(b"content-type", b"application/json")]
            headers += [(b"content-length", b"%d" % len(body))]
        scope = {
            "type": "http",
            "asgi": {"version": "3.0", "spec_version": "2.3"},
            "http_version": "1.1",
            "method": method,
            "scheme": "http",
            "path": path,
            "raw_path": path.encode(),
            "query_string": b"",
            "root_path": "",
            "headers": headers,
            "client": ("127.0.0.1", 40000),
            "server": ("127.0.0.1", 80),
            "state": {},
        }
        await app(scope, receive, send)
        return statuses[0] if statuses else 0

    def run_wsgi(app, n: int) -> list[int]:
        return [one_wsgi(app, *request) for request in requests(n)]

    async def interleaved(variants: dict, n: int) -> dict[str, float]:
        """Each turn (a post and a context fetch) through the next variant in turn; the process
        CPU of each request is added to its variant's: ms per request."""
        spent = dict.fromkeys(variants, 0.0)
        count = dict.fromkeys(variants, 0)
        names = list(variants)
        for i, request in enumerate(requests(n * len(names))):
            name = names[(i // 2) % len(names)]
            kind, app = variants[name]
            started = time.process_time()
            if kind == "asgi":
                status = await one_asgi(app, *request)
            else:
                status = one_wsgi(app, *request)
            spent[name] += time.process_time() - started
            count[name] += 1
            if status not in (200, 201):
                raise SystemExit(f"{name}: status {status} for {request[0]} {request[1]}")
        return {name: spent[name] / count[name] * 1000 for name in names}

    def check(statuses, n):
        bad = [s for s in statuses if s not in (200, 201)]
        if bad or len(statuses) != n:
            raise SystemExit(f"unexpected statuses: {sorted(set(bad))[:5]} ({len(statuses)}/{n})")

    # The same handler with a probe above every middleware and below the last one.
    probed = [probe("probe 0")]
    for i, name in enumerate(settings.MIDDLEWARE, start=1):
        probed += [name, probe(f"probe {i}")]
    with override_settings(MIDDLEWARE=probed):
        probed_app = WSGIHandler()
    # (override_settings told django-csp's cache the policy changed: it is rebuilt once.)

    def timed_app(environ, start_response):
        started = time.thread_time()
        try:
            return probed_app(environ, start_response)
        finally:
            SPENT["wsgi"] += time.thread_time() - started

    bridged_app = ThreadPoolWSGI(
        timed_app,
        workers=settings.WEB_THREADS,
        max_buffered_body=settings.DATA_UPLOAD_MAX_MEMORY_SIZE,
    )

    def run_layers(n: int, kind: str) -> dict[str, float]:
        timed = Timed()
        wrap_layers(timed)
        SPENT.clear()
        started = time.process_time()
        try:
            if kind == "asgi":

                async def run():
                    return [await one_asgi(bridged_app, *request) for request in requests(n)]

                statuses = asyncio.run(run())
            else:
                statuses = run_wsgi(timed_app, n)
        finally:
            timed.undo()
        total = time.process_time() - started
        check(statuses, n)
        return layer_table(dict(SPENT), total, settings.MIDDLEWARE, n)

    # Warm up: prepared statements, the resolver, the pools, the probes' handler.
    a2wsgi_app = ProtocolTypeRouter(
        {"http": WSGIMiddleware(asgi.django_wsgi_app, workers=settings.WEB_THREADS)}
    )
    variants = {
        "ASGI application (chatmemory.asgi)": ("asgi", asgi.application),
        "the same through a2wsgi's WSGIMiddleware": ("asgi", a2wsgi_app),
        "WSGI handler, called directly": ("wsgi", asgi.django_wsgi_app),
    }
    asyncio.run(interleaved(variants, 100))
    run_layers(100, "asgi")
    run_layers(100, "wsgi")

    totals: dict[str, list[float]] = defaultdict(list)
    layers: dict[str, list[float]] = defaultdict(list)
    for _ in range(args.rounds):
        for name, value in asyncio.run(interleaved(variants, args.requests)).items():
            totals[name].append(value)
        for kind in ("asgi", "wsgi"):
            for name, value in run_layers(args.requests, kind).items():
                layers[(kind, name)].append(value)

    if args.profile:
        import cProfile

        profiler = cProfile.Profile(time.thread_time)
        profiler.enable()
        run_wsgi(asgi.django_wsgi_app, args.requests)
        profiler.disable()
        profiler.dump_stats(args.profile)

    if not args.rounds:
        return "profile written" if args.profile else ""
    median = statistics.median
    lines = [
        f"# Server CPU per API request in process: {args.rounds} rounds of {args.requests} "
        "requests (half message posts, half context fetches)",
        f"load average {os.getloadavg()[0]:.2f}",
        "",
        "| path | ms per request (median) | rounds |",
        "|---|---|---|",
    ]
    for name, values in totals.items():
        lines.append(f"| {name} | {median(values):.3f} | {', '.join(f'{v:.2f}' for v in values)} |")
    direct = median(totals["WSGI handler, called directly"])
    for name in list(totals)[:2]:
        lines.append(
            f"| the bridge of '{name}' (its difference) | {median(totals[name]) - direct:.3f} | |"
        )
    lines.append("")
    lines += [
        "| layer | through chatmemory.asgi's bridge, ms per request "
        "| WSGI handler directly, ms per request |",
        "|---|---|---|",
    ]
    for kind, name in layers:
        if kind == "asgi":
            direct = median(layers.get(("wsgi", name), [float("nan")]))
            lines.append(f"| {name} | {median(layers[kind, name]):.3f} | {direct:.3f} |")
    return "\n".join(lines)


def wrap_layers(timed: Timed) -> None:
    """Time the parts of the view and of DRF's dispatch (bench only: restored after the run)."""
    import logging

    from django.urls.resolvers import URLResolver
    from rest_framework import renderers, views

    import memory.api
    from chatmemory import middleware

    timed.wrap(URLResolver, "resolve", "url resolver")
    timed.wrap(views.APIView, "initialize_request", "drf: request wrapper")
    timed.wrap(views.APIView, "perform_authentication", "drf: authentication (Redis + key)")
    timed.wrap(views.APIView, "check_permissions", "drf: permissions")
    timed.wrap(views.APIView, "check_throttles", "drf: throttle")
    timed.wrap(views.APIView, "perform_content_negotiation", "drf: negotiation")
    timed.wrap(views.APIView, "finalize_response", "drf: finalize response")
    timed.wrap(views.APIView, "handle_exception", "drf: exception handling")
    timed.wrap(renderers.JSONRenderer, "render", "rendering (JSONRenderer)")
    timed.wrap(memory.api, "get_session", "view: session lookup (post)")
    timed.wrap(memory.api, "load_session", "view: load_session (context)")
    timed.wrap(memory.api, "_validated", "view: validation (incl. parsing the body)")
    timed.wrap(memory.api, "_append", "view: service append_messages")
    timed.wrap(memory.api, "build_context", "view: service build_context")
    timed.wrap(memory.api.MESSAGE_CREATED_OUT, "to_representation", "view: output serializer")
    timed.wrap(middleware.logger, "info", "request log line (format + write)")
    _ = logging


def layer_table(spent: dict, total: float, middleware: list[str], n: int) -> dict[str, float]:
    """Per-request ms of each layer. Probe i measures middleware i and everything below it (the
    last probe: the resolver, the view and the rendering), so a middleware's own part is its
    probe minus the next one; Django's handler's is the WSGI call minus the first probe, and
    what is left of the process's CPU is the bridge and the event loop (or the bench's driver)."""
    ms = {name: seconds / n * 1000 for name, seconds in spent.items()}
    whole = total / n * 1000
    probes = [ms.get(f"probe {i}", 0.0) for i in range(len(middleware) + 1)]
    table = {
        "whole request (process CPU, probed)": whole,
        "outside Django: the bridge, the event loop, the driver": whole - ms.get("wsgi", 0.0),
        "django handler (request, signals, response)": ms.get("wsgi", 0.0) - probes[0],
    }
    for i, name in enumerate(middleware):
        table[f"middleware {name.rsplit('.', 1)[-1]}"] = probes[i] - probes[i + 1]
    table["resolver + view (DRF) + rendering"] = probes[-1]
    for label, value in ms.items():
        if not label.startswith("probe ") and label != "wsgi":
            table[f"  {label}"] = value
    return table


if __name__ == "__main__":
    main()
