"""The data protection officer's pages, under /dpo/."""

from django.urls import path

from dpo import views

app_name = "dpo"

urlpatterns = [
    path("", views.home, name="home"),
    path("subjects/<subjectref:ref>/", views.subject, name="subject"),
    path("subjects/<subjectref:ref>/export", views.subject_export, name="subject-export"),
    path("subjects/<subjectref:ref>/erase", views.subject_erase, name="subject-erase"),
    path("erasures/<int:event_id>/", views.erased, name="erased"),
    path("purges/", views.purge_runs, name="purge-runs"),
    path("retention/", views.retention_settings, name="retention"),
    path("audit/", views.audit_log, name="audit"),
    path("audit/verify", views.audit_verify, name="audit-verify"),
    path("analytics/", views.analytics, name="analytics"),
]
