from datetime import timedelta

from django.core.management.base import BaseCommand, CommandError

from tenants.models import Site
from tenants.services import rotate_webhook_secret


class Command(BaseCommand):
    help = (
        "Issue a new signing secret for a site's bot webhook; prints it once, alone on the last "
        "line. The old secret keeps signing beside it for --overlap-hours (0: revoked at once, "
        "e.g. after a leak)."
    )

    def add_arguments(self, parser):
        parser.add_argument("site", help="The site's public id (site_...).")
        parser.add_argument("--overlap-hours", type=float, default=24.0)

    def handle(self, *args, site: str, overlap_hours: float, **options):
        if overlap_hours < 0:
            raise CommandError("--overlap-hours cannot be negative.")
        try:
            found = Site.objects.get(public_id=site)
        except Site.DoesNotExist as exc:
            raise CommandError(f"No site with public id {site!r}.") from exc
        if found.bot_kind != Site.BotKind.WEBHOOK:
            raise CommandError(f"{found} has no bot webhook; set one with set_bot_webhook.")
        secret = rotate_webhook_secret(site=found, overlap=timedelta(hours=overlap_hours))
        if overlap_hours:
            note = f"the old one also signs for {overlap_hours:g} more hours"
        else:
            note = "the old one no longer signs"
        self.stderr.write(f"{found}: new signing secret ({note}); it is shown once.")
        self.stdout.write(secret)
