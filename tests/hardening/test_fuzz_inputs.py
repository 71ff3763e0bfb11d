"""Hostile inputs on every route of the URL conf, API, widget and pages alike.

test_fuzz_api.py lets schemathesis generate inputs from the OpenAPI schema; it covers neither the
pages nor inputs the schema says nothing about. Here every URL pattern is walked (a route added
later is covered without anyone listing it) with a seeded world (tests/hardening/world.py):

- every path parameter in turn gets NUL, non-ASCII digits and a huge number, with every method,
  and so does every query parameter a view reads;
- every route that takes a body gets one nested far deeper than Python's JSON decoder allows;
- every numeric and date field gets huge and extreme values: the API's from its schema (query
  and body), the pages' from the forms the pages render (`type="number"` and `type="date"`).

Each must be answered without a server error, and on the API and the widget with the envelope.
"""

import json
import re
from html.parser import HTMLParser
from urllib.parse import quote, urlencode, urlsplit

import pytest
from django.db import transaction
from django.test import Client
from rest_framework.test import APIClient

from demo.shop import CATALOGUE
from tenants.services import create_tenant
from tests.hardening.test_isolation_matrix import area_of, params_of, walk
from tests.hardening.world import build_world

METHODS = ["get", "post", "put", "patch", "delete"]
# NUL (PostgreSQL text cannot hold it), digits str.isdigit() accepts and int() refuses or reads
# as another number, and a number beyond any database integer.
HOSTILE_IDS = ["a\x00b", "\x00", "²", "٣", "9" * 40]
NESTED = ["[" * 1_000 + "]" * 1_000, '{"a": ' * 100_000 + "1" + "}" * 100_000]
HUGE_NUMBERS = ["1" + "0" * 40, "-1" + "0" * 40, "1e400", "9" * 5_000, "-1", "0"]
EXTREME_DATES = ["9999-12-31", "0001-01-01", "99999-01-01", "2024-02-30"]
EXTREME_DATETIMES = ['"9999-12-31T23:59:59-23:59"', '"0001-01-01T00:00:00+23:59"']
# Areas whose routes the walk covers; Django's admin is Django's.
AREAS = ("api", "widget", "console", "dpo", "portal", "demo")
JSON_AREAS = ("api", "widget")
_PARAM = re.compile(r"<(?:[^>:]+:)?([^>]+)>")


@pytest.fixture
def world(db, settings):
    # The rate limits have their own tests; here they would only turn answers into 429s.
    settings.API_KEY_RATE = "100000/m"
    settings.PORTAL_RATE = "100000/m"
    for name in ("WIDGET_RATE_START", "WIDGET_RATE_MESSAGE", "WIDGET_RATE_READ", "WIDGET_RATE_IP"):
        setattr(settings, name, "100000/m")
    tenant, _ = create_tenant(slug="fuzz", name="Fuzz")
    world = build_world(tenant, label="fi")
    world.params["slug"] = CATALOGUE[0].slug  # the demo shop's product pages
    return world


def clients_for(world) -> dict:
    return {
        "api": world.api,
        "widget": APIClient(enforce_csrf_checks=True, HTTP_ORIGIN="http://shop.test"),
        # The owner acts on cases and may unmask; the DPO has the DPO pages.
        "console": world.staff_client("owner"),
        "dpo": world.staff_client("dpo"),
        "portal": world.portal_client() or Client(),
        "demo": Client(),
    }


def routes():
    """(route, area) of every pattern in the areas above."""
    for route, _pattern in walk():
        area = area_of(route)
        if area in AREAS:
            yield route, area


def url_of(route: str, values: dict) -> str:
    """The route filled in, each value percent-encoded (a NUL travels as %00)."""
    return "/" + _PARAM.sub(lambda m: quote(str(values[m.group(1)]), safe=""), route)


def send(client, method: str, url: str, body: str | None = None, content_type=None):
    """One request in a savepoint: a database error in it cannot spoil the ones after it.

    Returns the response, or the exception a server error raised through the test client."""
    try:
        with transaction.atomic():
            if body is None and method == "get":
                return client.get(url)
            return client.generic(
                method.upper(), url, body or "", content_type=content_type or "application/json"
            )
    except Exception as exc:  # the test client re-raises what the view raised: a 500
        return exc


