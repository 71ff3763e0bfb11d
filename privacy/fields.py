"""DRF fields for stored text shown to the team: the same masking as the console templates."""

from rest_framework import serializers

from privacy.masking import mask_text


class MaskedTextField(serializers.Field):
    """Read-only: a row's stored text with its mask-in-views spans masked.

    Reads `text_attr` and `spans_attr` of the whole object (source="*"), so no serializer can
    output the plaintext by forgetting the spans.
    """

    def __init__(self, *, text_attr: str = "text", spans_attr: str = "redactions", **kwargs):
        self.text_attr = text_attr
        self.spans_attr = spans_attr
        kwargs["source"] = "*"
        kwargs["read_only"] = True
        super().__init__(**kwargs)

    def to_representation(self, obj) -> str:
        text = getattr(obj, self.text_attr, "") or ""
        return mask_text(text, getattr(obj, self.spans_attr, None) or [])
