"""The DPO console under /dpo/ and the owners' analytics page."""

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from dpo import export, purge
from dpo.models import ExportJob
from handover.services import create_handover
from memory.models import Subject
from memory.services import append_message, create_session
from privacy import analytics, audit
from privacy.models import AuditEvent, DailyCount, RetentionPolicy, StorageType

pytestmark = pytest.mark.usefixtures("export_root")

DPO_PAGES = ["/dpo/", "/dpo/subjects/cust-42/", "/dpo/purges/", "/dpo/retention/", "/dpo/audit/"]


def _client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def dpo(make_staff):
    return _client(make_staff("dpo"))


# Owners read their tenant's audit log (tests/dpo/test_audit_page.py); every other DPO page is
# refused to them and to agents.
@pytest.mark.parametrize(
    ("role", "path"),
    [
        (role, path)
        for role in ("agent", "owner")
        for path in DPO_PAGES + ["/dpo/subjects/cust-42/erase"]
        if not (role == "owner" and path == "/dpo/audit/")
    ],
)
def test_other_roles_get_a_clear_refusal(make_staff, make_held, role, path):
    make_held("cust-42")
    response = _client(make_staff(role)).get(path)
    assert response.status_code == 403
    assert "Data protection officer" in response.content.decode()


@pytest.mark.parametrize("path", DPO_PAGES + ["/dpo/analytics/"])
def test_anonymous_is_sent_to_login(path):
    response = Client().get(path)
    assert response.status_code == 302
    assert response["Location"].startswith("/console/login/")


def test_find_a_subject_by_ref_or_session_key(dpo, make_held):
    held = make_held("cust-42")
    assert dpo.get("/dpo/?q=cust-42")["Location"] == "/dpo/subjects/cust-42/"
    response = dpo.get(f"/dpo/?q={held.sessions[0].key}")
    assert response["Location"] == "/dpo/subjects/cust-42/"
    response = dpo.get("/dpo/?q=nobody")
    assert response.status_code == 200
    assert "Nothing is held" in response.content.decode()


def test_another_tenants_subject_is_404(make_staff, make_held, other_tenant):
    make_held("cust-42", tenant=other_tenant)
    held_elsewhere = Subject.objects.get(ref="cust-42")
    client = _client(make_staff("dpo"))
    assert client.get("/dpo/subjects/cust-42/").status_code == 404
    assert client.post("/dpo/subjects/cust-42/export").status_code == 404
    assert client.get("/dpo/subjects/cust-42/erase").status_code == 404
    assert client.post("/dpo/subjects/cust-42/erase", {"confirm": "cust-42"}).status_code == 404
    session_key = held_elsewhere.sessions.first().key
    assert "Nothing is held" in client.get(f"/dpo/?q={session_key}").content.decode()
    assert Subject.objects.filter(pk=held_elsewhere.pk).exists()


def test_the_subject_page_shows_what_is_held(dpo, make_held):
    make_held("cust-42")
    page = dpo.get("/dpo/subjects/cust-42/").content.decode()
    assert "Lieferung" not in page  # counts and metadata, not the conversation itself
    for text in ("Sprache merken", "Granted", "Waiting", "language"):
        assert text in page


def test_export_from_the_console_then_download(dpo, make_held, tenant):
    make_held("cust-42")
    response = dpo.post("/dpo/subjects/cust-42/export")
    assert response.status_code == 302
    job = ExportJob.objects.get(tenant=tenant)
    export.build_export(export_id=job.pk)
    page = dpo.get("/dpo/subjects/cust-42/").content.decode()
    assert "Download ZIP" in page
    link = export.download_url(job)
    assert dpo.get(link).status_code == 200
    event = AuditEvent.objects.get(action="export.downloaded")
    assert event.actor_label == "dpo-user"


