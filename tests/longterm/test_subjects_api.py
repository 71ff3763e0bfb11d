"""The subjects API: consent, memory entries, correction, forget, portal links."""

from datetime import timedelta

import pytest
from django.utils import timezone

from longterm.models import Consent, MemoryEntry
from memory.models import Subject
from privacy.models import AuditEvent, DailyCount

pytestmark = pytest.mark.django_db

REF = "cust-42"


def put_consent(api, granted=True, ref=REF):
    return api.put(
        f"/api/v1/subjects/{ref}/consents/memory",
        {"granted": granted, "text_version": "v1", "source": "api"},
        format="json",
    )


def post_memory(api, ref=REF, **overrides):
    body = {
        "key": "language",
        "value": "en",
        "type": "preference",
        "purpose": "Answer in the person's language",
        "provenance": "explicit_user",
    } | overrides
    return api.post(f"/api/v1/subjects/{ref}/memories", body, format="json")


def test_granting_consent_records_the_decision_and_creates_the_subject(api, tenant):
    response = put_consent(api)
    assert response.status_code == 200
    body = response.json()
    assert body["granted"] is True and body["purpose"] == "memory" and body["source"] == "api"
    assert Subject.objects.for_tenant(tenant).filter(ref=REF).exists()
    decision = Consent.objects.for_tenant(tenant).get(subject_ref=REF)
    assert decision.text_version == "v1"
    assert AuditEvent.objects.filter(action="consent.granted", subject_ref=REF).exists()


def test_a_consent_for_a_ref_longer_than_a_ref_may_be_is_a_clear_400(api, tenant):
    response = put_consent(api, ref="r" * 201)
    assert response.status_code == 400
    assert "at most 200 characters" in str(response.json()["error"])
    assert not Consent.objects.for_tenant(tenant).exists()
    assert put_consent(api, ref="r" * 200).status_code == 200


@pytest.mark.parametrize(
    ("subject", "says"),
    [("shop/1001", '"/"'), ("r" * 201, "200"), ("tab\tin", "control characters")],
)
def test_a_session_refuses_a_subject_ref_its_urls_could_not_carry(api, subject, says):
    response = api.post("/api/v1/sessions", {"subject": subject}, format="json")
    assert response.status_code == 400
    assert says in str(response.json()["error"])
    assert not Subject.objects.exists()


@pytest.mark.parametrize("purpose", ["marketing", "Memory"])
def test_consent_for_an_unknown_purpose_is_404_naming_the_purposes(api, purpose):
    response = api.put(
        f"/api/v1/subjects/{REF}/consents/{purpose}", {"granted": True}, format="json"
    )
    assert response.status_code == 404
    assert response.json()["error"]["message"] == (
        "No consent purpose of that name; the purposes are: memory."
    )


def test_consent_needs_a_boolean(api):
    response = api.put(f"/api/v1/subjects/{REF}/consents/memory", {}, format="json")
    assert response.status_code == 400
    assert "granted" in response.json()["error"]["fields"]


def test_storing_without_consent_is_403(api):
    response = post_memory(api)
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "no_consent"
    put_consent(api, granted=False)
    assert post_memory(api).status_code == 403
    assert not MemoryEntry.objects.exists()


def test_an_explicit_statement_is_kept_active_and_a_summary_value_waits(api):
    put_consent(api)
    explicit = post_memory(api)
    assert explicit.status_code == 201
    body = explicit.json()
    assert body["status"] == "active" and body["trust"] == "confirmed"
    assert body["provenance"] == "explicit_user" and body["confirmed_at"]
    assert set(body) >= {"id", "key", "value", "type", "purpose", "scope", "expires_at"}

    proposed = post_memory(
        api,
        key="delivery_address",
        value="Hauptstr. 5, 10115 Berlin",
        type="delivery_address",
        provenance="confirmed_summary",
    )
    assert proposed.status_code == 201
    assert proposed.json()["status"] == "pending"
    assert proposed.json()["trust"] == "unconfirmed_inference"
    assert proposed.json()["confirmed_at"] is None

    confirmed = api.post(f"/api/v1/subjects/{REF}/memories/{proposed.json()['id']}/confirm")
    assert confirmed.status_code == 200
    assert confirmed.json()["status"] == "active" and confirmed.json()["trust"] == "confirmed"


