"""The integrator API for data subject rights (the API contract's "Data subject rights")."""

from django.http import FileResponse, Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.response import Response

from chatmemory.api_views import api_view
from chatmemory.errors import envelope
from dpo import erasure, export
from dpo.models import ExportJob
from memory.api import parse_body
from tenants.auth import request_tenant


class ExportCreatedOut(serializers.Serializer):
    id = serializers.UUIDField()
    status = serializers.CharField()


class ExportOut(serializers.Serializer):
    id = serializers.UUIDField()
    status = serializers.ChoiceField(choices=ExportJob.Status.choices)
    progress = serializers.FloatField(min_value=0, max_value=1)
    download_url = serializers.URLField(required=False)
    expires_at = serializers.DateTimeField(required=False)
    error = inline_serializer(
        "ExportFailure",
        {
            "code": serializers.ChoiceField(choices=ExportJob.Failure.choices),
            "message": serializers.CharField(),
        },
        required=False,
        help_text="Why the export failed; only with status `failed`.",
    )


class ReceiptOut(serializers.Serializer):
    receipt = inline_serializer(
        "ErasureReceipt",
        {
            "subject": serializers.CharField(),
            "deleted": serializers.DictField(child=serializers.IntegerField()),
            "at": serializers.DateTimeField(),
        },
    )


@extend_schema(
    request=None,
    responses={202: ExportCreatedOut},
    operation_id="subject_export_create",
    tags=["exports"],
    summary="Request an access export (Art. 15)",
)
@api_view(["POST"])
def export_create(request, ref: str):
    """Start an access export of everything held on the subject."""
    parse_body(request)
    try:
        job = export.create_export(tenant=request_tenant(request), ref=ref, actor=request.user)
    except export.NothingToExport as exc:
        raise Http404 from exc
    return Response({"id": job.pk, "status": job.status}, status=status.HTTP_202_ACCEPTED)


def export_body(request, job: ExportJob) -> dict:
    body = {"id": job.pk, "status": job.status, "progress": round(job.progress, 3)}
    if job.status == ExportJob.Status.DONE:
        body["download_url"] = request.build_absolute_uri(export.download_url(job))
        body["expires_at"] = job.expires_at
    if job.status == ExportJob.Status.FAILED and job.failure:
        body["error"] = {"code": job.failure, "message": job.get_failure_display()}
    return body


@extend_schema(
    responses={200: ExportOut},
    operation_id="export_detail",
    tags=["exports"],
    summary="Status of an access export",
)
@api_view(["GET"])
def export_detail(request, export_id):
    """An export's progress, and its signed download link once done."""
    job = get_object_or_404(ExportJob.objects.for_tenant(request_tenant(request)), pk=export_id)
    return Response(ExportOut(export_body(request, job)).data)


@extend_schema(
    request=None,
    responses={200: ReceiptOut},
    operation_id="subject_erase",
    tags=["subjects and memory"],
    summary="Erase everything held on a person",
)
@api_view(["DELETE"])
def subject_erase(request, ref: str):
    """Erase the subject through the whole chain; the receipt holds counts only."""
    try:
        receipt = erasure.erase_subject(tenant=request_tenant(request), ref=ref, actor=request.user)
    except erasure.NothingHeld as exc:
        raise Http404 from exc
    return Response({"receipt": ReceiptOut({"receipt": receipt.as_dict()}).data["receipt"]})


@csrf_exempt  # the signed link authorises it; without this a POST got Django's CSRF page (403)
def export_download(request: HttpRequest, export_id) -> HttpResponse:
    """The ZIP behind a signed, expiring link; every download is audited."""
    if request.method not in ("GET", "HEAD"):
        # A plain Django view under /api/: its 405 is the API's envelope too.
        response = JsonResponse(envelope(405, "Method not allowed."), status=405)
        response["Allow"] = "GET, HEAD"
        return response
    job = export.job_for_token(export_id=export_id, token=request.GET.get("token", ""))
    if job is None:
        # The API's envelope, also where DEBUG would show Django's HTML page for an Http404.
        return JsonResponse(envelope(404, "Not found."), status=404)
    user = request.user if request.user.is_authenticated else None
    export.record_download(job=job, actor=user, actor_label="" if user else "download-link")
    response = FileResponse(
        open(export.export_path(job.file_name), "rb"),  # noqa: SIM115 - FileResponse closes it
        as_attachment=True,
        filename=export.download_name(ref_id=job.pk, at=job.created_at),
        content_type="application/zip",
    )
    response["Cache-Control"] = "no-store"
    return response
