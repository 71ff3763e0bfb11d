"""WSGI entry point (the ASGI one in asgi.py is what `make run` serves)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "chatmemory.settings")

application = get_wsgi_application()
