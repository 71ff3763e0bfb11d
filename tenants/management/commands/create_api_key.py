from django.core.management.base import BaseCommand, CommandError

from tenants.models import Tenant
from tenants.services import create_api_key


class Command(BaseCommand):
    help = "Create an API key for a tenant; prints the key once, alone on the last line."

    def add_arguments(self, parser):
        parser.add_argument("--tenant", required=True, help="The tenant's slug.")
        parser.add_argument("--name", default="", help="A label to recognise the key by.")

    def handle(self, *args, tenant: str, name: str, **options):
        try:
            owner = Tenant.objects.get(slug=tenant)
        except Tenant.DoesNotExist as exc:
            raise CommandError(f"No tenant with slug {tenant!r}; create it first.") from exc
        key, raw = create_api_key(tenant=owner, name=name)
        self.stderr.write(f"Created API key {key.prefix}… for {owner.slug}; it is shown once.")
        self.stdout.write(raw)
