"""What an owner, a colleague without the owner role and a careless hand hit on the settings
pages: every write is refused to other roles, bad input is a form error that writes nothing, and
a second submit of the same form does no second change."""

import pytest
from django.test import Client

from privacy.models import AuditEvent
from tenants.models import ApiKey, Site, User
from tenants.services import create_api_key, ensure_site

pytestmark = pytest.mark.django_db


def _client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def owner(make_staff):
    return _client(make_staff("owner", username="olivia"))


def _state(tenant) -> tuple:
    tenant.refresh_from_db()
    return (
        list(ApiKey.objects.order_by("pk").values_list("pk", "revoked_at")),
        list(User.objects.order_by("pk").values_list("pk", "role", "is_active")),
        list(
            Site.objects.order_by("pk").values_list(
                "pk", "name", "allowed_origins", "bot_kind", "bot_webhook_url"
            )
        ),
        tenant.settings,
        AuditEvent.objects.count(),
    )


WRITES = [
    ("/console/settings/api-keys/", {"name": "mine"}),
    ("/console/settings/api-keys/{key}/revoke", {}),
    ("/console/settings/staff/", {"username": "mallory", "role": "owner"}),
    ("/console/settings/staff/{member}/role", {"role": "owner"}),
    ("/console/settings/staff/{member}/active", {"active": "0"}),
    ("/console/settings/staff/{member}/password-link", {}),
    ("/console/settings/sites/", {"name": "Mine", "origins": "https://evil.example"}),
    ("/console/settings/sites/{site}/", {"origins": "https://evil.example"}),
    ("/console/settings/sites/{site}/webhook", {"url": "https://evil.example/bot"}),
    ("/console/settings/sites/{site}/webhook", {"off": "1"}),
    ("/console/settings/sites/{site}/webhook/test", {}),
    ("/console/settings/sites/{site}/webhook/rotate", {}),
    ("/console/settings/limits/", {"memory__max_entries": "1"}),
    ("/console/settings/time-zone/", {"time_zone": "Asia/Tokyo"}),
]


@pytest.mark.parametrize("role", ["agent", "dpo"])
@pytest.mark.parametrize(("path", "data"), WRITES)
def test_every_write_is_refused_to_other_roles_and_changes_nothing(
    make_staff, tenant, site, role, path, data
):
    key, _ = create_api_key(tenant=tenant)
    member = make_staff("agent", username="ann")
    client = _client(make_staff(role))
    before = _state(tenant)
    url = path.format(key=key.pk, member=member.pk, site=site.pk)
    assert client.post(url, data).status_code == 403
    assert _state(tenant) == before


def test_a_deactivated_owner_is_signed_out_of_the_settings(make_staff, tenant):
    olivia = make_staff("owner", username="olivia")
    make_staff("owner", username="otto")
    client = _client(olivia)
    User.objects.filter(pk=olivia.pk).update(is_active=False)
    response = client.post("/console/settings/api-keys/", {"name": "late"})
    assert response.status_code == 302 and response["Location"].startswith("/console/login/")
    assert not ApiKey.objects.exists()


@pytest.mark.parametrize(
    ("path", "fmt"),
    [
        ("/console/settings/sites/{site}/webhook", {"url": "https://x.example/bot"}),
        ("/console/settings/sites/{site}/webhook", {"off": "1"}),
        ("/console/settings/sites/{site}/webhook/test", {}),
        ("/console/settings/sites/{site}/", {"origins": "https://x.example"}),
    ],
)
def test_another_tenants_site_is_404_for_every_write(owner, other_tenant, path, fmt):
    foreign = ensure_site(tenant=other_tenant, name="Theirs", allowed_origins=["https://t.example"])
    before = list(Site.objects.values_list("allowed_origins", "bot_kind", "bot_webhook_url"))
    assert owner.post(path.format(site=foreign.pk), fmt).status_code == 404
    assert list(Site.objects.values_list("allowed_origins", "bot_kind", "bot_webhook_url")) == (
        before
    )


