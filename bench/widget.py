"""Widget round trips against PostgreSQL: `DATABASE_URL=postgres://... python bench/widget.py`.

For conversations of 20, 200 and 2,000 messages it measures, in-process through Django's test
client (no network): a page load's transcript restore, and one visitor message with the bot's
reply (store with detection and summary update, context, rule bot, store the reply). It prints
p50/p95 in milliseconds; the data it creates is deleted at the end.
"""

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "chatmemory.settings")
os.environ.setdefault("SECRET_KEY", "bench-only")
os.environ.setdefault("ALLOWED_HOSTS", "testserver")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.test import Client  # noqa: E402

from memory import services  # noqa: E402
from tenants.models import Site, Tenant  # noqa: E402
from tenants.services import create_tenant, ensure_site  # noqa: E402

SIZES = (20, 200, 2000)
RUNS = 40
TURNS = [
    ("user", "Hallo, ich suche einen Bürostuhl, Artikel 4711-0815, bis Freitag."),
    ("assistant", "Gern! Der Ergo Pro kostet 249 € und wird in 2-3 Werktagen geliefert."),
    ("user", "Und was kostet die Lumo Lampe dazu? Meine Mail ist anna@example.de"),
    ("assistant", "Die Lumo kostet 89 €. Kann ich sonst noch helfen?"),
]


def pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1]


def main() -> None:
    if not settings.DATABASES["default"]["ENGINE"].endswith(".postgresql"):
        sys.exit("Run against PostgreSQL: set DATABASE_URL=postgres://...")
    settings.WIDGET_RATE_MESSAGE = settings.WIDGET_RATE_READ = settings.WIDGET_RATE_IP = None
    Tenant.objects.filter(slug="bench-widget").delete()
    tenant, _ = create_tenant(slug="bench-widget", name="Widget bench")
    site = ensure_site(tenant=tenant, name="bench", allowed_origins=[])
    # The shop's rule bot, as measured before a site's default became the neutral assistant.
    Site.objects.filter(pk=site.pk).update(bot_kind=Site.BotKind.DEMO)
    client = Client()
    base = f"/widget/v1/sites/{site.public_id}/sessions"
    try:
        print(f"{RUNS} runs each; milliseconds (p50 / p95)")
        for size in SIZES:
            session = services.create_session(tenant=tenant, site=site, locale="de")
            for i in range(size):
                role, text = TURNS[i % len(TURNS)]
                services.append_message(session=session, role=role, text=text)
            restore, post = [], []
            for i in range(RUNS):
                started = time.perf_counter()
                assert client.get(f"{base}/{session.key}").status_code == 200
                restore.append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()
                response = client.post(
                    f"{base}/{session.key}/messages",
                    {"text": f"Wann wird der Ergo geliefert? ({i})"},
                    content_type="application/json",
                )
                assert response.status_code == 201, response.content
                post.append((time.perf_counter() - started) * 1000)
            print(
                f"{size:>5} messages: restore {pct(restore, 50):6.1f} / {pct(restore, 95):6.1f}"
                f"   message + reply {pct(post, 50):6.1f} / {pct(post, 95):6.1f}"
            )
    finally:
        Tenant.objects.filter(slug="bench-widget").delete()


if __name__ == "__main__":
    main()
