"""Writes on conversations: every state change of a session goes through here."""

import json
import logging
import re
from collections import Counter
from datetime import timedelta

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, DatabaseError, transaction
from django.utils import timezone

from chatmemory.prepared import Insert, Update, update_row, write_together
from privacy import analytics, masking, redaction
from tenants.models import Site, Tenant

from . import compaction, events, llm_summary, tokens
from .models import Commitment, Message, Session, Subject, Summary, Topic
from .profiles import channel_profile

logger = logging.getLogger(__name__)

SUPPORTED_LOCALES = ("de", "en", "da", "nl")


def get_or_create_subject(*, tenant: Tenant, ref: str) -> Subject:
    """The tenant's subject with that reference, created on first use."""
    subject, _ = Subject.objects.for_tenant(tenant).get_or_create(
        ref=ref, defaults={"tenant": tenant}
    )
    return subject


@transaction.atomic
def create_session(
    *,
    tenant: Tenant,
    channel: str = "web",
    locale: str = "en",
    subject_ref: str | None = None,
    site: Site | None = None,
) -> Session:
    """Start a conversation under a new opaque key."""
    profile = channel_profile(tenant, channel)
    now = timezone.now()
    subject = get_or_create_subject(tenant=tenant, ref=subject_ref) if subject_ref else None
    session = Session.objects.create(
        tenant=tenant,
        site=site,
        channel=profile.name,
        locale=locale,
        subject=subject,
        created_at=now,
        last_activity_at=now,
        expires_at=now + profile.idle,
        purge_after=now + _retention(),
    )
    Summary.objects.create(
        session=session, form=compaction.empty_form(), state=compaction.empty_state()
    )
    analytics.bump(tenant=tenant, metric="conversations")
    return session


class MessageRejected(Exception):
    """Base of the reasons a message is refused; nothing is stored."""


class InvalidMessage(MessageRejected):
    """Empty, whitespace-only or control-character text, or an unknown role (400)."""


class MessageTooLarge(MessageRejected):
    """Text longer than settings.MESSAGE_MAX_CHARS (413)."""


class StaleMessage(MessageRejected):
    """`sent_at` older than the channel's stale-message limit (409); not executed late."""


class SessionClosed(MessageRejected):
    """The session has ended or expired; no message may be added (410)."""


class HumanActive(MessageRejected):
    """A person of the team holds the conversation: the bot stays silent (409 human_active)."""


# Control characters (Unicode category Cc: C0, DEL and C1) other than tab and line breaks, and
# lone surrogates (Cs), are never stored: not in a message, nor in a long-term memory entry.
_CONTROL_CHARACTER = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")


def has_control_characters(text: str) -> bool:
    """Whether the text holds a character that no stored text may hold (see above)."""
    return _CONTROL_CHARACTER.search(text) is not None


def remove_control_characters(text: str) -> str:
    """The text without the characters no stored text may hold (for text from outside bots)."""
    return _CONTROL_CHARACTER.sub("", text)


def validate_text(text: object) -> str:
    """The text if a message may hold it; raises InvalidMessage or MessageTooLarge."""
    if not isinstance(text, str):
        raise InvalidMessage("Text must be a string.")
    if not text.strip():
        raise InvalidMessage("Text must not be empty.")
    if len(text) > settings.MESSAGE_MAX_CHARS:
        raise MessageTooLarge(f"Text is longer than {settings.MESSAGE_MAX_CHARS} characters.")
    if has_control_characters(text):
        raise InvalidMessage("Text must not contain control characters.")
    return text


def effective_state(session: Session, now=None) -> str:
    """The session's state, with an idle-expired active session counted as ended."""
    now = now or timezone.now()
    if session.state == Session.State.ACTIVE and session.expires_at <= now:
        return Session.State.ENDED
    return session.state


def _span_dict(span) -> dict:
    return {"label": span.label, "start": span.start, "end": span.end}


_MESSAGE_FIELDS = (
    "session_id",
    "seq",
    "role",
    "text",
    "redactions",
    "tokens",
    "created_at",
    "sent_at",
    "idempotency_key",
    "author_id",
)


