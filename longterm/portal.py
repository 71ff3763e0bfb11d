"""The customer's "what the bot remembers" page under /me/, reached through a signed link.

A link (from `POST /api/v1/subjects/{ref}/portal-link`) is signed, short-lived, names exactly one
subject and is good for one visit; opening it sets a signed cookie valid only under /me/ and
redirects to the page's clean URL, so the token never stays in the address bar or history.
Every form is a plain POST with a CSRF token: the page needs no JavaScript.
"""

import secrets
from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.contrib import messages
from django.core import signing
from django.core.cache import cache
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from chatmemory import languages
from longterm import consent
from longterm import services as longterm
from longterm.cookies import read_subject_cookie, subject_cookie_value
from longterm.exceptions import MemoryRefused
from longterm.models import Consent, MemoryEntry
from memory.models import Subject
from privacy.models import AuditEvent
from tenants.models import Site

LINK_SALT = "memory.portal.link"
COOKIE_SALT = "memory.portal.cookie"
COOKIE_PATH = "/me/"
ACTOR = "subject:portal"
CONSENT_TEXT_VERSION = "portal-1"
LANGS = tuple(code for code, _name in settings.LANGUAGES)

# What the customer reads instead of a memory key. A key not named here is shown as its value's
# sentence ("I prefer delivery to the back door"), never as the key itself.
KEY_LABELS = {
    "reply_language": gettext_lazy("Language the assistant answers in"),
    "language": gettext_lazy("Your language"),
    "delivery_address": gettext_lazy("Delivery address"),
    "customer_number": gettext_lazy("Customer number"),
    "role": gettext_lazy("Your role"),
    "organisation": gettext_lazy("Your organisation"),
    "product": gettext_lazy("Product you asked about"),
    "preferred_channel": gettext_lazy("How you like to be contacted"),
    "size": gettext_lazy("Your size"),
    "name": gettext_lazy("Your name"),
    "note": gettext_lazy("Something you asked us to remember"),
}
LANGUAGE_KEYS = ("reply_language", "language")


def key_label(key: str) -> str:
    """The entry's heading in the page's language, or "" when the key has no human label."""
    label = KEY_LABELS.get(key)
    return str(label) if label else ""


def shown_value(entry: MemoryEntry) -> str:
    """The value as the customer reads it: a language code becomes the language's name."""
    if entry.key in LANGUAGE_KEYS and entry.value.lower() in LANGS:
        return str(translation.get_language_info(entry.value.lower())["name_local"])
    return entry.value


# ------------------------------------------------------------------ links and the cookie


def make_link_token(subject: Subject) -> str:
    """A signed token naming one subject of one tenant, with a nonce for single use."""
    return signing.dumps(
        {"t": subject.tenant_id, "s": subject.pk, "n": secrets.token_urlsafe(9)}, salt=LINK_SALT
    )


def _set_portal_cookie(response: HttpResponse, subject: Subject) -> None:
    response.set_signed_cookie(
        settings.PORTAL_COOKIE_NAME,
        subject_cookie_value(subject),
        salt=COOKIE_SALT,
        path=COOKIE_PATH,
        httponly=True,
        samesite="Lax",
        # Like the session cookie: `make run-prod` serves plain HTTP on loopback and turns that
        # off, and a Secure cookie would never come back there (the page answered 403).
        secure=settings.SESSION_COOKIE_SECURE,
    )


def portal_subject(request: HttpRequest) -> Subject | None:
    """The subject whose page this browser may see (from the signed /me/ cookie), if any."""
    ids = read_subject_cookie(
        request,
        name=settings.PORTAL_COOKIE_NAME,
        salt=COOKIE_SALT,
        max_age=settings.PORTAL_SESSION_MAX_AGE,
    )
    if ids is None:
        return None
    tenant_id, subject_id = ids
    return (
        Subject.objects.select_related("tenant").filter(pk=subject_id, tenant_id=tenant_id).first()
    )


