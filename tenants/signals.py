"""Changes to API keys and tenants invalidate the keys every web process has resolved; every
change of who or what may act for a tenant is announced for the audit log."""

from django.db import transaction
from django.db.models.signals import post_delete, post_save
from django.dispatch import Signal, receiver

from .auth import new_generation
from .models import ApiKey, Tenant

# Sent inside the writing transaction by tenants.services for every change of API keys, staff,
# sites and webhooks, with the keyword arguments of privacy.audit.record (action, tenant, actor,
# actor_label, object_type, object_id, data). The privacy app records it (privacy.apps).
config_changed = Signal()


@receiver(post_save, sender=ApiKey)
@receiver(post_delete, sender=ApiKey)
@receiver(post_save, sender=Tenant)
@receiver(post_delete, sender=Tenant)
def invalidate_resolved_keys(sender, **kwargs) -> None:
    # Now, so the change is seen at once; and again after commit, in case a request resolved
    # the key between this moment and the commit and cached the row as it was before.
    new_generation()
    transaction.on_commit(new_generation, robust=True)
