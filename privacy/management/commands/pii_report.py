"""Print per-label precision, recall and F1 of the detector on a labelled corpus."""

from django.core.management.base import BaseCommand

from privacy.evaluation import DEFAULT_CORPUS, evaluate, format_report


class Command(BaseCommand):
    help = "Measure the sensitive-data detector against a labelled JSON-lines corpus."

    def add_arguments(self, parser):
        parser.add_argument("--corpus", default=str(DEFAULT_CORPUS), help="JSON-lines corpus path")
        parser.add_argument(
            "--guess-lang", action="store_true", help="ignore the corpus's lang and guess it"
        )

    def handle(self, *args, **options):
        result = evaluate(options["corpus"], use_lang=not options["guess_lang"])
        for line in format_report(result):
            self.stdout.write(line)
        self.stdout.write("all targets met" if result["all_met"] else "some targets NOT met")