def _retention() -> timedelta:
    return timedelta(hours=settings.SESSION_RETENTION_HOURS)


@transaction.atomic
def append_message(
    *,
    session: Session,
    role: str,
    text: str,
    sent_at=None,
    idempotency_key: str | None = None,
    author=None,
    announces_handover: bool = False,
) -> Message:
    """Store one turn: secrets are removed before the text reaches the database.

    Takes the session row lock, so concurrent posts get consecutive, gap-free `seq`s; the summary
    is updated from this turn alone in the same transaction. A retried call with the same
    `idempotency_key` returns the first message and stores nothing.
    """
    return append_to_locked(
        locked=_locked(session),
        role=role,
        text=text,
        sent_at=sent_at,
        idempotency_key=idempotency_key,
        author=author,
        announces_handover=announces_handover,
    )


def append_to_locked(
    *,
    locked: Session,
    role: str,
    text: str,
    sent_at=None,
    idempotency_key: str | None = None,
    author=None,
    announces_handover: bool = False,
) -> Message:
    """append_message() for a session the caller fetched with `Session.objects.for_ingest()` in
    the transaction it is still in (the API does, saving a second fetch of the same row).

    While the conversation is handed over the bot stays silent: an `assistant` turn raises
    HumanActive, except the one announcing the handover the bot has just made
    (`announces_handover`). `agent` turns come from the handover service alone, with their author.
    """
    if role not in Message.Role.values:
        raise InvalidMessage("Role must be 'user' or 'assistant'.")
    validate_text(text)
    if (
        role == Message.Role.ASSISTANT
        and locked.state == Session.State.HANDED_OVER
        and not announces_handover
    ):
        raise HumanActive("A person of the team has this conversation; the bot stays silent.")
    now = timezone.now()
    if idempotency_key is not None:
        first = Message.objects.filter(session=locked, idempotency_key=idempotency_key).first()
        if first is not None:
            return first
    if effective_state(locked, now) == Session.State.ENDED:
        raise SessionClosed
    profile = channel_profile(locked.tenant, locked.channel)
    if sent_at is not None and profile.stale is not None and sent_at < now - profile.stale:
        raise StaleMessage(f"The message is older than {profile.stale} and was not stored.")

    redacted = redaction.redact(text, lang=locked.locale, policy=tenant_privacy_policy(locked))
    spans = [_span_dict(s) for s in redacted.spans]
    summary = _summary_of(locked)
    seq = locked.next_seq
    compaction.update(
        summary.form,
        summary.state,
        compaction.Turn(
            seq=seq, role=role, text=redacted.text, redactions=spans, lang=locked.locale
        ),
    )
    summary.covers_until_seq = seq
    message = Message(
        session=locked,
        seq=seq,
        role=role,
        text=redacted.text,
        redactions=spans,
        tokens=tokens.message_tokens(redacted.text),
        created_at=now,
        sent_at=sent_at,
        idempotency_key=idempotency_key,
        author_id=getattr(author, "pk", None),
    )
    # A turn's three writes go to the database as one statement (chatmemory.prepared): through
    # save() and update() the ORM would compile each anew, which cost more than the writes.
    # The session row is locked, so the seq read with it is still the current one.
    message.pk, summaries, _sessions = write_together(
        Insert(Message, {name: getattr(message, name) for name in _MESSAGE_FIELDS}),
        Update(Summary, summary.pk, _summary_changes(summary, ["form", "covers_until_seq"])),
        Update(
            Session,
            locked.pk,
            {
                "next_seq": seq + 1,
                "last_activity_at": now,
                "expires_at": now + profile.idle,
                "purge_after": now + _retention(),
            },
        ),
    )
    if summaries != 1:
        raise DatabaseError(f"The summary of session {locked.pk} is gone.")
    message._state.adding = False
    message._state.db = DEFAULT_DB_ALIAS
    # Counters after commit: the tenant's daily counter row is shared by all its sessions, and
    # holding its lock until this transaction ends would serialise every ingest of the tenant;
    # they are summed in the process and written once a second (analytics.bump_soon). Both hooks
    # are robust: once the message is committed the answer is 201, whatever becomes of them.
    labels = Counter(s["label"] for s in spans)
    transaction.on_commit(lambda: _count_ingest(locked.tenant, labels), robust=True)
    if llm_summary.is_enabled():
        transaction.on_commit(lambda: _schedule_model_summary(locked.pk), robust=True)
    if locked.state == Session.State.HANDED_OVER:
        # Someone listens only while a person has the conversation: the widget for the team's
        # replies, the consoles for the visitor's. Ids only; each side fetches what it may see.
        events.send_on_commit(
            tenant_id=locked.tenant_id, session_id=locked.pk, event="message", seq=seq, role=role
        )
    return message


