"""HTTP clients of the end-to-end suite: the integrator's (API key) and a person's in a browser
(cookies, CSRF-protected forms filled in as the page serves them)."""

from html.parser import HTMLParser
from urllib.parse import urljoin

import httpx


def _refuse_server_errors(response: httpx.Response) -> None:
    assert response.status_code < 500, (
        f"{response.request.method} {response.request.url.path} answered {response.status_code}"
    )


def client(base_url: str, **kwargs) -> httpx.Client:
    """A client that fails the test at once on any 5xx."""
    return httpx.Client(
        base_url=base_url,
        timeout=30,
        event_hooks={"response": [_refuse_server_errors]},
        **kwargs,
    )


def api(base_url: str, key: str) -> httpx.Client:
    return client(base_url, headers={"Authorization": f"Bearer {key}"})


class _Forms(HTMLParser):
    """Each <form>'s action and the values a browser would submit unchanged."""

    def __init__(self):
        super().__init__()
        self.forms: list[dict] = []
        self._select: str | None = None
        self._textarea: str | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self.forms.append({"action": attrs.get("action") or "", "fields": {}})
        if not self.forms:
            return
        fields = self.forms[-1]["fields"]
        name = attrs.get("name")
        if tag == "input" and name and attrs.get("type") not in ("submit", "button"):
            if attrs.get("type") not in ("checkbox", "radio") or "checked" in attrs:
                fields[name] = attrs.get("value") or ""
        elif tag == "select" and name:
            self._select = name
        elif tag == "option" and self._select:
            if self._select not in fields or "selected" in attrs:
                fields[self._select] = attrs.get("value") or ""
        elif tag == "textarea" and name:
            self._textarea = name
            fields[name] = ""

    def handle_endtag(self, tag):
        if tag == "select":
            self._select = None
        elif tag == "textarea":
            self._textarea = None

    def handle_data(self, data):
        if self._textarea and self.forms:
            self.forms[-1]["fields"][self._textarea] += data


def forms_of(html: str) -> list[dict]:
    parser = _Forms()
    parser.feed(html)
    return parser.forms


class Browser:
    """A person at a browser: cookies kept, forms read from the page and posted with their token."""

    def __init__(self, base_url: str):
        self.http = client(base_url, follow_redirects=True)

    def get(self, path: str, **kwargs) -> httpx.Response:
        return self.http.get(path, **kwargs)

    def submit(self, page: str, values: dict, *, action: str | None = None) -> httpx.Response:
        """Open `page`, fill in its form posting to `action` (by default the page itself) with
        `values` and send it, as the browser would."""
        response = self.http.get(page)
        assert response.status_code == 200, f"GET {page}: {response.status_code}"
        path = response.url.path
        wanted = {action} if action is not None else {"", path}
        forms = [f for f in forms_of(response.text) if f["action"] in wanted]
        assert forms, f"no form posting to {action or path} on {page}"
        form = forms[0]
        assert "csrfmiddlewaretoken" in form["fields"], f"the form on {page} has no CSRF token"
        target = urljoin(str(response.url), form["action"] or path)
        return self.http.post(target, data={**form["fields"], **values})

    def sign_in(self, username: str, password: str) -> None:
        response = self.submit("/console/login/", {"username": username, "password": password})
        assert response.status_code == 200 and response.url.path != "/console/login/", (
            f"{username} could not sign in ({response.status_code} at {response.url.path})"
        )

    def close(self) -> None:
        self.http.close()
