"""Routes of the subjects, consent and long-term memory API under /api/v1/."""

urlpatterns: list = []