def _count_ingest(tenant, labels: Counter) -> None:
    counts = {"messages": 1, **{f"redactions.{label}": n for label, n in labels.items()}}
    analytics.bump_soon(tenant=tenant, counts=counts)


def _schedule_model_summary(session_id: int) -> None:
    """Queue the model summariser for the session; only its id travels through the broker.

    Best effort, with no sweep to recover a lost task: the extractive summary is always current
    and is what contexts use whenever the model's lags behind, and the session's next turn queues
    a refresh again.
    """
    from . import tasks

    try:
        tasks.refresh_model_summary.delay(session_id)
    except Exception:  # the broker being down must never fail an ingest that has committed
        logger.warning("model summary not queued", extra={"session_id": session_id}, exc_info=True)


MODEL_SUMMARY_MAX_TURNS = 200


def refresh_model_summary(*, session_id: int) -> bool:
    """Ask the configured model for the current topic's summary and keep it if it is grounded.

    The model's form is stored beside the extractive one (`Summary.state["model"]`) with the seq
    it covers; contexts use it only while no later turn has arrived. Returns whether it was kept.
    """
    summary = Summary.objects.filter(session_id=session_id).select_related("session").first()
    if summary is None or not llm_summary.is_enabled():
        return False
    upto = summary.covers_until_seq
    from_seq = int((summary.state or {}).get("topic_from_seq", 1))
    turns = list(
        Message.objects.filter(session_id=session_id, seq__gte=from_seq, seq__lte=upto)
        .order_by("-seq")
        .values("seq", "role", "text")[:MODEL_SUMMARY_MAX_TURNS]
    )
    turns.reverse()
    form = llm_summary.summarise(turns, locale=summary.session.locale)
    if form is None:
        return False
    with transaction.atomic():
        # The session row lock orders this write after any ingest of the same session.
        Session.objects.select_for_update().filter(pk=session_id).first()
        current = Summary.objects.filter(session_id=session_id).first()
        if current is None or current.covers_until_seq != upto:
            return False  # a later turn arrived meanwhile: this answer is already stale
        form["closed_topics"] = current.form.get("closed_topics", [])
        # Commitments posted through the API are facts, not the model's reading: keep them.
        for commitment in current.form.get("commitments", []):
            if commitment.get("source") == "api" and commitment not in form["commitments"]:
                form["commitments"].append(commitment)
        form["covers_until_seq"] = upto
        current.state["model"] = {
            "form": form,
            "covers_until_seq": upto,
            "form_tokens": tokens.count_tokens(json.dumps(form, ensure_ascii=False)),
        }
        current.save(update_fields=["state"])
    return True


def _summary_changes(summary: Summary, fields: list[str]) -> dict:
    """The summary's changed `fields`, with its prompt cost counted once (contexts never
    re-count it) and its update time."""
    summary.state["form_tokens"] = tokens.count_tokens(json.dumps(summary.form, ensure_ascii=False))
    summary.updated_at = timezone.now()
    return {name: getattr(summary, name) for name in sorted({*fields, "state", "updated_at"})}


def _save_summary(summary: Summary, fields: list[str]) -> None:
    """Save the summary's changed `fields` (see _summary_changes)."""
    if update_row(Summary, summary.pk, _summary_changes(summary, fields)) != 1:
        raise DatabaseError(f"The summary of session {summary.session_id} is gone.")


