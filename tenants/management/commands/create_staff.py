import secrets

from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from tenants.models import Role, Tenant
from tenants.services import create_staff


class Command(BaseCommand):
    help = "Create or update a staff user of a tenant; prints the password on the last line."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--tenant", required=True, help="The tenant's slug.")
        parser.add_argument("--role", required=True, choices=Role.values)
        parser.add_argument("--password", help="Default: a new random password.")

    def handle(self, *args, username: str, tenant: str, role: str, password, **options):
        try:
            owner = Tenant.objects.get(slug=tenant)
        except Tenant.DoesNotExist as exc:
            raise CommandError(f"No tenant with slug {tenant!r}; create it first.") from exc
        if password is not None:
            # The same rules as the set-password page (AUTH_PASSWORD_VALIDATORS).
            try:
                validate_password(password)
            except ValidationError as exc:
                raise CommandError(" ".join(exc.messages)) from exc
        password = password or secrets.token_urlsafe(12)
        user, created = create_staff(username=username, tenant=owner, role=role, password=password)
        self.stderr.write(
            f"{'Created' if created else 'Updated'} {user.username} ({role}) of {owner.slug}."
        )
        self.stdout.write(password)
