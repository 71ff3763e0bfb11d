"""Every API operation is documented: a summary, a description, one of five tags, and an example
for its request body."""

import pytest

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
    assert len(operations) == 28  # the contract's 27 and the batch ingest
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
