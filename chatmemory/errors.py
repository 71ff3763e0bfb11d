"""The API error envelope: `{"error": {"code", "message", "fields"}}` for every API error."""

import logging
import sys
from collections.abc import Callable

from django.conf import settings
from django.core.exceptions import PermissionDenied, RequestDataTooBig
from django.db import InterfaceError, OperationalError
from django.http import Http404, HttpResponse, JsonResponse
from django.template import loader
from django.utils import translation
from django.views.decorators.csrf import csrf_exempt
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import set_rollback

logger = logging.getLogger(__name__)

# The apps' domain exceptions and the API error each becomes. The apps come after this module
# in the layers, so each registers its own in its AppConfig.ready().
_DOMAIN_ERRORS: dict[type[Exception], Callable[[Exception], exceptions.APIException]] = {}


# Functions every API error message passes through before it is sent. An error may echo what was
# sent ('"4111 1111 1111 1111" is not a valid choice.'); the privacy app registers one that
# removes secrets, so no secret comes back in an error, whichever field or check echoed it.
_MESSAGE_FILTERS: list[Callable[[str], str]] = []


def register_message_filter(message_filter: Callable[[str], str]) -> None:
    """Pass every API error message (and each field's) through `message_filter`."""
    if message_filter not in _MESSAGE_FILTERS:
        _MESSAGE_FILTERS.append(message_filter)


def _filtered(message: str) -> str:
    for message_filter in _MESSAGE_FILTERS:
        message = message_filter(message)
    return message


def register_domain_error(
    exc_type: type[Exception], to_api_error: Callable[[Exception], exceptions.APIException]
) -> None:
    """Let the exception handler answer `exc_type` (and its subclasses) as `to_api_error(exc)`."""
    _DOMAIN_ERRORS[exc_type] = to_api_error


class APIError(exceptions.APIException):
    """Base for the contract's errors that DRF has no class for."""

    status_code = status.HTTP_400_BAD_REQUEST
    default_code = "bad_request"
    default_detail = "The request is not valid."


class Conflict(APIError):
    status_code = status.HTTP_409_CONFLICT
    default_code = "conflict"
    default_detail = "The request conflicts with the current state."


class Gone(APIError):
    """A session that has ended or expired: one machine code on every route (API, widget,
    handover), so an integrator handles it once."""

    status_code = status.HTTP_410_GONE
    default_code = "session_closed"
    default_detail = "The session has ended or expired."


class PayloadTooLarge(APIError):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_code = "too_large"
    default_detail = "The request is too large."


class PolicyRefused(APIError):
    status_code = status.HTTP_422_UNPROCESSABLE_ENTITY
    default_code = "refused_by_privacy_policy"
    default_detail = "The privacy policy does not allow storing this."


class IdempotencyKeyReused(APIError):
    status_code = status.HTTP_422_UNPROCESSABLE_ENTITY
    default_code = "idempotency_key_reused"
    default_detail = "This Idempotency-Key was used for another request."


class NoConsent(APIError):
    status_code = status.HTTP_403_FORBIDDEN
    default_code = "no_consent"
    default_detail = "The subject has not given consent for this purpose."


# The scheme of the contract's `Authorization: Bearer <api key>` (the keyword of
# tenants.auth.ApiKeyAuthentication), named on every 401.
AUTH_SCHEME = "Bearer"

_CODES = {
    400: "validation_error",
    401: "not_authenticated",
    403: "permission_denied",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    409: "conflict",
    410: "session_closed",
    413: "too_large",
    415: "unsupported_media_type",
    422: "refused_by_privacy_policy",
    429: "rate_limited",
    500: "server_error",
    503: "unavailable",
}


# DRF's own codes, except where the contract's wording is clearer.
_RENAMED_CODES = {
    "parse_error": "malformed",
    "throttled": "rate_limited",
    "invalid": "validation_error",
}


def envelope(status_code: int, message: str, *, code: str | None = None, fields=None) -> dict:
    """Build the error body of the contract."""
    return {
        "error": {
            "code": code or _CODES.get(status_code, "error"),
            "message": _filtered(message),
            "fields": {
                name: [_filtered(str(text)) for text in texts]
                for name, texts in (fields or {}).items()
            },
        }
    }


def _flatten(detail) -> dict:
    """Turn DRF's nested error detail into `{field: [messages]}`."""
    if isinstance(detail, dict):
        out = {}
        for key, value in detail.items():
            if isinstance(value, dict):
                for sub, msgs in _flatten(value).items():
                    out[f"{key}.{sub}"] = msgs
            elif isinstance(value, list):
                out[key] = [str(v) for v in value if not isinstance(v, dict)] or [
                    str(v) for v in value
                ]
            else:
                out[key] = [str(value)]
        return out
    return {}


# The database went away (restart, failover, network): the request is refused as a whole with a
# 503 the client may retry; nothing was half-written because each write is one transaction.
DATABASE_UNAVAILABLE = (OperationalError, InterfaceError)
RETRY_AFTER_SECONDS = 5
# SQLSTATEs of a lost or refused connection: class 08, and the server shutting down or starting.
_CONNECTION_SQLSTATES = ("08", "57P01", "57P02", "57P03")


