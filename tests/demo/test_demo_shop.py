"""The demo shop pages: two pages embedding the widget with the seeded demo site's public id."""

import re

import pytest
from django.core.management import call_command

from demo.shop import demo_site

pytestmark = pytest.mark.django_db


@pytest.fixture
def seeded(capsys):
    call_command("seed_demo")
    return capsys.readouterr().out


def widget_tag(html: str) -> str:
    return re.search(r'<script src="[^"]*widget/widget\.js"[^>]*>', html).group(0)


def test_seed_demo_prints_the_shop_url(seeded):
    assert "Demo shop with the chat widget: http://127.0.0.1:8000/demo/" in seeded


def test_both_pages_embed_the_widget_with_the_demo_sites_public_id(client, seeded):
    site = demo_site()
    for path in ("/demo/", "/demo/products/ergo-chair/"):
        response = client.get(path)
        assert response.status_code == 200
        html = response.content.decode()
        assert f'data-site="{site.public_id}"' in widget_tag(html)
        assert "Ergo Pro desk chair" in html
        # A page view stores nothing in the browser: no session or CSRF cookie.
        assert not response.cookies


def test_the_pages_follow_the_chosen_or_the_browsers_language(client, seeded):
    html = client.get("/demo/?lang=da").content.decode()
    assert '<html lang="da">' in html
    assert "Kontorstol med justerbar lændestøtte" in html
    assert "<h1>Produkter</h1>" in html
    html = client.get("/demo/products/ergo-chair/?lang=de").content.decode()
    assert "<dt>Artikelnummer</dt>" in html and "2-3 Werktage" in html
    html = client.get("/demo/products/desk-lamp/", HTTP_ACCEPT_LANGUAGE="nl-NL,nl;q=0.9").content
    assert '<html lang="nl">' in html.decode()
    assert '<html lang="en">' in client.get("/demo/?lang=xx").content.decode()


def test_without_the_seeded_site_the_pages_say_how_to_enable_the_chat(client):
    html = client.get("/demo/").content.decode()
    assert "widget.js" not in html
    assert "seed_demo" in html


def test_an_unknown_product_is_404_and_posts_are_405(client, seeded):
    assert client.get("/demo/products/nope/").status_code == 404
    assert client.post("/demo/").status_code == 405
    assert client.post("/demo/products/ergo-chair/").status_code == 405
