"""Long-term memory: small, structured, consent-gated entries of one subject within one tenant.

Every write locks the subject row first (`SELECT ... FOR UPDATE`); a context read takes a share
lock on the same row and checks consent in the same statement. So a withdrawal and a context
racing it are serialised: the context either finished before the withdrawal committed, or it
sees the withdrawal and no entries.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import NamedTuple

from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db import connection, transaction
from django.db.models import F, OuterRef, Q, Subquery
from django.http import Http404
from django.utils import timezone
from django.utils.translation import gettext as _

from longterm.exceptions import ConsentMissing, EntryRefused, InvalidEntry
from longterm.models import Consent, MemoryEntry, MemoryRead
from memory import tokens
from memory.models import Session, Subject, Summary
from memory.services import get_or_create_subject, has_control_characters
from memory.summary_language.text import norm
from privacy import analytics, audit, masking, redaction
from privacy.detect import detect
from tenants.models import Site, Tenant

Provenance = MemoryEntry.Provenance
Trust = MemoryEntry.Trust
Status = MemoryEntry.Status

# For the same key a verified value beats a confirmed one, which beats an inference.
TRUST_RANK = {Trust.VERIFIED: 3, Trust.CONFIRMED: 2, Trust.UNCONFIRMED_INFERENCE: 1}
STALE_NOTICE = "stale_unconfirmed_memory"
LAST_USED_RESOLUTION = timedelta(minutes=1)


@dataclass(frozen=True)
class Limits:
    max_entries: int
    max_value_chars: int
    context_chars: int
    stale_unconfirmed_days: int
    retention_days: int
    pending_days: int


def limits_for(tenant: Tenant) -> Limits:
    """The settings' limits overlaid with the tenant's `settings["memory"]`."""
    merged = dict(settings.MEMORY_LIMITS)
    for name, value in ((tenant.settings or {}).get("memory") or {}).items():
        if name in merged and isinstance(value, int) and value > 0:
            merged[name] = value
    # No setting can make an entry longer than its column holds (400, the hard limit per entry).
    merged["max_value_chars"] = min(
        merged["max_value_chars"], MemoryEntry._meta.get_field("value").max_length
    )
    return Limits(**merged)


def needed_types(tenant: Tenant, intent: str | None) -> list[str]:
    """Entry types (or keys) a context for `intent` needs; unknown or no intent: preferences."""
    mapping = dict(settings.MEMORY_INTENT_TYPES)
    mapping.update((tenant.settings or {}).get("memory_intents") or {})
    return list(mapping.get(intent or "", mapping.get("", ["preference"])))


def age_days(entry, now=None) -> int:
    """Days since the value was last set or confirmed."""
    since = entry.confirmed_at or entry.saved_at
    return max(0, ((now or timezone.now()) - since).days)


# The contract's memory object in a context, in this order, then `age_days` (counted when read).
# Both ways of reading a context build it from these names.
CONTEXT_FIELDS = ("id", "key", "value", "type", "provenance", "trust", "purpose", "confirmed_at")


def to_contract(entry, now=None) -> dict:
    """The contract's memory object as it appears in a context."""
    # Always with microseconds, as the one-statement read formats it.
    confirmed_at = (
        entry.confirmed_at.isoformat(timespec="microseconds") if entry.confirmed_at else None
    )
    values = (entry.public_id, entry.key, entry.value, entry.type, entry.provenance, entry.trust)
    fields = dict(zip(CONTEXT_FIELDS, (*values, entry.purpose, confirmed_at), strict=True))
    return {**fields, "age_days": age_days(entry, now)}


# ------------------------------------------------------------------ caches


def cache_version(subject_id: int) -> int:
    """A number that changes whenever the subject's memory changes; part of any cache key."""
    version = Subject.objects.filter(pk=subject_id).values_list("memory_version", flat=True)
    return version.first() or 0


def drop_caches(subject_id: int) -> None:
    """Invalidate every cached value derived from the subject's memory.

    Bumps the subject's `memory_version` in the caller's transaction: the new number becomes
    visible exactly when the write does, so no context reading it can find the old block.
    """
    Subject.objects.filter(pk=subject_id).update(memory_version=F("memory_version") + 1)


def drop_caches_of(subject_ids) -> None:
    """`drop_caches` for many subjects (a purge batch), in one statement."""
    Subject.objects.filter(pk__in=subject_ids).update(memory_version=F("memory_version") + 1)


def _audit(
    action: str,
    *,
    tenant: Tenant,
    subject: Subject,
    actor,
    actor_label,
    data: dict,
    entry_id: int | str = "",
) -> None:
    """The audit row of a change to the subject's entries: what and by whom, never a value."""
    audit.record(
        action=action,
        tenant=tenant,
        actor=actor,
        actor_label=actor_label,
        subject_ref=subject.ref,
        object_type="memory_entry",
        object_id=entry_id,
        data=data,
    )


# ------------------------------------------------------------------ checks


def lock_subject(*, tenant: Tenant, ref: str) -> Subject:
    """The tenant's subject with that reference, created if missing, locked for this transaction."""
    subject = get_or_create_subject(tenant=tenant, ref=ref)
    return Subject.objects.select_for_update(no_key=True).get(pk=subject.pk)


def require_consent(subject: Subject) -> None:
    """Raise ConsentMissing unless the subject's latest `memory` decision is a grant."""
    if not Consent.objects.for_tenant(subject.tenant).granted(
        subject_ref=subject.ref, purpose=Consent.MEMORY
    ):
        raise ConsentMissing(_("The person has not consented to long-term memory."))