def test_a_verified_system_value_is_trusted_as_verified(api):
    put_consent(api)
    body = post_memory(
        api,
        key="customer_number",
        value="K-1001",
        type="customer_number",
        provenance="verified_system",
    ).json()
    assert body["trust"] == "verified" and body["status"] == "active"


@pytest.mark.parametrize(
    ("value", "label"),
    [
        ("my password is Sommer2024!", "password"),
        ("card 4111 1111 1111 1111", "card number"),
        ("I have diabetes", "health information"),
    ],
)
def test_a_never_store_or_special_value_is_refused_with_a_reason(api, value, label):
    put_consent(api)
    response = post_memory(api, key="note", value=value)
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["code"] == "refused_by_privacy_policy"
    assert label in error["message"]
    assert not MemoryEntry.objects.exists()
    assert value not in str(list(AuditEvent.objects.values()))


@pytest.mark.parametrize(
    "overrides",
    [
        {"key": "password", "value": "hunter2xyz"},
        {"key": "pin", "value": "1234"},
        {"key": "otp", "value": "482913"},
        {"key": "4111 1111 1111 1111", "value": "fine"},
        {"key": "note", "value": "fine", "purpose": "card 4111 1111 1111 1111"},
        {"key": "allergy", "value": "peanuts"},
    ],
)
def test_the_key_and_purpose_are_read_with_the_value(api, overrides):
    """Under the key "password" a plain-looking value is a secret; a card number in the key or
    the purpose is refused like one in the value."""
    put_consent(api)
    response = post_memory(api, **overrides)
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "refused_by_privacy_policy"
    assert not MemoryEntry.objects.exists()


def test_a_purpose_changed_to_hold_a_secret_is_refused(api):
    put_consent(api)
    entry = post_memory(api).json()
    response = api.patch(
        f"/api/v1/subjects/{REF}/memories/{entry['id']}",
        {"purpose": "card 4111 1111 1111 1111"},
        format="json",
    )
    assert response.status_code == 422
    assert "4111" not in MemoryEntry.objects.get().purpose


def test_a_value_over_the_limit_is_400_and_the_tenant_may_lower_it(api, tenant):
    put_consent(api)
    response = post_memory(api, value="x" * 401)
    assert response.status_code == 400
    assert "value" in response.json()["error"]["fields"]
    assert post_memory(api, value="y" * 400).status_code == 201
    tenant.settings = {"memory": {"max_value_chars": 10}}
    tenant.save()
    assert post_memory(api, key="k2", value="z" * 11).status_code == 400


def test_a_duplicate_after_folding_case_and_spaces_returns_the_kept_entry(api):
    put_consent(api)
    first = post_memory(api, key="city", value="Bad  Homburg")
    again = post_memory(api, key="city", value="bad homburg ")
    assert again.status_code == 200
    assert again.json()["id"] == first.json()["id"]
    assert MemoryEntry.objects.count() == 1


def test_the_oldest_entry_makes_room_when_the_subject_is_full(api, tenant):
    tenant.settings = {"memory": {"max_entries": 3}}
    tenant.save()
    put_consent(api)
    ids = [post_memory(api, key=f"k{i}", value=f"v{i}").json()["id"] for i in range(4)]
    kept = [m["id"] for m in api.get(f"/api/v1/subjects/{REF}/memories").json()["results"]]
    assert sorted(kept) == sorted(ids[1:])
    assert AuditEvent.objects.filter(action="memory.evicted").exists()


def test_eighty_entries_by_default(api):
    put_consent(api)
    for i in range(81):
        assert post_memory(api, key=f"k{i}", value=f"value {i}").status_code == 201
    assert MemoryEntry.objects.count() == 80
    assert not MemoryEntry.objects.filter(key="k0").exists()


def test_post_with_a_kept_key_corrects_the_value_in_place(api, tenant):
    put_consent(api)
    first = post_memory(api, key="language", value="de").json()
    second = post_memory(api, key="language", value="en")
    assert second.status_code == 200
    assert second.json()["id"] == first["id"] and second.json()["value"] == "en"
    assert MemoryEntry.objects.count() == 1
    event = AuditEvent.objects.get(action="memory.corrected")
    assert event.actor_label.startswith("api-key:")
    assert event.data["changed"] == ["value"]
    assert '"de"' not in str(event.data) and "en" not in event.data.values()


