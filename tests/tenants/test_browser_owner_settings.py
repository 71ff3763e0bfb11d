"""The owners' settings in Chromium at 390 px, in English and German: a key is shown once with a
copy button, the staff page fits the narrow screen; the customer's confirmation step."""

import os
from pathlib import Path

import pytest

from tenants.models import User
from tenants.services import create_staff

pytestmark = pytest.mark.browser

DOCS = Path(__file__).resolve().parents[2] / "docs"


def _shot(page, name: str, tmp_path) -> None:
    target = DOCS if os.environ.get("UPDATE_SCREENSHOTS") else tmp_path
    page.screenshot(path=str(target / name), full_page=True)


def _sign_in(page, url: str, lang: str) -> None:
    page.goto(f"{url}/console/login/")
    page.context.add_cookies([{"name": "django_language", "value": lang, "url": url}])
    page.goto(f"{url}/console/login/")
    page.fill("input[name=username]", "olivia")
    page.fill("input[name=password]", "correct horse battery staple")
    page.locator("form:has(input[name=username]) button[type=submit]").click()
    page.wait_for_load_state()


@pytest.mark.parametrize(
    ("lang", "create", "title", "invite", "done"),
    [
        ("en", "Create key", "Your new API key", "Invite", "Password set"),
        ("de", "Schlüssel erstellen", "Ihr neuer API-Schlüssel", "Einladen", "Passwort festgelegt"),
    ],
)
def test_an_owner_creates_a_key_and_invites_someone_at_390_px(
    asgi_server, tenant, site, page, tmp_path, lang, create, title, invite, done
):
    create_staff(
        username="olivia", tenant=tenant, role="owner", password="correct horse battery staple"
    )
    page.set_viewport_size({"width": 390, "height": 844})
    _sign_in(page, asgi_server.url, lang)
    page.goto(f"{asgi_server.url}/console/settings/api-keys/")
    page.get_by_role("button", name=create).click()
    page.wait_for_load_state()
    assert page.get_by_role("heading", name=title).is_visible()
    key = page.locator("#secret-value").input_value()
    assert key.startswith("cm_")
    widest = page.evaluate(
        "[...document.querySelectorAll('body *')]"
        ".filter(e => e.getBoundingClientRect().right > 391)"
        ".map(e => e.tagName + '.' + e.className).slice(0, 5).join(' ')"
    )
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, widest
    _shot(page, f"owner-api-key-{lang}.png", tmp_path)
    page.goto(f"{asgi_server.url}/console/settings/api-keys/")
    assert page.locator("#secret-value").count() == 0

    page.goto(f"{asgi_server.url}/console/settings/sites/{site.pk}/")
    assert "data-site" in page.locator("#snippet").input_value()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    _shot(page, f"owner-site-{lang}.png", tmp_path)

    # An invitation: the one-time link is shown once; the invited person sets a password with it.
    page.goto(f"{asgi_server.url}/console/settings/staff/")
    page.fill("input[name=username]", "ben")
    page.get_by_role("button", name=invite, exact=True).click()
    page.wait_for_load_state()
    link = page.locator("#secret-value").input_value()
    assert "/console/welcome/" in link
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.context.clear_cookies()
    page.context.add_cookies([{"name": "django_language", "value": lang, "url": asgi_server.url}])
    page.goto(link)
    page.fill("input[name=new_password1]", "a long new secret 42")
    page.fill("input[name=new_password2]", "a long new secret 42")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.locator("form button[type=submit]").last.click()
    page.wait_for_load_state()
    assert page.get_by_role("heading", name=done).is_visible()
    assert User.objects.get(username="ben").check_password("a long new secret 42")