@pytest.mark.parametrize(
    ("path", "data", "says"),
    [
        ("/console/settings/api-keys/", {"name": "x" * 101}, "at most 100"),
        ("/console/settings/api-keys/", {"name": "a\x00b"}, "Null characters"),
        ("/console/settings/staff/", {"username": "", "role": "agent"}, "required"),
        ("/console/settings/staff/", {"username": "a b/c", "role": "agent"}, "valid username"),
        ("/console/settings/staff/", {"username": "x" * 151, "role": "agent"}, "at most 150"),
        ("/console/settings/staff/", {"username": "bob", "role": "admin"}, "valid choice"),
        ("/console/settings/staff/", {"username": "bob"}, "required"),
        ("/console/settings/sites/", {"name": "", "origins": ""}, "required"),
        ("/console/settings/sites/", {"name": "S", "origins": "x" * 4001}, "at most 4000"),
        ("/console/settings/sites/", {"name": "S", "origins": "javascript:alert(1)"}, "origin"),
        ("/console/settings/sites/{site}/", {"origins": "https://a.example/path"}, "origin"),
        ("/console/settings/sites/{site}/webhook", {"url": ""}, "required"),
        ("/console/settings/sites/{site}/webhook", {"url": "https://x/" + "a" * 300}, "200"),
        ("/console/settings/sites/{site}/webhook", {"url": "http://127.0.0.1:8000/"}, "public"),
        ("/console/settings/sites/{site}/webhook", {"url": "file:///etc/passwd"}, "URL"),
        ("/console/settings/limits/", {"memory__max_entries": "-1"}, "required"),
        ("/console/settings/limits/", {}, "required"),
    ],
)
def test_bad_input_is_a_form_error_and_writes_nothing(owner, tenant, site, path, data, says):
    before = _state(tenant)
    response = owner.post(path.format(site=site.pk), data)
    assert response.status_code == 400
    assert says in response.content.decode()
    assert _state(tenant) == before


def test_a_second_revoke_of_the_same_key_does_nothing_more(owner, tenant):
    key, _ = create_api_key(tenant=tenant)
    for _ in range(2):
        response = owner.post(f"/console/settings/api-keys/{key.pk}/revoke", follow=True)
        assert response.status_code == 200
    assert AuditEvent.objects.filter(action="api_key.revoked").count() == 1


def test_a_second_deactivation_does_nothing_more(owner, make_staff):
    ann = make_staff("agent", username="ann")
    for _ in range(2):
        owner.post(f"/console/settings/staff/{ann.pk}/active", {"active": "0"})
    assert AuditEvent.objects.filter(action="staff.deactivated").count() == 1


def test_a_second_invitation_of_the_same_name_is_a_form_error(owner):
    first = owner.post("/console/settings/staff/", {"username": "ben", "role": "agent"})
    again = owner.post("/console/settings/staff/", {"username": "ben", "role": "agent"})
    assert first.status_code == 302 and again.status_code == 400
    assert User.objects.filter(username="ben").count() == 1


def test_a_second_site_of_the_same_name_is_a_form_error(owner, tenant):
    data = {"name": "Shop", "origins": "https://shop.example"}
    assert owner.post("/console/settings/sites/", data).status_code == 302
    again = owner.post("/console/settings/sites/", data)
    assert again.status_code == 400
    assert "already has a site of that name" in again.content.decode()
    assert Site.objects.for_tenant(tenant).filter(name="Shop").count() == 1
    # The management commands find a site by its name, so there must be only one.
    assert ensure_site(tenant=tenant, name="Shop", allowed_origins=[]).name == "Shop"


def test_a_set_password_form_with_two_different_passwords_is_a_form_error(owner):
    owner.post("/console/settings/staff/", {"username": "ben", "role": "agent"})
    shown = owner.get("/console/settings/staff/").content.decode()
    import re

    path = re.search(r'value="http://testserver(/console/welcome/[^"]+)"', shown).group(1)
    visitor = Client()
    form_page = visitor.get(path, follow=True)
    response = visitor.post(
        form_page.redirect_chain[-1][0],
        {"new_password1": "a long new secret 42", "new_password2": "another long secret"},
    )
    assert response.status_code == 200
    assert "didn’t match" in response.content.decode()
    assert not User.objects.get(username="ben").has_usable_password()


