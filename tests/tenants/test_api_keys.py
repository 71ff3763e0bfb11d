from datetime import datetime, timedelta

import pytest
from django.core.management import CommandError, call_command
from rest_framework.test import APIClient

from tenants.models import ApiKey, hash_key
from tenants.services import revoke_api_key


def test_a_valid_key_acts_for_its_tenant(api, tenant):
    response = api.post("/api/v1/sessions", {"channel": "web", "locale": "de"}, format="json")
    assert response.status_code == 201
    assert response.json()["state"] == "active"
    assert tenant.sessions.count() == 1


def test_the_key_is_stored_hashed_only(tenant, api_key):
    stored = ApiKey.objects.get(tenant=tenant)
    assert stored.hashed == hash_key(api_key)
    assert api_key not in {stored.hashed, stored.prefix, stored.name}


def test_without_a_key_it_is_401_with_the_envelope(db):
    response = APIClient().post("/api/v1/sessions", {}, format="json")
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "not_authenticated"
    assert response["WWW-Authenticate"] == "Bearer"


def test_an_unknown_key_is_401(db):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Bearer cm_not-a-real-key")
    response = client.post("/api/v1/sessions", {}, format="json")
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "authentication_failed"


def test_a_malformed_authorization_header_is_401(db):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Token abc def")
    assert client.post("/api/v1/sessions", {}, format="json").status_code == 401


def test_a_revoked_key_is_401_at_once(api, tenant):
    assert api.post("/api/v1/sessions", {}, format="json").status_code == 201
    revoke_api_key(key=ApiKey.objects.get(tenant=tenant))
    response = api.post("/api/v1/sessions", {}, format="json")
    assert response.status_code == 401


def test_another_tenants_key_gets_404_on_this_tenants_session(api, other_api):
    key = api.post("/api/v1/sessions", {}, format="json").json()["key"]
    assert api.get(f"/api/v1/sessions/{key}").status_code == 200
    response = other_api.get(f"/api/v1/sessions/{key}")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_create_api_key_prints_the_key_alone_on_the_last_line(tenant, capsys):
    call_command("create_api_key", "--tenant", tenant.slug)
    last_line = capsys.readouterr().out.strip().splitlines()[-1]
    assert last_line.startswith("cm_")
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {last_line}")
    assert client.post("/api/v1/sessions", {}, format="json").status_code == 201


def test_revoke_api_key_command_lists_and_revokes_by_prefix(api, tenant, capsys):
    key = ApiKey.objects.get(tenant=tenant)
    call_command("revoke_api_key", "--tenant", tenant.slug)
    assert f"{key.prefix}  active" in capsys.readouterr().out
    assert api.post("/api/v1/sessions", {}, format="json").status_code == 201
    call_command("revoke_api_key", "--tenant", tenant.slug, key.prefix)
    assert api.post("/api/v1/sessions", {}, format="json").status_code == 401
    with pytest.raises(CommandError, match="No key of"):
        call_command("revoke_api_key", "--tenant", tenant.slug, "cm_nothere")


def test_a_key_resolved_before_its_tenant_changed_is_read_again(api, tenant):
    # The web process reuses the keys it resolved; a change to the tenant must reach requests.
    assert api.post("/api/v1/sessions", {}, format="json").status_code == 201
    tenant.settings = {"channel_profiles": {"web": {"idle_minutes": 5}}}
    tenant.save(update_fields=["settings"])
    created = api.post("/api/v1/sessions", {"channel": "web"}, format="json").json()
    lifetime = datetime.fromisoformat(created["expires_at"]) - datetime.fromisoformat(
        created["created_at"]
    )
    assert timedelta(minutes=4) < lifetime <= timedelta(minutes=5)
