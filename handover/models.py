"""Handovers of a conversation to a human agent, and the agents' notes on them."""

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from memory.models import Session
from tenants.models import Tenant, TenantQuerySet


class HandoverQuerySet(TenantQuerySet):
    def waiting(self):
        return self.filter(status=Handover.Status.QUEUED)

    def open(self):
        return self.exclude(status=Handover.Status.RESOLVED)


class Handover(models.Model):
    """A conversation handed to the team, with the summary as it was at handover time."""

    class Status(models.TextChoices):
        QUEUED = "queued", _("Waiting")
        CLAIMED = "claimed", _("Claimed")
        RESOLVED = "resolved", _("Resolved")

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="handovers")
    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="handovers")
    reason = models.TextField()
    # {"name"?, "email"?, "phone"?} as given at handover; shown masked to the team.
    contact = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    assignee = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="handovers",
    )
    summary = models.JSONField(default=dict)
    created_at = models.DateTimeField(default=timezone.now)
    claimed_at = models.DateTimeField(null=True, blank=True)
    resolved_at = models.DateTimeField(null=True, blank=True)
    resolution = models.TextField(blank=True)

    objects = HandoverQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["tenant", "status", "created_at"], name="handover_queue")]

    def __str__(self) -> str:
        return f"handover {self.pk}"


class Note(models.Model):
    """An agent's note on a handover."""

    handover = models.ForeignKey(Handover, on_delete=models.CASCADE, related_name="notes")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True)
    text = models.TextField()
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["handover", "created_at"]

    def __str__(self) -> str:
        return f"note {self.pk} on handover {self.handover_id}"