def problem_of(area: str, method: str, url: str, answer) -> str | None:
    if isinstance(answer, Exception):
        return f"{method.upper()} {url!r} ({area}): {type(answer).__name__}: {answer}"[:400]
    if answer.status_code >= 500:
        return f"{method.upper()} {url!r} ({area}): {answer.status_code}"
    if area in JSON_AREAS and answer.status_code >= 400:
        try:
            error = answer.json()["error"]
            assert isinstance(error["code"], str) and isinstance(error["fields"], dict)
        except Exception:
            return f"{method.upper()} {url!r} ({area}): {answer.status_code} without the envelope"
    return None


def test_hostile_path_ids_are_never_a_server_error(world):
    clients = clients_for(world)
    problems, sent = [], 0
    for route, area in routes():
        own = world.params_for("/" + route)
        for name in params_of(route):
            for value in HOSTILE_IDS:
                url = url_of(route, {**own, name: value})
                for method in METHODS:
                    body = None if method == "get" else "{}"
                    answer = send(clients[area], method, url, body)
                    sent += 1
                    problems.append(problem_of(area, method, url, answer))
    problems = [p for p in problems if p]
    assert sent > 500, f"only {sent} requests: did the walk find the routes?"
    assert not problems, "\n".join(problems[:40])


# Every query parameter a view reads (grep request.GET / query_params), and the forms' fields.
QUERY_NAMES = ["q", "view", "partial", "ref", "lang", "intent", "budget_tokens", "token", "page"]
QUERY_NAMES += ["actor", "action", "subject", "since", "until"]


def test_hostile_query_parameters_are_never_a_server_error(world):
    clients = clients_for(world)
    problems = []
    for route, area in routes():
        url = url_of(route, world.params_for("/" + route))
        for value in ("a\x00b", "²", "9" * 40):
            query = urlencode({name: value for name in QUERY_NAMES})
            answer = send(clients[area], "get", f"{url}?{query}")
            problems.append(problem_of(area, "get", f"{url}?{query[:60]}", answer))
    problems = [p for p in problems if p]
    assert not problems, "\n".join(problems[:40])


def test_deeply_nested_bodies_are_never_a_server_error(world):
    clients = clients_for(world)
    problems, malformed = [], set()
    for route, area in routes():
        url = url_of(route, world.params_for("/" + route))
        for method in ("post", "put", "patch"):
            for body in NESTED:
                answer = send(clients[area], method, url, body)
                problems.append(problem_of(area, method, url, answer))
                if area in JSON_AREAS and getattr(answer, "status_code", 0) == 400:
                    if answer.json()["error"]["code"] == "malformed":
                        malformed.add(f"{method} {route}")
    problems = [p for p in problems if p]
    assert not problems, "\n".join(problems[:40])
    # The parser was reached, not only 404s and 405s: the routes with a key in the path too.
    assert {
        "post api/v1/sessions/<text:key>/messages",
        "post api/v1/subjects/<text:ref>/memories",
        "patch api/v1/subjects/<text:ref>/memories/<text:memory_id>",
        "put api/v1/subjects/<text:ref>/consents/<text:purpose>",
        "post widget/v1/sites/<text:public_id>/sessions",
        "post widget/v1/sites/<text:public_id>/sessions/<text:key>/messages",
    } <= malformed, sorted(malformed)


def _schema_fields(schema: dict, components: dict) -> list[tuple[str, str]]:
    """(name, kind) of a request body's top-level number and date-time properties."""
    if "$ref" in schema:
        schema = components[schema["$ref"].rsplit("/", 1)[-1]]
    found = []
    for name, prop in (schema.get("properties") or {}).items():
        if "$ref" in prop or "allOf" in prop:
            continue
        if prop.get("type") in ("integer", "number"):
            found.append((name, "number"))
        elif prop.get("format") in ("date-time", "date"):
            found.append((name, "datetime"))
    return found


