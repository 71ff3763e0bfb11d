"""Who may act for a tenant is audited: API keys, staff and roles, the bot webhook and its secrets.

Each change lands in the changed tenant's tamper-evident log (and only there), through the
management commands an operator runs, and the log names the key by its prefix and the webhook by
its host: never the key, a password, a secret or the rest of the URL.
"""

from datetime import timedelta

import pytest
from django.core.management import call_command

from privacy.audit import verify_chains
from privacy.models import AuditEvent
from tenants.models import ApiKey, Site
from tenants.services import (
    create_api_key,
    disable_bot_webhook,
    rotate_webhook_secret,
    set_bot_webhook,
    webhook_signing_secrets,
)

pytestmark = pytest.mark.django_db

PUBLIC_IP = "93.184.215.14"  # a public address; nothing connects to it in these tests


def events(tenant, prefix: str) -> list[AuditEvent]:
    return list(
        AuditEvent.objects.for_tenant(tenant)
        .filter(action__startswith=prefix)
        .order_by("created_at", "pk")
    )


def everything_logged(tenant) -> str:
    return repr(
        list(
            AuditEvent.objects.for_tenant(tenant).values_list(
                "actor_label", "action", "object_id", "reason", "data"
            )
        )
    )


def test_creating_and_revoking_a_key_by_command_is_logged_without_the_key(tenant, capsys):
    call_command("create_api_key", "--tenant", "acme", "--name", "shop backend")
    raw = capsys.readouterr().out.strip().splitlines()[-1]
    key = ApiKey.objects.get(prefix=raw[:10])
    call_command("revoke_api_key", "--tenant", "acme", key.prefix)
    call_command("revoke_api_key", "--tenant", "acme", key.prefix)  # already revoked: no event

    created, revoked = events(tenant, "api_key.")
    assert (created.action, created.object_type, created.object_id) == (
        "api_key.created",
        "api_key",
        key.prefix,
    )
    assert (revoked.action, revoked.object_id, revoked.actor_label) == (
        "api_key.revoked",
        key.prefix,
        "operator",
    )
    assert raw not in everything_logged(tenant) and key.hashed not in everything_logged(tenant)
    key.refresh_from_db()
    assert key.is_revoked
    assert verify_chains()[1] == []


def test_a_key_change_is_logged_in_its_own_tenant_only(tenant, other_tenant):
    key, _ = create_api_key(tenant=other_tenant)
    assert events(tenant, "api_key.") == []
    assert [e.object_id for e in events(other_tenant, "api_key.")] == [key.prefix]


def test_a_named_user_is_the_actor(tenant, make_staff):
    owner = make_staff("owner")
    key, _ = create_api_key(tenant=tenant, actor=owner)
    (event,) = events(tenant, "api_key.created")
    assert (event.actor, event.actor_label) == (owner, str(owner))


def test_staff_created_promoted_and_moved_are_logged_without_the_password(
    tenant, other_tenant, capsys
):
    call_command(
        "create_staff",
        "ana",
        "--tenant",
        "acme",
        "--role",
        "agent",
        "--password",
        "pw-one-Cedar-41",
    )
    call_command(
        "create_staff",
        "ana",
        "--tenant",
        "acme",
        "--role",
        "owner",
        "--password",
        "pw-two-Maple-52",
    )
    call_command(
        "create_staff",
        "ana",
        "--tenant",
        "globex",
        "--role",
        "dpo",
        "--password",
        "pw-three-Birch-63",
    )

    created, promoted, removed = events(tenant, "staff.")
    assert (created.action, created.object_id, created.data) == (
        "staff.created",
        "ana",
        {"role": "agent"},
    )
    assert (promoted.action, promoted.data) == (
        "staff.updated",
        {"role": "owner", "from_role": "agent", "password_set": True},
    )
    assert (removed.action, removed.data) == ("staff.removed", {"role": "owner"})
    (joined,) = events(other_tenant, "staff.")
    assert (joined.action, joined.object_id, joined.data) == (
        "staff.created",
        "ana",
        {"role": "dpo"},
    )
    for secret in ("pw-one-Cedar-41", "pw-two-Maple-52", "pw-three-Birch-63"):
        assert secret not in everything_logged(tenant) + everything_logged(other_tenant)


