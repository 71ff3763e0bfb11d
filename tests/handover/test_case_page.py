"""The case page: times in the tenant's zone, the live "Show N messages" labels, refused replies."""

from datetime import UTC, datetime

import pytest
from django.test import Client
from django.urls import reverse

from handover import services
from handover.models import Handover
from memory import services as memory_services
from memory.models import Message, Session

from .factories import make_handover

pytestmark = pytest.mark.django_db

CREATED = datetime(2025, 1, 15, 23, 30, tzinfo=UTC)


def signed_in(user, language: str = "en") -> Client:
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    client.force_login(user)
    return client


@pytest.fixture
def claimed(tenant, make_staff):
    agent = make_staff("agent", "ana")
    handover = services.claim_handover(handover=make_handover(tenant), user=agent)
    Handover.objects.filter(pk=handover.pk).update(created_at=CREATED)
    Message.objects.filter(session_id=handover.session_id).update(created_at=CREATED)
    return handover, agent


@pytest.mark.parametrize(
    ("zone", "shown"),
    [
        (None, "15.01.2025 23:30"),  # UTC unless the tenant chose a zone
        ("Europe/Berlin", "16.01.2025 00:30"),
        ("America/New_York", "15.01.2025 18:30"),
    ],
)
def test_times_render_in_the_tenants_zone(tenant, claimed, zone, shown):
    if zone:
        tenant.settings = {**(tenant.settings or {}), "time_zone": zone}
        tenant.save()
    handover, agent = claimed
    html = signed_in(agent, "de").get(reverse("console:detail", args=[handover.pk])).content
    html = html.decode()
    # The case's facts and every transcript line: one format, the same zone.
    assert html.count(shown) >= 1 + handover.session.messages.count()
    lines = signed_in(agent, "de").get(reverse("console:messages", args=[handover.pk]))
    assert shown in lines.content.decode()


def test_the_transcript_count_labels_are_on_the_page_in_its_language(claimed):
    handover, agent = claimed
    html = signed_in(agent, "de").get(reverse("console:detail", args=[handover.pk]))
    html = html.content.decode()
    assert 'id="transcript-count"' in html
    assert 'data-other="Alle {n} Nachrichten anzeigen"' in html or "{n}" in html


def test_an_empty_reply_is_a_400_with_a_clear_message(claimed):
    handover, agent = claimed
    url = reverse("console:reply", args=[handover.pk])
    response = signed_in(agent).post(url, {"text": "   "}, HTTP_ACCEPT="application/json")
    assert response.status_code == 400
    assert response.json()["error"]["message"] == "Write a reply first."


def test_a_refused_plain_form_reply_keeps_the_draft(claimed, make_staff):
    handover, agent = claimed
    url = reverse("console:reply", args=[handover.pk])
    too_long = "x" * 8001
    response = signed_in(agent).post(url, {"text": too_long})
    assert response.status_code == 400
    html = response.content.decode()
    assert too_long in html and 'aria-invalid="true"' in html
    services.unclaim_handover(handover=handover, user=agent)
    response = signed_in(agent).post(url, {"text": "My kept draft"})
    assert response.status_code == 409
    assert "Claim this handover before you reply." in response.content.decode()


def test_a_conversation_continued_on_another_channel_shows_the_earlier_summary_on_top(
    tenant, other_tenant, make_staff
):
    def conversation(tenant_, channel: str, text: str) -> Session:
        session = memory_services.create_session(
            tenant=tenant_, channel=channel, subject_ref="cust-7"
        )
        memory_services.append_message(session=session, role="user", text=text)
        memory_services.fold_pending_turns(session_id=session.pk)
        return session

    conversation(tenant, "web", "My sofa arrived broken, mail me at jane.doe@example.com")
    conversation(other_tenant, "web", "Another shop's customer with the same ref")
    later = conversation(tenant, "messenger", "Me again about the sofa")
    handover = services.create_handover(session=later, reason="Continues the sofa case")
    html = signed_in(make_staff("agent")).get(reverse("console:detail", args=[handover.pk]))
    html = html.content.decode()
    assert "Earlier conversation on web" in html
    assert html.index("Earlier conversation on web") < html.index('id="h-reason"')
    assert "My sofa arrived broken" in html and "jane.doe@example.com" not in html
    assert "Another shop" not in html


def test_a_conversation_on_the_same_channel_or_without_a_customer_has_no_earlier_summary(
    tenant, make_staff
):
    agent = make_staff("agent")
    for subject_ref in ("cust-8", None):
        earlier = memory_services.create_session(tenant=tenant, subject_ref=subject_ref)
        memory_services.append_message(session=earlier, role="user", text="My sofa is broken")
        memory_services.fold_pending_turns(session_id=earlier.pk)
        later = memory_services.create_session(tenant=tenant, subject_ref=subject_ref)
        handover = services.create_handover(session=later, reason="Again")
        page = signed_in(agent).get(reverse("console:detail", args=[handover.pk]))
        assert "Earlier conversation" not in page.content.decode()


def test_the_note_and_the_reply_have_ids_and_labels_of_their_own(claimed):
    """A label that sent focus to the reply composer would put a private note in a message to
    the visitor."""
    import re

    handover, agent = claimed
    html = signed_in(agent).get(reverse("console:detail", args=[handover.pk])).content.decode()
    ids = re.findall(r'\bid="([^"]+)"', html)
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    note = re.search(r'<textarea[^>]*name="text"[^>]*id="(id_note_text)"', html)
    assert note is not None
    assert f'<label for="{note.group(1)}">Note' in html
    reply = re.search(r'<label for="([^"]+)">Reply to the visitor', html).group(1)
    assert reply != note.group(1)
    assert f'<textarea name="text" id="{reply}"' in html


def test_contact_data_given_in_the_conversation_shows_masked_when_the_handover_had_none(
    tenant, make_staff
):
    from handover.services import create_handover

    from .factories import make_session

    session = make_session(tenant)  # the visitor wrote an e-mail address and a number
    handover = create_handover(session=session, reason="Wants a person")
    agent = make_staff("agent", "ana")
    html = signed_in(agent).get(reverse("console:detail", args=[handover.pk])).content.decode()
    panel = html.split('id="h-contact"', 1)[1].split("</section>", 1)[0]
    assert "No contact data was given." not in panel
    assert "Given in the conversation." in panel
    assert "jane.doe@example.com" not in panel and "1234567" not in panel  # masked
    assert "@example.com" in panel
