"""The demo shop's catalogue and the names that tie it to the seeded demo tenant and site."""

import re
from dataclasses import dataclass

from tenants.models import Site

DEMO_TENANT_SLUG = "demo"
DEMO_SITE_NAME = "Demo shop"


@dataclass(frozen=True)
class Product:
    slug: str
    article: str
    name: str
    price_eur: int
    ships_days: str
    # Per language: a one-line description (the shop's own copy, not UI chrome).
    descriptions: dict[str, str]

    def description(self, lang: str) -> str:
        return self.descriptions.get(lang) or self.descriptions["en"]


CATALOGUE = [
    Product(
        slug="ergo-chair",
        article="4711-0815",
        name="Ergo Pro desk chair",
        price_eur=249,
        ships_days="2-3",
        descriptions={
            "en": "Office chair with adjustable lumbar support and 4D armrests.",
            "de": "Bürostuhl mit verstellbarer Lordosenstütze und 4D-Armlehnen.",
            "da": "Kontorstol med justerbar lændestøtte og 4D-armlæn.",
            "nl": "Bureaustoel met verstelbare lendensteun en 4D-armleuningen.",
        },
    ),
    Product(
        slug="standing-desk",
        article="4711-2040",
        name="Lift 160 standing desk",
        price_eur=529,
        ships_days="5-7",
        descriptions={
            "en": "Electric sit-stand desk, 160 x 80 cm, two motors, memory keys.",
            "de": "Elektrischer Steh-Sitz-Tisch, 160 x 80 cm, zwei Motoren, Memory-Tasten.",
            "da": "Elektrisk hæve-sænkebord, 160 x 80 cm, to motorer, hukommelsestaster.",
            "nl": "Elektrisch zit-sta-bureau, 160 x 80 cm, twee motoren, geheugentoetsen.",
        },
    ),
    Product(
        slug="desk-lamp",
        article="4711-3300",
        name="Lumo desk lamp",
        price_eur=89,
        ships_days="1-2",
        descriptions={
            "en": "Dimmable LED desk lamp with warm and cold light.",
            "de": "Dimmbare LED-Schreibtischlampe mit warmem und kaltem Licht.",
            "da": "Dæmpbar LED-skrivebordslampe med varmt og koldt lys.",
            "nl": "Dimbare led-bureaulamp met warm en koel licht.",
        },
    ),
]


def product_by_slug(slug: str) -> Product | None:
    return next((p for p in CATALOGUE if p.slug == slug), None)


def products_mentioned(text: str) -> list[Product]:
    """Catalogue products whose article number or name occurs in `text`."""
    words = set(re.findall(r"\w+", text.lower()))
    return [p for p in CATALOGUE if p.article in text or p.name.split()[0].lower() in words]


def demo_site() -> Site | None:
    """The site `seed_demo` creates; the demo pages embed the widget with its public id."""
    return (
        Site.objects.filter(tenant__slug=DEMO_TENANT_SLUG, name=DEMO_SITE_NAME)
        .select_related("tenant")
        .first()
    )
