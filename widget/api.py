"""The browser-facing widget API under /widget/v1/ (the API contract's "The browser side").

No API key ever reaches a browser: a request names the site by its public id (which selects the
tenant and the site, and whose allowed origins are checked), and from then on the session key
alone authorises access to that one conversation. Every call is rate-limited.
"""

import functools
import logging

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django_ratelimit.core import get_usage
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import exceptions, serializers, status
from rest_framework.decorators import (
    authentication_classes,
    permission_classes,
    throttle_classes,
)
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from chatmemory import languages
from chatmemory.api_views import api_view
from chatmemory.errors import Gone, IdempotencyKeyReused, PayloadTooLarge
from longterm import consent
from memory import services
from memory.api import StrictCharField, idempotency_key
from memory.context import build_context
from memory.models import Message, Session
from tenants.models import Site
from widget import bot

logger = logging.getLogger(__name__)

CORS_MAX_AGE_SECONDS = 600


# --- Site, origin and session checks ------------------------------------------------------


class OriginNotAllowed(exceptions.PermissionDenied):
    default_code = "origin_not_allowed"
    default_detail = "This site does not allow requests from that origin."


class ApiKeyNotAccepted(exceptions.ParseError):
    default_code = "api_key_not_accepted"
    default_detail = "The widget API takes no API key; never send an API key from a browser."


def _same_origin(request: HttpRequest, origin: str) -> bool:
    return origin == f"{request.scheme}://{request.get_host()}"


def origin_allowed(request: HttpRequest, site: Site) -> bool:
    """Requests without an Origin header are not from a browser page; CORS does not apply."""
    origin = request.headers.get("Origin")
    if not origin:
        return True
    return origin in (site.allowed_origins or []) or _same_origin(request, origin)


