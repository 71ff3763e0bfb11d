"""Tenant isolation, walked over every URL pattern of the project.

The patterns come from the URL conf itself, so an endpoint or page added later is checked without
anyone listing it: each pattern falls into an area by its route prefix (a route in no area fails
the test until it is classified), and each path parameter is filled from a seeded world (an
unknown parameter name fails too). For every pattern that names an object:

- tenant A's API key, staff and widget site asking for tenant B's object get exactly what they get
  for an object that exists nowhere (404; or 405 for a method the route lacks, 400 for a body
  checked before the lookup, 403 for a role refused before the lookup), never the object;
- A asking for A's own object does not get 404 (so the 404s above are not an artefact of wrong
  ids);
- a customer holding the portal cookie of one subject gets 404 for another subject's entries;
- anonymous callers get 401 (API) or the login page (console, DPO); wrong-role staff the refusal.

Afterwards B's objects are checked to be unchanged. Pages without an object id (lists, queues)
must not mention any of B's identifiers.
"""

import re
from urllib.parse import urlsplit

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from rest_framework.test import APIClient

from tenants.services import create_tenant
from tests.hardening.world import build_world

# Routes that hold no tenant data (or only the caller's own, like the login form).
PUBLIC = {
    "",
    "healthz",
    "api/schema/",
    "api/docs/",
    "console/login/",
    "console/logout/",
    "i18n/setlang/",
    "^(?:api|widget)/v1(?:/|$)",  # the JSON 404 for any other path there
}
# Route prefix -> area; the first match wins, so longer prefixes come first.
AREAS = [
    ("api/v1/", "api"),
    ("widget/v1/", "widget"),
    ("console/", "console"),
    ("dpo/", "dpo"),
    ("me/", "portal"),
    ("demo/", "demo"),
    ("admin/", "admin"),
]
METHODS = ["get", "post", "put", "patch", "delete"]
# Parameters that carry no tenant's object (the value is the same for everyone).
SHARED_PARAMS = {"purpose"}
# The portal link token is the bearer credential itself: holding B's link is being B's customer.
# The route is checked with a forged token instead (refused, never a page).
CREDENTIAL_PARAMS = {"token"}
_PARAM = re.compile(r"<(?:(?P<converter>[^>:]+):)?(?P<name>[^>]+)>")


def walk(resolvers=None, prefix: str = ""):
    """Every URL pattern as (full route, pattern), resolvers flattened."""
    for entry in resolvers if resolvers is not None else get_resolver().url_patterns:
        if isinstance(entry, URLResolver):
            yield from walk(entry.url_patterns, prefix + str(entry.pattern))
        elif isinstance(entry, URLPattern):
            yield prefix + str(entry.pattern), entry


def area_of(route: str) -> str | None:
    if route in PUBLIC:
        return "public"
    for prefix, area in AREAS:
        if route.startswith(prefix):
            return area
    return None


def params_of(route: str) -> list[str]:
    return [m.group("name") for m in _PARAM.finditer(route)]


def fill(route: str, values: dict) -> str:
    return "/" + _PARAM.sub(lambda m: str(values[m.group("name")]), route)


# Values that name no object of anyone's.
NOWHERE = {
    "key": "k" * 43,
    "key_spare": "k" * 43,
    "ref": "no-such-customer",
    "memory_id": "987654321",
    "pk": "987654321",
    "export_id": "00000000-0000-4000-8000-000000000000",
    "event_id": "987654321",
    "public_id": "no-such-site",
    "purpose": "memory",
}
# Routes authorised by a signed link rather than the API key: an anonymous call is a 404 too,
# and the seeded (still queued) export has no file to download yet.
SIGNED_LINK_ROUTES = {"api/v1/exports/<uuid:export_id>/download"}


def call(client, method: str, url: str):
    if isinstance(client, APIClient):
        return getattr(client, method)(url, {}, format="json")
    if method == "get":
        return client.get(url)
    return getattr(client, method)(url, {}, content_type="application/x-www-form-urlencoded")


def is_login_page(response) -> bool:
    return response.status_code == 302 and urlsplit(response["Location"]).path == "/console/login/"


@pytest.fixture
def worlds(db, settings):
    tenant_a, _ = create_tenant(slug="tenant-a", name="Tenant A")
    tenant_b, _ = create_tenant(slug="tenant-b", name="Tenant B")
    return build_world(tenant_a, label="a"), build_world(tenant_b, label="b")


