"""The owners' settings pages under /console/settings/: keys, staff, sites and bot, limits.

Each change goes through the same service as the management command, so it is audited the same
way; a secret is in the one response that creates it and nowhere else (not the log, not the
database in plaintext, not a later page).
"""

import re

import pytest
from django.test import Client

from privacy.models import AuditEvent
from tenants.models import ApiKey, Site, User, hash_key
from tenants.services import create_api_key, ensure_site, set_bot_webhook
from tenants.views import ONE_TIME_SECRET

pytestmark = pytest.mark.django_db

PAGES = [
    "/console/settings/api-keys/",
    "/console/settings/staff/",
    "/console/settings/sites/",
    "/console/settings/limits/",
    "/console/settings/time-zone/",
]


def _client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def owner_user(make_staff):
    return make_staff("owner", username="olivia")


@pytest.fixture
def owner(owner_user):
    return _client(owner_user)


def _logged(tenant) -> str:
    return repr(list(AuditEvent.objects.for_tenant(tenant).values_list("object_id", "data")))


@pytest.mark.parametrize("path", PAGES)
def test_every_page_opens_for_an_owner(owner, site, path):
    response = owner.get(path)
    assert response.status_code == 200
    assert "API keys" in response.content.decode()


@pytest.mark.parametrize("path", PAGES)
def test_anonymous_is_sent_to_sign_in(path):
    response = Client().get(path)
    assert response.status_code == 302 and response["Location"].startswith("/console/login/")


@pytest.mark.parametrize("role", ["agent", "dpo"])
@pytest.mark.parametrize("path", PAGES)
def test_other_roles_are_refused(make_staff, role, path):
    response = _client(make_staff(role)).get(path)
    assert response.status_code == 403
    assert "Owner" in response.content.decode()


@pytest.mark.parametrize(
    "method,path",
    [
        ("delete", "/console/settings/api-keys/"),
        ("get", "/console/settings/api-keys/1/revoke"),
        ("put", "/console/settings/staff/"),
        ("get", "/console/settings/staff/1/role"),
        ("get", "/console/settings/staff/1/active"),
        ("get", "/console/settings/staff/1/password-link"),
        ("get", "/console/settings/sites/1/webhook"),
        ("get", "/console/settings/sites/1/webhook/test"),
        ("get", "/console/settings/sites/1/webhook/rotate"),
        ("delete", "/console/settings/limits/"),
        ("put", "/console/settings/time-zone/"),
    ],
)
def test_wrong_method_is_405(owner, method, path):
    assert getattr(owner, method)(path).status_code == 405


def test_a_new_key_is_shown_once_and_stored_only_as_a_hash(owner, tenant, caplog):
    response = owner.post("/console/settings/api-keys/", {"name": "shop backend"})
    # POST/redirect/GET: the key is in no URL; the page after the redirect shows it once.
    assert response.status_code == 302 and response["Location"] == "/console/settings/api-keys/"
    shown = owner.get("/console/settings/api-keys/")
    assert shown["Cache-Control"].startswith("max-age=0")
    raw = re.search(r'value="(cm_[^"]+)"', shown.content.decode()).group(1)
    key = ApiKey.objects.get(tenant=tenant)
    assert key.hashed == hash_key(raw) and raw not in repr(ApiKey.objects.values())
    later = owner.get("/console/settings/api-keys/").content.decode()  # a reload
    assert raw not in later and f"{key.prefix}…" in later and "shop backend" in later
    assert ApiKey.objects.filter(tenant=tenant).count() == 1
    assert raw not in owner.session.get(ONE_TIME_SECRET, {}).values()
    event = AuditEvent.objects.for_tenant(tenant).get(action="api_key.created")
    assert event.actor_label == "olivia" and event.object_id == key.prefix
    assert raw not in _logged(tenant) and raw not in caplog.text


def test_a_key_is_revoked_and_another_tenants_key_is_404(owner, tenant, other_tenant):
    key, _ = create_api_key(tenant=tenant)
    foreign, _ = create_api_key(tenant=other_tenant)
    assert owner.post(f"/console/settings/api-keys/{foreign.pk}/revoke").status_code == 404
    response = owner.post(f"/console/settings/api-keys/{key.pk}/revoke", follow=True)
    assert "is revoked" in response.content.decode()
    key.refresh_from_db()
    foreign.refresh_from_db()
    assert key.revoked_at is not None and foreign.revoked_at is None
    assert AuditEvent.objects.for_tenant(tenant).filter(action="api_key.revoked").count() == 1


