"""The audit log page for owners and the DPO: words instead of codes, the tenant's time zone,
filters in the URL, CSV, and a button that verifies the tenant's hash chain."""

import csv
import io

import pytest
from django.db import connection, transaction
from django.test import Client

from privacy import audit
from privacy.models import AuditEvent

pytestmark = pytest.mark.django_db


def _client(user, lang="en") -> Client:
    client = Client(HTTP_ACCEPT_LANGUAGE=lang)
    client.force_login(user)
    return client


@pytest.fixture
def events(tenant, other_tenant):
    audit.record(
        action="value.unmasked",
        tenant=tenant,
        actor_label="olivia",
        reason="Customer called back",
        data={"handover": 4, "ref": "m12:0", "label": "EMAIL"},
    )
    audit.record(action="staff.updated", tenant=tenant, data={"role": "dpo", "from_role": "agent"})
    audit.record(action="value.unmasked", tenant=other_tenant, actor_label="mallory")


@pytest.mark.parametrize("role", ["owner", "dpo"])
def test_owners_and_the_dpo_read_words_not_codes(make_staff, events, role):
    html = _client(make_staff(role)).get("/dpo/audit/").content.decode()
    assert "Masked value shown in plain text" in html and "Staff member changed" in html
    assert "Kind of data</dt><dd>email address" in html and "Previous role" in html
    assert "{&#x27;handover&#x27;" not in html and "mallory" not in html
    assert 'class="table-wrap"' in html


def test_the_page_is_translated(make_staff, events):
    html = _client(make_staff("owner"), "de").get("/dpo/audit/").content.decode()
    assert "Maskierter Wert im Klartext angezeigt" in html


def test_an_agent_is_refused_and_anonymous_sent_to_sign_in(make_staff):
    assert _client(make_staff("agent")).get("/dpo/audit/").status_code == 403
    assert _client(make_staff("agent", username="a2")).post("/dpo/audit/verify").status_code == 403
    assert Client().get("/dpo/audit/")["Location"].startswith("/console/login/")


def test_times_are_in_the_tenants_zone(make_staff, tenant, events):
    tenant.settings = {"time_zone": "Europe/Copenhagen"}
    tenant.save()
    html = _client(make_staff("dpo")).get("/dpo/audit/").content.decode()
    assert "Europe/Copenhagen" in html
    event = AuditEvent.objects.for_tenant(tenant).first()
    local = event.created_at.astimezone(__import__("zoneinfo").ZoneInfo("Europe/Copenhagen"))
    assert f"{local:%Y-%m-%d %H:%M:%S}" in html


