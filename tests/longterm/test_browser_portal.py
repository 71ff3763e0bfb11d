"""The customer page in Chromium: keyboard use, labels, editing, consent, languages."""

import os
from pathlib import Path

import pytest

from longterm import consent, portal
from longterm import services as longterm
from longterm.models import MemoryEntry
from memory.models import Subject

pytestmark = pytest.mark.browser

SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "portal.png"


def _seed(tenant):
    consent.set_consent(tenant=tenant, ref="cust-9", purpose="memory", granted=True)
    save = longterm.save_entry
    save(
        tenant=tenant,
        ref="cust-9",
        key="language",
        value="English",
        purpose="Answer in your language",
        provenance="explicit_user",
    )
    save(
        tenant=tenant,
        ref="cust-9",
        key="customer_number",
        value="K-104 233",
        type="customer_number",
        purpose="Find your orders faster",
        provenance="verified_system",
    )
    save(
        tenant=tenant,
        ref="cust-9",
        key="delivery_address",
        value="Ringstraße 9, 50667 Köln",
        type="delivery_address",
        purpose="Suggest where to deliver",
        provenance="confirmed_summary",
    )
    return Subject.objects.get(ref="cust-9")


def test_a_customer_reviews_and_changes_what_the_bot_remembers(asgi_server, tenant, page, tmp_path):
    subject = _seed(tenant)
    page.goto(f"{asgi_server.url}/me/open/{portal.make_link_token(subject)}?lang=en")
    assert page.url == f"{asgi_server.url}/me/?lang=en"  # the token left the address bar
    assert page.get_by_role("heading", name="What the assistant remembers about you").is_visible()
    assert page.get_by_text("K-104 233").is_visible()

    # Every visible field has a label, every button a name.
    for field in page.locator("input:not([type=hidden])").all():
        label = page.locator(f"label[for='{field.get_attribute('id')}']")
        assert label.count() == 1
    for button in page.get_by_role("button").all():
        assert button.inner_text().strip()

    shot = SCREENSHOT if os.environ.get("UPDATE_SCREENSHOTS") else tmp_path / "portal.png"
    shot.parent.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": 900, "height": 1200})
    page.screenshot(path=str(shot), full_page=True)

    # Keyboard only: reach "Confirm Delivery address" with Tab and press Enter.
    confirm = page.get_by_role("button", name="Confirm Delivery address")
    for _ in range(40):
        page.keyboard.press("Tab")
        if confirm.evaluate("el => el === document.activeElement"):
            break
    assert confirm.evaluate("el => el === document.activeElement")
    page.keyboard.press("Enter")
    page.wait_for_load_state()
    assert page.get_by_role("status").first.inner_text().startswith("Confirmed")
    assert MemoryEntry.objects.get(key="delivery_address").status == "active"

    # Edit a value through the disclosure, without any script of ours.
    page.get_by_text("Edit Your language").click()
    language = MemoryEntry.objects.get(key="language")
    page.locator(f"#value-{language.pk}").fill("Nederlands")
    page.get_by_role("button", name="Save").first.click()
    page.wait_for_load_state()
    assert page.get_by_text("Nederlands", exact=True).is_visible()
    assert MemoryEntry.objects.get(key="language").value == "Nederlands"

    page.get_by_role("button", name="This surprised me (Customer number)").click()
    page.wait_for_load_state()
    assert page.get_by_role("status").first.is_visible()

    # The page in German.
    page.get_by_role("link", name="Deutsch").click()
    assert page.get_by_role("heading", name="Was der Assistent über Sie weiß").is_visible()
    assert page.locator("html").get_attribute("lang") == "de"

    # Withdrawing consent asks first, then deletes everything at once.
    page.get_by_role("link", name="Einwilligung widerrufen…").click()
    assert page.get_by_role("heading", name="Einwilligung widerrufen?").is_visible()
    assert MemoryEntry.objects.exists()
    page.get_by_role("button", name="Einwilligung widerrufen und alles löschen").click()
    page.wait_for_load_state()
    assert page.get_by_text("Zurzeit ist nichts gespeichert.").is_visible()
    assert not MemoryEntry.objects.exists()


def test_an_expired_link_shows_a_clear_page_in_the_browser(asgi_server, tenant, page, settings):
    subject = _seed(tenant)
    token = portal.make_link_token(subject)
    page.goto(f"{asgi_server.url}/me/open/{token}x?lang=nl")
    assert page.get_by_role("heading", name="Deze link is ongeldig").is_visible()
    assert page.get_by_text("K-104 233").count() == 0
