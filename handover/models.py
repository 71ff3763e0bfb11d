"""Handovers of a conversation to a human agent, and the agents' notes on them."""

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from memory.models import Message, Session
from tenants.models import Tenant, TenantQuerySet


class HandoverQuerySet(TenantQuerySet):
    def waiting(self):
        return self.filter(status=Handover.Status.QUEUED)

    def open(self):
        return self.exclude(status=Handover.Status.RESOLVED)

    def for_queue(self, *, view: str = "open", user=None):
        """One page of the console queue: waiting first (newest first), then claimed.

        `view` is one of QUEUE_VIEWS; the related rows the page shows are joined here, so the
        page runs the same number of queries whatever the queue length.
        """
        qs = self.select_related("session", "session__subject", "assignee").annotate(
            **self._last_turns()
        )
        if view == "resolved":
            return qs.filter(status=Handover.Status.RESOLVED).order_by("-resolved_at", "-pk")
        qs = qs.open()
        if view == "mine":
            qs = qs.filter(assignee=user)
        elif view == "unassigned":
            qs = qs.filter(assignee__isnull=True)
        rank = models.Case(
            models.When(status=Handover.Status.QUEUED, then=models.Value(0)),
            default=models.Value(1),
            output_field=models.IntegerField(),
        )
        return qs.annotate(status_rank=rank).order_by("status_rank", "-created_at", "-pk")

    @staticmethod
    def _last_turns() -> dict:
        """The conversation's last turn (text and spans, masked by the page) and the seq of the
        visitor's last turn (unread when later than `seen_seq`), as subqueries of the one query."""
        turns = Message.objects.filter(session_id=models.OuterRef("session_id")).order_by("-seq")
        return {
            "last_text": models.Subquery(turns.values("text")[:1]),
            "last_text_redactions": models.Subquery(turns.values("redactions")[:1]),
            "last_visitor_seq": models.Subquery(
                turns.filter(role=Message.Role.USER).values("seq")[:1]
            ),
        }


QUEUE_VIEWS = ("open", "mine", "unassigned", "callbacks", "resolved")


class Handover(models.Model):
    """A conversation handed to the team, with the summary as it was at handover time."""

    class Status(models.TextChoices):
        QUEUED = "queued", _("Waiting")
        CLAIMED = "claimed", _("Claimed")
        RESOLVED = "resolved", _("Resolved")

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="handovers")
    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="handovers")
    reason = models.TextField()
    # [{"label", "start", "end"}] into `reason`, like Message.redactions.
    reason_redactions = models.JSONField(default=list, blank=True)
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
    # When an agent last put the case back in the queue: its current wait began then (else at
    # created_at), so a wait is counted once however often the case is taken and put back.
    requeued_at = models.DateTimeField(null=True, blank=True)
    resolved_at = models.DateTimeField(null=True, blank=True)
    resolution = models.TextField(blank=True)
    # Case history is kept while the handover is open plus a grace period after resolution;
    # the retention job purges the handover (and the history it holds) after this time.
    purge_after = models.DateTimeField(null=True, blank=True, db_index=True)
    # The last seq of the conversation the assignee has seen: later visitor turns are unread.
    seen_seq = models.PositiveIntegerField(default=0)

    objects = HandoverQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["tenant", "status", "created_at"], name="handover_queue")]

    def __str__(self) -> str:
        return f"handover {self.pk}"

    @property
    def waiting_since(self):
        """The start of the case's current (or last) wait for a person."""
        return self.requeued_at or self.created_at

    @property
    def is_open(self) -> bool:
        return self.status != self.Status.RESOLVED

    @property
    def has_unread(self) -> bool:
        """A visitor's turn the assignee has not seen (needs for_queue()'s annotation)."""
        last = getattr(self, "last_visitor_seq", None)
        return self.is_open and last is not None and last > self.seen_seq


class Note(models.Model):
    """An agent's note on a handover."""

    handover = models.ForeignKey(Handover, on_delete=models.CASCADE, related_name="notes")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True)
    text = models.TextField()
    # [{"label", "start", "end"}] into `text`: notes pass the same redaction as messages.
    redactions = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["handover", "created_at"]

    def __str__(self) -> str:
        return f"note {self.pk} on handover {self.handover_id}"
