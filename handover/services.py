"""Writes on handovers: creation (API and demo bot), claim, notes, resolution."""

from datetime import timedelta

from django.core.serializers.json import DjangoJSONEncoder
from django.db import transaction
from django.utils import timezone

from memory import compaction
from memory import events as session_events
from memory import services as memory_services
from memory.models import Commitment, Message, Session, Summary
from memory.profiles import channel_profile
from privacy import analytics, audit, redaction, retention
from privacy.models import StorageType
from tenants.models import Role, Tenant, User

from . import events
from .exceptions import (  # noqa: F401 (re-exported: views catch them as services.X)
    HandoverAlreadyOpen,
    HandoverStateError,
    InvalidAssignee,
    NotYourCase,
)
from .models import Handover, Note

CONTACT_FIELDS = ("name", "email", "phone")
SUMMARY_KEYS = (
    "covers_until_seq",
    "concern",
    "objects",
    "constraints",
    "open_points",
    "commitments",
    "closed_topics",
)


# Who may hold a case and reply to the visitor (the DPO reads cases but does not work on them).
ASSIGNABLE_ROLES = (Role.AGENT, Role.OWNER, Role.ADMIN)


def empty_summary_form() -> dict:
    """The contract's summary form with nothing in it (for a session not yet summarised)."""
    return compaction.empty_form()


def summary_snapshot(session: Session) -> dict:
    """The session's current summary form, copied so later turns don't change the handover;
    every stored turn folded in first (call while holding the session row lock)."""
    memory_services.fold_pending_turns(session_id=session.pk)
    form = Summary.objects.filter(session=session).values_list("form", flat=True).first()
    snapshot = empty_summary_form()
    if form:
        snapshot.update(form)
    return snapshot


def case_history_grace(tenant: Tenant) -> timedelta:
    """How long a resolved case's history is kept: the tenant's retention period for it.

    The one source is privacy.retention (the DPO's setting, else the tenant's
    settings["retention"]["case_history_days"], else CASE_HISTORY_GRACE_DAYS).
    """
    return retention.period_for(tenant, StorageType.CASE_HISTORY)


def _clean_contact(contact: dict | None, *, lang: str, policy: dict | None) -> dict:
    """The contact's fields, with never-store secrets (a card number typed as a name) removed
    like in every turn; e-mail and phone stay, masked in every team view."""
    contact = contact or {}
    cleaned = {}
    for name in CONTACT_FIELDS:
        value = str(contact.get(name) or "").strip()
        if not value:
            continue
        redacted = redaction.redact(value, lang=lang, policy=policy)
        never_store = [s for s in redacted.spans if s.label in redaction.NEVER_STORE]
        cleaned[name] = redacted.text if never_store else value
    return cleaned


def _span_dicts(spans) -> list[dict]:
    return [{"label": s.label, "start": s.start, "end": s.end} for s in spans]


@transaction.atomic
def create_handover(
    *, session: Session, reason: str, contact: dict | None = None, reuse_open: bool = True
) -> Handover:
    """Hand the conversation to the team, with a snapshot of its summary.

    Raises memory's SessionClosed when the session has ended or expired. Idempotent per open
    case: when the session already has an open handover, that one is returned unchanged (a
    visitor asking twice for a person gets one place in the queue), or, with `reuse_open`
    False, HandoverAlreadyOpen is raised. Both are read under the session row lock.
    """
    locked = Session.objects.select_for_update().get(pk=session.pk)
    if memory_services.effective_state(locked) == Session.State.ENDED:
        raise memory_services.SessionClosed
    existing = Handover.objects.filter(session=locked).open().first()
    if existing is not None:
        if not reuse_open:
            raise HandoverAlreadyOpen
        return existing
    clean = redaction.redact(
        reason.strip(), lang=locked.locale, policy=redaction.tenant_policy(locked.tenant)
    )
    handover = Handover.objects.create(
        tenant_id=locked.tenant_id,
        session=locked,
        reason=clean.text,
        reason_redactions=_span_dicts(clean.spans),
        contact=_clean_contact(
            contact, lang=locked.locale, policy=redaction.tenant_policy(locked.tenant)
        ),
        summary=summary_snapshot(locked),
    )
    Session.objects.filter(pk=locked.pk).update(state=Session.State.HANDED_OVER)
    session.state = Session.State.HANDED_OVER
    analytics.bump(tenant=locked.tenant, metric="handovers_created")
    events.send_on_commit(
        tenant_id=locked.tenant_id, event="created", handover_id=handover.pk, status=handover.status
    )
    return handover


