"""The demo bot proposes to remember a lasting preference; the widget asks, consent keeps it."""

import pytest
from rest_framework.test import APIClient

from longterm import consent
from longterm.models import Consent, MemoryEntry
from memory.models import Session, Subject
from memory.services import create_session

pytestmark = pytest.mark.django_db

ORIGIN = "http://shop.test"


@pytest.fixture
def browser():
    return APIClient(HTTP_ORIGIN=ORIGIN)


def start(browser, site, locale: str) -> str:
    response = browser.post(
        f"/widget/v1/sites/{site.public_id}/sessions", {"locale": locale}, format="json"
    )
    assert response.status_code == 201
    return response.json()["key"]


def say(browser, site, key: str, text: str) -> dict:
    response = browser.post(
        f"/widget/v1/sites/{site.public_id}/sessions/{key}/messages", {"text": text}, format="json"
    )
    assert response.status_code == 201
    return response.json()


def memory_url(site, key: str, action: str = "") -> str:
    base = f"/widget/v1/sites/{site.public_id}/sessions/{key}/memory"
    return base + (f"/{action}" if action else "")


@pytest.mark.parametrize(
    ("locale", "text", "value", "purpose"),
    [
        ("de", "Bitte antworte mir immer auf Deutsch", "Deutsch", "in Ihrer Sprache"),
        ("en", "Please answer in English", "English", "in your language"),
        ("da", "Svar på dansk, tak", "Dansk", "på dit sprog"),
        ("nl", "Graag in het Nederlands", "Nederlands", "in jouw taal"),
        (
            "de",
            "Merk dir bitte: Lieferung immer an die Packstation",
            "Lieferung immer an die Packstation",
            "daran denke",
        ),
        (
            "en",
            "Remember this: I prefer delivery on Saturdays.",
            "I prefer delivery on Saturdays",
            "keep it in mind",
        ),
        ("da", "Husk: ring aldrig før kl. 10", "ring aldrig før kl. 10", "husker det"),
        ("nl", "Onthoud: ik wil geen nieuwsbrief", "ik wil geen nieuwsbrief", "aan denk"),
    ],
)
def test_a_lasting_preference_brings_a_proposal_and_nothing_is_stored(
    browser, site, locale, text, value, purpose
):
    key = start(browser, site, locale)
    body = say(browser, site, key, text)
    proposal = body["proposal"]
    assert proposal["value"] == value and proposal["type"] == "preference"
    assert purpose in proposal["purpose"]
    assert body["reply"]["text"]
    # Without consent nothing outlives the session.
    assert not Subject.objects.exists() and not MemoryEntry.objects.exists()
    assert not Consent.objects.exists()
    assert "cm_recognition" not in browser.cookies


def test_an_ordinary_message_proposes_nothing(browser, site):
    key = start(browser, site, "de")
    assert say(browser, site, key, "Was kostet der Ergo Stuhl?")["proposal"] is None
    assert say(browser, site, key, "Ich spreche Deutsch und Englisch")["proposal"] is None
    assert (
        say(browser, site, key, "Gibt es die Anleitung auch auf Englisch, bitte?")["proposal"]
        is None
    )
    assert say(browser, site, key, "Do you have the manual in English, please?")["proposal"] is None
    assert say(browser, site, key, "Findes manualen på engelsk?")["proposal"] is None
    assert say(browser, site, key, "Is de handleiding in het Engels?")["proposal"] is None


@pytest.mark.parametrize(
    "text",
    [
        "Merk dir: mein Passwort ist Sommer2024!",
        "Remember: I have diabetes and take insulin",
        "Husk: mit kort er 4111 1111 1111 1111",
    ],
)
def test_a_never_store_or_health_value_is_never_proposed(browser, site, text):
    key = start(browser, site, "en")
    assert say(browser, site, key, text)["proposal"] is None


