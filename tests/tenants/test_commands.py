import pytest
from django.contrib.auth import authenticate
from django.core.management import CommandError, call_command

from privacy.models import AuditEvent
from tenants.models import ApiKey, Tenant, User, hash_key
from tenants.services import revoke_api_key


def test_create_tenant_is_idempotent(db, capsys):
    call_command("create_tenant", "shop", "--name", "The Shop")
    call_command("create_tenant", "shop", "--name", "The Shop")
    assert Tenant.objects.filter(slug="shop").count() == 1
    assert capsys.readouterr().out.strip().splitlines()[-1] == "shop"


def test_create_staff_creates_then_updates(tenant, capsys):
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
    user = User.objects.get(username="ana")
    assert (user.tenant, user.role) == (tenant, "owner")
    assert authenticate(username="ana", password="pw-two-Maple-52") == user
    assert capsys.readouterr().out.strip().splitlines()[-1] == "pw-two-Maple-52"


def test_create_staff_refuses_an_unknown_tenant(db):
    with pytest.raises(CommandError, match="No tenant"):
        call_command("create_staff", "bo", "--tenant", "nope", "--role", "agent")


def test_create_api_key_refuses_an_unknown_tenant(db):
    with pytest.raises(CommandError, match="No tenant"):
        call_command("create_api_key", "--tenant", "nope")


def test_create_api_key_run_again_keeps_the_key_and_prints_none(tenant, capsys):
    """A deploy script may run it every time: one key per name, its secret shown once."""
    call_command("create_api_key", "--tenant", "acme", "--name", "shop backend")
    first = capsys.readouterr()
    raw = first.out.strip().splitlines()[-1]
    key = ApiKey.objects.get(tenant=tenant)
    assert raw.startswith("cm_") and key.hashed == hash_key(raw)

    call_command("create_api_key", "--tenant", "acme", "--name", " shop backend ")
    again = capsys.readouterr()
    assert again.out == ""  # no secret, and no line a script could take for one
    assert "already has an API key named 'shop backend'" in again.err
    assert key.prefix in again.err and raw not in again.err
    assert list(ApiKey.objects.filter(tenant=tenant)) == [key]
    assert AuditEvent.objects.filter(action="api_key.created").count() == 1


def test_create_api_key_makes_another_key_for_another_name_or_after_a_revocation(tenant, capsys):
    call_command("create_api_key", "--tenant", "acme")
    call_command("create_api_key", "--tenant", "acme")
    call_command("create_api_key", "--tenant", "acme", "--name", "ci")
    assert sorted(ApiKey.objects.values_list("name", flat=True)) == ["", "ci"]
    revoke_api_key(key=ApiKey.objects.get(name="ci"))
    capsys.readouterr()
    call_command("create_api_key", "--tenant", "acme", "--name", "ci")
    assert capsys.readouterr().out.strip().startswith("cm_")
    assert ApiKey.objects.filter(name="ci").count() == 2
    assert ApiKey.objects.usable().filter(name="ci").count() == 1


@pytest.mark.parametrize(
    "name, says",
    [("x" * 101, "at most 100"), ("ci\nprod", "control"), ("ci\tprod", "control")],
)
def test_create_api_key_refuses_a_name_it_cannot_keep(tenant, name, says):
    with pytest.raises(CommandError, match=says):
        call_command("create_api_key", "--tenant", "acme", "--name", name)
    assert not ApiKey.objects.exists()


def test_create_staff_refuses_a_password_the_set_password_page_would_refuse(tenant):
    with pytest.raises(CommandError, match="too short"):
        call_command("create_staff", "bo", "--tenant", "acme", "--role", "agent", "--password", "x")
    assert not User.objects.filter(username="bo").exists()
