"""A visitor and an agent talk live through two web processes (Redis channel layer between them).

The visitor's widget runs on one server, the agent's console on the other: handover, claim, the
agent's reply in the widget, the visitor's reply on the agent's page, the bot silent meanwhile,
resolve, the bot answering again with the agent's turn in its context; a callback shown as due.

Set CONSOLE_SCREENSHOTS=docs to refresh the README's screenshots (1280 px and 390 px).
"""

import json
import os
import re
import urllib.request
from datetime import timedelta
from pathlib import Path

import pytest
from django.conf import global_settings
from django.core.management import call_command
from django.utils import timezone
from playwright.sync_api import expect

from demo.shop import demo_site
from handover import services
from handover.models import Handover
from memory.context import build_context
from memory.models import Message, Session
from tenants.services import create_api_key, create_staff

from .test_two_processes import two_servers  # noqa: F401  (the fixture)

pytestmark = pytest.mark.browser

PASSWORD = "correct horse battery staple"
PHONE = (390, 844)
LAPTOP = (1280, 900)


def shoot(page, name: str, size: tuple[int, int]) -> None:
    folder = os.environ.get("CONSOLE_SCREENSHOTS")
    if folder:
        target = Path(__file__).resolve().parents[2] / folder
        target.mkdir(exist_ok=True)
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.screenshot(path=str(target / name), full_page=True)


def no_horizontal_scroll(page) -> bool:
    return page.evaluate(
        "() => document.documentElement.scrollWidth <= document.documentElement.clientWidth"
    )


def api_post(base: str, key: str, path: str, body: dict) -> dict:
    request = urllib.request.Request(
        f"{base}/api/v1/{path}",
        data=json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read() or b"{}")


def test_a_visitor_and_an_agent_talk_live_across_two_processes(two_servers, two_contexts, settings):  # noqa: F811
    port_a, port_b = two_servers
    # The agent signs in on a server process with the production hashers: hash the same way.
    settings.PASSWORD_HASHERS = global_settings.PASSWORD_HASHERS
    visitor_base = f"http://localhost:{port_a}"  # its own host: its own cookies and storage
    agent_base = f"http://127.0.0.1:{port_b}"
    call_command("seed_demo", stdout=open(os.devnull, "w"))  # noqa: SIM115
    tenant = demo_site().tenant
    agent, _ = create_staff(username="ana.k", tenant=tenant, role="agent", password=PASSWORD)
    agent.first_name = "Ana"
    agent.save(update_fields=["first_name"])

    visitor_context, agent_context = two_contexts
    visitor = visitor_context.new_page()
    console = agent_context.new_page()
    try:
        visitor.set_viewport_size({"width": LAPTOP[0], "height": LAPTOP[1]})
        console.set_viewport_size({"width": LAPTOP[0], "height": LAPTOP[1]})

        # The visitor asks for a person.
        visitor.goto(f"{visitor_base}/demo/?lang=en")
        visitor.get_by_role("button", name="Chat with us").click()
        log = visitor.get_by_role("log")
        visitor.get_by_label("Your message").fill("I want to talk to a person, please")
        visitor.keyboard.press("Enter")
        expect(log).to_contain_text("passed your conversation to a colleague", timeout=20_000)
        expect(visitor.get_by_role("status").first).to_contain_text(
            "You are in the queue: a colleague will take over"
        )
        key = visitor.evaluate("() => Object.values(sessionStorage)[0]")
        handover = Handover.objects.get(session__key=key)

        # The agent signs in on the other server and claims the case.
        console.goto(f"{agent_base}/console/login/")
        console.get_by_label("Username").fill("ana.k")
        console.get_by_label("Password").fill(PASSWORD)
        console.get_by_role("button", name="Sign in").click()
        console.wait_for_url(f"{agent_base}/console/")
        console.goto(f"{agent_base}/console/handovers/{handover.pk}/")
        console.get_by_role("button", name="Claim").click()
        console.get_by_text("You claimed this handover.").wait_for()
        console.wait_for_selector('#handover[data-live="on"]')

        # The agent's reply appears in the widget, under the agent's first name.
        # Typing shows in the widget; Shift+Enter starts a new line, Enter sends.
        box = console.get_by_label("Reply to the visitor")
        box.fill("Hello, this is Ana.")
        expect(visitor.get_by_role("status").first).to_contain_text(
            "A colleague is typing", timeout=15_000
        )
        box.press("Shift+Enter")
        box.press_sequentially("Your parcel ships today.")
        box.press("Enter")
        expect(log).to_contain_text("Ana:", timeout=15_000)
        expect(log).to_contain_text("Your parcel ships today.")
        agent_turns = list(Message.objects.filter(session__key=key, role="agent"))
        assert [t.text for t in agent_turns] == ["Hello, this is Ana.\nYour parcel ships today."]
        expect(console.locator("#transcript")).to_contain_text("Your parcel ships today.")
        assert "ana.k" not in log.inner_text()

        # The visitor answers; it appears on the agent's page; the bot stays silent.
        bot_turns = log.locator(".cm-bot").count()
        visitor.get_by_label("Your message").fill("Thank you! Is it tracked?")
        expect(console.locator("#typing")).to_contain_text("The visitor is typing", timeout=15_000)
        visitor.keyboard.press("Enter")
        expect(console.locator("#transcript")).to_contain_text("Is it tracked?", timeout=15_000)
        assert log.locator(".cm-bot").count() == bot_turns
        last = Message.objects.filter(session__key=key).order_by("-seq").first()
        assert last.role == "user"
        shoot(console, "console-reply.png", LAPTOP)
        shoot(console, "console-reply-390.png", PHONE)
        console.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
        assert no_horizontal_scroll(console)
        console.set_viewport_size({"width": LAPTOP[0], "height": LAPTOP[1]})
        shoot(visitor, "widget-agent-reply.png", LAPTOP)

        # Resolved: the widget says so, and the bot answers again, with the agent's turn in its
        # context.
        console.get_by_role("button", name="Resolve").click()
        console.get_by_text("Handover resolved.").wait_for()
        expect(visitor.get_by_role("status").first).to_contain_text(
            "The assistant is here for you again", timeout=15_000
        )
        visitor.get_by_label("Your message").fill("How much is the Ergo chair?")
        visitor.keyboard.press("Enter")
        expect(log).to_contain_text("costs 249 €")
        session = Session.objects.get(key=key)
        window = build_context(session=session, budget_tokens=2000, intent=None)["window"]
        assert any(t["role"] == "agent" and "ships today" in t["text"] for t in window)

        # A callback the integrator promised, overdue: a queue item of its own.
        _, api_key = create_api_key(tenant=tenant)
        due = (timezone.now() - timedelta(hours=1)).isoformat()
        api_post(
            agent_base,
            api_key,
            f"sessions/{key}/commitments",
            {"kind": "callback", "text": "Call back about the tracking", "due_at": due},
        )
        console.goto(f"{agent_base}/console/?view=callbacks")
        row = console.locator("tr.callback")
        expect(row).to_contain_text("Call back about the tracking")
        expect(row).to_contain_text("Overdue")
        shoot(console, "console-callbacks.png", LAPTOP)
        console.goto(f"{agent_base}/console/?view=open")
        shoot(console, "console-queue-390.png", PHONE)
        console.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
        assert no_horizontal_scroll(console)
        top_bar = console.locator("header").first.bounding_box()
        assert top_bar is not None and top_bar["height"] < 120
        assert re.search(r"Sign out", console.locator("header").first.inner_text())
    finally:
        visitor.close()
        console.close()


