"""The data protection officer's console (/dpo/) and the owners' analytics page."""

import csv
from datetime import date, datetime, time, timedelta

from django.contrib import messages
from django.core.paginator import Paginator
from django.db.models import Count, Q
from django.http import Http404, HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from dpo import charts, erasure, export
from dpo.forms import (
    AnalyticsRangeForm,
    AuditFilterForm,
    EraseConfirmForm,
    RetentionForm,
    SubjectSearchForm,
)
from dpo.models import ExportJob, PurgeRun
from handover.models import Handover
from longterm.models import Consent, MemoryEntry
from memory.models import Message, Session, Subject
from privacy import analytics as analytics_counters
from privacy import audit, audit_labels, retention
from privacy.models import AuditEvent
from tenants.access import role_required
from tenants.models import Role
from tenants.timezones import tenant_zone

DPO_ROLES = (Role.DPO,)
ANALYTICS_ROLES = (Role.OWNER, Role.DPO)
AUDIT_ROLES = (Role.OWNER, Role.DPO)


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
            return render(request, "dpo/home.html", {"form": form})
        # A person asking what is held gives their e-mail, phone or name, not our reference.
        found = _held_contact(tenant, q)
        if len(found["refs"]) == 1 and not found["anonymous"]:
            return redirect(_subject_url(found["refs"][0]))
        if not found["refs"] and not found["anonymous"]:
            messages.error(
                request,
                _(
                    "Nothing is held under that reference, session key, e-mail, phone number "
                    "or name."
                ),
            )
        return render(request, "dpo/home.html", {"form": form, "found": found})
    return render(request, "dpo/home.html", {"form": form})


# The shortest contact value searched for in the conversations' text: shorter ones match too much.
CONTACT_SEARCH_MIN = 5
CONTACT_SEARCH_LIMIT = 50


def _held_contact(tenant, q: str) -> dict:
    """The subjects and the conversations with no subject whose handover contact or messages
    hold `q` (an e-mail address, a phone number, a name), this tenant's only."""
    if len(q) < CONTACT_SEARCH_MIN:
        return {"refs": [], "anonymous": []}
    by_contact = (
        Handover.objects.for_tenant(tenant)
        .filter(
            Q(contact__email__iexact=q) | Q(contact__phone__iexact=q) | Q(contact__name__iexact=q)
        )
        .values_list("session_id", flat=True)
    )
    by_text = (
        Message.objects.filter(session__tenant=tenant, text__icontains=q)
        .values_list("session_id", flat=True)
        .distinct()[:CONTACT_SEARCH_LIMIT]
    )
    ids = {*by_contact[:CONTACT_SEARCH_LIMIT], *by_text}
    sessions = (
        Session.objects.for_tenant(tenant)
        .filter(pk__in=ids)
        .select_related("subject")
        .annotate(message_count=Count("messages"))
        .order_by("-created_at")
    )
    refs = sorted({s.subject.ref for s in sessions if s.subject is not None})
    anonymous = [s for s in sessions if s.subject is None]
    return {"refs": refs, "anonymous": anonymous}


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
    context["exports_running"] = any(
        job.status in (ExportJob.Status.QUEUED, ExportJob.Status.RUNNING)
        for job in context["exports"]
    )
    if request.GET.get("partial") == "exports":
        # The page's script asks for the exports' rows while one is being built.
        response = render(request, "dpo/_exports.html", context)
        response["X-Exports-Running"] = "1" if context["exports_running"] else "0"
        return response
    return render(request, "dpo/subject.html", context)


@require_POST
@role_required(*DPO_ROLES)
def subject_export(request: HttpRequest, ref: str) -> HttpResponse:
    try:
        export.create_export(tenant=request.tenant, ref=ref, actor=request.user)
    except export.NothingToExport as exc:
        raise Http404 from exc
    messages.success(request, _("The export is being prepared; its progress shows below."))
    return redirect(_subject_url(ref))


