"""Long-term memory of a subject: its entries, the read audit of those entries, and the consent
decisions that allow keeping them. The tables keep the names they had in the memory and privacy
apps."""

from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from memory.models import Session, Subject
from tenants.models import Site, Tenant, TenantQuerySet


class ConsentQuerySet(TenantQuerySet):
    def current(self, *, subject_ref: str, purpose: str):
        """The latest decision of the subject for the purpose, newest first."""
        return self.filter(subject_ref=subject_ref, purpose=purpose).order_by("-created_at", "-pk")

    def granted(self, *, subject_ref: str, purpose: str) -> bool:
        """True when the subject's latest decision for the purpose is a grant."""
        latest = self.current(subject_ref=subject_ref, purpose=purpose).first()
        return bool(latest and latest.granted)


class Consent(models.Model):
    """One consent decision (grant or withdrawal); the history is kept, the content is not."""

    # The purpose that allows keeping long-term memory entries.
    MEMORY = "memory"

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
        db_table = "privacy_consent"
        indexes = [models.Index(fields=["tenant", "subject_ref", "purpose"], name="consent_lookup")]

    def __str__(self) -> str:
        return f"{self.purpose} {'granted' if self.granted else 'withdrawn'}"


class MemoryEntryQuerySet(TenantQuerySet):
    def active(self):
        return self.filter(status=MemoryEntry.Status.ACTIVE)

    def pending(self):
        return self.filter(status=MemoryEntry.Status.PENDING)

    def for_subject(self, subject: Subject):
        return self.filter(tenant_id=subject.tenant_id, subject=subject)

    def unexpired(self, now=None):
        return self.filter(expires_at__gt=now or timezone.now())

    def expired(self, now=None):
        return self.filter(expires_at__lte=now or timezone.now())

    def for_page(self):
        """Everything the customer page shows, newest first, with the site named."""
        return self.select_related("scope_site").order_by("-saved_at", "-pk")


class MemoryEntry(models.Model):
    """One long-term memory of a person, kept only with their consent."""

    class Provenance(models.TextChoices):
        EXPLICIT_USER = "explicit_user", _("You told us")
        CONFIRMED_SUMMARY = "confirmed_summary", _("Confirmed from a conversation")
        VERIFIED_SYSTEM = "verified_system", _("Verified by our systems")

    class Trust(models.TextChoices):
        UNCONFIRMED_INFERENCE = "unconfirmed_inference", _("Not confirmed")
        CONFIRMED = "confirmed", _("Confirmed")
        VERIFIED = "verified", _("Verified")

    class Status(models.TextChoices):
        PENDING = "pending", _("Awaiting confirmation")
        ACTIVE = "active", _("Active")

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="memories")
    subject = models.ForeignKey(Subject, on_delete=models.CASCADE, related_name="memories")
    key = models.CharField(max_length=100)
    type = models.CharField(max_length=50, default="preference")
    value = models.CharField(max_length=400)
    # Case- and space-normalised value, for duplicate detection.
    normalized = models.CharField(max_length=400)
    provenance = models.CharField(max_length=30, choices=Provenance.choices)
    trust = models.CharField(max_length=30, choices=Trust.choices)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    purpose = models.CharField(max_length=300)
    scope_site = models.ForeignKey(Site, on_delete=models.SET_NULL, null=True, blank=True)
    scope_locale = models.CharField(max_length=10, blank=True)
    saved_at = models.DateTimeField(default=timezone.now)
    confirmed_at = models.DateTimeField(null=True, blank=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    expires_at = models.DateTimeField()
    updated_at = models.DateTimeField(default=timezone.now)

    objects = MemoryEntryQuerySet.as_manager()

    class Meta:
        db_table = "memory_memoryentry"
        ordering = ["subject", "saved_at"]
        indexes = [
            models.Index(fields=["tenant", "subject", "status"], name="memoryentry_by_subject"),
            models.Index(fields=["expires_at"], name="memoryentry_expiry"),
        ]

    def __str__(self) -> str:
        return f"{self.key} of subject {self.subject_id}"

    @property
    def public_id(self) -> str:
        return str(self.pk)


class MemoryRead(models.Model):
    """Read audit: which memory entries went into one context of one session, and when.

    One row (not one per entry) for the first context of a session that includes memories, and
    again after every change of the subject's memory (a new memory version): later turns of the
    session read the same entries from the cache and add nothing (see longterm.services). So
    "last used" has the resolution of a session. Entry ids stay listed after an entry is
    deleted, values never appear here.
    """

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    subject = models.ForeignKey(Subject, on_delete=models.CASCADE, related_name="memory_reads")
    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="memory_reads")
    entry_ids = models.JSONField(default=list)
    read_at = models.DateTimeField(default=timezone.now)

    objects = TenantQuerySet.as_manager()

    class Meta:
        db_table = "memory_memoryread"
        indexes = [models.Index(fields=["subject", "read_at"], name="memoryread_by_subject")]

    def __str__(self) -> str:
        return f"{len(self.entry_ids)} entries read for session {self.session_id}"


class MemoryOffer(models.Model):
    """A value the bot offered to remember that the visitor has not answered yet.

    Kept with the conversation, not in the browser, so the question comes back after a page
    change. It goes when the visitor answers, when a newer offer replaces it, and with the
    conversation: an ended or expired one has no offer (longterm.consent.pending_offer).
    """

    session = models.OneToOneField(Session, on_delete=models.CASCADE, related_name="memory_offer")
    # {"key", "value", "type", "purpose"}, as the widget shows it (widget.bot.proposal_in).
    proposal = models.JSONField()
    offered_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return f"memory offer in session {self.session_id}"
