"""Channel profiles: window size, idle timeout and stale-message limit per channel."""

from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings

from tenants.models import Tenant


@dataclass(frozen=True)
class ChannelProfile:
    name: str
    window_messages: int
    idle: timedelta
    stale: timedelta | None


def channel_profile(tenant: Tenant, channel: str) -> ChannelProfile:
    """The profile of `channel` for the tenant; unknown channels fall back to `web`."""
    profiles = dict(settings.CHANNEL_PROFILES)
    overrides = (tenant.settings or {}).get("channel_profiles", {})
    name = channel if channel in profiles or channel in overrides else "web"
    values = {**profiles.get(name, profiles["web"]), **overrides.get(name, {})}
    stale = values.get("stale_minutes")
    return ChannelProfile(
        name=name,
        window_messages=int(values["window_messages"]),
        idle=timedelta(minutes=values["idle_minutes"]),
        stale=timedelta(minutes=stale) if stale else None,
    )


def largest_window(tenant: Tenant) -> int:
    """The largest verbatim window of the tenant's channels: a read of that many newest turns
    serves a context of any of them."""
    profiles = dict(settings.CHANNEL_PROFILES)
    overrides = (tenant.settings or {}).get("channel_profiles", {})
    names = set(profiles) | set(overrides)
    return max(channel_profile(tenant, name).window_messages for name in names)
