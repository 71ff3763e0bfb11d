import hashlib
import hmac

from django.conf import settings
from django.core.management.base import BaseCommand
from django.db import transaction

from demo.seed import seed_demo_handover
from demo.shop import DEMO_SITE_NAME, DEMO_TENANT_SLUG
from memory import services
from memory.models import Session
from tenants.models import ApiKey, Site, hash_key
from tenants.services import create_staff, create_tenant, ensure_site

DEMO_USERS = {
    "agent": ("demo-agent", "agent"),
    "owner": ("demo-owner", "owner"),
    "dpo": ("demo-dpo", "dpo"),
}

# Four short shop conversations, one per language; the subject refs are the demo site's own.
DEMO_CONVERSATIONS = [
    (
        "de",
        "demo-kunde-1",
        [
            ("user", "Hallo, ich suche einen Schreibtischstuhl für das Homeoffice."),
            ("assistant", "Gern! Welches Budget und bis wann brauchen Sie ihn?"),
            ("user", "Bis 300 Euro, und er sollte bis Freitag da sein. Artikel 4711-0815?"),
        ],
    ),
    (
        "en",
        "demo-customer-2",
        [
            ("user", "Hi, my order 100-2345 hasn't arrived yet."),
            ("assistant", "Sorry to hear that. Shall I check the tracking for you?"),
            ("user", "Yes please, it should have arrived on Monday."),
        ],
    ),
    (
        "da",
        "demo-kunde-3",
        [
            ("user", "Hej, jeg vil gerne bytte en jakke i størrelse M til L."),
            ("assistant", "Det kan vi godt. Har du dit ordrenummer?"),
        ],
    ),
    (
        "nl",
        "demo-klant-4",
        [
            ("user", "Goedendag, kan ik mijn bestelling nog wijzigen naar een ander adres?"),
            ("assistant", "Dat kan zolang het pakket nog niet verzonden is."),
        ],
    ),
]


def demo_password(role: str) -> str:
    return f"demo-{role}-{_derive('password-' + role)[:8]}"


def demo_api_key() -> str:
    """Derived from SECRET_KEY, so a re-run prints the same key without storing it."""
    return "cm_demo_" + _derive("api-key")[:40]


def _derive(label: str) -> str:
    return hmac.new(settings.SECRET_KEY.encode(), label.encode(), hashlib.sha256).hexdigest()


class Command(BaseCommand):
    help = "Load the demo tenant, its site, API key, staff users and sample conversations."

    @transaction.atomic
    def handle(self, *args, **options):
        tenant, _ = create_tenant(slug=DEMO_TENANT_SLUG, name="Demo Shop")
        # The widget is served from the demo's own address (WEB_PORT's, see DEMO_BASE_URL), under
        # both names of the loopback host.
        origins = [settings.DEMO_BASE_URL, settings.DEMO_BASE_URL.replace("127.0.0.1", "localhost")]
        site = ensure_site(tenant=tenant, name=DEMO_SITE_NAME, allowed_origins=origins)
        missing = [
            origin for origin in dict.fromkeys(origins) if origin not in site.allowed_origins
        ]
        if missing:  # a later `make run` on another port
            site.allowed_origins = [*site.allowed_origins, *missing]
            site.save(update_fields=["allowed_origins"])
        # The demo site answers with the shop's bot; a site's default is the neutral assistant.
        Site.objects.filter(pk=site.pk, bot_kind=Site.BotKind.STANDARD).update(
            bot_kind=Site.BotKind.DEMO
        )
        raw_key = demo_api_key()
        ApiKey.objects.get_or_create(
            hashed=hash_key(raw_key),
            defaults={"tenant": tenant, "name": "demo", "prefix": raw_key[:10]},
        )
        for role, (username, _role) in DEMO_USERS.items():
            create_staff(username=username, tenant=tenant, role=role, password=demo_password(role))

        for locale, ref, turns in DEMO_CONVERSATIONS:
            subject = services.get_or_create_subject(tenant=tenant, ref=ref)
            if Session.objects.for_tenant(tenant).filter(subject=subject).exists():
                continue
            session = services.create_session(
                tenant=tenant, channel="web", locale=locale, subject_ref=ref, site=site
            )
            for role, text in turns:
                services.append_message(session=session, role=role, text=text)

        seed_demo_handover(tenant)

        self.stdout.write("Demo tenant 'demo' is ready.")
        self.stdout.write(f"  Demo site id: {site.public_id}")
        self.stdout.write(f"  Demo shop with the chat widget: {settings.DEMO_BASE_URL}/demo/")
        for role, (username, _role) in DEMO_USERS.items():
            self.stdout.write(f"  {role:6} user: {username} / password: {demo_password(role)}")
        self.stdout.write("  API key (Authorization: Bearer ...):")
        self.stdout.write(raw_key)
