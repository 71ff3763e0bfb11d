"""Run the ingest detector over JSON lines from stdin (the API contract, "Command line")."""

import sys

from django.core.management.base import BaseCommand

from privacy.evaluation import scan_lines


class Command(BaseCommand):
    help = (
        'Read {"id", "text", "lang"?} JSON lines on standard input; write one '
        '{"id", "spans": [{"start", "end", "label"}]} JSON line per input line.'
    )

    def handle(self, *args, **options):
        for line in scan_lines(sys.stdin):
            self.stdout.write(line)
            self.stdout.flush()  # a caller piping line by line gets each answer at once
