"""Template filters for stored text shown to the team: all built on privacy.masking."""

from django import template
from django.utils.translation import gettext

from privacy.detect import detect
from privacy.masking import HEALTH_MASK, LABEL_NAMES, MASKED_LABELS, mask_text, mask_value

register = template.Library()


@register.filter
def masked(obj, field: str = "text"):
    """A stored row's text with its mask-in-views spans masked (`{{ message|masked }}`).

    The row keeps its spans next to the text: `redactions` for `text`, `<field>_redactions`
    for any other field (`{{ handover|masked:"reason" }}`).
    """
    text = getattr(obj, field, "") or ""
    spans_attr = "redactions" if field == "text" else f"{field}_redactions"
    spans = getattr(obj, spans_attr, None) or []
    return mask_text(text, spans, health_mask=gettext(HEALTH_MASK))


@register.filter
def masked_value(value, label: str):
    """One known sensitive value (a contact's email or phone), masked."""
    if not value:
        return ""
    return mask_value(str(value), label, health_mask=gettext(HEALTH_MASK))


@register.filter
def masked_free_text(value, lang: str | None = None):
    """Text without stored spans (a summary field): detect, then mask the same way."""
    if value in (None, ""):
        return ""
    text = str(value)
    return mask_text(text, detect(text, lang or None), health_mask=gettext(HEALTH_MASK))


@register.filter
def label_name(label: str) -> str:
    """A detected label ("EMAIL") as the team's views name it, in the page's language."""
    return str(LABEL_NAMES.get(label, label))


@register.filter
def maskable_spans(obj):
    """(index, label, masked value) of each span an owner may unmask in a row's text."""
    text = getattr(obj, "text", "") or ""
    out = []
    for index, span in enumerate(getattr(obj, "redactions", None) or []):
        if span.get("label") in MASKED_LABELS:
            value = text[int(span["start"]) : int(span["end"])]
            out.append((index, span["label"], mask_value(value, span["label"])))
    return out
