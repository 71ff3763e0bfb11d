"""Calls to a site's own bot (its webhook): signed, to public addresses only, no redirects.

Every request carries `X-Chatmemory-Signature: t=<unix time>,v1=<hex>`, an HMAC-SHA256 under the
site's signing secret of `<t>.<raw body>` (one `v1` per valid secret while a rotation overlaps),
so the bot can tell our requests from anybody else's and refuse replays.

A webhook URL is an address the server itself connects to, chosen by a tenant: without a guard
it would reach the machine's own services, the private network or a cloud metadata endpoint
(SSRF). So a URL must resolve to public addresses only, checked when it is saved and again on
every call (DNS may have changed since), and the connection goes to the very address that was
checked. `BOT_WEBHOOK_ALLOW_PRIVATE` lifts the address check for development and tests.
"""

import hashlib
import hmac
import http.client
import ipaddress
import json
import logging
import secrets
import socket
import time
import urllib.parse

from django.conf import settings
from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

logger = logging.getLogger(__name__)

SIGNATURE_HEADER = "X-Chatmemory-Signature"
SECRET_PREFIX = "whsec_"
MAX_ANSWER_BYTES = 1_000_000


class WebhookFailed(Exception):
    """The bot gave no usable answer, or its URL was refused."""


class SigningSecretUnreadable(WebhookFailed):
    """The site's stored signing secret cannot be decrypted (SECRET_KEY changed without keeping
    the old one in SECRET_KEY_FALLBACKS): rotate_webhook_secret issues a new one."""


class UnsafeWebhookURL(WebhookFailed):
    """The URL is not HTTP(S), does not resolve, or resolves to a non-public address."""


def new_secret() -> str:
    """A fresh signing secret: 256 random bits, recognisable by its prefix."""
    return SECRET_PREFIX + secrets.token_urlsafe(32)


def signature_header(*, body: bytes, signing_secrets: list[str], timestamp: int) -> str:
    """`t=<timestamp>,v1=<hex>[,v1=<hex>...]`: one signature of `<timestamp>.<body>` per secret."""
    signed = str(timestamp).encode() + b"." + body
    parts = [f"t={timestamp}"]
    for secret in signing_secrets:
        digest = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
        parts.append(f"v1={digest}")
    return ",".join(parts)