def page_language(request: HttpRequest, subject: Subject | None) -> str:
    """?lang= first, then the subject's locale, then the browser's preference."""
    return languages.pick(
        request.GET.get("lang"),
        request.POST.get("lang"),
        subject.locale if subject else None,
        translation.get_language_from_request(request),
    )


def _error(request: HttpRequest, *, title: str, text: str, status: int) -> HttpResponse:
    return render(
        request, "portal/error.html", {"title": title, "text": text, "langs": LANGS}, status=status
    )


def _home(lang: str) -> HttpResponse:
    return redirect(f"{reverse('portal:home')}?lang={lang}")


def portal_view(view: Callable) -> Callable:
    """Resolve the cookie's subject and the page language; without a valid cookie, explain."""

    @wraps(view)
    @never_cache
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        subject = portal_subject(request)
        with translation.override(page_language(request, subject)):
            if subject is None:
                return _error(
                    request,
                    title=_("This page needs a fresh link"),
                    text=_(
                        "Your link to this page has expired or is not valid. Ask in the chat "
                        "or on the website for a new link to see what the assistant remembers."
                    ),
                    status=403,
                )
            request.LANGUAGE_CODE = translation.get_language()
            return view(request, subject, *args, **kwargs)

    return wrapper


@require_GET
@never_cache
def open_link(request: HttpRequest, token: str) -> HttpResponse:
    """Trade a signed link for the page's cookie, then show the page under its clean URL."""
    current = portal_subject(request)
    with translation.override(page_language(request, current)):
        try:
            data = signing.loads(token, salt=LINK_SALT, max_age=settings.PORTAL_LINK_MAX_AGE)
        except signing.SignatureExpired:
            return _error(
                request,
                title=_("This link has expired"),
                text=_(
                    "For your safety, links to this page work only for a short time. "
                    "Ask for a new link."
                ),
                status=410,
            )
        except signing.BadSignature:
            return _error(
                request,
                title=_("This link is not valid"),
                text=_("The link is incomplete or was changed. Ask for a new link."),
                status=400,
            )
        subject = (
            Subject.objects.select_related("tenant")
            .filter(pk=data.get("s"), tenant_id=data.get("t"))
            .first()
        )
        if subject is None:
            return _error(
                request,
                title=_("Nothing is kept here any more"),
                text=_("There is no stored data behind this link."),
                status=404,
            )
        first_use = cache.add(
            f"portal:link-used:{data.get('n')}", 1, timeout=settings.PORTAL_LINK_MAX_AGE + 60
        )
        if not first_use and (current is None or current.pk != subject.pk):
            return _error(
                request,
                title=_("This link was already used"),
                text=_("Each link opens this page once. Ask for a new link."),
                status=410,
            )
        lang = page_language(request, subject)
    response = _home(lang)
    _set_portal_cookie(response, subject)
    response["Referrer-Policy"] = "no-referrer"
    return response


# ------------------------------------------------------------------ the page


def _entry(subject: Subject, memory_id: int) -> MemoryEntry:
    return get_object_or_404(
        MemoryEntry.objects.for_subject(subject).select_related("subject", "tenant"),
        pk=memory_id,
    )


@require_GET
@portal_view
def home(request: HttpRequest, subject: Subject) -> HttpResponse:
    """Every entry kept on the person, with why, where from, when, and how much it is trusted."""
    # Queries: the subject (cookie); the entries with their sites; the latest consent.
    entries = list(MemoryEntry.objects.for_subject(subject).for_page())
    # A refused edit's reason goes beside its field; every other message stays on top.
    stored = list(messages.get_messages(request))
    edit_errors = {
        m.extra_tags.removeprefix(_EDIT_TAG): str(m)
        for m in stored
        if m.extra_tags.startswith(_EDIT_TAG)
    }
    # What waits for the person's answer comes first; otherwise newest first.
    entries.sort(key=lambda e: e.status != MemoryEntry.Status.PENDING)
    for entry in entries:
        entry.label = key_label(entry.key)
        entry.shown = shown_value(entry)
        # A key the page has no words for is still said: "shoe_size" as "shoe size".
        entry.key_words = "" if entry.label else " ".join(entry.key.replace("_", " ").split())
        entry.edit_error = edit_errors.get(str(entry.pk), "")
    decision = consent.current_consent(
        tenant=subject.tenant, ref=subject.ref, purpose=consent.MEMORY
    )
    return render(
        request,
        "portal/home.html",
        {
            "subject": subject,
            "entries": entries,
            "messages": [m for m in stored if not m.extra_tags.startswith(_EDIT_TAG)],
            "consented": bool(decision and decision.granted),
            "decision": decision,
            "langs": LANGS,
            "lang": translation.get_language(),
            "now": timezone.now(),
            # The edit box takes what the service accepts: the tenant's own limit.
            "max_value_chars": longterm.limits_for(subject.tenant).max_value_chars,
        },
    )


