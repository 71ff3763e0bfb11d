"""The customer page: signed links, the /me/ cookie, every control, languages, no JavaScript."""

import io
import json
import re
import zipfile

import pytest
from django.core import signing
from django.test import Client

from longterm import portal
from longterm.models import Consent, MemoryEntry
from memory.models import Subject
from privacy.models import AuditEvent, DailyCount

pytestmark = pytest.mark.django_db

REF = "cust-portal"


def open_page(client, tenant, ref=REF, lang=None):
    subject = Subject.objects.for_tenant(tenant).get(ref=ref)
    url = f"/me/open/{portal.make_link_token(subject)}" + (f"?lang={lang}" if lang else "")
    return client.get(url)


@pytest.fixture
def visitor(client, tenant, remember):
    remember(tenant, REF, "language", "English")
    remember(
        tenant,
        REF,
        "delivery_address",
        "Hauptstr. 5, 10115 Berlin",
        purpose="Deliver orders",
        provenance="confirmed_summary",
    )
    response = open_page(client, tenant, lang="en")
    assert response.status_code == 302
    return client


def test_a_link_sets_a_cookie_scoped_to_the_page_and_redirects_to_a_clean_url(
    client, tenant, remember
):
    remember(tenant, REF, "language", "English")
    response = open_page(client, tenant)
    assert response.status_code == 302
    assert response["Location"].startswith("/me/?lang=")
    cookie = response.cookies["cm_portal"]
    assert cookie["path"] == "/me/"
    assert cookie["httponly"] and cookie["samesite"] == "Lax" and cookie["secure"]
    assert REF not in cookie.value.split(":")[0]
    page = client.get(response["Location"])
    assert page.status_code == 200
    assert "English" in page.content.decode()
    assert page["Cache-Control"].startswith("max-age=0") or "no-store" in page["Cache-Control"]


def test_the_cookie_is_secure_exactly_when_the_session_cookie_is(
    client, tenant, remember, settings
):
    """`make run-prod` serves plain HTTP with SESSION_COOKIE_SECURE off: a Secure cookie would
    never come back, and the page would refuse the visitor the link just let in."""
    settings.SESSION_COOKIE_SECURE = False
    remember(tenant, REF, "language", "English")
    response = open_page(client, tenant)
    assert not response.cookies["cm_portal"]["secure"]
    assert client.get(response["Location"]).status_code == 200


def test_the_page_lists_every_entry_with_its_facts(visitor):
    html = visitor.get("/me/?lang=en").content.decode()
    for text in [
        "English",
        "Hauptstr. 5, 10115 Berlin",
        "Deliver orders",
        "You told us",
        "From a conversation",  # awaiting the person's confirmation: not "Confirmed from ..."
        "Awaiting confirmation",
        "Not confirmed",
        "Saved",
        "Last confirmed",
        "Last used",
        "Never",
        "Deleted automatically on",
        "This surprised me",
        "Download my data",
        "Forget everything",
        "Withdraw consent",
    ]:
        assert text in html, text
    assert "Confirmed from a conversation" not in html


def test_an_entry_whose_key_the_page_has_no_words_for_says_its_key(visitor, tenant, remember):
    """Found by the outside check: "shoe_size" = "42" showed as a bare "42"."""
    remember(tenant, REF, "shoe_size", "42")
    html = visitor.get("/me/?lang=de").content.decode()
    assert "<dt>Gespeichert als</dt><dd>shoe size</dd>" in html
    assert html.count("<dt>Gespeichert als</dt>") == 1  # the known keys have their own heading


def test_the_page_works_without_javascript(visitor):
    html = visitor.get("/me/?lang=en").content.decode()
    assert "<script" not in html
    assert html.count('method="post"') >= 6
    assert html.count("csrfmiddlewaretoken") == html.count('method="post"')


def test_without_a_link_the_page_explains_and_shows_nothing(client, tenant, remember):
    remember(tenant, REF, "city", "Bad Homburg")
    response = client.get("/me/")
    assert response.status_code == 403
    assert "Bad Homburg" not in response.content.decode()
    assert client.post("/me/forget").status_code == 403


