"""The console in a real browser: live queue, summary first, masked transcript, owner unmasking.

Set CONSOLE_SCREENSHOTS=docs to refresh the README's screenshots from this run.
"""

import json
import os
import re
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from memory.models import Summary
from privacy.models import AuditEvent

from .factories import make_session

pytestmark = pytest.mark.browser

PASSWORD = "correct horse battery staple"
REASON = "Parcel 100-2345 is late; the customer wants a person"
TURNS = [
    ("user", "Hi, my order 100-2345 was due on Monday and still hasn't arrived."),
    ("assistant", "I'm sorry. Shall I check the tracking for you?"),
    ("user", "Tracking shows nothing. I need the desk by Friday, not Thursday as I said."),
    ("assistant", "Understood: Friday. How can a colleague reach you?"),
    ("user", "Mail me at jane.doe@example.com or call +49 170 1234567."),
]
FORM = {
    "covers_until_seq": 5,
    "concern": {"text": "my order 100-2345 was due on Monday and still hasn't arrived", "seq": 1},
    "objects": [{"type": "order", "value": "100-2345", "seq": 1}],
    "constraints": [
        {"name": "deadline", "value": "Friday", "seq": 3, "previous": [{"value": "Thursday"}]}
    ],
    "open_points": [{"text": "Where is the parcel?", "seq": 3}],
    "commitments": [{"kind": "handover", "text": "A colleague will get in touch", "seq": 4}],
    "closed_topics": [],
}


def sign_in(page, base: str, username: str) -> None:
    page.goto(f"{base}/console/login/")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_url(f"{base}/console/")


def shoot(page, name: str) -> None:
    folder = os.environ.get("CONSOLE_SCREENSHOTS")
    if folder:
        target = Path(__file__).resolve().parents[2] / folder
        target.mkdir(exist_ok=True)
        page.screenshot(path=str(target / name), full_page=True)


def post_handover(base: str, api_key: str, session, reason: str) -> None:
    """Hand the conversation over through the API, as the bot does (the server sends the events)."""
    request = urllib.request.Request(
        f"{base}/api/v1/sessions/{session.key}/handover",
        data=json.dumps(
            {
                "reason": reason,
                "contact": {
                    "name": "Jane Doe",
                    "email": "jane.doe@example.com",
                    "phone": "+49 170 1234567",
                },
            }
        ).encode(),
        headers={"Authorization": f"Bearer {api_key}", "Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 201


def test_an_agent_takes_a_live_handover_and_an_owner_unmasks_a_value(
    asgi_server, tenant, api_key, make_staff, page
):
    make_staff("agent", "ana")
    make_staff("owner", "olga")
    session = make_session(tenant, turns=TURNS)
    Summary.objects.update_or_create(
        session=session, defaults={"form": FORM, "covers_until_seq": 5}
    )
    base = asgi_server.url
    page.set_viewport_size({"width": 1280, "height": 900})

    sign_in(page, base, "ana")
    page.wait_for_selector('#queue[data-live="on"]')
    assert page.get_by_text("Nobody is waiting.").is_visible()
    assert not page.title().startswith("(")
    # The sound is off until the agent switches it on (kept in the browser); a tone is made by
    # the page's AudioContext, counted here.
    sound = page.get_by_label("Play a sound for a new handover")
    assert not sound.is_checked()
    page.evaluate(
        """() => {
            const Real = window.AudioContext;
            window.tones = 0;
            window.AudioContext = function () { window.tones += 1; return new Real(); };
        }"""
    )
    sound.check()
    assert page.evaluate("() => localStorage.getItem('console.sound')") == "on"

    post_handover(base, api_key, session, REASON)

    # It appears without a reload, and the live region says so.
    row = page.get_by_role("link", name=REASON)
    row.wait_for(timeout=10_000)
    assert "new handover" in page.locator("#live-status").inner_text()
    expect(page).to_have_title(re.compile(r"^\(1\) "))
    assert page.evaluate("() => window.tones") == 1
    sound.uncheck()
    shoot(page, "console-queue.png")

    row.click()
    page.wait_for_url(f"{base}/console/handovers/*/")
    assert page.get_by_role("heading", name="Summary").is_visible()
    assert "was due on Monday" in page.locator(".summary blockquote").inner_text()
    assert page.locator(".summary del", has_text="Thursday").is_visible()
    transcript = page.locator("details.transcript")
    assert transcript.get_attribute("open") is None
    assert not page.get_by_text("Tracking shows nothing").is_visible()
    transcript.locator("summary").click()
    assert page.get_by_text("Tracking shows nothing").is_visible()
    text = page.locator("main").inner_text()
    assert "jane.doe@example.com" not in text
    assert "+49 170 1234567" not in text
    assert "j***@example.com" in text
    assert "*67" in text

    page.get_by_role("button", name="Claim").click()
    page.get_by_text("You claimed this handover.").wait_for()
    page.locator("details.transcript summary").click()
    shoot(page, "console-detail.png")
    page.get_by_label("Resolution (optional)").fill("Parcel re-sent by express")
    page.get_by_role("button", name="Resolve").click()
    page.get_by_text("Handover resolved.").wait_for()
    assert page.locator("h1 .badge").inner_text() == "Resolved"
    detail_url = page.url

    # An owner unmasks one value with a reason.
    page.context.clear_cookies()
    sign_in(page, base, "olga")
    page.goto(detail_url)
    page.get_by_role("link", name="Unmask email").click()
    page.get_by_label("Why do you need to see this value?").fill(
        "Customer asked for confirmation by mail"
    )
    page.get_by_role("button", name="Unmask").click()
    assert page.locator("#unmasked-value").inner_text() == "jane.doe@example.com"
    # A reload shows the value again and sends nothing: one unmasking, one audit event.
    assert "jane.doe" not in page.url
    page.reload()
    assert page.locator("#unmasked-value").inner_text() == "jane.doe@example.com"
    event = AuditEvent.objects.get(action="value.unmasked")
    assert event.actor.username == "olga"
    assert event.reason == "Customer asked for confirmation by mail"
    assert "jane.doe" not in json.dumps(event.data)


def test_a_queue_refresh_never_swallows_the_click_on_a_row(
    asgi_server, tenant, api_key, make_staff, page
):
    # The rows are refetched when any handover changes; one that lands between the agent's
    # press and release on a row must not replace the row under the pointer.
    make_staff("agent", "ana")
    first, second = make_session(tenant, turns=TURNS), make_session(tenant, turns=TURNS)
    base = asgi_server.url
    post_handover(base, api_key, first, "The first customer waiting")
    sign_in(page, base, "ana")
    page.wait_for_selector('#queue[data-live="on"]')
    row = page.get_by_role("link", name="The first customer waiting")
    row.hover()
    page.mouse.down()
    post_handover(base, api_key, second, "A second customer arrives")
    expect(page.locator("#live-status")).to_contain_text("new handover")
    page.wait_for_timeout(1000)  # the refetch (150 ms later) has answered by now
    page.mouse.up()
    page.wait_for_url(f"{base}/console/handovers/*/", timeout=5000)
    assert page.get_by_role("heading", name="Summary").is_visible()
