"""Tenants (organisations), their sites, staff users with a role, and API keys.

Every row of tenant data carries a `tenant` foreign key and is read through
`TenantQuerySet.for_tenant()`, so a query without the tenant scope is hard to write.
"""

import hashlib
import secrets

from django.contrib.auth.models import AbstractUser, UserManager
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from . import secretbox
from .webhooks import validate_webhook_url


class TenantQuerySet(models.QuerySet):
    """Base queryset of every tenant-owned model: one place decides the tenant scope."""

    def for_tenant(self, tenant: "Tenant"):
        if tenant is None:
            raise ValueError("A tenant is required to read tenant data.")
        return self.filter(tenant=tenant)


class Tenant(models.Model):
    """An organisation running one or more sites with a chatbot."""

    slug = models.SlugField(unique=True)
    name = models.CharField(max_length=200)
    created_at = models.DateTimeField(default=timezone.now)
    # Per-tenant overrides of settings (channel profiles, privacy policy, memory limits).
    settings = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["slug"]

    def __str__(self) -> str:
        return self.name


def new_public_id() -> str:
    return "site_" + secrets.token_urlsafe(12)


class SiteQuerySet(TenantQuerySet):
    pass


class Site(models.Model):
    """A website of a tenant; the widget addresses it by its public id."""

    class BotKind(models.TextChoices):
        STANDARD = "standard", _("Built-in assistant")
        # The demo shop's bot (demo.bot): only the site seed_demo creates has it.
        DEMO = "demo", _("Built-in demo bot")
        WEBHOOK = "webhook", _("Bot webhook")

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="sites")
    name = models.CharField(max_length=200)
    public_id = models.CharField(max_length=40, unique=True, default=new_public_id)
    allowed_origins = models.JSONField(default=list, blank=True)
    bot_kind = models.CharField(max_length=20, choices=BotKind.choices, default=BotKind.STANDARD)
    bot_webhook_url = models.URLField(blank=True, validators=[validate_webhook_url])
    # The key the webhook requests are signed with (tenants.webhooks), encrypted at rest
    # (tenants.secretbox: signing needs the secret itself, so it cannot be a hash); read it with
    # webhook_signing_secrets(). Shown once when issued; `rotate_webhook_secret` issues a new one.
    bot_webhook_secret = models.TextField(blank=True)
    # After a rotation the old secret signs as well until this time, so the bot can switch over.
    bot_webhook_previous_secret = models.TextField(blank=True)
    bot_webhook_previous_secret_until = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    # The columns holding secrets sealed by tenants.secretbox.
    SEALED_FIELDS = ("bot_webhook_secret", "bot_webhook_previous_secret")

    objects = SiteQuerySet.as_manager()

    class Meta:
        ordering = ["tenant", "name"]

    def __str__(self) -> str:
        return f"{self.tenant.slug}/{self.name}"

    def webhook_signing_secrets(self, now=None) -> list[str]:
        """The secrets that sign a webhook request now: the current one, and the previous one
        while its rotation overlap lasts (secretbox.SecretUnreadable if no key opens them)."""
        now = now or timezone.now()
        found = [secretbox.unseal(self.bot_webhook_secret)] if self.bot_webhook_secret else []
        until = self.bot_webhook_previous_secret_until
        if self.bot_webhook_previous_secret and until is not None and until > now:
            found.append(secretbox.unseal(self.bot_webhook_previous_secret))
        return found


class Role(models.TextChoices):
    AGENT = "agent", _("Agent")
    OWNER = "owner", _("Owner")
    DPO = "dpo", _("Data protection officer")
    ADMIN = "admin", _("Administrator")


class User(AbstractUser):
    """A staff user of one tenant (a superuser may have none)."""

    tenant = models.ForeignKey(
        Tenant, on_delete=models.CASCADE, null=True, blank=True, related_name="staff"
    )
    role = models.CharField(max_length=10, choices=Role.choices, default=Role.AGENT)

    objects = UserManager()

    class Meta:
        ordering = ["username"]

    def __str__(self) -> str:
        return self.username

    def has_role(self, *roles: str) -> bool:
        return self.is_active and self.tenant_id is not None and self.role in roles

    @property
    def display_name(self) -> str:
        """The name visitors see on an agent's replies: the first name, never the username.

        Empty when none is set; the widget then shows a neutral "Colleague".
        """
        return self.first_name.strip()


def hash_key(raw: str) -> str:
    """API keys are 256-bit random strings, so a fast unsalted hash is enough to store them."""
    return hashlib.sha256(raw.encode()).hexdigest()


class ApiKeyQuerySet(TenantQuerySet):
    def usable(self):
        return self.filter(revoked_at__isnull=True, tenant__isnull=False)


class ApiKey(models.Model):
    """A server-to-server key of one tenant; only its hash is stored."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="api_keys")
    name = models.CharField(max_length=100, blank=True)
    prefix = models.CharField(max_length=16, db_index=True)
    hashed = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    objects = ApiKeyQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.prefix}… ({self.tenant.slug})"

    @property
    def is_revoked(self) -> bool:
        return self.revoked_at is not None
