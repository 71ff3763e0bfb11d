"""The data protection officer's console (/dpo/) and the owners' analytics page."""

from collections import defaultdict
from datetime import UTC, date, datetime, time, timedelta
from functools import wraps

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db.models import Count
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from handover.models import Handover
from memory.models import MemoryEntry, Session, Subject
from tenants.models import Role

from . import analytics as analytics_counters
from . import erasure, export, retention
from .forms import AuditFilterForm, EraseConfirmForm, RetentionForm, SubjectSearchForm
from .models import AuditEvent, Consent, DailyCount, ExportJob, PurgeRun

DPO_ROLES = (Role.DPO,)
ANALYTICS_ROLES = (Role.OWNER, Role.DPO)


def role_required(*roles: str):
    """Signed-in staff of a tenant with one of `roles`; anyone else gets a clear refusal."""

    def decorator(view):
        @wraps(view)
        @login_required
        def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponse:
            if not request.user.has_role(*roles):
                names = ", ".join(str(Role(role).label) for role in roles)
                return render(request, "dpo/refused.html", {"roles": names}, status=403)
            request.tenant = request.user.tenant
            return view(request, *args, **kwargs)

        return wrapped

    return decorator


def _subject_url(ref: str) -> str:
    return reverse("dpo:subject", args=[ref])


@require_GET
@role_required(*DPO_ROLES)
def home(request: HttpRequest) -> HttpResponse:
    """Find a subject by reference or by one of their session keys."""
    form = SubjectSearchForm(request.GET or None)
    if form.is_valid():
        q = form.cleaned_data["q"]
        tenant = request.tenant
        if erasure.holds_anything(tenant=tenant, ref=q):
            return redirect(_subject_url(q))
        session = Session.objects.for_tenant(tenant).by_key(q).select_related("subject").first()
        if session is not None and session.subject is not None:
            return redirect(_subject_url(session.subject.ref))
        if session is not None:
            messages.info(request, _("That conversation is not linked to a known subject."))
        else:
            messages.error(request, _("Nothing is held under that reference or session key."))
    return render(request, "dpo/home.html", {"form": form})


def _holdings(tenant, ref: str) -> dict:
    subject = Subject.objects.for_tenant(tenant).filter(ref=ref).first()
    if subject is None and not erasure.holds_anything(tenant=tenant, ref=ref):
        raise Http404
    sessions = (
        Session.objects.for_tenant(tenant)
        .filter(subject=subject)
        .annotate(message_count=Count("messages"))
        .order_by("-created_at")
        if subject
        else Session.objects.none()
    )
    return {
        "ref": ref,
        "subject": subject,
        "sessions": sessions[:100],
        "handovers": Handover.objects.for_tenant(tenant)
        .filter(session__subject=subject)
        .annotate(note_count=Count("notes"))
        .order_by("-created_at")
        if subject
        else [],
        "memories": MemoryEntry.objects.for_subject(subject) if subject else [],
        "consents": Consent.objects.for_tenant(tenant)
        .filter(subject_ref=ref)
        .order_by("-created_at", "-pk"),
        "exports": ExportJob.objects.for_tenant(tenant).for_subject_ref(ref)[:20],
        "events": AuditEvent.objects.for_tenant(tenant).filter(subject_ref=ref)[:20],
    }


@require_GET
@role_required(*DPO_ROLES)
def subject(request: HttpRequest, ref: str) -> HttpResponse:
    """Everything held on the subject, with export and erasure."""
    context = _holdings(request.tenant, ref)
    context["download_urls"] = {
        job.pk: export.download_url(job)
        for job in context["exports"]
        if job.status == ExportJob.Status.DONE and job.expires_at > timezone.now()
    }
    return render(request, "dpo/subject.html", context)


@require_POST
@role_required(*DPO_ROLES)
def subject_export(request: HttpRequest, ref: str) -> HttpResponse:
    try:
        export.create_export(tenant=request.tenant, ref=ref, actor=request.user)
    except export.NothingToExport as exc:
        raise Http404 from exc
    messages.success(request, _("The export is being prepared; reload to see its progress."))
    return redirect(_subject_url(ref))


