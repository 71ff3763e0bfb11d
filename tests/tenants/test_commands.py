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
    call_command("create_staff", "ana", "--tenant", "acme", "--role", "agent", "--password", "pw-1")
    call_command("create_staff", "ana", "--tenant", "acme", "--role", "owner", "--password", "pw-2")
    user = User.objects.get(username="ana")
    assert (user.tenant, user.role) == (tenant, "owner")
    assert authenticate(username="ana", password="pw-2") == user
    assert capsys.readouterr().out.strip().splitlines()[-1] == "pw-2"


def test_create_staff_refuses_an_unknown_tenant(db):
    with pytest.raises(CommandError, match="No tenant"):
        call_command("create_staff", "bo", "--tenant", "nope", "--role", "agent")


def test_create_api_key_refuses_an_unknown_tenant(db):
    with pytest.raises(CommandError, match="No tenant"):
        call_command("create_api_key", "--tenant", "nope")
