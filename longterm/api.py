"""The integrator API for subjects, consent and long-term memory (the integrator API contract)."""

from datetime import timedelta

from django.conf import settings
from django.http import Http404
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils import timezone
from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import exceptions, serializers, status
from rest_framework.response import Response

from chatmemory.api_views import api_view
from chatmemory.errors import NoConsent, PolicyRefused
from longterm import consent, portal
from longterm import services as longterm
from longterm.exceptions import ConsentMissing, EntryRefused, InvalidEntry, MemoryRefused
from longterm.fields import EntryText
from longterm.models import Consent, MemoryEntry
from memory import services as memory_services
from memory.models import Subject
from tenants.auth import request_tenant
from tenants.models import Site


def as_api_error(exc: MemoryRefused) -> exceptions.APIException:
    """The contract's answer to a refused change (registered with the one exception handler)."""
    if isinstance(exc, ConsentMissing):
        return NoConsent(exc.message)
    if isinstance(exc, InvalidEntry):
        return exceptions.ValidationError(exc.fields)
    if isinstance(exc, EntryRefused):
        return PolicyRefused(exc.message)
    return exceptions.ValidationError({"non_field_errors": [exc.message]})


# The two refusals as_api_error gives, declared on each operation whose service can refuse.
NO_CONSENT = OpenApiResponse(
    description="`no_consent`: the person has not consented to long-term memory (`memory`)."
)
REFUSED_VALUE = OpenApiResponse(
    description="`refused_by_privacy_policy`: the value (or the key or purpose read with it) holds "
    "a never-store or special-category item; nothing is kept."
)


class StrictBooleanField(serializers.BooleanField):
    """A JSON true or false: no "yes", "on", 1 or "false" string standing in for a decision."""

    def to_internal_value(self, data):
        if not isinstance(data, bool):
            self.fail("invalid", input=data)
        return data


class ConsentIn(serializers.Serializer):
    granted = StrictBooleanField()
    text_version = EntryText(max_length=100, required=False, allow_blank=True)
    source = serializers.ChoiceField(choices=Consent.Source.choices, default=Consent.Source.API)

    def validate(self, attrs):
        # A grant records which consent text the person agreed to; a withdrawal needs none.
        if attrs["granted"] and not attrs.get("text_version", "").strip():
            raise serializers.ValidationError(
                {"text_version": ["Required with a grant: the version of the text shown."]}
            )
        return attrs


class ConsentOut(serializers.Serializer):
    subject = serializers.CharField(source="subject_ref")
    purpose = serializers.CharField()
    granted = serializers.BooleanField()
    text_version = serializers.CharField()
    source = serializers.CharField()
    at = serializers.DateTimeField(source="created_at")
    memories_deleted = serializers.IntegerField(required=False)


class ScopeIn(serializers.Serializer):
    site = EntryText(max_length=40, required=False, allow_blank=True)
    locale = EntryText(max_length=10, required=False, allow_blank=True)

    def validate_locale(self, value: str) -> str:
        # As a session's locale: an entry scoped to "xx" would never be used.
        if value and value not in memory_services.SUPPORTED_LOCALES:
            raise serializers.ValidationError(
                "Use one of " + ", ".join(memory_services.SUPPORTED_LOCALES) + ", or leave it out."
            )
        return value


class MemoryIn(serializers.Serializer):
    key = EntryText(max_length=100)
    value = EntryText(trim_whitespace=True)
    type = EntryText(max_length=50, default="preference")
    purpose = EntryText(max_length=300)
    provenance = serializers.ChoiceField(choices=MemoryEntry.Provenance.choices)
    scope = ScopeIn(required=False)
    # Optional: whether the person already said yes to keeping this value. By default an
    # explicit statement is kept at once and a value drawn from a summary waits as `pending`.
    confirmed = serializers.BooleanField(required=False, allow_null=True, default=None)


class MemoryPatchIn(serializers.Serializer):
    value = EntryText(required=False, trim_whitespace=True)
    purpose = EntryText(max_length=300, required=False)
    type = EntryText(max_length=50, required=False)
    # A correction of a kept value stays kept; a proposal stays a proposal unless the person's
    # yes comes with it (`confirmed: true`).
    confirmed = serializers.BooleanField(required=False, default=False)

    def validate(self, attrs):
        # A field that cannot be changed ("provenance", "key") is refused, not skipped while
        # the entry counts as confirmed again.
        unknown = sorted(set(self.initial_data) - set(self.fields))
        if unknown:
            fixed = set(MemoryIn().fields) - set(self.fields)
            raise serializers.ValidationError(
                {
                    name: [
                        "This field cannot be changed."
                        if name in fixed
                        else "Unknown field; a memory's value, purpose and type can be changed."
                    ]
                    for name in unknown
                }
            )
        return attrs


class ForgetIn(serializers.Serializer):
    query = EntryText(max_length=400)