def check_text(**fields: str | None) -> None:
    """Refuse control characters in an entry's text fields (400), as message ingest does."""
    refused = {
        name: [_("Control characters are not allowed here.")]
        for name, text in fields.items()
        if text and has_control_characters(text)
    }
    if refused:
        raise InvalidEntry(refused)


def check_value(
    *, tenant: Tenant, value: str, lang: str | None = None, key: str = "", purpose: str = ""
) -> str:
    """The cleaned value, or an error: too long or holding control characters (400), or holding
    a never-store or special item (422).

    Special categories (health) and never-store items (passwords, codes, card data) are refused
    with the reason; the refused value itself is not kept or logged anywhere. The key and the
    purpose are read too, and the key as the value's cue: under the key "password" or "pin" a
    plain-looking value is a secret all the same.
    """
    check_text(value=value)  # before the strip: NEL and the like count as white space
    value = value.strip()
    limits = limits_for(tenant)
    if not value:
        raise InvalidEntry({"value": [_("The value is empty.")]})
    if len(value) > limits.max_value_chars:
        raise InvalidEntry(
            {
                "value": [
                    _("The value is longer than %(max)d characters.")
                    % {"max": limits.max_value_chars}
                ]
            }
        )
    rules = redaction.effective_policy(redaction.tenant_policy(tenant))
    texts = [value]
    if key.strip():
        texts += [f"{key.replace('_', ' ').strip()}: {value}", key]
    if purpose and purpose.strip():
        texts.append(purpose)
    refused = sorted(
        {
            span.label
            for text in texts
            for span in detect(text, lang)
            if rules.get(span.label) in ("never_store", "special")
            or span.label in redaction.NEVER_STORE | redaction.SPECIAL
        }
    )
    if refused:
        raise EntryRefused(
            _("This is never kept in long-term memory, because it contains: %(kinds)s.")
            % {"kinds": ", ".join(str(masking.LABEL_NAMES.get(label, label)) for label in refused)}
        )
    return value


# ------------------------------------------------------------------ writes


def _expiry(limits: Limits, status: str, now):
    days = limits.pending_days if status == Status.PENDING else limits.retention_days
    return now + timedelta(days=days)


def _initial_state(provenance: str, confirmed: bool | None) -> tuple[str, str]:
    """(status, trust) of a new entry: only what the person confirmed, or a system verified, is
    active; a value the bot proposed from the conversation waits for the person's yes."""
    if provenance == Provenance.VERIFIED_SYSTEM:
        return Status.ACTIVE, Trust.VERIFIED
    if confirmed is None:
        confirmed = provenance == Provenance.EXPLICIT_USER
    if confirmed:
        return Status.ACTIVE, Trust.CONFIRMED
    return Status.PENDING, Trust.UNCONFIRMED_INFERENCE


def _same_slot(entry: MemoryEntry, key: str, site_id, locale: str) -> bool:
    return entry.key == key and entry.scope_site_id == site_id and entry.scope_locale == locale


@dataclass
class Saved:
    entry: MemoryEntry
    created: bool


@transaction.atomic
def save_entry(
    *,
    tenant: Tenant,
    ref: str,
    key: str,
    value: str,
    type: str = "preference",  # noqa: A002 - the contract's field name
    purpose: str,
    provenance: str,
    confirmed: bool | None = None,
    site: Site | None = None,
    locale: str = "",
    actor=None,
    actor_label: str | None = None,
    lang: str | None = None,
) -> Saved:
    """Store one value for the subject, or correct the value already kept under the same key.

    Needs active `memory` consent. A duplicate (same key, same value after folding case and
    spaces) returns the kept entry. A new active value for a key that is already kept replaces it
    everywhere (a correction); a proposal waits as a pending entry beside it. When the subject
    already holds the maximum, the oldest entry makes room.
    """
    check_text(key=key, type=type, purpose=purpose)
    subject = (
        Subject.objects.for_tenant(tenant).select_for_update(no_key=True).filter(ref=ref).first()
    )
    if subject is None:
        raise ConsentMissing(_("The person has not consented to long-term memory."))
    require_consent(subject)
    value = check_value(
        tenant=tenant, value=value, lang=lang or subject.locale or None, key=key, purpose=purpose
    )
    key = key.strip()
    limits = limits_for(tenant)
    now = timezone.now()
    status, trust = _initial_state(provenance, confirmed)
    normalized = norm(value)
    site_id = site.pk if site else None
    slot = [
        e
        for e in MemoryEntry.objects.for_subject(subject).filter(key=key).order_by("-saved_at")
        if _same_slot(e, key, site_id, locale)
    ]
    duplicate = next((e for e in slot if e.normalized == normalized), None)
    if duplicate is not None:
        if duplicate.status == Status.PENDING and status == Status.ACTIVE:
            return Saved(_confirm(duplicate, actor, actor_label, now, limits), created=False)
        return Saved(duplicate, created=False)

    current = next((e for e in slot if e.status == Status.ACTIVE), None)
    if current is not None and status == Status.ACTIVE:
        entry = _correct(
            current,
            value=value,
            actor=actor,
            actor_label=actor_label,
            now=now,
            limits=limits,
            provenance=provenance,
            trust=trust,
            purpose=purpose,
            type_=type,
        )
        return Saved(entry, created=False)

    _make_room(subject, limits, actor, actor_label)
    entry = MemoryEntry.objects.create(
        tenant=tenant,
        subject=subject,
        key=key,
        type=type,
        value=value,
        normalized=normalized,
        provenance=provenance,
        trust=trust,
        status=status,
        purpose=purpose,
        scope_site=site,
        scope_locale=locale,
        saved_at=now,
        updated_at=now,
        confirmed_at=now if status == Status.ACTIVE else None,
        expires_at=_expiry(limits, status, now),
    )
    _audit(
        "memory.created",
        tenant=tenant,
        subject=subject,
        actor=actor,
        actor_label=actor_label,
        entry_id=entry.pk,
        data={"key": key, "status": status, "provenance": provenance},
    )
    if status == Status.PENDING:
        analytics.bump(tenant=tenant, metric="memory.proposed")
    drop_caches(subject.pk)
    return Saved(entry, created=True)


