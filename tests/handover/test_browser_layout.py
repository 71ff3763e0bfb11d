"""The staff pages at 390 px and 1280 px in Chromium: the DPO pages, the console's queue (cases and
callbacks) and a case page. No page scrolls sideways, the top bar keeps "Sign out" on one line, and
a long unbroken string (a tracking URL, a pasted token) wraps instead of widening the page."""

from datetime import timedelta

import pytest
from django.utils import timezone

from handover import services
from memory.models import Commitment, Session, Subject
from tenants.services import create_staff

from .factories import make_handover

pytestmark = pytest.mark.browser

LONG = "https://track.example.com/parcel/" + "A1b2C3d4" * 30  # 270 characters, no break
WIDTHS = (390, 1280)

# The page's width, the widest element when it is too wide, and how many lines "Sign out" takes.
MEASURE = """() => {
  const width = document.documentElement.scrollWidth;
  let widest = "";
  if (width > window.innerWidth) {
    for (const el of document.querySelectorAll("body *")) {
      const right = el.getBoundingClientRect().right;
      if (right > window.innerWidth + 1) { widest = el.tagName + "." + el.className; }
    }
  }
  const button = [...document.querySelectorAll(".topbar button, .topbar a")]
    .find((el) => el.textContent.trim() === "Sign out");
  let lines = 0;
  if (button) {
    const range = document.createRange();
    range.selectNodeContents(button);
    lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  }
  return { width, widest, lines };
}"""


def _sign_in(page, url: str, username: str) -> None:
    page.goto(f"{url}/console/login/")
    page.context.add_cookies([{"name": "django_language", "value": "en", "url": url}])
    page.goto(f"{url}/console/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", "correct horse battery staple")
    page.locator("form:has(input[name=username]) button[type=submit]").click()
    page.wait_for_load_state()


def _check(page, url: str) -> None:
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        response = page.goto(url)
        assert response.status == 200, url
        found = page.evaluate(MEASURE)
        assert found["width"] <= width, (url, width, found["widest"])
        assert found["lines"] == 1, (url, width, "Sign out wraps")


def test_staff_pages_fit_390_and_1280_px(asgi_server, tenant, page):
    password = "correct horse battery staple"
    dpo, _ = create_staff(username="dora", tenant=tenant, role="dpo", password=password)
    agent, _ = create_staff(username="ana", tenant=tenant, role="agent", password=password)
    subject = Subject.objects.create(tenant=tenant, ref="cust-" + "9" * 60, locale="en")
    handover = make_handover(tenant, reason=f"Wants a person about {LONG}")
    Session.objects.filter(pk=handover.session_id).update(subject=subject)
    services.add_note(handover=handover, author=agent, text=f"Sent the link {LONG}")
    Commitment.objects.create(
        session=handover.session,
        kind=Commitment.Kind.CALLBACK,
        text=f"Call back about {LONG}",
        due_at=timezone.now() - timedelta(hours=1),
    )
    base = asgi_server.url

    _sign_in(page, base, "dora")
    for path in (
        "/dpo/",
        f"/dpo/subjects/{subject.ref}/",
        "/dpo/purges/",
        "/dpo/retention/",
        "/dpo/audit/",
        "/console/",
        f"/console/handovers/{handover.pk}/",
    ):
        _check(page, base + path)

    page.context.clear_cookies()
    _sign_in(page, base, "ana")
    for path in ("/console/", "/console/?view=callbacks", f"/console/handovers/{handover.pk}/"):
        _check(page, base + path)
