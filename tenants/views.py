"""The owners' settings pages under /console/settings/: API keys, staff, sites and their bot
webhook, channel profiles and memory limits, the time zone.

Every change goes through tenants.services, the same functions the management commands call,
so the audit log records it the same way. A new API key or set-password link follows
POST/redirect/GET: the POST keeps it in the server-side session for exactly one display, the
page's next GET takes it out and shows it, so a reload neither creates a second one nor shows it
again. A webhook signing secret is in the one response that creates it. None is ever in a
message, a URL or the log.
"""

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import views as auth_views
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.templatetags.static import static
from django.urls import reverse, reverse_lazy
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST

from . import services
from .access import owner_required
from .forms import (
    ApiKeyForm,
    InviteForm,
    LimitsForm,
    OriginsForm,
    RoleForm,
    SiteForm,
    TimeZoneForm,
    WebhookForm,
)
from .models import ApiKey, Role, Site, User

GET_POST = ["GET", "POST"]


@require_http_methods(["GET"])
@owner_required
def home(request: HttpRequest) -> HttpResponse:
    return redirect("owner:api-keys")


# ------------------------------------------------------------------ secrets shown once

ONE_TIME_SECRET = "owner_one_time_secret"


def _keep_for_one_display(request: HttpRequest, kind: str, **secret: object) -> None:
    """Hold a new secret in the (server-side) session until the page's next GET shows it."""
    request.session[ONE_TIME_SECRET] = {"kind": kind, **secret}


def _take_one_time(request: HttpRequest, kind: str) -> dict | None:
    """The secret kept for this page, removed from the session as it is handed out."""
    secret = request.session.get(ONE_TIME_SECRET)
    if not secret or secret.get("kind") != kind:
        return None
    del request.session[ONE_TIME_SECRET]
    return secret


# ------------------------------------------------------------------ API keys


def _api_keys_page(request: HttpRequest, form: ApiKeyForm, new_key: str = "", status=200):
    # Queries: session, user, tenant, the keys.
    keys = ApiKey.objects.for_tenant(request.tenant).order_by("revoked_at", "-created_at")
    return render(
        request,
        "owner/api_keys.html",
        {"form": form, "keys": keys, "new_key": new_key},
        status=status,
    )


@never_cache
@require_http_methods(GET_POST)
@owner_required
def api_keys(request: HttpRequest) -> HttpResponse:
    """The tenant's keys by prefix and last use; a new key is shown once, after the redirect."""
    form = ApiKeyForm(request.POST or None)
    if request.method == "POST":
        if not form.is_valid():
            return _api_keys_page(request, form, status=400)
        _key, raw = services.create_api_key(
            tenant=request.tenant, name=form.cleaned_data["name"], actor=request.user
        )
        _keep_for_one_display(request, "api_key", value=raw)
        return redirect("owner:api-keys")
    new = _take_one_time(request, "api_key")
    return _api_keys_page(request, form, new_key=new["value"] if new else "")


@require_POST
@owner_required
def api_key_revoke(request: HttpRequest, pk: int) -> HttpResponse:
    key = get_object_or_404(ApiKey.objects.for_tenant(request.tenant), pk=pk)
    services.revoke_api_key(key=key, actor=request.user)
    messages.success(
        request,
        _("Key %(prefix)s… is revoked; requests with it are refused from now on.")
        % {"prefix": key.prefix},
    )
    return redirect("owner:api-keys")


# ------------------------------------------------------------------ staff


def _set_password_url(request: HttpRequest, user: User, token: str) -> str:
    path = reverse("set-password", args=[urlsafe_base64_encode(force_bytes(user.pk)), token])
    return request.build_absolute_uri(path)


def _staff_page(request: HttpRequest, form: InviteForm, link=None, status=200):
    # Queries: session, user, tenant, the staff.
    staff = User.objects.filter(tenant=request.tenant).order_by("-is_active", "username")
    return render(
        request,
        "owner/staff.html",
        {
            "form": form,
            "staff": staff,
            "link": link,
            "roles": services.CONSOLE_ROLES,
        },
        status=status,
    )


@never_cache
@require_http_methods(GET_POST)
@owner_required
def staff(request: HttpRequest) -> HttpResponse:
    """The tenant's staff; an invitation's one-time set-password link is shown once, after the
    redirect."""
    form = InviteForm(request.POST or None)
    if request.method == "POST":
        if not form.is_valid():
            return _staff_page(request, form, status=400)
        try:
            user, token = services.invite_staff(
                tenant=request.tenant,
                username=form.cleaned_data["username"],
                role=form.cleaned_data["role"],
                actor=request.user,
            )
        except ValueError:  # taken between the form's check and the insert
            form.add_error("username", _("That user name is taken; choose another."))
            return _staff_page(request, form, status=400)
        _show_link_once(request, user, token)
        return redirect("owner:staff")
    new = _take_one_time(request, "staff_link")
    link = {"user": {"username": new["username"]}, "url": new["value"]} if new else None
    return _staff_page(request, form, link=link)


