"""Print per-label precision, recall and F1 of the detector on labelled corpora."""

from django.core.management.base import BaseCommand, CommandError

from privacy.evaluation import DEFAULT_CORPORA, evaluate, format_report


class Command(BaseCommand):
    help = (
        "Measure the sensitive-data detector against labelled JSON-lines corpora "
        "(by default every labelled corpus under tests/privacy/corpus)."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--corpus",
            action="append",
            help="JSON-lines corpus path; repeat for several (default: every labelled corpus)",
        )
        parser.add_argument(
            "--guess-lang", action="store_true", help="ignore the corpus's lang and guess it"
        )
        parser.add_argument(
            "--strict", action="store_true", help="exit with an error when a target is not met"
        )

    def handle(self, *args, **options):
        missed = []
        for path in options["corpus"] or [str(p) for p in DEFAULT_CORPORA]:
            try:
                result = evaluate(path, use_lang=not options["guess_lang"])
            except OSError as exc:
                raise CommandError(f"cannot read corpus {path}: {exc.strerror}") from exc
            for line in format_report(result):
                self.stdout.write(line)
            self.stdout.write("all targets met" if result["all_met"] else "some targets NOT met")
            self.stdout.write("")
            if not result["all_met"]:
                missed.append(path)
        if missed and options["strict"]:
            raise CommandError("targets not met on: " + ", ".join(missed))
