"""Bearer API-key authentication for the integrator API, and the tenant behind a request."""

import copy
import re
import time
import uuid
from datetime import timedelta

from django.conf import settings
from django.core.cache import cache
from django.core.exceptions import ImproperlyConfigured
from django.utils import timezone
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import authentication, exceptions, permissions

from .models import ApiKey, Tenant, hash_key

# Writing last_used_at on every request would turn each read into a write; once a minute is enough.
_LAST_USED_RESOLUTION = timedelta(minutes=1)


# Every API request resolves its key; most of them within seconds of the last time. Each web
# process keeps the keys it resolved (with their tenants) for API_KEY_CACHE_SECONDS, stamped with
# the shared cache's "auth generation". Saving or deleting any key or tenant draws a new
# generation (tenants.signals), so a revoked key or a changed tenant is seen by every process at
# its next request. Costs one cache read instead of a database query; when the shared cache is
# unreachable there is no generation to check against, and every request asks the database.
GENERATION_KEY = "auth:generation"
_RESOLVED: dict[str, tuple[str, float, ApiKey]] = {}
_RESOLVED_MAX = 10_000


def new_generation() -> None:
    """Invalidate every process's resolved keys (after any key or tenant changed)."""
    cache.set(GENERATION_KEY, uuid.uuid4().hex, timeout=None)


def _generation(value=None) -> str | None:
    value = value if value is not None else cache.get(GENERATION_KEY)
    if value is None:  # never drawn yet (or evicted): draw one, keeping a concurrent draw
        cache.add(GENERATION_KEY, uuid.uuid4().hex, timeout=None)
        value = cache.get(GENERATION_KEY)
    return value


_RATE = re.compile(r"^(\d+)/(\d*)([smhd])$")
_PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def rate() -> tuple[int, int]:
    """API_KEY_RATE as (requests, window in seconds), as django-ratelimit reads it: "6000/m"
    is (6000, 60), "100/5m" is (100, 300)."""
    match = _RATE.match(settings.API_KEY_RATE.strip().lower())
    if match is None:
        raise ImproperlyConfigured(f"API_KEY_RATE {settings.API_KEY_RATE!r} is not like '6000/m'.")
    count, multiple, period = match.groups()
    return int(count), _PERIODS[period] * int(multiple or 1)


def _count_request(request, hashed: str) -> str | None:
    """Count the request against its key's window and read the auth generation.

    With Redis, both in one round trip, the count kept for ApiKeyThrottle; otherwise (a local
    cache) the throttle counts for itself. Returns the generation, None when unknown.
    """
    if not hasattr(cache, "count_and_get"):
        return _generation() if settings.API_KEY_CACHE_SECONDS > 0 else None
    limit, window = rate()
    now = time.time()
    counter = f"api-rate:{hashed[:32]}:{int(now // window)}"
    count, generation = cache.count_and_get(counter, window + 1, GENERATION_KEY)
    if count is not None:
        request.api_key_usage = {
            "count": count,
            "limit": limit,
            "time_left": max(1, int(window - now % window)),
        }
        generation = _generation(generation)
    return generation


def _resolve(hashed: str, generation: str | None) -> ApiKey | None:
    """The usable key with that hash, its tenant loaded; a private copy for this request."""
    ttl = settings.API_KEY_CACHE_SECONDS
    generation = generation if ttl > 0 else None
    if generation is None:
        # Unreachable: a change made meanwhile could not be announced, so start afresh.
        _RESOLVED.clear()
    hit = _RESOLVED.get(hashed) if generation is not None else None
    if hit is not None and hit[0] == generation and hit[1] > time.monotonic():
        key = hit[2]
    else:
        key = ApiKey.objects.usable().select_related("tenant").filter(hashed=hashed).first()
        if key is None:
            _RESOLVED.pop(hashed, None)
            return None
        if generation is not None:
            if len(_RESOLVED) >= _RESOLVED_MAX:
                _RESOLVED.clear()
            _RESOLVED[hashed] = (generation, time.monotonic() + ttl, key)
    # Requests run in parallel threads: each gets its own key and tenant objects to work with.
    mine = copy.copy(key)
    mine.tenant = copy.copy(key.tenant)
    return mine


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
        hashed = hash_key(raw)
        key = _resolve(hashed, _count_request(request, hashed))
        if key is None:
            raise exceptions.AuthenticationFailed("The API key is not valid or was revoked.")
        now = timezone.now()
        if key.last_used_at is None or now - key.last_used_at > _LAST_USED_RESOLUTION:
            ApiKey.objects.filter(pk=key.pk).update(last_used_at=now)
            if hashed in _RESOLVED:  # this process need not write it again within the minute
                _RESOLVED[hashed][2].last_used_at = now
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
