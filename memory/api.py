"""The integrator API for sessions and messages (the API contract's "Sessions and messages")."""

from django.http import Http404
from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    inline_serializer,
)
from rest_framework import serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response

from chatmemory.api_views import api_view
from chatmemory.errors import Conflict, Gone, IdempotencyKeyReused, PayloadTooLarge, PolicyRefused
from tenants.auth import request_tenant

from . import services, storage
from .context import build_context
from .models import Commitment, Message, Session
from .storage import load_session

MAX_IDEMPOTENCY_KEY = 200
# Turns one batch may store (a visitor's message and the bot's reply, or a few of each).
MAX_BATCH = 20


class StrictCharField(serializers.CharField):
    """A string field that refuses numbers, booleans and objects instead of coercing them."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class PlainTextField(StrictCharField):
    """A string without control characters, refused as it arrives, before white space is
    trimmed: Python counts NEL, FS to US, VT and FF as white space, so at either end they would
    be dropped without a word where message ingest refuses them."""

    def run_validation(self, data=serializers.empty):
        if isinstance(data, str) and services.has_control_characters(data):
            raise serializers.ValidationError("Control characters are not allowed here.")
        return super().run_validation(data)


def parse_body(request) -> None:
    """Parse the request's body for a view that reads nothing from it: a body sent must still be
    JSON, or the request is a 400 `malformed`, as on every other endpoint."""
    request.data  # noqa: B018 - DRF parses on first access and raises ParseError


class SubjectRefField(StrictCharField):
    """A subject ref, checked once by services.subject_ref_error: one clear error for a ref that
    is too long, holds a control character or a secret, not one per check that fails."""

    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        error = services.subject_ref_error(data)
        if error is not None:
            raise serializers.ValidationError(error)
        return value

    def run_validators(self, value):
        pass  # subject_ref_error did every check DRF's validators would do


class SessionCreateIn(serializers.Serializer):
    channel = StrictCharField(max_length=20, default="web")
    locale = serializers.ChoiceField(choices=services.SUPPORTED_LOCALES, default="en")
    subject = SubjectRefField(required=False, allow_blank=False)


class SessionOut(serializers.ModelSerializer):
    state = serializers.SerializerMethodField()

    class Meta:
        model = Session
        fields = ["key", "channel", "locale", "state", "created_at", "expires_at"]

    def get_state(self, session: Session) -> str:
        return services.effective_state(session)


class MessageOut(serializers.ModelSerializer):
    class Meta:
        model = Message
        fields = ["seq", "role", "text", "created_at"]


class SessionDetailOut(SessionOut):
    messages = MessageOut(many=True, read_only=True)

    class Meta:
        model = Session
        fields = [
            "key",
            "state",
            "channel",
            "locale",
            "created_at",
            "last_activity_at",
            "expires_at",
            "messages",
        ]


class MessageIn(serializers.Serializer):
    # Agents' turns come from the console alone (handover.services.reply_to_visitor).
    role = serializers.ChoiceField(
        choices=[(r.value, r.label) for r in (Message.Role.USER, Message.Role.ASSISTANT)]
    )
    # Emptiness, size and control characters are checked by the service (400 / 413).
    text = StrictCharField(trim_whitespace=False, allow_blank=True)
    sent_at = serializers.DateTimeField(required=False, allow_null=True)


class MessagesIn(serializers.Serializer):
    messages = MessageIn(many=True, allow_empty=False, max_length=MAX_BATCH)


class RedactionOut(serializers.Serializer):
    label = serializers.CharField()
    start = serializers.IntegerField()
    end = serializers.IntegerField()


class MessageCreatedOut(serializers.Serializer):
    # Declared fields, not a ModelSerializer: it answers every ingest, and a ModelSerializer
    # rebuilds its fields from the model on every instance.
    seq = serializers.IntegerField()
    role = serializers.ChoiceField(choices=Message.Role.choices)
    text = serializers.CharField()
    redactions = RedactionOut(many=True)
    created_at = serializers.DateTimeField()


_CONTEXT_FIELD_HELP = (
    "Present only with `context=true`: the context for the next model call, as "
    "`GET .../context` answers right after this write (the turns just stored included)."
)


class MessageCreatedWithContextOut(MessageCreatedOut):
    """The stored turn, and with `context=true` the context for the next model call."""

    context = serializers.JSONField(required=False, help_text=_CONTEXT_FIELD_HELP)


class MessagesCreatedOut(serializers.Serializer):
    """The stored turns, and with `context=true` the context for the next model call."""

    messages = MessageCreatedOut(many=True)
    context = serializers.JSONField(required=False, help_text=_CONTEXT_FIELD_HELP)


class CommitmentIn(serializers.Serializer):
    kind = serializers.ChoiceField(choices=Commitment.Kind.choices)
    text = StrictCharField(trim_whitespace=False, allow_blank=True)
    due_at = serializers.DateTimeField(required=False, allow_null=True)


class CommitmentOut(serializers.ModelSerializer):
    class Meta:
        model = Commitment
        fields = ["id", "kind", "text", "due_at", "seq", "created_at"]


class ContextQueryIn(serializers.Serializer):
    budget_tokens = serializers.IntegerField(
        min_value=0,
        max_value=1_000_000,
        default=2000,
        help_text="Tokens the context may take: the summary and the memories always come, the "
        "newest turns as far as the rest allows (the newest turn always).",
    )
    intent = serializers.CharField(
        max_length=100,
        required=False,
        allow_blank=True,
        help_text="What the next model call is about (e.g. `shipping`): long-term memories are "
        "filtered to what it needs.",
    )


class WriteQueryIn(ContextQueryIn):
    """`context=true`: the answer carries the context as well (`budget_tokens` and `intent` as
    for GET .../context), so a chatbot stores the bot's reply and the visitor's message and gets
    the next model call's context in one round trip."""

    context = serializers.BooleanField(
        default=False,
        help_text="`true`: the answer carries `context`, as GET .../context would answer right "
        "after this write.",
    )


