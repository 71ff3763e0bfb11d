"""ASGI entry point: HTTP through Django's WSGI handler on threads, WebSockets through Channels.

Every HTTP view of chatmemory is synchronous (the ORM is). Django's own ASGI handler would run each
request through three thread switches (sync middleware, back to the event loop for the handler,
out again for the view) and start a thread per request. So HTTP goes to Django's WSGI handler on
a fixed pool of WEB_THREADS threads, one hand-over each way (chatmemory.wsgi_threads), while
WebSockets stay on Channels' native async consumers in the same server process.
"""

import gc
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "chatmemory.settings")

# Django must be set up before the routing modules import models.
django_wsgi_app = get_wsgi_application()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from django.conf import settings  # noqa: E402
from django.urls import reverse  # noqa: E402

from chatmemory.routing import websocket_urlpatterns  # noqa: E402
from chatmemory.wsgi_threads import ThreadPoolWSGI  # noqa: E402
from memory.tokens import count_tokens  # noqa: E402

application = ProtocolTypeRouter(
    {
        # A body Django would accept is read before the request goes to a thread.
        "http": ThreadPoolWSGI(
            django_wsgi_app,
            workers=settings.WEB_THREADS,
            max_buffered_body=settings.DATA_UPLOAD_MAX_MEMORY_SIZE,
        ),
        # Each route checks the Origin its own way (chatmemory.routing): the console against
        # ALLOWED_HOSTS, the widget against its site's allowed origins.
        "websocket": URLRouter(websocket_urlpatterns),
    }
)

# Build what Django builds on first use and keeps for good: the URL resolver (about 12,000
# objects) and the tokenizer. The tokenizer loads on the first text it counts (an empty one is
# counted without it): 3-4 s on the shared host, which the first message of each web process used
# to wait for.
reverse("healthz")
count_tokens("warm-up")

# Everything loaded by now (Django, the apps, the detector's tables, the tokenizer) lives as long
# as the process. Keep it out of the cyclic garbage collector's full collections, which would
# otherwise walk all of it (about 100,000 objects, some 50 ms here) and pause every thread of the
# process each time: a pause that lands straight in the latency's tail.
# Measured under bench/load.py: full collections went from about 100 ms to about 20 ms.
gc.freeze()