def _make_room(subject: Subject, limits: Limits, actor, actor_label) -> None:
    """Delete the oldest entries so one more fits. Call while holding the subject lock."""
    entries = MemoryEntry.objects.for_subject(subject)
    surplus = entries.count() - limits.max_entries + 1
    if surplus <= 0:
        return
    oldest = list(entries.order_by("saved_at", "pk").values_list("pk", flat=True)[:surplus])
    MemoryEntry.objects.filter(pk__in=oldest).delete()
    _audit(
        "memory.evicted",
        tenant=subject.tenant,
        subject=subject,
        actor=actor,
        actor_label=actor_label,
        data={"ids": [str(pk) for pk in oldest], "reason": "limit"},
    )


def _locked(entry: MemoryEntry) -> MemoryEntry:
    """Lock the entry's subject, then re-read the entry (404 if it went meanwhile)."""
    Subject.objects.select_for_update(no_key=True).filter(pk=entry.subject_id).first()
    fresh = MemoryEntry.objects.filter(pk=entry.pk).select_related("subject", "tenant").first()
    if fresh is None:
        raise Http404
    return fresh


def _settle_slot(entry: MemoryEntry) -> list[str]:
    """Delete the other entries kept under the entry's key and scope; the entry's value replaces
    theirs in the subject's summaries. Returns the ids removed."""
    others = [
        e
        for e in MemoryEntry.objects.for_subject(entry.subject)
        .filter(key=entry.key)
        .exclude(pk=entry.pk)
        if _same_slot(e, entry.key, entry.scope_site_id, entry.scope_locale)
    ]
    for old in others:
        if old.status == Status.ACTIVE and norm(old.value) != entry.normalized:
            _replace_in_summaries(entry.subject, old.value, entry.value)
    MemoryEntry.objects.filter(pk__in=[e.pk for e in others]).delete()
    return [str(e.pk) for e in others]


def _confirm(entry, actor, actor_label, now, limits) -> MemoryEntry:
    """Make a pending entry active; an active entry under the same key is corrected to it."""
    was_pending = entry.status == Status.PENDING
    replaced = _settle_slot(entry)
    entry.status = Status.ACTIVE
    if entry.trust == Trust.UNCONFIRMED_INFERENCE:
        entry.trust = Trust.CONFIRMED
    entry.confirmed_at = now
    entry.updated_at = now
    entry.expires_at = _expiry(limits, Status.ACTIVE, now)
    entry.save(update_fields=["status", "trust", "confirmed_at", "updated_at", "expires_at"])
    _audit(
        "memory.confirmed",
        tenant=entry.tenant,
        subject=entry.subject,
        actor=actor,
        actor_label=actor_label,
        entry_id=entry.pk,
        data={"key": entry.key, "replaced_ids": replaced},
    )
    if was_pending:
        analytics.bump(tenant=entry.tenant, metric="memory.confirmed")
    drop_caches(entry.subject_id)
    return entry


@transaction.atomic
def confirm_entry(*, entry: MemoryEntry, actor=None, actor_label: str | None = None) -> MemoryEntry:
    """The person confirms a value: it becomes active and trusted as confirmed."""
    entry = _locked(entry)
    require_consent(entry.subject)
    return _confirm(entry, actor, actor_label, timezone.now(), limits_for(entry.tenant))


def _correct(
    entry: MemoryEntry,
    *,
    value: str,
    actor,
    actor_label,
    now,
    limits: Limits,
    confirm: bool = True,
    provenance: str | None = None,
    trust: str | None = None,
    purpose: str | None = None,
    type_: str | None = None,
) -> MemoryEntry:
    """Replace the entry's value everywhere it lives: the row, the summaries, the caches.

    With `confirm` (the person gave the new value) the entry becomes active and settles its key;
    an unconfirmed proposal corrected by the integrator stays a proposal.
    """
    old_value = entry.value
    changed = ["value"] if norm(old_value) != norm(value) else []
    entry.value = value
    entry.normalized = norm(value)
    if provenance:
        entry.provenance = provenance
    if purpose and purpose != entry.purpose:
        entry.purpose = purpose
        changed.append("purpose")
    if type_ and type_ != entry.type:
        entry.type = type_
        changed.append("type")
    if trust:
        entry.trust = trust
    elif "value" in changed and entry.trust == Trust.VERIFIED:
        # A person's correction of a verified value is their word, not the system's.
        entry.trust = Trust.CONFIRMED
        entry.provenance = Provenance.EXPLICIT_USER
    summaries = 0
    if entry.status == Status.ACTIVE or confirm:
        entry.status = Status.ACTIVE
        if entry.trust == Trust.UNCONFIRMED_INFERENCE:
            entry.trust = Trust.CONFIRMED
        entry.confirmed_at = now
        entry.expires_at = _expiry(limits, Status.ACTIVE, now)
    entry.updated_at = now
    entry.save()
    if entry.status == Status.ACTIVE:
        if "value" in changed:
            summaries = _replace_in_summaries(entry.subject, old_value, value)
        _settle_slot(entry)
    _audit(
        "memory.corrected",
        tenant=entry.tenant,
        subject=entry.subject,
        actor=actor,
        actor_label=actor_label,
        entry_id=entry.pk,
        # That it changed and by whom; never the old (or new) value.
        data={"key": entry.key, "changed": changed, "summaries_updated": summaries},
    )
    if "value" in changed:
        analytics.bump(tenant=entry.tenant, metric="memory.corrected")
    drop_caches(entry.subject_id)
    return entry


