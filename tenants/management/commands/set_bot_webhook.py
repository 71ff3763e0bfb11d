from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from tenants.models import Site
from tenants.services import disable_bot_webhook, set_bot_webhook


class Command(BaseCommand):
    help = (
        "Answer a site's visitors from the site's own bot (a webhook), or switch back to the demo "
        "bot with --off. Switching the webhook on prints its new signing secret once, alone on "
        "the last line."
    )

    def add_arguments(self, parser):
        parser.add_argument("site", help="The site's public id (site_...).")
        target = parser.add_mutually_exclusive_group(required=True)
        target.add_argument("--url", help="The bot's https:// URL; it must reach a public address.")
        target.add_argument("--off", action="store_true", help="Use the built-in demo bot again.")

    def handle(self, *args, site: str, url: str | None, off: bool, **options):
        try:
            found = Site.objects.get(public_id=site)
        except Site.DoesNotExist as exc:
            raise CommandError(f"No site with public id {site!r}.") from exc
        if off:
            disable_bot_webhook(site=found)
            self.stdout.write(f"{found}: the demo bot answers again; the webhook is forgotten.")
            return
        try:
            secret = set_bot_webhook(site=found, url=url)
        except ValidationError as exc:
            raise CommandError(" ".join(exc.messages)) from exc
        if secret is None:
            self.stdout.write(
                f"{found}: webhook URL changed; the signing secret is unchanged "
                "(rotate_webhook_secret issues a new one)."
            )
            return
        self.stderr.write(
            f"{found}: webhook on. Its signing secret follows; it is shown once. The bot checks "
            "the X-Chatmemory-Signature header with it (see docs/webhooks.md)."
        )
        self.stdout.write(secret)
