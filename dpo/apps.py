from django.apps import AppConfig


class DpoConfig(AppConfig):
    name = "dpo"
    verbose_name = "Data protection officer"

    def ready(self) -> None:
        from . import signals, tasks

        signals.build_due.connect(tasks.queue_build, dispatch_uid="dpo.build_due")
