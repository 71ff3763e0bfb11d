"""The integrator API for sessions and messages (shared/API.md, "Sessions and messages")."""

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view
from rest_framework.response import Response

from tenants.auth import request_tenant

from . import services
from .models import Message, Session


class SessionCreateIn(serializers.Serializer):
    channel = serializers.CharField(max_length=20, default="web")
    locale = serializers.ChoiceField(choices=services.SUPPORTED_LOCALES, default="en")
    subject = serializers.CharField(max_length=200, required=False, allow_blank=False)


class SessionOut(serializers.ModelSerializer):
    class Meta:
        model = Session
        fields = ["key", "channel", "locale", "state", "created_at", "expires_at"]


class MessageOut(serializers.ModelSerializer):
    class Meta:
        model = Message
        fields = ["seq", "role", "text", "created_at"]


class SessionDetailOut(serializers.ModelSerializer):
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


def get_session(request, key: str) -> Session:
    """The request's tenant's session with that key; any other is a 404."""
    return get_object_or_404(Session.objects.for_tenant(request_tenant(request)), key=key)


@extend_schema(request=SessionCreateIn, responses={201: SessionOut}, operation_id="session_create")
@api_view(["POST"])
def session_create(request):
    data = SessionCreateIn(data=request.data)
    data.is_valid(raise_exception=True)
    session = services.create_session(
        tenant=request_tenant(request),
        channel=data.validated_data["channel"],
        locale=data.validated_data["locale"],
        subject_ref=data.validated_data.get("subject"),
    )
    return Response(SessionOut(session).data, status=status.HTTP_201_CREATED)


@extend_schema(responses={200: SessionDetailOut}, operation_id="session_retrieve")
@api_view(["GET"])
def session_detail(request, key: str):
    session = get_session(request, key)
    session = Session.objects.prefetch_related("messages").get(pk=session.pk)
    return Response(SessionDetailOut(session).data)
