"""The audit log as people read it: action names and the fields of an event's details.

The log stores codes (`value.unmasked`, `{"handover": 4, "label": "EMAIL"}`) so that it stays
stable across languages and releases; the pages and the CSV download show these words instead.
An action or a field not named here is shown by its code, so nothing is ever hidden.
"""

from datetime import datetime, tzinfo

from django.utils import timezone
from django.utils.dateformat import format as date_format
from django.utils.formats import get_format, localize
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from privacy.masking import LABEL_NAMES
from tenants.forms import LimitsForm

ACTIONS = {
    "api_key.created": gettext_lazy("API key created"),
    "api_key.revoked": gettext_lazy("API key revoked"),
    "staff.created": gettext_lazy("Staff member added"),
    "staff.updated": gettext_lazy("Staff member changed"),
    "staff.removed": gettext_lazy("Staff member moved to another organisation"),
    "staff.deactivated": gettext_lazy("Staff member deactivated"),
    "staff.reactivated": gettext_lazy("Staff member reactivated"),
    "staff.password_link": gettext_lazy("Set-password link issued"),
    "site.created": gettext_lazy("Site added"),
    "site.origins_changed": gettext_lazy("Allowed origins changed"),
    "webhook.enabled": gettext_lazy("Bot webhook switched on"),
    "webhook.changed": gettext_lazy("Bot webhook changed"),
    "webhook.disabled": gettext_lazy("Bot webhook switched off"),
    "webhook.secret_rotated": gettext_lazy("Webhook signing secret renewed"),
    "webhook.secret_issued": gettext_lazy("Webhook signing secret issued"),
    "tenant.limits_changed": gettext_lazy("Channel and memory settings changed"),
    "tenant.time_zone_changed": gettext_lazy("Time zone changed"),
    "value.unmasked": gettext_lazy("Masked value shown in plain text"),
    "login.failed": gettext_lazy("Failed sign-in"),
    "subject.erased": gettext_lazy("Subject erased"),
    "subject.erasure_replayed": gettext_lazy("Erasure repeated after a restore"),
    "retention.changed": gettext_lazy("Retention periods changed"),
    "purge.run": gettext_lazy("Retention purge ran"),
    "privacy_policy_changed": gettext_lazy("Privacy policy changed"),
    "export.created": gettext_lazy("Access export requested"),
    "export.failed": gettext_lazy("Access export failed"),
    "export.downloaded": gettext_lazy("Access export downloaded"),
    "portal.downloaded": gettext_lazy("Customer downloaded their data"),
    "consent.granted": gettext_lazy("Consent given"),
    "consent.withdrawn": gettext_lazy("Consent withdrawn"),
    "memory.created": gettext_lazy("Memory entry saved"),
    "memory.confirmed": gettext_lazy("Memory entry confirmed"),
    "memory.corrected": gettext_lazy("Memory entry corrected"),
    "memory.deleted": gettext_lazy("Memory entry deleted"),
    "memory.forgotten": gettext_lazy("Memory entries forgotten"),
    "memory.evicted": gettext_lazy("Oldest memory entries made room"),
    "handover.unclaimed": gettext_lazy("Case put back in the queue"),
    "handover.reassigned": gettext_lazy("Case given to another agent"),
    "callback.done": gettext_lazy("Callback marked done"),
    "callback.rescheduled": gettext_lazy("Callback moved"),
}

FIELDS = {
    "handover": gettext_lazy("Handover"),
    "ref": gettext_lazy("Value reference"),
    "label": gettext_lazy("Kind of data"),
    "role": gettext_lazy("Role"),
    "from_role": gettext_lazy("Previous role"),
    "password_set": gettext_lazy("Password set"),
    "invited": gettext_lazy("Invited"),
    "host": gettext_lazy("Host"),
    "from_host": gettext_lazy("Previous host"),
    "secret_issued": gettext_lazy("New secret issued"),
    "previous_valid_seconds": gettext_lazy("Old secret still valid (seconds)"),
    "origins": gettext_lazy("Origins"),
    "added": gettext_lazy("Added"),
    "removed": gettext_lazy("Removed"),
    "changed": gettext_lazy("Changed"),
    "deleted": gettext_lazy("Deleted"),
    "counts": gettext_lazy("Deleted"),
    "errors": gettext_lazy("Errors"),
    "failure": gettext_lazy("Failure"),
    "queue_attempts": gettext_lazy("Queue attempts"),
    "username_hash": gettext_lazy("User name (keyed hash)"),
    "policy": gettext_lazy("Policy"),
    "purpose": gettext_lazy("Purpose"),
    "source": gettext_lazy("Source"),
    "text_version": gettext_lazy("Text version"),
    "key": gettext_lazy("Key"),
    "status": gettext_lazy("Status"),
    "provenance": gettext_lazy("Provenance"),
    "ids": gettext_lazy("Entries"),
    "count": gettext_lazy("Number"),
    "reason": gettext_lazy("Reason"),
    "replaced_ids": gettext_lazy("Replaced entries"),
    "summaries_updated": gettext_lazy("Summaries updated"),
    "periods": gettext_lazy("Periods"),
    "previous_assignee": gettext_lazy("Previously assigned to (user id)"),
    "assignee": gettext_lazy("Assigned to (user id)"),
    "from": gettext_lazy("From"),
    "to": gettext_lazy("To"),
    "from_seconds": gettext_lazy("Previous period"),
    "to_seconds": gettext_lazy("New period"),
    "memories_deleted": gettext_lazy("Memory entries deleted"),
}