def is_database_unavailable(exc: BaseException | None) -> bool:
    """True for a database error that means "cannot reach the server", not a bad statement."""
    if not isinstance(exc, DATABASE_UNAVAILABLE):
        return False
    sqlstate = getattr(exc.__cause__, "sqlstate", None)
    return sqlstate is None or sqlstate.startswith(_CONNECTION_SQLSTATES)


_UNAVAILABLE_MESSAGE = "The service is briefly unavailable; retry shortly."


def api_exception_handler(exc, context):
    """DRF exception handler producing the contract's envelope."""
    if is_database_unavailable(exc):
        logger.warning("database unavailable", extra={"error": type(exc).__name__})
        return Response(
            envelope(503, _UNAVAILABLE_MESSAGE, code="unavailable"),
            status=503,
            headers={"Retry-After": str(RETRY_AFTER_SECONDS)},
        )
    if to_api_error := next(
        (_DOMAIN_ERRORS[kind] for kind in type(exc).__mro__ if kind in _DOMAIN_ERRORS), None
    ):
        exc = to_api_error(exc)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()

    if not isinstance(exc, exceptions.APIException):
        return None  # a real server error: Django's 500 handling (and our JSON handler) runs

    headers = {}
    if exc.status_code == status.HTTP_401_UNAUTHORIZED:
        # DRF names the scheme only on its own two authentication errors; a 401 raised by hand,
        # or a domain error turned into one above, would go without it (RFC 9110 requires it).
        headers["WWW-Authenticate"] = getattr(exc, "auth_header", None) or AUTH_SCHEME
    if getattr(exc, "wait", None):
        headers["Retry-After"] = str(int(exc.wait))

    detail = exc.detail
    if isinstance(detail, dict | list) and exc.status_code == 400:
        fields = _flatten(detail) if isinstance(detail, dict) else {"non_field_errors": detail}
        non_field = fields.pop("non_field_errors", None)
        message = str(non_field[0]) if non_field else "The request is not valid."
        code = "validation_error"
        if isinstance(exc, exceptions.ParseError):
            code = "malformed"
        body = envelope(400, message, code=code, fields=fields)
    else:
        message = str(detail) if not isinstance(detail, dict | list) else exc.default_detail
        code = getattr(detail, "code", None) or exc.default_code
        code = _RENAMED_CODES.get(code, code)
        body = envelope(exc.status_code, message, code=code)

    set_rollback()
    return Response(body, status=exc.status_code, headers=headers)


def wants_json(request) -> bool:
    """Whether the request is the API's or the widget's: errors are the envelope there."""
    return request.path.startswith(("/api/", "/widget/"))


def handler404(request, exception=None):
    """JSON envelope for unknown API paths, the HTML page elsewhere."""
    if wants_json(request):
        return JsonResponse(envelope(404, "Not found."), status=404)
    from django.views.defaults import page_not_found

    return page_not_found(request, exception)


@csrf_exempt
def unknown_api_path(request) -> HttpResponse:
    """A path under /api/v1/ or /widget/v1/ that no route serves, with any method: the API's
    views are exempt from CSRF (a key or a session key authorises them), so this one is too, or
    a POST to a path no route matches (a NUL in an id, say) got Django's CSRF page, not the 404."""
    return JsonResponse(envelope(404, "Not found."), status=404)


def _database_unavailable(request) -> HttpResponse:
    """503 for a request that failed because the database is unreachable (JSON or a plain page)."""
    logger.warning("database unavailable", extra={"error": type(sys.exc_info()[1]).__name__})
    if wants_json(request):
        response = JsonResponse(envelope(503, _UNAVAILABLE_MESSAGE, code="unavailable"), status=503)
    else:
        # A standalone template: no context processors, so rendering it needs no database.
        response = HttpResponse(loader.get_template("503.html").render(), status=503)
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def handler500(request):
    """JSON envelope for API errors nobody handled, the HTML page elsewhere; 503 when the
    database is unreachable."""
    if is_database_unavailable(sys.exc_info()[1]):
        return _database_unavailable(request)
    if wants_json(request):
        return JsonResponse(envelope(500, "Internal server error."), status=500)
    from django.views.defaults import server_error

    return server_error(request)


def payload_too_large(request) -> HttpResponse:
    """413 for a body over DATA_UPLOAD_MAX_MEMORY_SIZE: the envelope, or a standalone page in the
    visitor's language (it may run before LocaleMiddleware: the language is picked as it would)."""
    if wants_json(request):
        message = f"The request body exceeds {settings.DATA_UPLOAD_MAX_MEMORY_SIZE} bytes."
        return JsonResponse(envelope(413, message), status=413)
    with translation.override(translation.get_language_from_request(request)):
        page = loader.render_to_string("413.html")
    return HttpResponse(page, status=413)


def handler400(request, exception=None):
    """Bad requests that never reached a view; a form too large to read is a 413."""
    if isinstance(exception, RequestDataTooBig):
        return payload_too_large(request)
    if wants_json(request):
        return JsonResponse(envelope(400, "Bad request."), status=400)
    from django.views.defaults import bad_request

    return bad_request(request, exception)


def handler403(request, exception=None):
    if wants_json(request):
        return JsonResponse(envelope(403, "Forbidden."), status=403)
    from django.views.defaults import permission_denied

    return permission_denied(request, exception)
