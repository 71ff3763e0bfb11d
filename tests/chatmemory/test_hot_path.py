"""What the API's per-turn path keeps between requests gives the same answers as building it anew.

Shared serializers and the site-wide CSP header are each compared with what DRF and django-csp
produce for the same input; content negotiation is DRF's own, pinned to the answers it gives.
"""

import threading
from datetime import UTC, datetime

import pytest
from csp.constants import NONCE, SELF
from csp.middleware import CSPMiddleware as DjangoCSPMiddleware
from django.http import HttpResponse
from django.test import RequestFactory, override_settings
from rest_framework import serializers
from rest_framework.exceptions import ValidationError

from chatmemory.middleware import CSPMiddleware
from memory import api
from memory.models import Message

INPUTS = {
    api.MessageIn: [
        {"role": "user", "text": "Hallo"},
        {"role": "assistant", "text": "  padded  ", "sent_at": "2026-11-30T10:00:00Z"},
        {"role": "user", "text": "", "sent_at": None},
        {"role": "robot", "text": "x"},
        {"role": "user"},
        {"text": 5, "role": "user"},
        {"role": "user", "text": ["a"], "sent_at": "yesterday"},
        {"role": "user", "text": "x", "unknown": 1},
        {},
    ],
    api.ContextQueryIn: [
        {},
        {"budget_tokens": "300"},
        {"budget_tokens": "-1"},
        {"budget_tokens": "many", "intent": "x" * 101},
        {"budget_tokens": "2000000", "intent": ""},
        {"intent": "returns"},
    ],
    api.SessionCreateIn: [
        {},
        {"channel": "messenger", "locale": "de", "subject": "customer-1"},
        {"channel": 7, "locale": "xx", "subject": ""},
        {"channel": "c" * 21},
    ],
    api.CommitmentIn: [
        {"kind": "callback", "text": "Call back", "due_at": "2026-12-01T09:00:00+01:00"},
        {"kind": "nonsense", "text": None},
    ],
}


def expected(serializer_class, data):
    serializer = serializer_class(data=data)
    if serializer.is_valid():
        return "valid", dict(serializer.validated_data)
    return "invalid", serializer.errors


def shared_result(serializer_class, data):
    try:
        return "valid", dict(api._validated(serializer_class, data))
    except ValidationError as exc:
        return "invalid", exc.detail


@pytest.mark.parametrize(
    ("serializer_class", "data"),
    [(cls, data) for cls, inputs in INPUTS.items() for data in inputs],
    ids=lambda value: getattr(value, "__name__", None),
)
def test_a_shared_serializer_validates_as_a_new_one_would(serializer_class, data):
    assert shared_result(serializer_class, data) == expected(serializer_class, data)


