"""Changes to API keys and tenants invalidate the keys every web process has resolved."""

from django.db import transaction
from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from .auth import new_generation
from .models import ApiKey, Tenant


@receiver(post_save, sender=ApiKey)
@receiver(post_delete, sender=ApiKey)
@receiver(post_save, sender=Tenant)
@receiver(post_delete, sender=Tenant)
def invalidate_resolved_keys(sender, **kwargs) -> None:
    # Now, so the change is seen at once; and again after commit, in case a request resolved
    # the key between this moment and the commit and cached the row as it was before.
    new_generation()
    transaction.on_commit(new_generation, robust=True)