class PortalLinkIn(serializers.Serializer):
    lang = EntryText(max_length=5, required=False, help_text="de, en, da or nl")

    def validate_lang(self, value: str) -> str:
        if value not in {code for code, _name in settings.LANGUAGES}:
            raise serializers.ValidationError("Use one of de, en, da, nl.")
        return value


class MemoryOut(serializers.Serializer):
    id = serializers.CharField(source="public_id")
    key = serializers.CharField()
    value = serializers.CharField()
    type = serializers.CharField()
    purpose = serializers.CharField()
    provenance = serializers.CharField()
    trust = serializers.CharField()
    status = serializers.CharField()
    scope = serializers.SerializerMethodField()
    saved_at = serializers.DateTimeField()
    confirmed_at = serializers.DateTimeField(allow_null=True)
    last_used_at = serializers.DateTimeField(allow_null=True)
    expires_at = serializers.DateTimeField()
    age_days = serializers.SerializerMethodField()

    def get_scope(self, entry: MemoryEntry) -> dict:
        return {
            "site": entry.scope_site.public_id if entry.scope_site_id else None,
            "locale": entry.scope_locale or None,
        }

    def get_age_days(self, entry: MemoryEntry) -> int:
        return longterm.age_days(entry)


def get_subject(request, ref: str) -> Subject:
    """The request's tenant's subject with that reference; any other is a 404."""
    return get_object_or_404(Subject.objects.for_tenant(request_tenant(request)), ref=ref)


def get_entry(request, ref: str, memory_id: str) -> MemoryEntry:
    """One entry of the tenant's subject; another subject's or tenant's entry is a 404."""
    subject = get_subject(request, ref)
    # ASCII digits only: str.isdigit() also accepts "²", which int() refuses.
    if not (memory_id.isascii() and memory_id.isdigit()):
        raise Http404
    return get_object_or_404(
        MemoryEntry.objects.for_subject(subject).select_related("subject", "tenant", "scope_site"),
        pk=int(memory_id),
    )


@extend_schema(
    request=ConsentIn,
    responses={200: ConsentOut},
    operation_id="subject_consent_set",
    tags=["subjects and memory"],
    summary="Record a consent decision",
    description=(
        "Grant or withdraw the person's consent for a purpose (`memory`). A withdrawal deletes "
        "their long-term memory in the same step."
    ),
    examples=[
        OpenApiExample(
            "Consent given in your shop's account page",
            value={"granted": True, "text_version": "shop-2025-01", "source": "api"},
            request_only=True,
        )
    ],
)
@api_view(["PUT"])
def consent_set(request, ref: str, purpose: str):
    if not consent.known_purpose(purpose):
        known = ", ".join(sorted(settings.CONSENT_PURPOSES))
        raise exceptions.NotFound(f"No consent purpose of that name; the purposes are: {known}.")
    if (error := memory_services.subject_ref_error(ref)) is not None:
        raise exceptions.ValidationError({"ref": [error]})
    data = ConsentIn(data=request.data)
    data.is_valid(raise_exception=True)
    decision, deleted = consent.set_consent(
        tenant=request_tenant(request),
        ref=ref,
        purpose=purpose,
        granted=data.validated_data["granted"],
        text_version=data.validated_data.get("text_version", ""),
        source=data.validated_data["source"],
        actor=request.user,
    )
    body = ConsentOut(decision).data
    if not decision.granted:
        body["memories_deleted"] = deleted
    return Response(body)


@extend_schema(
    methods=["GET"],
    responses={200: inline_serializer("MemoryList", {"results": MemoryOut(many=True)})},
    operation_id="subject_memory_list",
    tags=["subjects and memory"],
    summary="List what is kept on a person",
    description=(
        "Every long-term memory entry of the person, with purpose, provenance, trust, status and "
        "expiry."
    ),
)
@extend_schema(
    methods=["POST"],
    request=MemoryIn,
    responses={
        201: MemoryOut,
        200: MemoryOut,
        403: NO_CONSENT,
        422: REFUSED_VALUE,
    },
    operation_id="subject_memory_create",
    tags=["subjects and memory"],
    summary="Keep a value for later conversations",
    examples=[
        OpenApiExample(
            "A language the person asked for",
            value={
                "key": "reply_language",
                "value": "Deutsch",
                "type": "preference",
                "purpose": "Answer in the language you asked for",
                "provenance": "explicit_user",
            },
            request_only=True,
        )
    ],
    description="201 with the new entry (`pending` until the person confirms it, or `active`); "
    "200 with the kept entry for a duplicate or a correction of a key already kept; 403 without "
    "`memory` consent; 422 when the value holds a never-store or special-category item.",
)
@api_view(["GET", "POST"])
def memories(request, ref: str):
    if request.method != "POST":  # GET, or HEAD (chatmemory.api_views)
        subject = get_subject(request, ref)
        # Queries: the tenant's subject; its entries with their sites.
        entries = MemoryEntry.objects.for_subject(subject).for_page()
        return Response({"results": MemoryOut(entries, many=True).data})
    tenant = request_tenant(request)
    data = MemoryIn(data=request.data)
    data.is_valid(raise_exception=True)
    scope = data.validated_data.get("scope") or {}
    site = None
    if scope.get("site"):
        site = Site.objects.for_tenant(tenant).filter(public_id=scope["site"]).first()
        if site is None:
            raise serializers.ValidationError({"scope": {"site": ["Unknown site."]}})
    saved = longterm.save_entry(
        tenant=tenant,
        ref=ref,
        key=data.validated_data["key"],
        value=data.validated_data["value"],
        type=data.validated_data["type"],
        purpose=data.validated_data["purpose"],
        provenance=data.validated_data["provenance"],
        confirmed=data.validated_data["confirmed"],
        site=site,
        locale=scope.get("locale") or "",
        actor=request.user,
    )
    code = status.HTTP_201_CREATED if saved.created else status.HTTP_200_OK
    return Response(MemoryOut(saved.entry).data, status=code)


