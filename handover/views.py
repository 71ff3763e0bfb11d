"""The agents' console (HTML views): queue, detail, claim, notes, resolution, unmasking."""

from collections import namedtuple

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django_ratelimit.decorators import ratelimit

from memory.models import Message
from privacy import unmask as unmasking
from tenants.models import Role

from . import services
from .forms import NoteForm, ResolveForm, UnmaskForm
from .models import QUEUE_VIEWS, Handover

# One transcript message as the detail page shows it.
TranscriptLine = namedtuple("TranscriptLine", "pk seq role text redactions created_at")

CONSOLE_ROLES = (Role.AGENT, Role.OWNER, Role.DPO, Role.ADMIN)
# The DPO may read a case (masked) but does not work on it.
ACTING_ROLES = (Role.AGENT, Role.OWNER, Role.ADMIN)


def require_staff(request: HttpRequest, *roles: str):
    """The signed-in user's tenant, when the user has one of `roles`; otherwise 403."""
    user = request.user
    if not user.has_role(*(roles or CONSOLE_ROLES)):
        raise PermissionDenied
    return user.tenant


def get_handover_for(request: HttpRequest, pk: int, *, act: bool = False) -> Handover:
    """The handover if the user's tenant owns it (else 404) and the role may read/act (else 403)."""
    tenant = require_staff(request, *(ACTING_ROLES if act else CONSOLE_ROLES))
    queryset = Handover.objects.for_tenant(tenant).select_related(
        "tenant", "session", "session__subject", "assignee"
    )
    return get_object_or_404(queryset, pk=pk)


@never_cache
@login_required
@require_GET
def queue(request: HttpRequest) -> HttpResponse:
    tenant = require_staff(request)
    view = request.GET.get("view", "open")
    if view not in QUEUE_VIEWS:
        view = "open"
    # Queries: session, user, the user's tenant, the handovers with session and assignee joined.
    handovers = list(
        Handover.objects.for_tenant(tenant).for_queue(view=view, user=request.user)[:200]
    )
    context = {"handovers": handovers, "view": view, "views": _queue_views()}
    if request.GET.get("partial") == "rows":
        return render(request, "handover/_queue_rows.html", context)
    return render(request, "handover/queue.html", context)


def _queue_views() -> list[tuple[str, str]]:
    return [
        ("open", _("Open")),
        ("mine", _("Mine")),
        ("unassigned", _("Unassigned")),
        ("resolved", _("Resolved")),
    ]


@never_cache
@login_required
@require_GET
def detail(request: HttpRequest, pk: int) -> HttpResponse:
    return _detail_page(request, get_handover_for(request, pk))


def _detail_page(
    request: HttpRequest, handover: Handover, *, note_form: NoteForm | None = None, status=200
) -> HttpResponse:
    """A handover's page; `note_form` is a refused note, shown again with its draft."""
    # Plain tuples, not model instances: a case may hold thousands of messages (bench/console.py).
    rows = (
        Message.objects.filter(session_id=handover.session_id)
        .order_by("seq")
        .values_list(*TranscriptLine._fields)
    )
    transcript = [TranscriptLine._make(row) for row in rows]
    notes = list(handover.notes.select_related("author"))
    return render(
        request,
        "handover/detail.html",
        {
            "handover": handover,
            "summary": handover.summary or services.empty_summary_form(),
            "transcript": transcript,
            "notes": notes,
            "note_form": note_form or NoteForm(),
            "resolve_form": ResolveForm(),
            "can_act": request.user.has_role(*ACTING_ROLES),
            "can_unmask": unmasking.can_unmask(request.user),
            "unmask_url": reverse("console:unmask", args=[handover.pk])
            if unmasking.can_unmask(request.user)
            else "",
        },
        status=status,
    )


@login_required
@require_POST
def claim(request: HttpRequest, pk: int) -> HttpResponse:
    handover = get_handover_for(request, pk, act=True)
    try:
        services.claim_handover(handover=handover, user=request.user)
    except services.HandoverStateError:
        messages.error(request, _("This handover was already claimed or resolved."))
    else:
        messages.success(request, _("You claimed this handover."))
    return redirect("console:detail", pk=handover.pk)


@never_cache
@login_required
@require_POST
def note(request: HttpRequest, pk: int) -> HttpResponse:
    handover = get_handover_for(request, pk, act=True)
    form = NoteForm(request.POST)
    if not form.is_valid():
        # The page again, with what is wrong and the typed draft (a redirect would lose it).
        return _detail_page(request, handover, note_form=form, status=400)
    services.add_note(handover=handover, author=request.user, text=form.cleaned_data["text"])
    messages.success(request, _("Note added."))
    return redirect("console:detail", pk=handover.pk)


@login_required
@require_POST
def resolve(request: HttpRequest, pk: int) -> HttpResponse:
    handover = get_handover_for(request, pk, act=True)
    form = ResolveForm(request.POST)
    resolution = form.cleaned_data["resolution"] if form.is_valid() else ""
    try:
        services.resolve_handover(handover=handover, user=request.user, resolution=resolution)
    except services.HandoverStateError:
        messages.error(request, _("This handover is already resolved."))
    else:
        messages.success(request, _("Handover resolved."))
    return redirect("console:detail", pk=handover.pk)


@never_cache
@login_required
@require_http_methods(["GET", "POST"])
@ratelimit(group="console-unmask", key="user", rate=unmasking.rate, method="POST", block=False)
def unmask(request: HttpRequest, pk: int) -> HttpResponse:
    handover = get_handover_for(request, pk)
    if not unmasking.can_unmask(request.user):
        return render(request, "handover/unmask_refused.html", {"handover": handover}, status=403)
    ref = request.POST.get("ref") or request.GET.get("ref", "")
    try:
        label, masked, _value = unmasking.masked_for(handover=handover, ref=ref)
    except unmasking.UnmaskInvalid:
        context = {"handover": handover, "not_found": True}
        return render(request, "handover/unmask_refused.html", context, status=404)
    context = {"handover": handover, "label": label, "masked": masked, "ref": ref}
    if request.method == "GET":
        context["form"] = UnmaskForm(initial={"ref": ref})
        return render(request, "handover/unmask.html", context)
    if getattr(request, "limited", False):
        context["form"] = UnmaskForm(initial={"ref": ref})
        context["limited"] = True
        return render(request, "handover/unmask.html", context, status=429)
    form = UnmaskForm(request.POST)
    if not form.is_valid():
        context["form"] = form
        return render(request, "handover/unmask.html", context, status=400)
    result = unmasking.unmask(
        user=request.user, handover=handover, ref=ref, reason=form.cleaned_data["reason"]
    )
    context["unmasked"] = result
    response = render(request, "handover/unmask.html", context)
    response["Cache-Control"] = "no-store"
    return response
