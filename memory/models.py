"""Conversations: subjects, sessions and their messages, the structured summary, commitments and
closed topics."""

import secrets

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from tenants.models import Site, Tenant, TenantQuerySet


def new_session_key() -> str:
    """256 random bits, url-safe; the key says nothing about the person."""
    return secrets.token_urlsafe(32)


class SubjectQuerySet(TenantQuerySet):
    pass


class Subject(models.Model):
    """A known person of one tenant, named by the integrator's opaque reference."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="subjects")
    ref = models.CharField(max_length=200)
    # Created for an anonymous visitor who consented to be recognised (no integrator ref).
    pseudonymous = models.BooleanField(default=False)
    locale = models.CharField(max_length=10, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    # Bumped (F() + 1, in the writing transaction) by every write that changes what a context
    # may show of this subject's long-term memory; the key of the cached memory block.
    memory_version = models.PositiveBigIntegerField(default=0, db_default=0)

    objects = SubjectQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["tenant", "ref"], name="subject_unique_ref_per_tenant")
        ]

    def __str__(self) -> str:
        return self.ref


class SessionQuerySet(TenantQuerySet):
    def active(self):
        return self.filter(state=Session.State.ACTIVE)

    def by_key(self, key: str):
        return self.filter(key=key)

    def for_ingest(self, *, tenant: bool = True):
        """Sessions locked for an append (inside a transaction), with the tenant and summary the
        append reads; the lock orders concurrent appends, so their seqs have no gaps.
        `tenant=False` leaves the tenant out, for a caller that already holds it."""
        return self.select_for_update(of=("self",)).select_related(
            *(("tenant", "summary") if tenant else ("summary",))
        )

    def with_summary(self, *, tenant: bool = True):
        """Sessions with their tenant, summary and the subject's memory version joined in: what a
        context needs, one query (the version is good for one context, see longterm.services).
        `tenant=False` leaves the tenant out, for a caller that already holds it."""
        return self.select_related(*(("tenant", "summary") if tenant else ("summary",))).annotate(
            memory_version=models.F("subject__memory_version")
        )


class Session(models.Model):
    """One conversation, addressed by an opaque random key."""

    class State(models.TextChoices):
        ACTIVE = "active", _("Active")
        ENDED = "ended", _("Ended")
        HANDED_OVER = "handed_over", _("Handed over")

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="sessions")
    site = models.ForeignKey(
        Site, on_delete=models.SET_NULL, null=True, blank=True, related_name="sessions"
    )
    key = models.CharField(max_length=64, unique=True, default=new_session_key)
    channel = models.CharField(max_length=20, default="web")
    locale = models.CharField(max_length=10, default="en")
    subject = models.ForeignKey(
        Subject, on_delete=models.SET_NULL, null=True, blank=True, related_name="sessions"
    )
    state = models.CharField(max_length=20, choices=State.choices, default=State.ACTIVE)
    created_at = models.DateTimeField(default=timezone.now)
    last_activity_at = models.DateTimeField(default=timezone.now)
    # When the conversation ends for idleness; after it, messages get 410.
    expires_at = models.DateTimeField()
    ended_at = models.DateTimeField(null=True, blank=True)
    # The next message's seq; read and bumped under the session row lock.
    next_seq = models.PositiveIntegerField(default=1)
    # When health data left the transcript after the conversation ended (memory.special).
    special_removed_at = models.DateTimeField(null=True, blank=True)

    objects = SessionQuerySet.as_manager()

    class Meta:
        indexes = [
            # Every turn moves expires_at and last_activity_at: no index holds them,
            # so PostgreSQL can update the row in place (a HOT update: no new index entries, and
            # the old version is pruned from its page without waiting for VACUUM). The idle
            # sweep finds the active sessions, few at any time, through this partial index.
            models.Index(
                fields=["tenant"], condition=models.Q(state="active"), name="session_active"
            ),
            models.Index(fields=["tenant", "subject"], name="session_tenant_subject"),
            # Ended sessions whose health data has not been removed yet (memory.special).
            models.Index(
                fields=["id"],
                condition=models.Q(state="ended", special_removed_at__isnull=True),
                name="session_special_pending",
            ),
        ]

    def __str__(self) -> str:
        return f"session {self.pk}"


class MessageQuerySet(models.QuerySet):
    def for_tenant(self, tenant: Tenant):
        return self.filter(session__tenant=tenant)


class Message(models.Model):
    """One turn as stored: never-store secrets already replaced by placeholders."""

    class Role(models.TextChoices):
        USER = "user", _("Visitor")
        ASSISTANT = "assistant", _("Assistant")
        # A person of the team replying from the console while they hold the conversation.
        AGENT = "agent", _("Agent")

    # No index of its own: the (session, seq) unique index serves every lookup by session. With a
    # second, single-column one, a generic plan of the window query may read the whole history
    # through it and sort (memory.context).
    session = models.ForeignKey(
        Session, on_delete=models.CASCADE, related_name="messages", db_index=False
    )
    seq = models.PositiveIntegerField()
    role = models.CharField(max_length=10, choices=Role.choices)
    text = models.TextField()
    # [{"label", "start", "end"}] into `text`: placeholders of removed secrets and values to mask.
    redactions = models.JSONField(default=list, blank=True)
    # Prompt tokens of `text` (memory.tokens), counted once at ingest so a context never re-counts.
    tokens = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(default=timezone.now)
    sent_at = models.DateTimeField(null=True, blank=True)
    idempotency_key = models.CharField(max_length=200, null=True, blank=True)
    # The agent who wrote an `agent` turn; the widget shows their display name, never a username.
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )

    objects = MessageQuerySet.as_manager()

    class Meta:
        ordering = ["session", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["session", "seq"], name="message_unique_seq"),
            models.UniqueConstraint(
                fields=["session", "idempotency_key"],
                condition=models.Q(idempotency_key__isnull=False),
                name="message_unique_idempotency_key",
            ),
        ]

    def __str__(self) -> str:
        return f"message {self.session_id}/{self.seq}"


class Summary(models.Model):
    """The current structured summary of a session: one row, updated per message."""

    session = models.OneToOneField(Session, on_delete=models.CASCADE, related_name="summary")
    # The fixed form of the API contract (concern, objects, constraints, open_points, ...).
    form = models.JSONField(default=dict)
    # Working state of the incremental summariser (not shown to anyone).
    state = models.JSONField(default=dict)
    covers_until_seq = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name_plural = "summaries"

    def __str__(self) -> str:
        return f"summary of session {self.session_id}"


class CommitmentQuerySet(models.QuerySet):
    def for_tenant(self, tenant: Tenant):
        return self.filter(session__tenant=tenant)

    def open_callbacks(self):
        """Callbacks with a due time not yet marked done, the soonest first, with their session
        and its summary joined (the console's callback list runs one query whatever its length)."""
        return (
            self.filter(kind=Commitment.Kind.CALLBACK, due_at__isnull=False, done_at__isnull=True)
            .select_related("session", "session__summary", "session__subject")
            .order_by("due_at", "pk")
        )


class Commitment(models.Model):
    """A promise made in the conversation: a callback, a handover, a follow-up."""

    class Kind(models.TextChoices):
        CALLBACK = "callback", _("Callback")
        HANDOVER = "handover", _("Handover")
        FOLLOW_UP = "follow_up", _("Follow-up")
        OTHER = "other", _("Other")

    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="commitments")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    text = models.TextField()
    due_at = models.DateTimeField(null=True, blank=True)
    seq = models.PositiveIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    # A callback with a due time is an item of the console's queue until an agent marks it done.
    done_at = models.DateTimeField(null=True, blank=True)
    # "api": posted by the integrator; "conversation": a callback the summary's fold read from a
    # turn (once per turn, due at the time its words name).
    source = models.CharField(max_length=20, default="api")

    objects = CommitmentQuerySet.as_manager()

    class Meta:
        ordering = ["session", "created_at"]
        constraints = [
            models.UniqueConstraint(
                fields=["session", "seq"],
                condition=models.Q(kind="callback", source="conversation"),
                name="commitment_one_conversation_callback_per_turn",
            )
        ]

    def __str__(self) -> str:
        return f"{self.kind} in session {self.session_id}"


class Topic(models.Model):
    """A closed concern of a session; the current one lives in the summary."""

    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="topics")
    concern = models.TextField(blank=True)
    from_seq = models.PositiveIntegerField()
    to_seq = models.PositiveIntegerField()
    closed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["session", "from_seq"]

    def __str__(self) -> str:
        return f"topic {self.from_seq}-{self.to_seq} of session {self.session_id}"
