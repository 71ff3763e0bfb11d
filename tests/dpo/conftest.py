"""Fixtures of the DPO tools' tests: a subject with something in every store."""

from dataclasses import dataclass
from datetime import timedelta

import pytest
from django.utils import timezone

from handover.models import Handover, Note
from longterm.models import Consent, MemoryEntry
from memory.models import Commitment, Message, Session, Subject, Summary, Topic


@dataclass
class Held:
    subject: Subject
    sessions: list
    handover: Handover
    memory: MemoryEntry


def make_session(tenant, *, subject=None, site=None, messages=3, age=timedelta(0), **fields):
    """A session whose last turn was `age` ago, with `messages` turns."""
    at = timezone.now() - age
    session = Session.objects.create(
        tenant=tenant,
        site=site,
        subject=subject,
        created_at=at,
        last_activity_at=at,
        expires_at=at + timedelta(minutes=30),
        state=fields.pop("state", Session.State.ENDED),
        next_seq=messages + 1,
        **fields,
    )
    Message.objects.bulk_create(
        Message(
            session=session,
            seq=n,
            role="user" if n % 2 else "assistant",
            text=f"turn {n} of {subject.ref if subject else 'anon'}",
            created_at=at,
        )
        for n in range(1, messages + 1)
    )
    return session


@pytest.fixture
def make_held(site):
    """A subject with two conversations, a summary, a handover with a note, a memory, consents."""

    def make(ref: str = "cust-42", tenant=None, age=timedelta(0)) -> Held:
        tenant = tenant or site.tenant
        subject = Subject.objects.create(tenant=tenant, ref=ref, locale="de")
        first = make_session(tenant, subject=subject, site=None, messages=4, age=age, locale="de")
        second = make_session(tenant, subject=subject, messages=2, age=age, locale="de")
        Summary.objects.create(
            session=first,
            form={
                "concern": {"text": "Lieferung fehlt", "seq": 1},
                "objects": [{"type": "order", "value": "100-2345", "seq": 1}],
                "constraints": [{"name": "deadline", "value": "Freitag", "seq": 2, "previous": []}],
                "open_points": [{"text": "Kommt das Paket noch?", "seq": 3}],
            },
        )
        Commitment.objects.create(session=first, kind="callback", text="Rückruf morgen")
        Topic.objects.create(session=first, concern="Rechnung", from_seq=1, to_seq=2)
        handover = Handover.objects.create(
            tenant=tenant, session=first, reason="Paket fehlt", contact={"email": "a@b.de"}
        )
        Note.objects.create(handover=handover, text="rief an")
        memory = MemoryEntry.objects.create(
            tenant=tenant,
            subject=subject,
            key="language",
            value="Deutsch",
            normalized="deutsch",
            provenance="explicit_user",
            trust="confirmed",
            status="active",
            purpose="Sprache merken",
            expires_at=timezone.now() + timedelta(days=300),
        )
        Consent.objects.create(
            tenant=tenant, subject_ref=ref, purpose="memory", granted=True, source="widget"
        )
        return Held(subject=subject, sessions=[first, second], handover=handover, memory=memory)

    return make


@pytest.fixture
def eager_celery():
    """Run Celery tasks in-process (the test sees their effect at once)."""
    from chatmemory.celery import app

    previous = app.conf.task_always_eager
    app.conf.task_always_eager = True
    yield app
    app.conf.task_always_eager = previous


@pytest.fixture
def export_root(settings, tmp_path):
    """Export files and the ledger file under the test's own directory.

    Only the place changes: each value is built with the type the settings module gave it, so a
    setting of the wrong type fails here as it would in production
    (tests/chatmemory/test_settings.py checks the types as production loads them).
    """
    settings.EXPORT_ROOT = type(settings.EXPORT_ROOT)(tmp_path / "exports")
    settings.ERASURE_LEDGER_FILE = type(settings.ERASURE_LEDGER_FILE)(tmp_path / "ledger.jsonl")
    return settings.EXPORT_ROOT
