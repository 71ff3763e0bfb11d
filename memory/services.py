"""Writes on conversations: every state change of a session goes through here."""

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from privacy import redaction
from tenants.models import Site, Tenant

from .models import Message, Session, Subject
from .profiles import channel_profile

SUPPORTED_LOCALES = ("de", "en", "da", "nl")


def get_or_create_subject(*, tenant: Tenant, ref: str) -> Subject:
    """The tenant's subject with that reference, created on first use."""
    subject, _ = Subject.objects.for_tenant(tenant).get_or_create(
        ref=ref, defaults={"tenant": tenant}
    )
    return subject


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
    return Session.objects.create(
        tenant=tenant,
        site=site,
        channel=profile.name,
        locale=locale,
        subject=subject,
        created_at=now,
        last_activity_at=now,
        expires_at=now + profile.idle,
    )


class SessionClosed(Exception):
    """The session has ended or expired; no message may be added."""


def _span_dict(span) -> dict:
    return {"label": span.label, "start": span.start, "end": span.end}


@transaction.atomic
def append_message(
    *,
    session: Session,
    role: str,
    text: str,
    sent_at=None,
    idempotency_key: str | None = None,
) -> Message:
    """Store one turn: secrets are removed before the text reaches the database.

    Takes the session row lock, so concurrent posts get consecutive, gap-free `seq`s.
    """
    redacted = redaction.redact(text, lang=session.locale, policy=tenant_privacy_policy(session))
    locked = Session.objects.select_for_update().get(pk=session.pk)
    now = timezone.now()
    if locked.state == Session.State.ENDED or locked.expires_at <= now:
        raise SessionClosed
    message = Message.objects.create(
        session=locked,
        seq=locked.next_seq,
        role=role,
        text=redacted.text,
        redactions=[_span_dict(s) for s in redacted.spans],
        created_at=now,
        sent_at=sent_at,
        idempotency_key=idempotency_key,
    )
    profile = channel_profile(locked.tenant, locked.channel)
    Session.objects.filter(pk=locked.pk).update(
        next_seq=F("next_seq") + 1, last_activity_at=now, expires_at=now + profile.idle
    )
    return message


def tenant_privacy_policy(session: Session) -> dict | None:
    """The tenant's per-label policy overrides, if any."""
    return (session.tenant.settings or {}).get("privacy_policy") or None


def end_idle_sessions(*, now=None) -> int:
    """Mark active sessions past their `expires_at` as ended; returns how many."""
    now = now or timezone.now()
    return Session.objects.filter(state=Session.State.ACTIVE, expires_at__lte=now).update(
        state=Session.State.ENDED, ended_at=now
    )
