"""The customer page in Chromium: keyboard use, labels, editing, consent, languages."""

import os
from pathlib import Path

import pytest

from longterm import consent, portal
from longterm import services as longterm
from longterm.models import MemoryEntry
from memory.models import Subject

pytestmark = pytest.mark.browser

DOCS = Path(__file__).resolve().parents[2] / "docs"
SCREENSHOT = DOCS / "portal.png"


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

    # Withdrawing consent is one click, as giving it is (MISSION), and deletes everything.
    assert MemoryEntry.objects.exists()
    page.get_by_role("button", name="Einwilligung widerrufen").click()
    page.wait_for_load_state()
    assert page.get_by_text("Zurzeit ist nichts gespeichert.").is_visible()
    assert not MemoryEntry.objects.exists()


def test_an_expired_link_shows_a_clear_page_in_the_browser(asgi_server, tenant, page, settings):
    subject = _seed(tenant)
    token = portal.make_link_token(subject)
    page.goto(f"{asgi_server.url}/me/open/{token}x?lang=nl")
    assert page.get_by_role("heading", name="Deze link is ongeldig").is_visible()
    assert page.get_by_text("K-104 233").count() == 0


NARROW = {"width": 390, "height": 844}


def _fits(page) -> None:
    widest = page.evaluate(
        "[...document.querySelectorAll('body *')]"
        ".filter(e => e.getBoundingClientRect().right > 391)"
        ".map(e => e.tagName + '.' + e.className).slice(0, 5).join(' ')"
    )
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, widest


@pytest.mark.parametrize(
    ("lang", "heading", "waiting", "cancel", "left"),
    [
        ("en", "What the assistant remembers about you", "Waiting for your answer",
         "Cancel, keep everything", "How to come back"),
        ("da", "Hvad assistenten husker om dig", "Venter på dit svar",
         "Annullér, behold alt", "Sådan kommer du tilbage"),
    ],
)  # fmt: skip
def test_the_customer_page_at_390_px(
    asgi_server, tenant, site, page, tmp_path, lang, heading, waiting, cancel, left
):
    """On a phone: the pending entry first, the edit box on its own row beside nothing squeezed,
    a confirmation step before forgetting, and after leaving the way back."""
    subject = _seed(tenant)
    longterm.save_entry(
        tenant=tenant,
        ref="cust-9",
        key="note_i_prefer_delivery_to",
        value="I prefer delivery to the back door",
        purpose="Deliver as you asked",
        provenance="confirmed_summary",
    )
    page.set_viewport_size(NARROW)
    page.goto(f"{asgi_server.url}/me/open/{portal.make_link_token(subject)}?lang={lang}")
    assert page.get_by_role("heading", name=heading).is_visible()
    first = page.locator("li.entry").first
    assert "pending" in first.get_attribute("class") and waiting in first.inner_text()
    assert "note_i_prefer" not in page.content()
    _fits(page)
    shot = DOCS if os.environ.get("UPDATE_SCREENSHOTS") else tmp_path
    page.screenshot(path=str(shot / f"portal-390-{lang}.png"), full_page=True)

    # The edit box opens on its own row; every button of the entry stays whole and on screen.
    entry = page.locator("li.entry").nth(1)
    entry.locator("details.edit-box summary").click()
    field = entry.locator("input[name=value]")
    assert field.is_visible()
    assert field.bounding_box()["width"] > 200
    for button in entry.locator(".actions button, .actions a.button").all():
        box = button.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390
        assert box["height"] < 80  # not squeezed into a column of single words
    _fits(page)

    # Forgetting everything asks first; cancelling keeps everything.
    page.locator("a[href^='/me/forget']").click()
    page.wait_for_load_state()
    assert page.locator("button.danger").count() == 1
    _fits(page)
    page.get_by_role("link", name=cancel).click()
    page.wait_for_load_state()
    assert MemoryEntry.objects.count() == 4

    page.locator("form[action='/me/leave'] button").click()
    page.wait_for_load_state()
    assert page.get_by_role("heading", name=left).is_visible()
    assert page.locator("a[href='http://shop.test']").count() == 1
    _fits(page)
