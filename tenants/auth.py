"""Bearer API-key authentication for the integrator API, and the tenant behind a request."""

from datetime import timedelta

from django.utils import timezone
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import authentication, exceptions, permissions

from .models import ApiKey, Tenant, hash_key

# Writing last_used_at on every request would turn each read into a write; once a minute is enough.
_LAST_USED_RESOLUTION = timedelta(minutes=1)


class ApiClient:
    """The authenticated principal of an API request: a tenant acting through one key."""

    is_authenticated = True
    is_anonymous = False

    def __init__(self, key: ApiKey):
        self.key = key
        self.tenant: Tenant = key.tenant

    def __str__(self) -> str:
        return f"api-key:{self.key.prefix}"


class ApiKeyAuthentication(authentication.BaseAuthentication):
    """`Authorization: Bearer <key>`; a missing, unknown or revoked key is a 401."""

    keyword = "Bearer"

    def authenticate(self, request):
        header = authentication.get_authorization_header(request).split()
        if not header:
            return None
        if header[0].lower() != self.keyword.lower().encode() or len(header) != 2:
            raise exceptions.AuthenticationFailed("Use the header 'Authorization: Bearer <key>'.")
        try:
            raw = header[1].decode("ascii")
        except UnicodeDecodeError as exc:
            raise exceptions.AuthenticationFailed("The API key is not valid.") from exc
        key = ApiKey.objects.usable().select_related("tenant").filter(hashed=hash_key(raw)).first()
        if key is None:
            raise exceptions.AuthenticationFailed("The API key is not valid or was revoked.")
        now = timezone.now()
        if key.last_used_at is None or now - key.last_used_at > _LAST_USED_RESOLUTION:
            ApiKey.objects.filter(pk=key.pk).update(last_used_at=now)
        client = ApiClient(key)
        request.tenant = client.tenant
        return client, key

    def authenticate_header(self, request) -> str:
        return self.keyword


class HasTenantApiKey(permissions.BasePermission):
    """Allow only requests authenticated with a tenant's API key."""

    message = "Authenticate with 'Authorization: Bearer <api key>'."

    def has_permission(self, request, view) -> bool:
        return isinstance(request.user, ApiClient)


def request_tenant(request) -> Tenant:
    """The tenant an API request acts for; views scope every query with it."""
    user = request.user
    if not isinstance(user, ApiClient):
        raise exceptions.NotAuthenticated()
    return user.tenant


class ApiKeyScheme(OpenApiAuthenticationExtension):
    target_class = "tenants.auth.ApiKeyAuthentication"
    name = "apiKey"

    def get_security_definition(self, auto_schema):
        return {"type": "http", "scheme": "bearer", "description": "A tenant's API key."}
