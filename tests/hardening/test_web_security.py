"""Web security: CSP without inline code, cookie flags, HSTS, CSRF on every form, login
throttling, and rate limits per API key and per customer-page link."""

import re
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.template import engines
from django.test import Client
from django.urls import URLPattern
from rest_framework.test import APIClient
from rest_framework.views import APIView

from tenants.services import create_api_key
from tests.hardening.test_isolation_matrix import walk

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "correct horse battery staple"
# Served nowhere: the readable index.html inside an access-export ZIP, opened from disk.
NOT_SERVED = {"privacy/export_index_head.html"}
INLINE = [
    (re.compile(r"<script(?![^>]*\bsrc=)[^>]*>", re.I), "an inline <script>"),
    (re.compile(r"<style\b", re.I), "a <style> block"),
    (re.compile(r"\sstyle\s*=", re.I), "a style attribute"),
    (re.compile(r"\son[a-z]+\s*=", re.I), "an inline event handler"),
    (re.compile(r"javascript:", re.I), "a javascript: URL"),
]


def project_templates():
    """Every template file of the project (not of third-party packages)."""
    directories = [Path(d) for d in engines["django"].engine.dirs]
    directories += [
        ROOT / app / "templates" for app in ("memory", "handover", "privacy", "tenants")
    ]
    for directory in directories:
        if directory.is_dir():
            for path in sorted(directory.rglob("*.html")):
                yield path.relative_to(directory).as_posix(), path.read_text()


def test_no_template_has_inline_script_or_style():
    found = [
        f"{name}: {what}"
        for name, text in project_templates()
        if name not in NOT_SERVED
        for pattern, what in INLINE
        if pattern.search(text)
    ]
    assert not found, "move these into static files (the CSP forbids them):\n" + "\n".join(found)


def test_every_post_form_carries_a_csrf_token():
    missing = []
    for name, text in project_templates():
        for form in re.findall(r"<form\b.*?</form>", text, flags=re.S | re.I):
            if re.search(r'method\s*=\s*"?post', form, re.I) and "csrf_token" not in form:
                missing.append(name)
    assert not missing, f"POST forms without {{% csrf_token %}}: {missing}"


# Plain views exempt from CSRF only so that an unsafe method gets the API's JSON envelope instead
# of Django's CSRF page: they change nothing whatever the method (checked below with a signed-in
# colleague's cookie).
REFUSING_EVERY_UNSAFE_METHOD = {
    "api/v1/exports/<uuid:export_id>/download",  # the signed link's GET; anything else a 405
    "^(?:api|widget)/v1(?:/|$)",  # the catch-all: a 404 for a path no route serves
}


@pytest.mark.django_db
def test_plain_csrf_exempt_views_refuse_every_unsafe_method(make_staff):
    client = Client(enforce_csrf_checks=True)
    client.force_login(make_staff("owner", "olga"))
    paths = {
        "api/v1/exports/<uuid:export_id>/download": (
            "/api/v1/exports/00000000-0000-0000-0000-000000000000/download",
            405,
        ),
        "^(?:api|widget)/v1(?:/|$)": ("/api/v1/no-such-route/", 404),
    }
    assert set(paths) == REFUSING_EVERY_UNSAFE_METHOD
    for path, status in paths.values():
        for method in ("post", "put", "patch", "delete"):
            response = getattr(client, method)(path, data="{}", content_type="application/json")
            assert response.status_code == status, (method, path)
            assert response["Content-Type"] == "application/json"


def test_only_api_views_are_exempt_from_csrf():
    """CSRF-exempt views must be DRF views that authenticate without cookies."""
    exempt = []
    for route, pattern in walk():
        if not isinstance(pattern, URLPattern):
            continue
        callback = pattern.callback
        if not getattr(callback, "csrf_exempt", False):
            continue
        view_class = getattr(callback, "cls", None) or getattr(callback, "view_class", None)
        if view_class is None or not issubclass(view_class, APIView):
            if route not in REFUSING_EVERY_UNSAFE_METHOD:
                exempt.append(route)
            continue
        classes = view_class().get_authenticators()
        if any(type(a).__name__ == "SessionAuthentication" for a in classes):
            exempt.append(route)
    assert not exempt, f"CSRF-exempt views that a cookie could drive: {exempt}"


@pytest.mark.django_db
def test_pages_carry_a_strict_content_security_policy():
    for url in ("/console/login/", "/api/docs/"):
        response = Client().get(url)
        assert response.status_code == 200
        policy = response["Content-Security-Policy"]
        assert "default-src 'self'" in policy
        assert "script-src 'self'" in policy and "style-src 'self'" in policy
        assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
        assert "frame-ancestors 'none'" in policy


@pytest.mark.django_db
def test_api_docs_script_is_a_file_not_inline():
    page = Client().get("/api/docs/").content.decode()
    assert "<style" not in page
    scripts = re.findall(r"<script\b[^>]*>", page)
    assert scripts and all("src=" in tag for tag in scripts)
    script_url = re.search(r'<script src="([^"]*\?script[^"]*)"', page).group(1)
    script = Client().get(script_url.replace("&amp;", "&"))
    assert script.status_code == 200
    assert "SwaggerUIBundle" in script.content.decode()


