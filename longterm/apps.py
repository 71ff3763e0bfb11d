from django.apps import AppConfig


class LongtermConfig(AppConfig):
    name = "longterm"
    verbose_name = "Long-term memory"

    def ready(self) -> None:
        from memory.context import register_memory_reader

        from .services import memories_for_context

        # The conversation app builds contexts; the memories in them come from this app.
        register_memory_reader(memories_for_context)
