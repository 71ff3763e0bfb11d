from django.apps import AppConfig


class TenantsConfig(AppConfig):
    name = "tenants"
    verbose_name = "Tenants and staff"

    def ready(self) -> None:
        from . import signals  # noqa: F401
