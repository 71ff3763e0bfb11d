"""Routes of the subjects, consent and long-term memory API under /api/v1/."""

from django.urls import path

from . import subjects_api as api

urlpatterns = [
    path(
        "subjects/<str:ref>/consents/<str:purpose>",
        api.consent_set,
        name="api-subject-consent",
    ),
    path("subjects/<str:ref>/memories", api.memories, name="api-subject-memories"),
    # Before the detail route, so "forget" is never read as an entry id.
    path("subjects/<str:ref>/memories/forget", api.memory_forget, name="api-memory-forget"),
    path(
        "subjects/<str:ref>/memories/<str:memory_id>",
        api.memory_detail,
        name="api-memory-detail",
    ),
    path(
        "subjects/<str:ref>/memories/<str:memory_id>/confirm",
        api.memory_confirm,
        name="api-memory-confirm",
    ),
    path("subjects/<str:ref>/portal-link", api.portal_link, name="api-subject-portal-link"),
]
