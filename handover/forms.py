"""Console forms: notes, resolution and the owner's unmasking reason."""

from django import forms
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from handover.unmask import MIN_REASON_CHARS, MIN_REASON_WORDS, UnmaskInvalid, check_reason
from memory.services import remove_control_characters


class NoteForm(forms.Form):
    text = forms.CharField(
        label=_("Note"),
        max_length=4000,
        widget=forms.Textarea(attrs={"rows": 3}),
        error_messages={"required": _("A note cannot be empty.")},
    )

    def __init__(self, *args, **kwargs):
        # The case page shows the reply composer too, whose field is also "text": the note gets
        # ids of its own, so its label never sends focus (and a private note) into the reply.
        kwargs.setdefault("auto_id", "id_note_%s")
        super().__init__(*args, **kwargs)


class ReplyForm(forms.Form):
    text = forms.CharField(
        label=_("Reply to the visitor"),
        max_length=8000,
        error_messages={"required": _("Write a reply first.")},
        widget=forms.Textarea(attrs={"rows": 3, "autocomplete": "off"}),
    )

    def clean_text(self) -> str:
        # A browser sends a textarea's line breaks as CRLF; a turn's lines end in LF, like the
        # visitor's from the widget (offsets and the token count stay those of the text shown).
        text = self.cleaned_data["text"].replace("\r\n", "\n").replace("\r", "\n")
        # Invisible control characters pasted along with a text are dropped, not a refusal the
        # agent could not see the reason of (no stored turn holds them).
        return remove_control_characters(text)


class ReassignForm(forms.Form):
    assignee = forms.TypedChoiceField(label=_("Give this case to"), coerce=int)

    def __init__(self, *args, colleagues, **kwargs):
        super().__init__(*args, **kwargs)
        # Evaluated once: a ModelChoiceField would query again for the select's `required`.
        self.colleagues = {user.pk: user for user in colleagues}
        self.fields["assignee"].choices = [
            (pk, user.display_name or user.username) for pk, user in self.colleagues.items()
        ]

    def clean_assignee(self):
        return self.colleagues[self.cleaned_data["assignee"]]


class RescheduleForm(forms.Form):
    due_at = forms.DateTimeField(
        label=_("New due time"),
        widget=forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M"),
        input_formats=["%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M"],
        error_messages={
            "required": _("Give the new due time as a date and a time."),
            "invalid": _("Give the new due time as a date and a time."),
        },
    )

    def clean_due_at(self):
        due_at = self.cleaned_data["due_at"]
        if due_at < timezone.now():
            raise forms.ValidationError(_("Choose a time that is still to come."))
        return due_at


class ResolveForm(forms.Form):
    resolution = forms.CharField(
        label=_("Resolution (optional)"),
        max_length=2000,
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
    )


class UnmaskForm(forms.Form):
    ref = forms.CharField(widget=forms.HiddenInput, max_length=100)
    reason = forms.CharField(
        label=_("Why do you need to see this value?"),
        max_length=500,
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # Built per form, not at import: the help text is in the language of the request.
        self.fields["reason"].help_text = _(
            "At least %(words)d different words and %(chars)d characters. Your reason is "
            "written to the audit log."
        ) % {"words": MIN_REASON_WORDS, "chars": MIN_REASON_CHARS}

    def clean_reason(self) -> str:
        try:
            return check_reason(self.cleaned_data["reason"])
        except UnmaskInvalid as exc:
            raise forms.ValidationError(str(exc)) from exc
