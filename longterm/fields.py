"""Serializer fields of long-term memory's API and the widget's memory endpoints."""

from django.utils.translation import gettext_lazy as _
from rest_framework import serializers

from memory.services import has_control_characters


class EntryText(serializers.CharField):
    """A memory entry's text (key, value, type, purpose): control characters are refused as
    they arrive, before white space is trimmed. Python counts NEL, FS to US, VT and FF as white
    space, so at either end they were dropped without a word where message ingest refuses
    them."""

    def run_validation(self, data=serializers.empty):
        if isinstance(data, str) and has_control_characters(data):
            raise serializers.ValidationError(_("Control characters are not allowed here."))
        return super().run_validation(data)
