"""Routes of the subjects, consent and long-term memory API under /api/v1/."""

from django.urls import path

from longterm import api

urlpatterns = [
    path(
        "subjects/<text:ref>/consents/<text:purpose>",
        api.consent_set,
        name="api-subject-consent",
    ),
    path("subjects/<text:ref>/memories", api.memories, name="api-subject-memories"),
    # Before the detail route, so "forget" is never read as an entry id.
    path("subjects/<text:ref>/memories/forget", api.memory_forget, name="api-memory-forget"),
    path(
        "subjects/<text:ref>/memories/<text:memory_id>",
        api.memory_detail,
        name="api-memory-detail",
    ),
    path(
        "subjects/<text:ref>/memories/<text:memory_id>/confirm",
        api.memory_confirm,
        name="api-memory-confirm",
    ),
    path("subjects/<text:ref>/portal-link", api.portal_link, name="api-subject-portal-link"),
]
