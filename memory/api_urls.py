"""Routes of the integrator API under /api/v1/."""

from django.urls import path

from . import api

urlpatterns = [
    path("sessions", api.session_create, name="api-session-create"),
    path("sessions/<str:key>", api.session_detail, name="api-session-detail"),
]
