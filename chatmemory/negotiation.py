"""Content negotiation that remembers its answer for each Accept header it has seen."""

from rest_framework.negotiation import DefaultContentNegotiation

# Accept headers are the client's to choose: remember only short ones, and only so many.
_MAX_HEADER = 256
_MAX_ANSWERS = 1024


class RememberingContentNegotiation(DefaultContentNegotiation):
    """DRF's negotiation, parsing each distinct Accept header once per process.

    An integrator sends the same Accept header on every call, and DRF parsed it and matched it
    against the renderers each time (about 4 % of the CPU of an API request). The answer depends
    only on the header and the view's renderer classes, so it is kept; a `?format=` override, a
    format suffix and refusals (406) always go through DRF.
    """

    _answers: dict[tuple, tuple[int, str]] = {}

    def select_renderer(self, request, renderers, format_suffix=None):
        if format_suffix or self.settings.URL_FORMAT_OVERRIDE in request.query_params:
            return super().select_renderer(request, renderers, format_suffix)
        accept = request.META.get("HTTP_ACCEPT", "*/*")
        key = (tuple(type(renderer) for renderer in renderers), accept)
        answer = self._answers.get(key)
        if answer is None:
            renderer, media_type = super().select_renderer(request, renderers)
            answer = (renderers.index(renderer), media_type)
            if len(accept) <= _MAX_HEADER and len(self._answers) < _MAX_ANSWERS:
                self._answers[key] = answer
        index, media_type = answer
        return renderers[index], media_type