def test_a_password_reset_without_a_role_change_is_logged_as_such(tenant, make_staff):
    make_staff("agent", username="bo")
    make_staff("agent", username="bo")
    created, updated = events(tenant, "staff.")
    assert created.action == "staff.created"
    assert (updated.action, updated.data) == (
        "staff.updated",
        {"role": "agent", "password_set": True},
    )


def test_the_webhook_life_cycle_is_logged_by_host_never_by_url_or_secret(site, tenant):
    first = set_bot_webhook(site=site, url=f"https://{PUBLIC_IP}/bot?token=bot-token-1")
    assert set_bot_webhook(site=site, url=f"https://{PUBLIC_IP}/v2?token=bot-token-2") is None
    second = rotate_webhook_secret(site=site, overlap=timedelta(hours=2))
    third = rotate_webhook_secret(site=site, overlap=timedelta(0))
    disable_bot_webhook(site=site)
    disable_bot_webhook(site=site)  # already off: nothing to log

    logged = events(tenant, "webhook.")
    assert [(e.action, e.object_type, e.object_id) for e in logged] == [
        ("webhook.enabled", "site", site.public_id),
        ("webhook.changed", "site", site.public_id),
        ("webhook.secret_rotated", "site", site.public_id),
        ("webhook.secret_rotated", "site", site.public_id),
        ("webhook.disabled", "site", site.public_id),
    ]
    assert logged[0].data == {"host": PUBLIC_IP, "secret_issued": True}
    assert logged[1].data == {"host": PUBLIC_IP, "from_host": PUBLIC_IP, "secret_issued": False}
    assert logged[2].data == {"previous_valid_seconds": 7200}
    assert logged[3].data == {"previous_valid_seconds": 0}
    text = everything_logged(tenant)
    for secret in (first, second, third, "bot-token-1", "bot-token-2", "/bot", "/v2"):
        assert secret not in text
    assert verify_chains()[1] == []


def test_the_webhook_commands_log_the_operator(site, tenant, settings, capsys):
    settings.BOT_WEBHOOK_ALLOW_PRIVATE = True
    call_command("set_bot_webhook", site.public_id, "--url", "http://127.0.0.1:9/bot")
    call_command("rotate_webhook_secret", site.public_id, "--overlap-hours", "0")
    call_command("set_bot_webhook", site.public_id, "--off")
    logged = events(tenant, "webhook.")
    assert [(e.action, e.actor_label) for e in logged] == [
        ("webhook.enabled", "operator"),
        ("webhook.secret_rotated", "operator"),
        ("webhook.disabled", "operator"),
    ]


def test_a_secret_issued_on_first_use_is_logged_by_the_system(site, tenant):
    Site.objects.filter(pk=site.pk).update(bot_kind="webhook", bot_webhook_url="https://x.test/")
    site.refresh_from_db()
    secrets = webhook_signing_secrets(site=site)
    assert webhook_signing_secrets(site=site) == secrets  # the second call issues nothing
    (issued,) = events(tenant, "webhook.")
    assert (issued.action, issued.actor_label) == ("webhook.secret_issued", "system")
    assert secrets[0] not in everything_logged(tenant)


def test_the_dpo_finds_the_changes_in_the_audit_log_page(client, tenant, make_staff):
    create_api_key(tenant=tenant)
    client.force_login(make_staff("dpo"))
    page = client.get("/dpo/audit/", {"action": "api_key.created"})
    assert page.status_code == 200
    body = page.content.decode()
    assert "api_key.created" in body
    assert ApiKey.objects.get(tenant=tenant).prefix in body
