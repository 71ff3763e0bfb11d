"""The demo shop's built-in bot: the standard assistant's behaviour plus the shop's catalogue,
prices, delivery times and returns, in four languages. seed_demo gives the demo site this bot
(Site.BotKind.DEMO); demo.apps registers it with the widget's bot."""

import re

from widget import bot
from widget.bot import PHRASES, BuiltInBot, noted_facts, said_before

from .shop import CATALOGUE, Product, products_mentioned

# Keyword stems of the shop's intents, in all four languages, beside the standard bot's.
INTENT_PATTERNS = {
    **bot.INTENT_PATTERNS,
    "delivery": r"(liefer|versand|zustell|deliver|shipping|ship|arrive|levering|levere|forsend|"
    r"bezorg|verzend|lever)",
    "price": r"(preis|kostet|kosten|price|cost|how much|pris|koster|prijs|kost\b)",
    "returns": r"(rückgabe|zurückschick|umtausch|retoure|return|exchange|refund|retur|bytte|"
    r"ombyt|retour|ruil|terugstur)",
}
_INTENT_RES = {name: re.compile(p, re.IGNORECASE) for name, p in INTENT_PATTERNS.items()}

# The shop's chat copy in each language; the rest comes from the standard bot's phrases.
SHOP_PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "greeting": "Hello! I can help with our products, delivery and returns. What are you "
        "looking for?",
        "product": "{name} (article {article}) costs {price} € and ships in {days} working "
        "days. {description}",
        "price": "{name} (article {article}) costs {price} €.",
        "delivery": "{name} (article {article}) ships in {days} working days.",
        "delivery_unknown": "Most items ship within 1-7 working days. Which article do you mean?",
        "returns": "You can return any item within 30 days; just tell me the order number and "
        "I'll note it for the team.",
        "deadline": "You need it by {deadline}.",
        "fallback": "Could you tell me a little more? I can help with products, delivery and "
        "returns. If you'd rather talk to a person, just say so.",
    },
    "de": {
        "greeting": "Hallo! Ich helfe Ihnen gern bei Produkten, Lieferung und Rückgabe. Was "
        "suchen Sie?",
        "product": "{name} (Artikel {article}) kostet {price} € und wird in {days} Werktagen "
        "geliefert. {description}",
        "price": "{name} (Artikel {article}) kostet {price} €.",
        "delivery": "{name} (Artikel {article}) wird in {days} Werktagen geliefert.",
        "delivery_unknown": "Die meisten Artikel liefern wir in 1-7 Werktagen. Welchen Artikel "
        "meinen Sie?",
        "returns": "Sie können jeden Artikel innerhalb von 30 Tagen zurückgeben. Nennen Sie mir "
        "die Bestellnummer, dann notiere ich sie für das Team.",
        "deadline": "Sie brauchen ihn bis {deadline}.",
        "fallback": "Können Sie mir etwas mehr erzählen? Ich helfe bei Produkten, Lieferung und "
        "Rückgabe. Wenn Sie lieber mit einem Menschen sprechen möchten, sagen Sie es einfach.",
    },
    "da": {
        "greeting": "Hej! Jeg kan hjælpe med vores produkter, levering og returnering. Hvad "
        "leder du efter?",
        "product": "{name} (varenummer {article}) koster {price} € og leveres på {days} "
        "hverdage. {description}",
        "price": "{name} (varenummer {article}) koster {price} €.",
        "delivery": "{name} (varenummer {article}) leveres på {days} hverdage.",
        "delivery_unknown": "De fleste varer leveres på 1-7 hverdage. Hvilken vare tænker du på?",
        "returns": "Du kan returnere alle varer inden for 30 dage. Giv mig ordrenummeret, så "
        "noterer jeg det til teamet.",
        "deadline": "Du skal bruge den senest {deadline}.",
        "fallback": "Kan du fortælle lidt mere? Jeg kan hjælpe med produkter, levering og "
        "returnering. Vil du hellere tale med et menneske, så sig det bare.",
    },
    "nl": {
        "greeting": "Hallo! Ik help je graag met producten, levering en retouren. Waar ben je "
        "naar op zoek?",
        "product": "{name} (artikel {article}) kost {price} € en wordt binnen {days} werkdagen "
        "geleverd. {description}",
        "price": "{name} (artikel {article}) kost {price} €.",
        "delivery": "{name} (artikel {article}) wordt binnen {days} werkdagen geleverd.",
        "delivery_unknown": "De meeste artikelen leveren we binnen 1-7 werkdagen. Welk artikel "
        "bedoel je?",
        "returns": "Je kunt elk artikel binnen 30 dagen retourneren. Geef me het "
        "bestelnummer, dan noteer ik het voor het team.",
        "deadline": "Je hebt het nodig vóór {deadline}.",
        "fallback": "Kun je iets meer vertellen? Ik help met producten, levering en retouren. "
        "Wil je liever een mens spreken, zeg het dan gewoon.",
    },
}


