"""Writes on conversations: every state change of a session goes through here."""

import json
import logging
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db import DatabaseError, transaction
from django.utils import timezone, translation

from privacy import analytics, masking, redaction, retention
from privacy.detect import REPLY_MAX_CHARS, asked_for, detect, own_secret_before
from privacy.redaction import NEVER_STORE
from tenants.models import Site, Tenant
from tenants.timezones import tenant_zone

from . import callbacks, compaction, events, llm_summary, signals, storage, tokens
from .exceptions import (  # noqa: F401 (re-exported: callers catch them as services.X)
    CommitmentRefused,
    HumanActive,
    IdempotencyKeyReused,
    InvalidMessage,
    MessageRejected,
    MessageTooLarge,
    SessionClosed,
    StaleMessage,
)
from .models import Commitment, Message, Session, Subject, Summary, Topic
from .profiles import channel_profile
from .summariser import due

logger = logging.getLogger(__name__)

SUPPORTED_LOCALES = ("de", "en", "da", "nl")


SUBJECT_REF_MAX = 200
# How far a message's sent_at may lie ahead of the server's clock (the sender's clock may be fast).
SENT_AT_AHEAD = timedelta(minutes=5)


def _in_words(span: timedelta) -> str:
    """A limit in words, in English as the API's other messages: "10 minutes"."""
    with translation.override("en"):
        return retention.period_words(span)


def subject_ref_error(ref: str) -> str | None:
    """Why `ref` cannot name a subject, or None. A ref is one segment of the subject's URLs
    (`/subjects/{ref}/...`): no "/", at most 200 characters, no control characters."""
    if not ref:
        return "A subject ref must not be empty."
    if len(ref) > SUBJECT_REF_MAX:
        return f"A subject ref has at most {SUBJECT_REF_MAX} characters."
    if "/" in ref:
        return 'A subject ref must not contain "/": it is one segment of the subject\'s URLs.'
    if any(unicodedata.category(char) in ("Cc", "Cs") for char in ref):
        return "A subject ref must not contain control characters (tabs and line breaks too)."
    if any(span.label in NEVER_STORE for span in detect(ref)):
        # It is stored and shown as it is: a card number, say, would be kept in clear.
        return (
            "A subject ref must not hold a card number, security code, password or one-time "
            "code: use your own opaque customer reference."
        )
    return None


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
    )
    Summary.objects.create(
        session=session, form=compaction.empty_form(), state=compaction.empty_state()
    )
    analytics.bump(tenant=tenant, metric="conversations")
    return session


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
    if not _visible(text):
        raise InvalidMessage("Text must not be empty.")
    if len(text) > settings.MESSAGE_MAX_CHARS:
        raise MessageTooLarge(f"Text is longer than {settings.MESSAGE_MAX_CHARS} characters.")
    if has_control_characters(text):
        raise InvalidMessage("Text must not contain control characters.")
    return text


def _visible(text: str) -> bool:
    """Whether the text shows anything: not only white space and invisible format characters
    (zero-width spaces and joiners, the byte-order mark, direction marks)."""
    return any(not char.isspace() and unicodedata.category(char) != "Cf" for char in text)


def effective_state(session: Session, now=None) -> str:
    """The session's state, with an idle-expired active session counted as ended."""
    now = now or timezone.now()
    if session.state == Session.State.ACTIVE and session.expires_at <= now:
        return Session.State.ENDED
    return session.state


def _span_dict(span) -> dict:
    return {"label": span.label, "start": span.start, "end": span.end}


