from django.apps import AppConfig


class PrivacyConfig(AppConfig):
    name = "privacy"
    verbose_name = "Privacy"

    def ready(self) -> None:
        from django.contrib.auth.signals import user_login_failed

        from chatmemory.errors import register_message_filter
        from tenants.signals import config_changed

        from .audit import record_config_change, record_login_failure
        from .redaction import without_secrets

        register_message_filter(without_secrets)

        user_login_failed.connect(record_login_failure, dispatch_uid="privacy.login_failed")
        config_changed.connect(record_config_change, dispatch_uid="privacy.config_changed")
