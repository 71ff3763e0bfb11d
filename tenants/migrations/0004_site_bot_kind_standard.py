"""A new site's bot is the neutral built-in assistant, not the demo shop's bot.

Sites that got the demo shop's bot only because it was the default move to the assistant; the
demo site itself (tenant "demo", site "Demo shop", made by seed_demo) keeps the shop's bot.
"""

from django.db import migrations, models

DEMO_TENANT_SLUG = "demo"
DEMO_SITE_NAME = "Demo shop"


def default_bot_is_the_assistant(apps, schema_editor):
    site = apps.get_model("tenants", "Site")
    site.objects.using(schema_editor.connection.alias).filter(bot_kind="demo").exclude(
        tenant__slug=DEMO_TENANT_SLUG, name=DEMO_SITE_NAME
    ).update(bot_kind="standard")


def assistant_back_to_demo(apps, schema_editor):
    site = apps.get_model("tenants", "Site")
    site.objects.using(schema_editor.connection.alias).filter(bot_kind="standard").update(
        bot_kind="demo"
    )


class Migration(migrations.Migration):

    dependencies = [
        ("tenants", "0003_webhook_secrets_encrypted"),
    ]

    operations = [
        migrations.AlterField(
            model_name="site",
            name="bot_kind",
            field=models.CharField(
                choices=[
                    ("standard", "Built-in assistant"),
                    ("demo", "Built-in demo bot"),
                    ("webhook", "Bot webhook"),
                ],
                default="standard",
                max_length=20,
            ),
        ),
        migrations.RunPython(default_bot_is_the_assistant, assistant_back_to_demo),
    ]
