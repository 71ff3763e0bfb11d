"""Project-wide request middleware: body size limit and a request log without content."""

import functools
import http
import logging
import time

from axes.middleware import AxesMiddleware as _AxesMiddleware
from csp.constants import HEADER, HEADER_REPORT_ONLY
from csp.middleware import CheckableLazyObject
from csp.middleware import CSPMiddleware as _CSPMiddleware
from csp.utils import build_policy
from django.conf import settings
from django.contrib.auth.middleware import AuthenticationMiddleware as _AuthenticationMiddleware
from django.contrib.messages.middleware import MessageMiddleware as _MessageMiddleware
from django.contrib.sessions.middleware import SessionMiddleware as _SessionMiddleware
from django.core.signals import setting_changed
from django.dispatch import receiver
from django.http import HttpResponse, JsonResponse
from django.template.loader import render_to_string
from django.utils import translation

from . import languages
from .errors import envelope, handler400, payload_too_large, wants_json

logger = logging.getLogger("chatmemory.request")


class RequestSizeLimitMiddleware:
    """Refuse oversized bodies with 413 before anything parses them: the contract's envelope on
    the API and the widget, a page in the visitor's language elsewhere (Django would answer a
    form too large to read with its 400 page, or in DEBUG with its technical page)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            if wants_json(request):
                return JsonResponse(envelope(400, "Invalid Content-Length."), status=400)
            return handler400(request)
        if length > settings.DATA_UPLOAD_MAX_MEMORY_SIZE:
            return payload_too_large(request)
        return self.get_response(request)


class RequestLogMiddleware:
    """One log line per request: the route pattern (never the raw path), status and duration."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        started = time.perf_counter()
        response = self.get_response(request)
        match = getattr(request, "resolver_match", None)
        logger.info(
            "request",
            extra={
                "method": request.method,
                "route": match.route if match else "unresolved",
                "status": response.status_code,
                "ms": round((time.perf_counter() - started) * 1000, 1),
            },
        )
        return response


class PortalRateLimitMiddleware:
    """Rate limit per customer-page link: every /me/ request counts against the link it came from.

    The key is the signed link token (opening the page) or the page's signed cookie (everything
    after), hashed by django-ratelimit, so a leaked or guessed link cannot be hammered and one
    customer cannot slow the page for another. Requests with neither share one counter per client
    address. Counters live in the shared cache, like every other rate limit.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path.startswith("/me/"):
            from django_ratelimit.core import get_usage

            usage = get_usage(
                request,
                group="portal-link",
                key=_portal_link_key,
                rate=settings.PORTAL_RATE,
                increment=True,
            )
            if usage is not None and usage["should_limit"]:
                # This runs before LocaleMiddleware: pick the page's language as the portal does.
                with translation.override(_portal_language(request)):
                    page = render_to_string("429.html", request=None)
                response = HttpResponse(page, status=429)
                response["Retry-After"] = str(max(1, usage["time_left"]))
                return response
        return self.get_response(request)


def _portal_language(request) -> str:
    """The customer page's `?lang=` when it names a supported language, else the browser's."""
    return languages.pick(request.GET.get("lang"), translation.get_language_from_request(request))


def _portal_link_key(group: str, request) -> str:
    if request.path.startswith("/me/open/"):
        return "link:" + request.path.removeprefix("/me/open/")
    cookie = request.COOKIES.get(getattr(settings, "PORTAL_COOKIE_NAME", "cm_portal"))
    if cookie:
        return "cookie:" + cookie
    return "ip:" + (request.META.get("REMOTE_ADDR") or "unknown")


# The conversation endpoints of the integrator API (sessions, messages, context: the calls a
# chatbot makes on every turn) authenticate every request by its key (tenants.auth) and have no
# cookie session, no signed-in staff user, no flash messages and no login form: the middleware
# that serve those pass their requests straight on. (Elsewhere under /api/v1/ the export
# download also serves a signed-in DPO, and keeps them.)
KEY_ONLY_PREFIX = "/api/v1/sessions"


class _PagesOnly:
    def __call__(self, request):
        if request.path_info.startswith(KEY_ONLY_PREFIX):
            return self.get_response(request)
        return super().__call__(request)


class SessionMiddleware(_PagesOnly, _SessionMiddleware):
    """Django's session middleware, except on the conversation endpoints."""


class AuthenticationMiddleware(_PagesOnly, _AuthenticationMiddleware):
    """Django's authentication middleware, except on the conversation endpoints."""


class MessageMiddleware(_PagesOnly, _MessageMiddleware):
    """Django's messages middleware, except on the conversation endpoints."""


class AxesMiddleware(_PagesOnly, _AxesMiddleware):
    """django-axes' lockout middleware, except on the conversation endpoints (no login)."""


@functools.cache
def _site_policy(report_only: bool) -> str:
    """The site-wide Content-Security-Policy (or its report-only twin) from the settings."""
    return build_policy(report_only=report_only)


@receiver(setting_changed)
def _forget_site_policy(setting, **kwargs):
    if setting.startswith("CONTENT_SECURITY_POLICY"):
        _site_policy.cache_clear()


class CSPMiddleware(_CSPMiddleware):
    """django-csp's middleware, with the site-wide policy built once instead of per response.

    django-csp renders the policy from the settings on every response (about 5 % of the CPU of
    an API request). A response that no decorator tailored and a request that used no nonce get
    exactly that rendering, so it is kept; anything else goes through django-csp unchanged.
    """

    _TAILORED = (
        "_csp_config",
        "_csp_update",
        "_csp_replace",
        "_csp_config_ro",
        "_csp_update_ro",
        "_csp_replace_ro",
    )

    def process_response(self, request, response):
        if isinstance(getattr(request, "_csp_nonce", None), str) or any(
            hasattr(response, name) for name in self._TAILORED
        ):
            return super().process_response(request, response)
        exempted = (http.HTTPStatus.INTERNAL_SERVER_ERROR, http.HTTPStatus.NOT_FOUND)
        if response.status_code in exempted and settings.DEBUG:
            return response
        for header, report_only, exempt, setting in (
            (HEADER, False, "_csp_exempt", "CONTENT_SECURITY_POLICY"),
            (HEADER_REPORT_ONLY, True, "_csp_exempt_ro", "CONTENT_SECURITY_POLICY_REPORT_ONLY"),
        ):
            policy = _site_policy(report_only)
            if not policy or header in response or getattr(response, exempt, False):
                continue
            prefixes = (getattr(settings, setting, None) or {}).get("EXCLUDE_URL_PREFIXES") or ()
            if not request.path_info.startswith(tuple(prefixes)):
                response[header] = policy
        if getattr(request, "_csp_nonce", None) is None:
            request.csp_nonce = CheckableLazyObject(self._csp_nonce_post_response)
        return response
