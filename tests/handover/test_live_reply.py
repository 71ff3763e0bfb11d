"""An agent replies to the visitor: the turn, its redaction, the widget, the bot's silence and
its return after the case is resolved; unclaim and reassign."""

import pytest
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from handover import services
from handover.models import Handover
from memory import services as memory_services
from memory.context import build_context
from memory.models import Message, Session
from privacy.models import AuditEvent

from .factories import make_handover

pytestmark = pytest.mark.django_db

ORIGIN = "http://shop.test"
CARD = "4111 1111 1111 1111"


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def widget_url(site, key: str, *rest: str) -> str:
    return "/".join([f"/widget/v1/sites/{site.public_id}/sessions", key, *rest])


@pytest.fixture
def agent(make_staff):
    user = make_staff("agent", "ana.k")
    user.first_name = "Ana"
    user.save(update_fields=["first_name"])
    return user


@pytest.fixture
def claimed(tenant, site, agent):
    handover = make_handover(tenant)
    Session.objects.filter(pk=handover.session_id).update(site=site)
    handover.session.site = site
    return services.claim_handover(handover=handover, user=agent)


# --- The service ------------------------------------------------------------------------------


def test_a_reply_is_an_agent_turn_with_its_author_and_without_secrets(claimed, agent):
    message = services.reply_to_visitor(
        handover=claimed, user=agent, text=f"Thanks! Never send your card {CARD} here."
    )
    stored = Message.objects.get(pk=message.pk)
    assert stored.role == "agent"
    assert stored.author == agent
    assert CARD not in stored.text
    assert stored.seq == 4
    claimed.refresh_from_db()
    assert claimed.seen_seq == 4


def test_only_the_agent_holding_the_case_may_reply(tenant, agent, make_staff):
    waiting = make_handover(tenant)
    with pytest.raises(services.HandoverStateError):
        services.reply_to_visitor(handover=waiting, user=agent, text="Hello")
    services.claim_handover(handover=waiting, user=make_staff("agent", "colleague"))
    with pytest.raises(services.NotYourCase):
        services.reply_to_visitor(handover=waiting, user=agent, text="Hello")
    assert not Message.objects.filter(role="agent").exists()


def test_while_a_person_holds_the_case_the_bot_stays_silent(claimed):
    with pytest.raises(memory_services.HumanActive):
        memory_services.append_message(session=claimed.session, role="assistant", text="Hi")
    # The visitor's messages still arrive.
    memory_services.append_message(session=claimed.session, role="user", text="Hello?")


def test_resolving_gives_the_conversation_back_to_the_bot_with_the_agents_turns(claimed, agent):
    services.reply_to_visitor(handover=claimed, user=agent, text="Your parcel ships today.")
    services.resolve_handover(handover=claimed, user=agent)
    session = Session.objects.get(pk=claimed.session_id)
    assert session.state == Session.State.ACTIVE
    assert memory_services.effective_state(session) == Session.State.ACTIVE
    context = build_context(session=session, budget_tokens=2000, intent=None)
    assert {"role": "agent", "text": "Your parcel ships today."}.items() <= context["window"][
        -1
    ].items()
    memory_services.append_message(session=session, role="assistant", text="Anything else?")


# --- The widget sees the reply, with the agent's display name ---------------------------------


def test_the_widget_fetches_the_reply_after_a_seq_with_the_display_name(claimed, agent, site):
    services.reply_to_visitor(handover=claimed, user=agent, text="Hello, I'm on it.")
    browser = APIClient(HTTP_ORIGIN=ORIGIN)
    response = browser.get(widget_url(site, claimed.session.key) + "?after=3")
    assert response.status_code == 200
    body = response.json()
    assert body["state"] == "handed_over"
    assert [(m["seq"], m["role"], m["author"]) for m in body["messages"]] == [(4, "agent", "Ana")]
    assert "ana.k" not in response.content.decode()
    assert browser.get(widget_url(site, claimed.session.key) + "?after=x").status_code == 400


def test_after_the_resolve_the_widget_gets_a_bot_reply_again(claimed, agent, site):
    browser = APIClient(HTTP_ORIGIN=ORIGIN)
    key = claimed.session.key
    say = widget_url(site, key, "messages")
    assert browser.post(say, {"text": "Is anyone there?"}, format="json").json()["reply"] is None
    services.reply_to_visitor(handover=claimed, user=agent, text="Yes, Ana here.")
    services.resolve_handover(handover=claimed, user=agent)
    answer = browser.post(say, {"text": "How much is the Ergo chair?"}, format="json").json()
    assert answer["state"] == "active"
    assert answer["reply"]["role"] == "assistant"


# --- Console views ----------------------------------------------------------------------------


