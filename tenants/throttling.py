"""Rate limit per API key: a fixed window counted in the shared cache.

With Redis the count is taken by authentication, in the same round trip as the auth generation
(tenants.auth); with a local cache django-ratelimit counts here.
"""

from django.conf import settings
from django_ratelimit.core import get_usage
from rest_framework.throttling import BaseThrottle

from .auth import ApiClient


class ApiKeyThrottle(BaseThrottle):
    """At most settings.API_KEY_RATE requests per API key; the 429 carries Retry-After.

    A fixed window costs one INCR per request (a sliding log would store every timestamp), and
    the counter is shared by every web process through Redis. Requests without an API key (the
    widget, the portal) have their own limits and pass through here untouched.
    """

    def __init__(self) -> None:
        self.time_left: int | None = None

    def allow_request(self, request, view) -> bool:
        client = request.user
        if not isinstance(client, ApiClient):
            return True
        usage = getattr(request, "api_key_usage", None)  # counted with Redis by authentication
        if usage is not None:
            if usage["count"] <= usage["limit"]:
                return True
            self.time_left = usage["time_left"]
            return False
        usage = get_usage(
            request,
            group="api-key",
            key=lambda group, request: str(client.key.pk),
            rate=settings.API_KEY_RATE,
            increment=True,
        )
        if usage is None or not usage["should_limit"]:
            return True
        self.time_left = usage["time_left"]
        return False

    def wait(self) -> float | None:
        return max(1, self.time_left) if self.time_left is not None else None
