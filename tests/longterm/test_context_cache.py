"""The cached memory block: repeated turns cost no memory query, and every change shows at once."""

from datetime import timedelta

import pytest
from django.utils import timezone

from dpo import purge
from longterm import consent
from longterm import services as longterm
from longterm.models import MemoryEntry, MemoryRead
from longterm.services import memories_for_context
from memory.context import build_context
from memory.models import Session, Subject
from privacy import retention

pytestmark = pytest.mark.django_db

REF = "cust-cache"


def fetched(session: Session) -> Session:
    """The session as the context endpoint fetches it, with the subject's memory version."""
    return Session.objects.with_summary().get(pk=session.pk)


def values(session: Session, intent=None) -> list[str]:
    return [m["value"] for m in memories_for_context(fetched(session), intent)[0]]


@pytest.fixture
def warm(tenant, remember, session_for):
    """A subject with two entries and a session whose block is in the cache."""
    language = remember(tenant, REF, "language", "de")
    tone = remember(tenant, REF, "tone", "informal")
    session = session_for(tenant, REF)
    assert values(session) == ["de", "informal"]
    assert values(session) == ["de", "informal"]  # served from the cache now
    return session, language, tone


def test_a_cache_hit_costs_no_memory_query(warm, django_assert_num_queries):
    session, _language, _tone = warm
    again = fetched(session)
    # Queries: the window only; the memory block comes from the cache, its read logged already.
    with django_assert_num_queries(1):
        context = build_context(session=again)
    assert [m["value"] for m in context["memories"]] == ["de", "informal"]
    assert MemoryRead.objects.filter(session=session).count() == 1


def test_the_token_estimate_of_a_cached_block_equals_a_fresh_count(warm):
    session, _language, _tone = warm
    cached = build_context(session=fetched(session))
    longterm.clear_context_cache()
    fresh = build_context(session=fetched(session))
    assert cached == fresh


def _withdraw(tenant, language, tone):
    consent.set_consent(tenant=tenant, ref=REF, purpose="memory", granted=False)
    return []


def _correct(tenant, language, tone):
    longterm.correct_entry(entry=language, value="nl")
    return ["nl", "informal"]


def _save_same_key(tenant, language, tone):
    longterm.save_entry(
        tenant=tenant,
        ref=REF,
        key="language",
        value="en",
        purpose="Answer in your language",
        provenance="explicit_user",
    )
    return ["en", "informal"]  # a correction: the entry keeps its place


def _add(tenant, language, tone):
    longterm.save_entry(
        tenant=tenant,
        ref=REF,
        key="greeting",
        value="Moin",
        purpose="Greet as they like",
        provenance="explicit_user",
    )
    return ["de", "informal", "Moin"]


def _delete(tenant, language, tone):
    longterm.delete_entry(entry=language)
    return ["informal"]


def _forget(tenant, language, tone):
    assert longterm.forget(subject=language.subject, query="informal") == [str(tone.pk)]
    return ["de"]


def _forget_all(tenant, language, tone):
    longterm.forget_all(subject=language.subject)
    return []


def _confirm_a_proposal(tenant, language, tone):
    proposal = longterm.save_entry(
        tenant=tenant,
        ref=REF,
        key="tone",
        value="formal",
        purpose="Answer in your tone",
        provenance="confirmed_summary",
    ).entry
    assert proposal.status == "pending"
    longterm.confirm_entry(entry=proposal)
    return ["de", "formal"]


@pytest.mark.parametrize(
    "change",
    [_withdraw, _correct, _save_same_key, _add, _delete, _forget, _forget_all, _confirm_a_proposal],
)
def test_the_very_next_context_shows_every_change(tenant, warm, change):
    session, language, tone = warm
    before = Subject.objects.get(pk=language.subject_id).memory_version
    expected = change(tenant, language, tone)
    assert Subject.objects.get(pk=language.subject_id).memory_version > before
    assert values(session) == expected


def test_a_grant_after_a_withdrawal_starts_from_nothing(tenant, warm, grant):
    session, _language, _tone = warm
    consent.set_consent(tenant=tenant, ref=REF, purpose="memory", granted=False)
    assert values(session) == []
    grant(tenant, REF)
    assert values(session) == []


