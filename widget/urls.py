"""Browser-facing routes of the chat widget under /widget/v1/."""

from django.urls import path

from widget import api as widget
from widget import memory as widget_memory

urlpatterns = [
    path("sites/<text:public_id>/sessions", widget.session_start, name="widget-session-start"),
    path(
        "sites/<text:public_id>/sessions/<text:key>",
        widget.session_restore,
        name="widget-session-restore",
    ),
    path(
        "sites/<text:public_id>/sessions/<text:key>/messages",
        widget.message_post,
        name="widget-message-post",
    ),
    path(
        "sites/<text:public_id>/sessions/<text:key>/end",
        widget.session_end,
        name="widget-session-end",
    ),
]

# Long-term memory of anonymous visitors (consent, recognition, withdrawal).
urlpatterns += [
    path(
        "sites/<text:public_id>/sessions/<text:key>/memory",
        widget_memory.memory_state,
        name="widget-memory",
    ),
    path(
        "sites/<text:public_id>/sessions/<text:key>/memory/consent",
        widget_memory.memory_consent,
        name="widget-memory-consent",
    ),
    path(
        "sites/<text:public_id>/sessions/<text:key>/memory/decline",
        widget_memory.memory_decline,
        name="widget-memory-decline",
    ),
    path(
        "sites/<text:public_id>/sessions/<text:key>/memory/withdraw",
        widget_memory.memory_withdraw,
        name="widget-memory-withdraw",
    ),
    path(
        "sites/<text:public_id>/sessions/<text:key>/memory/recognise",
        widget_memory.memory_recognise,
        name="widget-memory-recognise",
    ),
]
