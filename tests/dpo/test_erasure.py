"""Erasure (DELETE /api/v1/subjects/{ref}): the whole chain goes, nothing else does."""

import json

import pytest
from rest_framework.test import APIClient

from dpo import erasure, export
from dpo.models import ErasureLedger, ExportJob
from handover.models import Handover, Note
from longterm.models import Consent, MemoryEntry
from memory.models import Message, Session, Subject, Summary
from privacy.models import AuditEvent

pytestmark = pytest.mark.usefixtures("export_root")


def test_it_erases_every_store_and_returns_counts_only(api, make_held, tenant):
    held = make_held("cust-42")

    response = api.delete("/api/v1/subjects/cust-42")

    assert response.status_code == 200
    receipt = response.json()["receipt"]
    assert receipt["subject"] == "cust-42"
    assert receipt["at"]
    deleted = receipt["deleted"]
    assert deleted["sessions"] == 2
    assert deleted["messages"] == 6
    assert deleted["memories"] == 1
    assert deleted["handovers"] == 1
    assert deleted["notes"] == 1
    assert deleted["consents"] == 1
    assert deleted["summaries"] == 1
    assert "turn 1" not in response.content.decode()
    assert not Subject.objects.filter(pk=held.subject.pk).exists()
    assert not Session.objects.filter(pk__in=[s.pk for s in held.sessions]).exists()
    assert not Message.objects.filter(session_id__in=[s.pk for s in held.sessions]).exists()
    assert not Summary.objects.exists()
    assert not Handover.objects.exists()
    assert not Note.objects.exists()
    assert not MemoryEntry.objects.exists()
    assert not Consent.objects.filter(subject_ref="cust-42").exists()


def test_data_of_other_subjects_and_tenants_is_untouched(api, make_held, tenant, other_tenant):
    make_held("cust-42")
    other = make_held("cust-43")
    same_ref_elsewhere = make_held("cust-42", tenant=other_tenant)

    api.delete("/api/v1/subjects/cust-42")

    assert Subject.objects.filter(pk=other.subject.pk).exists()
    assert Message.objects.filter(session__subject=other.subject).count() == 6
    assert MemoryEntry.objects.filter(subject=other.subject).count() == 1
    assert Handover.objects.filter(session__subject=other.subject).count() == 1
    assert Consent.objects.filter(tenant=tenant, subject_ref="cust-43").count() == 1
    assert Subject.objects.filter(pk=same_ref_elsewhere.subject.pk).exists()
    assert Message.objects.filter(session__subject=same_ref_elsewhere.subject).count() == 6
    assert Consent.objects.filter(tenant=other_tenant, subject_ref="cust-42").count() == 1


def test_it_writes_a_ledger_entry_and_an_audit_event_without_the_values(
    api, make_held, tenant, settings, django_capture_on_commit_callbacks
):
    make_held("cust-42")

    with django_capture_on_commit_callbacks(execute=True):
        api.delete("/api/v1/subjects/cust-42")

    entry = ErasureLedger.objects.get()
    assert entry.tenant == tenant
    assert entry.ref_hmac == erasure.ref_hmac(tenant_id=tenant.pk, ref="cust-42")
    assert "cust-42" not in entry.ref_hmac
    line = settings.ERASURE_LEDGER_FILE.read_text()
    assert "cust-42" not in line
    assert json.loads(line)["ref_hmac"] == entry.ref_hmac
    event = AuditEvent.objects.get(action="subject.erased")
    assert event.data["deleted"]["messages"] == 6
    assert "turn 1" not in json.dumps(event.data)


def test_the_ledger_key_can_be_set_apart_from_the_secret_key(settings, tenant):
    default = erasure.ref_hmac(tenant_id=tenant.pk, ref="x")
    settings.ERASURE_LEDGER_KEY = "a-separate-key"
    assert erasure.ref_hmac(tenant_id=tenant.pk, ref="x") != default


