"""The agents' console (HTML views): queue, detail, claim, notes, resolution, unmasking."""

from collections import namedtuple

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db.models import JSONField, OuterRef, Subquery
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.http import urlencode
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django_ratelimit.decorators import ratelimit

from handover import unmask as unmasking
from memory import services as memory_services
from memory.models import Commitment, Message, Session
from tenants.models import Role, User
from tenants.timezones import request_zone

from . import services
from .forms import NoteForm, ReassignForm, ReplyForm, RescheduleForm, ResolveForm, UnmaskForm
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


def get_callback_for(request: HttpRequest, pk: int) -> Commitment:
    """An open callback of the user's tenant (else 404), for a role that works on cases."""
    tenant = require_staff(request, *ACTING_ROLES)
    queryset = Commitment.objects.for_tenant(tenant).filter(kind=Commitment.Kind.CALLBACK)
    return get_object_or_404(queryset.select_related("session__tenant"), pk=pk)


def colleagues_of(user: User):
    """The staff of the user's tenant a case can be given to."""
    return User.objects.filter(
        tenant_id=user.tenant_id, is_active=True, role__in=services.ASSIGNABLE_ROLES
    ).order_by("first_name", "username")


def wants_json(request: HttpRequest) -> bool:
    """A request of the page's own script (it asks for JSON); a plain form gets a redirect."""
    return "application/json" in request.headers.get("Accept", "")


@never_cache
@login_required
@require_GET
def queue(request: HttpRequest) -> HttpResponse:
    view = request.GET.get("view", "open")
    return render_queue(request, view if view in QUEUE_VIEWS else "open")


def render_queue(request: HttpRequest, view: str, refused: tuple | None = None) -> HttpResponse:
    """The queue's `view`; `refused` is (callback id, bound RescheduleForm) when a reschedule was
    invalid: the list is shown again with the error next to that callback's field (400)."""
    tenant = require_staff(request)
    # Queries: session, user, the user's tenant, then one: the handovers with session, subject
    # and assignee joined and the last turns as subqueries (or the callbacks with their summary).
    handovers, callbacks = [], []
    if view == "callbacks":
        callbacks = list(
            with_case_contact(Commitment.objects.for_tenant(tenant).open_callbacks())[:200]
        )
    else:
        handovers = list(
            Handover.objects.for_tenant(tenant).for_queue(view=view, user=request.user)[:200]
        )
    context = {
        "handovers": handovers,
        "callbacks": callbacks,
        "view": view,
        "views": _queue_views(),
        "now": timezone.now(),
        "waiting": sum(1 for h in handovers if h.status == Handover.Status.QUEUED),
        "refused": refused,
        # The DPO reads the lists but works on no case: no buttons that would answer 403.
        "can_act": request.user.has_role(*ACTING_ROLES),
    }
    if request.GET.get("partial") == "rows":
        return render(request, "handover/_queue_rows.html", context)
    return render(request, "handover/queue.html", context, status=400 if refused else 200)


def with_case_contact(callbacks):
    """The callbacks, each with the contact its conversation's latest handover gave
    (`case_contact`, shown masked) and that handover's id (`case_id`): the number or address to
    call back, in the list's one query."""
    latest = Handover.objects.filter(session_id=OuterRef("session_id")).order_by(
        "-created_at", "-pk"
    )
    return callbacks.annotate(
        case_contact=Subquery(latest.values("contact")[:1], output_field=JSONField()),
        case_id=Subquery(latest.values("pk")[:1]),
    )


def _queue_views() -> list[tuple[str, str]]:
    return [
        ("open", _("Open")),
        ("mine", _("Mine")),
        ("unassigned", _("Unassigned")),
        ("callbacks", _("Callbacks")),
        ("resolved", _("Resolved")),
    ]


@never_cache
@login_required
@require_GET
def detail(request: HttpRequest, pk: int) -> HttpResponse:
    return render_detail(request, get_handover_for(request, pk))


def said_contact(transcript: list) -> dict:
    """The e-mail address and phone number the visitor gave in the conversation, the latest of
    each (shown masked when the handover itself carried none)."""
    found: dict[str, str] = {}
    for line in reversed(transcript):
        if line.role != Message.Role.USER:
            continue
        for span in line.redactions or ():
            key = {"EMAIL": "email", "PHONE": "phone"}.get(span.get("label"))
            if key and key not in found:
                found[key] = line.text[span["start"] : span["end"]]
        if len(found) == 2:
            break
    return found