@pytest.mark.django_db
def test_cookies_are_secure_httponly_and_samesite(make_staff):
    make_staff("agent", username="kim")
    client = Client()
    client.get("/console/login/")
    csrf = client.cookies["csrftoken"]
    assert csrf["secure"] and csrf["samesite"] == "Lax"
    response = client.post(
        "/console/login/",
        {"username": "kim", "password": PASSWORD, "csrfmiddlewaretoken": csrf.value},
    )
    assert response.status_code == 302
    session = response.cookies[django_settings.SESSION_COOKIE_NAME]
    assert session["secure"] and session["httponly"] and session["samesite"] == "Lax"


@pytest.mark.django_db
def test_hsts_behind_tls():
    response = Client().get("/healthz", headers={"x-forwarded-proto": "https"})
    assert "max-age=31536000" in response["Strict-Transport-Security"]
    assert "includeSubDomains" in response["Strict-Transport-Security"]


@pytest.mark.django_db
def test_login_is_throttled_per_username_and_address(make_staff, settings):
    make_staff("agent", username="kim")
    make_staff("agent", username="lee")
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        response = client.post("/console/login/", {"username": "kim", "password": "wrong"})
        assert response.status_code == 200  # the form again, with its error
    # The last allowed failure locks the pair; from then on even the right password is refused.
    assert client.post("/console/login/", {"username": "kim", "password": "x"}).status_code == 429
    locked = client.post("/console/login/", {"username": "kim", "password": PASSWORD})
    assert locked.status_code == 429
    assert "Too many sign-in attempts" in locked.content.decode()
    # Someone else from the same address signs in as usual.
    other = client.post("/console/login/", {"username": "lee", "password": PASSWORD})
    assert other.status_code == 302


@pytest.mark.django_db
def test_api_rate_limit_is_per_key_with_retry_after(api, tenant, settings):
    settings.API_KEY_RATE = "3/h"
    for _ in range(3):
        assert api.post("/api/v1/sessions", {}, format="json").status_code == 201
    limited = api.post("/api/v1/sessions", {}, format="json")
    assert limited.status_code == 429
    assert limited.json()["error"]["code"] == "rate_limited"
    assert set(limited.json()["error"]) == {"code", "message", "fields"}
    assert 1 <= int(limited["Retry-After"]) <= 3600
    # Another key of the same tenant has its own budget.
    _, raw = create_api_key(tenant=tenant)
    other = APIClient()
    other.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    assert other.post("/api/v1/sessions", {}, format="json").status_code == 201


@pytest.mark.django_db
def test_api_rate_limit_also_holds_with_a_local_cache(api, settings):
    # Without Redis (make run's embedded defaults) django-ratelimit counts in the local cache.
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    settings.API_KEY_RATE = "2/h"
    for _ in range(2):
        assert api.post("/api/v1/sessions", {}, format="json").status_code == 201
    limited = api.post("/api/v1/sessions", {}, format="json")
    assert limited.status_code == 429 and 1 <= int(limited["Retry-After"]) <= 3600


@pytest.mark.django_db
def test_portal_rate_limit_is_per_link(settings):
    settings.PORTAL_RATE = "3/h"
    first, second = Client(), Client()
    for _ in range(3):
        assert first.get("/me/open/link-one").status_code != 429
    limited = first.get("/me/open/link-one")
    assert limited.status_code == 429 and limited["Retry-After"]
    # Another link is counted apart.
    assert second.get("/me/open/link-two").status_code != 429


@pytest.mark.django_db
@pytest.mark.parametrize(
    "lang,query,title",
    [("nl", "", "Te veel verzoeken"), ("en", "?lang=da", "For mange forespørgsler")],
)
def test_the_portal_rate_limit_page_speaks_the_visitors_language(settings, lang, query, title):
    settings.PORTAL_RATE = "1/h"
    client = Client(HTTP_ACCEPT_LANGUAGE=lang)
    client.get(f"/me/open/link-one{query}")
    limited = client.get(f"/me/open/link-one{query}")
    assert limited.status_code == 429
    page = limited.content.decode()
    expected = "da" if query else lang
    assert f'<html lang="{expected}">' in page and f"<h1>{title}</h1>" in page


@pytest.mark.django_db
def test_the_api_skips_the_pages_session_and_messages_middleware(api):
    response = api.post("/api/v1/sessions", {}, format="json")
    assert response.status_code == 201
    assert not response.cookies
    request = response.wsgi_request
    assert not hasattr(request, "session") and not hasattr(request, "_messages")
    # The pages still have all of them, and so has the export download (a DPO may be signed in).
    download = Client().get("/api/v1/exports/00000000-0000-0000-0000-000000000000/download")
    assert download.status_code == 404 and hasattr(download.wsgi_request, "session")
    page = Client().get("/console/login/")
    assert page.status_code == 200
    assert hasattr(page.wsgi_request, "session") and hasattr(page.wsgi_request, "_messages")
