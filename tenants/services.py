"""Writes on tenants, sites, staff and API keys.

Every change of who or what may act for a tenant (its API keys, its staff and their roles, its
bot webhook and the webhook's signing secrets) is written to the tenant's audit log, so that the
DPO can answer who could reach the data, and since when. The log names the key by its prefix,
the user by name and the webhook by its host: never a key, a password or a secret.
"""

import logging
import secrets
import zoneinfo
from datetime import timedelta
from urllib.parse import urlsplit

from django.conf import settings as django_settings
from django.contrib.auth.tokens import default_token_generator
from django.db import transaction
from django.utils import timezone

from . import secretbox, webhooks
from .models import ApiKey, Role, Site, Tenant, User, hash_key
from .signals import config_changed

logger = logging.getLogger(__name__)

KEY_PREFIX = "cm_"

# Who changed the configuration when no user is named: the management commands are run by the
# operator of the installation.
OPERATOR = "operator"


def create_tenant(*, slug: str, name: str) -> tuple[Tenant, bool]:
    """Create the tenant, or return the existing one with that slug (idempotent)."""
    tenant, created = Tenant.objects.get_or_create(slug=slug, defaults={"name": name})
    if not created and name and tenant.name != name:
        tenant.name = name
        tenant.save(update_fields=["name"])
    return tenant, created


def _audit(
    action: str, *, tenant: Tenant, actor, object_type: str, object_id, label=OPERATOR, **data
) -> None:
    # The audit log sits in a layer above this app: it records the change through the signal.
    config_changed.send(
        sender=Tenant,
        action=action,
        tenant=tenant,
        actor=actor,
        actor_label=None if actor is not None else label,
        object_type=object_type,
        object_id=object_id,
        data=data,
    )


@transaction.atomic
def create_api_key(*, tenant: Tenant, name: str = "", actor=None) -> tuple[ApiKey, str]:
    """Create a key and return it with its plaintext, which is never stored nor shown again."""
    raw = KEY_PREFIX + secrets.token_urlsafe(32)
    key = ApiKey.objects.create(tenant=tenant, name=name, prefix=raw[:10], hashed=hash_key(raw))
    _audit(
        "api_key.created", tenant=tenant, actor=actor, object_type="api_key", object_id=key.prefix
    )
    return key, raw


@transaction.atomic
def ensure_api_key(*, tenant: Tenant, name: str, actor=None) -> tuple[ApiKey, str | None]:
    """The tenant's usable key of that name, or a new one: (key, plaintext), the plaintext None
    for a key that already existed (it was shown once, when it was created)."""
    # Two runs at once (a deploy script started twice) must not both create the key.
    Tenant.objects.select_for_update().filter(pk=tenant.pk).first()
    existing = (
        ApiKey.objects.for_tenant(tenant).usable().filter(name=name).order_by("created_at").first()
    )
    if existing is not None:
        return existing, None
    return create_api_key(tenant=tenant, name=name, actor=actor)


@transaction.atomic
def revoke_api_key(*, key: ApiKey, actor=None) -> None:
    """Revoke at once; requests with the key get 401 from then on."""
    current = ApiKey.objects.select_for_update().get(pk=key.pk)
    if current.revoked_at is None:
        # save(): its signal tells every web process to drop the key it has resolved.
        current.revoked_at = timezone.now()
        current.save(update_fields=["revoked_at"])
        _audit(
            "api_key.revoked",
            tenant=key.tenant,
            actor=actor,
            object_type="api_key",
            object_id=key.prefix,
        )
    key.revoked_at = current.revoked_at


def _audit_staff(action: str, tenant: Tenant, actor, user: User, role, **data) -> None:
    _audit(
        action,
        tenant=tenant,
        actor=actor,
        object_type="user",
        object_id=user.username,
        role=role,
        **data,
    )