@require_http_methods(["GET", "POST"])
@role_required(*DPO_ROLES)
def subject_erase(request: HttpRequest, ref: str) -> HttpResponse:
    """Erasure with a confirmation step: the DPO types the reference again."""
    if not erasure.holds_anything(tenant=request.tenant, ref=ref):
        raise Http404
    form = EraseConfirmForm(request.POST or None, ref=ref)
    if request.method == "POST" and form.is_valid():
        erasure.erase_subject(
            tenant=request.tenant, ref=ref, actor=request.user, reason=form.cleaned_data["reason"]
        )
        # The receipt is a page of its own: a reload shows it again instead of erasing again.
        event = _erasure_events(request).filter(subject_ref=ref).latest("created_at")
        return redirect("dpo:erased", event_id=event.pk)
    return render(request, "dpo/erase_confirm.html", {"ref": ref, "form": form})


def _erasure_events(request: HttpRequest):
    return AuditEvent.objects.for_tenant(request.tenant).filter(action="subject.erased")


@require_GET
@role_required(*DPO_ROLES)
def erased(request: HttpRequest, event_id: int) -> HttpResponse:
    """An erasure's receipt, read from its audit event (this tenant's only): what was deleted
    and when, counts only."""
    event = _erasure_events(request).filter(pk=event_id).first()
    if event is None:
        raise Http404
    counts = audit_labels.in_row_order((event.data or {}).get("deleted") or {})
    receipt = erasure.Receipt(subject=event.subject_ref, deleted=counts, at=event.created_at)
    return render(
        request,
        "dpo/erased.html",
        # Who erased and on what ground, as the audit log holds them.
        {"receipt": receipt, "by": event.actor_label, "reason": event.reason},
    )


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


def _audit_events(request: HttpRequest, form: AuditFilterForm, zone):
    events = AuditEvent.objects.for_tenant(request.tenant)
    if form.is_valid():
        data = form.cleaned_data

        def start(day):
            return datetime.combine(day, time.min, tzinfo=zone)

        events = events.matching(
            actor=data["actor"],
            action=data["action"],
            subject=data["subject"],
            since=start(data["since"]) if data["since"] else None,
            # The last day a date can name has no day after it: no end.
            until=start(data["until"] + timedelta(days=1))
            if data["until"] and data["until"] < date.max
            else None,
        )
    return events.order_by("-created_at", "-pk")


@require_GET
@role_required(*AUDIT_ROLES)
def audit_log(request: HttpRequest) -> HttpResponse:
    """The audit log, filtered by actor, action, subject and period (all kept in the URL), in the
    tenant's time zone, as a page or as CSV (`?format=csv`)."""
    form = AuditFilterForm(request.GET or None)
    zone = tenant_zone(request.tenant)
    events = _audit_events(request, form, zone)
    if request.GET.get("format") == "csv":
        return _audit_csv(events, zone)
    page = Paginator(events, 50).get_page(request.GET.get("page"))
    actions = (
        AuditEvent.objects.for_tenant(request.tenant)
        .order_by("action")
        .values_list("action", flat=True)
        .distinct()
    )
    query = request.GET.copy()
    query.pop("page", None)
    query.pop("format", None)
    with timezone.override(zone):
        return render(
            request,
            "dpo/audit_log.html",
            {
                "form": form,
                "page": page,
                "actions": sorted(
                    ((code, audit_labels.action_label(code)) for code in actions),
                    key=lambda pair: pair[1].casefold(),
                ),
                "query": query.urlencode(),
                "zone": str(zone),
                "verified": request.session.pop("audit_verified", None),
            },
        )


def _csv_cell(value: str) -> str:
    """A spreadsheet must not run a cell as a formula."""
    return f"'{value}" if value[:1] in ("=", "+", "-", "@", "\t", "\r") else value


class _Echo:
    def write(self, value: str) -> str:
        return value


