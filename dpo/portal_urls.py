"""The customer's "what the bot remembers" page, under /me/: the memory pages of the long-term
memory app and the download of everything held (an access export), which sits in this app."""

from django.urls import path

from longterm import portal

from . import portal as download

app_name = "portal"

urlpatterns = [
    path("", portal.home, name="home"),
    path("open/<text:token>", portal.open_link, name="open"),
    path("memories/<int:memory_id>/confirm", portal.confirm, name="confirm"),
    path("memories/<int:memory_id>/edit", portal.edit, name="edit"),
    path("memories/<int:memory_id>/delete", portal.delete, name="delete"),
    path("memories/<int:memory_id>/surprised", portal.surprised, name="surprised"),
    path("forget", portal.forget_all, name="forget-all"),
    path("consent", portal.set_consent, name="consent"),
    path("download", download.download, name="download"),
    path("leave", portal.leave, name="leave"),
]
