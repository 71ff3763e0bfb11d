"""Signed cookies that name one subject of one tenant: the portal's and the widget's."""

from django.http import HttpRequest

from memory.models import Subject


def subject_cookie_value(subject: Subject) -> str:
    """The value a subject cookie holds (signed by the caller's `set_signed_cookie`)."""
    return f"{subject.tenant_id}:{subject.pk}"


def read_subject_cookie(
    request: HttpRequest, *, name: str, salt: str, max_age: int
) -> tuple[int, int] | None:
    """(tenant id, subject id) from a valid, unexpired signed cookie, or None."""
    raw = request.get_signed_cookie(name, default=None, salt=salt, max_age=max_age)
    if not raw:
        return None
    tenant_id, _sep, subject_id = raw.partition(":")
    if not (tenant_id.isdigit() and subject_id.isdigit()):
        return None
    return int(tenant_id), int(subject_id)
