"""Webhook signing secrets are stored encrypted (tenants.secretbox) instead of in the clear.

The columns become text (a Fernet token is longer than the secret), and every secret already
stored is sealed under the current SECRET_KEY. Reversible: unapplying opens them again.
"""

from django.db import migrations, models

FIELDS = ("bot_webhook_secret", "bot_webhook_previous_secret")


def _convert(apps, convert) -> None:
    Site = apps.get_model("tenants", "Site")
    for site in Site.objects.exclude(bot_webhook_secret="", bot_webhook_previous_secret=""):
        changes = {name: convert(getattr(site, name)) for name in FIELDS}
        Site.objects.filter(pk=site.pk).update(**changes)


def seal_stored_secrets(apps, schema_editor) -> None:
    from tenants import secretbox

    def seal(value: str) -> str:
        try:
            secretbox.unseal(value)
        except secretbox.SecretUnreadable:
            return secretbox.seal(value)  # still in the clear
        return value  # already sealed (a migration applied, unapplied and applied again)

    _convert(apps, seal)


def open_stored_secrets(apps, schema_editor) -> None:
    from tenants import secretbox

    _convert(apps, secretbox.unseal)


class Migration(migrations.Migration):
    dependencies = [
        ("tenants", "0002_site_webhook_signing"),
    ]

    operations = [
        migrations.AlterField(
            model_name="site",
            name="bot_webhook_previous_secret",
            field=models.TextField(blank=True),
        ),
        migrations.AlterField(
            model_name="site",
            name="bot_webhook_secret",
            field=models.TextField(blank=True),
        ),
        migrations.RunPython(seal_stored_secrets, open_stored_secrets),
    ]
