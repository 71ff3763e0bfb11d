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


def test_after_a_page_change_the_memory_bar_leaves_the_newest_message_in_view(asgi_server, page):
    """Found by the outside check: with the memory bar shown above it, the restored log did not
    scroll to the newest message, so the last reply was hidden."""
    call_command("seed_demo", stdout=open(os.devnull, "w"))  # noqa: SIM115
    page.set_viewport_size({"width": 1100, "height": 760})
    page.goto(f"{asgi_server.url}/demo/?lang=de")
    page.get_by_role("button", name="Chatten Sie mit uns").click()
    box = page.get_by_label("Ihre Nachricht")
    log = page.get_by_role("log")
    box.fill(WISH)
    page.keyboard.press("Enter")
    page.get_by_role("button", name="Ja, merken").click()
    expect(page.get_by_role("status")).to_contain_text("Gemerkt: Deutsch.")
    for n in range(6):
        before = log.locator("li").count()
        box.fill(f"Was kostet der Ergo Stuhl? ({n})")
        page.keyboard.press("Enter")
        expect(log.locator("li")).to_have_count(before + 2, timeout=20_000)

    # The widget opens itself on the next page, the conversation restored from the server.
    page.goto(f"{asgi_server.url}/demo/products/ergo-chair/?lang=de")
    expect(page.get_by_role("link", name="Was der Bot sich merkt")).to_be_visible()
    newest = log.locator("li").last
    expect(newest).to_contain_text("kostet 249 €")
    # (the log scrolls smoothly: wait for it to come to rest at the end)
    log.evaluate(
        """l => new Promise((done, fail) => {
            const end = Date.now() + 5000;
            (function check() {
                if (l.scrollHeight - l.scrollTop - l.clientHeight < 4) return done();
                if (Date.now() > end) return fail(new Error(
                    `log stopped at ${l.scrollTop} of ${l.scrollHeight - l.clientHeight}`));
                setTimeout(check, 50);
            })();
        })"""
    )
    shown, last = log.bounding_box(), newest.bounding_box()
    assert last["y"] + last["height"] <= shown["y"] + shown["height"] + 2, (shown, last)


def test_an_unanswered_offer_is_asked_again_on_the_next_page(asgi_server, page):
    """Found by the outside check: after a page change the consent card was gone, and the
    visitor could no longer answer it."""
    call_command("seed_demo", stdout=open(os.devnull, "w"))  # noqa: SIM115
    page.set_viewport_size({"width": 1100, "height": 760})
    page.goto(f"{asgi_server.url}/demo/?lang=de")
    page.get_by_role("button", name="Chatten Sie mit uns").click()
    box = page.get_by_label("Ihre Nachricht")
    box.fill(WISH)
    page.keyboard.press("Enter")
    card = page.get_by_role("group", name="Soll ich mir das für künftige Gespräche merken?")
    expect(card).to_be_focused()

    # The visitor goes to another page without answering: the question is there again, in view,
    # and the page keeps its focus.
    page.goto(f"{asgi_server.url}/demo/products/ergo-chair/?lang=de")
    expect(card).to_be_visible()
    expect(card.locator(".cm-value")).to_have_text("Deutsch")
    expect(card).not_to_be_focused()
    card.get_by_role("button", name="Ja, merken").click()
    expect(page.get_by_role("status")).to_contain_text("Gemerkt: Deutsch.")
    entry = MemoryEntry.objects.get(subject__pseudonymous=True)
    assert (entry.key, entry.value, entry.status) == ("reply_language", "Deutsch", "active")

    # Answered, it is not asked again; nor is a declined one.
    page.reload()
    expect(page.get_by_role("link", name="Was der Bot sich merkt")).to_be_visible()
    expect(card).to_have_count(0)
    box.fill("Merk dir bitte: Lieferung immer an die Packstation")
    page.keyboard.press("Enter")
    expect(card).to_be_focused()
    card.get_by_role("button", name="Nein, danke").click()
    expect(card).to_have_count(0)
    page.goto(f"{asgi_server.url}/demo/?lang=de")
    expect(page.get_by_role("link", name="Was der Bot sich merkt")).to_be_visible()
    expect(page.get_by_role("log")).to_contain_text("Packstation")
    expect(card).to_have_count(0)
    assert MemoryEntry.objects.filter(subject__pseudonymous=True).count() == 1