def test_it_deletes_export_files_of_the_subject(
    api, make_held, tenant, export_root, django_capture_on_commit_callbacks
):
    make_held("cust-42")
    job = export.create_export(tenant=tenant, ref="cust-42", actor=None)
    job = export.build_export(export_id=job.pk)
    path = export.export_path(job.file_name)
    assert path.exists()

    with django_capture_on_commit_callbacks(execute=True):
        response = api.delete("/api/v1/subjects/cust-42")

    assert response.json()["receipt"]["deleted"]["exports"] == 1
    assert not ExportJob.objects.exists()
    assert not path.exists()


def test_an_unknown_subject_is_404(api):
    response = api.delete("/api/v1/subjects/nobody")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_another_tenants_subject_is_404(other_api, make_held):
    make_held("cust-42")
    assert other_api.delete("/api/v1/subjects/cust-42").status_code == 404
    assert Subject.objects.filter(ref="cust-42").exists()


def test_anonymous_is_401(make_held):
    make_held("cust-42")
    assert APIClient().delete("/api/v1/subjects/cust-42").status_code == 401


def test_wrong_method_is_405(api, make_held):
    make_held("cust-42")
    assert api.post("/api/v1/subjects/cust-42").status_code == 405


def test_a_stale_export_task_writes_nothing_for_an_erased_subject(
    api, make_held, tenant, export_root
):
    make_held("cust-42")
    job = export.create_export(tenant=tenant, ref="cust-42", actor=None)
    api.delete("/api/v1/subjects/cust-42")

    # The task was queued before the erasure and runs late.
    from dpo.tasks import build_export

    build_export.run(str(job.pk))

    assert not ExportJob.objects.exists()
    assert not any(export_root.rglob("*.zip")) if export_root.exists() else True


def test_a_stale_job_row_restored_after_erasure_is_dropped(make_held, tenant, export_root):
    held = make_held("cust-42")
    job = export.create_export(tenant=tenant, ref="cust-42", actor=None)
    erasure.erase_subject(tenant=tenant, ref="cust-42", actor=None)
    # As if the job row came back (e.g. a replayed message re-created it): the ledger still wins.
    ExportJob.objects.create(
        pk=job.pk,
        tenant=tenant,
        subject_ref="cust-42",
        requested_by="x",
        created_at=job.created_at,
        expires_at=job.expires_at,
    )
    assert export.build_export(export_id=job.pk) is None
    assert not ExportJob.objects.exists()
    assert not Subject.objects.filter(pk=held.subject.pk).exists()


@pytest.mark.django_db(transaction=True)
def test_a_ledger_file_that_cannot_be_written_does_not_turn_the_erasure_into_a_500(
    api, make_held, settings, tmp_path, caplog
):
    make_held("cust-42")
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    settings.ERASURE_LEDGER_FILE = blocked / "ledger.jsonl"  # its "directory" is a file

    response = api.delete("/api/v1/subjects/cust-42")  # really committed: on_commit runs

    assert response.status_code == 200  # the erasure committed: the caller is told so
    assert not Subject.objects.filter(ref="cust-42").exists()
    assert ErasureLedger.objects.count() == 1  # the table keeps the entry
    failures = [r for r in caplog.records if r.levelname == "ERROR" and r.exc_info]
    assert [r.exc_info[0] for r in failures] == [FileExistsError]  # logged for the operator


def test_the_receipt_counts_the_commitments_erased(api):
    """Found by the outside check: the receipt named every kind of row but the promises made."""
    key = api.post("/api/v1/sessions", {"subject": "cust-promised"}, format="json").json()["key"]
    for text in ("We will call you back tomorrow at 10.", "We will send the form."):
        response = api.post(
            f"/api/v1/sessions/{key}/commitments", {"kind": "callback", "text": text}, format="json"
        )
        assert response.status_code == 201, response.content

    deleted = api.delete("/api/v1/subjects/cust-promised").json()["receipt"]["deleted"]

    assert deleted["commitments"] == 2
    assert not Session.objects.filter(key=key).exists()
