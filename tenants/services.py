"""Writes on tenants, sites, staff and API keys."""

import secrets

from django.db import transaction
from django.utils import timezone

from .models import ApiKey, Role, Site, Tenant, User, hash_key

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