def _show_link_once(request: HttpRequest, user: User, token: str) -> None:
    url = _set_password_url(request, user, token)
    _keep_for_one_display(request, "staff_link", value=url, username=user.username)


def _staff_member(request: HttpRequest, pk: int) -> User:
    return get_object_or_404(User.objects.filter(tenant=request.tenant), pk=pk)


def _last_owner(request: HttpRequest) -> HttpResponse:
    messages.error(
        request,
        _("The organisation needs at least one active owner: make someone else owner first."),
    )
    return redirect("owner:staff")


@require_POST
@owner_required
def staff_role(request: HttpRequest, pk: int) -> HttpResponse:
    member = _staff_member(request, pk)
    form = RoleForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Choose one of the roles offered."))
        return redirect("owner:staff")
    try:
        services.change_staff_role(user=member, role=form.cleaned_data["role"], actor=request.user)
    except services.LastOwner:
        return _last_owner(request)
    messages.success(
        request,
        _("%(name)s is now: %(role)s.")
        % {"name": member.username, "role": Role(form.cleaned_data["role"]).label},
    )
    return redirect("owner:staff")


@require_POST
@owner_required
def staff_active(request: HttpRequest, pk: int) -> HttpResponse:
    member = _staff_member(request, pk)
    if request.POST.get("active") not in ("0", "1"):
        # Only the page's own buttons say which; anything else changes nobody.
        messages.error(request, _("Nothing changed."))
        return redirect("owner:staff")
    active = request.POST["active"] == "1"
    try:
        services.set_staff_active(user=member, active=active, actor=request.user)
    except services.LastOwner:
        return _last_owner(request)
    if active:
        messages.success(request, _("%(name)s can sign in again.") % {"name": member.username})
    else:
        messages.success(request, _("%(name)s can no longer sign in.") % {"name": member.username})
    return redirect("owner:staff")


@never_cache
@require_POST
@owner_required
def staff_link(request: HttpRequest, pk: int) -> HttpResponse:
    """A new one-time set-password link (forgotten password, lost invitation)."""
    member = _staff_member(request, pk)
    token = services.issue_password_link(user=member, actor=request.user)
    _show_link_once(request, member, token)
    return redirect("owner:staff")


class SetPasswordView(auth_views.PasswordResetConfirmView):
    """Where a set-password link leads; the token leaves the address bar at once (Django
    swaps it for a session value) and stops working when the password is set."""

    template_name = "owner/set_password.html"
    success_url = reverse_lazy("set-password-done")
    post_reset_login = False

    def render_to_response(self, context, **response_kwargs):
        # A used, expired or forged link says so on a 404, never as a page that worked.
        if not context.get("validlink"):
            response_kwargs["status"] = 404
        return super().render_to_response(context, **response_kwargs)


set_password = SetPasswordView.as_view()
set_password_done = auth_views.PasswordResetCompleteView.as_view(
    template_name="owner/set_password_done.html"
)


# ------------------------------------------------------------------ sites and the bot webhook


@never_cache
@require_http_methods(GET_POST)
@owner_required
def sites(request: HttpRequest) -> HttpResponse:
    form = SiteForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            site = services.create_site(
                tenant=request.tenant,
                name=form.cleaned_data["name"],
                allowed_origins=form.cleaned_data["origins"],
                actor=request.user,
            )
        except services.SiteNameTaken:
            form.add_error("name", _("Your organisation already has a site of that name."))
        else:
            return redirect("owner:site", pk=site.pk)
    # Queries: session, user, tenant, the sites.
    found = Site.objects.for_tenant(request.tenant).order_by("name")
    status = 400 if form.is_bound else 200
    return render(request, "owner/sites.html", {"form": form, "sites": found}, status=status)


def _site(request: HttpRequest, pk: int) -> Site:
    return get_object_or_404(Site.objects.for_tenant(request.tenant), pk=pk)


def _site_page(request, site, *, origins_form=None, webhook_form=None, secret="", status=200):
    script = request.build_absolute_uri(static("widget/widget.js"))
    snippet = f'<script src="{script}" data-site="{site.public_id}" defer></script>'
    return render(
        request,
        "owner/site.html",
        {
            "site": site,
            "snippet": snippet,
            "origins_form": origins_form
            or OriginsForm(initial={"origins": "\n".join(site.allowed_origins)}),
            "webhook_form": webhook_form or WebhookForm(initial={"url": site.bot_webhook_url}),
            "webhook_on": site.bot_kind == Site.BotKind.WEBHOOK,
            "secret": secret,
        },
        status=status,
    )