def _summary_of(session: Session) -> Summary:
    """The session's summary row; call while holding the session row lock."""
    try:
        summary = session.summary
    except Summary.DoesNotExist:
        summary = Summary.objects.create(
            session=session, form=compaction.empty_form(), state=compaction.empty_state()
        )
    if not summary.form:
        summary.form = compaction.empty_form()
    if not summary.state:
        summary.state = compaction.empty_state()
    return summary


def _locked(session: Session) -> Session:
    """The session row locked for update, its tenant and summary fetched in the same query."""
    return Session.objects.for_ingest().get(pk=session.pk)


def _lock_open(session: Session) -> Session:
    """The session row locked for update; raises SessionClosed when it has ended or expired."""
    locked = _locked(session)
    if effective_state(locked) == Session.State.ENDED:
        raise SessionClosed
    return locked


@transaction.atomic
def end_session(*, session: Session) -> Session:
    """End the conversation (the visitor's reset); long-term memory is left alone."""
    locked = Session.objects.select_for_update().get(pk=session.pk)
    if locked.state != Session.State.ENDED:
        now = timezone.now()
        locked.state = Session.State.ENDED
        locked.ended_at = now
        locked.expires_at = min(locked.expires_at, now)
        locked.save(update_fields=["state", "ended_at", "expires_at"])
    return locked


@transaction.atomic
def close_topic(*, session: Session) -> Topic | None:
    """Close the current concern; the next one starts with no objects or constraints.

    Returns the closed topic, or None when no turn has been added since the last one closed.
    """
    locked = _lock_open(session)
    summary = _summary_of(locked)
    closed = compaction.close_topic(summary.form, summary.state, upto_seq=locked.next_seq - 1)
    _save_summary(summary, ["form"])
    if closed is None:
        return None
    return Topic.objects.create(
        session=locked,
        concern=closed["concern"],
        from_seq=closed["from_seq"],
        to_seq=closed["to_seq"],
    )


class CommitmentRefused(Exception):
    """The commitment text holds a secret or special-category data."""


@transaction.atomic
def add_commitment(*, session: Session, kind: str, text: str, due_at=None) -> Commitment:
    """Record a promise made to the person; it joins the summary's commitments."""
    if kind not in Commitment.Kind.values:
        raise InvalidMessage("Unknown commitment kind.")
    validate_text(text)
    locked = _lock_open(session)
    redacted = redaction.redact(text, lang=locked.locale, policy=tenant_privacy_policy(locked))
    if any(s.label in redaction.NEVER_STORE | redaction.SPECIAL for s in redacted.spans):
        raise CommitmentRefused
    last_seq = locked.next_seq - 1
    commitment = Commitment.objects.create(
        session=locked, kind=kind, text=text, due_at=due_at, seq=last_seq or None
    )
    summary = _summary_of(locked)
    # Contact details in the text stay masked in the summary.
    compaction.add_commitment_entry(
        summary.form,
        kind=kind,
        text=masking.mask_text(text, redacted.spans),
        seq=last_seq,
        source="api",
    )
    _save_summary(summary, ["form"])
    return commitment


def tenant_privacy_policy(session: Session) -> dict | None:
    """The tenant's per-label policy overrides, if any."""
    return (session.tenant.settings or {}).get("privacy_policy") or None


def end_idle_sessions(*, now=None) -> int:
    """Mark active sessions past their `expires_at` as ended; returns how many."""
    now = now or timezone.now()
    return Session.objects.filter(state=Session.State.ACTIVE, expires_at__lte=now).update(
        state=Session.State.ENDED, ended_at=now
    )


def purge_expired_sessions(*, now=None, batch_size: int = 500) -> int:
    """Delete sessions whose history retention has run out, with everything derived from them.

    Delegates to the one retention purge (privacy.purge), which applies each tenant's period,
    keeps a session a handover case still holds (open, or resolved within the case-history
    period), takes rows with SKIP LOCKED and deletes messages in bounded statements. Deletes at
    most `batch_size` sessions per call and returns how many, so a caller can loop until 0.
    """
    from privacy import purge

    return purge.purge_session_history_everywhere(now=now, max_sessions=batch_size)["sessions"]
