from datetime import timedelta
from unittest import mock

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from handover import services
from handover.models import Handover
from handover.unmask import SHOWN_FOR_SECONDS
from memory.models import Message
from privacy.models import AuditEvent

from .factories import make_handover

pytestmark = pytest.mark.django_db

PLAIN_EMAIL = "jane.doe@example.com"
PLAIN_PHONE = "+49 170 1234567"


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def action_urls(pk: int) -> dict[str, str]:
    return {
        name: reverse(f"console:{name}", args=[pk])
        for name in ("detail", "claim", "note", "resolve", "unmask")
    }


# --- Queue ------------------------------------------------------------------------------------


def test_the_queue_lists_waiting_handovers_newest_first(tenant, make_staff):
    older = make_handover(tenant, reason="Older request for a person")
    newer = make_handover(tenant, reason="Newer request for a person", locale="de")
    services.claim_handover(handover=older, user=make_staff("owner", "olga"))
    response = signed_in(make_staff("agent")).get(reverse("console:queue"))
    assert response.status_code == 200
    html = response.content.decode()
    assert html.index("Newer request") < html.index("Older request")
    assert "DE" in html and "web" in html
    assert 'aria-live="polite"' in html
    assert newer.pk in [h.pk for h in response.context["handovers"]]


def test_the_waiting_come_before_the_claimed(tenant, make_staff):
    first = make_handover(tenant, reason="Waiting one")
    second = make_handover(tenant, reason="Claimed one")
    services.claim_handover(handover=second, user=make_staff("agent", "ana"))
    response = signed_in(make_staff("agent")).get(reverse("console:queue"))
    assert [h.pk for h in response.context["handovers"]] == [first.pk, second.pk]


def test_the_filters_select_mine_unassigned_and_resolved(tenant, make_staff):
    ana = make_staff("agent", "ana")
    mine = make_handover(tenant, reason="Mine")
    waiting = make_handover(tenant, reason="Unassigned")
    done = make_handover(tenant, reason="Done")
    services.claim_handover(handover=mine, user=ana)
    services.resolve_handover(handover=done, user=ana)
    client = signed_in(ana)

    def ids(view):
        response = client.get(reverse("console:queue"), {"view": view})
        return [h.pk for h in response.context["handovers"]]

    assert ids("mine") == [mine.pk]
    assert ids("unassigned") == [waiting.pk]
    assert ids("resolved") == [done.pk]
    assert set(ids("open")) == {mine.pk, waiting.pk}
    assert set(ids("bogus")) == {mine.pk, waiting.pk}


def test_an_empty_list_says_what_the_filter_found_nothing_of(tenant, make_staff):
    ana = make_staff("agent", "ana")
    client = signed_in(ana)

    def empty(view):
        html = client.get(reverse("console:queue"), {"view": view}).content.decode()
        return (
            html.split('class="empty">', 1)[1].split("<", 1)[0] if 'class="empty"' in html else None
        )

    assert empty("open") == "Nobody is waiting."
    assert empty("mine") == "No cases of yours."
    assert empty("unassigned") == "Every case has someone on it."
    assert empty("resolved") == "No resolved handovers."
    assert empty("callbacks") == "No callbacks are due."
    # Someone else's case waits: the open list shows it, "mine" still has none of Ana's.
    make_handover(tenant)
    assert empty("open") is None
    assert empty("mine") == "No cases of yours."


def test_the_queue_shows_only_the_tenants_own_handovers(tenant, other_tenant, make_staff):
    make_handover(other_tenant, reason="Someone else's customer")
    response = signed_in(make_staff("agent")).get(reverse("console:queue"))
    assert "Someone else" not in response.content.decode()


def test_the_rows_partial_is_the_table_alone(tenant, make_staff):
    make_handover(tenant)
    response = signed_in(make_staff("agent")).get(reverse("console:queue"), {"partial": "rows"})
    html = response.content.decode()
    assert "<table" in html and "<html" not in html