def test_the_key_list_costs_a_fixed_number_of_queries(owner, tenant, django_assert_num_queries):
    for n in range(5):
        create_api_key(tenant=tenant, name=f"k{n}")
    # session, user, the user's tenant, the keys
    with django_assert_num_queries(4):
        assert owner.get("/console/settings/api-keys/").status_code == 200


def test_an_invited_person_sets_a_password_once_with_the_link(owner, tenant):
    response = owner.post("/console/settings/staff/", {"username": "ben", "role": "agent"})
    assert response.status_code == 302 and response["Location"] == "/console/settings/staff/"
    shown = owner.get("/console/settings/staff/").content.decode()
    url = re.search(r'value="(http://testserver/console/welcome/[^"]+)"', shown)
    assert "/console/welcome/" not in owner.get("/console/settings/staff/").content.decode()
    assert User.objects.filter(username="ben").count() == 1
    ben = User.objects.get(username="ben")
    assert ben.tenant == tenant and ben.role == "agent" and not ben.has_usable_password()
    path = url.group(1).removeprefix("http://testserver")
    assert path.split("/")[-2] not in _logged(tenant)

    visitor = Client()
    form_page = visitor.get(path, follow=True)
    assert form_page.status_code == 200 and "new_password1" in form_page.content.decode()
    done = visitor.post(
        form_page.redirect_chain[-1][0],
        {"new_password1": "a long new secret 42", "new_password2": "a long new secret 42"},
    )
    assert done.status_code == 302
    assert Client().login(username="ben", password="a long new secret 42")
    again = Client().get(path, follow=True).content.decode()
    assert "has been used or has expired" in again


def test_a_new_set_password_link_is_shown_once_after_a_redirect(owner, make_staff):
    ben = make_staff("agent", username="ben")
    response = owner.post(f"/console/settings/staff/{ben.pk}/password-link")
    assert response.status_code == 302 and response["Location"] == "/console/settings/staff/"
    assert "/console/welcome/" not in response["Location"]
    shown = owner.get("/console/settings/staff/").content.decode()
    assert "Set-password link for ben" in shown and "/console/welcome/" in shown
    assert "/console/welcome/" not in owner.get("/console/settings/staff/").content.decode()


def test_a_taken_user_name_is_a_form_error(owner, make_staff, other_tenant):
    make_staff("agent", username="carla", tenant_=other_tenant)
    response = owner.post("/console/settings/staff/", {"username": "Carla", "role": "owner"})
    assert response.status_code == 400
    assert "is taken" in response.content.decode()
    assert User.objects.get(username="carla").tenant == other_tenant


def test_roles_change_and_the_last_owner_stays(owner, owner_user, make_staff, tenant):
    agent = make_staff("agent", username="dan")
    assert (
        owner.post(f"/console/settings/staff/{agent.pk}/role", {"role": "dpo"}).status_code == 302
    )
    agent.refresh_from_db()
    assert agent.role == "dpo"
    event = AuditEvent.objects.for_tenant(tenant).filter(action="staff.updated").last()
    assert event.data == {"role": "dpo", "from_role": "agent"}

    refused = owner.post(
        f"/console/settings/staff/{owner_user.pk}/role", {"role": "agent"}, follow=True
    )
    assert "at least one active owner" in refused.content.decode()
    owner.post(f"/console/settings/staff/{owner_user.pk}/active", {"active": "0"})
    owner_user.refresh_from_db()
    assert owner_user.role == "owner" and owner_user.is_active

    owner.post(f"/console/settings/staff/{agent.pk}/active", {"active": "0"})
    agent.refresh_from_db()
    assert not agent.is_active
    assert AuditEvent.objects.for_tenant(tenant).filter(action="staff.deactivated").count() == 1
    assert owner.post(f"/console/settings/staff/{agent.pk}/role", {"role": "x"}).status_code == 302


def test_another_tenants_staff_is_404(owner, make_staff, other_tenant):
    stranger = make_staff("agent", username="eve", tenant_=other_tenant)
    for path in ("role", "active", "password-link"):
        url = f"/console/settings/staff/{stranger.pk}/{path}"
        assert owner.post(url, {"role": "owner", "active": "0"}).status_code == 404
    stranger.refresh_from_db()
    assert stranger.role == "agent" and stranger.is_active


