"""Path converters of the project's URLs."""

import re

from django.urls.converters import StringConverter


class TextConverter(StringConverter):
    """One path segment of any text but NUL: `<text:ref>` instead of `<text:ref>` for ids.

    PostgreSQL cannot hold NUL in a text value, so a lookup by such an id raised a DataError (a
    500). No id we hand out contains NUL, so a path with one names nothing: 404, API and pages.
    """

    regex = r"[^/\x00]+"


class SubjectRefConverter(StringConverter):
    """A subject's ref in one path segment of the DPO's pages, whatever it holds: "/" is written
    "~2F" and "~" "~7E" (a ref from before refs were checked could hold a "/", and the DPO must
    still reach, export and erase it). Any other "~" stays as it is."""

    regex = r"[^/\x00]+"
    _ESCAPED = re.compile("~(2F|7E)")

    def to_python(self, value: str) -> str:
        return self._ESCAPED.sub(lambda m: "/" if m.group(1) == "2F" else "~", value)

    def to_url(self, value: str) -> str:
        return value.replace("~", "~7E").replace("/", "~2F")
