"""The data protection officer's pages, under /dpo/."""

urlpatterns: list = []
