"""The site's bot: rule replies in four languages, handover, webhook bot and model bot."""

import pytest
from rest_framework.test import APIClient

from handover import services as handover_services
from memory import services
from memory.models import Session
from tenants.models import Site
from tenants.services import ensure_site, set_bot_webhook
from widget import bot

pytestmark = pytest.mark.django_db


@pytest.fixture
def site(site):
    """The rule and model tests ask about the demo shop's products: its site has the shop's bot."""
    site.bot_kind = Site.BotKind.DEMO
    site.save(update_fields=["bot_kind"])
    return site


@pytest.fixture
def webhook_at(site, settings):
    """Point the site's bot at a URL of the local fake server (a loopback address, allowed here)."""
    settings.BOT_WEBHOOK_ALLOW_PRIVATE = True

    def point(url: str):
        set_bot_webhook(site=site, url=url)
        site.refresh_from_db()
        return site

    return point


def turn(site, locale: str, text: str, history=()):
    """A session in `locale` whose newest user message is `text`; returns (session, message)."""
    session = services.create_session(tenant=site.tenant, site=site, locale=locale)
    for role, earlier in history:
        services.append_message(session=session, role=role, text=earlier)
    message = services.append_message(session=session, role="user", text=text)
    return session, message


def context_of(session, summary=None) -> dict:
    window = [
        {"seq": m.seq, "role": m.role, "text": m.text} for m in session.messages.order_by("seq")
    ]
    return {"session": {"key": session.key}, "window": window, "summary": summary}


@pytest.mark.parametrize(
    ("locale", "text", "expected"),
    [
        ("de", "Was kostet der Ergo Stuhl?", "kostet 249 €"),
        ("en", "How much is the Lumo lamp?", "costs 89 €"),
        ("da", "Hvad koster Lift bordet?", "koster 529 €"),
        ("nl", "Wat kost de Ergo stoel?", "kost 249 €"),
        ("de", "Hallo", "Wie kann|Ich helfe Ihnen gern"),
        ("da", "Kan jeg returnere stolen?", "returnere alle varer inden for 30 dage"),
        ("nl", "Wanneer wordt de Lumo geleverd?", "binnen 1-2 werkdagen geleverd"),
        ("en", "Thanks a lot", "You're welcome"),
    ],
)
def test_rule_replies_speak_the_sessions_language(site, locale, text, expected):
    session, message = turn(site, locale, text)
    answer = bot.reply(session=session, message=message, context=context_of(session))
    assert any(part in answer.text for part in expected.split("|"))
    assert not answer.handed_over


def test_the_rule_reply_resolves_a_back_reference_from_the_window(site):
    session, message = turn(
        site,
        "en",
        "And when would it arrive?",
        history=[("user", "Tell me about the Lift desk"), ("assistant", "It is 160 x 80 cm.")],
    )
    summary = {"objects": [], "constraints": [{"name": "deadline", "value": "Friday", "seq": 1}]}
    answer = bot.reply(session=session, message=message, context=context_of(session, summary))
    assert "Lift 160 standing desk (article 4711-2040) ships in 5-7 working days." in answer.text
    assert "You need it by Friday." in answer.text


@pytest.mark.parametrize(
    ("lang", "value", "said"),
    [
        ("en", "by Friday 12 December.", "You need it by Friday 12 December."),
        ("de", "bis spätestens Freitag", "Sie brauchen ihn bis Freitag."),
        ("da", "senest fredag d. 12/12.", "Du skal bruge den senest fredag d. 12/12."),
        ("nl", "vóór vrijdag", "Je hebt het nodig vóór vrijdag."),
    ],
)
def test_the_deadline_is_read_back_without_its_own_preposition(site, lang, value, said):
    """Found by the outside check: 'You need it by by Friday 12 December..'"""
    session, message = turn(site, lang, "Lift 160: levering / Lieferung / delivery?")
    summary = {"objects": [], "constraints": [{"name": "deadline", "value": value, "seq": 1}]}
    answer = bot.reply(session=session, message=message, context=context_of(session, summary))
    assert said in answer.text
    assert ".." not in answer.text


