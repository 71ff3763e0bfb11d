"""The widget in a real browser: a conversation survives page changes; the browser keeps a key only.

Set WIDGET_SCREENSHOT=docs/widget.png to refresh the README's screenshot from this test.
"""

import json
import os
import re

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from demo.shop import demo_site
from memory.models import Session

pytestmark = pytest.mark.browser


def storage(page) -> dict:
    return page.evaluate(
        """() => ({
            session: Object.fromEntries(Object.entries(sessionStorage)),
            local: Object.fromEntries(Object.entries(localStorage)),
            cookies: document.cookie,
        })"""
    )


def test_the_conversation_survives_page_changes_and_the_browser_keeps_only_the_key(
    asgi_server, page, chromium, settings
):
    call_command("seed_demo", stdout=open(os.devnull, "w"))  # noqa: SIM115
    site = demo_site()
    page.goto(f"{asgi_server.url}/demo/?lang=en")

    # Page 1: open the widget from the keyboard, chat.
    launcher = page.get_by_role("button", name="Chat with us")
    launcher.focus()
    page.keyboard.press("Enter")
    box = page.get_by_label("Your message")
    expect(box).to_be_focused()
    expect(box).to_have_accessible_description(re.compile("don't enter card numbers"))
    expect(page.get_by_role("log")).to_contain_text("How can I help you?")
    box.fill("How much is the Ergo chair?")
    page.keyboard.press("Enter")
    log = page.get_by_role("log")
    expect(log).to_contain_text("costs 249 €")

    # Page 2: the widget restores the transcript from the server and continues there.
    page.get_by_role("link", name="Lift 160 standing desk").click()
    page.wait_for_url(re.compile(r"/demo/products/standing-desk/"))
    expect(log).to_contain_text("How much is the Ergo chair?")
    expect(log).to_contain_text("costs 249 €")
    page.get_by_label("Your message").fill("When would the Lift desk be delivered?")
    page.get_by_role("button", name="Send").click()
    expect(log).to_contain_text("ships in 5-7 working days")

    # Back on page 1: all four turns, in order.
    page.go_back()
    page.wait_for_url(re.compile(r"/demo/\?lang=en$"))
    expect(page.get_by_role("listitem").filter(has_text="ships in 5-7")).to_have_count(1)
    texts = page.locator("#chatmemory-widget .cm-msg:not(.cm-greeting) .cm-text").all_inner_texts()
    assert texts[0] == "How much is the Ergo chair?"
    assert texts[2] == "When would the Lift desk be delivered?"
    assert len(texts) == 4

    # The browser holds the session key and nothing else.
    held = storage(page)
    session = Session.objects.get(site=site, messages__seq=1, messages__text=texts[0])
    assert held["session"] == {f"chatmemory.session.{site.public_id}": session.key}
    assert held["local"] == {}
    # The key itself is random and may contain any digits, so it is taken out before looking for
    # fragments of the conversation.
    everything = json.dumps([held, chromium.cookies()]).replace(session.key, "<key>")
    for text in texts:
        assert text not in everything
    assert "Ergo" not in everything and "249" not in everything

    screenshot = os.environ.get("WIDGET_SCREENSHOT")
    if screenshot:
        page.set_viewport_size({"width": 1100, "height": 720})
        page.screenshot(path=screenshot)

    # Escape closes the panel and gives focus back to the launcher.
    page.get_by_label("Your message").focus()
    page.keyboard.press("Escape")
    continue_button = page.get_by_role("button", name="Continue chat")
    expect(continue_button).to_be_focused()
    expect(continue_button).to_have_attribute("aria-expanded", "false")

    # Reset: the conversation ends on the server and the key leaves the browser.
    continue_button.click()
    page.get_by_role("button", name="New conversation").click()
    expect(page.get_by_role("status").filter(has_text="New conversation started.")).to_be_visible()
    assert storage(page)["session"] == {}
    session.refresh_from_db()
    assert session.state == "ended"

    # The next message starts a new conversation; when that one idles out, the widget moves on
    # to a fresh one by itself and shows only the new conversation.
    box = page.get_by_label("Your message")
    box.fill("Hello")
    box.press("Enter")
    expect(log).to_contain_text("I can help with our products")
    second_key = list(storage(page)["session"].values())[0]
    assert second_key != session.key
    Session.objects.filter(key=second_key).update(expires_at="2000-01-01T00:00:00Z")
    box.fill("Thanks!")
    box.press("Enter")
    expect(log).to_contain_text("You're welcome")
    expect(log).not_to_contain_text("I can help with our products")
    third_key = list(storage(page)["session"].values())[0]
    assert third_key not in (session.key, second_key)
    assert Session.objects.get(key=third_key).messages.count() == 2

    # A page load restores only the newest turns and says so.
    settings.WIDGET_TRANSCRIPT_MAX = 1
    page.reload()
    expect(log).to_contain_text("Earlier messages are not shown.")
    expect(page.locator("#chatmemory-widget .cm-msg")).to_have_count(1)
