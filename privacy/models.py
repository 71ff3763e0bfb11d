"""Consent records and the audit log: kept apart from the content they are about."""

import uuid
from datetime import timedelta

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


class PurgeRun(models.Model):
    """One tenant's share of a retention purge: what it removed per type, how long, what failed."""

    # Empty for the tenant-less part (audit events not tied to a tenant, e.g. unknown logins).
    tenant = models.ForeignKey(
        Tenant, on_delete=models.CASCADE, null=True, blank=True, related_name="purge_runs"
    )
    started_at = models.DateTimeField(default=timezone.now, db_index=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    duration_ms = models.PositiveIntegerField(default=0)
    # {"sessions": n, "messages": n, "handovers": n, "memories": n, "exports": n, "audit_events": n}
    counts = models.JSONField(default=dict, blank=True)
    # [{"storage_type", "error"}]: the exception class and message, never row content.
    errors = models.JSONField(default=list, blank=True)

    objects = TenantQuerySet.as_manager()

    class Meta:
        ordering = ["-started_at", "-pk"]

    def __str__(self) -> str:
        return f"purge run {self.pk}"

    @property
    def total(self) -> int:
        return sum(self.counts.values())


class ExportJobQuerySet(TenantQuerySet):
    def for_subject_ref(self, ref: str):
        return self.filter(subject_ref=ref)

    def stuck_in_queue(self, *, published_before):
        """Jobs still queued although their last publish is older than `published_before`:
        the broker was down, or lost the message. Across tenants: only Beat's sweep reads it."""
        return self.filter(status=ExportJob.Status.QUEUED, queued_at__lt=published_before)

    def stalled(self, *, heartbeat_before):
        """Jobs running although their build last reported progress before `heartbeat_before`:
        the worker building it died (killed, out of memory, its machine gone). Across tenants:
        only Beat's sweep reads it."""
        return self.filter(status=ExportJob.Status.RUNNING, heartbeat_at__lt=heartbeat_before)


class ExportJob(models.Model):
    """An access export (Art. 15) of one subject: a ZIP built by a Celery task."""

    class Status(models.TextChoices):
        QUEUED = "queued", _("Queued")
        RUNNING = "running", _("Running")
        DONE = "done", _("Done")
        FAILED = "failed", _("Failed")

    class Failure(models.TextChoices):
        NOT_STARTED = (
            "not_started",
            _(
                "The export was queued several times but never started (the job queue was "
                "unavailable). Request it again."
            ),
        )
        BUILD_ERROR = "build_error", _("The export could not be built. Request it again.")
        INTERRUPTED = (
            "interrupted",
            _(
                "The export was interrupted several times while it was being built (the worker "
                "building it stopped). Request it again."
            ),
        )

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="exports")
    subject_ref = models.CharField(max_length=200)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    progress = models.FloatField(default=0.0)
    # Relative to settings.EXPORT_ROOT; empty until the file is complete.
    file_name = models.CharField(max_length=200, blank=True)
    size_bytes = models.PositiveBigIntegerField(default=0)
    requested_by = models.CharField(max_length=150)
    created_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    expires_at = models.DateTimeField()
    # The last time the build task was handed to the broker, and how often that was tried:
    # Beat's "requeue stuck exports" publishes again what never started, up to a limit.
    queued_at = models.DateTimeField(default=timezone.now)
    queue_attempts = models.PositiveSmallIntegerField(default=0)
    # While running: the build's last sign of life (taken up, then every progress step), and how
    # often a worker started building it. The sweep publishes again a running job whose
    # heartbeat stopped (its worker died), up to a limit.
    heartbeat_at = models.DateTimeField(default=timezone.now)
    build_attempts = models.PositiveSmallIntegerField(default=0)
    failure = models.CharField(max_length=20, choices=Failure.choices, blank=True)

    objects = ExportJobQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["tenant", "subject_ref"], name="export_by_subject"),
            models.Index(
                fields=["queued_at"],
                condition=models.Q(status="queued"),
                name="export_queued",
            ),
            models.Index(
                fields=["heartbeat_at"],
                condition=models.Q(status="running"),
                name="export_running",
            ),
        ]

    def __str__(self) -> str:
        return f"export {self.pk}"


class ErasureLedger(models.Model):
    """One erasure, kept so a restored backup can be cleaned again: no personal data at all."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="erasures")
    # HMAC-SHA256 of the subject ref under settings.ERASURE_LEDGER_KEY: matches, never reveals.
    ref_hmac = models.CharField(max_length=64)
    erased_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["erased_at", "pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "ref_hmac", "erased_at"], name="erasure_ledger_unique"
            )
        ]

    def __str__(self) -> str:
        return f"erasure {self.pk}"
