"""Writes on tenants, sites, staff and API keys."""

import logging
import secrets
from datetime import timedelta

from django.db import transaction
from django.utils import timezone

from . import webhooks
from .models import ApiKey, Role, Site, Tenant, User, hash_key

logger = logging.getLogger(__name__)

KEY_PREFIX = "cm_"


def create_tenant(*, slug: str, name: str) -> tuple[Tenant, bool]:
    """Create the tenant, or return the existing one with that slug (idempotent)."""
    tenant, created = Tenant.objects.get_or_create(slug=slug, defaults={"name": name})
    if not created and name and tenant.name != name:
        tenant.name = name
        tenant.save(update_fields=["name"])
    return tenant, created


def create_api_key(*, tenant: Tenant, name: str = "") -> tuple[ApiKey, str]:
    """Create a key and return it with its plaintext, which is never stored nor shown again."""
    raw = KEY_PREFIX + secrets.token_urlsafe(32)
    key = ApiKey.objects.create(tenant=tenant, name=name, prefix=raw[:10], hashed=hash_key(raw))
    return key, raw


def revoke_api_key(*, key: ApiKey) -> None:
    """Revoke at once; requests with the key get 401 from then on."""
    if key.revoked_at is None:
        key.revoked_at = timezone.now()
        key.save(update_fields=["revoked_at"])


@transaction.atomic
def create_staff(*, username: str, tenant: Tenant, role: str, password: str) -> tuple[User, bool]:
    """Create a staff user or update the existing one's tenant, role and password."""
    if role not in Role.values:
        raise ValueError(f"Unknown role {role!r}; use one of {', '.join(Role.values)}.")
    user, created = User.objects.get_or_create(username=username, defaults={"tenant": tenant})
    user.tenant = tenant
    user.role = role
    user.set_password(password)
    user.save()
    return user, created


def ensure_site(*, tenant: Tenant, name: str, allowed_origins: list[str]) -> Site:
    """Return the tenant's site of that name, creating it when missing."""
    site, _ = Site.objects.for_tenant(tenant).get_or_create(
        name=name, defaults={"tenant": tenant, "allowed_origins": allowed_origins}
    )
    return site


@transaction.atomic
def set_bot_webhook(*, site: Site, url: str) -> str | None:
    """Answer the site's visitors from the bot at `url` (ValidationError unless the URL is HTTP(S)
    and reaches public addresses only). Switching the webhook on issues a new signing secret,
    returned to be shown once; changing the URL of a webhook already on keeps it (None)."""
    webhooks.validate_webhook_url(url)
    site = Site.objects.select_for_update().get(pk=site.pk)
    secret = None
    if site.bot_kind != Site.BotKind.WEBHOOK or not site.bot_webhook_secret:
        secret = webhooks.new_secret()
        site.bot_webhook_secret = secret
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
    return secret


def disable_bot_webhook(*, site: Site) -> None:
    """Back to the built-in demo bot; the URL and the signing secrets are forgotten."""
    Site.objects.filter(pk=site.pk).update(
        bot_kind=Site.BotKind.DEMO,
        bot_webhook_url="",
        bot_webhook_secret="",
        bot_webhook_previous_secret="",
        bot_webhook_previous_secret_until=None,
    )


@transaction.atomic
def rotate_webhook_secret(*, site: Site, overlap: timedelta = timedelta(hours=24)) -> str:
    """Issue a new signing secret and return it (shown once). The old one keeps signing beside it
    for `overlap`, so the bot can switch without refusing a request; zero revokes it at once."""
    site = Site.objects.select_for_update().get(pk=site.pk)
    secret = webhooks.new_secret()
    keep_old = overlap > timedelta(0) and site.bot_webhook_secret
    site.bot_webhook_previous_secret = site.bot_webhook_secret if keep_old else ""
    site.bot_webhook_previous_secret_until = timezone.now() + overlap if keep_old else None
    site.bot_webhook_secret = secret
    site.save(
        update_fields=[
            "bot_webhook_secret",
            "bot_webhook_previous_secret",
            "bot_webhook_previous_secret_until",
        ]
    )
    return secret


def webhook_signing_secrets(*, site: Site) -> list[str]:
    """The secrets to sign the site's webhook request with; a site configured without the
    `set_bot_webhook` service (no secret yet) gets one now, so no request goes out unsigned."""
    found = site.webhook_signing_secrets()
    if found:
        return found
    Site.objects.filter(pk=site.pk, bot_webhook_secret="").update(
        bot_webhook_secret=webhooks.new_secret()
    )
    site.refresh_from_db(fields=["bot_webhook_secret"])
    logger.warning("bot_webhook_secret_issued", extra={"site": site.public_id})
    return site.webhook_signing_secrets()
