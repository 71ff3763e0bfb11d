"""The demo shop: a product list and product pages, each embedding the chat widget."""

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import translation
from django.views.decorators.http import require_safe

from chatmemory import languages
from demo.shop import CATALOGUE, demo_site, product_by_slug
from memory.services import SUPPORTED_LOCALES


def shop_lang(request: HttpRequest) -> str:
    """`?lang=` when given (the shop's language links), else the browser's language."""
    return languages.pick(request.GET.get("lang"), translation.get_language_from_request(request))


def _page(request: HttpRequest, template: str, context: dict) -> HttpResponse:
    lang = shop_lang(request)
    with translation.override(lang):
        return render(
            request,
            template,
            {
                "lang": lang,
                "languages": SUPPORTED_LOCALES,
                "site": demo_site(),
                **context,
            },
        )


@require_safe
def product_list(request: HttpRequest) -> HttpResponse:
    lang = shop_lang(request)
    products = [(p, p.description(lang)) for p in CATALOGUE]
    return _page(request, "demo/product_list.html", {"products": products})


@require_safe
def product_detail(request: HttpRequest, slug: str) -> HttpResponse:
    product = product_by_slug(slug)
    if product is None:
        raise Http404
    return _page(
        request,
        "demo/product_detail.html",
        {"product": product, "description": product.description(shop_lang(request))},
    )