@pytest.mark.parametrize(
    "query",
    [
        "page=abc",
        "page=99999",
        "page=-1",
        "since=yesterday",
        "until=2025-13-40",
        "action=" + "x" * 80,
    ],
)
def test_odd_audit_log_addresses_are_no_server_error(owner, query):
    response = owner.get(f"/dpo/audit/?{query}")
    assert response.status_code in (200, 400)
    csv = owner.get(f"/dpo/audit/?{query}&format=csv")
    assert csv.status_code in (200, 400)


def test_an_activity_post_without_a_clear_value_changes_nobody(owner, make_staff):
    ann = make_staff("agent", username="ann")
    for data in ({}, {"active": "no"}, {"active": ""}):
        response = owner.post(f"/console/settings/staff/{ann.pk}/active", data, follow=True)
        assert "Nothing changed" in response.content.decode()
    ann.refresh_from_db()
    assert ann.is_active
    assert (
        not AuditEvent.objects.filter(action__startswith="staff.")
        .exclude(object_id="olivia")
        .exclude(action="staff.created")
        .exists()
    )


def test_key_and_sign_in_times_are_in_the_tenants_zone(owner, tenant, make_staff):
    from datetime import UTC, datetime

    key, _ = create_api_key(tenant=tenant, name="shop")
    used = datetime(2025, 3, 5, 13, 30, tzinfo=UTC)
    ApiKey.objects.filter(pk=key.pk).update(last_used_at=used)
    User.objects.filter(pk=make_staff("agent", username="ann").pk).update(last_login=used)
    tenant.settings = {**(tenant.settings or {}), "time_zone": "Asia/Tokyo"}
    tenant.save(update_fields=["settings"])
    keys = owner.get("/console/settings/api-keys/").content.decode()
    staff = owner.get("/console/settings/staff/").content.decode()
    for page in (keys, staff):
        assert 'datetime="2025-03-05T22:30:00+09:00"' in page


def test_a_verify_post_with_a_broken_query_is_no_server_error(owner):
    response = owner.post("/dpo/audit/verify", {"query": "actor=a\r\nSet-Cookie: x=1"})
    assert response.status_code == 302
    assert "\n" not in response["Location"] and response["Location"].startswith("/dpo/audit/")


@pytest.fixture
def allow_private(settings):
    settings.BOT_WEBHOOK_ALLOW_PRIVATE = True


def test_a_failed_test_call_says_why_in_the_owners_language(make_staff, site, fake, allow_private):
    from tenants.services import set_bot_webhook

    set_bot_webhook(site=site, url=f"{fake.url}/bot")
    client = Client(HTTP_ACCEPT_LANGUAGE="de")
    client.force_login(make_staff("owner", username="olivia"))
    fake.answer({"text": "no reply field"})
    german = client.post(f"/console/settings/sites/{site.pk}/webhook/test", follow=True)
    assert "seiner Antwort fehlte der Text „reply“" in german.content.decode()
    fake.answer({"reply": "x"}, status=500)
    english = Client(HTTP_ACCEPT_LANGUAGE="en")
    english.force_login(User.objects.get(username="olivia"))
    html = english.post(f"/console/settings/sites/{site.pk}/webhook/test", follow=True)
    assert "it answered with HTTP status 500" in html.content.decode()


def test_the_webhook_command_and_page_write_the_same_audit_rows(
    owner, site, tenant, fake, allow_private, capsys
):
    from django.core.management import call_command

    call_command("set_bot_webhook", site.public_id, "--url", f"{fake.url}/bot")
    call_command("rotate_webhook_secret", site.public_id)
    owner.post(f"/console/settings/sites/{site.pk}/webhook/rotate")
    owner.post(f"/console/settings/sites/{site.pk}/webhook", {"off": "1"})
    call_command("set_bot_webhook", site.public_id, "--url", f"{fake.url}/bot")
    rows = list(
        AuditEvent.objects.for_tenant(tenant)
        .filter(action__startswith="webhook.")
        .order_by("pk")
        .values_list("action", "actor_label", "object_id")
    )
    assert rows == [
        ("webhook.enabled", "operator", site.public_id),
        ("webhook.secret_rotated", "operator", site.public_id),
        ("webhook.secret_rotated", "olivia", site.public_id),
        ("webhook.disabled", "olivia", site.public_id),
        ("webhook.enabled", "operator", site.public_id),
    ]