def test_patch_corrects_and_counts(api, tenant):
    put_consent(api)
    entry = post_memory(api, key="delivery_address", value="Hauptstr. 5, 10115 Berlin").json()
    response = api.patch(
        f"/api/v1/subjects/{REF}/memories/{entry['id']}",
        {"value": "Ringstr. 9, 50667 Köln"},
        format="json",
    )
    assert response.status_code == 200
    assert response.json()["value"] == "Ringstr. 9, 50667 Köln"
    assert DailyCount.objects.get(tenant=tenant, metric="memory.corrected").value == 1
    event = AuditEvent.objects.get(action="memory.corrected")
    assert "Hauptstr" not in str(event.data) and "Hauptstr" not in event.reason


def test_patch_refuses_a_sensitive_value(api):
    put_consent(api)
    entry = post_memory(api, key="note", value="call after 5").json()
    response = api.patch(
        f"/api/v1/subjects/{REF}/memories/{entry['id']}",
        {"value": "my PIN code is 4711 and password hunter2"},
        format="json",
    )
    assert response.status_code == 422
    assert MemoryEntry.objects.get().value == "call after 5"


def test_delete_removes_the_entry(api, tenant):
    put_consent(api)
    entry = post_memory(api).json()
    assert api.delete(f"/api/v1/subjects/{REF}/memories/{entry['id']}").status_code == 204
    assert not MemoryEntry.objects.exists()
    assert api.delete(f"/api/v1/subjects/{REF}/memories/{entry['id']}").status_code == 404
    assert DailyCount.objects.get(tenant=tenant, metric="memory.deleted").value == 1


def test_forget_by_words_removes_every_match_and_lists_the_ids(api):
    put_consent(api)
    a = post_memory(api, key="delivery_address", value="Hauptstr. 5, Berlin").json()["id"]
    b = post_memory(api, key="billing_address", value="Postfach 12, Berlin").json()["id"]
    c = post_memory(api, key="language", value="de").json()["id"]
    response = api.post(
        f"/api/v1/subjects/{REF}/memories/forget", {"query": "berlin"}, format="json"
    )
    assert response.status_code == 200
    assert sorted(response.json()["deleted"]) == sorted([a, b])
    assert list(MemoryEntry.objects.values_list("pk", flat=True)) == [int(c)]
    response = api.post(f"/api/v1/subjects/{REF}/memories/forget", {"query": "  "}, format="json")
    assert response.status_code == 400


def test_withdrawal_deletes_the_entries_at_once(api):
    put_consent(api)
    post_memory(api)
    post_memory(api, key="city", value="Bonn")
    response = put_consent(api, granted=False)
    assert response.status_code == 200
    assert response.json()["memories_deleted"] == 2
    assert not MemoryEntry.objects.exists()
    event = AuditEvent.objects.get(action="consent.withdrawn")
    assert event.data["memories_deleted"] == 2


def test_another_tenant_sees_nothing_and_gets_404(api, other_api):
    put_consent(api)
    entry = post_memory(api).json()
    base = f"/api/v1/subjects/{REF}/memories"
    assert other_api.get(base).status_code == 404
    assert (
        other_api.patch(f"{base}/{entry['id']}", {"value": "x"}, format="json").status_code == 404
    )
    assert other_api.delete(f"{base}/{entry['id']}").status_code == 404
    assert other_api.post(f"{base}/{entry['id']}/confirm").status_code == 404
    assert other_api.post(f"{base}/forget", {"query": "en"}, format="json").status_code == 404
    assert other_api.post(f"/api/v1/subjects/{REF}/portal-link").status_code == 404
    # The same ref in the other tenant is another person: its consent does not open ours.
    put_consent(other_api)
    assert other_api.get(base).json()["results"] == []
    assert MemoryEntry.objects.count() == 1


def test_an_entry_of_another_subject_is_404(api):
    put_consent(api)
    put_consent(api, ref="cust-other")
    entry = post_memory(api, ref="cust-other").json()
    assert api.delete(f"/api/v1/subjects/{REF}/memories/{entry['id']}").status_code == 404
    assert api.patch(f"/api/v1/subjects/{REF}/memories/abc", {}, format="json").status_code == 404


def test_anonymous_calls_are_401(client):
    for method, path in [
        ("put", f"/api/v1/subjects/{REF}/consents/memory"),
        ("get", f"/api/v1/subjects/{REF}/memories"),
        ("post", f"/api/v1/subjects/{REF}/memories"),
        ("post", f"/api/v1/subjects/{REF}/memories/forget"),
        ("delete", f"/api/v1/subjects/{REF}/memories/1"),
        ("post", f"/api/v1/subjects/{REF}/memories/1/confirm"),
        ("post", f"/api/v1/subjects/{REF}/portal-link"),
    ]:
        assert getattr(client, method)(path).status_code == 401, path