def render_detail(
    request: HttpRequest,
    handover: Handover,
    *,
    note_form: NoteForm | None = None,
    reply_form=None,
    status: int = 200,
) -> HttpResponse:
    """The case page; a refused note or reply comes back in its bound form (the draft kept)."""
    # Plain tuples, not model instances: a case may hold thousands of messages (bench/console.py).
    rows = (
        Message.objects.filter(session_id=handover.session_id)
        .order_by("seq")
        .values_list(*TranscriptLine._fields)
    )
    transcript = [TranscriptLine._make(row) for row in rows]
    if transcript:
        services.mark_seen(handover=handover, user=request.user, seq=transcript[-1].seq)
    notes = list(handover.notes.select_related("author"))
    can_act = request.user.has_role(*ACTING_ROLES)
    return render(
        request,
        "handover/detail.html",
        {
            "handover": handover,
            "said_contact": said_contact(transcript),
            "earlier": earlier_summary(handover),
            "last_seq": transcript[-1].seq if transcript else 0,
            "can_reply": handover.status == Handover.Status.CLAIMED
            and handover.assignee_id == request.user.pk,
            "reply_form": reply_form or ReplyForm(),
            "show_labels": show_labels(),
            "reassign_form": ReassignForm(colleagues=colleagues_of(request.user))
            if can_act and handover.is_open
            else None,
            "summary": handover.summary or services.empty_summary_form(),
            "transcript": transcript,
            "notes": notes,
            "note_form": note_form or NoteForm(),
            "resolve_form": ResolveForm(),
            "can_act": can_act,
            "can_unmask": unmasking.can_unmask(request.user),
            "unmask_url": reverse("console:unmask", args=[handover.pk])
            if unmasking.can_unmask(request.user)
            else "",
        },
        status=status,
    )


def show_labels() -> dict[str, str]:
    """The transcript's "Show N messages" in its two forms, {n} for the count: the page's script
    updates it as turns arrive (one and other are the plural forms of de, en, da and nl)."""
    return {
        form: ngettext("Show %(counter)s message", "Show all %(counter)s messages", n)
        % {"counter": "{n}"}
        for form, n in (("one", 1), ("other", 2))
    }


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


def earlier_summary(handover: Handover) -> dict | None:
    """The summary of the same customer's latest earlier conversation on another channel, so a
    conversation continued elsewhere starts with what was said before (one query, or none)."""
    session = handover.session
    if session.subject_id is None:
        return None
    earlier = (
        Session.objects.for_tenant(handover.tenant)
        .filter(subject_id=session.subject_id, created_at__lt=session.created_at)
        .exclude(channel=session.channel)
        .select_related("summary")
        .order_by("-created_at")
        .first()
    )
    if earlier is None:
        return None
    form = getattr(earlier, "summary", None)
    if form is None or not (form.form or {}).get("concern"):
        return None
    return {"channel": earlier.channel, "created_at": earlier.created_at, "form": form.form}


@login_required
@require_POST
def reply(request: HttpRequest, pk: int) -> HttpResponse:
    """The agent's reply to the visitor: JSON for the page's script, a redirect for a plain form.
    Refused, a plain form gets the page again with its draft and the reason (400 or 409)."""
    handover = get_handover_for(request, pk, act=True)
    form = ReplyForm(request.POST)
    error = None
    if not form.is_valid():
        # Nothing to send (empty, or only spaces) or too long: the request is at fault (400).
        error = form.errors["text"][0] if "text" in form.errors else _("Write a reply first.")
        if wants_json(request):
            return JsonResponse({"error": {"code": "invalid", "message": error}}, status=400)
        return render_detail(request, handover, reply_form=form, status=400)
    status = 409
    try:
        message = services.reply_to_visitor(
            handover=handover, user=request.user, text=form.cleaned_data["text"]
        )
    except services.HandoverStateError as exc:
        if exc.args and exc.args[0] == Handover.Status.RESOLVED:
            error = _("This handover is already resolved.")
        else:
            error = _("Claim this handover before you reply.")
    except services.NotYourCase:
        error = _("Another agent holds this case.")
    except memory_services.InvalidMessage:
        # Only invisible characters (zero-width spaces, say): nothing to send, like an empty one.
        error, status = _("Write a reply first."), 400
    except memory_services.SessionClosed:
        error = _("The visitor has ended this conversation; the reply was not sent.")
    except memory_services.MessageRejected:
        error = _("This reply could not be sent.")
    if wants_json(request):
        if error:
            code = "invalid" if status == 400 else "refused"
            return JsonResponse({"error": {"code": code, "message": error}}, status=status)
        return JsonResponse({"seq": message.seq}, status=201)
    if error:
        messages.error(request, error)
        return render_detail(request, handover, reply_form=form, status=status)
    return redirect(reverse("console:detail", args=[handover.pk]) + "#composer")