@transaction.atomic
def correct_entry(
    *,
    entry: MemoryEntry,
    value: str | None = None,
    purpose: str | None = None,
    type: str | None = None,  # noqa: A002 - the contract's field name
    confirm: bool = True,
    actor=None,
    actor_label: str | None = None,
) -> MemoryEntry:
    """A new value (or purpose, type) for a kept entry, given by the person or the integrator; a
    correction that changes nothing leaves the entry as it was."""
    check_text(purpose=purpose, type=type)
    entry = _locked(entry)
    require_consent(entry.subject)
    if value is not None or purpose is not None:
        value = check_value(
            tenant=entry.tenant,
            value=entry.value if value is None else value,
            lang=entry.subject.locale or None,
            key=entry.key,
            purpose=entry.purpose if purpose is None else purpose,
        )
    else:
        value = entry.value
    if (
        value == entry.value
        and purpose in (None, "", entry.purpose)
        and type in (None, "", entry.type)
        and not (confirm and entry.status == Status.PENDING)
    ):
        # Nothing to change (the same value sent again, or an empty PATCH): no write, no audit
        # row, and no fresh confirmed_at, which would restart the retention period as if the
        # person had said yes again. Confirming a kept value again is POST .../confirm.
        return entry
    return _correct(
        entry,
        value=value,
        actor=actor,
        actor_label=actor_label,
        now=timezone.now(),
        limits=limits_for(entry.tenant),
        confirm=confirm,
        purpose=purpose,
        type_=type,
    )


# The changed words with one word on either side must be this long to be found elsewhere safely.
_CHANGED_PART_MIN_CHARS = 8


def _changed_part(old: str, new: str) -> tuple[str, str] | None:
    """The words of `old` that the correction changed, with one unchanged word on either side
    where there is one, and what stands in their place in `new`; None when the values share no
    word around the change (a wholly new value) or the part is too short to find safely."""
    old_words, new_words = old.split(), new.split()
    head = 0
    while head < min(len(old_words), len(new_words)) and old_words[head] == new_words[head]:
        head += 1
    tail = 0
    while (
        tail < min(len(old_words), len(new_words)) - head
        and old_words[-1 - tail] == new_words[-1 - tail]
    ):
        tail += 1
    if head == 0 and tail == 0:
        return None
    start = max(head - 1, 0)
    old_part = " ".join(old_words[start : len(old_words) - max(tail - 1, 0)])
    new_part = " ".join(new_words[start : len(new_words) - max(tail - 1, 0)])
    if old_part == new_part or len(old_part) < _CHANGED_PART_MIN_CHARS or old_part == old:
        return None
    return old_part, new_part


def _replace_in_summaries(subject: Subject, old: str, new: str) -> int:
    """Replace a corrected value in the summaries of the subject's sessions; returns how many.

    An entry whose value changed keeps the `seq` of the turn it was read from and says when the
    person corrected it (`corrected_at`): its value is no longer the turn's words, and the old
    value is kept nowhere (not in `previous` either).
    """
    pattern = re.compile(r"(?<!\w)" + re.escape(old) + r"(?!\w)", re.IGNORECASE)
    folded = norm(old)
    corrected_at = DjangoJSONEncoder().default(timezone.now())
    # A summary often quotes part of the kept value ("to the back entrance" of "deliveries to
    # the back entrance on Park Lane"): the words that changed, with a word on either side, are
    # replaced too.
    part = _changed_part(old, new)
    part_pattern = (
        re.compile(r"(?<!\w)" + re.escape(part[0]) + r"(?!\w)", re.IGNORECASE) if part else None
    )

    def fix(node):
        if isinstance(node, str):
            if norm(node) == folded:
                return new
            if len(old) >= 4:
                node = pattern.sub(lambda _m: new, node)
            if part_pattern is not None:
                node = part_pattern.sub(lambda _m: part[1], node)
            return node
        if isinstance(node, list):
            return [fix(item) for item in node]
        if isinstance(node, dict):
            fixed = {k: fix(v) for k, v in node.items()}
            if "seq" in fixed and any(fixed[k] != v for k, v in node.items() if isinstance(v, str)):
                fixed["corrected_at"] = corrected_at
            return fixed
        return node

    updated = 0
    summaries = Summary.objects.filter(
        session__tenant_id=subject.tenant_id, session__subject=subject
    ).select_for_update()
    for summary in summaries:
        form, state = fix(summary.form), fix(summary.state)
        if form != summary.form or state != summary.state:
            Summary.objects.filter(pk=summary.pk).update(form=form, state=state)
            updated += 1
    return updated


