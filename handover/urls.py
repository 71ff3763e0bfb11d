"""Console pages of the agents' team."""

from django.urls import path

from . import views

app_name = "console"

urlpatterns = [
    path("", views.queue, name="queue"),
    path("handovers/<int:pk>/", views.detail, name="detail"),
    path("handovers/<int:pk>/claim/", views.claim, name="claim"),
    path("handovers/<int:pk>/notes/", views.note, name="note"),
    path("handovers/<int:pk>/resolve/", views.resolve, name="resolve"),
    path("handovers/<int:pk>/unmask/", views.unmask, name="unmask"),
]
