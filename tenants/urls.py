"""The owners' settings pages, under /console/settings/."""

from django.urls import path

from . import views

app_name = "owner"

urlpatterns = [
    path("", views.home, name="home"),
    path("api-keys/", views.api_keys, name="api-keys"),
    path("api-keys/<int:pk>/revoke", views.api_key_revoke, name="api-key-revoke"),
    path("staff/", views.staff, name="staff"),
    path("staff/<int:pk>/role", views.staff_role, name="staff-role"),
    path("staff/<int:pk>/active", views.staff_active, name="staff-active"),
    path("staff/<int:pk>/password-link", views.staff_link, name="staff-link"),
    path("sites/", views.sites, name="sites"),
    path("sites/<int:pk>/", views.site, name="site"),
    path("sites/<int:pk>/webhook", views.site_webhook, name="site-webhook"),
    path("sites/<int:pk>/webhook/test", views.site_webhook_test, name="site-webhook-test"),
    path("sites/<int:pk>/webhook/rotate", views.site_webhook_rotate, name="site-webhook-rotate"),
    path("limits/", views.limits, name="limits"),
    path("time-zone/", views.time_zone, name="time-zone"),
]
