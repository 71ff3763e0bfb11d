"""Withdrawal racing a context request: no context after the withdrawal holds the entries."""

import threading
from datetime import timedelta

import pytest
from django.db import close_old_connections, connection, transaction

from longterm import consent
from longterm import services as longterm
from longterm.models import MemoryEntry
from longterm.services import memories_for_context
from memory.models import Session

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(params=["one statement", "stepwise"])
def mode(request, monkeypatch):
    monkeypatch.setattr(longterm, "STEPWISE_CONTEXT", request.param == "stepwise")
    return request.param


REF = "cust-race"


def _in_thread(func, results: list, name: str):
    def run():
        try:
            results.append((name, func()))
        finally:
            close_old_connections()
            connection.close()

    thread = threading.Thread(target=run)
    thread.start()
    return thread


def test_a_context_during_an_open_withdrawal_sees_all_or_nothing_and_none_after(
    tenant, remember, session_for, mode
):
    for i in range(5):
        remember(tenant, REF, f"pref{i}", f"value {i}")
    session = session_for(tenant, REF)
    assert len(memories_for_context(session, None)[0]) == 5

    withdrawing = threading.Event()
    release = threading.Event()
    results: list = []

    def withdraw():
        with transaction.atomic():
            consent.set_consent(tenant=tenant, ref=REF, purpose="memory", granted=False)
            withdrawing.set()
            release.wait(5)  # the context request arrives while this transaction is open
        return "withdrawn"

    def context():
        fresh = Session.objects.select_related("tenant").get(pk=session.pk)
        return memories_for_context(fresh, None)

    writer = _in_thread(withdraw, results, "withdraw")
    assert withdrawing.wait(5)
    reader = _in_thread(context, results, "context")
    reader.join(0.5)
    if mode == "stepwise":
        # The reader waits for the withdrawal's lock instead of reading the old rows.
        assert reader.is_alive()
    release.set()
    writer.join(5)
    reader.join(5)
    during = dict(results)["context"][0]
    if mode == "stepwise":
        assert during == []
    else:
        # One snapshot: before the commit, all five (ordered before the withdrawal), never part.
        assert len(during) in (0, 5)
    assert memories_for_context(session, None) == ([], [])
    assert not MemoryEntry.objects.exists()


def test_many_contexts_racing_a_withdrawal_never_return_entries_afterwards(
    tenant, remember, session_for, mode, monkeypatch
):
    # Every turn writes last-used times, so readers and the withdrawal contend for the same rows.
    monkeypatch.setattr(longterm, "LAST_USED_RESOLUTION", timedelta(0))
    for i in range(20):
        remember(tenant, REF, f"pref{i}", f"value {i}")
    session = session_for(tenant, REF)
    done = threading.Event()
    after: list = []

    def reader():
        try:
            fresh = Session.objects.select_related("tenant").get(pk=session.pk)
            while True:
                started_after = done.is_set()
                memories, _ = memories_for_context(fresh, None)
                if started_after:
                    after.append(len(memories))
                    if len(after) >= 5:
                        return
        finally:
            connection.close()

    threads = [threading.Thread(target=reader) for _ in range(3)]
    for thread in threads:
        thread.start()
    consent.set_consent(tenant=tenant, ref=REF, purpose="memory", granted=False)
    done.set()
    for thread in threads:
        thread.join(10)
    assert after and all(count == 0 for count in after)


def test_a_turn_never_waits_on_an_entry_another_transaction_holds(
    tenant, remember, session_for, mode
):
    entry = remember(tenant, REF, "language", "de")
    session = session_for(tenant, REF)
    holding = threading.Event()
    release = threading.Event()
    results: list = []

    def hold():
        with transaction.atomic():
            MemoryEntry.objects.select_for_update().get(pk=entry.pk)
            holding.set()
            release.wait(5)
        return "held"

    def context():
        fresh = Session.objects.select_related("tenant").get(pk=session.pk)
        return memories_for_context(fresh, None)

    holder = _in_thread(hold, results, "hold")
    assert holding.wait(5)
    reader = _in_thread(context, results, "context")
    reader.join(3)
    finished = not reader.is_alive()
    release.set()
    holder.join(5)
    reader.join(5)
    # Waiting here is how a turn and a deletion could deadlock; the turn skips the row instead.
    assert finished
    assert [m["value"] for m in dict(results)["context"][0]] == ["de"]


def test_turns_fetching_the_session_with_its_version_see_a_withdrawal_at_once(
    tenant, remember, session_for, mode
):
    # The context endpoint's way: every turn fetches the session with the subject's memory
    # version, and an unchanged block comes from the process's cache.
    for i in range(10):
        remember(tenant, REF, f"pref{i}", f"value {i}")
    session = session_for(tenant, REF)
    done = threading.Event()
    before: list = []
    after: list = []

    def reader():
        try:
            while len(after) < 5:
                started_after = done.is_set()
                turn = Session.objects.with_summary().get(pk=session.pk)
                memories, _ = memories_for_context(turn, None)
                (after if started_after else before).append(len(memories))
        finally:
            connection.close()

    threads = [threading.Thread(target=reader) for _ in range(2)]
    for thread in threads:
        thread.start()
    while not before:
        threading.Event().wait(0.01)
    consent.set_consent(tenant=tenant, ref=REF, purpose="memory", granted=False)
    done.set()
    for thread in threads:
        thread.join(10)
    assert set(before) <= {0, 10} and 10 in before
    assert after and all(count == 0 for count in after)