@never_cache
@require_http_methods(GET_POST)
@owner_required
def site(request: HttpRequest, pk: int) -> HttpResponse:
    """One site: the widget snippet, its allowed origins, its bot webhook."""
    found = _site(request, pk)
    if request.method == "POST":
        form = OriginsForm(request.POST)
        if not form.is_valid():
            return _site_page(request, found, origins_form=form, status=400)
        if services.set_allowed_origins(
            site=found, origins=form.cleaned_data["origins"], actor=request.user
        ):
            messages.success(request, _("Allowed origins saved."))
        else:
            messages.info(request, _("Nothing changed."))
        return redirect("owner:site", pk=found.pk)
    new = _take_one_time(request, f"webhook_secret:{found.pk}")
    return _site_page(request, found, secret=new["value"] if new else "")


@never_cache
@require_POST
@owner_required
def site_webhook(request: HttpRequest, pk: int) -> HttpResponse:
    """Switch the bot webhook on or change it (a new secret is shown once), or off."""
    found = _site(request, pk)
    if request.POST.get("off") == "1":
        services.disable_bot_webhook(site=found, actor=request.user)
        messages.success(request, _("The built-in demo bot answers again; the webhook is removed."))
        return redirect("owner:site", pk=found.pk)
    form = WebhookForm(request.POST)
    if form.is_valid():
        try:
            secret = services.set_bot_webhook(
                site=found, url=form.cleaned_data["url"], actor=request.user
            )
        except ValidationError as exc:
            form.add_error("url", exc)
        else:
            if secret is None:
                messages.success(request, _("Webhook URL saved; the signing secret is unchanged."))
            else:
                # Shown once after the redirect, so a reload neither re-posts nor shows it again.
                _keep_for_one_display(request, f"webhook_secret:{found.pk}", value=secret)
            return redirect("owner:site", pk=found.pk)
    return _site_page(request, found, webhook_form=form, status=400)


# Why a test call failed, in words (the service answers with short codes).
TEST_FAILURES = {
    "unreachable": gettext_lazy("it could not be reached in time"),
    "not JSON": gettext_lazy("its answer was not JSON"),
    "answer too large": gettext_lazy("its answer was too large"),
    "no reply": gettext_lazy("its answer had no “reply” text"),
}


def _test_failure(reason: str) -> str:
    if reason.startswith("HTTP "):
        return _("it answered with HTTP status %(status)s") % {"status": reason[5:]}
    return str(TEST_FAILURES.get(reason, reason))


@require_POST
@owner_required
def site_webhook_test(request: HttpRequest, pk: int) -> HttpResponse:
    found = _site(request, pk)
    ok, reason = services.test_bot_webhook(site=found)
    if ok:
        messages.success(request, _("The bot answered the signed test request."))
    elif reason == "off":
        messages.error(request, _("This site has no bot webhook yet."))
    else:
        messages.error(
            request,
            _(
                "The bot did not answer as expected (%(reason)s). Check its URL and that it "
                "returns JSON with a “reply”."
            )
            % {"reason": _test_failure(reason)},
        )
    return redirect("owner:site", pk=found.pk)


@never_cache
@require_POST
@owner_required
def site_webhook_rotate(request: HttpRequest, pk: int) -> HttpResponse:
    """A new signing secret, shown once; the old one keeps signing for 24 hours."""
    found = _site(request, pk)
    if found.bot_kind != Site.BotKind.WEBHOOK:
        messages.error(request, _("This site has no bot webhook yet."))
        return redirect("owner:site", pk=found.pk)
    secret = services.rotate_webhook_secret(site=found, actor=request.user)
    _keep_for_one_display(request, f"webhook_secret:{found.pk}", value=secret)
    return redirect("owner:site", pk=found.pk)


# ------------------------------------------------------------------ channels and memory


@require_http_methods(GET_POST)
@owner_required
def limits(request: HttpRequest) -> HttpResponse:
    current = services.tenant_limits(request.tenant)
    form = LimitsForm(request.POST or None, current=current)
    if request.method == "POST":
        if not form.is_valid():
            return render(request, "owner/limits.html", {"form": form}, status=400)
        channels, memory = form.values()
        if services.set_tenant_limits(
            tenant=request.tenant, channels=channels, memory=memory, actor=request.user
        ):
            messages.success(request, _("Settings saved."))
        else:
            messages.info(request, _("Nothing changed."))
        return redirect("owner:limits")
    return render(request, "owner/limits.html", {"form": form})


# ------------------------------------------------------------------ time zone


@require_http_methods(GET_POST)
@owner_required
def time_zone(request: HttpRequest) -> HttpResponse:
    """The tenant's time zone, one of zoneinfo's names; a change is audited."""
    current = (request.tenant.settings or {}).get("time_zone") or settings.TIME_ZONE
    form = TimeZoneForm(request.POST or None, initial={"time_zone": current})
    if request.method == "POST":
        if not form.is_valid():
            return render(request, "owner/time_zone.html", {"form": form}, status=400)
        if services.set_time_zone(
            tenant=request.tenant, name=form.cleaned_data["time_zone"], actor=request.user
        ):
            messages.success(request, _("Settings saved."))
        else:
            messages.info(request, _("Nothing changed."))
        return redirect("owner:time-zone")
    return render(request, "owner/time_zone.html", {"form": form, "current": current})
