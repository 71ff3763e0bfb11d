"""The customer's "what the bot remembers" page, under /me/."""

urlpatterns: list = []