def test_the_composer_sends_a_reply_as_a_plain_form_and_for_the_script(claimed, agent):
    client = signed_in(agent)
    url = reverse("console:reply", args=[claimed.pk])
    response = client.post(url, {"text": "Plain form reply"})
    assert response.status_code == 302
    assert response["Location"].endswith("#composer")
    response = client.post(url, {"text": "Script reply"}, HTTP_ACCEPT="application/json")
    assert response.status_code == 201
    assert response.json() == {"seq": 5}
    assert list(claimed.session.messages.filter(role="agent").values_list("text", flat=True)) == [
        "Plain form reply",
        "Script reply",
    ]
    page = client.get(reverse("console:detail", args=[claimed.pk])).content.decode()
    assert 'id="composer"' in page and "Script reply" in page


def test_a_reply_in_someone_elses_case_is_refused(claimed, make_staff):
    client = signed_in(make_staff("agent", "other"))
    response = client.post(
        reverse("console:reply", args=[claimed.pk]),
        {"text": "Hi"},
        HTTP_ACCEPT="application/json",
    )
    assert response.status_code == 409
    assert not claimed.session.messages.filter(role="agent").exists()


def test_new_turns_come_masked_after_a_seq(claimed, agent):
    memory_services.append_message(
        session=claimed.session, role="user", text="Mail me at jane.doe@example.com"
    )
    response = signed_in(agent).get(reverse("console:messages", args=[claimed.pk]) + "?after=3")
    html = response.content.decode()
    assert response.status_code == 200
    assert html.count('class="msg role-') == 1
    assert "jane.doe@example.com" not in html and "j***@example.com" in html
    claimed.refresh_from_db()
    assert claimed.seen_seq == 4


@pytest.mark.parametrize(
    ("name", "method"),
    [("reply", "post"), ("messages", "get"), ("unclaim", "post"), ("reassign", "post")],
)
def test_case_views_refuse_other_tenants_anonymous_and_wrong_methods(
    claimed, make_staff, other_tenant, name, method
):
    url = reverse(f"console:{name}", args=[claimed.pk])
    data = {"text": "x"} if method == "post" else None
    stranger = signed_in(make_staff("agent", "stranger", tenant_=other_tenant))
    assert getattr(stranger, method)(url, data).status_code == 404
    anonymous = getattr(Client(), method)(url, data)
    assert anonymous.status_code == 302 and "/login/" in anonymous["Location"]
    wrong = "get" if method == "post" else "post"
    assert getattr(signed_in(make_staff("agent", "ana2")), wrong)(url).status_code == 405


def test_unclaim_puts_the_case_back_and_is_audited(claimed, agent):
    response = signed_in(agent).post(reverse("console:unclaim", args=[claimed.pk]))
    assert response.status_code == 302
    claimed.refresh_from_db()
    assert claimed.status == Handover.Status.QUEUED and claimed.assignee is None
    event = AuditEvent.objects.get(action="handover.unclaimed")
    assert event.actor == agent and event.object_id == str(claimed.pk)


def test_reassign_gives_the_case_to_a_colleague_of_the_tenant_only(
    claimed, agent, make_staff, other_tenant
):
    colleague = make_staff("agent", "bo")
    outsider = make_staff("agent", "outsider", tenant_=other_tenant)
    client = signed_in(agent)
    url = reverse("console:reassign", args=[claimed.pk])
    client.post(url, {"assignee": outsider.pk})
    claimed.refresh_from_db()
    assert claimed.assignee == agent
    client.post(url, {"assignee": colleague.pk})
    claimed.refresh_from_db()
    assert claimed.assignee == colleague
    event = AuditEvent.objects.get(action="handover.reassigned")
    assert event.data == {"previous_assignee": agent.pk, "assignee": colleague.pk}


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("\u200b\u200b", "Write a reply first."),
        ("x" * 8001, "at most 8000 characters"),
        ("a\x00b", "Null characters are not allowed."),
        ("\x07\x1b", "Write a reply first."),
    ],
)
def test_a_reply_with_nothing_to_send_or_over_the_limit_is_a_400(claimed, agent, text, says):
    client = signed_in(agent)
    url = reverse("console:reply", args=[claimed.pk])
    response = client.post(url, {"text": text}, HTTP_ACCEPT="application/json")
    assert response.status_code == 400
    assert says in response.json()["error"]["message"]
    page = client.post(url, {"text": text})
    assert page.status_code == 400 and says in page.content.decode()
    assert not claimed.session.messages.filter(role="agent").exists()