def get_session(request, key: str, queryset=None) -> Session:
    """The request's tenant's session with that key; any other is a 404."""
    tenant = request_tenant(request)
    if queryset is None:
        session = storage.session_by_key(tenant=tenant, key=key)
        if session is None:
            raise Http404
        return session
    session = get_object_or_404(queryset.for_tenant(tenant), key=key)
    session.tenant = tenant  # the very row the query was scoped to, as authentication loaded it
    return session


def shared(serializer_class: type[serializers.Serializer]) -> serializers.Serializer:
    """One instance of a plain serializer, for every request of the process.

    `Serializer(data=...)` deep-copies every declared field for each request, and that copying
    was most of what validating a turn cost. Validation (`run_validation`) and representation
    (`to_representation`) keep nothing on the instance, so threads may share one whose fields are
    built here, once. Only for serializers without context, validate hooks or validators of
    their own: those would see one shared instance.
    """
    base = serializers.Serializer
    hooks = [
        name
        for name in dir(serializer_class)
        if name.startswith("validate")
        and getattr(serializer_class, name) is not getattr(base, name, None)
    ]
    if hooks or getattr(getattr(serializer_class, "Meta", None), "validators", None):
        raise TypeError(f"{serializer_class.__name__} has validate hooks: not shareable")
    instance = serializer_class()
    # Built now, once, rather than by the first requests racing each other.
    for field in instance.fields.values():
        field.validators  # noqa: B018
        nested = getattr(field, "child", field)
        if isinstance(nested, serializers.Serializer):
            nested.fields  # noqa: B018
    return instance


_SHARED: dict[type, serializers.Serializer] = {}
MESSAGE_CREATED_OUT = shared(MessageCreatedOut)


def _write_query(request) -> dict:
    """A write's validated WriteQueryIn; without `context` in the query, the write answers as it
    always has and its query is not looked at (a parameter it never read is no reason for a
    400 now)."""
    if "context" not in request.query_params:
        return {"context": False}
    return _validated(WriteQueryIn, request.query_params.dict())


def _validated(serializer_class, data):
    """`serializer_class(data=data)`'s validated data, or the same ValidationError."""
    if not isinstance(data, dict):
        raise ValidationError({"non_field_errors": ["Expected a JSON object."]})
    serializer = _SHARED.get(serializer_class)
    if serializer is None:
        serializer = _SHARED.setdefault(serializer_class, shared(serializer_class))
    return serializer.run_validation(data)