def test_every_route_is_isolated_between_tenants(worlds):
    a, b = worlds
    b_snapshot = b.api.get(f"/api/v1/sessions/{b.params['key']}").json()
    routes = list(walk())
    unclassified = [route for route, _ in routes if area_of(route) is None]
    assert not unclassified, f"classify these routes in AREAS or PUBLIC: {unclassified}"
    unknown = {
        name
        for route, _ in routes
        if area_of(route) not in ("public", "admin", "demo")
        for name in params_of(route)
        if name not in a.params
    }
    assert not unknown, f"seed these path parameters in tests/hardening/world.py: {unknown}"

    problems: list[str] = []
    checked = found_404 = 0
    portal_a = a.portal_client()
    staff = {role: a.staff_client(role) for role in ("agent", "owner", "dpo")}
    for route, _pattern in routes:
        area = area_of(route)
        names = params_of(route)
        if area in ("public", "demo", "admin") or not names:
            continue
        if CREDENTIAL_PARAMS & set(names):
            response = Client().get(fill(route, {**a.params, "token": "forged-" + "x" * 40}))
            if response.status_code < 400:
                problems.append(f"{route}: a forged link token gave {response.status_code}")
            continue
        foreign = {
            **b.params_for(route),
            **{n: a.params[n] for n in SHARED_PARAMS if n in a.params},
        }
        own = a.params_for(route)
        clients = {
            "api": [a.api],
            # A's site with B's session key: the session belongs to another tenant's site.
            "widget": [APIClient()],
            # An acting role and a reading one (the DPO reads cases but does not work on them).
            "console": [staff["agent"], staff["dpo"]],
            "dpo": [staff["dpo"]],
            "portal": [portal_a] if portal_a else [],
        }[area]
        if area == "widget":
            foreign = {**foreign, "public_id": a.params["public_id"]}
            if names == ["public_id"]:
                continue  # only the caller's own site: no other tenant's object to ask for
        nowhere = {**NOWHERE, **{n: foreign[n] for n in SHARED_PARAMS if n in foreign}}
        if area == "widget":
            nowhere["public_id"] = a.params["public_id"]
        for client in clients:
            statuses, baseline = {}, {}
            for method in METHODS:
                statuses[method] = call(client, method, fill(route, foreign)).status_code
                baseline[method] = call(client, method, fill(route, nowhere)).status_code
            checked += 1
            found_404 += 404 in statuses.values()
            if statuses != baseline or set(statuses.values()) == {405}:
                problems.append(
                    f"{route} ({area}) with B's ids: {statuses}; with no object: {baseline}"
                )
        # The same request with A's own ids finds the object (a GET that exists is not 404).
        if clients and area != "widget" and route not in SIGNED_LINK_ROUTES:
            response = call(clients[0], "get", fill(route, own))
            if response.status_code == 404:
                problems.append(f"{route} ({area}): A's own object gave 404 on GET")
        if route not in SIGNED_LINK_ROUTES:
            problems.extend(_anonymous_problems(route, area, fill(route, foreign)))
        if area == "dpo":
            response = staff["agent"].get(fill(route, own))
            if response.status_code not in (403, 404, 405):
                problems.append(f"{route}: an agent reached a DPO page ({response.status_code})")

    assert checked >= 6, f"only {checked} route/client pairs were checked"
    assert found_404 >= checked // 2, f"only {found_404} of {checked} pairs reached a 404"
    assert not problems, "\n".join(problems)

    # Listing pages and endpoints without ids never show B's identifiers.
    secrets = {b.params[n] for n in ("key", "key_spare", "ref") if n in b.params}
    for route, _pattern in routes:
        area = area_of(route)
        if params_of(route) or area not in ("api", "console", "dpo", "portal"):
            continue
        client = {
            "api": a.api,
            "console": staff["owner"],
            "dpo": staff["dpo"],
            "portal": portal_a or Client(),
        }[area]
        response = client.get("/" + route)
        raw = (
            b"".join(response.streaming_content) if response.streaming else response.content
        )  # the customer's download is a streamed ZIP: its names are in plain bytes
        body = raw.decode(errors="replace")
        leaked = [value for value in secrets if value in body]
        assert not leaked, f"/{route} shows tenant B's identifiers"

    # Nothing A tried changed B's data.
    assert b.api.get(f"/api/v1/sessions/{b.params['key']}").json() == b_snapshot


def _anonymous_problems(route: str, area: str, url: str) -> list[str]:
    if area == "api":
        response = APIClient().get(url)
        if response.status_code not in (401, 405):
            return [f"{route}: anonymous API call gave {response.status_code}"]
    elif area in ("console", "dpo"):
        response = Client().get(url)
        if not is_login_page(response) and response.status_code != 405:
            return [f"{route}: anonymous page gave {response.status_code}, not the login page"]
    elif area == "portal":
        response = Client().get(url)
        if response.status_code < 400:
            return [f"{route}: a visitor without the page's cookie got {response.status_code}"]
    return []
