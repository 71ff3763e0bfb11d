import io
from datetime import timedelta

import pytest
from django.core.management import call_command

from dpo import purge
from handover import services
from handover.models import Handover
from memory import services as memory_services
from privacy import retention
from privacy.models import DailyCount

from .factories import make_handover, make_session

pytestmark = pytest.mark.django_db


def test_a_second_request_while_open_returns_the_same_handover(tenant):
    session = make_session(tenant)
    first = services.create_handover(session=session, reason="Wants a person")
    second = services.create_handover(session=session, reason="Asks again for a person")
    assert first.pk == second.pk
    assert Handover.objects.count() == 1
    assert session.state == "handed_over"


def test_the_api_asks_for_a_refusal_while_a_handover_is_open(tenant):
    session = make_session(tenant)
    services.create_handover(session=session, reason="Wants a person")
    with pytest.raises(services.HandoverAlreadyOpen):
        services.create_handover(session=session, reason="Again", reuse_open=False)
    assert Handover.objects.count() == 1


def test_an_ended_session_is_not_handed_over(tenant):
    session = make_session(tenant)
    memory_services.end_session(session=session)
    with pytest.raises(memory_services.SessionClosed):
        services.create_handover(session=session, reason="Wants a person")
    assert not Handover.objects.exists()


def test_a_new_handover_may_follow_a_resolved_one(tenant, make_staff):
    first = make_handover(tenant)
    services.resolve_handover(handover=first, user=make_staff("agent"))
    again = services.create_handover(session=first.session, reason="Still a problem")
    assert again.pk != first.pk


def test_the_empty_summary_form_has_the_contract_keys(tenant):
    handover = services.create_handover(session=make_session(tenant, turns=[]), reason="Help me")
    assert set(handover.summary) >= set(services.SUMMARY_KEYS)


def test_claim_assigns_and_refuses_a_second_claim(tenant, make_staff):
    handover = make_handover(tenant)
    ana, bob = make_staff("agent", "ana"), make_staff("agent", "bob")
    claimed = services.claim_handover(handover=handover, user=ana)
    assert claimed.status == "claimed"
    assert claimed.assignee == ana
    assert claimed.claimed_at is not None
    with pytest.raises(services.HandoverStateError):
        services.claim_handover(handover=handover, user=bob)
    assert Handover.objects.get().assignee == ana


def test_resolution_starts_the_case_history_clock(tenant, make_staff, settings):
    settings.CASE_HISTORY_GRACE_DAYS = 30
    handover = make_handover(tenant)
    resolved = services.resolve_handover(
        handover=handover, user=make_staff("agent"), resolution="Refund issued"
    )
    assert resolved.status == "resolved"
    assert resolved.purge_after - resolved.resolved_at == timedelta(days=30)
    assert resolved.assignee is not None
    with pytest.raises(services.HandoverStateError):
        services.resolve_handover(handover=handover, user=make_staff("agent"))


def test_the_session_history_is_held_through_the_grace_period(tenant, make_staff):
    handover = make_handover(tenant)
    resolved = services.resolve_handover(handover=handover, user=make_staff("agent"))
    periods = retention.periods_for(tenant)
    soon = purge.purge_session_history(
        tenant=tenant, now=resolved.resolved_at + timedelta(days=2), periods=periods
    )
    assert soon["sessions"] == 0
    assert Handover.objects.exists()
    later = purge.purge_session_history(
        tenant=tenant, now=resolved.purge_after + timedelta(seconds=1), periods=periods
    )
    assert later["sessions"] == 1
    assert not Handover.objects.exists()


def test_a_tenant_may_shorten_the_grace_period(tenant, make_staff):
    tenant.settings = {"retention": {"case_history_days": 7}}
    tenant.save()
    handover = make_handover(tenant)
    resolved = services.resolve_handover(handover=handover, user=make_staff("agent"))
    assert resolved.purge_after - resolved.resolved_at == timedelta(days=7)


def test_an_open_handover_has_no_purge_date(tenant):
    assert make_handover(tenant).purge_after is None


def test_notes_lose_secrets_and_keep_maskable_spans(tenant, make_staff):
    handover = make_handover(tenant)
    note = services.add_note(
        handover=handover,
        author=make_staff("agent"),
        text="Her password: Sommer2024! and mail jane.doe@example.com",
    )
    assert "Sommer2024" not in note.text
    assert any(span["label"] == "EMAIL" for span in note.redactions)


def test_creation_is_counted_without_identifiers(tenant):
    make_handover(tenant)
    count = DailyCount.objects.get(tenant=tenant, metric="handovers_created")
    assert count.value == 1


def test_seed_demo_adds_one_handover_and_stays_idempotent(db):
    call_command("seed_demo", stdout=io.StringIO())
    call_command("seed_demo", stdout=io.StringIO())
    demo = Handover.objects.filter(tenant__slug="demo")
    assert demo.count() == 1
    assert demo.get().session.messages.count() == 5


def test_secrets_in_notes_and_the_resolution_read_in_the_conversations_language(tenant, make_staff):
    handover = make_handover(tenant, locale="de")
    agent = make_staff("agent")
    note = services.add_note(handover=handover, author=agent, text="Passwort: Sommer2024!")
    resolved = services.resolve_handover(
        handover=handover, user=agent, resolution="Karte 4111 1111 1111 1111 gesperrt"
    )
    assert note.text == "Passwort: [Passwort entfernt]"
    assert resolved.resolution == "Karte [Kartennummer entfernt] gesperrt"
    assert Handover.objects.get(pk=handover.pk).resolution == resolved.resolution


def test_a_resolved_case_keeps_its_texts_without_health_data(tenant, make_staff):
    agent = make_staff("agent")
    handover = make_handover(
        tenant, reason="She is pregnant and needs the sofa carried up, mail jane.doe@example.com"
    )
    assert "HEALTH" in {span["label"] for span in handover.reason_redactions}
    services.claim_handover(handover=handover, user=agent)
    services.add_note(handover=handover, author=agent, text="Customer has diabetes, call after 6")
    services.resolve_handover(
        handover=handover, user=agent, resolution="Carried up; she is allergic to latex gloves"
    )

    handover.refresh_from_db()
    removed = "[health information removed]"
    assert "pregnant" not in handover.reason and removed in handover.reason
    spans = {handover.reason[s["start"] : s["end"]] for s in handover.reason_redactions}
    assert "jane.doe@example.com" in spans and removed in spans  # other spans moved with the text
    note = handover.notes.get()
    assert "diabetes" not in note.text and removed in note.text
    assert "latex" not in handover.resolution and removed in handover.resolution
