"""Shared fixtures: tenants, API clients, staff users. Tests run on PostgreSQL and Redis only."""

import pytest
from django.db import connection
from rest_framework.test import APIClient

from tenants.services import create_api_key, create_staff, create_tenant, ensure_site


def pytest_configure(config):
    from django.conf import settings
    from django.test.signals import setting_changed

    from tests.settings_guard import on_setting_changed

    setting_changed.connect(on_setting_changed, dispatch_uid="tests.settings_guard")

    if not settings.DATABASES["default"]["ENGINE"].endswith(".postgresql"):
        pytest.exit(
            "Tests run on PostgreSQL only: use `make test`, or set DATABASE_URL to a "
            "postgres:// URL (see the README).",
            returncode=2,
        )


# Tests that start whole stacks, kill services or time a kill into a task: under `make test`'s
# workers (pytest-xdist, --dist loadgroup) they run one after another in one worker, so that
# they never compete with each other for the machine (tests/xdist_env.py).
_STACK_TESTS = ("tests/e2e/", "tests/hardening/test_fault_", "tests/hardening/test_run_prod.py")


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.nodeid.startswith(_STACK_TESTS):
            item.add_marker(pytest.mark.xdist_group("stack"))


@pytest.fixture(autouse=True)
def _clear_cache():
    """Each test starts with an empty cache (the Redis test database is shared)."""
    from django.core.cache import cache

    cache.clear()
    yield


@pytest.fixture
def tenant(db):
    tenant, _ = create_tenant(slug="acme", name="Acme Shop")
    return tenant


@pytest.fixture
def other_tenant(db):
    tenant, _ = create_tenant(slug="globex", name="Globex")
    return tenant


@pytest.fixture
def site(tenant):
    return ensure_site(tenant=tenant, name="Acme web", allowed_origins=["http://shop.test"])


@pytest.fixture
def api_key(tenant):
    _, raw = create_api_key(tenant=tenant)
    return raw


@pytest.fixture
def api(api_key):
    """An API client of the `tenant` fixture's tenant."""
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key}")
    return client


@pytest.fixture
def other_api(other_tenant):
    """An API client of another tenant."""
    _, raw = create_api_key(tenant=other_tenant)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    return client


@pytest.fixture
def make_staff(tenant):
    def make(role: str, username: str | None = None, tenant_=None):
        user, _ = create_staff(
            username=username or f"{role}-user",
            tenant=tenant_ or tenant,
            role=role,
            password="correct horse battery staple",
        )
        return user

    return make


@pytest.fixture
def is_postgres():
    return connection.vendor == "postgresql"


@pytest.fixture
def asgi_server(transactional_db, settings):
    """A real uvicorn serving the project on a free loopback port; its URL is `.url`."""
    from channels import DEFAULT_CHANNEL_LAYER
    from channels.layers import channel_layers
    from django.db import connections

    from tests.liveserver import start_live_server

    settings.ALLOWED_HOSTS = ["127.0.0.1", "localhost", "testserver"]
    # A fresh channel layer for this server's event loop: channels-redis binds its receive state
    # to the loop that first received, and an earlier test's loop in this process (an earlier live
    # server, a socket test) may still hold it ("Two event loops are trying to receive() on one
    # channel layer at once!"), which depends on the order tests run in. `set` is channels' own
    # hook for swapping layers in tests.
    channel_layers.set(DEFAULT_CHANNEL_LAYER, channel_layers.make_backend(DEFAULT_CHANNEL_LAYER))
    # The server's worker threads open their own connections; closing each at the end of its
    # request (instead of keeping it for CONN_MAX_AGE) lets the test database be dropped cleanly.
    db_settings = connections.settings["default"]
    kept_max_age = db_settings.get("CONN_MAX_AGE", 0)
    db_settings["CONN_MAX_AGE"] = 0
    server = start_live_server()
    yield server
    server.stop()
    db_settings["CONN_MAX_AGE"] = kept_max_age


CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def playwright_driver():
    """Playwright's sync driver, one per test run (it keeps an event loop in this thread)."""
    import os

    from playwright.sync_api import sync_playwright

    # Django's ORM calls from the test itself are still synchronous, so its async-safety guard
    # does not apply here.
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def chromium(playwright_driver):
    """Debian's Chromium driven by Playwright; never a browser downloaded by a tool."""
    import tempfile

    with tempfile.TemporaryDirectory() as profile:
        context = playwright_driver.chromium.launch_persistent_context(
            profile,
            executable_path="/usr/bin/chromium",
            args=CHROMIUM_ARGS,
            headless=True,
        )
        yield context
        context.close()


@pytest.fixture
def two_contexts(playwright_driver):
    """Two browser contexts of one Debian Chromium, each with its own cookies, storage and
    cache: a visitor and an agent who share nothing but the servers."""
    browser = playwright_driver.chromium.launch(
        executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS, headless=True
    )
    yield browser.new_context(), browser.new_context()
    browser.close()


@pytest.fixture
def page(chromium):
    """A fresh browser page (cookies and storage cleared between tests)."""
    chromium.clear_cookies()
    page = chromium.new_page()
    yield page
    page.close()


@pytest.fixture
def fake():
    """A local HTTP server standing in for a model or a bot webhook (tests/fake_http.py)."""
    from tests.fake_http import start_fake_server

    fake, server = start_fake_server()
    yield fake
    server.shutdown()
    server.server_close()


@pytest.fixture
def client_in():
    """A signed-in test client whose browser asks for `lang`."""
    from django.test import Client

    def make(user, lang: str) -> Client:
        client = Client(HTTP_ACCEPT_LANGUAGE=lang)
        client.force_login(user)
        return client

    return make


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    """In-process tests hash staff passwords with a fast hasher (one PBKDF2 hash costs about a
    second here, and passwords are not what those tests check); hashes made by another hasher still
    verify. The production hashers run wherever the real processes run: tests/e2e,
    tests/hardening/test_run_prod.py and every subprocess-based test."""
    from django.conf import global_settings

    settings.PASSWORD_HASHERS = [
        "django.contrib.auth.hashers.MD5PasswordHasher",
        *global_settings.PASSWORD_HASHERS,
    ]


@pytest.fixture(autouse=True)
def _analytics_written_at_once(settings):
    """Counters are written in the test's own transaction; tests/privacy/test_analytics_buffer.py
    covers the per-process summing of a server."""
    settings.ANALYTICS_FLUSH_SECONDS = 0


@pytest.fixture(autouse=True)
def _default_language_afterwards():
    """A request in another language leaves it active in the thread; the next test starts anew."""
    from django.utils import translation

    yield
    translation.deactivate()
