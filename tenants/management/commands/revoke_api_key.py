from django.core.management.base import BaseCommand, CommandError

from tenants.models import ApiKey, Tenant
from tenants.services import revoke_api_key


class Command(BaseCommand):
    help = "Revoke a tenant's API key by the prefix shown when it was created (or list the keys)."

    def add_arguments(self, parser):
        parser.add_argument("--tenant", required=True, help="The tenant's slug.")
        parser.add_argument("prefix", nargs="?", help="The key's prefix, e.g. cm_AbC12x.")

    def handle(self, *args, tenant: str, prefix: str | None, **options):
        try:
            owner = Tenant.objects.get(slug=tenant)
        except Tenant.DoesNotExist as exc:
            raise CommandError(f"No tenant with slug {tenant!r}.") from exc
        keys = ApiKey.objects.for_tenant(owner)
        if not prefix:
            for key in keys:
                state = f"revoked {key.revoked_at:%Y-%m-%d %H:%M}" if key.is_revoked else "active"
                self.stdout.write(f"{key.prefix}  {state}  {key.name}")
            return
        matches = [key for key in keys if key.prefix == prefix]
        if not matches:
            raise CommandError(f"No key of {owner.slug} has the prefix {prefix!r}.")
        revoke_api_key(key=matches[0])
        self.stdout.write(f"Revoked {prefix}; requests with it get 401 from now on.")
