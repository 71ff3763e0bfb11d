from django.core.management import call_command
from rest_framework.test import APIClient

from memory.models import Message, Session
from tenants.models import ApiKey, Site, Tenant, User


def counts() -> dict:
    return {
        "tenants": Tenant.objects.count(),
        "sites": Site.objects.count(),
        "keys": ApiKey.objects.count(),
        "users": User.objects.count(),
        "sessions": Session.objects.count(),
        "messages": Message.objects.count(),
    }


def test_seed_demo_is_idempotent_and_prints_working_credentials(db, capsys):
    call_command("seed_demo")
    first = counts()
    first_out = capsys.readouterr().out
    call_command("seed_demo")
    assert counts() == first
    second_out = capsys.readouterr().out
    assert first_out == second_out

    tenant = Tenant.objects.get(slug="demo")
    assert {u.role for u in User.objects.filter(tenant=tenant)} == {"agent", "owner", "dpo"}
    locales = set(Session.objects.for_tenant(tenant).values_list("locale", flat=True))
    assert locales == {"de", "en", "da", "nl"}

    key = first_out.strip().splitlines()[-1]
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    assert client.post("/api/v1/sessions", {}, format="json").status_code == 201

    for line in first_out.splitlines():
        if "user:" in line:
            username = line.split("user:")[1].split("/")[0].strip()
            password = line.split("password:")[1].strip()
            assert APIClient().login(username=username, password=password)