@transaction.atomic
def delete_entry(*, entry: MemoryEntry, actor=None, actor_label: str | None = None) -> None:
    """Remove one entry for good."""
    entry = _locked(entry)
    MemoryEntry.objects.filter(pk=entry.pk).delete()
    _audit(
        "memory.deleted",
        tenant=entry.tenant,
        subject=entry.subject,
        actor=actor,
        actor_label=actor_label,
        entry_id=entry.pk,
        data={"key": entry.key},
    )
    analytics.bump(tenant=entry.tenant, metric="memory.deleted")
    drop_caches(entry.subject_id)


def matches(entry: MemoryEntry, words: list[str]) -> bool:
    """True when every word occurs in the entry's key, type or value (case and space folded)."""
    haystack = norm(f"{entry.key.replace('_', ' ')} {entry.type} {entry.value}")
    return all(word in haystack for word in words)


@transaction.atomic
def forget(
    *, subject: Subject, query: str, actor=None, actor_label: str | None = None
) -> list[str]:
    """Remove every entry of the subject the words match; returns their ids."""
    words = [w for w in norm(query).split() if w]
    if not words:
        raise InvalidEntry({"query": [_("Say which words to forget.")]})
    Subject.objects.select_for_update(no_key=True).filter(pk=subject.pk).first()
    hits = [e.pk for e in MemoryEntry.objects.for_subject(subject) if matches(e, words)]
    return _delete_many(subject, hits, actor, actor_label, action="memory.forgotten")


@transaction.atomic
def forget_all(*, subject: Subject, actor=None, actor_label: str | None = None) -> list[str]:
    """Remove every entry of the subject (the page's "forget everything")."""
    Subject.objects.select_for_update(no_key=True).filter(pk=subject.pk).first()
    hits = list(MemoryEntry.objects.for_subject(subject).values_list("pk", flat=True))
    return _delete_many(subject, hits, actor, actor_label, action="memory.forgotten")


def _delete_many(subject, pks, actor, actor_label, *, action: str) -> list[str]:
    MemoryEntry.objects.filter(pk__in=pks).delete()
    ids = [str(pk) for pk in pks]
    if ids:
        _audit(
            action,
            tenant=subject.tenant,
            subject=subject,
            actor=actor,
            actor_label=actor_label,
            data={"ids": ids, "count": len(ids)},
        )
        analytics.bump(tenant=subject.tenant, metric="memory.deleted", by=len(ids))
        drop_caches(subject.pk)
    return ids


def delete_all_entries(*, subject: Subject) -> int:
    """Delete every entry of the subject (consent withdrawn). Call holding the subject lock."""
    count, _by_model = MemoryEntry.objects.for_subject(subject).delete()
    deleted = _by_model.get(MemoryEntry._meta.label, 0)
    if deleted:
        analytics.bump(tenant=subject.tenant, metric="memory.deleted", by=deleted)
    drop_caches(subject.pk)
    return deleted


def mark_surprising(*, entry: MemoryEntry) -> None:
    """The person says an entry surprised them: counted for the owners, nothing else kept."""
    analytics.bump(tenant=entry.tenant, metric="memory.surprised")


# ------------------------------------------------------------------ the context


def _lock_and_check_consent(session: Session) -> bool:
    """Lock the session's subject and read its latest `memory` decision in one statement.

    A withdrawal holds the row's lock until it commits, so this waits for it, and the entries
    are then read by a later statement (a fresh snapshot) that no longer sees them. Call inside a
    transaction. (On SQLite the transaction itself is the lock: `BEGIN IMMEDIATE`.)
    """
    latest = (
        Consent.objects.filter(
            tenant_id=OuterRef("tenant_id"), subject_ref=OuterRef("ref"), purpose=Consent.MEMORY
        )
        .order_by("-created_at", "-pk")
        .values("granted")[:1]
    )
    granted = (
        Subject.objects.filter(pk=session.subject_id, tenant_id=session.tenant_id)
        .select_for_update(no_key=True)
        .annotate(granted=Subquery(latest))
        .values_list("granted", flat=True)
        .first()
    )
    return bool(granted)


class _Row(NamedTuple):
    """The fields of an entry a context needs."""

    pk: int
    key: str
    value: str
    type: str
    provenance: str
    trust: str
    purpose: str
    status: str
    saved_at: datetime
    confirmed_at: datetime | None
    last_used_at: datetime | None

    @property
    def public_id(self) -> str:
        return str(self.pk)


def _notice_text(memory_id: str, key: str, age: int) -> dict:
    """A proposal left unconfirmed too long: the bot should ask, not rely on it."""
    return {
        "code": STALE_NOTICE,
        "memory_id": memory_id,
        "message": (
            f"An unconfirmed memory for '{key}' is {age} days old: ask the person whether it "
            "still holds instead of relying on it."
        ),
    }


def _notice(entry: _Row, now) -> dict:
    return _notice_text(entry.public_id, entry.key, age_days(entry, now))


def _select(entries: list[_Row], limits: Limits, now) -> tuple[list, list]:
    """Best entry per key, stale inferences turned into notices, newest first within budget."""
    best: dict[str, _Row] = {}
    notices: list[dict] = []
    stale_after = timedelta(days=limits.stale_unconfirmed_days)
    for entry in entries:  # newest first
        if entry.status == Status.PENDING:
            # A proposal is never used; left unconfirmed too long, the bot should ask about it.
            if now - entry.saved_at > stale_after:
                notices.append(_notice(entry, now))
            continue
        held = best.get(entry.key)
        if held is None or TRUST_RANK[entry.trust] > TRUST_RANK[held.trust]:
            best[entry.key] = entry
    chosen: list[_Row] = []
    used = 0
    for entry in sorted(best.values(), key=lambda e: (e.saved_at, e.pk), reverse=True):
        size = len(entry.key) + len(entry.value)
        if used + size > limits.context_chars:
            break
        chosen.append(entry)
        used += size
    chosen.reverse()  # presented oldest to newest
    return chosen, notices