def test_a_tampered_link_is_refused(client, tenant, remember):
    remember(tenant, REF, "language", "English")
    token = portal.make_link_token(Subject.objects.get(ref=REF))
    response = client.get(f"/me/open/{token[:-2]}xx")
    assert response.status_code == 400
    assert "cm_portal" not in response.cookies
    forged = signing.dumps({"t": tenant.pk, "s": 1, "n": "x"}, salt="another salt")
    assert client.get(f"/me/open/{forged}").status_code == 400


def test_an_expired_link_is_refused(client, tenant, remember, settings):
    remember(tenant, REF, "language", "English")
    settings.PORTAL_LINK_MAX_AGE = -1
    response = open_page(client, tenant)
    assert response.status_code == 410
    assert "expired" in response.content.decode()
    assert "cm_portal" not in response.cookies


def test_a_link_opens_the_page_once(client, tenant, remember):
    remember(tenant, REF, "language", "English")
    token = portal.make_link_token(Subject.objects.get(ref=REF))
    assert client.get(f"/me/open/{token}").status_code == 302
    assert client.get(f"/me/open/{token}").status_code == 302  # same browser: fine
    assert Client().get(f"/me/open/{token}").status_code == 410  # anyone else: not again


def test_subject_a_cookie_never_shows_subject_b(client, tenant, other_tenant, remember):
    remember(tenant, "alice", "language", "Alice-English")
    remember(tenant, "bob", "language", "Bob-Deutsch")
    remember(other_tenant, "alice", "language", "Other-Tenant-Alice")
    open_page(client, tenant, ref="alice")
    html = client.get("/me/").content.decode()
    assert "Alice-English" in html
    assert "Bob-Deutsch" not in html and "Other-Tenant-Alice" not in html
    bob_entry = MemoryEntry.objects.get(value="Bob-Deutsch")
    assert client.post(f"/me/memories/{bob_entry.pk}/delete").status_code == 404
    assert client.post(f"/me/memories/{bob_entry.pk}/edit", {"value": "x"}).status_code == 404
    assert MemoryEntry.objects.filter(pk=bob_entry.pk, value="Bob-Deutsch").exists()
    # A cookie forged with another subject's id is not signed by us.
    client.cookies["cm_portal"] = f"{tenant.pk}:{bob_entry.subject_id}"
    assert client.get("/me/").status_code == 403


def test_confirm_edit_delete_and_surprise(visitor, tenant):
    pending = MemoryEntry.objects.get(key="delivery_address")
    response = visitor.post(f"/me/memories/{pending.pk}/confirm", {"lang": "en"})
    assert response.status_code == 302
    pending.refresh_from_db()
    assert pending.status == "active" and pending.trust == "confirmed"

    visitor.post(f"/me/memories/{pending.pk}/edit", {"value": "Ringstr. 9, 50667 Köln"})
    pending.refresh_from_db()
    assert pending.value == "Ringstr. 9, 50667 Köln"
    assert AuditEvent.objects.get(action="memory.corrected").actor_label == "subject:portal"

    visitor.post(f"/me/memories/{pending.pk}/surprised")
    visitor.post(f"/me/memories/{pending.pk}/delete", {"confirm": "1"})
    assert not MemoryEntry.objects.filter(pk=pending.pk).exists()
    counts = dict(DailyCount.objects.filter(tenant=tenant).values_list("metric", "value"))
    assert counts["memory.confirmed"] == 1
    assert counts["memory.corrected"] == 1
    assert counts["memory.surprised"] == 1
    assert counts["memory.deleted"] == 1