def test_the_csv_keeps_the_filter_and_disarms_formulas(make_staff, tenant, events):
    audit.record(action="value.unmasked", tenant=tenant, reason="=HYPERLINK(1)")
    response = _client(make_staff("dpo")).get("/dpo/audit/?action=value.unmasked&format=csv")
    assert response["Content-Type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(b"".join(response.streaming_content).decode())))
    assert rows[0][:3] == ["Time", "Actor", "Action"]
    assert len(rows) == 3 and {row[3] for row in rows[1:]} == {"value.unmasked"}
    assert any(row[6] == "'=HYPERLINK(1)" for row in rows[1:])
    assert any("Kind of data: email address" in row[7] for row in rows[1:])


def test_the_page_links_to_the_csv_with_its_filter(make_staff, events):
    html = _client(make_staff("dpo")).get("/dpo/audit/?actor=olivia&page=1").content.decode()
    assert 'href="?actor=olivia&amp;format=csv"' in html


def test_verify_says_intact_then_names_the_first_broken_row(
    make_staff, tenant, other_tenant, events
):
    client = _client(make_staff("dpo"))
    response = client.post("/dpo/audit/verify", {"query": "actor=olivia"})
    assert response["Location"] == "/dpo/audit/?actor=olivia"
    assert (
        "The chain is intact: 3 rows checked." in client.get(response["Location"]).content.decode()
    )

    victim = AuditEvent.objects.for_tenant(tenant).order_by("pk").first()
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SET LOCAL chatmemory.audit_purge = 'on'")
        cursor.execute("UPDATE privacy_auditevent SET reason = 'x' WHERE id = %s", [victim.pk])
    client.post("/dpo/audit/verify")
    html = client.get("/dpo/audit/").content.decode()
    assert f"The chain is broken at row {victim.pk}" in html
    assert f'<tr id="row-{victim.pk}" class="broken">' in html


def test_verify_only_accepts_post(make_staff):
    assert _client(make_staff("dpo")).get("/dpo/audit/verify").status_code == 405


def test_the_list_costs_a_fixed_number_of_queries(make_staff, tenant, django_assert_num_queries):
    client = _client(make_staff("owner"))
    for n in range(30):
        audit.record(action="memory.deleted", tenant=tenant, data={"key": f"k{n}"})
    # session, user, the user's tenant, the page's count, its rows, the action list
    with django_assert_num_queries(6):
        assert client.get("/dpo/audit/").status_code == 200


def test_every_action_the_code_records_has_a_name_and_readable_fields(make_staff, tenant):
    """Actions and fields written by the handover console and the retention settings read as
    words, and their times and periods as the tenant's times and whole days."""
    tenant.settings = {"time_zone": "Asia/Tokyo"}
    tenant.save()
    audit.record(
        action="callback.rescheduled",
        tenant=tenant,
        object_type="commitment",
        object_id=3,
        data={"from": "2025-03-05T13:30:00+00:00", "to": "2025-03-06T08:00:00+00:00"},
    )
    audit.record(
        action="handover.reassigned", tenant=tenant, data={"previous_assignee": 4, "assignee": 5}
    )
    audit.record(action="handover.unclaimed", tenant=tenant, data={"previous_assignee": 4})
    audit.record(action="callback.done", tenant=tenant)
    audit.record(
        action="retention.changed",
        tenant=tenant,
        data={"from_seconds": 30 * 86400, "to_seconds": 36 * 3600},
    )
    audit.record(
        action="tenant.limits_changed",
        tenant=tenant,
        data={"changed": {"memory.max_entries": {"from": 80, "to": 50}}},
    )
    audit.record(
        action="subject.erased",
        tenant=tenant,
        object_type="erasure",
        data={"deleted": {"sessions": 1, "messages": 8}},
    )
    client = _client(make_staff("owner"))
    html = client.get("/dpo/audit/").content.decode()
    for words in (
        "Conversations: 1; Messages: 8",
        "Callback moved",
        "Case given to another agent",
        "Case put back in the queue",
        "Callback marked done",
        "<dt>From</dt><dd>03/05/2025 10:30 p.m.</dd>",
        "<dt>Previous period</dt><dd>30 days</dd><dt>New period</dt><dd>36 hours</dd>",
        "Entries per person at most: 80 → 50",
    ):
        assert words in html
    for code in ("callback.rescheduled", "handover.reassigned", "from_seconds", "memory.max"):
        assert f">{code}" not in html
    response = client.get("/dpo/audit/?action=callback.rescheduled&format=csv")
    rows = list(csv.reader(io.StringIO(b"".join(response.streaming_content).decode())))
    assert "From: 03/05/2025 10:30 p.m." in rows[1][7]
    german = _client(make_staff("dpo"), "de").get("/dpo/audit/").content.decode()
    assert "Rückruf verschoben" in german and "36 Stunden" in german
    assert "Gespräche: 1; Nachrichten: 8" in german


def test_the_subject_page_names_its_audit_events_in_words(make_staff, tenant, make_held):
    make_held("cust-42")
    audit.record(action="consent.withdrawn", tenant=tenant, subject_ref="cust-42")
    html = _client(make_staff("dpo")).get("/dpo/subjects/cust-42/").content.decode()
    assert "Consent withdrawn" in html and ">consent.withdrawn<" not in html


def test_the_object_of_an_event_is_named_in_words(make_staff, tenant):
    audit.record(
        action="api_key.created", tenant=tenant, object_type="api_key", object_id="cm_Ab12"
    )
    html = _client(make_staff("owner"), "de").get("/dpo/audit/").content.decode()
    assert "<td>API-Schlüssel cm_Ab12</td>" in html and "api_key cm_Ab12" not in html
    response = _client(make_staff("dpo")).get("/dpo/audit/?action=api_key.created&format=csv")
    rows = list(csv.reader(io.StringIO(b"".join(response.streaming_content).decode())))
    assert rows[1][5] == "API key cm_Ab12"


def test_consent_and_retention_details_are_words_not_codes(make_staff, tenant):
    """Found by the outside check: "Zweck memory / Quelle portal", "Aufbewahrungsfrist
    session_history"."""
    audit.record(
        action="consent.granted",
        tenant=tenant,
        actor_label="subject:portal",
        data={"purpose": "memory", "source": "portal", "text_version": "portal-1"},
    )
    audit.record(
        action="retention.changed",
        tenant=tenant,
        object_type="retention_policy",
        object_id="session_history",
        data={"from_seconds": 86400, "to_seconds": 1800},
    )
    html = _client(make_staff("dpo"), "de").get("/dpo/audit/").content.decode()
    assert "<dd>Langzeitgedächtnis</dd>" in html and "<dd>Kundenseite</dd>" in html
    assert "<dd>portal</dd>" not in html and "<dd>memory</dd>" not in html
    assert "session_history" not in html


def test_memory_details_are_words_not_codes(make_staff, tenant):
    """Found by the outside check: "Herkunft explicit_user" on the audit page."""
    audit.record(
        action="memory.created",
        tenant=tenant,
        actor_label="subject:widget",
        data={"key": "language", "status": "active", "provenance": "explicit_user"},
    )
    audit.record(
        action="memory.corrected",
        tenant=tenant,
        data={"key": "language", "changed": ["value", "purpose"], "summaries_updated": 0},
    )
    audit.record(action="memory.evicted", tenant=tenant, data={"ids": ["7"], "reason": "limit"})
    html = _client(make_staff("dpo"), "de").get("/dpo/audit/").content.decode()
    assert "<dd>Vom Kunden angegeben</dd>" in html
    assert "<dd>Wert, Zweck</dd>" in html
    assert "<dd>Höchstzahl der Einträge erreicht</dd>" in html
    for code in ("explicit_user", "<dd>value, purpose</dd>", "<dd>limit</dd>"):
        assert code not in html
    html = _client(make_staff("owner", username="o2")).get("/dpo/audit/").content.decode()
    assert "<dd>Told by the customer</dd>" in html
