"""The API's JSON parser: DRF's, with a nesting limit so a deep body is a 400, not a 500."""

from rest_framework import parsers
from rest_framework.exceptions import ParseError

# No body of the contract nests deeper than a few levels. Far below Python's recursion limit, so
# nothing that handles a parsed body (validation, repr, the renderer) can run out of stack.
MAX_JSON_DEPTH = 32
TOO_DEEP = f"JSON parse error - nested deeper than {MAX_JSON_DEPTH} levels."


def nesting_depth_exceeds(data, limit: int) -> bool:
    """Whether lists and objects in `data` nest deeper than `limit` (iterative: no recursion)."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        children = value.values() if isinstance(value, dict) else value
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return False


class JSONParser(parsers.JSONParser):
    """DRF's JSON parser; a body nested too deeply is refused like any malformed body (400).

    Python's decoder gives up on about a thousand levels with a RecursionError, which DRF lets
    through as a server error; shallower bodies may still exhaust the stack later.
    """

    def parse(self, stream, media_type=None, parser_context=None):
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError(TOO_DEEP) from None
        if isinstance(data, dict | list) and nesting_depth_exceeds(data, MAX_JSON_DEPTH):
            raise ParseError(TOO_DEEP)
        return data
