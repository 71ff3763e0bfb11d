"""The customer page's download (/me/download): everything held on the person, as the DPO's
access export gives it. The rest of the page is the long-term memory app's (longterm.portal)."""

import tempfile

from django.http import FileResponse, HttpRequest, HttpResponse
from django.utils import timezone, translation
from django.views.decorators.http import require_GET

from longterm.portal import ACTOR, portal_view
from memory.models import Subject
from privacy import audit

from . import export


def download_response(subject: Subject) -> HttpResponse:
    """Everything held on the person, as the DPO's access export gives it: a ZIP with a readable
    page (index.html) and the same data as JSON (data.json)."""
    spool = tempfile.SpooledTemporaryFile(max_size=8 * 1024 * 1024)  # noqa: SIM115 - FileResponse closes it
    export.write_access_zip(
        spool, tenant=subject.tenant, ref=subject.ref, lang=translation.get_language()
    )
    spool.seek(0)
    audit.record(
        action="portal.downloaded",
        tenant=subject.tenant,
        actor_label=ACTOR,
        subject_ref=subject.ref,
    )
    response = FileResponse(
        spool,
        as_attachment=True,
        filename=f"my-data-{timezone.now():%Y-%m-%d}.zip",
        content_type="application/zip",
    )
    response["Cache-Control"] = "no-store"
    return response


@require_GET
@portal_view
def download(request: HttpRequest, subject: Subject) -> HttpResponse:
    """The ZIP of everything held on the person, for the person."""
    return download_response(subject)