@transaction.atomic
def create_staff(
    *, username: str, tenant: Tenant, role: str, password: str, actor=None
) -> tuple[User, bool]:
    """Create a staff user or update the existing one's tenant, role and password."""
    if role not in Role.values:
        raise ValueError(f"Unknown role {role!r}; use one of {', '.join(Role.values)}.")
    user, created = User.objects.select_for_update().get_or_create(
        username=username, defaults={"tenant": tenant}
    )
    before = None if created else (user.tenant_id, user.role)
    user.tenant = tenant
    user.role = role
    user.set_password(password)
    user.save()
    old_tenant_id, old_role = before or (None, None)
    if old_tenant_id is not None and old_tenant_id != tenant.pk:
        # Moved from another tenant: that tenant's log records the departure.
        _audit_staff("staff.removed", Tenant.objects.get(pk=old_tenant_id), actor, user, old_role)
    if old_tenant_id == tenant.pk:
        extra = {"from_role": old_role} if old_role != role else {}
        _audit_staff("staff.updated", tenant, actor, user, role, password_set=True, **extra)
    else:
        _audit_staff("staff.created", tenant, actor, user, role)
    return user, created


def ensure_site(*, tenant: Tenant, name: str, allowed_origins: list[str]) -> Site:
    """Return the tenant's site of that name, creating it when missing."""
    site, _ = Site.objects.for_tenant(tenant).get_or_create(
        name=name, defaults={"tenant": tenant, "allowed_origins": allowed_origins}
    )
    return site


def _audit_site(action: str, site: Site, actor, **data) -> None:
    _audit(
        action,
        tenant=site.tenant,
        actor=actor,
        object_type="site",
        object_id=site.public_id,
        **data,
    )


@transaction.atomic
def set_bot_webhook(*, site: Site, url: str, actor=None) -> str | None:
    """Answer the site's visitors from the bot at `url` (ValidationError unless the URL is HTTP(S)
    and reaches public addresses only). Switching the webhook on issues a new signing secret,
    returned to be shown once; changing the URL of a webhook already on keeps it (None)."""
    webhooks.validate_webhook_url(url)
    site = Site.objects.select_for_update(of=("self",)).select_related("tenant").get(pk=site.pk)
    secret = None
    was_on = site.bot_kind == Site.BotKind.WEBHOOK
    old_url = site.bot_webhook_url
    if site.bot_kind != Site.BotKind.WEBHOOK or not site.bot_webhook_secret:
        secret = webhooks.new_secret()
        site.bot_webhook_secret = secretbox.seal(secret)
        site.bot_webhook_previous_secret = ""
        site.bot_webhook_previous_secret_until = None
    site.bot_kind = Site.BotKind.WEBHOOK
    site.bot_webhook_url = url
    site.save(
        update_fields=[
            "bot_kind",
            "bot_webhook_url",
            "bot_webhook_secret",
            "bot_webhook_previous_secret",
            "bot_webhook_previous_secret_until",
        ]
    )
    # The host only: a webhook URL may carry a token of the bot's in its path or query.
    host = urlsplit(url).hostname or ""
    if not was_on:
        _audit_site("webhook.enabled", site, actor, host=host, secret_issued=True)
    elif old_url != url or secret is not None:
        _audit_site(
            "webhook.changed",
            site,
            actor,
            host=host,
            from_host=urlsplit(old_url).hostname or "",
            secret_issued=secret is not None,
        )
    return secret


@transaction.atomic
def disable_bot_webhook(*, site: Site, actor=None) -> None:
    """Back to the built-in assistant; the URL and the signing secrets are forgotten."""
    site = Site.objects.select_for_update(of=("self",)).select_related("tenant").get(pk=site.pk)
    was_on = site.bot_kind == Site.BotKind.WEBHOOK or bool(site.bot_webhook_url)
    Site.objects.filter(pk=site.pk).update(
        bot_kind=Site.BotKind.STANDARD,
        bot_webhook_url="",
        bot_webhook_secret="",
        bot_webhook_previous_secret="",
        bot_webhook_previous_secret_until=None,
    )
    if was_on:
        _audit_site("webhook.disabled", site, actor)