@pytest.mark.parametrize("reason", ["", "   "])
def test_erasure_needs_a_reason_for_the_audit_log(dpo, make_held, reason):
    make_held("cust-42")
    page = dpo.post("/dpo/subjects/cust-42/erase", {"confirm": "cust-42", "reason": reason})
    assert page.status_code == 200
    html = page.content.decode()
    assert "Give the reason for the audit log" in html
    assert 'value="cust-42"' in html  # the typed reference is kept
    assert Subject.objects.filter(ref="cust-42").exists()
    assert not AuditEvent.objects.filter(action="subject.erased").exists()


def test_the_receipt_ends_its_sentence_once(dpo, make_held):
    make_held("cust-42")
    done = dpo.post(
        "/dpo/subjects/cust-42/erase", {"confirm": "cust-42", "reason": "Art. 17"}, follow=True
    )
    sentence = done.content.decode().split("</h1>", 1)[1].split("</p>", 1)[0]
    assert "Subject cust-42 was erased: <time" in sentence
    assert not sentence.endswith(".</time>.")


def test_erasure_needs_the_reference_typed_again(dpo, make_held):
    make_held("cust-42")
    page = dpo.post("/dpo/subjects/cust-42/erase", {"confirm": "cust-4"})
    assert page.status_code == 200
    assert Subject.objects.filter(ref="cust-42").exists()

    done = dpo.post("/dpo/subjects/cust-42/erase", {"confirm": "cust-42", "reason": "Art. 17"})

    # The receipt is a page of its own: reloading it shows it again, erasing nothing more.
    assert done.status_code == 302
    receipt = dpo.get(done["Location"])
    assert receipt.status_code == 200 and "Erasure receipt" in receipt.content.decode()
    assert not Subject.objects.filter(ref="cust-42").exists()
    event = AuditEvent.objects.get(action="subject.erased")
    assert event.reason == "Art. 17"
    again = dpo.get(done["Location"]).content.decode()
    assert "Subject cust-42 was erased" in again and "<th>Conversations</th><td>2</td>" in again
    # who erased and on what ground (found by the outside check: counts only)
    assert "<th>Reason</th><td>Art. 17</td>" in again
    assert f"<th>Erased by</th><td>{event.actor_label}</td>" in again and event.actor_label
    assert AuditEvent.objects.filter(action="subject.erased").count() == 1


def test_an_erasure_receipt_is_this_tenants_only(dpo, make_held, other_tenant, make_staff):
    make_held("cust-42")
    done = dpo.post("/dpo/subjects/cust-42/erase", {"confirm": "cust-42", "reason": "Art. 17"})
    other = Client()
    other.force_login(make_staff("dpo", username="other-dpo", tenant_=other_tenant))
    assert other.get(done["Location"]).status_code == 404
    assert dpo.get("/dpo/erasures/999999/").status_code == 404


@pytest.mark.parametrize("ref", ["shop/1001", "a~2Fb", "x~y/z~"])
def test_a_ref_no_api_path_can_carry_is_found_exported_and_erased(dpo, make_held, ref):
    """A "/" in a ref held from before refs were checked: its page, export and erasure work."""
    make_held(ref)
    page = dpo.get("/dpo/", {"q": ref})
    assert page.status_code == 302
    assert dpo.get(page["Location"]).status_code == 200
    assert dpo.post(page["Location"] + "export").status_code == 302
    done = dpo.post(page["Location"] + "erase", {"confirm": ref, "reason": "Art. 17"}, follow=True)
    assert done.status_code == 200 and "Erasure receipt" in done.content.decode()
    assert not Subject.objects.filter(ref=ref).exists()


# The retention page's form: a period per storage type, within its limits.
_PERIODS = {
    "session_history": (12, "hours"),
    "case_history": (14, "days"),
    "long_term_memory": (365, "days"),
    "export_files": (24, "hours"),
    "audit_events": (730, "days"),
}


