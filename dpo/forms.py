"""Forms of the DPO console: subject search, erasure confirmation, retention, audit filter."""

from datetime import date, timedelta

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from privacy import retention
from privacy.analytics import MAX_RANGE_DAYS
from privacy.models import StorageType

UNITS = (("minutes", _("minutes")), ("hours", _("hours")), ("days", _("days")))


class SubjectSearchForm(forms.Form):
    q = forms.CharField(
        label=_("Subject reference, session key, e-mail, phone number or name"),
        max_length=200,
        strip=True,
        required=True,
    )


class EraseConfirmForm(forms.Form):
    confirm = forms.CharField(label=_("Type the subject reference to confirm"), max_length=200)
    # An erasure cannot be undone: the audit log says on what ground it was done.
    reason = forms.CharField(
        label=_("Reason (for the audit log)"),
        max_length=500,
        error_messages={
            "required": _("Give the reason for the audit log, for example the request it answers.")
        },
    )

    def __init__(self, *args, ref: str, **kwargs):
        super().__init__(*args, **kwargs)
        self.ref = ref

    def clean_confirm(self) -> str:
        if self.cleaned_data["confirm"] != self.ref:
            raise ValidationError(_("The reference does not match."))
        return self.cleaned_data["confirm"]


def _split(period: timedelta) -> tuple[int, str]:
    """A period as the form shows it: whole days, else whole hours, else minutes ("30 minutes"
    was shown as 1 hour, and could not be set)."""
    seconds = int(period.total_seconds())
    if seconds % 86400 == 0:
        return seconds // 86400, "days"
    if seconds % 3600 == 0:
        return seconds // 3600, "hours"
    return max(seconds // 60, 1), "minutes"


class RetentionForm(forms.Form):
    """One amount and unit per storage type; limits come from privacy.retention."""

    def __init__(self, *args, periods: dict[str, timedelta], **kwargs):
        super().__init__(*args, **kwargs)
        for storage_type in StorageType:
            amount, unit = _split(periods[storage_type])
            self.fields[f"{storage_type}_amount"] = forms.IntegerField(
                label=storage_type.label,
                min_value=1,
                initial=amount,
                # the allowed range beside it is read with the field
                widget=forms.NumberInput(attrs={"aria-describedby": f"allowed-{storage_type}"}),
            )
            self.fields[f"{storage_type}_unit"] = forms.ChoiceField(
                label=_("Unit"), choices=UNITS, initial=unit
            )

    def rows(self):
        for storage_type in StorageType:
            low, high = retention.LIMITS[storage_type]
            amount = self[f"{storage_type}_amount"]
            if amount.errors:
                # Read with the field: its error as well as the allowed range.
                amount.field.widget.attrs["aria-describedby"] = (
                    f"allowed-{storage_type} {amount.auto_id}_error"
                )
            yield {
                "type": storage_type,
                "amount": self[f"{storage_type}_amount"],
                "unit": self[f"{storage_type}_unit"],
                "low": retention.period_words(low),
                "high": retention.period_words(high),
            }

    def clean(self):
        cleaned = super().clean()
        periods = {}
        for storage_type in StorageType:
            amount = cleaned.get(f"{storage_type}_amount")
            unit = cleaned.get(f"{storage_type}_unit")
            if amount is None or unit is None:
                continue
            try:
                period = timedelta(**{unit: amount})
                retention.validate_period(storage_type, period)
            except OverflowError:  # beyond what a timedelta holds, so far beyond any limit
                self.add_error(f"{storage_type}_amount", retention.out_of_range(storage_type))
                continue
            except ValidationError as exc:
                self.add_error(f"{storage_type}_amount", exc)
            periods[storage_type] = period
        cleaned["periods"] = periods
        return cleaned


class IsoDateInput(forms.DateInput):
    """A browser's date picker: its value is an ISO date whatever the page's language (a German
    page's "05.11.2026" would leave it empty and send nothing back)."""

    input_type = "date"

    def __init__(self, attrs=None):
        super().__init__(attrs, format="%Y-%m-%d")


class AuditFilterForm(forms.Form):
    actor = forms.CharField(label=_("Actor"), max_length=150, required=False)
    action = forms.CharField(label=_("Action"), max_length=50, required=False)
    subject = forms.CharField(label=_("Subject reference"), max_length=200, required=False)
    since = forms.DateField(label=_("From"), required=False, widget=IsoDateInput)
    until = forms.DateField(label=_("Until (inclusive)"), required=False, widget=IsoDateInput)


class AnalyticsRangeForm(forms.Form):
    """The analytics page's days: the last 30 by default, at most MAX_RANGE_DAYS."""

    start = forms.DateField(label=_("From"), required=False, widget=IsoDateInput)
    end = forms.DateField(label=_("Until (inclusive)"), required=False, widget=IsoDateInput)

    def __init__(self, *args, today: date, **kwargs):
        super().__init__(*args, **kwargs)
        self.today = today
        self.fields["end"].initial = today
        self.fields["start"].initial = today - timedelta(days=29)

    def clean(self) -> dict:
        data = super().clean()
        if self.errors:
            return data
        end = data.get("end") or self.today
        try:
            start = data.get("start") or end - timedelta(days=29)
        except OverflowError:  # an end in year 1
            start = date.min
        if start > end:
            raise ValidationError(_("The first day must not come after the last day."))
        if (end - start).days + 1 > MAX_RANGE_DAYS:
            raise ValidationError(
                _("Choose at most %(days)d days."), params={"days": MAX_RANGE_DAYS}
            )
        data["start"], data["end"] = start, end
        return data

    def period(self) -> tuple[date, date]:
        """The chosen days; the default ones when the form is unbound."""
        if self.is_bound and self.is_valid():
            return self.cleaned_data["start"], self.cleaned_data["end"]
        return self.fields["start"].initial, self.fields["end"].initial
