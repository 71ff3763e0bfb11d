from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from tenants import secretbox
from tenants.models import Site


class Command(BaseCommand):
    help = (
        "Re-encrypt every stored webhook signing secret under the current SECRET_KEY. Run it "
        "after moving the old key into SECRET_KEY_FALLBACKS; then the old key can be dropped."
    )

    def handle(self, *args, **options):
        resealed, unreadable = 0, []
        sites = Site.objects.exclude(bot_webhook_secret="", bot_webhook_previous_secret="")
        for pk in sites.values_list("pk", flat=True):
            with transaction.atomic():
                site = Site.objects.select_for_update().get(pk=pk)
                try:
                    changes = {
                        name: secretbox.reseal(getattr(site, name)) for name in Site.SEALED_FIELDS
                    }
                except secretbox.SecretUnreadable:
                    unreadable.append(site.public_id)
                    continue
                Site.objects.filter(pk=pk).update(**changes)
                resealed += 1
        self.stdout.write(f"Re-encrypted the webhook secrets of {resealed} site(s).")
        if unreadable:
            raise CommandError(
                f"No configured key opens the secrets of {len(unreadable)} site(s): "
                f"{', '.join(unreadable)}. Put the key they were sealed with into "
                "SECRET_KEY_FALLBACKS and run this again, or issue new secrets with "
                "rotate_webhook_secret --overlap-hours 0."
            )