def _retention_form(**periods) -> dict:
    form = {}
    for storage_type, (amount, unit) in (_PERIODS | periods).items():
        form[f"{storage_type}_amount"] = amount
        form[f"{storage_type}_unit"] = unit
    return form


def test_retention_page_saves_and_audits_and_refuses_out_of_range(dpo, tenant, settings):
    settings.CASE_HISTORY_GRACE_DAYS = 14
    form = _retention_form()
    assert dpo.post("/dpo/retention/", form).status_code == 302
    policy = RetentionPolicy.objects.get(tenant=tenant)
    assert policy.storage_type == StorageType.SESSION_HISTORY
    assert policy.period == timedelta(hours=12)
    assert AuditEvent.objects.filter(action="retention.changed").count() == 1

    form["audit_events_amount"] = 100000
    response = dpo.post("/dpo/retention/", form)
    assert response.status_code == 200
    assert "between" in response.content.decode()
    assert RetentionPolicy.objects.filter(tenant=tenant).count() == 1


def test_the_shortest_session_period_can_be_set_in_minutes_and_is_shown_as_set(dpo, tenant):
    """Found by the outside check: the page allowed 30 minutes but offered only whole hours."""
    form = _retention_form(session_history=(30, "minutes"))
    assert dpo.post("/dpo/retention/", form).status_code == 302
    policy = RetentionPolicy.objects.get(tenant=tenant, storage_type=StorageType.SESSION_HISTORY)
    assert policy.period == timedelta(minutes=30)
    page = dpo.get("/dpo/retention/").content.decode()
    assert 'name="session_history_amount" value="30"' in page
    assert '<option value="minutes" selected>' in page

    form["session_history_amount"] = 29
    assert "between" in dpo.post("/dpo/retention/", form).content.decode()


def test_purge_runs_page_lists_this_tenants_runs(
    dpo, tenant, other_tenant, django_assert_num_queries
):
    purge.purge_tenant(tenant=tenant)
    purge.purge_tenant(tenant=other_tenant)
    # session, user, the user's tenant, then the tenant's runs
    with django_assert_num_queries(4):
        response = dpo.get("/dpo/purges/")
    assert response.status_code == 200
    assert response.content.decode().count("<tr>") == 2  # header + one run


def test_audit_log_filters_and_keeps_other_tenants_out(
    dpo, tenant, other_tenant, django_assert_num_queries
):
    for n in range(5):
        audit.record(action="export.created", tenant=tenant, subject_ref=f"s{n}")
    audit.record(action="subject.erased", tenant=tenant, subject_ref="s1", actor_label="eve")
    audit.record(action="subject.erased", tenant=other_tenant, subject_ref="s1")

    # session, user, the user's tenant, the page's count, its rows, the action list
    with django_assert_num_queries(6):
        page = dpo.get("/dpo/audit/?action=subject.erased&subject=s1&actor=eve").content.decode()
    assert page.count('data-action="subject.erased"') == 1
    today = timezone.now().date()
    since = (today - timedelta(days=1)).isoformat()
    response = dpo.get(f"/dpo/audit/?since={since}&until={today.isoformat()}")
    assert response.content.decode().count('data-action="export.created"') == 5
    tomorrow = (today + timedelta(days=1)).isoformat()
    empty = dpo.get(f"/dpo/audit/?since={tomorrow}").content.decode()
    assert "No events match" in empty


def test_analytics_shows_counted_conversations_and_the_rate_to_owners(
    make_staff, tenant, other_tenant
):
    # Counted by the real paths: four conversations started, one of them handed over.
    sessions = [create_session(tenant=tenant, channel="web", locale="en") for _ in range(4)]
    create_handover(session=sessions[0], reason="Wants a person")
    analytics.bump(tenant=other_tenant, metric="secret_metric", by=9)
    page = _client(make_staff("owner")).get("/dpo/analytics/").content.decode()
    assert 'data-figure="conversations">4<' in page and 'data-figure="handovers">1<' in page
    assert f"<title>{timezone.now().date():%Y-%m-%d}: 25.0 %</title>" in page  # one in four
    assert "secret_metric" not in page
    assert _client(make_staff("agent", username="a2")).get("/dpo/analytics/").status_code == 403


