"""The agents' console (HTML views)."""

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from tenants.models import Role

from .models import Handover

CONSOLE_ROLES = (Role.AGENT, Role.OWNER, Role.DPO, Role.ADMIN)


def require_staff(request: HttpRequest, *roles: str):
    """The signed-in user's tenant, when the user has one of `roles`; otherwise 403."""
    user = request.user
    if not user.has_role(*(roles or CONSOLE_ROLES)):
        raise PermissionDenied
    return user.tenant


@login_required
def queue(request: HttpRequest) -> HttpResponse:
    tenant = require_staff(request)
    handovers = Handover.objects.for_tenant(tenant).open().select_related("session", "assignee")
    return render(request, "handover/queue.html", {"handovers": handovers[:200]})