def _audit_csv(events, zone) -> StreamingHttpResponse:
    writer = csv.writer(_Echo())
    header = [
        _("Time"),
        _("Actor"),
        _("Action"),
        _("Action code"),
        _("Subject"),
        _("Object"),
        _("Reason"),
        _("Details"),
    ]

    def rows():
        yield writer.writerow(header)
        for event in events.iterator(chunk_size=1000):
            details = "; ".join(
                f"{name}: {text}" for name, text in audit_labels.details(event.data, zone)
            )
            yield writer.writerow(
                _csv_cell(str(cell))
                for cell in (
                    event.created_at.astimezone(zone).isoformat(timespec="seconds"),
                    event.actor_label,
                    audit_labels.action_label(event.action),
                    event.action,
                    event.subject_ref,
                    audit_labels.object_label(event.object_type, event.object_id),
                    event.reason,
                    details,
                )
            )

    response = StreamingHttpResponse(rows(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = (
        f'attachment; filename="audit-log-{timezone.now().astimezone(zone):%Y-%m-%d}.csv"'
    )
    response["Cache-Control"] = "no-store"
    return response


@require_POST
@role_required(*AUDIT_ROLES)
def audit_verify(request: HttpRequest) -> HttpResponse:
    """Re-compute the tenant's hash chain; the page then names the first broken row, if any."""
    checked, found = audit.verify_chain(request.tenant.pk)
    request.session["audit_verified"] = {
        "checked": checked,
        "broken": found.event_id if found else None,
        "problem": found.problem if found else "",
    }
    back = request.POST.get("query", "")
    return redirect(reverse("dpo:audit") + (f"?{back}" if back else ""))


def _percent(value: float) -> str:
    # number_format cuts decimals off (3 of 7 would read 42.8 %): round first
    return f"{number_format(round(100 * value, 1), 1)} %"


def _analytics_charts(figures: dict) -> dict:
    labels = [f"{day:%Y-%m-%d}" for day in figures["days"]]
    daily = figures["daily"]
    return {
        "conversations": charts.column_chart(daily["conversations"], labels, number_format),
        "rate": charts.column_chart(figures["rates"], labels, _percent),
        "corrections": charts.column_chart(daily["memory.corrected"], labels, number_format),
        "erasures": charts.column_chart(daily["erasures"], labels, number_format),
        "wait": charts.row_chart(figures["durations"]["wait"]["rows"]),
        "resolution": charts.row_chart(figures["durations"]["resolution"]["rows"]),
    }


@require_GET
@role_required(*ANALYTICS_ROLES)
def analytics(request: HttpRequest) -> HttpResponse:
    """Counters of the chosen days (kept in the URL) as SVG charts with their tables: no
    identifier, no free text. Days are the counters' days (UTC)."""
    form = AnalyticsRangeForm(request.GET or None, today=timezone.now().date())
    if form.is_bound and not form.is_valid():
        return render(request, "dpo/analytics.html", {"form": form}, status=400)
    start, end = form.period()
    figures = analytics_counters.report(tenant=request.tenant, start=start, end=end)
    rows = [
        {
            "day": day,
            "conversations": conversations,
            "handovers": handovers,
            "rate": _percent(rate) if rate is not None else "–",
            "corrections": corrections,
            "erasures": erasures,
        }
        for day, conversations, handovers, rate, corrections, erasures in zip(
            figures["days"],
            figures["daily"]["conversations"],
            figures["daily"]["handovers_created"],
            figures["rates"],
            figures["daily"]["memory.corrected"],
            figures["daily"]["erasures"],
            strict=True,
        )
    ]
    return render(
        request,
        "dpo/analytics.html",
        {
            "form": form,
            "start": start,
            "end": end,
            "figures": figures,
            "totals": {
                "conversations": figures["totals"]["conversations"],
                "handovers": figures["totals"]["handovers_created"],
                "corrections": figures["totals"]["memory.corrected"],
                "erasures": figures["totals"]["erasures"],
            },
            "rate": _percent(figures["rate"]) if figures["rate"] is not None else "",
            "charts": _analytics_charts(figures),
            "rows": rows,
        },
    )
