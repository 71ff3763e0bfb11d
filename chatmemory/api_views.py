"""The decorator every function view of the API and the widget API is made with."""

from rest_framework import decorators


def api_view(http_method_names: list[str]):
    """DRF's `api_view`, answering HEAD wherever GET is allowed.

    DRF allows exactly the methods named (and OPTIONS), so a GET endpoint answered HEAD with 405.
    Named here, HEAD runs the same function as GET and the server sends the headers without the
    body. The function sees `request.method == "HEAD"`: one that serves GET and a write branches
    on the write's method, not on GET.
    """
    methods = [method.upper() for method in http_method_names]
    if "GET" in methods and "HEAD" not in methods:
        methods.append("HEAD")
    return decorators.api_view(methods)