def test_wrong_methods_are_405(api):
    put_consent(api)
    entry = post_memory(api).json()
    base = f"/api/v1/subjects/{REF}"
    assert api.get(f"{base}/consents/memory").status_code == 405
    assert api.delete(f"{base}/memories").status_code == 405
    assert api.get(f"{base}/memories/{entry['id']}").status_code == 405
    assert api.get(f"{base}/memories/{entry['id']}/confirm").status_code == 405
    assert api.get(f"{base}/memories/forget").status_code == 405
    assert api.get(f"{base}/portal-link").status_code == 405


def test_the_list_costs_a_fixed_number_of_queries(api, django_assert_num_queries):
    put_consent(api)
    for i in range(5):
        post_memory(api, key=f"k{i}", value=f"v{i}")
    # Queries: the subject; the entries with their sites (the API key was looked up earlier).
    with django_assert_num_queries(2):
        response = api.get(f"/api/v1/subjects/{REF}/memories")
    assert len(response.json()["results"]) == 5


def test_the_list_shows_pending_and_active_with_age(api):
    put_consent(api)
    post_memory(api)
    post_memory(api, key="city", value="Bonn", provenance="confirmed_summary")
    MemoryEntry.objects.filter(key="language").update(
        confirmed_at=timezone.now() - timedelta(days=3)
    )
    results = {m["key"]: m for m in api.get(f"/api/v1/subjects/{REF}/memories").json()["results"]}
    assert results["city"]["status"] == "pending"
    assert results["language"]["age_days"] == 3


def test_a_portal_link_is_short_lived(api, settings):
    put_consent(api)
    response = api.post(f"/api/v1/subjects/{REF}/portal-link", {"lang": "de"}, format="json")
    assert response.status_code == 201
    body = response.json()
    assert "/me/open/" in body["url"] and body["url"].endswith("?lang=de")
    assert body["expires_at"]
    assert api.post("/api/v1/subjects/nobody/portal-link").status_code == 404


def test_patching_a_proposal_keeps_it_pending_unless_the_person_confirmed(api):
    put_consent(api)
    proposal = post_memory(api, key="city", value="Bonn", provenance="confirmed_summary").json()
    url = f"/api/v1/subjects/{REF}/memories/{proposal['id']}"
    body = api.patch(url, {"value": "Köln"}, format="json").json()
    assert (body["value"], body["status"]) == ("Köln", "pending")
    body = api.patch(url, {"value": "Köln", "confirmed": True}, format="json").json()
    assert (body["status"], body["trust"]) == ("active", "confirmed")


CONTROL_CHARACTERS = ["\x1b[31m", "\x07", "\x85", "\x9b", "\x00", "\x7f"]  # ESC, BEL, C1, DEL


@pytest.mark.parametrize("char", CONTROL_CHARACTERS)
@pytest.mark.parametrize("field", ["key", "value", "purpose", "type"])
def test_control_characters_are_refused_in_an_entry_as_in_a_message(api, char, field):
    put_consent(api)
    response = post_memory(api, **{field: f"abc{char}def"})
    assert response.status_code == 400
    assert field in response.json()["error"]["fields"]
    assert not MemoryEntry.objects.exists()


@pytest.mark.parametrize("char", CONTROL_CHARACTERS)
@pytest.mark.parametrize("field", ["value", "purpose", "type"])
def test_control_characters_are_refused_in_a_correction(api, char, field):
    put_consent(api)
    entry_id = post_memory(api).json()["id"]
    response = api.patch(
        f"/api/v1/subjects/{REF}/memories/{entry_id}", {field: f"x{char}y"}, format="json"
    )
    assert response.status_code == 400
    assert field in response.json()["error"]["fields"]
    assert MemoryEntry.objects.get().value == "en"


# Control characters Python counts as white space: trimming dropped them at either end.
SPACE_LIKE_CONTROLS = ["\x85", "\x1c", "\x1f", "\x0b", "\x0c"]