# A refused edit's message is shown at its field: its tag names the entry.
_EDIT_TAG = "edit-"


def _act(
    request: HttpRequest, action: Callable[[], str | None], entry_id: int | None = None
) -> HttpResponse:
    """Run one change, report it (or why it was refused), and return to the page; a refused
    edit (entry_id) returns to its field, open, with the reason beside it."""
    try:
        done = action()
    except MemoryRefused as exc:
        tags = f"{_EDIT_TAG}{entry_id}" if entry_id is not None else ""
        messages.error(request, exc.message, extra_tags=tags)
        if entry_id is not None:
            return redirect(f"{_home(translation.get_language()).url}#value-{entry_id}")
    else:
        if done:
            messages.success(request, done)
    return _home(translation.get_language())


@require_POST
@portal_view
def confirm(request: HttpRequest, subject: Subject, memory_id: int) -> HttpResponse:
    entry = _entry(subject, memory_id)

    def run() -> str:
        longterm.confirm_entry(entry=entry, actor_label=ACTOR)
        return _("Confirmed. The assistant may use this from now on.")

    return _act(request, run)


@require_POST
@portal_view
def edit(request: HttpRequest, subject: Subject, memory_id: int) -> HttpResponse:
    entry = _entry(subject, memory_id)
    value = request.POST.get("value", "")

    def run() -> str:
        longterm.correct_entry(entry=entry, value=value, confirm=True, actor_label=ACTOR)
        return _(
            "Changed. The assistant and the summaries of your conversations use the new value "
            "from now on; the conversations themselves keep what was said until they are deleted."
        )

    return _act(request, run, entry_id=entry.pk)


def _confirm_page(request: HttpRequest, **context) -> HttpResponse:
    """The second step of a deletion: what it does, the one red button, and a way back.

    Its form sends `confirm=1`; a deleting POST without it (a form elsewhere, a replayed or
    crafted request) is sent to this page instead of deleting anything.
    """
    fields = {**context.pop("fields", {}), "confirm": "1"}
    return render(
        request,
        "portal/confirm.html",
        {"langs": LANGS, "lang": translation.get_language(), "fields": fields, **context},
    )


def _unconfirmed(request: HttpRequest) -> bool:
    return request.POST.get("confirm") != "1"


def _to_confirmation(url: str) -> HttpResponse:
    return redirect(f"{url}?lang={translation.get_language()}")


def _deleted_before(subject: Subject, memory_id: int) -> bool:
    """Whether the subject's own audit trail records this entry's deletion."""
    return (
        AuditEvent.objects.for_tenant(subject.tenant)
        .filter(
            action="memory.deleted",
            subject_ref=subject.ref,
            object_type="memory_entry",
            object_id=str(memory_id),
        )
        .exists()
    )


