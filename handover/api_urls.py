"""Routes of the handover API under /api/v1/."""

from django.urls import path

from . import api

urlpatterns = [
    path("sessions/<text:key>/handover", api.session_handover, name="api-session-handover"),
]
