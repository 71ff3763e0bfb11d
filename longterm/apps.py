from django.apps import AppConfig


class LongtermConfig(AppConfig):
    name = "longterm"
    verbose_name = "Long-term memory"

    def ready(self) -> None:
        from chatmemory.errors import register_domain_error
        from memory.context import register_memory_reader

        from .api import as_api_error
        from .exceptions import MemoryRefused
        from .services import memories_for_context

        # The conversation app builds contexts; the memories in them come from this app.
        register_memory_reader(memories_for_context)
        # The API answers a refused change with the contract's status and error body.
        register_domain_error(MemoryRefused, as_api_error)
