"""Callbacks as queue items: the list, mark done, reschedule (in the tenant's time), refusals."""

from datetime import UTC, datetime, timedelta

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from memory.models import Commitment
from privacy.models import AuditEvent

from .factories import make_handover, make_session

pytestmark = pytest.mark.django_db

LIST = reverse("console:queue") + "?view=callbacks"


def signed_in(user, language: str = "en") -> Client:
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    client.force_login(user)
    return client


def make_callback(tenant, *, due_at=None, text="Call back about the tracking") -> Commitment:
    return Commitment.objects.create(
        session=make_session(tenant),
        kind=Commitment.Kind.CALLBACK,
        text=text,
        due_at=due_at or timezone.now() + timedelta(hours=2),
    )


def test_the_list_shows_due_time_and_overdue(tenant, make_staff):
    late = make_callback(tenant, due_at=timezone.now() - timedelta(hours=1), text="Late one")
    make_callback(tenant, text="Later one")
    html = signed_in(make_staff("agent")).get(LIST).content.decode()
    assert html.index("Late one") < html.index("Later one")
    assert f'data-callback="{late.pk}" class="callback overdue"' in html
    assert "Overdue" in html


def test_the_list_runs_the_same_queries_for_one_callback_or_many(tenant, make_staff):
    client = signed_in(make_staff("agent"))
    make_callback(tenant)
    client.get(LIST)  # warm: session, translations
    with CaptureQueriesContext(connection) as one:
        assert client.get(LIST).status_code == 200
    for _ in range(5):
        make_callback(tenant)
    with CaptureQueriesContext(connection) as six:
        assert client.get(LIST).status_code == 200
    assert len(six) == len(one) <= 5


def test_mark_done_takes_it_off_the_list_and_is_audited(tenant, make_staff):
    agent = make_staff("agent")
    callback = make_callback(tenant)
    response = signed_in(agent).post(reverse("console:callback-done", args=[callback.pk]))
    assert response.status_code == 302 and response["Location"].endswith("?view=callbacks")
    callback.refresh_from_db()
    assert callback.done_at is not None
    event = AuditEvent.objects.get(action="callback.done")
    assert event.actor_id == agent.pk and event.object_id == str(callback.pk)
    assert "Call back" not in signed_in(agent).get(LIST).content.decode()


def test_reschedule_reads_the_time_in_the_tenants_zone_and_is_audited(tenant, make_staff):
    tenant.settings = {**(tenant.settings or {}), "time_zone": "Europe/Berlin"}
    tenant.save()
    agent = make_staff("agent")
    callback = make_callback(tenant, due_at=timezone.now() - timedelta(hours=1))
    next_year = timezone.now().year + 1
    response = signed_in(agent).post(
        reverse("console:callback-reschedule", args=[callback.pk]),
        {"due_at": f"{next_year}-01-15T09:30"},
    )
    assert response.status_code == 302
    callback.refresh_from_db()
    # 09:30 in Berlin in January is 08:30 UTC.
    assert callback.due_at == datetime(next_year, 1, 15, 8, 30, tzinfo=UTC)
    event = AuditEvent.objects.get(action="callback.rescheduled")
    assert event.object_id == str(callback.pk) and event.actor_id == agent.pk


@pytest.mark.parametrize("typed", ["", "tomorrow", "2020-01-01T10:00"])
def test_bad_reschedule_input_is_a_form_error_on_the_list(tenant, make_staff, typed):
    callback = make_callback(tenant)
    before = callback.due_at
    response = signed_in(make_staff("agent")).post(
        reverse("console:callback-reschedule", args=[callback.pk]), {"due_at": typed}
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert f'id="due-{callback.pk}-error"' in html and 'aria-invalid="true"' in html
    assert "Give the new due time" in html or "still to come" in html
    callback.refresh_from_db()
    assert callback.due_at == before
    assert not AuditEvent.objects.filter(action="callback.rescheduled").exists()


def test_another_tenants_callback_is_not_found(other_tenant, make_staff):
    foreign = make_callback(other_tenant)
    client = signed_in(make_staff("agent"))
    for name, body in (("callback-done", {}), ("callback-reschedule", {"due_at": "x"})):
        assert client.post(reverse(f"console:{name}", args=[foreign.pk]), body).status_code == 404
    foreign.refresh_from_db()
    assert foreign.done_at is None


def test_anonymous_dpo_and_wrong_method_are_refused(tenant, make_staff):
    callback = make_callback(tenant)
    done = reverse("console:callback-done", args=[callback.pk])
    reschedule = reverse("console:callback-reschedule", args=[callback.pk])
    anonymous = Client().post(done)
    assert anonymous.status_code == 302 and "/login/" in anonymous["Location"]
    assert Client().get(LIST).status_code == 302
    dpo = signed_in(make_staff("dpo"))
    assert dpo.post(done).status_code == 403
    # The DPO's list shows the callback without the buttons that would be refused.
    html = dpo.get(LIST).content.decode()
    assert f'data-callback="{callback.pk}"' in html
    assert done not in html and reschedule not in html
    assert done in signed_in(make_staff("agent", "al")).get(LIST).content.decode()
    agent = signed_in(make_staff("agent"))
    assert agent.get(done).status_code == 405
    assert agent.get(reschedule).status_code == 405
    callback.refresh_from_db()
    assert callback.done_at is None


def test_the_due_time_shows_in_the_tenants_zone_in_the_languages_format(tenant, make_staff):
    tenant.settings = {**(tenant.settings or {}), "time_zone": "Europe/Copenhagen"}
    tenant.save()
    next_year = timezone.now().year + 1
    make_callback(tenant, due_at=datetime(next_year, 7, 1, 12, 5, tzinfo=UTC))
    agent = make_staff("agent")
    german = signed_in(agent, "de").get(LIST).content.decode()
    assert f"01.07.{next_year} 14:05" in german  # summer time: UTC+2
    english = signed_in(agent, "en").get(LIST).content.decode()
    assert f"07/01/{next_year} 2:05 p.m." in english
    assert f'datetime="{next_year}-07-01T14:05:00+02:00"' in english


def test_a_callback_shows_the_contact_the_visitor_left_masked_with_its_case(tenant, make_staff):
    handover = make_handover(tenant)
    Commitment.objects.create(
        session=handover.session,
        kind=Commitment.Kind.CALLBACK,
        text="Call back about the late order",
        due_at=timezone.now() + timedelta(hours=1),
    )
    make_callback(tenant, text="No contact here")
    html = signed_in(make_staff("agent")).get(LIST).content.decode()
    row = html.split("Call back about the late order", 1)[1].split("</tr>", 1)[0]
    assert "+49 170 1234567" not in html and "jane.doe@example.com" not in html
    assert "Jane Doe" not in html
    assert "*67" in row and "j***@example.com" in row
    assert reverse("console:detail", args=[handover.pk]) in row
    other = html.split("No contact here", 1)[1].split("</tr>", 1)[0]
    assert "No contact data was given." in other
