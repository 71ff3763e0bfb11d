"""Routes of the integrator API under /api/v1/."""

from django.urls import path

from . import api

urlpatterns = [
    path("sessions", api.session_create, name="api-session-create"),
    path("sessions/<str:key>", api.session_detail, name="api-session-detail"),
    path("sessions/<str:key>/messages", api.message_create, name="api-session-messages"),
    path(
        "sessions/<str:key>/messages/batch",
        api.messages_batch_create,
        name="api-session-messages-batch",
    ),
    path("sessions/<str:key>/context", api.session_context, name="api-session-context"),
    path("sessions/<str:key>/end", api.session_end, name="api-session-end"),
    path("sessions/<str:key>/topics", api.topic_close, name="api-session-topics"),
    path("sessions/<str:key>/commitments", api.commitment_create, name="api-session-commitments"),
]