@pytest.mark.parametrize(
    "method,path",
    [
        ("post", "/dpo/"),
        ("post", "/dpo/subjects/cust-42/"),
        ("get", "/dpo/subjects/cust-42/export"),
        ("delete", "/dpo/subjects/cust-42/erase"),
        ("post", "/dpo/audit/"),
        ("post", "/dpo/purges/"),
        ("post", "/dpo/analytics/"),
    ],
)
def test_wrong_method_is_405(dpo, make_held, method, path):
    make_held("cust-42")
    assert getattr(dpo, method)(path).status_code == 405


def test_counters_are_created_then_added_to_in_one_statement(tenant, django_assert_num_queries):
    with django_assert_num_queries(1):
        analytics.bump_many(tenant=tenant, counts={"messages": 1, "redactions.CARD": 2, "x": 0})
    analytics.bump_many(tenant=tenant, counts={"messages": 1, "redactions.CARD": 1})
    analytics.bump(tenant=tenant, metric="messages", by=3)
    counts = dict(DailyCount.objects.for_tenant(tenant).values_list("metric", "value"))
    assert counts == {"messages": 5, "redactions.CARD": 3}


@pytest.mark.parametrize("amount", ["100000", "999999999", "9" * 30, "9" * 5000])
def test_retention_page_refuses_a_huge_number_in_days_not_with_a_server_error(dpo, amount):
    form = _retention_form()
    form["case_history_amount"] = amount
    for unit in ("days", "hours"):
        form["case_history_unit"] = unit
        response = dpo.post("/dpo/retention/", form)
        assert response.status_code == 200
        page = response.content.decode()
        if len(amount) < 4300:  # longer is not a number to Python at all: "Enter a whole number."
            assert "The period must lie between 24 hours and 180 days." in page
        assert "0:00:00" not in page
    assert not RetentionPolicy.objects.exists()


def test_retention_page_speaks_of_days_in_the_dpos_language(dpo):
    form = {"audit_events_amount": "5", "audit_events_unit": "days"}
    page = dpo.post("/dpo/retention/", form, HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert "180 Tage" in page and "2190 Tage" in page
    assert "0:00:00" not in page


@pytest.mark.parametrize(
    "query", ["since=9999-12-31&until=9999-12-31", "until=9999-12-31", "since=0001-01-01"]
)
def test_audit_log_takes_the_extreme_dates(dpo, query):
    assert dpo.get(f"/dpo/audit/?{query}").status_code == 200


def test_find_what_is_held_by_e_mail_phone_or_name(dpo, tenant, other_tenant):
    """Found by the outside check: a DPO searching the e-mail a person gave was told nothing is
    held, though it stood in a handover and the transcript."""
    linked = create_session(tenant=tenant, locale="en", subject_ref="cust-77")
    create_handover(session=linked, reason="Wants a person", contact={"email": "jane@example.com"})
    anonymous = create_session(tenant=tenant, locale="en")
    append_message(session=anonymous, role="user", text="Call me on +44 7700 900123 please")
    elsewhere = create_session(tenant=other_tenant, locale="en", subject_ref="cust-88")
    append_message(session=elsewhere, role="user", text="mail me: jane@example.com")

    assert dpo.get("/dpo/?q=Jane@Example.com")["Location"] == "/dpo/subjects/cust-77/"
    page = dpo.get("/dpo/?q=7700 900123").content.decode()
    assert "Conversations not linked to a subject" in page and "cust-" not in page
    assert "Nothing is held" in dpo.get("/dpo/?q=nobody@example.com").content.decode()
    assert "Nothing is held" in dpo.get("/dpo/?q=Call").content.decode()  # too short to search
