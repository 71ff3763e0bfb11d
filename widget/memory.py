"""Long-term memory for anonymous widget visitors: consent, a pseudonymous subject, recognition.

Without consent nothing outlives the session. When the visitor agrees to let the bot remember a
value (the widget shows the value, the purpose and how to delete it), a pseudonymous subject is
created, the session is linked to it and a signed recognition cookie lets a later visit find it.
Declining never blocks the chat. Withdrawing deletes the memories and the cookie.

The endpoints are authorised like the rest of the widget API: by the session key alone, for a
session started through a site, from one of that site's allowed origins.
"""

import secrets
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils import timezone
from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.response import Response

from chatmemory.errors import Gone
from longterm import consent, portal
from longterm import services as longterm
from longterm.api import REFUSED_VALUE
from longterm.cookies import read_subject_cookie, subject_cookie_value
from longterm.fields import EntryText
from longterm.models import Consent, MemoryEntry
from memory.models import Session, Subject
from tenants.models import Tenant
from widget import api as widget

RECOGNITION_SALT = "memory.recognition"
RECOGNITION_PATH = "/widget/"
ACTOR = "subject:widget"
PSEUDONYM_PREFIX = "anon_"


# ------------------------------------------------------------------ services


def create_pseudonymous_subject(*, tenant: Tenant, locale: str = "") -> Subject:
    """A new subject for a consenting anonymous visitor; its reference says nothing about them."""
    return Subject.objects.create(
        tenant=tenant,
        ref=PSEUDONYM_PREFIX + secrets.token_urlsafe(18),
        pseudonymous=True,
        locale=locale,
    )


def set_recognition_cookie(response: HttpResponse, subject: Subject) -> None:
    """Let this browser be recognised on a later visit (only after consent)."""
    # The widget runs on the tenant's site, so the cookie is a cross-site one: SameSite=None
    # requires Secure, which plain-HTTP development cannot offer.
    response.set_signed_cookie(
        settings.RECOGNITION_COOKIE_NAME,
        subject_cookie_value(subject),
        salt=RECOGNITION_SALT,
        max_age=settings.RECOGNITION_MAX_AGE,
        path=RECOGNITION_PATH,
        httponly=True,
        secure=not settings.DEBUG,
        samesite="Lax" if settings.DEBUG else "None",
    )


def delete_recognition_cookie(response: HttpResponse) -> None:
    response.delete_cookie(
        settings.RECOGNITION_COOKIE_NAME,
        path=RECOGNITION_PATH,
        samesite="Lax" if settings.DEBUG else "None",
    )


def recognised_subject(request: HttpRequest, tenant: Tenant) -> Subject | None:
    """The pseudonymous subject of this tenant the browser's recognition cookie names, if any."""
    ids = read_subject_cookie(
        request,
        name=settings.RECOGNITION_COOKIE_NAME,
        salt=RECOGNITION_SALT,
        max_age=settings.RECOGNITION_MAX_AGE,
    )
    if ids is None or ids[0] != tenant.pk:
        return None
    return Subject.objects.for_tenant(tenant).filter(pk=ids[1], pseudonymous=True).first()


def attach_recognised_subject(*, session: Session, request: HttpRequest) -> Subject | None:
    """Link a fresh widget session to the visitor's pseudonymous subject, if recognised."""
    if session.subject_id is not None:
        return None
    subject = recognised_subject(request, session.tenant)
    if subject is None:
        return None
    Session.objects.filter(pk=session.pk, subject__isnull=True).update(subject=subject)
    session.subject = subject
    return subject