# The summary is not updated by the ingest: a turn needs to be in it only once it has left the
# verbatim window, so turns are folded in after commit, by a worker, FOLD_EVERY at a time. A
# context folds in memory whatever has left its window and the worker has not reached yet
# (memory.context); a handover, a closed topic and a commitment fold under the session lock
# first. Should the worker be down, an ingest folds the pending turns itself once FOLD_LAG_MAX
# wait, so a context never has more than that many to fold, whatever the history's length.
# FOLD_EVERY stays below the smallest default window (the messenger's 9 turns): while the worker
# keeps up, a context of a full window has nothing to fold. Each fold queued costs the ingest
# Celery's publish, about 2 ms of CPU on the shared host (its Redis transport builds a client per
# message): every 4 turns that was a fifth of a 2-turn ingest's CPU, every 8 half as much.
FOLD_EVERY = 8
FOLD_LAG_MAX = 64


@dataclass(frozen=True)
class NewTurn:
    """One message to store, as the caller sent it."""

    role: str
    text: str
    sent_at: datetime | None = None
    # The person of the team who wrote an `agent` turn.
    author: object = None


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

    See append_messages(), of which this is the one-message case.
    """
    return append_messages(
        session=session,
        turns=[NewTurn(role=role, text=text, sent_at=sent_at, author=author)],
        idempotency_key=idempotency_key,
        announces_handover=announces_handover,
    )[0]


def append_messages(
    *,
    session: Session,
    turns: Sequence[NewTurn],
    idempotency_key: str | None = None,
    announces_handover: bool = False,
) -> list[Message]:
    """Store turns (a visitor's message and the bot's reply, say) in one transaction.

    Secrets are removed before anything is written. Under the session row lock the turns get
    consecutive, gap-free `seq`s. A retried call with the same `idempotency_key` returns the
    first call's messages and stores nothing. The summary takes the turns in later (FOLD_EVERY).

    While the conversation is handed over the bot stays silent: an `assistant` turn raises
    HumanActive, except the one announcing the handover the bot has just made
    (`announces_handover`). `agent` turns come from the handover service alone, with their author.
    """
    if not turns:
        raise InvalidMessage("At least one message is needed.")
    for index, turn in enumerate(turns):
        try:
            if turn.role not in Message.Role.values:
                raise InvalidMessage("Role must be 'user' or 'assistant'.")
            validate_text(turn.text)
        except MessageRejected as exc:
            exc.turn = index
            raise
    now = timezone.now()
    # A retry is answered even once the session has ended; the store checks again under the lock.
    if idempotency_key is None and effective_state(session, now) == Session.State.ENDED:
        raise SessionClosed
    profile = channel_profile(session.tenant, session.channel)
    for index, turn in enumerate(turns):
        if turn.sent_at is not None and turn.sent_at > now + SENT_AT_AHEAD:
            # A clock a little ahead is normal; a time far ahead is a wrong field, not a message
            # from the future.
            error = InvalidMessage(
                f"sent_at lies more than {_in_words(SENT_AT_AHEAD)} in the future; "
                "send the time the person sent the message, with its offset."
            )
            error.turn, error.field = index, "sent_at"
            raise error
        if turn.sent_at is not None and profile.stale is not None:
            if turn.sent_at < now - profile.stale:
                limit = _in_words(profile.stale)
                stale = StaleMessage(
                    f"The message is older than {limit} and was not stored."
                    if len(turns) == 1
                    else f"Message {index + 1} is older than {limit}: none was stored."
                )
                stale.turn = index
                raise stale
    policy = tenant_privacy_policy(session)
    messages = []
    for turn, asked in zip(turns, _questions(session, turns), strict=True):
        redacted = redaction.redact(turn.text, lang=session.locale, policy=policy, asked=asked)
        messages.append(
            Message(
                session=session,
                role=turn.role,
                text=redacted.text,
                redactions=[_span_dict(s) for s in redacted.spans],
                tokens=tokens.message_tokens(redacted.text),
                created_at=now,
                sent_at=turn.sent_at,
                author_id=getattr(turn.author, "pk", None),
            )
        )
    messages[0].idempotency_key = idempotency_key
    bot_silenced = not announces_handover and any(
        message.role == Message.Role.ASSISTANT for message in messages
    )
    write = storage.Write(session=session, messages=messages, now=now, idle=profile.idle)
    stored = storage.store_turns(write, bot_silenced=bot_silenced)
    if stored.replayed is not None:
        if not _same_turns(session, stored.replayed, turns):
            raise IdempotencyKeyReused(
                "This Idempotency-Key was used for other messages; nothing was stored. Use a "
                "new key for a new request, and the same request for a retry."
            )
        return stored.replayed
    if stored.lag > FOLD_LAG_MAX:
        # The worker is down or far behind: fold here (it locks the summary row, not the session).
        # The session then holds the summary as folded, for a context built on it.
        folded, _count = _fold_pending(session.pk)
        if folded is not None:
            session.summary = folded
    # Side effects after commit, robust: once the turns are committed the answer is 201. The
    # tenant's daily counters are summed in the process and written once a second
    # (analytics.bump_soon): their row is shared by all its sessions.
    labels = Counter(span["label"] for m in messages for span in m.redactions)
    transaction.on_commit(lambda: _count_ingest(session.tenant, labels, len(messages)), robust=True)
    if stored.lag <= FOLD_LAG_MAX and _crosses_a_fold_step(stored.lag, len(messages)):
        transaction.on_commit(lambda: _schedule_fold(session.pk), robust=True)
    if llm_summary.is_enabled():
        transaction.on_commit(lambda: _schedule_model_summary(session.pk), robust=True)
    if stored.state == Session.State.HANDED_OVER:
        # Someone listens only while a person has the conversation: the widget for the team's
        # replies, the consoles for the visitor's. Ids only; each side fetches what it may see.
        for message in messages:
            events.send_on_commit(
                tenant_id=session.tenant_id,
                session_id=session.pk,
                event="message",
                seq=message.seq,
                role=message.role,
            )
    return messages


def _same_turns(session: Session, stored: list[Message], turns: Sequence[NewTurn]) -> bool:
    """Whether the turns a key stored are a retry's `turns`: as many, the same roles, and each
    text the retry's outside what redaction replaced (a short reply's secret may be read with
    the question before it the first time and not on the retry). The turns of one call share
    their `created_at`: a stored call longer than the retry goes on after the last one."""
    if len(stored) != len(turns):
        return False
    for message, turn in zip(stored, turns, strict=True):
        if message.role != turn.role or not _stored_from(message, turn.text):
            return False
    return not storage.turn_stored_with(session, stored[-1])


def _stored_from(message: Message, text: str) -> bool:
    """Whether redacting `text` may have stored `message.text`: the same characters outside the
    redacted spans, anything inside them."""
    pattern, cursor = [], 0
    for span in sorted(message.redactions, key=lambda s: s["start"]):
        pattern.append(re.escape(message.text[cursor : span["start"]]))
        pattern.append(".+?")
        cursor = span["end"]
    pattern.append(re.escape(message.text[cursor:]))
    return re.fullmatch("".join(pattern), text, re.DOTALL) is not None


def _crosses_a_fold_step(lag: int, stored: int) -> bool:
    """Whether the `stored` turns just stored took the lag past a multiple of FOLD_EVERY: a fold
    is queued every FOLD_EVERY turns while the summary lags, so a worker that folded while more
    turns arrived is asked again rather than left behind until FOLD_LAG_MAX."""
    return lag // FOLD_EVERY > (lag - stored) // FOLD_EVERY


def _questions(session: Session, turns: Sequence[NewTurn]) -> list[str | None]:
    """For each turn, the secret the turn before it asked for when it is a visitor's short reply.

    "Which code did we text you?" - "481 223": the reply names its code without a cue; so does
    the visitor's own message after one that announced it ("my password is" - "Tulpe77!") or
    a number alone after one that named a code ("The code is 482913." - "482913"). The
    turn before is the previous one of the batch, or the last stored one (read only for a short
    reply).
    """
    asked: list[str | None] = []
    stored: dict[int, tuple[str, str]] | None = None  # the last two stored turns, read once
    for index, turn in enumerate(turns):
        kind = None
        if turn.role == Message.Role.USER and len(turn.text) <= REPLY_MAX_CHARS:
            if index < 2 and stored is None:
                stored = storage.turns_from(session, session.next_seq - 2)
            before = _turn_before(session, turns, index, 1, stored)
            if before is not None:
                role, text = before
                if role == Message.Role.USER:
                    kind = _own_secret_before(text, turn.text)
                else:
                    kind = asked_for(text)
                    if kind is None:
                        # The bot answered in between: "my card number is 4111 1111" - "Could
                        # you tell me more?" - "1111 1111" is still the rest of the card.
                        earlier = _turn_before(session, turns, index, 2, stored)
                        if earlier is not None and earlier[0] == Message.Role.USER:
                            kind = _own_secret_before(earlier[1], turn.text)
        asked.append(kind)
    return asked


def _own_secret_before(previous: str, reply: str) -> str | None:
    card_cut = redaction.ends_in_removed_card(previous)
    return own_secret_before(previous, reply, card_cut=card_cut)


def _turn_before(
    session: Session,
    turns: Sequence[NewTurn],
    index: int,
    back: int,
    stored: dict[int, tuple[str, str]] | None,
) -> tuple[str, str] | None:
    """(role, text) of the turn `back` turns before turns[index]: of the batch, or of `stored`
    (the last two stored turns by seq)."""
    if index >= back:
        return turns[index - back].role, turns[index - back].text
    return (stored or {}).get(session.next_seq + index - back)


def fold_pending_turns(*, session_id: int) -> int:
    """Fold every stored turn the summary has not taken in yet; returns how many.

    Locks the summary row, not the session's: ingests of the session go on meanwhile, and the
    turns they commit are folded by the next call. Turns are folded once and in order.
    """
    return _fold_pending(session_id)[1]


@transaction.atomic
def _fold_pending(session_id: int) -> tuple[Summary | None, int]:
    """fold_pending_turns(): the summary as folded (None when there is none), and how many."""
    summary = Summary.objects.select_for_update().filter(session_id=session_id).first()
    return summary, 0 if summary is None else _fold(summary)


def _fold_locked(locked: Session) -> int:
    """fold_pending_turns() for a session whose row lock the caller holds; `locked.summary` is
    the folded summary afterwards."""
    summary = Summary.objects.select_for_update().filter(session_id=locked.pk).first()
    if summary is None:
        return 0  # _summary_of() creates it with nothing to fold
    locked.summary = summary
    return _fold(summary)


def _fold(summary: Summary) -> int:
    """Fold the turns after `summary.covers_until_seq` in; call holding the summary row lock."""
    if not summary.form:
        summary.form = compaction.empty_form()
    if not summary.state:
        summary.state = compaction.empty_state()
    pending = list(
        Message.objects.filter(session_id=summary.session_id, seq__gt=summary.covers_until_seq)
        .order_by("seq")
        .values_list("seq", "role", "text", "redactions", "session__locale", "created_at")
    )
    for seq, role, text, redactions, lang, _created_at in pending:
        compaction.update(
            summary.form,
            summary.state,
            compaction.Turn(seq=seq, role=role, text=text, redactions=redactions or [], lang=lang),
        )
    if pending:
        # A callback promised in these turns becomes an item of the console's callback list.
        callbacks.record_promised_callbacks(
            session_id=summary.session_id,
            form=summary.form,
            turns={seq: (created_at, lang) for seq, _r, _t, _x, lang, created_at in pending},
        )
        summary.covers_until_seq = pending[-1][0]
        _save_summary(summary, ["form", "covers_until_seq"])
    return len(pending)


def _schedule_fold(session_id: int) -> None:
    """Queue the summary's fold of the session's new turns; a lost task is made good by the
    next one, by an ingest past FOLD_LAG_MAX, or by whoever reads the summary."""
    try:
        signals.fold_due.send(sender=Session, session_id=session_id)
    except Exception:  # the broker being down must never fail an ingest that has committed
        logger.warning("summary fold not queued", extra={"session_id": session_id}, exc_info=True)


def _count_ingest(tenant, labels: Counter, messages: int) -> None:
    counts = {"messages": messages, **{f"redactions.{label}": n for label, n in labels.items()}}
    analytics.bump_soon(tenant=tenant, counts=counts)


def _schedule_model_summary(session_id: int) -> None:
    """Queue the model summariser for the session; only its id travels through the broker.

    Best effort, with no sweep to recover a lost task: the extractive summary is always current
    and is what contexts use whenever the model's lags behind, and the session's next turn queues
    a refresh again.
    """
    try:
        signals.model_summary_due.send(sender=Session, session_id=session_id)
    except Exception:  # the broker being down must never fail an ingest that has committed
        logger.warning("model summary not queued", extra={"session_id": session_id}, exc_info=True)


MODEL_SUMMARY_MAX_TURNS = 200


def refresh_model_summary(*, session_id: int) -> bool:
    """Ask the configured model for the current topic's summary and keep it if it is grounded.

    The model's form is stored beside the extractive one (`Summary.state["model"]`) with the seq
    it covers; contexts use it only while no later turn has arrived. Returns whether it was kept.
    """
    if not llm_summary.is_enabled():
        return False
    fold_pending_turns(session_id=session_id)
    summary = Summary.objects.filter(session_id=session_id).select_related("session").first()
    if summary is None:
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
    if not Summary.objects.filter(pk=summary.pk).update(**_summary_changes(summary, fields)):
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
    """The session row locked for update, its tenant and summary fetched in the same query;
    for the writes that change the summary (they fold the pending turns first)."""
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


# The summary state's key for the first seq the context's window may show (see close_topic).
WINDOW_FROM = "window_from_seq"


@transaction.atomic
def close_topic(*, session: Session) -> Topic | None:
    """Close the current concern; the next one starts with no objects or constraints.

    Returns the closed topic, or None when no turn has been added since the last one closed.
    """
    locked = _lock_open(session)
    _fold_locked(locked)
    summary = _summary_of(locked)
    closed = compaction.close_topic(summary.form, summary.state, upto_seq=locked.next_seq - 1)
    if closed is not None:
        # The integrator said the concern is over: the context's window starts with the next
        # one (MISSION: the old context is not carried into the new concern); the closed one is
        # in the summary's closed_topics.
        summary.state[WINDOW_FROM] = locked.next_seq
    _save_summary(summary, ["form", "state"])
    if closed is None:
        return None
    return Topic.objects.create(
        session=locked,
        concern=closed["concern"],
        from_seq=closed["from_seq"],
        to_seq=closed["to_seq"],
    )


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
    if due_at is None and kind == Commitment.Kind.CALLBACK:
        # A callback without a time is due when its words say ("in two hours", "tomorrow at
        # half three"), as one promised in the conversation; naming none, at once.
        now = timezone.now().astimezone(tenant_zone(locked.tenant))
        due_at = due.due_at(text, said_at=now, lang=locked.locale)
    commitment = Commitment.objects.create(
        session=locked, kind=kind, text=text, due_at=due_at, seq=last_seq or None
    )
    _fold_locked(locked)
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
    return redaction.tenant_policy(session.tenant)


def end_idle_sessions(*, now=None) -> int:
    """Mark active sessions past their `expires_at` as ended; returns how many."""
    now = now or timezone.now()
    return Session.objects.filter(state=Session.State.ACTIVE, expires_at__lte=now).update(
        state=Session.State.ENDED, ended_at=now
    )
