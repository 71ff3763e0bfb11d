from django.apps import AppConfig


class PrivacyConfig(AppConfig):
    name = "privacy"
    verbose_name = "Privacy"

    def ready(self) -> None:
        from django.contrib.auth.signals import user_login_failed

        from .audit import record_login_failure

        user_login_failed.connect(record_login_failure, dispatch_uid="privacy.login_failed")
