"""Check the audit log's hash chains; exit non-zero naming the first broken row."""

from django.core.management.base import BaseCommand, CommandError

from privacy.audit import verify_chains


class Command(BaseCommand):
    help = "Verify the tamper-evident hash chains of the audit log."

    def handle(self, *args, **options) -> None:
        checked, breaks = verify_chains()
        if breaks:
            for item in breaks:
                self.stderr.write(
                    f"audit event {item.event_id} (tenant {item.tenant_id or '-'}): {item.problem}"
                )
            first = min(breaks, key=lambda item: item.event_id)
            raise CommandError(f"audit chain broken at event {first.event_id} ({first.problem})")
        self.stdout.write(f"audit log intact: {checked} events checked")
