"""Forms of the owners' settings pages; every bad value is a form error, never a server error."""

from django import forms
from django.contrib.auth.validators import UnicodeUsernameValidator
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from . import services
from .models import Role, User

ROLE_CHOICES = [(role.value, role.label) for role in services.CONSOLE_ROLES]


class ApiKeyForm(forms.Form):
    name = forms.CharField(
        label=_("Name (to recognise the key by)"), max_length=100, required=False
    )


class InviteForm(forms.Form):
    username = forms.CharField(
        label=_("User name"), max_length=150, validators=[UnicodeUsernameValidator()]
    )
    role = forms.ChoiceField(label=_("Role"), choices=ROLE_CHOICES, initial=Role.AGENT)

    def clean_username(self) -> str:
        username = self.cleaned_data["username"]
        if User.objects.filter(username__iexact=username).exists():
            raise ValidationError(_("That user name is taken; choose another."))
        return username


class RoleForm(forms.Form):
    role = forms.ChoiceField(label=_("Role"), choices=ROLE_CHOICES)


def _origins(text: str) -> list[str]:
    try:
        return services.clean_origins(text.splitlines())
    except ValueError as exc:
        raise ValidationError(
            _("“%(value)s” is not an origin: write it as https://shop.example (no path)."),
            params={"value": str(exc)[:100]},
        ) from None


class OriginsForm(forms.Form):
    origins = forms.CharField(
        label=_("Allowed origins (one a line)"),
        help_text=_("The addresses of the pages that embed the widget, e.g. https://shop.example"),
        widget=forms.Textarea(attrs={"rows": 3}),
        max_length=4000,
        required=False,
    )

    def clean_origins(self) -> list[str]:
        return _origins(self.cleaned_data["origins"])


class SiteForm(OriginsForm):
    name = forms.CharField(label=_("Name of the site"), max_length=200)
    field_order = ["name", "origins"]


class WebhookForm(forms.Form):
    url = forms.URLField(
        label=_("Webhook URL of your bot"),
        max_length=200,
        assume_scheme="https",
        help_text=_("It must be https:// (or http://) and reach a public address."),
    )


class LimitsForm(forms.Form):
    """One number per channel setting and memory limit, each within its allowed range."""

    CHANNEL_LABELS = {
        "window_messages": _("Messages in the verbatim window"),
        "idle_minutes": _("Conversation ends after minutes without a message"),
        "stale_minutes": _("Ignore messages older than (minutes; 0 = never)"),
    }
    MEMORY_LABELS = {
        "max_entries": _("Entries per person at most"),
        "max_value_chars": _("Characters per entry at most"),
        "context_chars": _("Characters of memory in a context at most"),
        "stale_unconfirmed_days": _("An unconfirmed entry is asked about after (days)"),
        "retention_days": _("Unused entries are deleted after (days)"),
        "pending_days": _("An entry nobody confirmed is dropped after (days)"),
    }

    def __init__(self, *args, current: dict, **kwargs):
        super().__init__(*args, **kwargs)
        self.channel_names = list(current["channels"])
        for channel, values in current["channels"].items():
            for name, (low, high) in services.CHANNEL_RANGES.items():
                self.fields[f"{channel}__{name}"] = forms.IntegerField(
                    label=self.CHANNEL_LABELS[name],
                    min_value=low,
                    max_value=high,
                    initial=values.get(name) or 0,
                )
        for name, (low, high) in services.MEMORY_RANGES.items():
            self.fields[f"memory__{name}"] = forms.IntegerField(
                label=self.MEMORY_LABELS[name],
                min_value=low,
                max_value=high,
                initial=current["memory"].get(name),
            )

    def channel_rows(self):
        for channel in self.channel_names:
            yield channel, [self[f"{channel}__{name}"] for name in services.CHANNEL_RANGES]

    def memory_fields(self):
        return [self[f"memory__{name}"] for name in services.MEMORY_RANGES]

    def ranges(self, field) -> tuple[int, int]:
        return self.fields[field.name].min_value, self.fields[field.name].max_value

    def values(self) -> tuple[dict, dict]:
        channels: dict = {channel: {} for channel in self.channel_names}
        memory = {}
        for key, value in self.cleaned_data.items():
            group, _sep, name = key.partition("__")
            if group == "memory":
                memory[name] = value
            else:
                channels[group][name] = value
        return channels, memory


class TimeZoneForm(forms.Form):
    time_zone = forms.ChoiceField(
        label=_("Time zone"),
        help_text=_("The console shows times, such as the audit log's, in this zone."),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["time_zone"].choices = [(name, name) for name in services.time_zone_names()]