def test_a_session_kept_across_turns_reads_the_version_again(tenant, warm):
    session, _language, _tone = warm
    kept = fetched(session)
    assert [m["value"] for m in memories_for_context(kept, None)[0]] == ["de", "informal"]
    consent.set_consent(tenant=tenant, ref=REF, purpose="memory", granted=False)
    # The version fetched with the session served one context; the next one reads it anew.
    assert memories_for_context(kept, None) == ([], [])


def test_the_expiry_purge_drops_the_cached_block(tenant, warm, django_capture_on_commit_callbacks):
    session, language, _tone = warm
    long_ago = timezone.now() - timedelta(days=800)
    MemoryEntry.objects.filter(pk=language.pk).update(
        saved_at=long_ago, confirmed_at=long_ago, last_used_at=long_ago
    )
    with django_capture_on_commit_callbacks(execute=True):
        counts = purge.purge_long_term_memory(
            tenant=tenant, now=timezone.now(), periods=retention.periods_for(tenant)
        )
    assert counts == {"memories": 1}
    assert values(session) == ["informal"]


def test_an_entry_expiring_while_cached_is_not_used(tenant, warm, monkeypatch):
    session, language, tone = warm
    expires = MemoryEntry.objects.get(pk=language.pk).expires_at
    MemoryEntry.objects.filter(pk=tone.pk).update(expires_at=expires + timedelta(days=10))
    monkeypatch.setattr(timezone, "now", lambda: expires + timedelta(seconds=1))
    assert values(session) == ["informal"]


def test_ages_are_counted_when_read_not_when_cached(tenant, warm, monkeypatch):
    session, _language, _tone = warm
    later = timezone.now() + timedelta(days=3, minutes=1)
    monkeypatch.setattr(timezone, "now", lambda: later)
    memories, _ = memories_for_context(fetched(session), None)
    assert [m["age_days"] for m in memories] == [3, 3]


def test_a_proposal_turning_stale_while_cached_yields_its_notice(
    tenant, remember, session_for, monkeypatch
):
    remember(tenant, REF, "language", "de")
    proposal = remember(tenant, REF, "tone", "informal", provenance="confirmed_summary")
    session = session_for(tenant, REF)
    assert memories_for_context(fetched(session), None)[1] == []
    later = proposal.saved_at + timedelta(days=14, minutes=1)
    monkeypatch.setattr(timezone, "now", lambda: later)
    memories, notices = memories_for_context(fetched(session), None)
    assert [m["value"] for m in memories] == ["de"]
    assert [(n["code"], n["memory_id"]) for n in notices] == [
        ("stale_unconfirmed_memory", str(proposal.pk))
    ]
    assert "14 days old" in notices[0]["message"]


def test_the_first_context_of_every_session_is_logged_once_per_version(tenant, warm, session_for):
    session, language, tone = warm
    other = session_for(tenant, REF)
    assert MemoryRead.objects.filter(session=other).count() == 0
    for _ in range(3):
        assert values(other) == ["de", "informal"]
    read = MemoryRead.objects.get(session=other)
    assert read.entry_ids == [language.pk, tone.pk]
    language.refresh_from_db()
    assert language.last_used_at is not None
    # A change is a new version: the next context logs what it read again, once.
    longterm.delete_entry(entry=tone)
    for _ in range(2):
        assert values(other) == ["de"]
    assert list(
        MemoryRead.objects.filter(session=other).order_by("pk").values_list("entry_ids", flat=True)
    ) == [[language.pk, tone.pk], [language.pk]]
    assert MemoryRead.objects.filter(session=session).count() == 1


def test_another_scope_is_another_block(tenant, remember, session_for, site):
    remember(tenant, REF, "language", "de")
    remember(tenant, REF, "language", "en", provenance="verified_system", site=site)
    remember(tenant, REF, "customer_number", "K-9", type="customer_number")
    on_site = session_for(tenant, REF, site=site)
    elsewhere = session_for(tenant, REF)
    for _ in range(2):
        assert values(on_site) == ["en"]
        assert values(elsewhere) == ["de"]
        assert values(elsewhere, "billing") == ["de", "K-9"]


def test_an_erased_subject_has_no_cached_block(tenant, warm, make_staff):
    from dpo import erasure

    session, _language, _tone = warm
    erasure.erase_subject(tenant=tenant, ref=REF, actor=make_staff("dpo"))
    # The sessions went too; a turn still holding the old object finds no subject, no block.
    assert not Session.objects.filter(pk=session.pk).exists()
    assert memories_for_context(session, None) == ([], [])
