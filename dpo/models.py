"""The data protection officer's records: retention purge runs, access export jobs and the
erasure ledger. The tables keep the names they had in the privacy app."""

import uuid

from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from tenants.models import Tenant, TenantQuerySet


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
        db_table = "privacy_purgerun"
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
        db_table = "privacy_exportjob"
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
        db_table = "privacy_erasureledger"
        ordering = ["erased_at", "pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "ref_hmac", "erased_at"], name="erasure_ledger_unique"
            )
        ]

    def __str__(self) -> str:
        return f"erasure {self.pk}"