@pytest.mark.parametrize("count", [3, 30])
def test_the_queue_runs_a_constant_number_of_queries(
    tenant, make_staff, count, django_assert_num_queries
):
    for n in range(count):
        make_handover(tenant, reason=f"Request {n}", turns=[])
    client = signed_in(make_staff("agent"))
    # 1 session, 2 user, 3 the user's tenant, 4 handovers joined with session and assignee
    with django_assert_num_queries(4):
        response = client.get(reverse("console:queue"))
    assert len(response.context["handovers"]) == count


def test_anonymous_gets_the_login_page(tenant):
    handover = make_handover(tenant)
    client = Client()
    response = client.get(reverse("console:queue"))
    assert response.status_code == 302
    assert response.url.startswith(reverse("login"))
    for name, url in action_urls(handover.pk).items():
        method = client.get if name in ("detail", "unmask") else client.post
        response = method(url)
        assert response.status_code == 302, name
        assert response.url.startswith(reverse("login")), name
    assert Handover.objects.get().status == "queued"


def test_a_user_without_a_tenant_is_refused(db, django_user_model):
    user = django_user_model.objects.create_user("loner", password="x")
    assert signed_in(user).get(reverse("console:queue")).status_code == 403


def test_the_queue_refuses_post(tenant, make_staff):
    assert signed_in(make_staff("agent")).post(reverse("console:queue")).status_code == 405


def test_the_queue_speaks_german(tenant, make_staff):
    client = signed_in(make_staff("agent"))
    response = client.get(reverse("console:queue"), HTTP_ACCEPT_LANGUAGE="de")
    html = response.content.decode()
    assert "Übergaben" in html
    assert "Nicht zugewiesen" in html


# --- Detail -----------------------------------------------------------------------------------


def test_the_detail_shows_reason_contact_summary_and_a_masked_collapsed_transcript(
    tenant, make_staff
):
    handover = make_handover(tenant)
    handover.summary.update(
        {
            "concern": {"text": "My order 100-2345 is late", "seq": 1},
            "objects": [{"type": "order", "value": "100-2345", "seq": 1}],
            "constraints": [
                {
                    "name": "deadline",
                    "value": "Friday",
                    "seq": 3,
                    "previous": [{"value": "Monday", "seq": 1}],
                }
            ],
            "open_points": [{"text": "Where is the parcel?", "seq": 1}],
            "commitments": [{"kind": "callback", "text": "Call back today", "seq": 2}],
        }
    )
    Handover.objects.filter(pk=handover.pk).update(summary=handover.summary)
    response = signed_in(make_staff("agent")).get(reverse("console:detail", args=[handover.pk]))
    assert response.status_code == 200
    html = response.content.decode()
    for text in ("late order", "My order 100-2345 is late", "Friday", "Monday", "Call back today"):
        assert text in html
    assert html.index("Summary") < html.index("Transcript")
    assert '<details class="transcript">' in html  # collapsed: no `open`
    assert PLAIN_EMAIL not in html
    assert PLAIN_PHONE not in html
    assert "j***@example.com" in html
    assert "*67" in html
    assert "Unmask" not in html  # agents get no unmask links


def test_the_detail_masks_summary_values_too(tenant, make_staff):
    handover = make_handover(tenant)
    handover.summary["open_points"] = [{"text": "Send the label to jane.doe@example.com", "seq": 3}]
    Handover.objects.filter(pk=handover.pk).update(summary=handover.summary)
    html = signed_in(make_staff("agent")).get(reverse("console:detail", args=[handover.pk]))
    assert PLAIN_EMAIL not in html.content.decode()


def test_health_data_shows_as_a_neutral_marker(tenant, make_staff):
    handover = make_handover(tenant)
    message = handover.session.messages.first()
    message.text = "I have diabetes and need it soon"
    message.redactions = [{"label": "HEALTH", "start": 7, "end": 15}]
    message.save()
    html = signed_in(make_staff("agent")).get(reverse("console:detail", args=[handover.pk]))
    html = html.content.decode()
    assert "diabetes" not in html
    assert "[health information]" in html


def test_another_tenants_handover_is_404_everywhere(tenant, other_tenant, make_staff):
    theirs = make_handover(other_tenant)
    client = signed_in(make_staff("owner"))
    for name, url in action_urls(theirs.pk).items():
        method = client.get if name in ("detail", "unmask") else client.post
        assert method(url, {"text": "x", "ref": "contact:email"}).status_code == 404, name
    assert Handover.objects.get().status == "queued"