def refusal(address: str) -> str | None:
    """Why connecting to `address` is refused (a word for the message); None if it is public."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])  # drop an IPv6 zone id
    if ip.version == 6:
        # An IPv4 address wrapped in IPv6 (::ffff:127.0.0.1, 2002:7f00:1::) is judged as IPv4.
        embedded = ip.ipv4_mapped or ip.sixtofour
        if embedded is not None:
            ip = embedded
    checks = [
        ("loopback", ip.is_loopback),
        ("unspecified", ip.is_unspecified),
        ("link-local", ip.is_link_local),
        ("multicast", ip.is_multicast),
        ("reserved", ip.is_reserved),
        ("private", ip.is_private),
        # What is left and still not global: shared address space (100.64.0.0/10) and the like.
        ("non-public", not ip.is_global),
    ]
    return next((word for word, refused in checks if refused), None)


def _split(url: str) -> tuple[str, str, int]:
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        # urllib and friends would also open file:// and ftp://; a bot lives on HTTP(S) only.
        raise UnsafeWebhookURL(_("The bot webhook URL must be an http:// or https:// URL."))
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise UnsafeWebhookURL(_("The bot webhook URL has an invalid port.")) from None
    return parts.scheme, parts.hostname, port


def checked_addresses(url: str) -> list[str]:
    """The addresses `url` resolves to, each allowed (else UnsafeWebhookURL says why not)."""
    _scheme, host, port = _split(url)
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        raise UnsafeWebhookURL(
            _("The bot webhook URL's host %(host)s does not resolve.") % {"host": host}
        ) from None
    addresses = list(dict.fromkeys(info[4][0] for info in found))
    if not settings.BOT_WEBHOOK_ALLOW_PRIVATE:
        for address in addresses:
            kind = refusal(address)
            if kind is None:
                continue
            if address == host:
                message = _(
                    "The bot webhook URL must reach a public address; %(address)s is not one "
                    "(%(kind)s)."
                )
            else:
                message = _(
                    "The bot webhook URL must reach a public address; %(host)s resolves to "
                    "%(address)s (%(kind)s)."
                )
            raise UnsafeWebhookURL(message % {"host": host, "address": address, "kind": kind})
        if _scheme != "https":
            # The request carries the conversation; across the internet it travels encrypted.
            raise UnsafeWebhookURL(
                _("The bot webhook URL must use https:// to reach a public address.")
            )
    return addresses


def validate_webhook_url(url: str) -> None:
    """Field validator: the URL is HTTP(S) and (unless private ones are allowed) resolves to public
    addresses only. The same check runs again on every call."""
    if not url:
        return
    try:
        if settings.BOT_WEBHOOK_ALLOW_PRIVATE:
            _split(url)
        else:
            checked_addresses(url)
    except UnsafeWebhookURL as exc:
        raise ValidationError(str(exc), code="unsafe_webhook_url") from None


def _connection(scheme: str, host: str, port: int, addresses: list[str], deadline: float):
    """An HTTP(S) connection to `host` (Host header, TLS name) that opens a socket only to the
    checked `addresses`, never resolving the name again: a DNS answer changed between the check
    and the connect (rebinding) cannot redirect it. Connecting ends by `deadline`."""
    cls = http.client.HTTPSConnection if scheme == "https" else http.client.HTTPConnection
    connection = cls(host, port, timeout=_left(deadline))

    def connect_checked(_address, _timeout, source_address=None):
        error: OSError = OSError("no address")
        for address in addresses:
            try:
                return socket.create_connection((address, port), _left(deadline), source_address)
            except OSError as exc:
                error = exc
        raise error

    # http.client opens its socket through this attribute (HTTPS wraps it afterwards, with
    # `host` as the TLS server name), so the certificate is still checked against the host.
    connection._create_connection = connect_checked
    return connection


def _left(deadline: float) -> float:
    """Seconds left until `deadline`; TimeoutError (an OSError) once it has passed."""
    left = deadline - time.monotonic()
    if left <= 0:
        raise TimeoutError
    return left


def post_signed(*, url: str, payload: dict, signing_secrets: list[str], headers: dict) -> object:
    """POST `payload` as signed JSON; return the decoded JSON answer, or raise WebhookFailed.

    The whole call (connect, send, wait, read) ends within BOT_WEBHOOK_TIMEOUT_SECONDS after the
    name is resolved. A redirect is an error, not followed. Failures are logged by kind only:
    neither the URL, the request nor the answer reaches the log.
    """
    scheme, host, port = _split(url)
    try:
        addresses = checked_addresses(url)
    except UnsafeWebhookURL:
        logger.warning("bot_webhook_url_refused")
        raise
    body = json.dumps(payload).encode()
    signed_headers = {
        "Content-Type": "application/json",
        "Accept": "application/json",
        "User-Agent": "chatmemory-webhook/1",
        **headers,
        SIGNATURE_HEADER: signature_header(
            body=body, signing_secrets=signing_secrets, timestamp=int(time.time())
        ),
    }
    deadline = time.monotonic() + settings.BOT_WEBHOOK_TIMEOUT_SECONDS
    parts = urllib.parse.urlsplit(url)
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    connection = _connection(scheme, host, port, addresses, deadline)
    try:
        connection.request("POST", path, body=body, headers=signed_headers)
        # Kept apart: http.client drops `connection.sock` once the answer says it will close.
        sock = connection.sock
        sock.settimeout(_left(deadline))
        response = connection.getresponse()
        if not 200 <= response.status < 300:
            kind = "bot_webhook_redirect_refused" if 300 <= response.status < 400 else None
            logger.warning(kind or "bot_webhook_http_error", extra={"status": response.status})
            raise WebhookFailed(f"HTTP {response.status}")
        chunks, size = [], 0
        while size <= MAX_ANSWER_BYTES:
            sock.settimeout(_left(deadline))
            chunk = response.read1(65536)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > MAX_ANSWER_BYTES:
            logger.warning("bot_webhook_answer_too_large")
            raise WebhookFailed("answer too large")
    except (OSError, http.client.HTTPException) as exc:  # TimeoutError is an OSError
        logger.warning("bot_webhook_unreachable", extra={"error": type(exc).__name__})
        raise WebhookFailed("unreachable") from None
    finally:
        connection.close()
    try:
        return json.loads(b"".join(chunks))
    except (ValueError, UnicodeDecodeError, RecursionError):  # nested too deeply to decode
        logger.warning("bot_webhook_answer_not_json")
        raise WebhookFailed("not JSON") from None
