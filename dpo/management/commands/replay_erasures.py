"""Re-apply the erasure ledger, e.g. after restoring a backup taken before some erasures."""

from django.conf import settings
from django.core.management.base import BaseCommand

from dpo import erasure


class Command(BaseCommand):
    help = (
        "Erase again every subject named in the erasure ledger (the table and the ledger file "
        "kept outside the database) whose data a restore brought back."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--ledger-file",
            default=str(settings.ERASURE_LEDGER_FILE),
            help="The JSON-lines ledger kept outside the database (default: ERASURE_LEDGER_FILE).",
        )

    def handle(self, *args, **options) -> None:
        imported = erasure.import_ledger_file(options["ledger_file"])
        totals = erasure.replay_erasures()
        self.stdout.write(
            f"ledger entries: {totals['entries']} ({imported} imported from the file); "
            f"subjects erased again: {totals['subjects']}"
        )
