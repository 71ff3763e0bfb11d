"""Browser-facing routes of the chat widget under /widget/v1/."""

from django.urls import path

from . import widget

urlpatterns = [
    path("sites/<str:public_id>/sessions", widget.session_start, name="widget-session-start"),
    path(
        "sites/<str:public_id>/sessions/<str:key>",
        widget.session_restore,
        name="widget-session-restore",
    ),
    path(
        "sites/<str:public_id>/sessions/<str:key>/messages",
        widget.message_post,
        name="widget-message-post",
    ),
    path(
        "sites/<str:public_id>/sessions/<str:key>/end",
        widget.session_end,
        name="widget-session-end",
    ),
]