def test_a_reply_in_a_waiting_or_resolved_case_says_why_it_was_refused(claimed, agent, tenant):
    client = signed_in(agent)
    waiting = make_handover(tenant)
    response = client.post(
        reverse("console:reply", args=[waiting.pk]), {"text": "Hi"}, HTTP_ACCEPT="application/json"
    )
    assert response.status_code == 409
    assert response.json()["error"]["message"] == "Claim this handover before you reply."
    services.resolve_handover(handover=claimed, user=agent)
    url = reverse("console:reply", args=[claimed.pk])
    response = client.post(url, {"text": "One more thing"}, HTTP_ACCEPT="application/json")
    assert response.status_code == 409
    assert response.json()["error"]["message"] == "This handover is already resolved."
    page = client.post(url, {"text": "One more thing"})
    assert page.status_code == 409 and "already resolved" in page.content.decode()
    assert not Message.objects.filter(role="agent").exists()


def test_a_reply_after_the_visitor_ended_the_conversation_is_refused_with_the_reason(
    claimed, agent
):
    memory_services.end_session(session=claimed.session)
    response = signed_in(agent).post(
        reverse("console:reply", args=[claimed.pk]), {"text": "Hi"}, HTTP_ACCEPT="application/json"
    )
    assert response.status_code == 409
    assert "ended this conversation" in response.json()["error"]["message"]
    assert not Message.objects.filter(role="agent").exists()


def test_a_case_is_not_given_to_an_inactive_colleague_or_the_dpo(claimed, agent, make_staff):
    gone = make_staff("agent", "gone")
    gone.is_active = False
    gone.save(update_fields=["is_active"])
    dpo = make_staff("dpo", "dora")
    client = signed_in(agent)
    for person in (gone, dpo):
        response = client.post(
            reverse("console:reassign", args=[claimed.pk]), {"assignee": person.pk}, follow=True
        )
        assert "Choose a colleague of your team." in response.content.decode()
        with pytest.raises(services.InvalidAssignee):
            services.reassign_handover(handover=claimed, user=agent, assignee=person)
    claimed.refresh_from_db()
    assert claimed.assignee == agent
    assert not AuditEvent.objects.filter(action="handover.reassigned").exists()


def test_the_queue_marks_a_visitors_unseen_turn_unread_until_the_agent_opens_the_case(
    claimed, agent
):
    client = signed_in(agent)
    queue = reverse("console:queue") + "?view=mine"

    def unread() -> bool:
        html = client.get(queue).content.decode()
        return 'class="status-claimed unread"' in html and "badge-unread" in html

    client.get(reverse("console:detail", args=[claimed.pk]))
    assert not unread()
    memory_services.append_message(session=claimed.session, role="user", text="Hello?")
    assert unread()
    client.get(reverse("console:detail", args=[claimed.pk]))
    assert not unread()
    # The agent's own reply is no unread turn.
    services.reply_to_visitor(handover=claimed, user=agent, text="Here I am.")
    assert not unread()


def test_the_integrator_api_shows_agent_turns_and_silences_the_bot_until_resolved(
    claimed, agent, api
):
    key = claimed.session.key
    services.reply_to_visitor(
        handover=claimed, user=agent, text="Ana here, card 4111 1111 1111 1111?"
    )
    transcript = api.get(f"/api/v1/sessions/{key}").json()
    assert transcript["state"] == "handed_over"
    last = transcript["messages"][-1]
    assert last["role"] == "agent" and "4111" not in last["text"]
    messages = f"/api/v1/sessions/{key}/messages"
    refused = api.post(messages, {"role": "assistant", "text": "Bot here"}, format="json")
    assert refused.status_code == 409
    assert refused.json()["error"]["code"] == "human_active"
    assert api.post(messages, {"role": "user", "text": "Ok"}, format="json").status_code == 201
    services.resolve_handover(handover=claimed, user=agent)
    assert api.get(f"/api/v1/sessions/{key}").json()["state"] == "active"
    answered = api.post(messages, {"role": "assistant", "text": "Bot again"}, format="json")
    assert answered.status_code == 201
    window = api.get(f"/api/v1/sessions/{key}/context").json()["window"]
    assert any(turn["role"] == "agent" for turn in window)


def test_a_replys_line_breaks_are_stored_as_the_widgets_are(claimed, agent):
    # A browser sends a textarea's new lines as CRLF.
    signed_in(agent).post(reverse("console:reply", args=[claimed.pk]), {"text": "Hi\r\nBye\rOk"})
    assert claimed.session.messages.get(role="agent").text == "Hi\nBye\nOk"


def test_invisible_control_characters_pasted_into_a_reply_are_dropped(claimed, agent):
    response = signed_in(agent).post(
        reverse("console:reply", args=[claimed.pk]),
        {"text": "Tracking\x1b[0m: see\x07 the mail"},
        HTTP_ACCEPT="application/json",
    )
    assert response.status_code == 201
    assert claimed.session.messages.get(role="agent").text == "Tracking[0m: see the mail"
