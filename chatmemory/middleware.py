"""Project-wide request middleware: body size limit and a request log without content."""

import logging
import time

from django.conf import settings
from django.http import JsonResponse

from .errors import envelope

logger = logging.getLogger("chatmemory.request")


class RequestSizeLimitMiddleware:
    """Refuse oversized API bodies with the contract's 413 before anything parses them."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path.startswith(("/api/", "/widget/")):
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                return JsonResponse(envelope(400, "Invalid Content-Length."), status=400)
            if length > settings.DATA_UPLOAD_MAX_MEMORY_SIZE:
                return JsonResponse(
                    envelope(
                        413,
                        f"The request body exceeds {settings.DATA_UPLOAD_MAX_MEMORY_SIZE} bytes.",
                    ),
                    status=413,
                )
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