@transaction.atomic
def rotate_webhook_secret(
    *, site: Site, overlap: timedelta = timedelta(hours=24), actor=None
) -> str:
    """Issue a new signing secret and return it (shown once). The old one keeps signing beside it
    for `overlap`, so the bot can switch without refusing a request; zero revokes it at once."""
    site = Site.objects.select_for_update(of=("self",)).select_related("tenant").get(pk=site.pk)
    secret = webhooks.new_secret()
    previous = ""
    if overlap > timedelta(0) and site.bot_webhook_secret:
        try:
            previous = secretbox.reseal(site.bot_webhook_secret)
        except secretbox.SecretUnreadable:
            # No configured key opens it, so it can sign nothing: kept, it would only fail every
            # webhook call of the overlap. The rotation is how such a site gets going again.
            previous = ""
    keep_old = bool(previous)
    site.bot_webhook_previous_secret = previous
    site.bot_webhook_previous_secret_until = timezone.now() + overlap if keep_old else None
    site.bot_webhook_secret = secretbox.seal(secret)
    site.save(
        update_fields=[
            "bot_webhook_secret",
            "bot_webhook_previous_secret",
            "bot_webhook_previous_secret_until",
        ]
    )
    _audit_site(
        "webhook.secret_rotated",
        site,
        actor,
        previous_valid_seconds=int(overlap.total_seconds()) if keep_old else 0,
    )
    return secret


def webhook_signing_secrets(*, site: Site) -> list[str]:
    """The secrets to sign the site's webhook request with; a site configured without the
    `set_bot_webhook` service (no secret yet) gets one now, so no request goes out unsigned.
    A stored secret no configured key opens is a failed webhook call, never an unsigned one."""
    try:
        found = site.webhook_signing_secrets()
    except secretbox.SecretUnreadable as exc:
        logger.error("bot_webhook_secret_unreadable", extra={"site": site.public_id})
        raise webhooks.SigningSecretUnreadable(str(exc)) from exc
    if found:
        return found
    with transaction.atomic():
        issued = Site.objects.filter(pk=site.pk, bot_webhook_secret="").update(
            bot_webhook_secret=secretbox.seal(webhooks.new_secret())
        )
        if issued:
            _audit(
                "webhook.secret_issued",
                tenant=site.tenant,
                actor=None,
                label="system",
                object_type="site",
                object_id=site.public_id,
            )
    site.refresh_from_db(fields=["bot_webhook_secret"])
    logger.warning("bot_webhook_secret_issued", extra={"site": site.public_id})
    return site.webhook_signing_secrets()


# ------------------------------------------------------------------ the owners' console


class LastOwner(Exception):
    """The change would leave the tenant without an active owner."""


# The roles an owner may give in the console (an administrator is made by the operator).
CONSOLE_ROLES = (Role.AGENT, Role.OWNER, Role.DPO)


def _lock_owners(tenant: Tenant) -> int:
    """Lock the tenant's active owners and count them (serialises concurrent demotions)."""
    return len(
        list(
            User.objects.select_for_update()
            .filter(tenant=tenant, role=Role.OWNER, is_active=True)
            .values_list("pk", flat=True)
        )
    )


def set_password_token(user: User) -> str:
    """A one-time token for the set-password page: an HMAC over the user's password hash and last
    login, so it stops working once a password is set; nothing about it is stored."""
    return default_token_generator.make_token(user)


@transaction.atomic
def invite_staff(*, tenant: Tenant, username: str, role: str, actor=None) -> tuple[User, str]:
    """Create a staff user without a password; returns the user and a one-time set-password
    token (shown once as a link). Raises ValueError when the name is taken anywhere."""
    if role not in CONSOLE_ROLES:
        raise ValueError(f"Unknown role {role!r}.")
    if User.objects.filter(username__iexact=username).exists():
        raise ValueError("taken")
    user = User(username=username, tenant=tenant, role=role)
    user.set_unusable_password()
    user.save()
    _audit_staff("staff.created", tenant, actor, user, role, invited=True)
    return user, set_password_token(user)


@transaction.atomic
def issue_password_link(*, user: User, actor=None) -> str:
    """A new one-time set-password token for a staff user (the old password stays until used)."""
    _audit_staff("staff.password_link", user.tenant, actor, user, user.role)
    return set_password_token(user)


