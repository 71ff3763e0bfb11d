import pytest
from django.contrib.auth import authenticate
from django.core.management import CommandError, call_command

from tenants.models import Tenant, User


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


def test_create_staff_refuses_a_password_the_set_password_page_would_refuse(tenant):
    with pytest.raises(CommandError, match="too short"):
        call_command("create_staff", "bo", "--tenant", "acme", "--role", "agent", "--password", "x")
    assert not User.objects.filter(username="bo").exists()
