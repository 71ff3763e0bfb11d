"""Per-tenant privacy policy: what a tenant may change, and that ingest obeys it."""

import pytest

from memory.models import Message
from memory.services import append_message, create_session
from privacy.models import AuditEvent
from privacy.redaction import (
    DEFAULT_POLICY,
    NEVER_STORE,
    redact,
    set_tenant_policy,
    validate_policy,
)

ADDRESS_TEXT = "Bitte an Lindenstraße 14, 10969 Berlin liefern, Karte 4111 1111 1111 1111"


@pytest.mark.parametrize("label", sorted(NEVER_STORE))
@pytest.mark.parametrize("action", ["mask", "special", "allow"])
def test_never_store_labels_cannot_be_loosened(label, action):
    with pytest.raises(ValueError, match=f"{label} is always never_store"):
        validate_policy({label: action})


@pytest.mark.parametrize("action", ["mask", "allow"])
def test_health_cannot_become_ordinary_text(action):
    with pytest.raises(ValueError, match="HEALTH may only be special or never_store"):
        validate_policy({"HEALTH": action})


@pytest.mark.parametrize(
    "policy, message",
    [
        ({"SSN": "mask"}, "Unknown label 'SSN'"),
        ({"EMAIL": "hide"}, "Unknown action 'hide' for EMAIL"),
        (["ADDRESS", "allow"], "must map labels to actions"),
    ],
)
def test_malformed_policies_are_refused(policy, message):
    with pytest.raises(ValueError, match=message):
        validate_policy(policy)


def test_allowed_changes_pass_validation():
    policy = {
        "ADDRESS": "allow",
        "EMAIL": "never_store",
        "PHONE": "special",
        "HEALTH": "never_store",
        "CARD": "never_store",
    }
    assert validate_policy(policy) == policy
    assert validate_policy(None) == {}


def test_address_allowed_is_left_unmasked_while_the_card_is_still_removed():
    result = redact(ADDRESS_TEXT, lang="de", policy={"ADDRESS": "allow"})
    assert "Lindenstraße 14, 10969 Berlin" in result.text
    assert [s.label for s in result.spans] == ["CARD"]
    assert "4111" not in result.text
    default = redact(ADDRESS_TEXT, lang="de")
    assert "ADDRESS" in [s.label for s in default.spans]


@pytest.mark.django_db
def test_saved_policy_reaches_ingest(tenant):
    set_tenant_policy(tenant=tenant, policy={"ADDRESS": "allow"})
    session = create_session(tenant=tenant, locale="de")
    message = append_message(session=session, role="user", text=ADDRESS_TEXT)
    stored = Message.objects.get(pk=message.pk)
    assert "Lindenstraße 14, 10969 Berlin" in stored.text
    assert [r["label"] for r in stored.redactions] == ["CARD"]
    assert "4111" not in stored.text and "[Kartennummer entfernt]" in stored.text


@pytest.mark.django_db
def test_refused_policy_changes_nothing_and_is_not_audited(tenant):
    set_tenant_policy(tenant=tenant, policy={"ADDRESS": "allow"})
    with pytest.raises(ValueError, match="CARD is always never_store"):
        set_tenant_policy(tenant=tenant, policy={"ADDRESS": "mask", "CARD": "allow"})
    tenant.refresh_from_db()
    assert tenant.settings["privacy_policy"] == {"ADDRESS": "allow"}
    events = AuditEvent.objects.filter(tenant=tenant, action="privacy_policy_changed")
    assert events.count() == 1
    assert events.get().data == {"policy": {"ADDRESS": "allow"}}


@pytest.mark.django_db
def test_saving_keeps_the_tenants_other_settings(tenant):
    tenant.settings = {"channels": {"web": {"window": 10}}}
    tenant.save()
    set_tenant_policy(tenant=tenant, policy={"EMAIL": "never_store"})
    tenant.refresh_from_db()
    assert tenant.settings["channels"] == {"web": {"window": 10}}
    assert tenant.settings["privacy_policy"] == {"EMAIL": "never_store"}


@pytest.mark.django_db
def test_card_set_to_allow_in_the_database_by_hand_is_still_never_stored(tenant):
    tenant.settings = {"privacy_policy": {"CARD": "allow", "PASSWORD": "mask"}}
    tenant.save()
    session = create_session(tenant=tenant, locale="de")
    message = append_message(
        session=session, role="user", text="Karte 4111 1111 1111 1111, Passwort ist Geheim123!"
    )
    stored = Message.objects.get(pk=message.pk)
    assert "4111" not in stored.text and "Geheim123" not in stored.text
    assert DEFAULT_POLICY["CARD"] == "never_store"