_CONTEXT_SQL = """
WITH gate AS (
    SELECT {sync_off} s.memory_version AS version, (
        SELECT c.granted FROM {consent} c
        WHERE c.tenant_id = s.tenant_id AND c.subject_ref = s.ref AND c.purpose = %(purpose)s
        ORDER BY c.created_at DESC, c.id DESC LIMIT 1
    ) AS granted
    FROM memory_subject s WHERE s.id = %(subject)s AND s.tenant_id = %(tenant)s
),
candidates AS (
    SELECT e.id, e.key, e.value, e.type, e.provenance, e.trust, e.purpose, e.status,
           e.saved_at, e.confirmed_at, e.last_used_at, e.expires_at
    FROM memory_memoryentry e, gate
    WHERE gate.granted AND e.tenant_id = %(tenant)s AND e.subject_id = %(subject)s
      AND e.expires_at > %(now)s
      AND (e.type = ANY(%(needs)s) OR e.key = ANY(%(needs)s))
      AND (e.scope_site_id IS NULL OR e.scope_site_id = %(site)s)
      AND (e.scope_locale = '' OR e.scope_locale = %(locale)s)
),
best AS (
    SELECT *, ROW_NUMBER() OVER (
        PARTITION BY key
        ORDER BY CASE trust WHEN 'verified' THEN 3 WHEN 'confirmed' THEN 2 ELSE 1 END DESC,
                 saved_at DESC, id DESC
    ) AS nth
    FROM candidates WHERE status = 'active'
),
budgeted AS (
    SELECT *, SUM(LENGTH(key) + LENGTH(value)) OVER (
        ORDER BY saved_at DESC, id DESC ROWS UNBOUNDED PRECEDING
    ) AS running
    FROM best WHERE nth = 1
),
chosen AS (SELECT * FROM budgeted WHERE running <= %(budget)s),
logged AS (
    INSERT INTO memory_memoryread (tenant_id, subject_id, session_id, entry_ids, read_at)
    SELECT %(tenant)s, %(subject)s, %(session)s, jsonb_agg(id ORDER BY saved_at, id), %(now)s
    FROM chosen HAVING COUNT(*) > 0 AND %(log)s
),
lockable AS (
    -- Rows another transaction holds (a deletion, another turn) are skipped, not waited for:
    -- a turn never waits on an entry, so it can never be part of a deadlock.
    SELECT e.id FROM memory_memoryentry e
    WHERE %(log)s AND e.id IN (
        SELECT id FROM chosen WHERE last_used_at IS NULL OR last_used_at < %(used_before)s
    )
    ORDER BY e.id FOR NO KEY UPDATE SKIP LOCKED
),
touched AS (
    UPDATE memory_memoryentry SET last_used_at = %(now)s, expires_at = %(keep_until)s
    WHERE id IN (SELECT id FROM lockable)
),
-- What the block's validity depends on: the version it belongs to, the first entry to expire
-- and the first proposal to turn stale (for the cache, see `_BlockCache`).
meta AS (
    SELECT (SELECT version FROM gate) AS version,
           (SELECT MIN(expires_at) FROM candidates) AS next_expiry,
           (SELECT MIN(saved_at) FROM candidates
            WHERE status = 'pending' AND saved_at >= %(stale_before)s) AS next_stale
)
-- The contract's fields, formatted here: no timestamps to parse for every entry of every turn.
SELECT meta.version, meta.next_expiry, meta.next_stale,
       used, id, key, value, type, provenance, trust, purpose,
       TO_CHAR(confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"'),
       COALESCE(confirmed_at, saved_at)
FROM meta LEFT JOIN (
    SELECT TRUE AS used, id, key, value, type, provenance, trust, purpose, saved_at,
           confirmed_at
    FROM chosen
    UNION ALL
    SELECT FALSE, id, key, value, type, provenance, trust, purpose, saved_at, confirmed_at
    FROM candidates WHERE status = 'pending' AND saved_at < %(stale_before)s
) picked ON TRUE
ORDER BY used DESC, saved_at, id
"""

# The read log of a block served from the cache: written once per session and block version.
_LOG_SQL = """
WITH logged AS (
    INSERT INTO memory_memoryread (tenant_id, subject_id, session_id, entry_ids, read_at)
    SELECT %(tenant)s, %(subject)s, %(session)s, %(entry_ids)s::jsonb, %(now)s
    FROM (SELECT {sync_off} 1) AS cfg
),
lockable AS (
    SELECT e.id FROM memory_memoryentry e
    WHERE e.id = ANY(%(ids)s) AND e.subject_id = %(subject)s
      AND (e.last_used_at IS NULL OR e.last_used_at < %(used_before)s)
    ORDER BY e.id FOR NO KEY UPDATE SKIP LOCKED
)
UPDATE memory_memoryentry SET last_used_at = %(now)s, expires_at = %(keep_until)s
WHERE id IN (SELECT id FROM lockable)
"""


class Memories(list):
    """The memories of a context; `tokens`, when known, is the prompt cost of the block."""

    tokens: int | None = None