def phrase(lang: str, key: str, **values) -> str:
    table = SHOP_PHRASES.get(lang) or SHOP_PHRASES["en"]
    if key not in table:
        table = PHRASES.get(lang) or PHRASES["en"]
    return table[key].format(**values)


def shop_brief(lang: str) -> str:
    """The shop's brief for the model: what it sells, at which price, shipped when."""
    catalogue = "; ".join(
        f"{p.name} (article {p.article}, {p.price_eur} EUR, ships in {p.ships_days} working days)"
        for p in CATALOGUE
    )
    return (
        f"You are the assistant of a small office furniture shop. Answer in the language "
        f"'{lang}', briefly and politely. Products: {catalogue}. Returns within 30 days."
    )


def _constraint(context: dict, name: str) -> str | None:
    summary = context.get("summary") or {}
    for constraint in summary.get("constraints") or []:
        if constraint.get("name") == name and constraint.get("value"):
            return str(constraint["value"])
    return None


# The deadline's own preposition, which the phrase says already ("by by Friday", "bis bis").
_DEADLINE_PREPOSITION = re.compile(
    r"^(?:by|until|before|no later than|at the latest by|bis(?: spätestens)?|spätestens(?: bis)?|"
    r"senest|inden|før|vóór|voor|uiterlijk(?: op)?)\s+",
    re.IGNORECASE,
)


def _bare_deadline(value: str) -> str:
    """The deadline as the phrase "You need it by {deadline}." takes it: without its own
    preposition and closing mark ("by Friday 12 December." -> "Friday 12 December")."""
    return _DEADLINE_PREPOSITION.sub("", value.strip()).rstrip(" .!?,;")


def _product_in_focus(text: str, context: dict) -> Product | None:
    """The product talked about: in this message, else the newest turn, else the summary."""
    found = products_mentioned(text)
    if found:
        return found[0]
    for turn in reversed(context.get("window") or []):
        found = products_mentioned(str(turn.get("text", "")))
        if found:
            return found[0]
    summary = context.get("summary") or {}
    for obj in reversed(summary.get("objects") or []):
        found = products_mentioned(str(obj.get("value", "")))
        if found:
            return found[0]
    return None


def shop_reply(*, lang: str, text: str, context: dict) -> str:
    """The demo shop bot's rule-based answer in `lang`, built from the context.

    A product named in this message gets its description; a question about price or delivery
    without one refers back to the product of the conversation (window, then summary); anything
    else is answered with what the summary holds so far.
    """
    intents = {name for name, pattern in _INTENT_RES.items() if pattern.search(text)}
    named = products_mentioned(text)
    product = named[0] if named else None
    if product is None and intents & {"price", "delivery"}:
        product = _product_in_focus(text, context)
    values = {}
    if product is not None:
        values = {
            "name": product.name,
            "article": product.article,
            "price": product.price_eur,
            "days": product.ships_days,
            "description": product.description(lang),
        }
    parts: list[str] = []
    if "greeting" in intents:
        parts.append(phrase(lang, "greeting"))
    elif "thanks" in intents:
        parts.append(phrase(lang, "thanks"))
    elif "returns" in intents:
        parts.append(phrase(lang, "returns"))
    elif "delivery" in intents:
        key = "delivery" if product else "delivery_unknown"
        parts.append(phrase(lang, key, **values))
        deadline = _constraint(context, "deadline")
        if product and deadline:
            parts.append(phrase(lang, "deadline", deadline=_bare_deadline(deadline)))
    elif "price" in intents and product:
        parts.append(phrase(lang, "price", **values))
    elif product:
        parts.append(phrase(lang, "product", **values))
    else:
        facts = noted_facts(context, lang)
        if facts and not said_before(context, facts):
            parts.append(phrase(lang, "noted", facts=facts))
        parts.append(phrase(lang, "fallback"))
    return " ".join(parts)


SHOP_BOT = BuiltInBot(rule_reply=shop_reply, model_brief=shop_brief)
