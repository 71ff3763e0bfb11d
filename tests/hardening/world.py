"""A tenant's little world of real objects, created through the public API.

The fuzzer and the isolation matrix need real ids (session keys, subject refs, memory, export and
handover ids, a portal link) to get past 404s. They are created through the HTTP API rather than
through each area's services, so the helper keeps working while endpoints are added: a step whose
route does not exist yet is skipped.
"""

from dataclasses import dataclass, field
from urllib.parse import urlsplit

from django.test import Client
from django.urls import NoReverseMatch, reverse
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode
from rest_framework.test import APIClient

from privacy.models import AuditEvent
from tenants.services import create_api_key, create_staff, ensure_site

PASSWORD = "correct horse battery staple"


def _url(name: str, **kwargs) -> str | None:
    try:
        return reverse(name, kwargs=kwargs)
    except NoReverseMatch:
        return None


@dataclass
class World:
    """One tenant's key, staff, site and objects; `params` maps URL parameter names to its ids."""

    tenant: object
    api_key: str
    api: APIClient
    site: object
    staff: dict = field(default_factory=dict)
    params: dict = field(default_factory=dict)
    portal_url: str | None = None

    def params_for(self, path: str) -> dict:
        """The ids for a route: under a widget site the session is the one the widget opened."""
        if path.lstrip("/").startswith("widget/v1/sites/") and "widget_key" in self.params:
            return {**self.params, "key": self.params["widget_key"]}
        return self.params

    def staff_client(self, role: str) -> Client:
        client = Client()
        client.force_login(self.staff[role])
        return client

    def portal_client(self) -> Client | None:
        """A browser holding this world's subject's portal cookie (after opening its link)."""
        if not self.portal_url:
            return None
        client = Client()
        client.get(urlsplit(self.portal_url).path)
        return client


def build_world(tenant, *, label: str) -> World:
    """Create a session with messages, a subject with consent and a memory, a handover, an
    export and a portal link for `tenant`, each through the API when its route exists."""
    _, raw = create_api_key(tenant=tenant)
    # CSRF checked as a real client meets it (the test client skips it unless told).
    api = APIClient(enforce_csrf_checks=True)
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    site = ensure_site(tenant=tenant, name=f"{label} web", allowed_origins=["http://shop.test"])
    world = World(tenant=tenant, api_key=raw, api=api, site=site)
    for role in ("agent", "owner", "dpo", "admin"):
        world.staff[role], _ = create_staff(
            username=f"{label}-{role}", tenant=tenant, role=role, password=PASSWORD
        )
    ref = f"{label}-customer-1"
    params = world.params
    params["ref"] = ref
    params["purpose"] = "memory"
    params["public_id"] = str(site.public_id)
    # The set-password link of an invited colleague names the user this way.
    params["uidb64"] = urlsafe_base64_encode(force_bytes(world.staff["agent"].pk))

    response = api.post(
        "/api/v1/sessions", {"channel": "web", "locale": "en", "subject": ref}, format="json"
    )
    assert response.status_code == 201, response.content
    key = response.json()["key"]
    params["key"] = key
    for role, text in [
        ("user", "My order 4711-0815 arrived damaged, can you help?"),
        ("assistant", "Sorry to hear that. Do you want a replacement or a refund?"),
        ("user", "A replacement please, by Friday."),
    ]:
        response = api.post(
            f"/api/v1/sessions/{key}/messages", {"role": role, "text": text}, format="json"
        )
        assert response.status_code == 201, response.content
    # A second session that the fuzzer may end or hand over without spoiling the first.
    response = api.post("/api/v1/sessions", {"channel": "web", "locale": "de"}, format="json")
    params["key_spare"] = response.json()["key"]

    url = _url("widget-session-start", public_id=params["public_id"])
    if url:
        response = Client().post(url, {}, content_type="application/json")
        assert response.status_code == 201, response.content
        params["widget_key"] = response.json()["key"]

    url = _url("api-subject-consent", ref=ref, purpose="memory")
    if url:
        response = api.put(
            url, {"granted": True, "text_version": "v1", "source": "api"}, format="json"
        )
        assert response.status_code == 200, response.content
    url = _url("api-subject-memories", ref=ref)
    if url:
        response = api.post(
            url,
            {
                "key": "language",
                "value": "en",
                "type": "preference",
                "purpose": "Answer in the preferred language.",
                "provenance": "explicit_user",
            },
            format="json",
        )
        assert response.status_code == 201, response.content
        params["memory_id"] = str(response.json()["id"])
    url = _url("api-session-handover", key=params["key_spare"])
    if url:
        response = api.post(
            url, {"reason": "Wants a person", "contact": {"name": "Kim"}}, format="json"
        )
        assert response.status_code == 201, response.content
        params["pk"] = str(response.json()["id"])
    url = _url("api-subject-export-create", ref=ref)
    if url:
        response = api.post(url, format="json")
        assert response.status_code == 202, response.content
        params["export_id"] = str(response.json()["id"])
    url = _url("api-subject-portal-link", ref=ref)
    if url:
        response = api.post(url, format="json")
        assert response.status_code == 201, response.content
        world.portal_url = response.json()["url"]
        params["token"] = urlsplit(world.portal_url).path.rstrip("/").rsplit("/", 1)[-1]
    # An erasure's receipt page names the erasure's audit event: erase another subject.
    erased = f"{label}-erased-1"
    response = api.post(
        "/api/v1/sessions", {"channel": "web", "locale": "en", "subject": erased}, format="json"
    )
    assert response.status_code == 201, response.content
    response = api.delete(f"/api/v1/subjects/{erased}")
    assert response.status_code == 200, response.content
    events = AuditEvent.objects.for_tenant(tenant).filter(action="subject.erased")
    params["event_id"] = str(events.get(subject_ref=erased).pk)
    return world
