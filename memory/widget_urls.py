"""Browser-facing routes of the chat widget under /widget/v1/."""

urlpatterns: list = []
