"""Owner-only unmasking of one masked value, with a stated reason that goes to the audit log."""

import re
from dataclasses import dataclass

from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.utils.translation import gettext_lazy as _

from privacy import audit
from privacy.masking import MASKED_LABELS, mask_value
from tenants.models import Role

MIN_REASON_WORDS = 3
MIN_REASON_CHARS = 12
# After one unmasking, its page shows the value again for this long (a reload, the back button)
# without a second audit event; then the owner states a reason again.
SHOWN_FOR_SECONDS = 5 * 60
CONTACT_LABELS = {"email": "EMAIL", "phone": "PHONE"}
_REF_RE = re.compile(r"^(?:contact:(?P<field>email|phone)|message:(?P<msg>\d+):(?P<span>\d+))$")


class UnmaskRefused(PermissionDenied):
    """Only an owner may unmask."""


class UnmaskInvalid(ValueError):
    """The reference names no maskable value, or the reason is too thin."""


@dataclass(frozen=True)
class Unmasked:
    ref: str
    label: str
    masked: str
    value: str


def can_unmask(user) -> bool:
    return bool(getattr(user, "is_authenticated", False)) and user.has_role(Role.OWNER)


def rate(group: str, request) -> str:
    """django-ratelimit's rate for unmasking, read from settings at request time."""
    return settings.UNMASK_RATE


def check_reason(reason: str) -> str:
    """The reason, stripped; a few words at least, so the audit log says something."""
    reason = " ".join((reason or "").split())
    # Words are different words of two letters or more: "x x x x x x x" or "test test test
    # test" says nothing in the audit log.
    words = {word.casefold() for word in reason.split() if sum(c.isalpha() for c in word) >= 2}
    if len(words) < MIN_REASON_WORDS or len(reason) < MIN_REASON_CHARS:
        raise UnmaskInvalid(
            _("Give a reason of at least %(words)d different words and %(chars)d characters.")
            % {"words": MIN_REASON_WORDS, "chars": MIN_REASON_CHARS}
        )
    return reason[:500]


def masked_for(*, handover, ref: str) -> tuple[str, str, str]:
    """(label, masked value, plaintext) of the value `ref` points at within the handover.

    `ref` is "contact:email", "contact:phone" or "message:<message id>:<span index>"; the
    message must belong to the handover's session (the handover is already tenant-checked).
    """
    match = _REF_RE.match(ref or "")
    if match is None:
        raise UnmaskInvalid(_("This value cannot be unmasked."))
    if match["field"]:
        value = (handover.contact or {}).get(match["field"]) or ""
        label = CONTACT_LABELS[match["field"]]
    else:
        message = handover.session.messages.filter(pk=int(match["msg"])).first()
        spans = (message.redactions or []) if message else []
        index = int(match["span"])
        if index >= len(spans) or spans[index].get("label") not in MASKED_LABELS:
            raise UnmaskInvalid(_("This value cannot be unmasked."))
        span = spans[index]
        label = span["label"]
        value = message.text[int(span["start"]) : int(span["end"])]
    if not value:
        raise UnmaskInvalid(_("This value cannot be unmasked."))
    return label, mask_value(value, label), value


def unmask(*, user, handover, ref: str, reason: str) -> Unmasked:
    """The plaintext of one masked value, for an owner with a reason; the audit event comes first.

    The event records who, when, which value (by reference) and why, never the value itself.
    """
    if not can_unmask(user) or user.tenant_id != handover.tenant_id:
        raise UnmaskRefused(_("Only an owner can unmask values."))
    reason = check_reason(reason)
    label, masked, value = masked_for(handover=handover, ref=ref)
    kind, _sep, rest = ref.partition(":")
    audit.record(
        action="value.unmasked",
        tenant=handover.tenant,
        actor=user,
        subject_ref=handover.session.subject.ref if handover.session.subject_id else "",
        object_type="message" if kind == "message" else "handover",
        object_id=rest.split(":")[0] if kind == "message" else handover.pk,
        reason=reason,
        data={"handover": handover.pk, "ref": ref, "label": label},
    )
    return Unmasked(ref=ref, label=label, masked=masked, value=value)