@extend_schema(
    methods=["PATCH"],
    request=MemoryPatchIn,
    responses={200: MemoryOut, 403: NO_CONSENT, 422: REFUSED_VALUE},
    operation_id="memory_edit",
    tags=["subjects and memory"],
    summary="Correct an entry",
    description=(
        "Replace the value everywhere it lives (record, caches, summaries); the audit log keeps "
        "that it changed, never the old value. A PATCH that changes nothing (the value the entry "
        "already has, or an empty body) answers 200 with the entry as it was: it is not confirmed "
        "again (that is POST .../confirm)."
    ),
    examples=[
        OpenApiExample(
            "A changed delivery address",
            value={"value": "Ringstr. 9, 50667 Köln", "confirmed": True},
            request_only=True,
        )
    ],
)
@extend_schema(
    methods=["DELETE"],
    responses={204: None},
    operation_id="memory_delete",
    tags=["subjects and memory"],
    summary="Delete an entry",
    description="Delete one entry for good; the others stay.",
)
@api_view(["PATCH", "DELETE"])
def memory_detail(request, ref: str, memory_id: str):
    entry = get_entry(request, ref, memory_id)
    if request.method == "DELETE":
        longterm.delete_entry(entry=entry, actor=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)
    data = MemoryPatchIn(data=request.data)
    data.is_valid(raise_exception=True)
    entry = longterm.correct_entry(
        entry=entry,
        value=data.validated_data.get("value"),
        purpose=data.validated_data.get("purpose"),
        type=data.validated_data.get("type"),
        confirm=data.validated_data["confirmed"],
        actor=request.user,
    )
    return Response(MemoryOut(entry).data)


@extend_schema(
    request=None,
    responses={200: MemoryOut, 403: NO_CONSENT},
    operation_id="memory_confirm",
    tags=["subjects and memory"],
    summary="Confirm a pending entry",
    description="The person said yes to a proposed value: it becomes active and may be used.",
)
@api_view(["POST"])
def memory_confirm(request, ref: str, memory_id: str):
    entry = longterm.confirm_entry(entry=get_entry(request, ref, memory_id), actor=request.user)
    return Response(MemoryOut(entry).data)


@extend_schema(
    request=ForgetIn,
    responses={200: inline_serializer("Forgotten", {"deleted": serializers.ListField()})},
    operation_id="memory_forget",
    tags=["subjects and memory"],
    summary="Forget entries matching words",
    description='Delete every entry whose key or value matches the words ("forget my address").',
    examples=[OpenApiExample("Forget the address", value={"query": "address"}, request_only=True)],
)
@api_view(["POST"])
def memory_forget(request, ref: str):
    subject = get_subject(request, ref)
    data = ForgetIn(data=request.data)
    data.is_valid(raise_exception=True)
    ids = longterm.forget(subject=subject, query=data.validated_data["query"], actor=request.user)
    return Response({"deleted": ids})


@extend_schema(
    request=PortalLinkIn,
    responses={
        201: inline_serializer(
            "PortalLink", {"url": serializers.URLField(), "expires_at": serializers.DateTimeField()}
        )
    },
    operation_id="subject_portal_link",
    tags=["subjects and memory"],
    summary="Link to the customer's page",
    description=(
        'A signed link to the person\'s "what the bot remembers" page: valid for 15 minutes and '
        "one visit."
    ),
    examples=[OpenApiExample("A German page", value={"lang": "de"}, request_only=True)],
)
@api_view(["POST"])
def portal_link(request, ref: str):
    subject = get_subject(request, ref)
    data = PortalLinkIn(data=request.data)
    data.is_valid(raise_exception=True)
    token = portal.make_link_token(subject)
    url = request.build_absolute_uri(reverse("portal:open", args=[token]))
    if data.validated_data.get("lang"):
        url += f"?lang={data.validated_data['lang']}"
    expires_at = timezone.now() + timedelta(seconds=settings.PORTAL_LINK_MAX_AGE)
    return Response({"url": url, "expires_at": expires_at}, status=status.HTTP_201_CREATED)
