"""Console pages of the agents' team."""

from django.urls import path

from . import views

app_name = "console"

urlpatterns = [
    path("", views.queue, name="queue"),
    path("handovers/<int:pk>/", views.detail, name="detail"),
    path("handovers/<int:pk>/claim/", views.claim, name="claim"),
    path("handovers/<int:pk>/notes/", views.note, name="note"),
    path("handovers/<int:pk>/resolve/", views.resolve, name="resolve"),
    path("handovers/<int:pk>/unmask/", views.unmask, name="unmask"),
    path("handovers/<int:pk>/reply/", views.reply, name="reply"),
    path("handovers/<int:pk>/messages/", views.transcript_after, name="messages"),
    path("handovers/<int:pk>/unclaim/", views.unclaim, name="unclaim"),
    path("handovers/<int:pk>/reassign/", views.reassign, name="reassign"),
    path("callbacks/<int:pk>/done/", views.callback_done, name="callback-done"),
    path("callbacks/<int:pk>/reschedule/", views.callback_reschedule, name="callback-reschedule"),
]
