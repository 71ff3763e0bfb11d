"""Forms of the DPO console: subject search, erasure confirmation, retention, audit filter."""

from datetime import timedelta

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from privacy import retention
from privacy.models import StorageType

UNITS = (("hours", _("hours")), ("days", _("days")))


class SubjectSearchForm(forms.Form):
    q = forms.CharField(
        label=_("Subject reference or session key"), max_length=200, strip=True, required=True
    )


class EraseConfirmForm(forms.Form):
    confirm = forms.CharField(label=_("Type the subject reference to confirm"), max_length=200)
    reason = forms.CharField(label=_("Reason (for the audit log)"), max_length=500, required=False)

    def __init__(self, *args, ref: str, **kwargs):
        super().__init__(*args, **kwargs)
        self.ref = ref

    def clean_confirm(self) -> str:
        if self.cleaned_data["confirm"] != self.ref:
            raise ValidationError(_("The reference does not match."))
        return self.cleaned_data["confirm"]


def _split(period: timedelta) -> tuple[int, str]:
    seconds = int(period.total_seconds())
    if seconds % 86400 == 0:
        return seconds // 86400, "days"
    return max(seconds // 3600, 1), "hours"


class RetentionForm(forms.Form):
    """One amount and unit per storage type; limits come from privacy.retention."""

    def __init__(self, *args, periods: dict[str, timedelta], **kwargs):
        super().__init__(*args, **kwargs)
        for storage_type in StorageType:
            amount, unit = _split(periods[storage_type])
            self.fields[f"{storage_type}_amount"] = forms.IntegerField(
                label=storage_type.label, min_value=1, initial=amount
            )
            self.fields[f"{storage_type}_unit"] = forms.ChoiceField(
                label=_("Unit"), choices=UNITS, initial=unit
            )

    def rows(self):
        for storage_type in StorageType:
            low, high = retention.LIMITS[storage_type]
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


class AuditFilterForm(forms.Form):
    actor = forms.CharField(label=_("Actor"), max_length=150, required=False)
    action = forms.CharField(label=_("Action"), max_length=50, required=False)
    subject = forms.CharField(label=_("Subject reference"), max_length=200, required=False)
    since = forms.DateField(
        label=_("From"), required=False, widget=forms.DateInput(attrs={"type": "date"})
    )
    until = forms.DateField(
        label=_("Until (inclusive)"), required=False, widget=forms.DateInput(attrs={"type": "date"})
    )