@transaction.atomic
def grant_memory_consent(
    *, session: Session, text_version: str, proposal: dict | None = None
) -> tuple[Subject, MemoryEntry | None]:
    """The visitor agrees to be remembered (and, with a proposal, to keep that one value)."""
    if proposal:
        # Refuse a sensitive value before anything is created.
        longterm.check_value(tenant=session.tenant, value=proposal["value"], lang=session.locale)
    locked = Session.objects.select_for_update().get(pk=session.pk)
    subject = locked.subject
    if subject is None:
        subject = create_pseudonymous_subject(tenant=session.tenant, locale=session.locale)
        Session.objects.filter(pk=locked.pk).update(subject=subject)
        session.subject = subject
    consent.set_consent(
        tenant=session.tenant,
        ref=subject.ref,
        purpose=consent.MEMORY,
        granted=True,
        text_version=text_version,
        source=Consent.Source.WIDGET,
        actor_label=ACTOR,
    )
    entry = None
    if proposal:
        entry = longterm.save_entry(
            tenant=session.tenant,
            ref=subject.ref,
            key=proposal["key"],
            value=proposal["value"],
            type=proposal.get("type") or "preference",
            purpose=proposal["purpose"],
            provenance=MemoryEntry.Provenance.EXPLICIT_USER,
            confirmed=True,
            site=None,
            actor_label=ACTOR,
            lang=session.locale,
        ).entry
    consent.drop_offer(session=session)
    return subject, entry


def withdraw_memory_consent(*, session: Session) -> int:
    """The visitor withdraws: their memories are deleted at once; returns how many."""
    subject = session.subject
    if subject is None:
        return 0
    _decision, deleted = consent.set_consent(
        tenant=session.tenant,
        ref=subject.ref,
        purpose=consent.MEMORY,
        granted=False,
        text_version="",
        source=Consent.Source.WIDGET,
        actor_label=ACTOR,
    )
    return deleted


# ------------------------------------------------------------------ endpoints
# Under the widget's own routes (`/widget/v1/sites/{public_id}/sessions/{key}/memory...`), with
# its site lookup, origin check, CORS headers and IP rate limit (widget/api.py).


def _credentials(response):
    """The recognition cookie travels on credentialed requests: allow them (for the allowed
    origins the widget's CORS wrapper answers; other origins never get here)."""
    response["Access-Control-Allow-Credentials"] = "true"
    return response


def _widget_session(request, public_id: str, key: str, *, open_only: bool = False) -> Session:
    """The site's session with that key, after the widget's site, origin and rate checks."""
    site = widget.site_for(request)
    widget.limit_ip(request)
    session = widget.session_for(site, key)
    if open_only and (session.state == Session.State.ENDED or session.expires_at <= timezone.now()):
        raise Gone()
    return session


def _memory_state(request, session: Session) -> dict:
    subject = session.subject
    granted = bool(subject and consent.has_consent(tenant=session.tenant, ref=subject.ref))
    body = {
        "consent": granted,
        "pseudonymous": bool(subject and subject.pseudonymous),
        "entries": MemoryEntry.objects.for_subject(subject).count() if subject else 0,
        "offer": consent.pending_offer(session),
    }
    if subject and subject.pseudonymous and granted:
        token = portal.make_link_token(subject)
        body["portal_url"] = request.build_absolute_uri(reverse("portal:open", args=[token]))
        body["portal_expires_at"] = timezone.now() + timedelta(seconds=settings.PORTAL_LINK_MAX_AGE)
    return body


class ProposalIn(serializers.Serializer):
    key = EntryText(max_length=100)
    value = EntryText()
    type = EntryText(max_length=50, required=False)
    purpose = EntryText(max_length=300)


class WidgetConsentIn(serializers.Serializer):
    granted = serializers.BooleanField()
    text_version = serializers.CharField(max_length=100, required=False, allow_blank=True)
    proposal = ProposalIn(required=False)


MemoryStateOut = inline_serializer(
    "WidgetMemoryState",
    {
        "consent": serializers.BooleanField(),
        "pseudonymous": serializers.BooleanField(),
        "entries": serializers.IntegerField(),
        "portal_url": serializers.URLField(required=False),
        "portal_expires_at": serializers.DateTimeField(required=False),
        "offer": widget.ProposalOut(
            allow_null=True,
            help_text="The bot's offer to remember a value that the visitor has not answered "
            "yet (null when none): the widget asks again after a page change.",
        ),
    },
)


@extend_schema(
    auth=[],
    responses={200: MemoryStateOut, **widget.ERRORS},
    operation_id="widget_memory_state",
    tags=["widget"],
    summary="What the bot remembers for this visitor",
)
@widget.widget_api(["GET"])
def memory_state(request, public_id: str, key: str):
    """Whether the visitor consented to be remembered, and a link to their page if so."""
    if answer := widget.preflight(request):
        return _credentials(answer)
    session = _widget_session(request, public_id, key)
    return _credentials(Response(_memory_state(request, session)))


