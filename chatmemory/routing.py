"""WebSocket routes of every app, gathered in one list for asgi.py."""

from django.urls import path

from handover.consumers import ConsoleConsumer
from memory.consumers import WidgetConsumer

websocket_urlpatterns: list = [
    path("ws/console/", ConsoleConsumer.as_asgi()),
    path("ws/widget/<str:public_id>/<str:key>/", WidgetConsumer.as_asgi()),
]