@transaction.atomic
def claim_handover(*, handover: Handover, user: User) -> Handover:
    """Assign a waiting handover to the agent; a claimed or resolved one cannot be claimed."""
    locked = Handover.objects.select_for_update().get(pk=handover.pk)
    if locked.status != Handover.Status.QUEUED:
        raise HandoverStateError(locked.status)
    now = timezone.now()
    locked.status = Handover.Status.CLAIMED
    locked.assignee = user
    locked.claimed_at = now
    locked.save(update_fields=["status", "assignee", "claimed_at"])
    analytics.record_duration(
        tenant_id=locked.tenant_id, kind="wait", started=locked.waiting_since, ended=now
    )
    events.send_on_commit(
        tenant_id=locked.tenant_id, event="claimed", handover_id=locked.pk, status=locked.status
    )
    return locked


def add_note(*, handover: Handover, author: User, text: str) -> Note:
    """Add an agent's note; secrets typed into it are removed like in any stored message."""
    clean = redaction.redact(
        text.strip(), lang=handover.session.locale, policy=redaction.tenant_policy(handover.tenant)
    )
    return Note.objects.create(
        handover=handover, author=author, text=clean.text, redactions=_span_dicts(clean.spans)
    )


@transaction.atomic
def resolve_handover(*, handover: Handover, user: User, resolution: str = "") -> Handover:
    """Close the case and start its retention clock (kept for the grace period, then purged)."""
    locked = (
        Handover.objects.select_for_update(of=("self",))
        .select_related("tenant", "session")
        .get(pk=handover.pk)
    )
    if locked.status == Handover.Status.RESOLVED:
        raise HandoverStateError(locked.status)
    now = timezone.now()
    locked.status = Handover.Status.RESOLVED
    if locked.assignee_id is None:
        locked.assignee = user
        locked.claimed_at = now
        analytics.record_duration(
            tenant_id=locked.tenant_id, kind="wait", started=locked.waiting_since, ended=now
        )
    analytics.record_duration(
        tenant_id=locked.tenant_id, kind="resolution", started=locked.created_at, ended=now
    )
    locked.resolved_at = now
    # In the conversation's language, like the notes and the reason. The case is over: health
    # data leaves its texts now (the grace period keeps the case, not special-category data).
    lang = locked.session.locale
    resolved = redaction.redact(
        resolution.strip(), lang=lang, policy=redaction.tenant_policy(locked.tenant)
    )
    locked.resolution = redaction.strip_special(resolved.text, resolved.spans, lang)
    locked.reason, locked.reason_redactions = redaction.without_special(
        locked.reason, locked.reason_redactions, lang
    )
    locked.purge_after = now + case_history_grace(locked.tenant)
    locked.save(
        update_fields=[
            "status",
            "assignee",
            "claimed_at",
            "resolved_at",
            "resolution",
            "reason",
            "reason_redactions",
            "purge_after",
        ]
    )
    notes = list(locked.notes.all())
    for note in notes:
        note.text, note.redactions = redaction.without_special(note.text, note.redactions, lang)
    Note.objects.bulk_update(notes, ["text", "redactions"])
    # The bot resumes: the conversation is active again, with a fresh idle period (the visitor
    # may have waited for the team longer than the channel's idle timeout).
    profile = channel_profile(locked.tenant, locked.session.channel)
    resumed = Session.objects.filter(pk=locked.session_id, state=Session.State.HANDED_OVER).update(
        state=Session.State.ACTIVE, expires_at=now + profile.idle, last_activity_at=now
    )
    events.send_on_commit(
        tenant_id=locked.tenant_id, event="resolved", handover_id=locked.pk, status=locked.status
    )
    if resumed:
        session_events.send_on_commit(
            tenant_id=locked.tenant_id,
            session_id=locked.session_id,
            event="state",
            state=Session.State.ACTIVE,
        )
    return locked


