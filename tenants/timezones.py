"""Times as the tenant's staff read them: in the tenant's time zone, in one localised format.

The zone is `Tenant.settings["time_zone"]` (an IANA name such as "Europe/Berlin"), else the
installation's TIME_ZONE (UTC). The format is the active language's SHORT_DATETIME_FORMAT (or
SHORT_DATE_FORMAT for a day): "05.03.2025 14:30" in German and Danish, "5-3-2025 14:30" in Dutch,
"03/05/2025 2:30 p.m." in English. Templates use the `{% when %}` tag (tenants.templatetags.
tenant_time); code that renders HTML itself uses `time_element`.
"""

from datetime import date, datetime
from html import escape
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.conf import settings
from django.utils.dateformat import format as date_format
from django.utils.formats import get_format


def tenant_zone(tenant) -> ZoneInfo:
    """The tenant's time zone (`Tenant.settings["time_zone"]`), else the installation's."""
    name = (getattr(tenant, "settings", None) or {}).get("time_zone") or settings.TIME_ZONE
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo(settings.TIME_ZONE)


def request_zone(request) -> ZoneInfo:
    """The time zone of the request's tenant (a staff page's), cached on the request."""
    if request is None:
        return ZoneInfo(settings.TIME_ZONE)
    zone = getattr(request, "_tenant_zone", None)
    if zone is None:
        tenant = getattr(request, "tenant", None)
        if tenant is None:
            user = getattr(request, "user", None)
            tenant = getattr(user, "tenant", None) if getattr(user, "tenant_id", None) else None
        zone = request._tenant_zone = tenant_zone(tenant)
    return zone


def local_text(value, zone: ZoneInfo, *, day: bool = False) -> str:
    """`value` in `zone`, in the active language's short format (a date alone with `day`)."""
    if isinstance(value, datetime):
        value = value.astimezone(zone)
        if day:
            value = value.date()
    elif not isinstance(value, date):
        return ""
    if isinstance(value, datetime):
        return date_format(value, get_format("SHORT_DATETIME_FORMAT"))
    return date_format(value, get_format("SHORT_DATE_FORMAT"))


def time_element(value, zone: ZoneInfo, *, day: bool = False) -> str:
    """`<time datetime="ISO in zone" title="... with seconds and zone">local text</time>`."""
    if not isinstance(value, date):
        return ""
    if isinstance(value, datetime):
        value = value.astimezone(zone)
        title = f' title="{value:%Y-%m-%d %H:%M:%S} {escape(value.tzname() or "")}"'
    else:
        title = ""
    return (
        f'<time datetime="{value.isoformat()}"{title}>'
        f"{escape(local_text(value, zone, day=day))}</time>"
    )