@transaction.atomic
def change_staff_role(*, user: User, role: str, actor=None) -> None:
    """Give the user another role; the last active owner stays an owner (LastOwner)."""
    if role not in CONSOLE_ROLES:
        raise ValueError(f"Unknown role {role!r}.")
    user = User.objects.select_for_update().get(pk=user.pk)
    if user.role == role:
        return
    if user.role == Role.OWNER and user.is_active and _lock_owners(user.tenant) <= 1:
        raise LastOwner
    old = user.role
    user.role = role
    user.save(update_fields=["role"])
    _audit_staff("staff.updated", user.tenant, actor, user, role, from_role=old)


@transaction.atomic
def set_staff_active(*, user: User, active: bool, actor=None) -> None:
    """Deactivate (they can no longer sign in) or reactivate a staff user."""
    user = User.objects.select_for_update().get(pk=user.pk)
    if user.is_active == active:
        return
    if not active and user.role == Role.OWNER and _lock_owners(user.tenant) <= 1:
        raise LastOwner
    user.is_active = active
    user.save(update_fields=["is_active"])
    action = "staff.reactivated" if active else "staff.deactivated"
    _audit_staff(action, user.tenant, actor, user, user.role)


def clean_origins(lines: list[str]) -> list[str]:
    """Origins as the browser sends them (scheme://host[:port]); ValueError names a bad one."""
    origins = []
    for line in lines:
        line = line.strip().rstrip("/")
        if not line:
            continue
        parts = urlsplit(line)
        if parts.scheme not in ("http", "https") or not parts.hostname or parts.path:
            raise ValueError(line)
        if parts.query or parts.fragment or parts.username or parts.password:
            raise ValueError(line)
        if line not in origins:
            origins.append(line)
    return origins


class SiteNameTaken(ValueError):
    """The tenant already has a site of that name (a site is found by its name, e.g. by
    `ensure_site`, so two of one name would make that lookup ambiguous)."""


@transaction.atomic
def create_site(*, tenant: Tenant, name: str, allowed_origins: list[str], actor=None) -> Site:
    """A new site of the tenant; SiteNameTaken when one of that name (in any case) exists, so a
    form sent twice makes one site."""
    # The tenant's row serialises two concurrent creations of one name.
    Tenant.objects.select_for_update().filter(pk=tenant.pk).values_list("pk").first()
    if Site.objects.for_tenant(tenant).filter(name__iexact=name).exists():
        raise SiteNameTaken(name)
    site = Site.objects.create(tenant=tenant, name=name, allowed_origins=allowed_origins)
    _audit_site("site.created", site, actor, origins=len(allowed_origins))
    return site


@transaction.atomic
def set_allowed_origins(*, site: Site, origins: list[str], actor=None) -> bool:
    """The origins whose pages may embed the site's widget; returns whether anything changed."""
    site = Site.objects.select_for_update(of=("self",)).select_related("tenant").get(pk=site.pk)
    if site.allowed_origins == origins:
        return False
    added = [o for o in origins if o not in site.allowed_origins]
    removed = [o for o in site.allowed_origins if o not in origins]
    site.allowed_origins = origins
    site.save(update_fields=["allowed_origins"])
    _audit_site("site.origins_changed", site, actor, added=added, removed=removed)
    return True


def test_bot_webhook(*, site: Site) -> tuple[bool, str]:
    """Send the site's webhook a signed test request; (answered with a reply?, a short reason).

    The request carries no conversation: an empty context and the message "test".
    """
    if site.bot_kind != Site.BotKind.WEBHOOK or not site.bot_webhook_url:
        return False, "off"
    payload = {
        "site": site.public_id,
        "test": True,
        "message": {"seq": 0, "role": "user", "text": "test"},
        "context": {"summary": None, "messages": [], "memories": []},
    }
    try:
        answer = webhooks.post_signed(
            url=site.bot_webhook_url,
            payload=payload,
            signing_secrets=webhook_signing_secrets(site=site),
            headers={"X-Chatmemory-Site": site.public_id, "X-Chatmemory-Test": "1"},
        )
    except webhooks.WebhookFailed as exc:
        return False, str(exc)
    if not isinstance(answer, dict) or not isinstance(answer.get("reply"), str):
        return False, "no reply"
    return True, "ok"


