"""memories_for_context: consent gate, intent filter, budget, trust, staleness, read audit."""

from datetime import timedelta

import pytest
from django.utils import timezone

from longterm import consent
from longterm import services as longterm
from longterm.models import MemoryEntry, MemoryRead
from longterm.services import memories_for_context

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True, params=["one statement", "stepwise"])
def mode(request, monkeypatch):
    """Both ways of building the memory block: PostgreSQL's single statement, the steps."""
    monkeypatch.setattr(longterm, "STEPWISE_CONTEXT", request.param == "stepwise")
    return request.param


REF = "cust-7"
CONTRACT_KEYS = {
    "id",
    "key",
    "value",
    "type",
    "provenance",
    "trust",
    "purpose",
    "confirmed_at",
    "age_days",
}


def test_no_subject_means_no_memories(tenant, session_for):
    assert memories_for_context(session_for(tenant, None), None) == ([], [])


def test_memories_come_in_the_contracts_shape(tenant, remember, session_for):
    entry = remember(tenant, REF, "language", "en")
    memories, notices = memories_for_context(session_for(tenant, REF), None)
    assert notices == []
    assert memories == [
        {
            "id": str(entry.pk),
            "key": "language",
            "value": "en",
            "type": "preference",
            "provenance": "explicit_user",
            "trust": "confirmed",
            "purpose": "Answer in your language",
            "confirmed_at": entry.confirmed_at.isoformat(),
            "age_days": 0,
        }
    ]
    assert set(memories[0]) == CONTRACT_KEYS


def test_without_active_consent_nothing_is_returned(tenant, remember, session_for):
    remember(tenant, REF, "language", "en")
    session = session_for(tenant, REF)
    # A withdrawal deletes the entries; even a row left behind would not be shown.
    consent.Consent.objects.create(
        tenant=tenant, subject_ref=REF, purpose="memory", granted=False, source="api"
    )
    assert memories_for_context(session, None) == ([], [])
    assert MemoryEntry.objects.count() == 1


def test_the_intent_decides_which_types_are_loaded(tenant, remember, session_for):
    remember(tenant, REF, "language", "de", type="preference")
    remember(tenant, REF, "customer_number", "K-77", type="customer_number")
    remember(tenant, REF, "delivery_address", "Hauptstr. 1, 10115 Berlin", type="address")
    session = session_for(tenant, REF)
    assert [m["key"] for m in memories_for_context(session, None)[0]] == ["language"]
    billing = memories_for_context(session, "billing")[0]
    assert sorted(m["key"] for m in billing) == ["customer_number", "language"]
    assert [m["key"] for m in memories_for_context(session, "unknown")[0]] == ["language"]
    tenant.settings = {"memory_intents": {"shipping": ["address"]}}
    tenant.save()
    session.tenant.refresh_from_db()
    assert [m["key"] for m in memories_for_context(session, "shipping")[0]] == ["delivery_address"]


def test_the_block_takes_the_newest_within_budget_and_shows_them_oldest_first(
    tenant, remember, session_for
):
    tenant.settings = {"memory": {"context_chars": 100}}
    tenant.save()
    now = timezone.now()
    for i in range(5):
        entry = remember(tenant, REF, f"pref{i}", f"{i}" * 36)
        MemoryEntry.objects.filter(pk=entry.pk).update(saved_at=now - timedelta(hours=10 - i))
    memories, _ = memories_for_context(session_for(tenant, REF), None)
    # Each entry costs 41 characters: the newest two fit into 100, oldest of them first.
    assert [m["key"] for m in memories] == ["pref3", "pref4"]


def test_the_full_default_block_stays_within_3000_characters(tenant, remember, session_for):
    for i in range(80):
        remember(tenant, REF, f"pref{i:02}", "v" * 100)
    memories, _ = memories_for_context(session_for(tenant, REF), None)
    assert sum(len(m["key"]) + len(m["value"]) for m in memories) <= 3000
    assert len(memories) == 28
    assert memories[-1]["key"] == "pref79"


