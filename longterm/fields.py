"""Serializer fields of long-term memory's API and the widget's memory endpoints."""

from memory.api import PlainTextField


class EntryText(PlainTextField):
    """A memory entry's text (key, value, type, purpose): a string (a number or a boolean is
    refused, not turned into one) without control characters."""