@extend_schema(
    auth=[],
    request=WidgetConsentIn,
    responses={
        200: MemoryStateOut,
        201: MemoryStateOut,
        410: OpenApiResponse(description="The conversation has ended or expired."),
        422: REFUSED_VALUE,
        **widget.ERRORS,
    },
    operation_id="widget_memory_consent",
    tags=["widget"],
    summary="Accept or decline a proposal to remember",
    examples=[
        OpenApiExample(
            "Remember the language",
            value={
                "granted": True,
                "text_version": "widget-1",
                "proposal": {
                    "key": "reply_language",
                    "value": "Deutsch",
                    "type": "preference",
                    "purpose": "Answer in German next time",
                },
            },
            request_only=True,
        )
    ],
    description='The visitor\'s answer to "Remember this for future chats?". `granted: true` '
    "creates a pseudonymous subject (unless the session has one), records the consent, keeps "
    "the proposed value and sets a recognition cookie; `granted: false` stores nothing (and "
    "withdraws an earlier consent, deleting the memories and the cookie). The chat goes on "
    "either way.",
)
@widget.widget_api(["POST"])
def memory_consent(request, public_id: str, key: str):
    if answer := widget.preflight(request):
        return _credentials(answer)
    data = WidgetConsentIn(data=request.data)
    data.is_valid(raise_exception=True)
    if not data.validated_data["granted"]:
        return _withdraw(request, public_id, key)
    session = _widget_session(request, public_id, key, open_only=True)
    subject, _entry = grant_memory_consent(
        session=session,
        text_version=data.validated_data.get("text_version", ""),
        proposal=data.validated_data.get("proposal"),
    )
    response = Response(_memory_state(request, session), status=status.HTTP_201_CREATED)
    if subject.pseudonymous:
        set_recognition_cookie(response, subject)
    return _credentials(response)


def _withdraw(request, public_id: str, key: str) -> Response:
    session = _widget_session(request, public_id, key)
    consent.drop_offer(session=session)
    deleted = 0
    if session.subject is not None and session.subject.pseudonymous:
        deleted = withdraw_memory_consent(session=session)
    response = Response(_memory_state(request, session) | {"memories_deleted": deleted})
    delete_recognition_cookie(response)
    return _credentials(response)


@extend_schema(
    auth=[],
    request=None,
    responses={200: MemoryStateOut, **widget.ERRORS},
    operation_id="widget_memory_decline",
    tags=["widget"],
    summary="Decline an offer to remember",
)
@widget.widget_api(["POST"])
def memory_decline(request, public_id: str, key: str):
    """The visitor says no to the bot's offer: it is not asked again, nothing is stored, and an
    earlier consent stays as it was."""
    if answer := widget.preflight(request):
        return _credentials(answer)
    session = _widget_session(request, public_id, key)
    consent.drop_offer(session=session)
    return _credentials(Response(_memory_state(request, session)))


@extend_schema(
    auth=[],
    request=None,
    responses={200: MemoryStateOut, **widget.ERRORS},
    operation_id="widget_memory_withdraw",
    tags=["widget"],
    summary="Withdraw and delete",
)
@widget.widget_api(["POST"])
def memory_withdraw(request, public_id: str, key: str):
    """Withdraw consent: the visitor's memories are deleted at once, and the cookie too."""
    if answer := widget.preflight(request):
        return _credentials(answer)
    return _withdraw(request, public_id, key)


@extend_schema(
    auth=[],
    request=None,
    responses={
        200: MemoryStateOut,
        410: OpenApiResponse(description="The conversation has ended or expired."),
        **widget.ERRORS,
    },
    operation_id="widget_memory_recognise",
    tags=["widget"],
    summary="Recognise a returning visitor",
)
@widget.widget_api(["POST"])
def memory_recognise(request, public_id: str, key: str):
    """Link a new session to the visitor recognised by their cookie (given earlier consent)."""
    if answer := widget.preflight(request):
        return _credentials(answer)
    session = _widget_session(request, public_id, key, open_only=True)
    attach_recognised_subject(session=session, request=request)
    return _credentials(Response(_memory_state(request, session)))