class _Block(NamedTuple):
    """A context's memory block as read, with the timestamps its time-dependent parts need."""

    version: int | None
    # (contract fields without age_days, the time age counts from), oldest first
    memories: tuple[tuple[dict, datetime], ...]
    # (entry id, key, the time age counts from), newest first
    notices: tuple[tuple[str, str, datetime], ...]
    # The block is exact until then: an entry expires or a proposal turns stale.
    valid_until: datetime | None
    # Prompt tokens of the rendered block by its ages (which change once a day at most).
    token_counts: dict

    def render(self, now) -> tuple[Memories, list[dict]]:
        """The contract's (memories, notices), ages counted at `now`, with their token count."""
        memories = Memories(
            dict(fields, age_days=max(0, (now - since).days)) for fields, since in self.memories
        )
        notices = [
            _notice_text(pk, key, max(0, (now - since).days)) for pk, key, since in self.notices
        ]
        if memories or notices:
            ages = tuple(m["age_days"] for m in memories) + tuple(n["message"] for n in notices)
            counted = self.token_counts.get(ages)
            if counted is None:
                if len(self.token_counts) > 8:
                    self.token_counts.clear()
                counted = self.token_counts[ages] = tokens.block_tokens(memories, notices)
            memories.tokens = counted
        return memories, notices

    @property
    def entry_ids(self) -> list[int]:
        return [int(fields["id"]) for fields, _since in self.memories]


class _BlockCache:
    """A small process-local LRU of memory blocks with a short time to live.

    Keyed by (tenant, subject, memory_version, needs, site, locale), where the version is read
    from the database in the same request (with the session, or by a one-row query). Every
    write that changes what a context may show - entry create/confirm/correct/delete/forget,
    consent grant or withdrawal, eviction, the expiry purge - bumps the version in its own
    transaction, so from the moment it commits every request reads the new number and the old
    block is unreachable at once, in this process and in every other. An erasure deletes the
    subject: its sessions lose the subject and no context looks here. The only thing that
    outlives a withdrawal or an erasure is the unreachable copy in this process's memory, and
    the time to live bounds that to `CONTEXT_CACHE_TTL` seconds. A request that read the version
    just before a withdrawal committed is ordered before it, exactly as if its one statement had
    run then.
    """

    def __init__(self, size: int, ttl: float):
        self.size, self.ttl = size, ttl
        self._items: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key, now_mono: float):
        with self._lock:
            item = self._items.get(key)
            if item is None:
                return None
            stored_at, value = item
            if now_mono - stored_at > self.ttl:
                del self._items[key]
                return None
            self._items.move_to_end(key)
            return value

    def put(self, key, value, now_mono: float) -> None:
        with self._lock:
            self._items[key] = (now_mono, value)
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


CONTEXT_CACHE_TTL = 30.0
# Up to 80 entries of 400 characters a block: 512 blocks stay within tens of megabytes.
_blocks = _BlockCache(size=512, ttl=CONTEXT_CACHE_TTL)
# Which (session, block key) reads are logged already: the read log has one row per session and
# block version (the first context of a session, and the first after any change), not per turn.
_logged = _BlockCache(size=16384, ttl=float("inf"))


def clear_context_cache() -> None:
    """Forget every cached block and read marker of this process (tests, benchmarks)."""
    _blocks.clear()
    _logged.clear()


def _context_in_one_statement(
    session: Session, needs: list[str], limits: Limits, now, *, log: bool
) -> _Block:
    """PostgreSQL: consent check, selection, budget, read log and last-used times in one
    statement, so one snapshot decides everything and a turn pays a single round trip.

    A withdrawal commits its consent row and the deletion of the entries together: this
    statement sees either both (before) or neither (after), never entries without consent.
    """
    # Outside a transaction the statement commits on its own; the writes in it are the read log
    # and last-used times, and a crash losing their last moments is not worth a disk flush on
    # every turn. Inside a caller's transaction that choice is the caller's.
    sync_off = (
        "" if connection.in_atomic_block else "set_config('synchronous_commit', 'off', true),"
    )
    stale_after = timedelta(days=limits.stale_unconfirmed_days)
    params = {
        "purpose": Consent.MEMORY,
        "subject": session.subject_id,
        "tenant": session.tenant_id,
        "session": session.pk,
        "site": session.site_id,
        "locale": session.locale,
        "needs": needs,
        "now": now,
        "budget": limits.context_chars,
        "keep_until": now + timedelta(days=limits.retention_days),
        "used_before": now - LAST_USED_RESOLUTION,
        "stale_before": now - stale_after,
        "log": log,
    }
    with connection.cursor() as cursor:
        sql = _CONTEXT_SQL.format(sync_off=sync_off, consent=Consent._meta.db_table)
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    memories = []
    notices = []
    # Every row starts with the same meta columns; with nothing to show there is one such row.
    version, next_expiry, next_stale = rows[0][:3] if rows else (None, None, None)
    for used, pk, *values, since in (row[3:] for row in rows):
        if used is None:  # the meta row alone
            continue
        if used:  # memories oldest first, then proposals oldest first
            memories.append((dict(zip(CONTEXT_FIELDS, [str(pk), *values], strict=True)), since))
        else:
            notices.append((str(pk), values[0], since))
    notices.reverse()
    limits_at = [t for t in (next_expiry, next_stale and next_stale + stale_after) if t]
    return _Block(
        version, tuple(memories), tuple(notices), min(limits_at, default=None), token_counts={}
    )


