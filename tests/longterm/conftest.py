"""Fixtures for long-term memory: subjects with and without consent, sessions, quick saves."""

import pytest

from longterm import consent
from longterm import services as longterm
from longterm.models import MemoryEntry
from memory.services import create_session


@pytest.fixture(autouse=True)
def _no_cached_blocks():
    """Every test starts with an empty context cache in this process."""
    longterm.clear_context_cache()
    yield
    longterm.clear_context_cache()


@pytest.fixture
def grant():
    def grant_(tenant, ref: str):
        consent.set_consent(
            tenant=tenant, ref=ref, purpose="memory", granted=True, text_version="t1"
        )

    return grant_


@pytest.fixture
def remember(grant):
    """Store a value for a subject (granting consent first unless told not to)."""

    def remember_(tenant, ref: str, key: str, value: str, **kwargs) -> MemoryEntry:
        if kwargs.pop("consent", True):
            grant(tenant, ref)
        kwargs.setdefault("purpose", "Answer in your language")
        kwargs.setdefault("provenance", MemoryEntry.Provenance.EXPLICIT_USER)
        return longterm.save_entry(tenant=tenant, ref=ref, key=key, value=value, **kwargs).entry

    return remember_


@pytest.fixture
def session_for():
    def session_for_(tenant, ref: str | None, **kwargs):
        return create_session(tenant=tenant, subject_ref=ref, **kwargs)

    return session_for_