def test_the_rule_reply_names_what_the_summary_holds_when_it_has_no_rule(site):
    session, message = turn(site, "de", "Können Sie das prüfen?")
    summary = {
        "objects": [{"type": "order", "value": "100-2345", "seq": 1}],
        "constraints": [{"name": "deadline", "value": "Freitag", "seq": 1, "previous": []}],
    }
    answer = bot.reply(session=session, message=message, context=context_of(session, summary))
    assert answer.text.startswith("Bisher habe ich notiert: Bestellung: 100-2345, Frist: Freitag.")


def test_what_was_noted_is_read_back_once_not_in_every_reply(site):
    """Found by the outside check: the same "So far I have noted: ..." stood in three replies
    in a row."""
    summary = {
        "objects": [{"type": "order", "value": "100-2345", "seq": 1}],
        "constraints": [{"name": "deadline", "value": "Freitag", "seq": 1, "previous": []}],
    }
    session, message = turn(site, "de", "Können Sie das prüfen?")
    first = bot.reply(session=session, message=message, context=context_of(session, summary))
    assert first.text.startswith("Bisher habe ich notiert:")
    services.append_message(session=session, role="assistant", text=first.text)
    message = services.append_message(session=session, role="user", text="Und sonst?")
    second = bot.reply(session=session, message=message, context=context_of(session, summary))
    assert "Bisher habe ich notiert" not in second.text and second.text
    # Something new noted is read back again.
    summary["constraints"].append({"name": "quantity", "value": "zwei Stück", "seq": 5})
    third = bot.reply(session=session, message=message, context=context_of(session, summary))
    assert third.text.startswith("Bisher habe ich notiert:") and "zwei Stück" in third.text


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("de", "Bisher habe ich notiert: Zielort: nach Aarhus, Betrag: 300 Euro."),
        ("da", "Indtil videre har jeg noteret: Destination: nach Aarhus, Beløb: 300 Euro."),
        ("nl", "Tot nu toe heb ik genoteerd: Bestemming: nach Aarhus, Bedrag: 300 Euro."),
        ("en", "So far I have noted: Destination: nach Aarhus, Amount: 300 Euro."),
    ],
)
def test_the_rule_reply_names_the_summary_in_the_persons_words_without_their_contact(
    site, locale, expected
):
    """The bot reads the summary back with its names in the session's language, and does not
    repeat the phone number the person gave (it is in the summary as the channel to use)."""
    session, message = turn(site, locale, "Können Sie das prüfen?")
    summary = {
        "objects": [],
        "constraints": [
            {"name": "destination", "value": "nach Aarhus", "seq": 1, "previous": []},
            {"name": "channel", "value": "+49 170 5550123", "seq": 1, "previous": []},
            {"name": "amount", "value": "300 Euro", "seq": 1, "previous": []},
        ],
    }
    answer = bot.reply(session=session, message=message, context=context_of(session, summary))
    assert answer.text.startswith(expected)
    assert "5550123" not in answer.text


def test_the_order_number_the_bot_reads_back_is_stored_as_it_is(site):
    """Through the widget: the bot's reply names the order number with its kind, so it is kept
    in the transcript as the order number, not removed as a one-time code."""
    browser = APIClient(HTTP_ORIGIN="http://shop.test")
    base = f"/widget/v1/sites/{site.public_id}/sessions"
    key = browser.post(base, {"locale": "en"}, format="json").json()["key"]
    text = "hello there, order 123-999"
    reply = browser.post(f"{base}/{key}/messages", {"text": text}, format="json").json()["reply"]
    assert "Order: 123-999" in reply["text"]
    assert "removed" not in reply["text"]


@pytest.mark.parametrize(
    "text",
    [
        "Kann ich bitte mit einem Mitarbeiter sprechen?",
        "Ich möchte mit einem Menschen reden",
        "I want to talk to a human",
        "Can I speak to a real person please",
        "Jeg vil gerne tale med et menneske",
        "Kan jeg få en medarbejder?",
        "Ik wil een medewerker spreken",
        "Kan ik met iemand praten?",
    ],
)
def test_asking_for_a_person_is_recognised_in_four_languages(text):
    assert bot.wants_a_person(text)


@pytest.mark.parametrize(
    "text", ["Hvad koster stolen, mens jeg venter?", "Ich suche einen Stuhl", "I need a desk"]
)
def test_ordinary_questions_are_not_a_handover(text):
    assert not bot.wants_a_person(text)


