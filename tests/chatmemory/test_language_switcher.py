"""The staff pages' language switcher: on every page, one button per language, kept in a cookie."""

import re

import pytest
from django.conf import settings
from django.test import Client
from django.utils import translation

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    translation.deactivate()


def switcher(html: str) -> dict[str, str]:
    """{language code: the button's tag} of the page's language form."""
    form = re.search(
        r'<form class="langs" method="post" action="/i18n/setlang/".*?</form>', html, re.S
    )
    assert form, "no language switcher on the page"
    buttons = re.findall(
        r'<button type="submit" name="language" value="(\w+)"[^>]*>', form.group(0)
    )
    return {code: re.search(rf'value="{code}"[^>]*>', form.group(0)).group(0) for code in buttons}


def test_the_sign_in_page_offers_every_language_and_marks_the_current_one():
    html = Client(HTTP_ACCEPT_LANGUAGE="da").get("/console/login/").content.decode()
    buttons = switcher(html)
    assert list(buttons) == [code for code, _name in settings.LANGUAGES]
    assert 'lang="da"' in buttons["da"] and 'aria-current="true"' in buttons["da"]
    assert not any("aria-current" in tag for code, tag in buttons.items() if code != "da")
    assert (
        ">Dansk</button>" in html and ">Nederlands</button>" in html and ">Deutsch</button>" in html
    )


@pytest.mark.parametrize("path", ["/console/", "/dpo/", "/dpo/retention/"])
def test_staff_pages_carry_the_switcher_back_to_the_same_page(make_staff, path):
    client = Client()
    client.force_login(make_staff("dpo"))
    html = client.get(path).content.decode()
    assert set(switcher(html)) == {"en", "de", "da", "nl"}
    assert f'<input type="hidden" name="next" value="{path}">' in html


def test_a_choice_is_kept_for_a_year_and_wins_over_the_browser(make_staff):
    client = Client(HTTP_ACCEPT_LANGUAGE="de")
    client.force_login(make_staff("agent"))
    response = client.post("/i18n/setlang/", {"language": "nl", "next": "/console/?view=mine"})
    assert response.status_code == 302 and response["Location"] == "/console/?view=mine"
    cookie = response.cookies[settings.LANGUAGE_COOKIE_NAME]
    assert cookie.value == "nl"
    assert cookie["max-age"] == 365 * 24 * 60 * 60
    assert cookie["httponly"] and cookie["samesite"] == "Lax"
    html = client.get("/console/").content.decode()
    assert '<html lang="nl">' in html and "<h1>Wachtrij voor overdrachten</h1>" in html
    assert 'aria-current="true"' in switcher(html)["nl"]


def test_an_unknown_language_or_a_foreign_next_changes_nothing(make_staff):
    client = Client()
    client.force_login(make_staff("agent"))
    response = client.post("/i18n/setlang/", {"language": "xx", "next": "https://evil.example/"})
    assert response.status_code == 302 and not response["Location"].startswith("https://evil")
    assert settings.LANGUAGE_COOKIE_NAME not in response.cookies
    assert "<h1>Handover queue</h1>" in client.get("/console/").content.decode()