def test_huge_numbers_in_the_apis_numeric_fields_are_never_a_server_error(world):
    schema = json.loads(Client().get("/api/schema/?format=json").content)
    components = schema["components"]["schemas"]
    clients = clients_for(world)
    problems, checked = [], set()
    for path, operations in schema["paths"].items():
        area = "widget" if path.startswith("/widget/") else "api"
        own = world.params_for(path)
        url = path.format(**{name: quote(str(value), safe="") for name, value in own.items()})
        for method, operation in operations.items():
            for parameter in operation.get("parameters", []):
                kind = parameter.get("schema", {}).get("type")
                if parameter["in"] != "query" or kind not in ("integer", "number"):
                    continue
                checked.add(f"{path}?{parameter['name']}")
                for value in HUGE_NUMBERS:
                    query = urlencode({parameter["name"]: value})
                    answer = send(clients[area], method, f"{url}?{query}")
                    problems.append(problem_of(area, method, f"{url}?{query}", answer))
            content = operation.get("requestBody", {}).get("content", {})
            body_schema = content.get("application/json", {}).get("schema")
            for name, kind in _schema_fields(body_schema or {}, components):
                checked.add(f"{method} {path} {name}")
                for literal in HUGE_NUMBERS if kind == "number" else EXTREME_DATETIMES:
                    answer = send(clients[area], method, url, f'{{"{name}": {literal}}}')
                    problems.append(problem_of(area, method, f"{url} {name}={literal}", answer))
    problems = [p for p in problems if p]
    assert not problems, "\n".join(problems[:40])
    assert "/api/v1/sessions/{key}/context?budget_tokens" in checked
    assert any(field.endswith(" sent_at") for field in checked), checked


class _Forms(HTMLParser):
    """The forms of a page: method, action and their fields with the values the page gives."""

    def __init__(self):
        super().__init__()
        self.forms: list[dict] = []
        self._select: str | None = None
        self._textarea: str | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self.forms.append(
                {
                    "method": (attrs.get("method") or "get").lower(),
                    "action": attrs.get("action") or "",
                    "fields": {},
                    "types": {},
                }
            )
            return
        if not self.forms:
            return
        form = self.forms[-1]
        if tag == "option" and self._select:
            # The selected option, else the first.
            if "selected" in attrs or not form["fields"][self._select]:
                form["fields"][self._select] = attrs.get("value") or ""
            return
        name = attrs.get("name")
        if not name:
            return
        if tag == "input":
            kind = (attrs.get("type") or "text").lower()
            if kind in ("checkbox", "radio") and "checked" not in attrs:
                return
            form["fields"][name] = attrs.get("value") or ""
            form["types"][name] = kind
        elif tag == "select":
            self._select = name
            form["fields"].setdefault(name, "")
            form["types"][name] = "select"
        elif tag == "textarea":
            self._textarea = name
            form["fields"][name] = ""
            form["types"][name] = "textarea"

    def handle_endtag(self, tag):
        if tag == "select":
            self._select = None
        elif tag == "textarea":
            self._textarea = None

    def handle_data(self, data):
        if self._textarea and self.forms:
            self.forms[-1]["fields"][self._textarea] += data


def test_huge_numbers_in_the_pages_numeric_fields_are_never_a_server_error(world):
    clients = clients_for(world)
    problems, fields_seen = [], {"number": 0, "date": 0}
    for route, area in routes():
        if area in JSON_AREAS:
            continue
        page_url = url_of(route, world.params_for("/" + route))
        page = clients[area].get(page_url)
        if page.status_code != 200 or not page["Content-Type"].startswith("text/html"):
            continue
        parser = _Forms()
        parser.feed(page.content.decode())
        for form in parser.forms:
            target = form["action"] or page_url
            if urlsplit(target).netloc:
                continue  # another site's form
            hostile = {
                name: HUGE_NUMBERS if kind == "number" else EXTREME_DATES
                for name, kind in form["types"].items()
                if kind in ("number", "date")
            }
            for name, values in hostile.items():
                fields_seen[form["types"][name]] += 1
                for value in values:
                    data = {**form["fields"], name: value}
                    if form["method"] == "get":
                        url = f"{urlsplit(target).path}?{urlencode(data)}"
                        answer = send(clients[area], "get", url)
                    else:
                        url = urlsplit(target).path
                        answer = send(
                            clients[area],
                            "post",
                            url,
                            urlencode(data),
                            content_type="application/x-www-form-urlencoded",
                        )
                    problems.append(problem_of(area, form["method"], f"{url} {name}", answer))
    problems = [p for p in problems if p]
    assert not problems, "\n".join(problems[:40])
    # The DPO's retention form (an amount per storage type) and the audit log's period filter.
    assert fields_seen["number"] >= 5, fields_seen
    assert fields_seen["date"] >= 2, fields_seen