def test_pending_proposals_are_not_used_and_old_ones_yield_a_notice(tenant, remember, session_for):
    fresh = remember(tenant, REF, "language", "nl", provenance="confirmed_summary")
    old = remember(tenant, REF, "tone", "informal", provenance="confirmed_summary")
    MemoryEntry.objects.filter(pk=old.pk).update(saved_at=timezone.now() - timedelta(days=20))
    assert fresh.status == "pending"
    memories, notices = memories_for_context(session_for(tenant, REF), None)
    assert memories == []
    assert notices == [
        {
            "code": "stale_unconfirmed_memory",
            "memory_id": str(old.pk),
            "message": notices[0]["message"],
        }
    ]
    assert "tone" in notices[0]["message"] and "informal" not in notices[0]["message"]


def test_for_one_key_verified_beats_confirmed(tenant, remember, session_for, site):
    remember(tenant, REF, "language", "de")
    remember(tenant, REF, "language", "en", provenance="verified_system", site=site)
    session = session_for(tenant, REF, site=site)
    memories, _ = memories_for_context(session, None)
    assert [(m["value"], m["trust"]) for m in memories] == [("en", "verified")]
    # On another site the site-scoped value does not apply.
    memories, _ = memories_for_context(session_for(tenant, REF), None)
    assert [(m["value"], m["trust"]) for m in memories] == [("de", "confirmed")]


def test_a_confirmed_value_beats_a_newer_proposal_until_it_is_confirmed(
    tenant, remember, session_for
):
    remember(tenant, REF, "language", "de")
    proposal = remember(tenant, REF, "language", "en", provenance="confirmed_summary")
    session = session_for(tenant, REF)
    assert [m["value"] for m in memories_for_context(session, None)[0]] == ["de"]
    longterm.confirm_entry(entry=proposal)
    assert [m["value"] for m in memories_for_context(session, None)[0]] == ["en"]
    assert MemoryEntry.objects.count() == 1


def test_a_locale_scoped_entry_applies_only_in_that_locale(tenant, remember, session_for):
    remember(tenant, REF, "greeting", "Moin", locale="de")
    assert memories_for_context(session_for(tenant, REF, locale="en"), None)[0] == []
    assert len(memories_for_context(session_for(tenant, REF, locale="de"), None)[0]) == 1


def test_an_expired_entry_is_never_used(tenant, remember, session_for):
    entry = remember(tenant, REF, "language", "de")
    MemoryEntry.objects.filter(pk=entry.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    assert memories_for_context(session_for(tenant, REF), None) == ([], [])


def test_every_read_is_recorded_for_the_session(tenant, remember, session_for):
    entry = remember(tenant, REF, "language", "de")
    other = remember(tenant, REF, "customer_number", "K-9", type="customer_number")
    session = session_for(tenant, REF)
    memories_for_context(session, None)
    read = MemoryRead.objects.get()
    assert (read.entry_ids, read.session_id, read.subject_id) == (
        [entry.pk],
        session.pk,
        entry.subject_id,
    )
    entry.refresh_from_db()
    other.refresh_from_db()
    assert entry.last_used_at is not None and other.last_used_at is None
    assert entry.expires_at > timezone.now() + timedelta(days=300)


def test_the_context_costs_a_fixed_number_of_queries(
    tenant, remember, session_for, django_assert_num_queries, mode
):
    for i in range(10):
        remember(tenant, REF, f"pref{i}", f"value {i}")
    session = session_for(tenant, REF)
    session.tenant  # noqa: B018 - loaded like the context builder has it
    if mode == "one statement":
        # Queries: the subject's memory version (this session was not fetched with it); then
        # one statement reads, selects, logs the read and touches last-used times. Again: the
        # version only; the unchanged block comes from the process's cache, its read logged.
        first, again, reads = 2, 1, 1
    else:
        # Queries: savepoint; consent + subject share lock; entries; read log; lock free rows;
        # last-used update; release. Within a minute of the last use, last-used is not written.
        first, again, reads = 7, 5, 2
    with django_assert_num_queries(first):
        memories, _ = memories_for_context(session, None)
    assert len(memories) == 10
    with django_assert_num_queries(again):
        assert memories_for_context(session, None)[0] == memories
    assert MemoryRead.objects.count() == reads
