"""WebSocket routes of every app, gathered in one list for asgi.py."""

from django.urls import path

from handover.consumers import ConsoleConsumer

websocket_urlpatterns: list = [
    path("ws/console/", ConsoleConsumer.as_asgi()),
]