def test_consent_keeps_it_sets_the_cookie_and_a_later_session_remembers(browser, site):
    key = start(browser, site, "de")
    proposal = say(browser, site, key, "Bitte antworte mir immer auf Deutsch")["proposal"]
    response = browser.post(
        memory_url(site, key, "consent"),
        {"granted": True, "text_version": "widget-consent-1", "proposal": proposal},
        format="json",
    )
    assert response.status_code == 201
    body = response.json()
    assert body["consent"] is True and body["entries"] == 1 and "/me/open/" in body["portal_url"]
    assert response.cookies["cm_recognition"]["httponly"]
    entry = MemoryEntry.objects.get()
    assert (entry.key, entry.value, entry.status, entry.trust) == (
        "reply_language",
        "Deutsch",
        "active",
        "confirmed",
    )

    # A new conversation in the same browser (the cookie travels along) is recognised.
    later = start(browser, site, "de")
    recognised = browser.post(memory_url(site, later, "recognise"))
    assert recognised.json()["consent"] is True
    assert Session.objects.get(key=later).subject_id == entry.subject_id


def test_the_recognised_session_context_carries_the_memory(browser, site, api):
    key = start(browser, site, "de")
    proposal = say(browser, site, key, "Bitte antworte mir immer auf Deutsch")["proposal"]
    browser.post(
        memory_url(site, key, "consent"), {"granted": True, "proposal": proposal}, format="json"
    )
    later = start(browser, site, "de")
    browser.post(memory_url(site, later, "recognise"))
    say(browser, site, later, "Hallo")
    context = api.get(f"/api/v1/sessions/{later}/context")
    assert context.status_code == 200
    assert [(m["key"], m["value"]) for m in context.json()["memories"]] == [
        ("reply_language", "Deutsch")
    ]
    # A browser without the cookie is a stranger again.
    stranger = start(APIClient(HTTP_ORIGIN=ORIGIN), site, "de")
    assert api.get(f"/api/v1/sessions/{stranger}/context").json()["memories"] == []


def test_withdrawal_deletes_the_entries_and_the_cookie(browser, site, api):
    key = start(browser, site, "en")
    proposal = say(browser, site, key, "Remember: I prefer delivery on Saturdays")["proposal"]
    browser.post(
        memory_url(site, key, "consent"), {"granted": True, "proposal": proposal}, format="json"
    )
    response = browser.post(memory_url(site, key, "withdraw"))
    assert response.status_code == 200
    assert response.json()["memories_deleted"] == 1 and response.json()["consent"] is False
    assert not MemoryEntry.objects.exists()
    assert response.cookies["cm_recognition"].value == ""
    later = start(browser, site, "en")
    assert browser.post(memory_url(site, later, "recognise")).json()["consent"] is False
    assert api.get(f"/api/v1/sessions/{later}/context").json()["memories"] == []


def test_declining_then_saying_it_again_proposes_again(browser, site):
    key = start(browser, site, "de")
    assert say(browser, site, key, "Bitte immer auf Deutsch")["proposal"]
    declined = browser.post(memory_url(site, key, "consent"), {"granted": False}, format="json")
    assert declined.status_code == 200
    body = say(browser, site, key, "Bitte immer auf Deutsch")
    assert body["proposal"]["value"] == "Deutsch" and body["state"] == "active"
    assert not Subject.objects.exists()


def test_an_unanswered_offer_comes_back_after_a_page_change_until_answered(browser, site):
    """Found by the outside check: the offer lived only in the page, so after a page change the
    visitor could no longer answer it."""
    key = start(browser, site, "de")
    proposal = say(browser, site, key, "Bitte antworte mir immer auf Deutsch")["proposal"]
    # The next page asks the server what the widget should show (the memory state).
    assert browser.get(memory_url(site, key)).json()["offer"] == proposal
    say(browser, site, key, "Was kostet der Ergo Stuhl?")
    assert browser.get(memory_url(site, key)).json()["offer"] == proposal
    # Nothing is kept until the visitor answers.
    assert not Subject.objects.exists() and not Consent.objects.exists()
    response = browser.post(
        memory_url(site, key, "consent"), {"granted": True, "proposal": proposal}, format="json"
    )
    assert response.status_code == 201 and response.json()["offer"] is None
    assert browser.get(memory_url(site, key)).json()["offer"] is None


