from django.apps import AppConfig


class MemoryConfig(AppConfig):
    name = "memory"
    verbose_name = "Conversation memory"

    def ready(self) -> None:
        from django.db.models.signals import post_migrate

        from chatmemory.beat import sync_beat_schedule

        from . import signals, tasks

        post_migrate.connect(sync_beat_schedule, sender=self)
        signals.fold_due.connect(tasks.queue_fold, dispatch_uid="memory.fold_due")
        signals.model_summary_due.connect(
            tasks.queue_model_summary, dispatch_uid="memory.model_summary_due"
        )