# The ranges an owner may choose for the channel profiles and memory limits (inclusive).
CHANNEL_RANGES = {
    "window_messages": (2, 100),
    "idle_minutes": (5, 24 * 60),
    "stale_minutes": (0, 24 * 60),
}
MEMORY_RANGES = {
    "max_entries": (1, 200),
    "max_value_chars": (20, 400),  # the hard limit per entry, and the width of its column
    "context_chars": (200, 8000),
    "stale_unconfirmed_days": (1, 90),
    "retention_days": (7, 730),
    "pending_days": (1, 90),
}


def tenant_limits(tenant: Tenant) -> dict:
    """The effective channel profiles and memory limits: the settings with the tenant's
    overrides (`Tenant.settings["channel_profiles"]` and `["memory"]`)."""
    own = tenant.settings or {}
    channels = {}
    for name, values in django_settings.CHANNEL_PROFILES.items():
        merged = {**values, **(own.get("channel_profiles") or {}).get(name, {})}
        merged["stale_minutes"] = merged.get("stale_minutes") or 0
        channels[name] = merged
    memory = dict(django_settings.MEMORY_LIMITS)
    for name, value in (own.get("memory") or {}).items():
        if name in memory and isinstance(value, int) and value > 0:
            memory[name] = value
    return {"channels": channels, "memory": memory}


def _in_range(value, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


@transaction.atomic
def set_tenant_limits(*, tenant: Tenant, channels: dict, memory: dict, actor=None) -> list[str]:
    """Store channel profiles and memory limits within the allowed ranges (ValueError names a
    value out of range); returns the names of the settings that changed, which are audited."""
    for values in channels.values():
        for name, value in values.items():
            if name not in CHANNEL_RANGES or not _in_range(value, *CHANNEL_RANGES[name]):
                raise ValueError(name)
    for name, value in memory.items():
        if name not in MEMORY_RANGES or not _in_range(value, *MEMORY_RANGES[name]):
            raise ValueError(name)
    tenant = Tenant.objects.select_for_update().get(pk=tenant.pk)
    before = tenant_limits(tenant)
    changed = {}
    for channel, values in channels.items():
        for name, value in values.items():
            if before["channels"].get(channel, {}).get(name) != value:
                changed[f"{channel}.{name}"] = {
                    "from": before["channels"].get(channel, {}).get(name),
                    "to": value,
                }
    for name, value in memory.items():
        if before["memory"].get(name) != value:
            changed[f"memory.{name}"] = {"from": before["memory"].get(name), "to": value}
    if not changed:
        return []
    own = dict(tenant.settings or {})
    profiles = dict(own.get("channel_profiles") or {})
    for channel, values in channels.items():
        profiles[channel] = {**profiles.get(channel, {}), **values}
    own["channel_profiles"] = profiles
    own["memory"] = {**(own.get("memory") or {}), **memory}
    tenant.settings = own
    # save(): its signal draws a new auth generation, so every process sees the new settings.
    tenant.save(update_fields=["settings"])
    _audit(
        "tenant.limits_changed",
        tenant=tenant,
        actor=actor,
        object_type="tenant",
        object_id=tenant.slug,
        changed=changed,
    )
    return sorted(changed)


def time_zone_names() -> list[str]:
    """The IANA time zone names this installation knows, sorted."""
    return sorted(zoneinfo.available_timezones())


@transaction.atomic
def set_time_zone(*, tenant: Tenant, name: str, actor=None) -> bool:
    """Set the tenant's time zone (`settings["time_zone"]`, in which the console shows times);
    ValueError for a name zoneinfo does not know. Returns whether it changed; a change is
    audited with the old and the new name."""
    if name not in zoneinfo.available_timezones():
        raise ValueError(name)
    tenant = Tenant.objects.select_for_update().get(pk=tenant.pk)
    before = (tenant.settings or {}).get("time_zone") or django_settings.TIME_ZONE
    if before == name:
        return False
    tenant.settings = {**(tenant.settings or {}), "time_zone": name}
    tenant.save(update_fields=["settings"])
    _audit(
        "tenant.time_zone_changed",
        tenant=tenant,
        actor=actor,
        object_type="tenant",
        object_id=tenant.slug,
        changed={"time_zone": {"from": before, "to": name}},
    )
    return True