# The kinds of rows an erasure receipt and a purge run count (dpo/erasure.py, dpo/purge.py).
ROW_KINDS = {
    "sessions": gettext_lazy("Conversations"),
    "messages": gettext_lazy("Messages"),
    "summaries": gettext_lazy("Summaries"),
    "commitments": gettext_lazy("Commitments"),
    "memories": gettext_lazy("Long-term memories"),
    "handovers": gettext_lazy("Handovers"),
    "notes": gettext_lazy("Notes"),
    "consents": gettext_lazy("Consent records"),
    "exports": gettext_lazy("Exports"),
    "subjects": gettext_lazy("Subjects"),
    "audit_events": gettext_lazy("Audit events"),
}

_ROW_ORDER = {kind: index for index, kind in enumerate(ROW_KINDS)}


def in_row_order(counts: dict) -> dict:
    """Counts in the receipt's order (PostgreSQL's jsonb keeps none), other keys as stored."""
    return dict(sorted(counts.items(), key=lambda kv: _ROW_ORDER.get(kv[0], len(_ROW_ORDER))))


SETTING_NAMES = {"time_zone": gettext_lazy("Time zone")}

# What an event's object is (its id follows: a key's prefix, a user name, a site's public id).
OBJECT_TYPES = {
    "api_key": gettext_lazy("API key"),
    "commitment": gettext_lazy("Callback"),
    "consent": gettext_lazy("Consent"),
    "erasure": gettext_lazy("Erasure"),
    "export": gettext_lazy("Access export"),
    "handover": gettext_lazy("Case"),
    "memory_entry": gettext_lazy("Memory entry"),
    "message": gettext_lazy("Message"),
    "purge_run": gettext_lazy("Retention purge"),
    "retention_policy": gettext_lazy("Retention period"),
    "site": gettext_lazy("Site"),
    "tenant": gettext_lazy("Organisation"),
    "user": gettext_lazy("Staff member"),
}

# Fields holding a period in seconds, shown in the largest whole unit ("30 days").
PERIOD_FIELDS = {"from_seconds", "to_seconds"}
# Fields holding a time as ISO 8601 text, shown in the tenant's zone.
TIME_FIELDS = {"from", "to"}


def action_label(code: str) -> str:
    return str(ACTIONS.get(code, code))


def object_label(object_type: str, object_id) -> str:
    """An event's object in words: "API key cm_AbC123", "Case 4"; an unknown type stays its
    code."""
    kind = str(OBJECT_TYPES.get(object_type, object_type))
    return f"{kind} {object_id}".strip()


def _period(seconds: int) -> str:
    if seconds and seconds % 86400 == 0:
        return ngettext("%(n)d day", "%(n)d days", seconds // 86400) % {"n": seconds // 86400}
    if seconds and seconds % 3600 == 0:
        return ngettext("%(n)d hour", "%(n)d hours", seconds // 3600) % {"n": seconds // 3600}
    if seconds and seconds % 60 == 0:
        return ngettext("%(n)d minute", "%(n)d minutes", seconds // 60) % {"n": seconds // 60}
    return ngettext("%(n)d second", "%(n)d seconds", seconds) % {"n": seconds}


def _setting_name(key: str) -> str:
    """A changed setting's name in words: "web.window_messages" → "web: Messages in the
    verbatim window", "time_zone" → "Time zone"; an unknown one stays its code."""
    group, _sep, name = key.rpartition(".")
    if group == "memory" and name in LimitsForm.MEMORY_LABELS:
        return str(LimitsForm.MEMORY_LABELS[name])
    if group and name in LimitsForm.CHANNEL_LABELS:
        return f"{group}: {LimitsForm.CHANNEL_LABELS[name]}"
    return str(SETTING_NAMES.get(key, FIELDS.get(key, ROW_KINDS.get(key, key))))


def _time(value: str, zone: tzinfo | None) -> str:
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return value
    if timezone.is_naive(moment):
        return value
    local = moment.astimezone(zone or timezone.get_current_timezone())
    return date_format(local, get_format("SHORT_DATETIME_FORMAT"))


def _text(name: str, value, zone: tzinfo | None = None) -> str:
    if name in PERIOD_FIELDS and isinstance(value, int) and not isinstance(value, bool):
        return _period(value)
    if name in TIME_FIELDS and isinstance(value, str):
        return _time(value, zone)
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if value is None or value == "":
        return "—"
    if name == "label" and isinstance(value, str):
        return str(LABEL_NAMES.get(value, value))
    if isinstance(value, dict):
        if set(value) == {"from", "to"}:
            return f"{_text(name, value['from'], zone)} → {_text(name, value['to'], zone)}"
        return "; ".join(
            f"{_setting_name(key)}: {_text(key, item, zone)}"
            for key, item in in_row_order(value).items()
        )
    if isinstance(value, list):
        return ", ".join(_text(name, item, zone) for item in value) or "—"
    if isinstance(value, int | float):
        return str(localize(value))
    return str(value)


def details(data: dict, zone: tzinfo | None = None) -> list[tuple[str, str]]:
    """An event's `data` as (field name, readable value) pairs, the known fields in FIELDS'
    order (PostgreSQL's jsonb keeps no order: "from" before "to"), then the others; times in
    `zone` (else the active time zone, which the audit page sets to the tenant's)."""
    order = {name: index for index, name in enumerate(FIELDS)}
    items = sorted((data or {}).items(), key=lambda item: order.get(item[0], len(order)))
    return [(str(FIELDS.get(name, name)), _text(name, value, zone)) for name, value in items]