@pytest.mark.parametrize("char", SPACE_LIKE_CONTROLS)
@pytest.mark.parametrize("field", ["key", "value", "purpose", "type"])
def test_space_like_control_characters_at_an_end_are_refused_too(api, char, field):
    put_consent(api)
    for text in (f"abc{char}", f"{char}abc"):
        response = post_memory(api, **{field: text})
        assert response.status_code == 400, (text, response.content)
        assert field in response.json()["error"]["fields"]
    assert not MemoryEntry.objects.exists()
    entry_id = post_memory(api).json()["id"]
    if field != "key":
        url = f"/api/v1/subjects/{REF}/memories/{entry_id}"
        response = api.patch(url, {field: f"x{char}"}, format="json")
        assert response.status_code == 400
        assert field in response.json()["error"]["fields"]
    assert MemoryEntry.objects.get().value == "en"


def test_tabs_and_line_breaks_are_kept_in_an_entry_as_in_a_message(api):
    put_consent(api)
    response = post_memory(api, purpose="Line one\nline two\twith a tab")
    assert response.status_code == 201


@pytest.mark.parametrize(
    "body",
    [
        {"granted": "yes", "text_version": "v1"},
        {"granted": 1, "text_version": "v1"},
        {"granted": "false", "text_version": "v1"},
        {"granted": True},
        {"granted": True, "text_version": "  "},
    ],
)
def test_a_consent_is_a_json_boolean_and_a_grant_names_its_text(api, body):
    response = api.put(f"/api/v1/subjects/{REF}/consents/memory", body, format="json")
    assert response.status_code == 400
    assert set(response.json()["error"]["fields"]) & {"granted", "text_version"}
    assert (
        api.put(
            f"/api/v1/subjects/{REF}/consents/memory", {"granted": False}, format="json"
        ).status_code
        == 200
    )  # a withdrawal needs no text


def test_a_memory_scoped_to_an_unknown_locale_is_a_400(api):
    put_consent(api)
    response = post_memory(api, scope={"locale": "xx"})
    assert response.status_code == 400
    assert "scope.locale" in response.json()["error"]["fields"]
    assert post_memory(api, scope={"locale": "da"}).status_code == 201


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"value": "Hauptstr. 5, 10115 Berlin"},
        {"value": "  Hauptstr. 5, 10115 Berlin "},
        {"value": "Hauptstr. 5, 10115 Berlin", "confirmed": True},
        {"value": "Hauptstr. 5, 10115 Berlin", "purpose": "Deliveries", "type": "preference"},
        {"confirmed": False},
    ],
)
def test_a_patch_that_changes_nothing_changes_nothing(api, tenant, body):
    """Not a reconfirmation: no fresh confirmed_at (which restarts the retention period), no
    audit row saying the entry was corrected, no cache dropped."""
    put_consent(api)
    created = post_memory(
        api, key="delivery_address", value="Hauptstr. 5, 10115 Berlin", purpose="Deliveries"
    ).json()
    confirmed_long_ago = timezone.now() - timedelta(days=40)
    MemoryEntry.objects.filter(pk=created["id"]).update(
        confirmed_at=confirmed_long_ago, updated_at=confirmed_long_ago
    )
    before = MemoryEntry.objects.values().get(pk=created["id"])
    listed = api.get(f"/api/v1/subjects/{REF}/memories").json()["results"][0]
    events = AuditEvent.objects.count()
    version = Subject.objects.get(ref=REF).memory_version

    response = api.patch(f"/api/v1/subjects/{REF}/memories/{created['id']}", body, format="json")

    assert response.status_code == 200
    assert response.json() == listed
    assert MemoryEntry.objects.values().get(pk=created["id"]) == before
    assert AuditEvent.objects.count() == events
    assert Subject.objects.get(ref=REF).memory_version == version
    assert not DailyCount.objects.filter(tenant=tenant, metric="memory.corrected").exists()


def test_a_patch_that_changes_nothing_leaves_a_proposal_pending(api):
    put_consent(api)
    proposal = post_memory(api, key="city", value="Bonn", provenance="confirmed_summary").json()
    before = MemoryEntry.objects.values().get(pk=proposal["id"])
    events = AuditEvent.objects.count()
    url = f"/api/v1/subjects/{REF}/memories/{proposal['id']}"
    body = api.patch(url, {"value": "Bonn"}, format="json").json()
    assert (body["status"], body["confirmed_at"]) == ("pending", None)
    assert MemoryEntry.objects.values().get(pk=proposal["id"]) == before
    assert AuditEvent.objects.count() == events
    # The person's yes with it is a change: the proposal becomes active.
    body = api.patch(url, {"value": "Bonn", "confirmed": True}, format="json").json()
    assert (body["status"], body["trust"]) == ("active", "confirmed")
