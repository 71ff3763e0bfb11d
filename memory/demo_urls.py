"""The demo shop pages that embed the widget, under /demo/."""

urlpatterns: list = []