def test_the_staff_list_costs_a_fixed_number_of_queries(
    owner, make_staff, django_assert_num_queries
):
    for n in range(5):
        make_staff("agent", username=f"agent{n}")
    # session, user, the user's tenant, the staff
    with django_assert_num_queries(4):
        assert owner.get("/console/settings/staff/").status_code == 200


def test_sites_origins_and_the_snippet(owner, tenant, other_tenant, django_assert_num_queries):
    bad = owner.post("/console/settings/sites/", {"name": "Shop", "origins": "https://a.example/x"})
    assert bad.status_code == 400 and "is not an origin" in bad.content.decode()
    response = owner.post(
        "/console/settings/sites/", {"name": "Shop", "origins": "https://shop.example/\n"}
    )
    site = Site.objects.get(tenant=tenant, name="Shop")
    assert response["Location"] == f"/console/settings/sites/{site.pk}/"
    assert site.allowed_origins == ["https://shop.example"]
    page = owner.get(f"/console/settings/sites/{site.pk}/").content.decode()
    assert f"data-site=&quot;{site.public_id}&quot;" in page and "/static/widget/widget.js" in page
    owner.post(
        f"/console/settings/sites/{site.pk}/", {"origins": "https://a.example\nhttp://b.test:8080"}
    )
    site.refresh_from_db()
    assert site.allowed_origins == ["https://a.example", "http://b.test:8080"]
    assert AuditEvent.objects.for_tenant(tenant).filter(action="site.origins_changed").exists()
    foreign = ensure_site(tenant=other_tenant, name="Theirs", allowed_origins=[])
    assert owner.get(f"/console/settings/sites/{foreign.pk}/").status_code == 404
    assert owner.post(f"/console/settings/sites/{foreign.pk}/webhook/rotate").status_code == 404
    # session, user, the user's tenant, the sites
    with django_assert_num_queries(4):
        assert owner.get("/console/settings/sites/").status_code == 200


@pytest.fixture
def allow_private(settings):
    settings.BOT_WEBHOOK_ALLOW_PRIVATE = True


def test_the_webhook_is_set_tested_and_its_secret_rotated(owner, site, tenant, fake, allow_private):
    bad = owner.post(f"/console/settings/sites/{site.pk}/webhook", {"url": "ftp://x"})
    assert bad.status_code == 400
    page = f"/console/settings/sites/{site.pk}/"
    response = owner.post(f"/console/settings/sites/{site.pk}/webhook", {"url": f"{fake.url}/bot"})
    assert response.status_code == 302 and response["Location"] == page
    shown = owner.get(page).content.decode()
    secret = re.search(r'id="secret-value"[^>]*value="([^"]+)"', shown).group(1)
    site.refresh_from_db()
    assert site.bot_kind == "webhook" and secret not in repr(Site.objects.values())
    # A reload shows it no more and rotates nothing.
    assert secret not in owner.get(page).content.decode()

    fake.answer({"reply": "pong"})
    tested = owner.post(f"/console/settings/sites/{site.pk}/webhook/test", follow=True)
    assert "answered the signed test request" in tested.content.decode()
    assert fake.requests[0]["json"]["test"] is True
    assert "X-Chatmemory-Signature" in fake.requests[0]["headers"]
    failed = owner.post(f"/console/settings/sites/{site.pk}/webhook/test", follow=True)
    assert "did not answer as expected" in failed.content.decode()

    rotated = owner.post(f"/console/settings/sites/{site.pk}/webhook/rotate")
    assert rotated.status_code == 302
    shown = owner.get(page).content.decode()
    new = re.search(r'id="secret-value"[^>]*value="([^"]+)"', shown).group(1)
    assert new != secret and new not in owner.get(page).content.decode()
    actions = list(
        AuditEvent.objects.for_tenant(tenant)
        .filter(action__startswith="webhook.")
        .values_list("action", flat=True)
        .order_by("pk")
    )
    assert actions == ["webhook.enabled", "webhook.secret_rotated"]
    assert secret not in _logged(tenant) and new not in _logged(tenant)
    owner.post(f"/console/settings/sites/{site.pk}/webhook", {"off": "1"})
    site.refresh_from_db()
    assert site.bot_kind == "standard" and site.bot_webhook_secret == ""