@never_cache
@login_required
@require_GET
def transcript_after(request: HttpRequest, pk: int) -> HttpResponse:
    """The turns after `?after=<seq>`, masked, as the transcript's list items (live updates)."""
    handover = get_handover_for(request, pk)
    after = request.GET.get("after", "0")
    # ASCII digits, at most nine: "²" passes isdigit() and a longer number overflows the column.
    after_seq = int(after) if after.isascii() and after.isdigit() and len(after) <= 9 else 0
    rows = (
        Message.objects.filter(session_id=handover.session_id, seq__gt=after_seq)
        .order_by("seq")
        .values_list(*TranscriptLine._fields)[:200]
    )
    lines = [TranscriptLine._make(row) for row in rows]
    if lines:
        services.mark_seen(handover=handover, user=request.user, seq=lines[-1].seq)
    unmask_url = (
        reverse("console:unmask", args=[handover.pk]) if unmasking.can_unmask(request.user) else ""
    )
    return render(
        request,
        "handover/_transcript_lines.html",
        {"transcript": lines, "unmask_url": unmask_url},
    )


@login_required
@require_POST
def unclaim(request: HttpRequest, pk: int) -> HttpResponse:
    handover = get_handover_for(request, pk, act=True)
    try:
        services.unclaim_handover(handover=handover, user=request.user)
    except services.HandoverStateError:
        messages.error(request, _("Only a claimed handover can go back to the queue."))
    else:
        messages.success(request, _("The handover is back in the queue."))
    return redirect("console:detail", pk=handover.pk)


@login_required
@require_POST
def reassign(request: HttpRequest, pk: int) -> HttpResponse:
    handover = get_handover_for(request, pk, act=True)
    form = ReassignForm(request.POST, colleagues=colleagues_of(request.user))
    if not form.is_valid():
        messages.error(request, _("Choose a colleague of your team."))
        return redirect("console:detail", pk=handover.pk)
    try:
        services.reassign_handover(
            handover=handover, user=request.user, assignee=form.cleaned_data["assignee"]
        )
    except (services.HandoverStateError, services.InvalidAssignee):
        messages.error(request, _("This handover cannot be given to that person."))
    else:
        messages.success(request, _("The handover was reassigned."))
    return redirect("console:detail", pk=handover.pk)


@login_required
@require_POST
def callback_done(request: HttpRequest, pk: int) -> HttpResponse:
    callback = get_callback_for(request, pk)
    services.complete_callback(commitment=callback, user=request.user)
    messages.success(request, _("Callback marked as done."))
    return redirect(reverse("console:queue") + "?view=callbacks")


@login_required
@require_POST
def callback_reschedule(request: HttpRequest, pk: int) -> HttpResponse:
    callback = get_callback_for(request, pk)
    # The time typed is the tenant's local time, as the list shows it.
    with timezone.override(request_zone(request)):
        form = RescheduleForm(request.POST)
        valid = form.is_valid()
    if not valid:
        return render_queue(request, "callbacks", refused=(callback.pk, form))
    services.reschedule_callback(
        commitment=callback, user=request.user, due_at=form.cleaned_data["due_at"]
    )
    messages.success(request, _("Callback rescheduled."))
    return redirect(reverse("console:queue") + "?view=callbacks")


@never_cache
@login_required
@require_POST
def note(request: HttpRequest, pk: int) -> HttpResponse:
    handover = get_handover_for(request, pk, act=True)
    form = NoteForm(request.POST)
    if not form.is_valid():
        # The page again, with what is wrong and the typed draft (a redirect would lose it).
        return render_detail(request, handover, note_form=form, status=400)
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


UNMASKED_KEY = "console_unmasked"


def _keep_shown(request: HttpRequest, *, handover: Handover, ref: str) -> None:
    """Note in the (server-side) session that this value was just unmasked: its page may show it
    again for a short time. The session holds the reference, never the value."""
    now = timezone.now().timestamp()
    shown = {
        key: until for key, until in request.session.get(UNMASKED_KEY, {}).items() if until > now
    }
    shown[f"{handover.pk}:{ref}"] = now + unmasking.SHOWN_FOR_SECONDS
    request.session[UNMASKED_KEY] = shown


def _still_shown(request: HttpRequest, *, handover: Handover, ref: str) -> bool:
    until = request.session.get(UNMASKED_KEY, {}).get(f"{handover.pk}:{ref}", 0)
    return until > timezone.now().timestamp()


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
        label, masked, value = unmasking.masked_for(handover=handover, ref=ref)
    except unmasking.UnmaskInvalid:
        context = {"handover": handover, "not_found": True}
        return render(request, "handover/unmask_refused.html", context, status=404)
    context = {"handover": handover, "label": label, "masked": masked, "ref": ref}
    if request.method == "GET":
        # One unmasking is one audit event: its page, opened again, shows the value for a
        # short time and records nothing.
        if _still_shown(request, handover=handover, ref=ref):
            context["unmasked"] = unmasking.Unmasked(
                ref=ref, label=label, masked=masked, value=value
            )
        else:
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
    unmasking.unmask(
        user=request.user, handover=handover, ref=ref, reason=form.cleaned_data["reason"]
    )
    # Post/redirect/get: a reload of the page that shows the value does not send the form again.
    _keep_shown(request, handover=handover, ref=ref)
    return redirect(f"{reverse('console:unmask', args=[handover.pk])}?{urlencode({'ref': ref})}")
