"""Path converters of the project's URLs."""

from django.urls.converters import StringConverter


class TextConverter(StringConverter):
    """One path segment of any text but NUL: `<text:ref>` instead of `<text:ref>` for ids.

    PostgreSQL cannot hold NUL in a text value, so a lookup by such an id raised a DataError (a
    500). No id we hand out contains NUL, so a path with one names nothing: 404, API and pages.
    """

    regex = r"[^/\x00]+"
