"""Routes of the data subject rights API under /api/v1/."""

from django.urls import path

from dpo import api

urlpatterns = [
    path("subjects/<text:ref>", api.subject_erase, name="api-subject-erase"),
    path("subjects/<text:ref>/exports", api.export_create, name="api-subject-export-create"),
    path("exports/<uuid:export_id>", api.export_detail, name="api-export-detail"),
    path("exports/<uuid:export_id>/download", api.export_download, name="api-export-download"),
]
