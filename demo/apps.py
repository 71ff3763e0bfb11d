from django.apps import AppConfig


class DemoConfig(AppConfig):
    name = "demo"
    verbose_name = "Demo shop"

    def ready(self) -> None:
        from tenants.models import Site
        from widget.bot import register_built_in_bot

        from .bot import SHOP_BOT

        # The demo site (seed_demo) answers with the shop's bot.
        register_built_in_bot(Site.BotKind.DEMO, SHOP_BOT)