def test_where_websockets_are_blocked_the_widget_polls_and_speaks_the_visitors_language(
    asgi_server, two_contexts
):
    call_command("seed_demo", stdout=open(os.devnull, "w"))  # noqa: SIM115
    tenant = demo_site().tenant
    agent, _ = create_staff(username="jonas.m", tenant=tenant, role="agent", password=PASSWORD)
    agent.first_name = "Jonas"
    agent.save(update_fields=["first_name"])
    visitor_context, _ = two_contexts
    # A network that blocks WebSockets, as far as the page can tell.
    visitor_context.add_init_script("window.WebSocket = undefined;")
    visitor = visitor_context.new_page()
    visitor.goto(f"{asgi_server.url}/demo/?lang=de")
    assert visitor.evaluate("() => typeof window.WebSocket") == "undefined"
    visitor.get_by_role("button", name="Chatten Sie mit uns").click()
    log = visitor.get_by_role("log")
    visitor.get_by_label("Ihre Nachricht").fill("Ich möchte mit einem Mitarbeiter sprechen")
    visitor.keyboard.press("Enter")
    status = visitor.get_by_role("status").first
    expect(status).to_contain_text("Sie sind in der Warteschlange", timeout=20_000)
    key = visitor.evaluate("() => Object.values(sessionStorage)[0]")
    handover = services.claim_handover(handover=Handover.objects.get(session__key=key), user=agent)
    services.reply_to_visitor(handover=handover, user=agent, text="Hallo, hier ist Jonas.")
    expect(log).to_contain_text("Jonas:", timeout=10_000)
    expect(log).to_contain_text("Hallo, hier ist Jonas.")
    assert "jonas.m" not in log.inner_text()
    services.resolve_handover(handover=handover, user=agent)
    expect(status).to_contain_text("Unser Mitarbeiter ist fertig", timeout=10_000)
    visitor.close()
