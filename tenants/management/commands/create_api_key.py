from django.core.management.base import BaseCommand, CommandError

from tenants.models import ApiKey, Tenant
from tenants.services import ensure_api_key


class Command(BaseCommand):
    help = (
        "Create a tenant's API key of that name (idempotent); prints the key once, alone on the "
        "last line. When the tenant already has a usable key of that name, it says so and prints "
        "no key: the key was shown when it was created and is stored only hashed."
    )

    def add_arguments(self, parser):
        parser.add_argument("--tenant", required=True, help="The tenant's slug.")
        parser.add_argument(
            "--name",
            default="",
            help="A label to recognise the key by; one usable key per name and tenant.",
        )

    def handle(self, *args, tenant: str, name: str, **options):
        name = name.strip()
        max_length = ApiKey._meta.get_field("name").max_length
        if len(name) > max_length:
            raise CommandError(f"The --name is {len(name)} characters long; at most {max_length}.")
        if not name.isprintable():
            raise CommandError(
                "The --name holds a control or invisible character (a line break, a tab)."
            )
        try:
            owner = Tenant.objects.get(slug=tenant)
        except Tenant.DoesNotExist as exc:
            raise CommandError(f"No tenant with slug {tenant!r}; create it first.") from exc
        key, raw = ensure_api_key(tenant=owner, name=name)
        label = f"named {name!r}" if name else "without a name"
        if raw is None:
            # Nothing on standard output: a script reading the last line gets no stale text.
            self.stderr.write(
                f"{owner.slug} already has an API key {label} ({key.prefix}…); it was shown once, "
                "when it was created, and is not shown again. For another key give another "
                f"--name; to replace this one, revoke it (revoke_api_key --tenant {owner.slug} "
                f"{key.prefix}) and run this again."
            )
            return
        self.stderr.write(
            f"Created API key {key.prefix}… {label} for {owner.slug}; it is shown once."
        )
        self.stdout.write(raw)
