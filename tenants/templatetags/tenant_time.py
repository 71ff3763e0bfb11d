"""`{% when value %}`: a time on a staff page, in the tenant's zone and one localised format.

{% load tenant_time %}
{% when handover.created_at %}  <time datetime="..." title="...">05.03.2025 14:30</time>
{% when entry.expires_at "date" %}        the day alone
{% when_text h.created_at as started %}   plain text into a variable (for blocktranslate)
"""

from django import template
from django.utils.safestring import mark_safe

from tenants.timezones import local_text, request_zone, time_element

register = template.Library()


@register.simple_tag(takes_context=True)
def when(context, value, kind: str = ""):
    """A <time> element in the tenant's zone."""
    zone = request_zone(context.get("request"))
    day = kind == "date"
    if value in (None, ""):
        return ""
    return mark_safe(time_element(value, zone, day=day))


@register.simple_tag(takes_context=True)
def when_text(context, value, kind: str = "") -> str:
    """The same time as plain text, for a sentence: `{% when_text h.created_at as started %}`."""
    return local_text(value, request_zone(context.get("request")), day=kind == "date")
