"""The one role check of the console's pages: signed-in staff of a tenant with a given role."""

from functools import wraps

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from .models import Role


def role_required(*roles: str):
    """Signed-in staff of a tenant with one of `roles`; anyone else gets a clear refusal (403).

    The view finds the user's tenant on `request.tenant` and fetches every object through
    `for_tenant(request.tenant)`, so another tenant's object is a 404.
    """

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


owner_required = role_required(Role.OWNER)