def test_a_rotation_without_a_webhook_is_refused(owner, site):
    response = owner.post(f"/console/settings/sites/{site.pk}/webhook/rotate", follow=True)
    assert "no bot webhook yet" in response.content.decode()


def _limits(**changes) -> dict:
    data = {
        "web__window_messages": 20,
        "web__idle_minutes": 30,
        "web__stale_minutes": 0,
        "messenger__window_messages": 9,
        "messenger__idle_minutes": 30,
        "messenger__stale_minutes": 10,
        "memory__max_entries": 80,
        "memory__max_value_chars": 400,
        "memory__context_chars": 3000,
        "memory__stale_unconfirmed_days": 14,
        "memory__retention_days": 365,
        "memory__pending_days": 30,
    }
    data.update(changes)
    return data


def test_limits_are_saved_within_their_ranges_and_audited(owner, tenant):
    from longterm.services import limits_for
    from memory.profiles import channel_profile

    too_large = owner.post("/console/settings/limits/", _limits(memory__max_entries=10**30))
    assert too_large.status_code == 400
    assert "less than or equal to 200" in too_large.content.decode()
    assert (
        owner.post("/console/settings/limits/", _limits(web__window_messages="x")).status_code
        == 400
    )
    response = owner.post(
        "/console/settings/limits/", _limits(web__window_messages=12, memory__max_entries=50)
    )
    assert response.status_code == 302
    tenant.refresh_from_db()
    assert channel_profile(tenant, "web").window_messages == 12
    assert channel_profile(tenant, "web").stale is None
    assert channel_profile(tenant, "messenger").stale.total_seconds() == 600
    assert limits_for(tenant).max_entries == 50
    event = AuditEvent.objects.for_tenant(tenant).get(action="tenant.limits_changed")
    assert event.data["changed"] == {
        "memory.max_entries": {"from": 80, "to": 50},
        "web.window_messages": {"from": 20, "to": 12},
    }
    again = owner.post(
        "/console/settings/limits/",
        _limits(web__window_messages=12, memory__max_entries=50),
        follow=True,
    )
    assert "Nothing changed" in again.content.decode()


def test_the_command_and_the_page_share_one_service(owner, site, tenant, capsys):
    from django.core.management import call_command

    call_command("create_api_key", "--tenant", "acme")
    owner.post("/console/settings/api-keys/", {"name": ""})
    labels = list(
        AuditEvent.objects.for_tenant(tenant)
        .filter(action="api_key.created")
        .values_list("actor_label", flat=True)
        .order_by("pk")
    )
    assert labels == ["operator", "olivia"]
    assert set_bot_webhook  # the page calls the very function the command calls


def test_the_time_zone_is_a_zoneinfo_name_and_its_change_is_audited(
    owner, tenant, other_tenant, settings
):
    page = owner.get("/console/settings/time-zone/").content.decode()
    assert f'<option value="{settings.TIME_ZONE}" selected>' in page
    assert '<option value="Europe/Berlin">' in page
    response = owner.post("/console/settings/time-zone/", {"time_zone": "Europe/Berlin"})
    assert response.status_code == 302 and response["Location"] == "/console/settings/time-zone/"
    tenant.refresh_from_db()
    other_tenant.refresh_from_db()
    assert tenant.settings["time_zone"] == "Europe/Berlin"
    assert "time_zone" not in (other_tenant.settings or {})
    event = AuditEvent.objects.for_tenant(tenant).get(action="tenant.time_zone_changed")
    assert event.actor_label == "olivia"
    assert event.data["changed"] == {
        "time_zone": {"from": settings.TIME_ZONE, "to": "Europe/Berlin"}
    }
    again = owner.post("/console/settings/time-zone/", {"time_zone": "Europe/Berlin"}, follow=True)
    assert "Nothing changed" in again.content.decode()
    assert AuditEvent.objects.for_tenant(tenant).filter(action__contains="time_zone").count() == 1
    log = owner.get("/dpo/audit/").content.decode()
    assert "Time zone changed" in log and "Europe/Berlin" in log


@pytest.mark.parametrize("value", ["Mars/Olympus", "", "../../etc/passwd", "x" * 5000])
def test_an_unknown_time_zone_is_a_form_error(owner, tenant, value):
    response = owner.post("/console/settings/time-zone/", {"time_zone": value})
    assert response.status_code == 400
    assert "Choose one of the time zones offered" in response.content.decode()
    tenant.refresh_from_db()
    assert "time_zone" not in (tenant.settings or {})
