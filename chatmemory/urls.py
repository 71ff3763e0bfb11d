"""Project URLs: the API, the widget endpoints, the console pages and operations."""

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path, re_path, register_converter
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from tenants import views as tenant_views

from . import errors, health
from .converters import SubjectRefConverter, TextConverter

# Before the apps' URL modules below use it.
register_converter(TextConverter, "text")
register_converter(SubjectRefConverter, "subjectref")

handler400 = "chatmemory.errors.handler400"
handler403 = "chatmemory.errors.handler403"
handler404 = "chatmemory.errors.handler404"
handler500 = "chatmemory.errors.handler500"

urlpatterns = [
    path("", RedirectView.as_view(pattern_name="console:queue", permanent=False)),
    path("healthz", health.healthz, name="healthz"),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    # The split view serves the page's script as a file: no inline script under the CSP.
    path("api/docs/", SpectacularSwaggerSplitView.as_view(url_name="api-schema"), name="api-docs"),
    path("api/v1/", include("memory.api_urls")),
    path("api/v1/", include("longterm.api_urls")),
    path("api/v1/", include("handover.api_urls")),
    path("api/v1/", include("dpo.api_urls")),
    path("widget/v1/", include("widget.urls")),
    path("demo/", include("demo.urls")),
    path("me/", include("dpo.portal_urls")),
    path("dpo/", include("dpo.urls")),
    path(
        "console/login/",
        auth_views.LoginView.as_view(template_name="registration/login.html"),
        name="login",
    ),
    path("console/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("console/settings/", include("tenants.urls")),
    path(
        "console/welcome/<uidb64>/<token>/",
        tenant_views.set_password,
        name="set-password",
    ),
    path("console/welcome/done/", tenant_views.set_password_done, name="set-password-done"),
    path("console/", include("handover.urls")),
    path("i18n/", include("django.conf.urls.i18n")),
    path("admin/", admin.site.urls),
    # Last: any other path under the API or the widget API answers the JSON 404 envelope, also
    # with DEBUG on (where Django would answer its HTML debug page instead of handler404).
    # The API roots without their slash too: a JSON 404, not a redirect to one (APPEND_SLASH).
    re_path(r"^(?:api|widget)/v1(?:/|$)", errors.unknown_api_path),
]
