"""Routes of the handover API under /api/v1/."""

urlpatterns: list = []
