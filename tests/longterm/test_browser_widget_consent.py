"""The widget's consent card in Chromium: decline, accept, the customer page, withdrawal.

Set UPDATE_SCREENSHOTS=1 to refresh docs/widget-consent.png from this test.
"""

import os
import re
from pathlib import Path

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from longterm.models import MemoryEntry
from memory.models import Subject

pytestmark = pytest.mark.browser

SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "widget-consent.png"
WISH = "Bitte antworte mir immer auf Deutsch"


def recognition_cookies(chromium) -> list[dict]:
    return [c for c in chromium.cookies() if c["name"] == "cm_recognition"]


def test_the_visitor_declines_then_agrees_opens_their_page_and_withdraws(
    asgi_server, page, chromium, tmp_path
):
    call_command("seed_demo", stdout=open(os.devnull, "w"))  # noqa: SIM115
    page.set_viewport_size({"width": 1100, "height": 760})
    page.goto(f"{asgi_server.url}/demo/?lang=de")
    page.get_by_role("button", name="Chatten Sie mit uns").click()
    box = page.get_by_label("Ihre Nachricht")
    log = page.get_by_role("log")

    # The bot offers to remember the wish; the card says what, what for and how to delete it.
    box.fill(WISH)
    page.keyboard.press("Enter")
    card = page.get_by_role("group", name="Soll ich mir das für künftige Gespräche merken?")
    expect(card).to_be_focused()
    expect(card.locator(".cm-value")).to_have_text("Deutsch")
    expect(card).to_contain_text("in Ihrer Sprache antworte")
    expect(card).to_contain_text("„Was der Bot sich merkt“")
    expect(card).to_contain_text("„vergiss“")

    # Declining (from the keyboard) closes the card; nothing is kept; the chat goes on.
    card.get_by_role("button", name="Nein, danke").focus()
    page.keyboard.press("Enter")
    expect(card).to_have_count(0)
    expect(page.get_by_role("status")).to_contain_text("nichts gespeichert")
    expect(box).to_be_focused()
    box.fill("Was kostet der Ergo Stuhl?")
    page.keyboard.press("Enter")
    expect(log).to_contain_text("kostet 249 €")
    assert not Subject.objects.filter(pseudonymous=True).exists()
    assert not MemoryEntry.objects.filter(subject__pseudonymous=True).exists()
    assert recognition_cookies(chromium) == []

    # Asked again, the visitor agrees.
    box.fill(WISH)
    page.keyboard.press("Enter")
    expect(card).to_be_focused()
    card.evaluate("node => node.scrollIntoView({block: 'start', behavior: 'instant'})")
    shot = SCREENSHOT if os.environ.get("UPDATE_SCREENSHOTS") else tmp_path / "consent.png"
    page.screenshot(path=str(shot))
    card.get_by_role("button", name="Ja, merken").click()
    expect(page.get_by_role("status")).to_contain_text("Gemerkt: Deutsch.")
    link = page.get_by_role("link", name="Was der Bot sich merkt")
    expect(link).to_be_focused()
    entry = MemoryEntry.objects.get(subject__pseudonymous=True)
    assert (entry.key, entry.value, entry.status) == ("reply_language", "Deutsch", "active")
    assert entry.subject.pseudonymous
    (cookie,) = recognition_cookies(chromium)
    assert cookie["httpOnly"]
    assert "cm_recognition" not in page.evaluate("document.cookie")

    # The customer page lists the entry.
    with chromium.expect_page() as opened:
        link.click()
    customer_page = opened.value
    customer_page.wait_for_load_state()
    assert re.search(r"/me/", customer_page.url)
    entries = customer_page.locator("h3[id^=entry-]")
    expect(entries).to_have_count(1)
    expect(customer_page.get_by_text("Deutsch", exact=True)).to_be_visible()

    # Withdrawal deletes the entry and the cookie; the customer page no longer lists it.
    page.bring_to_front()
    page.get_by_role("button", name="Widerrufen und löschen").click()
    expect(page.get_by_role("status")).to_contain_text("ist gelöscht")
    expect(link).to_be_hidden()
    assert not MemoryEntry.objects.filter(subject__pseudonymous=True).exists()
    assert recognition_cookies(chromium) == []
    customer_page.reload()
    expect(customer_page.locator("h3[id^=entry-]")).to_have_count(0)
    customer_page.close()