@require_http_methods(["GET", "POST"])
@role_required(*DPO_ROLES)
def subject_erase(request: HttpRequest, ref: str) -> HttpResponse:
    """Erasure with a confirmation step: the DPO types the reference again."""
    if not erasure.holds_anything(tenant=request.tenant, ref=ref):
        raise Http404
    form = EraseConfirmForm(request.POST or None, ref=ref)
    if request.method == "POST" and form.is_valid():
        receipt = erasure.erase_subject(
            tenant=request.tenant, ref=ref, actor=request.user, reason=form.cleaned_data["reason"]
        )
        return render(request, "dpo/erased.html", {"receipt": receipt})
    return render(request, "dpo/erase_confirm.html", {"ref": ref, "form": form})


@require_GET
@role_required(*DPO_ROLES)
def purge_runs(request: HttpRequest) -> HttpResponse:
    """The retention purge's recent runs for this tenant."""
    runs = PurgeRun.objects.for_tenant(request.tenant)[:100]
    return render(request, "dpo/purge_runs.html", {"runs": runs})


@require_http_methods(["GET", "POST"])
@role_required(*DPO_ROLES)
def retention_settings(request: HttpRequest) -> HttpResponse:
    """Read and change the tenant's retention periods; each change is audited."""
    periods = retention.periods_for(request.tenant)
    form = RetentionForm(request.POST or None, periods=periods)
    if request.method == "POST" and form.is_valid():
        changed = retention.set_periods(
            tenant=request.tenant, periods=form.cleaned_data["periods"], actor=request.user
        )
        if changed:
            messages.success(request, _("Retention periods saved."))
        else:
            messages.info(request, _("Nothing changed."))
        return redirect("dpo:retention")
    current = [
        {"type": key, "period": retention.period_words(value)} for key, value in periods.items()
    ]
    return render(request, "dpo/retention.html", {"form": form, "current": current})


def _day_start(day) -> datetime:
    return datetime.combine(day, time.min, tzinfo=UTC)


def _day_after(day) -> datetime | None:
    """Where an inclusive "until" day ends; None (no end) for the last day a date can name."""
    return _day_start(day + timedelta(days=1)) if day < date.max else None


@require_GET
@role_required(*DPO_ROLES)
def audit_log(request: HttpRequest) -> HttpResponse:
    """The audit log, filtered by actor, action, subject and period."""
    form = AuditFilterForm(request.GET or None)
    events = AuditEvent.objects.for_tenant(request.tenant)
    if form.is_valid():
        data = form.cleaned_data
        events = events.matching(
            actor=data["actor"],
            action=data["action"],
            subject=data["subject"],
            since=_day_start(data["since"]) if data["since"] else None,
            until=_day_after(data["until"]) if data["until"] else None,
        )
    page = Paginator(events.order_by("-created_at", "-pk"), 50).get_page(request.GET.get("page"))
    actions = (
        AuditEvent.objects.for_tenant(request.tenant)
        .order_by("action")
        .values_list("action", flat=True)
        .distinct()
    )
    query = request.GET.copy()
    query.pop("page", None)
    return render(
        request,
        "dpo/audit_log.html",
        {"form": form, "page": page, "actions": actions, "query": query.urlencode()},
    )


@require_GET
@role_required(*ANALYTICS_ROLES)
def analytics(request: HttpRequest) -> HttpResponse:
    """Daily counters of the last 30 days as bar charts: no identifier, no free text."""
    today = timezone.now().date()
    days = [today - timedelta(days=n) for n in range(29, -1, -1)]
    values: dict[str, dict] = defaultdict(dict)
    for metric, day, value in (
        DailyCount.objects.for_tenant(request.tenant)
        .filter(day__gte=days[0])
        .values_list("metric", "day", "value")
    ):
        values[metric][day] = value
    if "conversations" in values and "handovers_created" in values:
        values["handover_rate_percent"] = {
            day: round(100 * values["handovers_created"].get(day, 0) / n)
            for day, n in values["conversations"].items()
            if n
        }
    charts = []
    for metric in sorted(values):
        series = [values[metric].get(day, 0) for day in days]
        peak = max(series) or 1
        charts.append(
            {
                "metric": metric,
                "label": analytics_counters.metric_label(metric),
                "total": sum(series),
                "bars": [
                    {"day": day, "value": value, "height": round(100 * value / peak)}
                    for day, value in zip(days, series, strict=True)
                ],
            }
        )
    return render(request, "dpo/analytics.html", {"charts": charts, "days": days})