def test_the_handover_goes_through_the_handover_service(site, monkeypatch):
    calls = []
    monkeypatch.setattr(
        bot.handover_services, "create_handover", lambda **kwargs: calls.append(kwargs)
    )
    session, message = turn(site, "de", "Ich möchte mit einem Mitarbeiter sprechen")
    answer = bot.reply(session=session, message=message, context=context_of(session))
    assert answer.handed_over
    assert "Mitarbeiter übergeben" in answer.text
    assert calls == [
        {
            "session": session,
            "reason": "Der Besucher möchte mit einem Menschen sprechen.",
            "contact": None,
        }
    ]


def test_a_webhook_bot_receives_the_context_and_its_reply_is_used(site, fake, webhook_at):
    webhook_at(f"{fake.url}/bot")
    fake.answer({"reply": "Hello from the site's own bot"})
    session, message = turn(site, "en", "What do you sell?")
    context = context_of(session)
    answer = bot.reply(session=session, message=message, context=context)
    assert answer.text == "Hello from the site's own bot"
    sent = fake.requests[0]
    assert sent["path"] == "/bot"
    assert sent["json"]["context"] == context
    assert sent["json"]["message"] == {"seq": 1, "role": "user", "text": "What do you sell?"}
    assert sent["headers"]["X-Chatmemory-Site"] == site.public_id


@pytest.mark.parametrize(
    "bad",
    [
        (500, {"reply": "x"}),
        (200, {"reply": ""}),
        (200, {"reply": "\x00\x07 "}),
        (200, {"answer": "x"}),
        (200, "not json"),
        (200, ["a list"]),
        (200, "[" * 100_000 + "]" * 100_000),  # too deep for Python's decoder
    ],
)
def test_a_failing_webhook_gives_a_polite_apology(site, fake, webhook_at, bad):
    webhook_at(f"{fake.url}/bot")
    status, body = bad
    fake.answer(body, status=status)
    session, message = turn(site, "da", "Hej?")
    answer = bot.reply(session=session, message=message, context=context_of(session))
    assert answer.text == bot.phrase("da", "unavailable")


def test_a_webhook_can_ask_for_a_handover(site, fake, webhook_at, monkeypatch):
    webhook_at(f"{fake.url}/bot")
    fake.answer({"reply": "Ich hole eine Kollegin dazu.", "handover": True})
    session, message = turn(site, "de", "Das ist kompliziert")
    answer = bot.reply(session=session, message=message, context=context_of(session))
    assert answer.text == "Ich hole eine Kollegin dazu."
    assert answer.handed_over and session.handovers.exists()


def test_the_widget_stores_the_webhook_reply(site, fake, webhook_at):
    webhook_at(f"{fake.url}/bot")
    fake.answer({"reply": "Webhook says hi"})
    browser = APIClient(HTTP_ORIGIN="http://shop.test")
    base = f"/widget/v1/sites/{site.public_id}/sessions"
    key = browser.post(base, {"locale": "en"}, format="json").json()["key"]
    response = browser.post(f"{base}/{key}/messages", {"text": "hello?"}, format="json")
    assert response.json()["reply"]["text"] == "Webhook says hi"
    window = fake.requests[0]["json"]["context"]["window"]
    assert window[-1]["text"] == "hello?"


def test_the_demo_bot_uses_the_configured_model(site, fake, settings):
    settings.LLM_URL = f"{fake.url}/v1/chat/completions"
    settings.LLM_MODEL = "tiny-chat"
    settings.LLM_API_KEY = "sk-test"
    fake.completion("  Der Ergo kostet 249 €.  ")
    session, message = turn(
        site, "de", "Und was kostet er?", history=[("user", "Ich suche den Ergo Stuhl")]
    )
    summary = {"objects": [{"type": "article", "value": "4711-0815", "seq": 1}]}
    context = context_of(session, summary)
    context["memories"] = [
        {
            "key": "language",
            "value": "de",
            "provenance": "explicit_user",
            "trust": "confirmed",
            "age_days": 3,
        },
    ]
    context["notices"] = [{"code": "stale_unconfirmed_memory", "message": "Confirm the size."}]
    answer = bot.reply(session=session, message=message, context=context)
    assert answer.text == "Der Ergo kostet 249 €."
    sent = fake.requests[0]
    assert sent["path"] == "/v1/chat/completions"
    assert sent["headers"]["Authorization"] == "Bearer sk-test"
    assert sent["json"]["model"] == "tiny-chat"
    messages = sent["json"]["messages"]
    system = messages[0]["content"]
    assert messages[0]["role"] == "system" and "4711-0815" in system
    assert "- language: de (source explicit_user, confirmed, 3 days old)" in system
    assert "- notice: Confirm the size." in system
    assert [m["content"] for m in messages[1:]] == [
        "Ich suche den Ergo Stuhl",
        "Und was kostet er?",
    ]


