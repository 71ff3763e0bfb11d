"""Run the ingest detector over JSON lines from standard input."""

import sys

from django.core.management.base import BaseCommand

from privacy.evaluation import scan_lines


class Command(BaseCommand):
    help = 'Read {"id", "text", "lang"?} JSON lines on stdin; write {"id", "spans"} JSON lines.'

    def handle(self, *args, **options):
        for line in scan_lines(sys.stdin):
            self.stdout.write(line)
