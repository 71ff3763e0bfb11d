"""Login throttling for web sign-in (django-axes), skipped for authentications without a request."""

from axes.backends import AxesStandaloneBackend


class LoginThrottleBackend(AxesStandaloneBackend):
    """django-axes' lockout check; a call without a request (a command, a test) is not a web
    sign-in, has no client address to count, and is left to the next backend."""

    def authenticate(self, request, username=None, password=None, **kwargs):
        if request is None:
            return None
        return super().authenticate(request, username=username, password=password, **kwargs)
