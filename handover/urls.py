"""Console pages of the agents' team."""

from django.urls import path

from . import views

app_name = "console"

urlpatterns = [
    path("", views.queue, name="queue"),
]
