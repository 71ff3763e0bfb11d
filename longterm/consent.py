"""Consent decisions per subject and purpose: granting, withdrawing, and what withdrawal wipes."""

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from memory.models import Session, Subject
from privacy import audit
from tenants.models import Tenant

from . import services as longterm
from .models import Consent, MemoryOffer

MEMORY = Consent.MEMORY


def current_consent(*, tenant: Tenant, ref: str, purpose: str) -> Consent | None:
    """The latest decision of the subject for the purpose, or None if never asked."""
    return Consent.objects.for_tenant(tenant).current(subject_ref=ref, purpose=purpose).first()


def has_consent(*, tenant: Tenant, ref: str, purpose: str = MEMORY) -> bool:
    """True when the subject's latest decision for the purpose is a grant."""
    return Consent.objects.for_tenant(tenant).granted(subject_ref=ref, purpose=purpose)


def known_purpose(purpose: str) -> bool:
    return purpose in settings.CONSENT_PURPOSES


@transaction.atomic
def set_consent(
    *,
    tenant: Tenant,
    ref: str,
    purpose: str,
    granted: bool,
    text_version: str = "",
    source: str = Consent.Source.API,
    actor=None,
    actor_label: str | None = None,
) -> tuple[Consent, int]:
    """Record a grant or a withdrawal; withdrawing `memory` deletes the subject's entries at once.

    Returns the decision and how many memory entries it deleted. The subject row is locked for
    the whole transaction, so a context being built for the subject either finishes before the
    withdrawal or starts after it and sees no entries (see `longterm.services`).
    """
    subject = (
        Subject.objects.for_tenant(tenant).select_for_update(no_key=True).filter(ref=ref).first()
        if granted is False
        else longterm.lock_subject(tenant=tenant, ref=ref)
    )
    consent = Consent.objects.create(
        tenant=tenant,
        subject_ref=ref,
        purpose=purpose,
        granted=granted,
        text_version=text_version,
        source=source,
    )
    deleted = 0
    if purpose == MEMORY and subject is not None:
        # What a context may show changes with the decision: its cached block goes at once.
        longterm.drop_caches(subject.pk)
        if not granted:
            deleted = longterm.delete_all_entries(subject=subject)
    audit.record(
        action="consent.granted" if granted else "consent.withdrawn",
        tenant=tenant,
        actor=actor,
        actor_label=actor_label,
        subject_ref=ref,
        object_type="consent",
        object_id=consent.pk,
        data={"purpose": purpose, "source": source, "text_version": text_version}
        | ({"memories_deleted": deleted} if not granted else {}),
    )
    return consent, deleted


# ------------------------------------------------------------------ offers awaiting an answer


def offer(*, session: Session, proposal: dict) -> MemoryOffer:
    """Keep the bot's offer to remember `proposal` until the visitor answers it (a newer offer
    replaces an older one, as the widget shows one question at a time)."""
    fields = {name: proposal[name] for name in ("key", "value", "type", "purpose")}
    memory_offer, _created = MemoryOffer.objects.update_or_create(
        session=session, defaults={"proposal": fields, "offered_at": timezone.now()}
    )
    return memory_offer


def pending_offer(session: Session) -> dict | None:
    """The offer the visitor has not answered yet, while the conversation is open."""
    if session.state == Session.State.ENDED or session.expires_at <= timezone.now():
        return None
    memory_offer = MemoryOffer.objects.filter(session=session).first()
    return memory_offer.proposal if memory_offer else None


def drop_offer(*, session: Session) -> None:
    """The visitor answered (yes or no) or withdrew: the question is not asked again."""
    MemoryOffer.objects.filter(session=session).delete()