def _raise_for(exc: services.MessageRejected, *, batch: bool = False):
    """Map the service's refusal to the contract's status; in a batch, a field error names the
    message it is about (`messages.1.text`, as the body's own validation does)."""
    message = str(exc) or None
    if isinstance(exc, services.MessageTooLarge):
        raise PayloadTooLarge(message) from exc
    if isinstance(exc, services.StaleMessage):
        raise Conflict(message, code="stale_message") from exc
    if isinstance(exc, services.HumanActive):
        raise Conflict(message, code="human_active") from exc
    if isinstance(exc, services.SessionClosed):
        raise Gone(message) from exc
    if isinstance(exc, services.IdempotencyKeyReused):
        raise IdempotencyKeyReused(message) from exc
    field = f"messages.{exc.turn}.{exc.field}" if batch and exc.turn is not None else exc.field
    raise ValidationError({field: [message or "Invalid message."]}) from exc


@extend_schema(
    request=SessionCreateIn,
    responses={201: SessionOut},
    operation_id="session_create",
    tags=["sessions"],
    summary="Start a conversation",
    description=(
        "Open a session for a channel and a language; the answer carries the opaque session key. "
        "Pass `subject` (your own customer reference) to let the context carry that person's "
        "long-term memory."
    ),
    examples=[
        OpenApiExample(
            "A web chat in German",
            value={"channel": "web", "locale": "de", "subject": "cust-42"},
            request_only=True,
        )
    ],
)
@api_view(["POST"])
def session_create(request):
    data = _validated(SessionCreateIn, request.data)
    session = services.create_session(
        tenant=request_tenant(request),
        channel=data["channel"],
        locale=data["locale"],
        subject_ref=data.get("subject"),
    )
    return Response(SessionOut(session).data, status=status.HTTP_201_CREATED)


@extend_schema(
    responses={200: SessionDetailOut},
    operation_id="session_retrieve",
    tags=["sessions"],
    summary="Read a conversation",
    description=(
        "The session's state, channel, language and times. A session idle past its expiry reads "
        "as ended."
    ),
)
@api_view(["GET"])
def session_detail(request, key: str):
    session = get_session(request, key, Session.objects.prefetch_related("messages"))
    return Response(SessionDetailOut(session).data)


@extend_schema(
    request=MessageIn,
    responses={
        201: MessageCreatedWithContextOut,
        400: OpenApiResponse(
            description="The body, `budget_tokens`, `intent` or `context` is not valid; nothing "
            "is stored."
        ),
        409: OpenApiResponse(
            description="`stale_message`: sent_at is older than the stale-message limit. "
            "`human_active`: a person of the team holds the conversation, so an `assistant` "
            "turn is refused (the bot stays silent until the handover is resolved)."
        ),
        410: OpenApiResponse(description="The session has ended or expired."),
        422: OpenApiResponse(
            description="`idempotency_key_reused`: the Idempotency-Key came with other messages "
            "before; nothing is stored."
        ),
    },
    parameters=[
        WriteQueryIn,
        OpenApiParameter(
            "Idempotency-Key",
            OpenApiTypes.STR,
            OpenApiParameter.HEADER,
            description="A retried POST with the same key and body returns the first result "
            "(and, with `context=true`, the context as it is now); the same key with other "
            "messages is a 422 (`idempotency_key_reused`).",
        ),
    ],
    operation_id="session_message_create",
    tags=["sessions"],
    summary="Store a turn",
    description=(
        "Store one question or answer. Card numbers, CVCs, passwords and one-time codes are "
        "removed before anything is stored (`redactions` says what was removed). Send an "
        "`Idempotency-Key` header to make a retry safe: the first result is returned again. "
        "With `context=true` the answer carries `context` as well, as `GET .../context` "
        "(with the same `budget_tokens` and `intent`) would answer right after the write."
    ),
    examples=[
        OpenApiExample(
            "A customer's question",
            value={
                "role": "user",
                "text": "Does that also hold for the larger one?",
                "sent_at": "2025-06-01T10:15:00Z",
            },
            request_only=True,
        )
    ],
)
@api_view(["POST"])
def message_create(request, key: str):
    session = _session_for_write(request, key)
    query = _write_query(request)
    data = _validated(MessageIn, request.data)
    turn = services.NewTurn(role=data["role"], text=data["text"], sent_at=data.get("sent_at"))
    (message,) = _append(request, session, [turn], batch=False)
    out = MESSAGE_CREATED_OUT.to_representation(message)
    if query["context"]:
        out["context"] = _context_after_write(request, session, [message], query)
    return Response(out, status=status.HTTP_201_CREATED)