def test_actions_refuse_get(tenant, make_staff):
    handover = make_handover(tenant)
    client = signed_in(make_staff("agent"))
    for name in ("claim", "note", "resolve"):
        assert client.get(reverse(f"console:{name}", args=[handover.pk])).status_code == 405
    assert client.post(reverse("console:detail", args=[handover.pk])).status_code == 405


def test_an_agent_claims_notes_and_resolves(tenant, make_staff):
    handover = make_handover(tenant)
    ana = make_staff("agent", "ana")
    client = signed_in(ana)
    urls = action_urls(handover.pk)
    response = client.post(urls["claim"], follow=True)
    assert "You claimed this handover." in response.content.decode()
    response = client.post(urls["note"], {"text": "Called, no answer"}, follow=True)
    assert "Called, no answer" in response.content.decode()
    response = client.post(urls["resolve"], {"resolution": "Parcel re-sent"}, follow=True)
    assert response.status_code == 200
    handover.refresh_from_db()
    assert handover.status == "resolved"
    assert handover.assignee == ana
    assert handover.resolution == "Parcel re-sent"
    assert handover.notes.get().author == ana
    assert handover.purge_after is not None


def test_a_claimed_handover_cannot_be_claimed_by_another_agent(tenant, make_staff):
    handover = make_handover(tenant)
    services.claim_handover(handover=handover, user=make_staff("agent", "ana"))
    response = signed_in(make_staff("agent", "bob")).post(
        reverse("console:claim", args=[handover.pk]), follow=True
    )
    assert "already claimed" in response.content.decode()
    assert Handover.objects.get().assignee.username == "ana"


def test_an_empty_note_is_refused(tenant, make_staff):
    handover = make_handover(tenant)
    response = signed_in(make_staff("agent")).post(
        reverse("console:note", args=[handover.pk]), {"text": " "}
    )
    assert response.status_code == 400
    assert "A note cannot be empty." in response.content.decode()
    assert not handover.notes.exists()


