"""The integrator API for handing a conversation to a person (the integrator API contract)."""

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response

from chatmemory.api_views import api_view
from chatmemory.errors import Conflict, Gone
from memory.api import PlainTextField
from memory.exceptions import SessionClosed
from memory.models import Session
from tenants.auth import request_tenant

from . import services
from .models import Handover


class ContactIn(serializers.Serializer):
    name = PlainTextField(max_length=200, required=False, allow_blank=True)
    email = serializers.EmailField(max_length=254, required=False, allow_blank=True)
    phone = serializers.RegexField(
        r"^\+?[0-9 ()./\-]{3,40}$", max_length=40, required=False, allow_blank=True
    )


class HandoverIn(serializers.Serializer):
    reason = PlainTextField(max_length=2000, trim_whitespace=True)
    contact = ContactIn(required=False)


class HandoverOut(serializers.ModelSerializer):
    class Meta:
        model = Handover
        fields = ["id", "status", "summary", "created_at"]


@extend_schema(
    request=HandoverIn,
    responses={
        201: HandoverOut,
        409: OpenApiResponse(description="The session already has an open handover."),
        410: OpenApiResponse(description="The session has ended or expired."),
    },
    operation_id="session_handover",
    tags=["handover"],
    summary="Hand the conversation to a person",
    examples=[
        OpenApiExample(
            "A refund above the bot's limit",
            value={
                "reason": "Customer asks for a refund above the limit",
                "contact": {
                    "name": "Ana Lima",
                    "email": "ana@example.com",
                    "phone": "+49 30 1234567",
                },
            },
            request_only=True,
        )
    ],
    description="Hand the conversation to a person: it appears live in the agents' console "
    "queue and the session's state becomes `handed_over`. 409 while the session already has an "
    "open handover; 410 for an ended or expired session.",
)
@api_view(["POST"])
def session_handover(request, key: str):
    session = get_object_or_404(Session.objects.for_tenant(request_tenant(request)), key=key)
    data = HandoverIn(data=request.data)
    data.is_valid(raise_exception=True)
    try:
        handover = services.create_handover(
            session=session,
            reason=data.validated_data["reason"],
            contact=data.validated_data.get("contact"),
            reuse_open=False,
        )
    except SessionClosed as exc:
        raise Gone() from exc
    except services.HandoverAlreadyOpen as exc:
        raise Conflict("This session already has an open handover.") from exc
    return Response(HandoverOut(handover).data, status=status.HTTP_201_CREATED)
