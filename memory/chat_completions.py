"""A minimal client for any OpenAI-compatible chat-completions URL (settings LLM_URL/LLM_MODEL)."""

import json
import logging
import urllib.error
import urllib.parse
import urllib.request

from django.conf import settings

logger = logging.getLogger(__name__)


class ModelUnavailable(Exception):
    """The model URL did not answer with a usable completion."""


def is_configured() -> bool:
    return bool(settings.LLM_URL and settings.LLM_MODEL)


def post_json(url: str, payload: dict, *, timeout: float, headers: dict | None = None) -> dict:
    """POST `payload` as JSON and return the decoded JSON answer; any failure is ModelUnavailable.

    Errors are logged by kind only: neither the request nor the answer may reach the log.
    """
    if urllib.parse.urlsplit(url).scheme not in ("http", "https"):
        # urllib would also open file:// and ftp:// URLs; a bot or model lives on HTTP(S) only.
        logger.warning("outbound_url_scheme_refused")
        raise ModelUnavailable("not an HTTP(S) URL")
    request = urllib.request.Request(
        url,
        data=json.dumps(payload).encode(),
        headers={
            "Content-Type": "application/json",
            "Accept": "application/json",
            **(headers or {}),
        },
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 (URL from settings)
            body = response.read(1_000_000)
    except urllib.error.HTTPError as exc:
        logger.warning("outbound_http_error", extra={"status": exc.code})
        raise ModelUnavailable(f"HTTP {exc.code}") from None
    except (urllib.error.URLError, TimeoutError, OSError) as exc:
        logger.warning("outbound_http_unreachable", extra={"error": type(exc).__name__})
        raise ModelUnavailable("unreachable") from None
    try:
        return json.loads(body)
    except (ValueError, UnicodeDecodeError, RecursionError):  # nested too deeply to decode
        logger.warning("outbound_http_not_json")
        raise ModelUnavailable("not JSON") from None


def complete(messages: list[dict], *, json_mode: bool = False, max_tokens: int = 600) -> str:
    """The assistant text of one chat completion for `messages`."""
    if not is_configured():
        raise ModelUnavailable("no model configured")
    payload: dict = {
        "model": settings.LLM_MODEL,
        "messages": messages,
        "temperature": 0,
        "max_tokens": max_tokens,
    }
    if json_mode:
        payload["response_format"] = {"type": "json_object"}
    headers = {"Authorization": f"Bearer {settings.LLM_API_KEY}"} if settings.LLM_API_KEY else {}
    answer = post_json(
        settings.LLM_URL, payload, timeout=settings.LLM_TIMEOUT_SECONDS, headers=headers
    )
    try:
        content = answer["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        logger.warning("llm_answer_without_content")
        raise ModelUnavailable("no content") from None
    if not isinstance(content, str) or not content.strip():
        raise ModelUnavailable("empty content")
    return content
