"""Browser-facing routes of the chat widget under /widget/v1/."""

from django.urls import path

from . import widget, widget_memory

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

# Long-term memory of anonymous visitors (consent, recognition, withdrawal).
urlpatterns += [
    path(
        "sites/<str:public_id>/sessions/<str:key>/memory",
        widget_memory.memory_state,
        name="widget-memory",
    ),
    path(
        "sites/<str:public_id>/sessions/<str:key>/memory/consent",
        widget_memory.memory_consent,
        name="widget-memory-consent",
    ),
    path(
        "sites/<str:public_id>/sessions/<str:key>/memory/withdraw",
        widget_memory.memory_withdraw,
        name="widget-memory-withdraw",
    ),
    path(
        "sites/<str:public_id>/sessions/<str:key>/memory/recognise",
        widget_memory.memory_recognise,
        name="widget-memory-recognise",
    ),
]