@pytest.mark.parametrize(
    "lang, says", [("en", "at most 4000 characters"), ("de", "höchstens 4000 Zeichen")]
)
def test_a_note_over_the_limit_says_so_and_keeps_the_draft(tenant, make_staff, lang, says):
    handover = make_handover(tenant)
    draft = "Rückruf vereinbart. " * 250  # 5,000 characters
    client = signed_in(make_staff("agent"))
    response = client.post(
        reverse("console:note", args=[handover.pk]), {"text": draft}, HTTP_ACCEPT_LANGUAGE=lang
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert says in html
    assert "cannot be empty" not in html and "darf nicht leer" not in html
    assert draft.strip() in html  # the typed text is back in the form, not lost
    assert not handover.notes.exists()


def test_forms_need_the_csrf_token(tenant, make_staff):
    handover = make_handover(tenant)
    client = Client(enforce_csrf_checks=True)
    client.force_login(make_staff("agent"))
    assert client.post(reverse("console:claim", args=[handover.pk])).status_code == 403
    assert Handover.objects.get().status == "queued"


def test_the_dpo_reads_but_does_not_act(tenant, make_staff):
    handover = make_handover(tenant)
    client = signed_in(make_staff("dpo"))
    html = client.get(reverse("console:detail", args=[handover.pk])).content.decode()
    assert PLAIN_EMAIL not in html
    assert 'action="/console/handovers/' not in html
    for name in ("claim", "note", "resolve"):
        response = client.post(reverse(f"console:{name}", args=[handover.pk]), {"text": "x"})
        assert response.status_code == 403, name
    assert Handover.objects.get().status == "queued"
    assert not handover.notes.exists()


def test_the_detail_of_a_long_transcript_runs_a_constant_number_of_queries(
    tenant, make_staff, django_assert_num_queries
):
    handover = make_handover(tenant)
    Message.objects.bulk_create(
        Message(
            session=handover.session,
            seq=10 + n,
            role="user",
            text=f"Message {n} from jane.doe@example.com",
            redactions=[{"label": "EMAIL", "start": 13 + len(str(n)), "end": 33 + len(str(n))}],
        )
        for n in range(300)
    )
    client = signed_in(make_staff("owner"))
    # session, user, user's tenant, handover (+tenant, session, subject, assignee), messages, notes,
    # the colleagues the case can be reassigned to
    with django_assert_num_queries(7):
        response = client.get(reverse("console:detail", args=[handover.pk]))
    html = response.content.decode()
    assert html.count('class="msg role-') == 303
    assert PLAIN_EMAIL not in html


# --- Unmasking --------------------------------------------------------------------------------


def email_ref(handover) -> str:
    message = handover.session.messages.get(seq=3)
    index = next(i for i, s in enumerate(message.redactions) if s["label"] == "EMAIL")
    return f"message:{message.pk}:{index}"


def test_an_owner_unmasks_one_value_with_a_reason(tenant, make_staff):
    handover = make_handover(tenant)
    owner = make_staff("owner")
    client = signed_in(owner)
    detail = client.get(reverse("console:detail", args=[handover.pk])).content.decode()
    ref = email_ref(handover)
    assert f"ref={ref}" in detail
    url = reverse("console:unmask", args=[handover.pk])
    form = client.get(url, {"ref": ref})
    assert form.status_code == 200
    assert PLAIN_EMAIL not in form.content.decode()
    response = client.post(url, {"ref": ref, "reason": "Customer asked for a callback by mail"})
    assert response.status_code == 302
    assert PLAIN_EMAIL not in response["Location"]
    shown = client.get(response["Location"])
    assert shown.status_code == 200
    assert PLAIN_EMAIL in shown.content.decode()
    assert "no-store" in shown["Cache-Control"]
    event = AuditEvent.objects.get(action="value.unmasked")
    assert event.actor == owner
    assert event.tenant == tenant
    assert event.reason == "Customer asked for a callback by mail"
    assert event.data == {"handover": handover.pk, "ref": ref, "label": "EMAIL"}
    assert PLAIN_EMAIL not in str(event.__dict__)


def test_an_owner_unmasks_a_contact_field(tenant, make_staff):
    handover = make_handover(tenant)
    client = signed_in(make_staff("owner"))
    response = client.post(
        reverse("console:unmask", args=[handover.pk]),
        {"ref": "contact:phone", "reason": "Calling the customer back now"},
        follow=True,
    )
    assert PLAIN_PHONE in response.content.decode()
    assert AuditEvent.objects.get(action="value.unmasked").object_type == "handover"


def test_reloading_an_unmasked_value_records_no_second_event(tenant, make_staff):
    """One unmasking is one audit event: the page shown after it may be reloaded or revisited."""
    handover = make_handover(tenant)
    client = signed_in(make_staff("owner"))
    url = reverse("console:unmask", args=[handover.pk])
    body = {"ref": "contact:email", "reason": "Customer asked for a callback by mail"}
    shown = client.post(url, body, follow=True)
    assert PLAIN_EMAIL in shown.content.decode()
    page = shown.redirect_chain[-1][0]
    for _ in range(2):  # reload, and come back to it later
        again = client.get(page)
        assert again.status_code == 200
        assert PLAIN_EMAIL in again.content.decode()
    assert AuditEvent.objects.filter(action="value.unmasked").count() == 1
    # The session keeps which value was unmasked, never the value itself.
    assert PLAIN_EMAIL not in str(dict(client.session))
    # Another value of the case is not unmasked along with it.
    phone = client.get(url, {"ref": "contact:phone"}).content.decode()
    assert PLAIN_PHONE not in phone and 'name="reason"' in phone


def test_an_unmasked_value_is_hidden_again_after_a_few_minutes(tenant, make_staff):
    handover = make_handover(tenant)
    client = signed_in(make_staff("owner"))
    url = reverse("console:unmask", args=[handover.pk])
    body = {"ref": "contact:email", "reason": "Customer asked for a callback by mail"}
    page = client.post(url, body)["Location"]
    later = timezone.now() + timedelta(seconds=SHOWN_FOR_SECONDS + 1)
    with mock.patch("django.utils.timezone.now", return_value=later):
        html = client.get(page).content.decode()
    assert PLAIN_EMAIL not in html and 'name="reason"' in html
    assert AuditEvent.objects.filter(action="value.unmasked").count() == 1


@pytest.mark.parametrize(
    "reason",
    ["", "because", "need it now", "x x x x x x x", "test test test test", "need need need need"],
)
def test_unmasking_without_a_real_reason_is_refused(tenant, make_staff, reason):
    handover = make_handover(tenant)
    response = signed_in(make_staff("owner")).post(
        reverse("console:unmask", args=[handover.pk]), {"ref": "contact:email", "reason": reason}
    )
    assert response.status_code == 400
    assert PLAIN_EMAIL not in response.content.decode()
    assert not AuditEvent.objects.filter(action="value.unmasked").exists()
    if reason:  # the refusal says the rule ("need it now" has three words, 11 characters)
        # ("need need need need" has 4 words and 19 characters, but one word said four times)
        assert "at least 3 different words and 12 characters" in response.content.decode()


@pytest.mark.parametrize("role", ["agent", "dpo", "admin"])
def test_only_an_owner_may_unmask(tenant, make_staff, role):
    handover = make_handover(tenant)
    client = signed_in(make_staff(role))
    url = reverse("console:unmask", args=[handover.pk])
    for response in (
        client.get(url, {"ref": "contact:email"}),
        client.post(url, {"ref": "contact:email", "reason": "I would really like to see it"}),
    ):
        assert response.status_code == 403
        html = response.content.decode()
        assert "Only an owner can unmask values." in html
        assert PLAIN_EMAIL not in html
    assert not AuditEvent.objects.filter(action="value.unmasked").exists()


@pytest.mark.parametrize("ref", ["", "contact:name", "message:999999:0", "message:1:99", "x"])
def test_unmasking_an_unknown_value_is_404(tenant, make_staff, ref):
    handover = make_handover(tenant)
    response = signed_in(make_staff("owner")).post(
        reverse("console:unmask", args=[handover.pk]),
        {"ref": ref, "reason": "Customer asked for a callback"},
    )
    assert response.status_code == 404
    assert not AuditEvent.objects.filter(action="value.unmasked").exists()


def test_a_message_of_another_session_cannot_be_unmasked_through_this_handover(tenant, make_staff):
    handover = make_handover(tenant)
    other = make_handover(tenant)
    response = signed_in(make_staff("owner")).post(
        reverse("console:unmask", args=[handover.pk]),
        {"ref": email_ref(other), "reason": "Customer asked for a callback"},
    )
    assert response.status_code == 404


def test_unmasking_is_rate_limited_per_user(tenant, make_staff, settings):
    settings.UNMASK_RATE = "2/h"
    handover = make_handover(tenant)
    url = reverse("console:unmask", args=[handover.pk])
    body = {"ref": "contact:email", "reason": "Customer asked for a callback"}
    client = signed_in(make_staff("owner"))
    assert [client.post(url, body).status_code for _ in range(3)] == [302, 302, 429]
    assert AuditEvent.objects.filter(action="value.unmasked").count() == 2
    # Another owner has a budget of their own.
    assert signed_in(make_staff("owner", "olga")).post(url, body).status_code == 302


def test_a_case_whose_visitor_left_says_so_in_the_queue_and_on_its_page(tenant, make_staff):
    """The agent at 5 pm sees which waiting cases a reply would no longer reach."""
    from memory.services import end_session

    left = make_handover(tenant, reason="Gone already")
    waiting = make_handover(tenant, reason="Still here")
    end_session(session=left.session)
    client = signed_in(make_staff("agent"))
    queue = client.get(reverse("console:queue")).content.decode()
    rows = {
        pk: queue.split(f'data-handover="{pk}"', 1)[1].split("</tr>", 1)[0]
        for pk in (left.pk, waiting.pk)
    }
    assert "Visitor has left" in rows[left.pk] and "Visitor has left" not in rows[waiting.pk]
    page = client.get(reverse("console:detail", args=[left.pk])).content.decode()
    assert "a reply here no longer reaches them" in page
    still = client.get(reverse("console:detail", args=[waiting.pk])).content.decode()
    assert "Visitor has left" not in still
