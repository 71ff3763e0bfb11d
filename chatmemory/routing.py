"""WebSocket routes of every app, gathered in one list for asgi.py.

Each route carries its own origin check, because the two sockets are opened from different pages:

- the console is opened by the service's own pages only: the Origin must be one of ALLOWED_HOSTS
  (Channels' same-origin check), and the session cookie says who is listening;
- the widget is embedded on the tenants' websites: its Origin is checked by the consumer against
  the site's allowed origins, the same list as the widget API's CORS (widget.api). A shared
  same-origin check in front of it would refuse every embedded widget, which would then only ever
  poll. The widget socket reads no cookie: the session key in the path is its only credential.
"""

from channels.auth import AuthMiddlewareStack
from channels.security.websocket import AllowedHostsOriginValidator
from django.urls import path

from handover.consumers import ConsoleConsumer
from widget.consumers import WidgetConsumer

websocket_urlpatterns: list = [
    path(
        "ws/console/",
        AllowedHostsOriginValidator(AuthMiddlewareStack(ConsoleConsumer.as_asgi())),
    ),
    path("ws/widget/<str:public_id>/<str:key>/", WidgetConsumer.as_asgi()),
]
