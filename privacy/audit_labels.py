"""The audit log as people read it: action names and the fields of an event's details.

The log stores codes (`value.unmasked`, `{"handover": 4, "label": "EMAIL"}`) so that it stays
stable across languages and releases; the pages and the CSV download show these words instead.
An action or a field not named here is shown by its code, so nothing is ever hidden.
"""

from django.utils.formats import localize
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from privacy.masking import LABEL_NAMES

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
}


def action_label(code: str) -> str:
    return str(ACTIONS.get(code, code))


def _text(name: str, value) -> str:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if value is None or value == "":
        return "—"
    if name == "label" and isinstance(value, str):
        return str(LABEL_NAMES.get(value, value))
    if isinstance(value, dict):
        if set(value) == {"from", "to"}:
            return f"{_text(name, value['from'])} → {_text(name, value['to'])}"
        return "; ".join(f"{key}: {_text(key, item)}" for key, item in value.items())
    if isinstance(value, list):
        return ", ".join(_text(name, item) for item in value) or "—"
    if isinstance(value, int | float):
        return str(localize(value))
    return str(value)


def details(data: dict) -> list[tuple[str, str]]:
    """An event's `data` as (field name, readable value) pairs, in the order written."""
    return [
        (str(FIELDS.get(name, name)), _text(name, value)) for name, value in (data or {}).items()
    ]