def _log_cached_read(session: Session, block: _Block, limits: Limits, now) -> None:
    """The read log and last-used times of a block served from the cache (one statement)."""
    ids = block.entry_ids
    params = {
        "tenant": session.tenant_id,
        "subject": session.subject_id,
        "session": session.pk,
        "entry_ids": json.dumps(ids),
        "ids": ids,
        "now": now,
        "keep_until": now + timedelta(days=limits.retention_days),
        "used_before": now - LAST_USED_RESOLUTION,
    }
    # No wait for a disk flush when the statement commits on its own: see
    # `_context_in_one_statement`.
    sync_off = (
        "" if connection.in_atomic_block else "set_config('synchronous_commit', 'off', true),"
    )
    with connection.cursor() as cursor:
        cursor.execute(_LOG_SQL.format(sync_off=sync_off), params)


_VERSION_SQL = "SELECT memory_version FROM memory_subject WHERE id = %s AND tenant_id = %s"


def _memory_version(session: Session) -> int | None:
    """The subject's memory version: read with the session (good for one context), or now."""
    version = session.__dict__.pop("memory_version", None)
    if version is not None:
        return version
    with connection.cursor() as cursor:
        cursor.execute(_VERSION_SQL, [session.subject_id, session.tenant_id])
        row = cursor.fetchone()
    return row[0] if row else None


def _cached_context(session: Session, needs: list[str], limits: Limits, now):
    """PostgreSQL: the block from this process's cache when the subject's memory is unchanged
    since it was read; else from the one statement."""
    version = _memory_version(session)
    if version is None:  # the subject went (erased) since the session was read
        return [], []
    # The tenant's limits are part of the key: a changed budget or threshold is a new block.
    scope = (
        session.tenant_id,
        session.subject_id,
        tuple(needs),
        session.site_id,
        session.locale,
        limits,
    )
    mono = time.monotonic()
    block = _blocks.get((*scope, version), mono)
    if block is not None and (block.valid_until is None or now < block.valid_until):
        if block.memories and _logged.get((session.pk, *scope, version), mono) is None:
            _log_cached_read(session, block, limits, now)
            _logged.put((session.pk, *scope, version), True, mono)
        return block.render(now)
    log = _logged.get((session.pk, *scope, version), mono) is None
    block = _context_in_one_statement(session, needs, limits, now, log=log)
    if block.version is not None:
        # Stored under the version the statement saw, which may be newer than the one read
        # above: then the old key is dead already and the block belongs to the new one.
        _blocks.put((*scope, block.version), block, mono)
        if block.memories:
            if not log and block.version != version:
                _log_cached_read(session, block, limits, now)
            _logged.put((session.pk, *scope, block.version), True, mono)
    return block.render(now)


def _context_by_steps(session: Session, needs: list[str], limits: Limits, now):
    """The same through the ORM, as a locked transaction of steps: the path of every database
    but PostgreSQL (the embedded SQLite), where the one statement is an optimisation."""
    with transaction.atomic():
        if not _lock_and_check_consent(session):
            return [], []
        # Plain tuples, not model instances: up to 80 rows are read on every turn.
        entries = [
            _Row(*values)
            for values in MemoryEntry.objects.filter(
                tenant_id=session.tenant_id, subject_id=session.subject_id
            )
            .unexpired(now)
            .filter(Q(type__in=needs) | Q(key__in=needs))
            .filter(Q(scope_site__isnull=True) | Q(scope_site_id=session.site_id))
            .filter(Q(scope_locale="") | Q(scope_locale=session.locale))
            .order_by("-saved_at", "-pk")
            .values_list(*_Row._fields)
        ]
        chosen, notices = _select(entries, limits, now)
        if chosen:
            MemoryRead.objects.create(
                tenant_id=session.tenant_id,
                subject_id=session.subject_id,
                session_id=session.pk,
                entry_ids=[e.pk for e in chosen],
                read_at=now,
            )
            stale = [
                e.pk
                for e in chosen
                if e.last_used_at is None or now - e.last_used_at > LAST_USED_RESOLUTION
            ]
            if stale:
                # Skip rows another turn is writing: waiting on them could deadlock.
                free = list(
                    MemoryEntry.objects.filter(pk__in=stale)
                    .order_by("pk")
                    .select_for_update(skip_locked=True, no_key=True)
                    .values_list("pk", flat=True)
                )
                MemoryEntry.objects.filter(pk__in=free).update(
                    last_used_at=now, expires_at=now + timedelta(days=limits.retention_days)
                )
    return chosen, notices


def memories_for_context(session: Session, intent: str | None) -> tuple[list[dict], list[dict]]:
    """The memory entries and notices a context of `session` may include.

    Returns `(memories, notices)` in the contract's shapes: nothing unless the session belongs
    to a subject with active `memory` consent; then only the unexpired entries of that subject in
    this tenant whose type the intent needs, scoped to the session's site and locale. Every entry
    returned is recorded as read for the session.
    """
    if session.subject_id is None:
        return [], []
    limits = limits_for(session.tenant)
    needs = needed_types(session.tenant, intent)
    now = timezone.now()
    if connection.vendor == "postgresql" and not STEPWISE_CONTEXT:
        return _cached_context(session, needs, limits, now)
    chosen, notices = _context_by_steps(session, needs, limits, now)
    return [to_contract(e, now) for e in chosen], notices


# Tests flip this to run the step-by-step path (the one SQLite uses) on PostgreSQL too;
# tests/privacy/test_flows_on_each_database.py runs it on SQLite.
STEPWISE_CONTEXT = False
