from django.core.management.base import BaseCommand

from tenants.services import create_tenant


class Command(BaseCommand):
    help = "Create a tenant (idempotent); prints its slug on the last line."

    def add_arguments(self, parser):
        parser.add_argument("slug")
        parser.add_argument("--name", default="", help="Display name (default: the slug).")

    def handle(self, *args, slug: str, name: str, **options):
        tenant, created = create_tenant(slug=slug, name=name or slug)
        self.stderr.write(f"{'Created' if created else 'Found'} tenant {tenant.name!r}.")
        self.stdout.write(tenant.slug)