def with_cors(view):
    """Look up the site, refuse foreign origins, and add the CORS headers the site allows.

    Wraps the DRF view so that error responses (404, 410, 429, ...) carry the headers too and the
    widget can read their envelope.
    """

    @functools.wraps(view)
    def wrapped(request: HttpRequest, public_id: str, **kwargs) -> HttpResponse:
        # The public id is what selects the tenant, so this lookup alone is not tenant-scoped;
        # every later read goes through `for_tenant(site.tenant)`.
        request.widget_site = (
            Site.objects.select_related("tenant").filter(public_id=public_id).first()
        )
        response = view(request, public_id=public_id, **kwargs)
        site = request.widget_site
        origin = request.headers.get("Origin")
        response["Vary"] = "Origin"
        # Transcripts must not land in the browser's HTTP cache (nor be replayed on "back").
        response["Cache-Control"] = "no-store"
        if site is not None and origin and origin_allowed(request, site):
            response["Access-Control-Allow-Origin"] = origin
            if request.method == "OPTIONS":
                response["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
                response["Access-Control-Allow-Headers"] = "Content-Type, Idempotency-Key"
                response["Access-Control-Max-Age"] = str(CORS_MAX_AGE_SECONDS)
        return response

    return wrapped


def widget_api(methods: list[str]):
    """A DRF function view without API-key authentication, wrapped in the site and CORS checks."""

    def decorate(func):
        view = api_view([*methods, "OPTIONS"])(
            throttle_classes([])(authentication_classes([])(permission_classes([AllowAny])(func)))
        )
        return with_cors(view)

    return decorate


def site_for(request) -> Site:
    """The site named in the path, after the origin and API-key checks; unknown is a 404."""
    site = request.widget_site
    if site is None:
        raise exceptions.NotFound("No site with that id.")
    if request.headers.get("Authorization", "").lower().startswith("bearer"):
        raise ApiKeyNotAccepted
    if not origin_allowed(request, site):
        raise OriginNotAllowed
    return site


def preflight(request) -> Response | None:
    """The answer to a CORS preflight (OPTIONS): 204 for an allowed origin, else 403."""
    if request.method != "OPTIONS":
        return None
    site_for(request)
    return Response(status=status.HTTP_204_NO_CONTENT)


def session_for(site: Site, key: str) -> Session:
    """The site's session with that key; any other site's or tenant's key is a 404."""
    return get_object_or_404(
        Session.objects.for_tenant(site.tenant).filter(site=site).select_related("site", "tenant"),
        key=key,
    )


def client_address(_group: str, request) -> str:
    """The client's address for rate limits; one shared bucket when the server gives none.

    Behind a proxy RATELIMIT_IP_META_KEY names the header; a server on a UNIX socket sets no
    REMOTE_ADDR at all, which must not turn every widget call into a server error.
    """
    meta_key = settings.RATELIMIT_IP_META_KEY or "REMOTE_ADDR"
    address = (request.META.get(meta_key) or "").split(",")[0].strip()
    return address or "unknown-address"


def limit(request, *, group: str, rate: str, value: str | None = None) -> None:
    """Count one call against `rate` for `value` (default: the client IP); over it is a 429."""
    key = client_address if value is None else (lambda _group, _request: value)
    usage = get_usage(request, group=group, key=key, rate=rate, increment=True)
    if usage and usage["should_limit"]:
        logger.info("widget_rate_limited", extra={"group": group})
        raise exceptions.Throttled(wait=max(usage["time_left"], 1))


def limit_ip(request) -> None:
    """Every widget call counts against the client IP (RATELIMIT_IP_META_KEY behind a proxy)."""
    limit(request, group="widget-ip", rate=settings.WIDGET_RATE_IP)


# --- Serializers ---------------------------------------------------------------------------


class StartIn(serializers.Serializer):
    locale = StrictCharField(
        max_length=35, required=False, help_text="The page's language (de, en, da, nl)."
    )


class WidgetMessageOut(serializers.ModelSerializer):
    author = serializers.SerializerMethodField(
        help_text="For an `agent` turn: the agent's display name (empty when none is set; never "
        "a username). Null for the visitor's and the bot's turns."
    )

    class Meta:
        model = Message
        fields = ["seq", "role", "text", "created_at", "author"]

    def get_author(self, message: Message) -> str | None:
        if message.role != Message.Role.AGENT:
            return None
        return message.author.display_name if message.author_id else ""


class WidgetSessionOut(serializers.Serializer):
    key = serializers.CharField(help_text="The opaque session key: the only thing a browser keeps.")
    state = serializers.ChoiceField(choices=Session.State.choices)
    locale = serializers.CharField()
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField()
    messages = WidgetMessageOut(many=True, help_text="The newest turns, oldest first.")
    earlier = serializers.BooleanField(
        help_text="True when older turns exist than those returned (WIDGET_TRANSCRIPT_MAX)."
    )


class PostIn(serializers.Serializer):
    text = StrictCharField(allow_blank=True, trim_whitespace=False)


class ProposalOut(serializers.Serializer):
    key = serializers.CharField()
    value = serializers.CharField()
    type = serializers.CharField()
    purpose = serializers.CharField(help_text="Why the bot would keep it, in the chat's language.")


class PostOut(serializers.Serializer):
    message = WidgetMessageOut(help_text="The visitor's message as stored (secrets removed).")
    reply = WidgetMessageOut(
        allow_null=True, help_text="The bot's reply; null once a person has the conversation."
    )
    state = serializers.ChoiceField(choices=Session.State.choices)
    proposal = ProposalOut(
        allow_null=True,
        help_text="A value the bot offers to remember for future visits: the widget asks the "
        "visitor (value, purpose, how to delete it) and sends a yes to the memory consent "
        "endpoint with it, a no to the decline endpoint. Nothing is kept unless the visitor "
        "agrees; until they answer, the memory state endpoint returns it as `offer`.",
    )


class WidgetErrorDetailOut(serializers.Serializer):
    code = serializers.CharField(help_text="Machine code, e.g. rate_limited, origin_not_allowed.")
    message = serializers.CharField()
    fields = serializers.DictField(child=serializers.ListField(child=serializers.CharField()))


class WidgetErrorOut(serializers.Serializer):
    """The API's error envelope."""

    error = WidgetErrorDetailOut()


class EndOut(serializers.Serializer):
    state = serializers.ChoiceField(choices=Session.State.choices)


def session_out(session: Session, messages: list[Message]) -> dict:
    return WidgetSessionOut(
        {
            "key": session.key,
            "state": services.effective_state(session),
            "locale": session.locale,
            "created_at": session.created_at,
            "expires_at": session.expires_at,
            "messages": messages,
            "earlier": bool(messages) and messages[0].seq > 1,
        }
    ).data


def page_locale(value: str | None) -> str:
    """`de-DE` -> `de`; anything unsupported falls back to English."""
    return languages.pick(value)


def clean_text(text: str) -> str:
    """The visitor's text, or the contract's 400/413 for empty, control-character or long text."""
    try:
        return services.validate_text(text)
    except services.MessageTooLarge as exc:
        raise PayloadTooLarge(str(exc)) from None
    except services.InvalidMessage as exc:
        raise exceptions.ValidationError({"text": [str(exc)]}) from None


# --- Views ---------------------------------------------------------------------------------

_SITE_PARAM = OpenApiParameter(
    "public_id", str, OpenApiParameter.PATH, description="The site's public id (not a secret)."
)
# The errors of every operation under a site (site_for, limit_ip), for each one's schema.
ERRORS = {
    400: OpenApiResponse(WidgetErrorOut, description="Invalid input (error envelope)."),
    403: OpenApiResponse(
        WidgetErrorOut, description="The request's Origin is not allowed for this site."
    ),
    404: OpenApiResponse(
        WidgetErrorOut, description="Unknown site, or a session key of another site."
    ),
    429: OpenApiResponse(WidgetErrorOut, description="Rate limited (error envelope, Retry-After)."),
}


@extend_schema(
    tags=["widget"],
    operation_id="widget_session_start",
    summary="Start a widget conversation",
    examples=[OpenApiExample("A page in Danish", value={"locale": "da"}, request_only=True)],
    auth=[],
    parameters=[_SITE_PARAM],
    request=StartIn,
    responses={201: WidgetSessionOut, **ERRORS},
    description="Start a conversation on the site; the browser keeps only the returned key.",
)
@widget_api(["POST"])
def session_start(request, public_id: str):
    if (answer := preflight(request)) is not None:
        return answer
    site = site_for(request)
    limit_ip(request)
    limit(request, group="widget-start", rate=settings.WIDGET_RATE_START)
    data = StartIn(data=request.data)
    data.is_valid(raise_exception=True)
    session = services.create_session(
        tenant=site.tenant,
        channel="web",
        locale=page_locale(data.validated_data.get("locale")),
        site=site,
    )
    logger.info("widget_session_started", extra={"site": site.public_id})
    return Response(session_out(session, []), status=status.HTTP_201_CREATED)


@extend_schema(
    tags=["widget"],
    operation_id="widget_session_restore",
    summary="Restore the transcript after a page change",
    auth=[],
    parameters=[
        _SITE_PARAM,
        OpenApiParameter(
            "after",
            int,
            OpenApiParameter.QUERY,
            required=False,
            description="Only the turns after this seq: how the widget picks up a colleague's "
            "replies (told by its WebSocket, or by polling where WebSockets are blocked).",
        ),
    ],
    responses={200: WidgetSessionOut, **ERRORS},
    description="The transcript of the conversation, for the widget to restore after a page "
    "change. While a colleague holds the conversation, the widget listens on "
    "`/ws/widget/{public_id}/{key}/` for events (`message` with `seq` and `role`, `state`, "
    "`typing`; never a text) and fetches new turns here with `after`.",
)
@widget_api(["GET"])
def session_restore(request, public_id: str, key: str):
    if (answer := preflight(request)) is not None:
        return answer
    site = site_for(request)
    limit_ip(request)
    limit(request, group="widget-read", rate=settings.WIDGET_RATE_READ, value=key)
    session = session_for(site, key)
    turns = session.messages.select_related("author").order_by("-seq")
    after = request.query_params.get("after")
    if after is not None:
        # ASCII digits, at most nine: "²" passes isdigit() and a longer number overflows the column.
        if not (after.isascii() and after.isdigit() and len(after) <= 9):
            raise exceptions.ValidationError({"after": ["A seq (a whole number)."]})
        turns = turns.filter(seq__gt=int(after))
    # The newest turns only: a page load costs the same however long the conversation ran.
    newest = list(turns[: settings.WIDGET_TRANSCRIPT_MAX])
    return Response(session_out(session, newest[::-1]))


@extend_schema(
    tags=["widget"],
    operation_id="widget_message_post",
    summary="Send a visitor's message",
    examples=[
        OpenApiExample(
            "A visitor's question",
            value={"text": "Is the blue jacket available in L?"},
            request_only=True,
        )
    ],
    auth=[],
    parameters=[
        _SITE_PARAM,
        OpenApiParameter(
            "Idempotency-Key",
            str,
            OpenApiParameter.HEADER,
            required=False,
            description="Makes a retried POST return the first result instead of a second message; "
            "the same key with another text is a 422 (`idempotency_key_reused`).",
        ),
    ],
    request=PostIn,
    responses={
        201: PostOut,
        410: OpenApiResponse(
            WidgetErrorOut, description="The conversation has ended: start a new one."
        ),
        413: OpenApiResponse(WidgetErrorOut, description="The message is too long."),
        422: OpenApiResponse(
            WidgetErrorOut,
            description="`idempotency_key_reused`: the Idempotency-Key came with another text.",
        ),
        **ERRORS,
    },
    description="Store the visitor's message and return the bot's reply (built from the "
    "context API).",
)
@widget_api(["POST"])
def message_post(request, public_id: str, key: str):
    if (answer := preflight(request)) is not None:
        return answer
    site = site_for(request)
    limit_ip(request)
    limit(request, group="widget-message", rate=settings.WIDGET_RATE_MESSAGE, value=key)
    session = session_for(site, key)
    data = PostIn(data=request.data)
    data.is_valid(raise_exception=True)
    text = clean_text(data.validated_data["text"])
    retry_key = idempotency_key(request)
    try:
        message = services.append_message(
            session=session, role=Message.Role.USER, text=text, idempotency_key=retry_key
        )
    except services.SessionClosed:
        raise Gone() from None
    except services.IdempotencyKeyReused as exc:
        raise IdempotencyKeyReused(str(exc)) from None

    # A retried POST (same Idempotency-Key) gets the first answer, not a second reply.
    later = None
    proposal = None
    if retry_key is not None:
        later = Message.objects.filter(session=session, seq=message.seq + 1).first()
    if later is not None:
        reply = later if later.role == Message.Role.ASSISTANT else None
    elif session.state != Session.State.HANDED_OVER:
        # The built-in bot reads facts of the newest turns from the summary: fold them in now
        # rather than leave them to the worker (memory.services.FOLD_EVERY).
        services.fold_pending_turns(session_id=session.pk)
        answer = bot_answer(session, message)
        try:
            reply = services.append_message(
                session=session,
                role=Message.Role.ASSISTANT,
                text=answer.text,
                announces_handover=answer.handed_over,
            )
        except services.HumanActive:
            reply = None  # a colleague took the conversation meanwhile: the bot stays silent
        else:
            proposal = answer.proposal
            if proposal:
                # Kept on the server until answered: the question survives a page change.
                consent.offer(session=session, proposal=proposal)
    else:
        reply = None
    session.refresh_from_db(fields=["state", "expires_at"])
    logger.info(
        "widget_message", extra={"site": site.public_id, "seq": message.seq, "state": session.state}
    )
    body = {
        "message": message,
        "reply": reply,
        "state": services.effective_state(session),
        "proposal": proposal,
    }
    return Response(PostOut(body).data, status=status.HTTP_201_CREATED)


@extend_schema(
    tags=["widget"],
    operation_id="widget_session_end",
    summary="End a widget conversation",
    auth=[],
    parameters=[_SITE_PARAM],
    request=None,
    responses={200: EndOut, **ERRORS},
    description="The visitor's reset: the conversation ends; the next message starts a new one.",
)
@widget_api(["POST"])
def session_end(request, public_id: str, key: str):
    if (answer := preflight(request)) is not None:
        return answer
    site = site_for(request)
    limit_ip(request)
    limit(request, group="widget-read", rate=settings.WIDGET_RATE_READ, value=key)
    session = services.end_session(session=session_for(site, key))
    return Response(EndOut({"state": services.effective_state(session)}).data)


def bot_answer(session: Session, message: Message) -> bot.BotReply:
    """The bot's reply; a failing bot gets an apology, never a lost visitor message."""
    try:
        return bot.reply(session=session, message=message, context=context_for(session))
    except Exception:
        # The visitor's message is stored already; a 500 would make the widget offer a resend.
        logger.exception("widget_bot_failed", extra={"site": session.site.public_id})
        return bot.BotReply(bot.phrase(bot.session_lang(session), "unavailable"))


def context_for(session: Session) -> dict:
    """The context API's answer for the bot's next turn."""
    return build_context(
        session=session, budget_tokens=settings.WIDGET_CONTEXT_BUDGET_TOKENS, intent=None
    )
