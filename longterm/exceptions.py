"""The reasons the long-term memory services refuse a change; nothing is stored.

The API maps each to its status (`longterm.api.as_api_error`): 403, 400 with the fields, 422.
"""


class MemoryRefused(Exception):
    """Base of the reasons a long-term memory change is refused."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class ConsentMissing(MemoryRefused):
    """The person has not (or no longer) consented to long-term memory (403 no_consent)."""


class InvalidEntry(MemoryRefused):
    """A field is empty, too long or holds control characters (400, per field)."""

    def __init__(self, fields: dict[str, list[str]]) -> None:
        super().__init__(next(iter(fields.values()))[0])
        self.fields = fields


class EntryRefused(MemoryRefused):
    """The value holds never-store or special-category data (422 refused_by_privacy_policy)."""
