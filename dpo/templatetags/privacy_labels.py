"""Stored codes (row kinds, storage types, consent purposes and sources) as people read them."""

from django import template
from django.utils.translation import gettext_lazy as _

from longterm.models import Consent, MemoryEntry
from memory.labels import SUMMARY_LABELS
from privacy import audit_labels
from privacy.models import StorageType

register = template.Library()

ROW_KINDS = audit_labels.ROW_KINDS
# settings.CONSENT_PURPOSES
CONSENT_PURPOSES = {"memory": _("Long-term memory")}
# The keys of a handover's contact data.
CONTACT_FIELDS = {"name": _("Name"), "email": _("Email"), "phone": _("Phone")}


def _label(labels: dict, code) -> str:
    return str(labels.get(code, code))


@register.filter
def row_kind(code: str) -> str:
    return _label(ROW_KINDS, code)


@register.filter
def storage_type(code: str) -> str:
    return _label(dict(StorageType.choices), code)


@register.filter
def consent_purpose(code: str) -> str:
    return _label(CONSENT_PURPOSES, code)


@register.filter
def consent_source(code: str) -> str:
    return _label(dict(Consent.Source.choices), code)


@register.filter
def contact_field(code: str) -> str:
    return _label(CONTACT_FIELDS, code)


@register.filter
def audit_action(code: str) -> str:
    return audit_labels.action_label(code)


# Where a memory entry came from, as the DPO reads it (the model's labels speak to the customer:
# "You told us").
PROVENANCES = {
    MemoryEntry.Provenance.EXPLICIT_USER: _("Told by the customer"),
    MemoryEntry.Provenance.CONFIRMED_SUMMARY: _("Confirmed by the customer from a conversation"),
    MemoryEntry.Provenance.VERIFIED_SYSTEM: _("Verified by a system"),
}
# Why the oldest memory entries made room.
EVICTION_REASONS = {"limit": _("Entry limit reached")}
# The fields of a memory entry a correction changed.
MEMORY_FIELDS = {"value": _("Value"), "purpose": _("Purpose"), "type": _("Type")}

# Detail values stored as codes, in words: "Purpose: Long-term memory", not "memory".
DETAIL_VALUES = {
    "purpose": CONSENT_PURPOSES,
    "source": dict(Consent.Source.choices),
    "status": dict(MemoryEntry.Status.choices),
    "provenance": PROVENANCES,
    "reason": EVICTION_REASONS,
    "changed": MEMORY_FIELDS,
}


def _worded(labels: dict, value):
    if isinstance(value, str):
        return _label(labels, value)
    if isinstance(value, list):
        return [_label(labels, item) if isinstance(item, str) else item for item in value]
    return value


@register.filter
def audit_details(data: dict) -> list[tuple[str, str]]:
    worded = {
        name: _worded(DETAIL_VALUES[name], value) if name in DETAIL_VALUES else value
        for name, value in (data or {}).items()
    }
    return audit_labels.details(worded)


@register.simple_tag
def audit_object(object_type: str, object_id) -> str:
    if object_type == "retention_policy":
        # "Retention period: Session history", not its code "session_history"
        return audit_labels.object_label(object_type, storage_type(object_id))
    return audit_labels.object_label(object_type, object_id)


@register.filter
def summary_kind(code: str) -> str:
    """A summary entry's object type, constraint name or commitment kind in words."""
    return _label(SUMMARY_LABELS, code)
