"""Every API operation is documented: a summary, a description, one of five tags, and an example
for its request body."""

import pytest
from rest_framework.test import APIClient

from longterm.models import Consent

pytestmark = pytest.mark.django_db

TAGS = {"sessions", "handover", "subjects and memory", "exports", "widget"}


def test_every_operation_has_a_summary_a_description_a_tag_and_a_body_example(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()
    operations = [
        (method, path, operation)
        for path, methods in schema["paths"].items()
        for method, operation in methods.items()
        if method in {"get", "post", "put", "patch", "delete"}
    ]
    # the contract's 27, the batch ingest and the widget's "no thanks" to an offer to remember
    assert len(operations) == 29
    problems = []
    for method, path, operation in operations:
        if not operation.get("summary") or not operation.get("description"):
            problems.append(f"{method} {path}: summary or description")
        if len(operation.get("tags", [])) != 1 or operation["tags"][0] not in TAGS:
            problems.append(f"{method} {path}: tags {operation.get('tags')}")
        body = operation.get("requestBody", {}).get("content", {}).get("application/json")
        if body is not None and not body.get("examples"):
            problems.append(f"{method} {path}: no request example")
    assert not problems, "\n".join(problems)
    assert {tag["name"] for tag in schema["tags"]} == TAGS


SECRET_VALUE = "my PIN code is 4711 and password hunter2"
MEMORY = {"key": "note", "value": "call after 5", "purpose": "Call at a good time"}
EVIL = "http://evil.test"


def test_every_403_and_422_the_endpoints_give_is_in_the_schema(api, client, site):
    """Each refusal is provoked for real, then looked up under its operation in the schema."""
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()
    given = []

    def gives(response, status: int, method: str, template: str) -> None:
        assert response.status_code == status, (method, template, response.content)
        given.append((method, template, str(status)))

    subject = "/api/v1/subjects/{ref}"
    url = "/api/v1/subjects/cust-1"
    gives(
        api.post(f"{url}/memories", MEMORY | {"provenance": "explicit_user"}, format="json"),
        403,
        "post",
        f"{subject}/memories",
    )
    consent = {"granted": True, "text_version": "v1"}
    api.put(f"{url}/consents/memory", consent, format="json")
    body = MEMORY | {"provenance": "explicit_user", "value": SECRET_VALUE}
    gives(api.post(f"{url}/memories", body, format="json"), 422, "post", f"{subject}/memories")
    body = MEMORY | {"provenance": "explicit_user"}
    entry = api.post(f"{url}/memories", body, format="json").json()["id"]
    gives(
        api.patch(f"{url}/memories/{entry}", {"value": SECRET_VALUE}, format="json"),
        422,
        "patch",
        f"{subject}/memories/{{memory_id}}",
    )
    # An entry kept while the person's consent decision is gone (deleted by hand, say).
    Consent.objects.filter(subject_ref="cust-1").delete()
    gives(
        api.patch(f"{url}/memories/{entry}", {"value": "x"}, format="json"),
        403,
        "patch",
        f"{subject}/memories/{{memory_id}}",
    )
    gives(
        api.post(f"{url}/memories/{entry}/confirm"),
        403,
        "post",
        f"{subject}/memories/{{memory_id}}/confirm",
    )

    sites = "/widget/v1/sites/{public_id}/sessions"
    start = f"/widget/v1/sites/{site.public_id}/sessions"
    key = APIClient().post(start, {"locale": "en"}, format="json").json()["key"]
    foreign = APIClient(HTTP_ORIGIN=EVIL)
    gives(foreign.post(start, {}, format="json"), 403, "post", sites)
    gives(foreign.get(f"{start}/{key}"), 403, "get", f"{sites}/{{key}}")
    for method, tail, body in [
        ("get", "memory", None),
        ("post", "memory/consent", {"granted": False}),  # the body is read before the site
        ("post", "memory/recognise", {}),
        ("post", "memory/withdraw", {}),
    ]:
        response = getattr(foreign, method)(f"{start}/{key}/{tail}", body, format="json")
        gives(response, 403, method, f"{sites}/{{key}}/{tail}")
    proposal = {"granted": True, "text_version": "w1", "proposal": MEMORY | {"value": SECRET_VALUE}}
    gives(
        APIClient().post(f"{start}/{key}/memory/consent", proposal, format="json"),
        422,
        "post",
        f"{sites}/{{key}}/memory/consent",
    )

    missing = [
        f"{method} {template}: {status}"
        for method, template, status in given
        if status not in schema["paths"][template][method]["responses"]
    ]
    assert not missing, "\n".join(missing)
