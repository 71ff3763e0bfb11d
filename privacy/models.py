"""Consent records and the audit log: kept apart from the content they are about."""

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from tenants.models import Tenant, TenantQuerySet


class ConsentQuerySet(TenantQuerySet):
    def current(self, *, subject_ref: str, purpose: str):
        """The latest decision of the subject for the purpose, newest first."""
        return self.filter(subject_ref=subject_ref, purpose=purpose).order_by("-created_at", "-pk")


class Consent(models.Model):
    """One consent decision (grant or withdrawal); the history is kept, the content is not."""

    class Source(models.TextChoices):
        WIDGET = "widget", _("Chat widget")
        PORTAL = "portal", _("Customer page")
        API = "api", _("API")

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="consents")
    subject_ref = models.CharField(max_length=200)
    purpose = models.CharField(max_length=50)
    granted = models.BooleanField()
    text_version = models.CharField(max_length=100, blank=True)
    source = models.CharField(max_length=10, choices=Source.choices)
    created_at = models.DateTimeField(default=timezone.now)

    objects = ConsentQuerySet.as_manager()

    class Meta:
        indexes = [models.Index(fields=["tenant", "subject_ref", "purpose"], name="consent_lookup")]

    def __str__(self) -> str:
        return f"{self.purpose} {'granted' if self.granted else 'withdrawn'}"


class AuditEventQuerySet(TenantQuerySet):
    pass


class AuditEvent(models.Model):
    """Who did what, when, and why; never the value concerned."""

    tenant = models.ForeignKey(
        Tenant, on_delete=models.CASCADE, null=True, blank=True, related_name="audit_events"
    )
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True
    )
    # A readable name of the actor that survives the user's deletion ("api-key:cm_abc", "system").
    actor_label = models.CharField(max_length=150)
    action = models.CharField(max_length=50, db_index=True)
    subject_ref = models.CharField(max_length=200, blank=True)
    object_type = models.CharField(max_length=50, blank=True)
    object_id = models.CharField(max_length=100, blank=True)
    reason = models.TextField(blank=True)
    data = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    objects = AuditEventQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.action} by {self.actor_label}"


class DailyCount(models.Model):
    """A per-tenant daily counter for owners' analytics: no free text, no identifier."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="daily_counts")
    day = models.DateField()
    metric = models.CharField(max_length=60)
    value = models.PositiveBigIntegerField(default=0)

    objects = TenantQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["tenant", "day", "metric"], name="daily_count_unique")
        ]

    def __str__(self) -> str:
        return f"{self.metric} on {self.day}: {self.value}"