def test_a_shared_serializer_gives_each_thread_its_own_answer():
    failures = []

    def validate(number: int) -> None:
        for turn in range(300):
            text = f"thread {number} turn {turn}"
            data = {"role": "user" if turn % 2 else "robot", "text": text}
            if shared_result(api.MessageIn, data) != expected(api.MessageIn, data):
                failures.append((number, turn))

    threads = [threading.Thread(target=validate, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures


def test_serializers_with_hooks_of_their_own_are_not_shared():
    class Hooked(serializers.Serializer):
        text = serializers.CharField()

        def validate_text(self, value):
            return value

    with pytest.raises(TypeError, match="not shareable"):
        api.shared(Hooked)


def test_the_shared_message_output_matches_the_serializer():
    message = Message(
        seq=4,
        role="user",
        text="Meine Karte ist [card number removed]",
        redactions=[{"label": "CARD", "start": 15, "end": 36}],
        created_at=datetime(2026, 11, 30, 9, 15, 0, 123456, tzinfo=UTC),
    )
    assert api.MESSAGE_CREATED_OUT.to_representation(message) == dict(
        api.MessageCreatedOut(message).data
    )


# --- Content negotiation ------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("accept", "status", "indented"),
    [
        (None, 400, False),
        ("*/*", 400, False),
        ("application/json", 400, False),
        ("application/json; indent=4", 400, True),  # the accepted type's parameters are kept
        ("text/html", 406, False),
        ("text/html, application/*;q=0.5", 400, False),
    ],
)
def test_negotiation_answers_the_same_every_time(api, accept, status, indented):
    headers = {"HTTP_ACCEPT": accept} if accept else {}
    for _ in range(3):
        response = api.post("/api/v1/sessions", {"channel": 7}, format="json", **headers)
        assert response.status_code == status
        assert response["Content-Type"] == "application/json"
        assert response.json()["error"]["code"]
        assert (b'\n    "error"' in response.content) is indented


@pytest.mark.django_db
def test_a_format_override_is_still_negotiated(api):
    assert api.get("/api/v1/sessions/unknown?format=json").status_code == 404
    response = api.get("/api/v1/sessions/unknown?format=xml")
    assert response.status_code == 404


# --- Content-Security-Policy --------------------------------------------------------------


def run_both(response_factory, path="/api/v1/sessions"):
    """The header each middleware sets on the same response."""
    request = RequestFactory().get(path)
    ours = CSPMiddleware(lambda request: response_factory())(request)
    theirs = DjangoCSPMiddleware(lambda request: response_factory())(RequestFactory().get(path))
    return ours, theirs


def test_the_site_policy_header_is_django_csps():
    ours, theirs = run_both(HttpResponse)
    assert ours["Content-Security-Policy"] == theirs["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in ours["Content-Security-Policy"]


def test_a_changed_policy_is_used_at_once():
    before, _ = run_both(HttpResponse)
    policy = {"DIRECTIVES": {"default-src": ["'none'"]}}
    with override_settings(
        CONTENT_SECURITY_POLICY=policy, CONTENT_SECURITY_POLICY_REPORT_ONLY=policy
    ):
        ours, theirs = run_both(HttpResponse)
        assert ours["Content-Security-Policy"] == "default-src 'none'"
        assert ours["Content-Security-Policy-Report-Only"] == "default-src 'none'"
        assert ours.headers == theirs.headers
    after, _ = run_both(HttpResponse)
    assert after["Content-Security-Policy"] == before["Content-Security-Policy"]


def test_tailored_exempt_and_excluded_responses_are_left_to_django_csp():
    def tailored():
        response = HttpResponse()
        response._csp_update = {"img-src": ["https://images.example"]}
        return response

    def exempt():
        response = HttpResponse()
        response._csp_exempt = True
        return response

    ours, theirs = run_both(tailored)
    assert "https://images.example" in ours["Content-Security-Policy"]
    assert ours["Content-Security-Policy"] == theirs["Content-Security-Policy"]
    ours, _ = run_both(exempt)
    assert "Content-Security-Policy" not in ours
    excluded = {"DIRECTIVES": {"default-src": ["'self'"]}, "EXCLUDE_URL_PREFIXES": ["/api/"]}
    with override_settings(CONTENT_SECURITY_POLICY=excluded):
        ours, _ = run_both(HttpResponse)
        assert "Content-Security-Policy" not in ours


def test_a_page_that_used_a_nonce_gets_it_in_its_header():
    def view(request):
        return HttpResponse(f"<script nonce='{request.csp_nonce}'></script>")

    policy = {"DIRECTIVES": {"script-src": [SELF, NONCE]}}
    with override_settings(CONTENT_SECURITY_POLICY=policy):
        request = RequestFactory().get("/console/")
        header = CSPMiddleware(view)(request)["Content-Security-Policy"]
        assert f"script-src 'self' 'nonce-{request._csp_nonce}'" in header
        again = RequestFactory().get("/console/")
        assert CSPMiddleware(view)(again)["Content-Security-Policy"] != header  # a new nonce


@pytest.mark.django_db
def test_api_and_pages_carry_the_policy_through_the_whole_stack(api, client):
    for response in (api.post("/api/v1/sessions", {}, format="json"), client.get("/healthz")):
        assert "default-src 'self'" in response["Content-Security-Policy"]