@extend_schema(
    request=MessagesIn,
    responses={
        201: MessagesCreatedOut,
        400: OpenApiResponse(
            description="The body, `budget_tokens`, `intent` or `context` is not valid; nothing "
            "is stored."
        ),
        409: OpenApiResponse(
            description="A sent_at is older than the stale-message limit, or `human_active`: a "
            "person of the team holds the conversation, so `assistant` turns are refused."
        ),
        410: OpenApiResponse(description="The session has ended or expired."),
        422: OpenApiResponse(
            description="`idempotency_key_reused`: the Idempotency-Key came with other messages "
            "before; nothing is stored."
        ),
    },
    parameters=[
        WriteQueryIn,
        OpenApiParameter(
            "Idempotency-Key",
            OpenApiTypes.STR,
            OpenApiParameter.HEADER,
            description="A retried POST with the same key and body returns the first result "
            "(and, with `context=true`, the context as it is now); the same key with other "
            "messages is a 422 (`idempotency_key_reused`).",
        ),
    ],
    operation_id="session_messages_create",
    tags=["sessions"],
    examples=[
        OpenApiExample(
            "The visitor's question and the bot's reply",
            value={
                "messages": [
                    {"role": "user", "text": "Is the sofa KIVIK in stock in Hamburg?"},
                    {"role": "assistant", "text": "Yes, the Hamburg store has two."},
                ]
            },
            request_only=True,
        )
    ],
    summary="Store several turns in one transaction",
    description=(
        "Store several turns at once (the visitor's message and the bot's reply) in one "
        "transaction, with consecutive seqs; all are stored or none. With `context=true` the "
        "answer carries `context` as well, as `GET .../context` (with the same `budget_tokens` "
        "and `intent`) would answer right after the write, the turns just stored included: a "
        "chatbot stores the bot's last reply and the visitor's new message and gets the context "
        "for its next model call in one round trip."
    ),
)
@api_view(["POST"])
def messages_batch_create(request, key: str):
    session = _session_for_write(request, key)
    query = _write_query(request)
    data = _validated(MessagesIn, request.data)
    turns = [
        services.NewTurn(role=m["role"], text=m["text"], sent_at=m.get("sent_at"))
        for m in data["messages"]
    ]
    messages = _append(request, session, turns, batch=True)
    out = {"messages": [MESSAGE_CREATED_OUT.to_representation(message) for message in messages]}
    if query["context"]:
        out["context"] = _context_after_write(request, session, messages, query)
    return Response(out, status=status.HTTP_201_CREATED)


def idempotency_key(request) -> str | None:
    """The request's `Idempotency-Key` header, if any; a 400 when it is too long."""
    key = request.headers.get("Idempotency-Key") or None
    if key is not None and len(key) > MAX_IDEMPOTENCY_KEY:
        raise ValidationError({"Idempotency-Key": [f"At most {MAX_IDEMPOTENCY_KEY} characters."]})
    return key


def _append(request, session: Session, turns: list, *, batch: bool) -> list[Message]:
    """services.append_messages() with the request's Idempotency-Key, refusals as HTTP errors."""
    key = idempotency_key(request)
    try:
        return services.append_messages(session=session, turns=turns, idempotency_key=key)
    except services.MessageRejected as exc:
        _raise_for(exc, batch=batch)


