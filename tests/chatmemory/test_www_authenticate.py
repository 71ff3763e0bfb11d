"""Every 401 of the API names its scheme: `WWW-Authenticate: Bearer` (RFC 9110, section 11.6.1)."""

import json

import pytest
from rest_framework import exceptions
from rest_framework.test import APIClient, APIRequestFactory

from chatmemory import errors
from chatmemory.api_views import api_view
from tenants.models import ApiKey
from tenants.services import revoke_api_key

pytestmark = pytest.mark.django_db


def assert_bearer_401(response):
    assert response.status_code == 401
    assert response["WWW-Authenticate"] == "Bearer"
    return json.loads(response.content)["error"]


@pytest.mark.parametrize(
    "authorization",
    [
        None,  # no header at all
        "Bearer cm_not-a-real-key",  # unknown
        "Basic dXNlcjpwdw==",  # another scheme
        "Bearer",  # no key
        "Bearer one two",  # not one key
        "Bearer k\u00e9y",  # not ASCII
    ],
)
@pytest.mark.parametrize(
    "method, path",
    [
        ("post", "/api/v1/sessions"),
        ("get", "/api/v1/sessions/some-key/context"),
        ("patch", "/api/v1/subjects/cust-1/memories/1"),
        ("delete", "/api/v1/sessions"),  # a method the route lacks: the key is checked first
    ],
)
def test_a_missing_or_bad_key_is_401_naming_bearer(authorization, method, path):
    client = APIClient()
    if authorization is not None:
        client.credentials(HTTP_AUTHORIZATION=authorization)
    assert_bearer_401(getattr(client, method)(path, {}, format="json"))


def test_a_revoked_key_is_401_naming_bearer(api, tenant):
    revoke_api_key(key=ApiKey.objects.get(tenant=tenant))
    assert_bearer_401(api.get("/api/v1/subjects/cust-1/memories"))


class KeyExpired(exceptions.APIException):
    """A 401 of DRF's base class: not one of the two DRF names the scheme on by itself."""

    status_code = 401
    default_code = "key_expired"
    default_detail = "The key has expired."


class DomainRefusal(Exception):
    """A domain exception the one exception handler turns into a 401."""


@api_view(["GET"])
def raises_a_401_by_hand(request):
    raise KeyExpired


@api_view(["GET"])
def raises_a_domain_error(request):
    raise DomainRefusal


def test_a_401_raised_by_hand_names_bearer(api_key):
    request = APIRequestFactory().get("/api/v1/x", HTTP_AUTHORIZATION=f"Bearer {api_key}")
    response = raises_a_401_by_hand(request)
    response.render()
    assert assert_bearer_401(response)["code"] == "key_expired"


def test_a_domain_error_answered_as_a_401_names_bearer(api_key):
    errors.register_domain_error(DomainRefusal, lambda exc: exceptions.NotAuthenticated())
    try:
        request = APIRequestFactory().get("/api/v1/x", HTTP_AUTHORIZATION=f"Bearer {api_key}")
        response = raises_a_domain_error(request)
        response.render()
    finally:
        errors._DOMAIN_ERRORS.pop(DomainRefusal)
    assert_bearer_401(response)