def test_an_edit_with_a_secret_is_refused_with_a_reason(visitor):
    entry = MemoryEntry.objects.get(key="language")
    response = visitor.post(
        f"/me/memories/{entry.pk}/edit", {"value": "Passwort: Geheim123!"}, follow=True
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert "because it contains: password." in html and "PASSWORD" not in html
    entry.refresh_from_db()
    assert entry.value == "English"
    # Found by the outside check: the reason stood only atop the page, the edit box closed again.
    # Now the box is open, the reason beside its field and tied to it, and not said twice.
    assert response.redirect_chain[-1][0].endswith(f"#value-{entry.pk}")
    assert html.count("because it contains: password.") == 1
    assert f'id="value-{entry.pk}-error" role="alert"' in html
    assert f'aria-invalid="true" aria-describedby="value-{entry.pk}-error"' in html
    assert '<details class="edit-box" open>' in html
    assert "Geheim123" not in html


def test_forget_everything(visitor):
    visitor.post("/me/forget", {"confirm": "1"})
    assert not MemoryEntry.objects.exists()
    assert "Nothing is kept" in visitor.get("/me/?lang=en").content.decode()


def test_withdraw_and_give_consent(visitor, tenant):
    visitor.post("/me/consent", {"granted": "0", "confirm": "1"})
    assert not MemoryEntry.objects.exists()
    decision = Consent.objects.for_tenant(tenant).filter(subject_ref=REF).latest("created_at")
    assert decision.granted is False and decision.source == "portal"
    html = visitor.get("/me/?lang=en").content.decode()
    assert "Allow the assistant to remember" in html
    visitor.post("/me/consent", {"granted": "1"})
    decision = Consent.objects.for_tenant(tenant).filter(subject_ref=REF).latest("created_at")
    assert decision.granted is True


def test_withdrawing_is_one_click_on_the_page_as_giving_is(visitor, tenant):
    """MISSION: a withdrawal as easy as the grant. The page's own withdrawal form is one POST,
    with what it does said beside its button."""
    html = visitor.get("/me/?lang=en").content.decode()
    form = re.search(r'<form method="post" action="/me/consent">(.*?)</form>', html, re.S)
    assert form is not None
    fields = dict(re.findall(r'name="(\w+)" value="([^"]*)"', form.group(1)))
    assert fields["granted"] == "0" and 'aria-describedby="withdraw-effect"' in form.group(1)
    assert 'id="withdraw-effect"' in html
    response = visitor.post("/me/consent", fields)
    assert response.status_code in (200, 302)
    assert not MemoryEntry.objects.exists()
    decision = Consent.objects.for_tenant(tenant).filter(subject_ref=REF).latest("created_at")
    assert decision.granted is False


def test_download_my_data_is_the_access_export_of_this_subject(visitor, tenant, remember):
    remember(tenant, "someone-else", "language", "Dansk")
    response = visitor.get("/me/download?lang=en")
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith('attachment; filename="my-data-')
    with zipfile.ZipFile(io.BytesIO(b"".join(response.streaming_content))) as zf:
        data = json.loads(zf.read("data.json"))
        page = zf.read("index.html").decode()
    assert {m["key"] for m in data["memories"]} == {"language", "delivery_address"}
    assert data["subject"]["ref"] == REF and data["consent_history"][0]["granted"] is True
    assert "Hauptstr. 5, 10115 Berlin" in page and "Dansk" not in page
    assert AuditEvent.objects.filter(action="portal.downloaded", subject_ref=REF).exists()


@pytest.mark.parametrize(
    ("lang", "heading"),
    [
        ("de", "Was der Assistent über Sie weiß"),
        ("en", "What the assistant remembers about you"),
        ("da", "Hvad assistenten husker om dig"),
        ("nl", "Wat de assistent over u onthoudt"),
    ],
)
def test_the_page_is_translated(visitor, lang, heading):
    html = visitor.get(f"/me/?lang={lang}").content.decode()
    assert f'<html lang="{lang}">' in html
    assert heading in html


def test_the_subjects_locale_chooses_the_language(client, tenant, remember):
    remember(tenant, REF, "language", "Deutsch")
    Subject.objects.filter(ref=REF).update(locale="nl")
    open_page(client, tenant)
    assert "Wat de assistent over u onthoudt" in client.get("/me/").content.decode()


def test_post_needs_a_csrf_token(tenant, remember):
    remember(tenant, REF, "language", "English")
    client = Client(enforce_csrf_checks=True)
    open_page(client, tenant)
    assert client.post("/me/forget").status_code == 403
    assert MemoryEntry.objects.exists()


def test_wrong_methods_are_405(visitor):
    entry = MemoryEntry.objects.get(key="language")
    assert visitor.put(f"/me/memories/{entry.pk}/delete").status_code == 405
    assert visitor.delete("/me/forget").status_code == 405
    assert visitor.get(f"/me/memories/{entry.pk}/confirm").status_code == 405
    assert visitor.post("/me/download").status_code == 405
    assert visitor.post("/me/").status_code == 405


def test_the_page_costs_a_fixed_number_of_queries(visitor, django_assert_num_queries):
    # Queries: the subject from the cookie; the entries with their sites; the latest consent.
    with django_assert_num_queries(3):
        assert visitor.get("/me/?lang=en").status_code == 200


def test_leaving_removes_the_cookie(visitor):
    response = visitor.post("/me/leave")
    assert response.cookies["cm_portal"].value == ""
    assert visitor.get("/me/").status_code == 403


def test_keys_are_shown_in_words_and_pending_entries_come_first(client, tenant, remember):
    remember(tenant, REF, "reply_language", "de")
    remember(tenant, REF, "note_i_prefer_delivery_to", "I prefer delivery to the back door")
    remember(tenant, REF, "delivery_address", "Ringstr. 9", provenance="confirmed_summary")
    open_page(client, tenant, lang="de")
    html = client.get("/me/?lang=de").content.decode()
    for code in ("reply_language", "note_i_prefer", "delivery_address", "language / de"):
        assert code not in html
    assert "Sprache, in der der Assistent antwortet" in html and "Deutsch" in html
    assert '<h3 id="entry-' in html and "I prefer delivery to the back door</h3>" in html
    assert html.index("Ringstr. 9") < html.index("Sprache, in der der Assistent antwortet")
    assert "Wartet auf Ihre Antwort" in html


@pytest.mark.parametrize(
    ("path", "says"),
    [
        ("/me/forget?lang=en", "Your consent stays"),
        ("/me/consent?lang=en", "remembers nothing new until you allow it again"),
    ],
)
def test_forget_and_withdraw_ask_first_without_javascript(visitor, path, says):
    page = visitor.get(path)
    assert page.status_code == 200
    html = page.content.decode()
    assert says in html and "<script" not in html
    assert html.count('class="danger"') == 1 and "Cancel, keep everything" in html
    assert MemoryEntry.objects.count() == 2


def test_deleting_one_entry_asks_first_and_names_it(visitor):
    entry = MemoryEntry.objects.get(key="delivery_address")
    html = visitor.get(f"/me/memories/{entry.pk}/delete?lang=en").content.decode()
    assert "Delivery address: Hauptstr. 5, 10115 Berlin" in html
    assert "The other entries stay." in html
    assert MemoryEntry.objects.filter(pk=entry.pk).exists()
    visitor.post(f"/me/memories/{entry.pk}/delete", {"lang": "en", "confirm": "1"})
    assert not MemoryEntry.objects.filter(pk=entry.pk).exists()


def test_the_home_page_has_no_one_step_deletion(visitor):
    html = visitor.get("/me/?lang=en").content.decode()
    assert 'class="danger"' not in html
    assert "Your consent stays" in html and "until you allow it again" in html


def test_after_leaving_the_page_says_how_to_come_back(visitor, site):
    html = visitor.post("/me/leave", {"lang": "en"}).content.decode()
    assert "What the assistant remembers" in html and "customer account" in html
    assert 'href="http://shop.test"' in html


def test_another_subjects_entry_is_404(visitor, tenant, remember):
    remember(tenant, "someone-else", "language", "Dansk")
    foreign = MemoryEntry.objects.get(value="Dansk")
    assert visitor.get(f"/me/memories/{foreign.pk}/delete").status_code == 404
    assert visitor.post(f"/me/memories/{foreign.pk}/delete").status_code == 404
    assert MemoryEntry.objects.filter(pk=foreign.pk).exists()


@pytest.mark.parametrize("value", ["Eng\x1blish", "German\x85", "\x1fGerman"])
def test_an_edit_with_a_control_character_is_refused(visitor, value):
    """Also one Python counts as white space, at an end (stripping dropped it without a word)."""
    entry = MemoryEntry.objects.get(key="language")
    response = visitor.post(f"/me/memories/{entry.pk}/edit", {"value": value}, follow=True)
    assert response.status_code == 200
    assert "Control characters are not allowed here." in response.content.decode()
    entry.refresh_from_db()
    assert entry.value == "English"


def test_the_confirmation_page_sends_the_confirmation(visitor):
    entry = MemoryEntry.objects.get(key="delivery_address")
    for path in (f"/me/memories/{entry.pk}/delete", "/me/forget", "/me/consent"):
        html = visitor.get(f"{path}?lang=en").content.decode()
        assert '<input type="hidden" name="confirm" value="1">' in html


@pytest.mark.parametrize(
    "path,data",
    [
        ("/me/memories/{pk}/delete", {"lang": "de"}),
        ("/me/forget", {"lang": "de"}),
        ("/me/consent", {"lang": "de", "granted": "0"}),
        ("/me/consent", {"lang": "de"}),
        ("/me/forget", {"lang": "de", "confirm": "yes"}),
    ],
)
def test_a_direct_post_without_the_confirmation_deletes_nothing(visitor, tenant, path, data):
    entry = MemoryEntry.objects.get(key="delivery_address")
    path = path.format(pk=entry.pk)
    response = visitor.post(path, data)
    assert response.status_code == 302 and response["Location"] == f"{path}?lang=de"
    assert MemoryEntry.objects.count() == 2
    assert not Consent.objects.for_tenant(tenant).filter(subject_ref=REF, granted=False).exists()
    confirmation = visitor.get(response["Location"])
    assert confirmation.status_code == 200 and 'lang="de"' in confirmation.content.decode()


def test_a_deletion_confirmed_twice_says_deleted_both_times(visitor, tenant, remember):
    """A double click or a reload of the confirmation: the second answer is the page, not 404;
    an entry someone else deleted stays a 404."""
    entry = MemoryEntry.objects.get(key="delivery_address")
    path = f"/me/memories/{entry.pk}/delete"
    for _ in range(2):
        response = visitor.post(path, {"lang": "en", "confirm": "1"}, follow=True)
        assert response.status_code == 200
        assert "Deleted." in response.content.decode()
    assert AuditEvent.objects.filter(action="memory.deleted").count() == 1

    remember(tenant, "someone-else", "language", "Dansk")
    foreign = MemoryEntry.objects.get(value="Dansk")
    from longterm import services as longterm

    longterm.delete_entry(entry=foreign, actor_label="test")
    assert visitor.post(f"/me/memories/{foreign.pk}/delete", {"confirm": "1"}).status_code == 404


def test_the_edit_box_takes_as_much_as_the_tenants_limit_and_never_more_than_an_entry_holds(
    visitor, tenant
):
    entry = MemoryEntry.objects.get(key="language")
    for limit, shown in ((120, 120), (1000, 400)):  # 1000: set beside the settings page's range
        tenant.settings = {**(tenant.settings or {}), "memory": {"max_value_chars": limit}}
        tenant.save(update_fields=["settings"])
        html = visitor.get("/me/").content.decode()
        assert f'id="value-{entry.pk}" name="value" value="English" maxlength="{shown}"' in html
    value = "Bitte immer auf Englisch antworten. " * 11  # 396 characters
    visitor.post(f"/me/memories/{entry.pk}/edit", {"value": value})
    entry.refresh_from_db()
    assert entry.value == value.strip()
    # Over what an entry holds: refused with the reason (not a server error), the entry kept.
    response = visitor.post(f"/me/memories/{entry.pk}/edit", {"value": "x" * 401}, follow=True)
    assert response.status_code == 200
    assert "longer than 400 characters" in response.content.decode()
    entry.refresh_from_db()
    assert entry.value == value.strip()