@transaction.atomic
def reply_to_visitor(*, handover: Handover, user: User, text: str) -> Message:
    """Store the agent's reply as an `agent` turn of the conversation and show it live.

    Only the agent holding the claimed case may reply. The text is redacted like every turn
    before it is stored (memory.services.append_message); the widget and the consoles are told
    the new turn's seq after commit and fetch it themselves, so no text crosses the channel layer.
    Raises HandoverStateError (not claimed), NotYourCase, or memory's MessageRejected.
    """
    locked = Handover.objects.select_for_update(of=("self",)).get(pk=handover.pk)
    if locked.status != Handover.Status.CLAIMED:
        raise HandoverStateError(locked.status)
    if locked.assignee_id != user.pk:
        raise NotYourCase
    message = memory_services.append_message(
        session=handover.session, role=Message.Role.AGENT, text=text, author=user
    )
    Handover.objects.filter(pk=locked.pk, seen_seq__lt=message.seq).update(seen_seq=message.seq)
    return message


def mark_seen(*, handover: Handover, user: User, seq: int) -> None:
    """The assignee has seen the conversation up to `seq`: the queue drops its unread marker."""
    if handover.assignee_id != user.pk or seq <= handover.seen_seq:
        return
    Handover.objects.filter(pk=handover.pk, seen_seq__lt=seq).update(seen_seq=seq)
    handover.seen_seq = seq


@transaction.atomic
def unclaim_handover(*, handover: Handover, user: User) -> Handover:
    """Put a claimed case back in the queue (audited); the visitor keeps waiting for a person."""
    locked = Handover.objects.select_for_update().get(pk=handover.pk)
    if locked.status != Handover.Status.CLAIMED:
        raise HandoverStateError(locked.status)
    previous = locked.assignee_id
    locked.status = Handover.Status.QUEUED
    locked.assignee = None
    locked.claimed_at = None
    # A new wait begins; the one before it was counted when the case was taken.
    locked.requeued_at = timezone.now()
    locked.save(update_fields=["status", "assignee", "claimed_at", "requeued_at"])
    audit.record(
        action="handover.unclaimed",
        tenant=handover.tenant,
        actor=user,
        object_type="handover",
        object_id=locked.pk,
        data={"previous_assignee": previous},
    )
    events.send_on_commit(
        tenant_id=locked.tenant_id, event="unclaimed", handover_id=locked.pk, status=locked.status
    )
    return locked


@transaction.atomic
def reassign_handover(*, handover: Handover, user: User, assignee: User) -> Handover:
    """Give an open case to another agent of the tenant (audited: who, from whom, to whom)."""
    if assignee.tenant_id != handover.tenant_id or not assignee.has_role(*ASSIGNABLE_ROLES):
        raise InvalidAssignee
    locked = Handover.objects.select_for_update().get(pk=handover.pk)
    if locked.status == Handover.Status.RESOLVED:
        raise HandoverStateError(locked.status)
    previous = locked.assignee_id
    now = timezone.now()
    if locked.status == Handover.Status.QUEUED:
        # Given from the queue: the wait ends here, like when the case is taken.
        analytics.record_duration(
            tenant_id=locked.tenant_id, kind="wait", started=locked.waiting_since, ended=now
        )
    locked.status = Handover.Status.CLAIMED
    locked.assignee = assignee
    locked.claimed_at = now
    locked.save(update_fields=["status", "assignee", "claimed_at"])
    audit.record(
        action="handover.reassigned",
        tenant=handover.tenant,
        actor=user,
        object_type="handover",
        object_id=locked.pk,
        data={"previous_assignee": previous, "assignee": assignee.pk},
    )
    events.send_on_commit(
        tenant_id=locked.tenant_id, event="reassigned", handover_id=locked.pk, status=locked.status
    )
    return locked


def complete_callback(*, commitment: Commitment, user: User) -> Commitment:
    """Mark a callback done: it leaves the queue (audited, by id)."""
    if commitment.done_at is None:
        commitment.done_at = timezone.now()
        commitment.save(update_fields=["done_at"])
        audit.record(
            action="callback.done",
            tenant=commitment.session.tenant,
            actor=user,
            object_type="commitment",
            object_id=commitment.pk,
        )
    return commitment


def reschedule_callback(*, commitment: Commitment, user: User, due_at) -> Commitment:
    """Move a callback's due time (audited, by id; the times are no personal values)."""
    previous = commitment.due_at
    commitment.due_at = due_at
    commitment.done_at = None
    commitment.save(update_fields=["due_at", "done_at"])
    audit.record(
        action="callback.rescheduled",
        tenant=commitment.session.tenant,
        actor=user,
        object_type="commitment",
        object_id=commitment.pk,
        data={
            "from": DjangoJSONEncoder().default(previous) if previous else None,
            "to": DjangoJSONEncoder().default(due_at),
        },
    )
    return commitment
