from django.apps import AppConfig


class MemoryConfig(AppConfig):
    name = "memory"
    verbose_name = "Conversation memory"

    def ready(self) -> None:
        from django.db.models.signals import post_migrate

        from chatmemory.beat import sync_beat_schedule

        post_migrate.connect(sync_beat_schedule, sender=self)
