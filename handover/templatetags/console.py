"""The console's transcript, rendered in one pass: a 2,000-message case must stay fast."""

from html import escape

from django import template
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

from memory.labels import SUMMARY_LABELS
from memory.models import Message, Session
from memory.services import effective_state
from privacy.masking import HEALTH_MASK, LABEL_NAMES, mask_text
from privacy.templatetags.masking import maskable_spans
from tenants.timezones import request_zone, time_element

register = template.Library()


@register.filter
def visitor_left(session: Session) -> bool:
    """Whether the visitor ended the conversation (or it ran out): replies no longer reach them."""
    return effective_state(session) == Session.State.ENDED


@register.filter
def summary_label(name: str) -> str:
    """An object type, constraint name or commitment kind of the summary, in the page's language."""
    return str(SUMMARY_LABELS.get(name, name))


@register.simple_tag(takes_context=True)
def transcript_items(context, messages, unmask_url: str = "") -> SafeString:
    """One <li> per message: role, time, seq and the masked text (plus unmask links for owners).

    Equivalent to a template loop with the `masked` filter, without the template engine's
    per-variable cost; every text still goes through privacy.masking.mask_text.
    """
    roles = {value: escape(str(label)) for value, label in Message.Role.choices}
    unmask = escape(gettext("Unmask"))
    health_mask = gettext(HEALTH_MASK)
    names = {label: escape(str(name)) for label, name in LABEL_NAMES.items()}
    zone = request_zone(context.get("request"))
    parts = []
    for m in messages:
        text = escape(mask_text(m.text, m.redactions or [], health_mask=health_mask))
        text = text.replace("\n", "<br>")
        links = ""
        if unmask_url:
            links = "".join(
                f'<a class="unmask" href="{unmask_url}?ref=message:{m.pk}:{index}">{unmask} '
                f'<span class="visually-hidden">{names[label]} {escape(shown)}</span></a> '
                for index, label, shown in maskable_spans(m)
            )
        parts.append(
            f'<li class="msg role-{escape(m.role)}" id="m{m.seq}">'
            f'<div class="msg-meta"><span class="role">{roles.get(m.role, escape(m.role))}</span> '
            f"{time_element(m.created_at, zone)} "
            f'<span class="muted">#{m.seq}</span></div>'
            f'<p class="msg-text">{text}</p>{links}</li>\n'
        )
    return mark_safe("".join(parts))


@register.filter
def masked_name(name: str) -> str:
    """A customer's name as the queue shows it: the first name and the initials of the rest."""
    parts = str(name or "").split()
    if not parts:
        return ""
    return " ".join([parts[0], *(f"{p[:1]}." for p in parts[1:])])


@register.filter
def masked_ref(ref: str) -> str:
    """An integrator's customer reference, shortened so it identifies the case, not the person."""
    ref = str(ref or "")
    return f"{ref[:3]}…{ref[-2:]}" if len(ref) > 6 else ref[:1] + "…"


@register.filter
def is_before(when, now) -> bool:
    """Whether `when` lies before `now` (an overdue callback)."""
    return bool(when and now and when < now)