@extend_schema(
    parameters=[ContextQueryIn],
    responses={200: OpenApiTypes.OBJECT},
    operation_id="session_context",
    tags=["sessions"],
    summary="Context for the next model call",
    description=(
        "The summary and long-term memory first, then the newest turns word for word, as far as "
        "the channel's window and `budget_tokens` allow, oldest first. Its cost does not grow "
        "with the length of the history."
    ),
)
@api_view(["GET"])
def session_context(request, key: str):
    session = _session_for_context(request, key)
    query = _validated(ContextQueryIn, request.query_params.dict())
    return Response(_context(session, query))


def _session_for_context(request, key: str) -> Session:
    """The request's tenant's session with what build_context() reads (load_session); 404."""
    session = load_session(tenant=request_tenant(request), key=key)
    if session is None:
        raise Http404
    return session


def _context(session: Session, query: dict) -> dict:
    """build_context() for a validated ContextQueryIn (or WriteQueryIn)."""
    return build_context(
        session=session,
        budget_tokens=query["budget_tokens"],
        intent=query.get("intent") or None,
    )


def _session_for_write(request, key: str) -> Session:
    """The session a write goes to. A write that asks for its context reads it as GET
    .../context does (with its summary and newest turns), so that the context after the write
    needs no second read (_context_after_write)."""
    if "context" in request.query_params:
        return _session_for_context(request, key)
    return get_session(request, key)


def _context_after_write(request, session: Session, stored: list[Message], query: dict) -> dict:
    """The context GET .../context answers now, for a write's `context=true`: built on the
    session as read before the write, with the turns just stored among its newest; read again
    when another request stored turns in between (storage.with_stored_turns)."""
    if not storage.with_stored_turns(session, stored):
        session = _session_for_context(request, session.key)
    return _context(session, query)


@extend_schema(
    request=None,
    responses={200: inline_serializer("SessionEnded", {"state": serializers.CharField()})},
    operation_id="session_end",
    tags=["sessions"],
    summary="End a conversation",
    description=(
        "End the session now (reset). Long-term memory is left alone; the history is purged after"
        " the tenant's retention period."
    ),
)
@api_view(["POST"])
def session_end(request, key: str):
    session = services.end_session(session=get_session(request, key))
    return Response({"state": session.state})


@extend_schema(
    request=None,
    responses={
        201: OpenApiTypes.OBJECT,
        410: OpenApiResponse(description="The session has ended or expired."),
    },
    operation_id="session_topic_close",
    tags=["sessions"],
    summary="Close the current topic",
    description=(
        "Mark the current concern as done: the following turns start a new concern, and the "
        "closed one is not carried into its context."
    ),
)
@api_view(["POST"])
def topic_close(request, key: str):
    parse_body(request)
    session = get_session(request, key)
    try:
        topic = services.close_topic(session=session)
    except services.SessionClosed as exc:
        _raise_for(exc)
    closed = None
    if topic is not None:
        closed = {"concern": topic.concern, "from_seq": topic.from_seq, "to_seq": topic.to_seq}
    return Response({"closed": closed}, status=status.HTTP_201_CREATED)


@extend_schema(
    request=CommitmentIn,
    responses={
        201: CommitmentOut,
        410: OpenApiResponse(description="The session has ended or expired."),
        422: OpenApiResponse(description="The text holds a secret or health data."),
    },
    operation_id="commitment_create",
    tags=["sessions"],
    summary="Record a commitment",
    description=(
        "Record what was promised to the person (a callback, a handover, a follow-up), so that "
        "the summary and the team see it."
    ),
    examples=[
        OpenApiExample(
            "A callback promised for tomorrow",
            value={
                "kind": "callback",
                "text": "Call back about the missing parcel",
                "due_at": "2025-06-02T09:00:00Z",
            },
            request_only=True,
        )
    ],
)
@api_view(["POST"])
def commitment_create(request, key: str):
    session = get_session(request, key)
    data = _validated(CommitmentIn, request.data)
    try:
        commitment = services.add_commitment(
            session=session, kind=data["kind"], text=data["text"], due_at=data.get("due_at")
        )
    except services.CommitmentRefused as exc:
        raise PolicyRefused("The text holds a secret or health data and cannot be stored.") from exc
    except services.MessageRejected as exc:
        _raise_for(exc)
    return Response(CommitmentOut(commitment).data, status=status.HTTP_201_CREATED)