@pytest.mark.parametrize(
    "status, body", [(503, {"error": "overloaded"}), (200, "[" * 100_000 + "]" * 100_000)]
)
def test_the_demo_bot_falls_back_to_rules_when_the_model_fails(site, fake, settings, status, body):
    settings.LLM_URL = f"{fake.url}/v1/chat/completions"
    settings.LLM_MODEL = "tiny-chat"
    fake.answer(body, status=status)
    session, message = turn(site, "en", "How much is the Lumo lamp?")
    answer = bot.reply(session=session, message=message, context=context_of(session))
    assert "costs 89 €" in answer.text


def test_a_webhook_url_that_is_not_http_is_never_opened(site):
    site.bot_kind = "webhook"
    site.bot_webhook_url = "file:///etc/passwd"
    site.save()
    session, message = turn(site, "en", "Hello?")
    answer = bot.reply(session=session, message=message, context=context_of(session))
    assert answer.text == bot.phrase("en", "unavailable")


@pytest.mark.parametrize(
    ("locale", "text", "expected"),
    [
        ("en", "Hello", "Hello! How can I help you?"),
        ("de", "Was kostet der Ergo Stuhl?", "Können Sie mir etwas mehr erzählen?"),
        ("da", "Tak", "Selv tak!"),
    ],
)
def test_a_new_sites_bot_is_a_neutral_assistant_not_the_demo_shops(tenant, locale, text, expected):
    neutral = ensure_site(tenant=tenant, name="New site", allowed_origins=[])
    assert neutral.bot_kind == Site.BotKind.STANDARD
    session, message = turn(neutral, locale, text)
    answer = bot.reply(session=session, message=message, context=context_of(session))
    assert answer.text.startswith(expected)
    assert "249" not in answer.text and "Ergo" not in answer.text


def test_the_neutral_assistants_model_prompt_names_no_shop(tenant, fake, settings):
    settings.LLM_URL = f"{fake.url}/v1/chat/completions"
    settings.LLM_MODEL = "tiny-chat"
    fake.completion("Hi!")
    neutral = ensure_site(tenant=tenant, name="New site", allowed_origins=[])
    session, message = turn(neutral, "en", "What do you sell?")
    bot.reply(session=session, message=message, context=context_of(session))
    system = fake.requests[0]["json"]["messages"][0]["content"]
    assert "furniture" not in system and "4711" not in system


def test_the_webhook_is_not_called_while_a_colleague_holds_the_conversation(
    site, fake, webhook_at, make_staff
):
    webhook_at(f"{fake.url}/bot")
    fake.answer({"reply": "Webhook says hi"})
    browser = APIClient(HTTP_ORIGIN="http://shop.test")
    base = f"/widget/v1/sites/{site.public_id}/sessions"
    key = browser.post(base, {"locale": "en"}, format="json").json()["key"]
    session = Session.objects.get(key=key)
    handover = handover_services.create_handover(session=session, reason="Wants a person")
    handover_services.claim_handover(handover=handover, user=make_staff("agent"))
    response = browser.post(f"{base}/{key}/messages", {"text": "Hello? Anyone?"}, format="json")
    assert response.status_code == 201
    assert response.json()["reply"] is None
    assert fake.requests == []
    # Resolved, the site's bot is asked again, with the conversation so far in its context.
    handover_services.resolve_handover(handover=handover, user=make_staff("agent", "bo"))
    response = browser.post(f"{base}/{key}/messages", {"text": "Still there?"}, format="json")
    assert response.json()["reply"]["text"] == "Webhook says hi"
    assert len(fake.requests) == 1