@require_http_methods(["GET", "POST"])
@portal_view
def delete(request: HttpRequest, subject: Subject, memory_id: int) -> HttpResponse:
    try:
        entry = _entry(subject, memory_id)
    except Http404:
        # The confirmation sent twice (a double click, a reload): the entry went with the first.
        # Anyone else's entry stays a 404.
        if request.method == "POST" and _deleted_before(subject, memory_id):
            messages.success(request, _("Deleted."))
            return _home(translation.get_language())
        raise
    if request.method == "GET":
        return _confirm_page(
            request,
            title=_("Delete this entry?"),
            what=key_label(entry.key) or shown_value(entry),
            value=shown_value(entry) if key_label(entry.key) else "",
            text=_("This entry is deleted now, everywhere it is kept. The other entries stay."),
            action=reverse("portal:delete", args=[entry.pk]),
            button=_("Delete this entry"),
        )
    if _unconfirmed(request):
        return _to_confirmation(reverse("portal:delete", args=[entry.pk]))

    def run() -> str:
        try:
            longterm.delete_entry(entry=entry, actor_label=ACTOR)
        except Http404:
            pass  # deleted by the same confirmation sent a moment earlier
        return _("Deleted.")

    return _act(request, run)


@require_POST
@portal_view
def surprised(request: HttpRequest, subject: Subject, memory_id: int) -> HttpResponse:
    entry = _entry(subject, memory_id)

    def run() -> str:
        longterm.mark_surprising(entry=entry)
        return _("Thank you. We count such reports to find out where the assistant goes too far.")

    return _act(request, run)


@require_http_methods(["GET", "POST"])
@portal_view
def forget_all(request: HttpRequest, subject: Subject) -> HttpResponse:
    if request.method == "GET":
        count = MemoryEntry.objects.for_subject(subject).count()
        return _confirm_page(
            request,
            title=_("Forget everything?"),
            text=ngettext(
                "The %(count)d entry is deleted now. Your consent stays: the assistant may "
                "offer to remember something new, and keeps it only if you agree.",
                "All %(count)d entries are deleted now. Your consent stays: the assistant may "
                "offer to remember something new, and keeps it only if you agree.",
                count,
            )
            % {"count": count},
            action=reverse("portal:forget-all"),
            button=_("Forget everything"),
        )
    if _unconfirmed(request):
        return _to_confirmation(reverse("portal:forget-all"))

    def run() -> str:
        ids = longterm.forget_all(subject=subject, actor_label=ACTOR)
        return ngettext(
            "Everything is forgotten (%(count)d entry).",
            "Everything is forgotten (%(count)d entries).",
            len(ids),
        ) % {"count": len(ids)}

    return _act(request, run)


@require_http_methods(["GET", "POST"])
@portal_view
def set_consent(request: HttpRequest, subject: Subject) -> HttpResponse:
    if request.method == "GET":
        return _confirm_page(
            request,
            title=_("Withdraw your consent?"),
            text=_(
                "Everything the assistant remembers about you is deleted now, and it remembers "
                "nothing new until you allow it again on this page."
            ),
            action=reverse("portal:consent"),
            button=_("Withdraw consent and delete everything"),
            fields={"granted": "0"},
        )
    granted = request.POST.get("granted") == "1"
    if not granted and _unconfirmed(request):  # giving consent needs no second step
        return _to_confirmation(reverse("portal:consent"))

    def run() -> str:
        consent.set_consent(
            tenant=subject.tenant,
            ref=subject.ref,
            purpose=consent.MEMORY,
            granted=granted,
            text_version=CONSENT_TEXT_VERSION,
            source=Consent.Source.PORTAL,
            actor_label=ACTOR,
        )
        if granted:
            return _("Thank you. The assistant may now remember what you confirm.")
        return _("Consent withdrawn. Everything the assistant remembered about you is deleted.")

    return _act(request, run)


@require_POST
@portal_view
def leave(request: HttpRequest, subject: Subject) -> HttpResponse:
    """End the visit: the page's cookie is removed from this browser."""
    shop = next(
        (
            origins[0]
            for origins in Site.objects.for_tenant(subject.tenant)
            .order_by("pk")
            .values_list("allowed_origins", flat=True)
            if origins
        ),
        "",
    )
    response = render(
        request,
        "portal/left.html",
        {"shop": shop, "shop_name": subject.tenant.name, "langs": LANGS},
    )
    response.delete_cookie(settings.PORTAL_COOKIE_NAME, path=COOKIE_PATH, samesite="Lax")
    return response
