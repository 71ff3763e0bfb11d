"""Routes of the integrator API under /api/v1/."""

from django.urls import path

from . import api

urlpatterns = [
    path("sessions", api.session_create, name="api-session-create"),
    path("sessions/<text:key>", api.session_detail, name="api-session-detail"),
    path("sessions/<text:key>/messages", api.message_create, name="api-session-messages"),
    path(
        "sessions/<text:key>/messages/batch",
        api.messages_batch_create,
        name="api-session-messages-batch",
    ),
    path("sessions/<text:key>/context", api.session_context, name="api-session-context"),
    path("sessions/<text:key>/end", api.session_end, name="api-session-end"),
    path("sessions/<text:key>/topics", api.topic_close, name="api-session-topics"),
    path("sessions/<text:key>/commitments", api.commitment_create, name="api-session-commitments"),
]
