"""The privacy building blocks' rows: the audit log, the analytics counters and the retention
periods, kept apart from the content they are about."""

from datetime import timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from tenants.models import Tenant, TenantQuerySet


class AuditEventQuerySet(TenantQuerySet):
    def chain(self, tenant_id: int | None):
        """One tenant's chain (or the tenant-less one) in the order it was written."""
        if tenant_id is None:
            return self.filter(tenant__isnull=True).order_by("pk")
        return self.filter(tenant_id=tenant_id).order_by("pk")

    def matching(
        self, *, actor: str = "", action: str = "", subject: str = "", since=None, until=None
    ):
        """The DPO's audit filter: actor name, action, subject ref and a period."""
        qs = self
        if actor:
            qs = qs.filter(actor_label__icontains=actor)
        if action:
            qs = qs.filter(action=action)
        if subject:
            qs = qs.filter(subject_ref=subject)
        if since:
            qs = qs.filter(created_at__gte=since)
        if until:
            qs = qs.filter(created_at__lt=until)
        return qs.order_by("-created_at", "-pk")


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
    # Tamper evidence: each row's hash covers its content and the previous row of the same
    # tenant's chain (privacy.audit computes both under a lock; verify_audit re-checks them).
    prev_hash = models.CharField(max_length=64, blank=True)
    hash = models.CharField(max_length=64, blank=True)

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


class StorageType(models.TextChoices):
    """What a retention period applies to."""

    SESSION_HISTORY = "session_history", _("Session history (after the last turn)")
    CASE_HISTORY = "case_history", _("Case history (after the handover is resolved)")
    LONG_TERM_MEMORY = "long_term_memory", _("Long-term memory (after expiry or inactivity)")
    EXPORT_FILES = "export_files", _("Export files (after creation)")
    AUDIT_EVENTS = "audit_events", _("Audit events (after they were written)")


class RetentionPolicy(models.Model):
    """A tenant's retention period for one storage type (defaults apply when absent)."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="retention_policies")
    storage_type = models.CharField(max_length=30, choices=StorageType.choices)
    period = models.DurationField()
    updated_at = models.DateTimeField(default=timezone.now)

    objects = TenantQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "storage_type"], name="retention_policy_unique_type"
            ),
            # "Unlimited, in case it is useful later" is not a period.
            models.CheckConstraint(
                condition=models.Q(period__gt=timedelta(0)),
                name="retention_policy_period_positive",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.storage_type}: {self.period}"