def test_a_declined_offer_is_not_asked_again_and_leaves_a_consent_as_it_was(browser, site):
    key = start(browser, site, "en")
    first = say(browser, site, key, "Remember: I prefer delivery on Saturdays")["proposal"]
    browser.post(
        memory_url(site, key, "consent"), {"granted": True, "proposal": first}, format="json"
    )
    # A newer offer replaces an older one; "no thanks" drops it and withdraws nothing.
    say(browser, site, key, "Remember: ring the bell twice")
    assert browser.get(memory_url(site, key)).json()["offer"]["value"] == "ring the bell twice"
    declined = browser.post(memory_url(site, key, "decline"))
    assert declined.status_code == 200
    assert declined.json()["offer"] is None and declined.json()["consent"] is True
    assert [e.value for e in MemoryEntry.objects.all()] == ["I prefer delivery on Saturdays"]
    assert browser.get(memory_url(site, key)).json()["offer"] is None
    assert browser.get(memory_url(site, key, "decline")).status_code == 405


def test_an_offer_ends_with_the_conversation(browser, site):
    key = start(browser, site, "en")
    assert say(browser, site, key, "Please answer in English")["proposal"]
    assert browser.post(f"/widget/v1/sites/{site.public_id}/sessions/{key}/end").status_code == 200
    assert browser.get(memory_url(site, key)).json()["offer"] is None
    # Another site's visitor never sees it.
    assert browser.get(f"/widget/v1/sites/site_nope/sessions/{key}/memory").status_code == 404


def test_a_known_customer_with_consent_gets_a_pending_entry_not_a_widget_question(
    browser, tenant, site
):
    session = create_session(tenant=tenant, site=site, locale="nl", subject_ref="cust-42")
    consent.set_consent(tenant=tenant, ref="cust-42", purpose=consent.MEMORY, granted=True)
    body = say(browser, site, session.key, "Onthoud: ik wil geen nieuwsbrief")
    assert body["proposal"] is None
    assert "bevestig" in body["reply"]["text"].lower()
    entry = MemoryEntry.objects.get()
    assert (entry.status, entry.value, entry.subject.ref) == (
        "pending",
        "ik wil geen nieuwsbrief",
        "cust-42",
    )


def test_a_known_customer_without_consent_gets_nothing_stored(browser, tenant, site):
    session = create_session(tenant=tenant, site=site, locale="en", subject_ref="cust-7")
    body = say(browser, site, session.key, "Please always answer in English")
    assert body["proposal"] is None
    assert not MemoryEntry.objects.exists()


def test_saying_forget_in_chat_deletes_the_memories(browser, site):
    key = start(browser, site, "de")
    proposal = say(browser, site, key, "Bitte antworte mir immer auf Deutsch")["proposal"]
    browser.post(
        memory_url(site, key, "consent"), {"granted": True, "proposal": proposal}, format="json"
    )
    body = say(browser, site, key, "Vergiss alles")
    assert "1" in body["reply"]["text"]
    assert not MemoryEntry.objects.exists()


def test_a_proposal_with_control_characters_is_refused(browser, site):
    key = start(browser, site, "en")
    proposal = say(browser, site, key, "Please answer in English")["proposal"]
    for field in ("key", "value", "purpose"):
        sent = {**proposal, field: proposal[field] + "\x1b\x9b"}
        response = browser.post(
            memory_url(site, key, "consent"),
            {"granted": True, "text_version": "widget-consent-1", "proposal": sent},
            format="json",
        )
        assert response.status_code == 400, field
        assert response.json()["error"]["code"] == "validation_error"
    assert not MemoryEntry.objects.exists()


def test_a_note_kept_leaves_none_of_its_words_in_the_audit_log(browser, site):
    """Found by the outside check: the bot made the key of a note from the person's words
    ("note_deliveries_to_the_back"), and the audit log kept that key after the erasure."""
    from dpo import erasure
    from privacy.models import AuditEvent

    key = start(browser, site, "en")
    proposal = say(browser, site, key, "Remember this: deliveries to the back entrance please")[
        "proposal"
    ]
    assert proposal["key"] == "note"
    response = browser.post(
        memory_url(site, key, "consent"),
        {"granted": True, "text_version": "widget-consent-1", "proposal": proposal},
        format="json",
    )
    assert response.status_code == 201
    entry = MemoryEntry.objects.get()
    erasure.erase_subject(tenant=site.tenant, ref=entry.subject.ref, actor=None)

    logged = " ".join(str(e.data) + e.object_id + e.reason for e in AuditEvent.objects.all())
    for word in ("deliveries", "entrance", "back"):
        assert word not in logged
