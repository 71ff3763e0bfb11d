"""Which of the service's languages a page, a message or a file is in."""

from django.conf import settings


def pick(*candidates: str | None) -> str:
    """The first candidate the service speaks (`de-DE`, `de_de`, `DE` all mean `de`), else the
    default language. Candidates come in order of preference: `?lang=`, a stored locale, the
    browser's."""
    supported = {code for code, _name in settings.LANGUAGES}
    for candidate in candidates:
        code = (candidate or "").replace("_", "-").split("-")[0].lower()
        if code in supported:
            return code
    return settings.LANGUAGE_CODE
