"""Access exports: the API contract, the ZIP's content, signed expiring links, races."""

import io
import json
import re
import threading
import zipfile
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone
from rest_framework.test import APIClient

from dpo import erasure, export
from dpo.models import ExportJob
from privacy.models import AuditEvent

pytestmark = pytest.mark.usefixtures("export_root")


def _start(api, ref="cust-42"):
    response = api.post(f"/api/v1/subjects/{ref}/exports")
    assert response.status_code == 202, response.content
    return response.json()


def test_it_queues_an_export_and_reports_progress_until_done(api, make_held, eager_celery):
    make_held("cust-42")

    body = _start(api)

    assert set(body) == {"id", "status"}
    assert body["status"] == "queued"
    job = ExportJob.objects.get(pk=body["id"])
    assert job.status == "queued"
    export.build_export(export_id=job.pk)
    detail = api.get(f"/api/v1/exports/{body['id']}").json()
    assert detail["id"] == body["id"]
    assert detail["status"] == "done"
    assert detail["progress"] == 1
    assert detail["download_url"].startswith("http://testserver/api/v1/exports/")
    assert detail["expires_at"]
    assert AuditEvent.objects.filter(action="export.created", subject_ref="cust-42").exists()


def test_a_queued_export_has_no_link_yet(api, make_held):
    make_held("cust-42")
    body = _start(api)
    detail = api.get(f"/api/v1/exports/{body['id']}").json()
    assert detail == {"id": body["id"], "status": "queued", "progress": 0.0}


def test_the_task_runs_after_commit(
    api, make_held, eager_celery, django_capture_on_commit_callbacks
):
    make_held("cust-42")
    with django_capture_on_commit_callbacks(execute=True):
        body = _start(api)
    assert ExportJob.objects.get(pk=body["id"]).status == "done"


def _download(client, api, export_id):
    url = api.get(f"/api/v1/exports/{export_id}").json()["download_url"]
    response = client.get(url.replace("http://testserver", ""))
    return response


def test_the_zip_holds_everything_with_processing_details(api, make_held):
    make_held("cust-42")
    body = _start(api)
    export.build_export(export_id=body["id"])

    response = _download(APIClient(), api, body["id"])

    assert response.status_code == 200
    assert response["Content-Type"] == "application/zip"
    archive = zipfile.ZipFile(io.BytesIO(b"".join(response.streaming_content)))
    assert sorted(archive.namelist()) == ["data.json", "index.html"]
    data = json.loads(archive.read("data.json"))
    assert data["subject"]["ref"] == "cust-42"
    for key in ("purposes", "data_categories", "recipients", "sources", "retention"):
        assert data["processing"][key]
    assert data["processing"]["retention"]["session_history"]["seconds"] == 86400
    assert [c["granted"] for c in data["consent_history"]] == [True]
    assert data["memories"][0]["value"] == "Deutsch"
    assert len(data["sessions"]) == 2
    texts = [m["text"] for s in data["sessions"] for m in s["messages"]]
    assert len(texts) == 6 and "turn 1 of cust-42" in texts
    # One form for every timestamp of the file, the messages' too: ISO 8601 in UTC with "Z".
    stamps = [
        data["generated_at"],
        *(m["created_at"] for s in data["sessions"] for m in s["messages"]),
    ]
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z", at) for at in stamps), (
        stamps
    )
    first = data["sessions"][0]
    assert first["summary"]["concern"]["text"] == "Lieferung fehlt"
    assert first["handovers"][0]["notes"][0]["text"] == "rief an"
    assert "key" not in first  # the session key is a credential, never exported
    html = archive.read("index.html").decode()
    assert '<html lang="de">' in html
    assert "Die Daten, die wir über Sie gespeichert haben" in html
    assert "24 Stunden" in html  # the session-history period, in words
    assert "turn 1 of cust-42" in html
    assert "Deutsch" in html
    # The page a person reads holds what data.json holds: the summary, the promises, the topics.
    for words in (
        "Was der Assistent notiert hat",
        "Bestellung: 100-2345",
        "Frist: Freitag",
        "Kommt das Paket noch?",
        "Zusagen an Sie",
        "Rückruf: Rückruf morgen",
        "Frühere Themen",
        "Rechnung",
    ):
        assert words in html, words


def test_every_download_is_audited(api, make_held):
    make_held("cust-42")
    body = _start(api)
    export.build_export(export_id=body["id"])
    _download(APIClient(), api, body["id"])
    _download(APIClient(), api, body["id"])
    assert AuditEvent.objects.filter(action="export.downloaded", object_id=body["id"]).count() == 2


def test_an_expired_or_forged_link_is_404(api, make_held):
    make_held("cust-42")
    body = _start(api)
    job = export.build_export(export_id=body["id"])
    url = export.download_url(job)
    client = APIClient()
    assert client.get(url + "x").status_code == 404
    assert client.get(url.split("?")[0]).status_code == 404
    ExportJob.objects.filter(pk=job.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    assert client.get(url).status_code == 404


def test_a_link_signed_for_one_export_does_not_open_another(api, make_held):
    make_held("cust-42")
    one = export.build_export(export_id=_start(api)["id"])
    two = export.build_export(export_id=_start(api)["id"])
    token = export.download_token(one)
    assert APIClient().get(f"/api/v1/exports/{two.pk}/download?token={token}").status_code == 404


def test_another_tenant_gets_404(api, other_api, make_held):
    make_held("cust-42")
    body = _start(api)
    assert other_api.get(f"/api/v1/exports/{body['id']}").status_code == 404
    assert other_api.post("/api/v1/subjects/cust-42/exports").status_code == 404


def test_an_unknown_subject_is_404(api):
    assert api.post("/api/v1/subjects/nobody/exports").status_code == 404


def test_anonymous_is_401(make_held, api):
    make_held("cust-42")
    body = _start(api)
    assert APIClient().post("/api/v1/subjects/cust-42/exports").status_code == 401
    assert APIClient().get(f"/api/v1/exports/{body['id']}").status_code == 401


def test_wrong_method_is_405(api, make_held):
    make_held("cust-42")
    body = _start(api)
    assert api.get("/api/v1/subjects/cust-42/exports").status_code == 405
    assert api.delete(f"/api/v1/exports/{body['id']}").status_code == 405


def test_an_erasure_during_the_build_leaves_no_file(make_held, tenant, export_root, monkeypatch):
    make_held("cust-42")
    job = export.create_export(tenant=tenant, ref="cust-42", actor=None)
    real_write = export._write_zip

    def write_then_erase(path, job_, lang):
        real_write(path, job_, lang)
        erasure.erase_subject(tenant=tenant, ref="cust-42", actor=None)

    monkeypatch.setattr(export, "_write_zip", write_then_erase)

    assert export.build_export(export_id=job.pk) is None
    assert not ExportJob.objects.exists()
    assert not list(export_root.rglob("*.zip"))


@pytest.mark.django_db(transaction=True)
def test_an_export_racing_an_erasure_never_outlives_it(site, make_held, export_root):
    """Both orders in real threads: whichever wins, no job and no file remain after erasure."""
    tenant = site.tenant
    make_held("cust-42")
    job = export.create_export(tenant=tenant, ref="cust-42", actor=None)
    started = threading.Event()
    result = {}

    def build():
        try:
            started.set()
            result["job"] = export.build_export(export_id=job.pk)
        finally:
            connection.close()

    worker = threading.Thread(target=build)
    worker.start()
    started.wait()
    erasure.erase_subject(tenant=tenant, ref="cust-42", actor=None)
    worker.join(timeout=30)

    assert not ExportJob.objects.exists()
    assert not list(export_root.rglob("*.zip"))
    assert not list(export_root.rglob("*.part"))


def test_the_html_follows_the_subjects_language(api, make_held, tenant):
    held = make_held("cust-42")
    held.subject.locale = "nl"
    held.subject.save()
    assert export.subject_language(tenant, "cust-42") == "nl"
    held.subject.locale = "xx"
    held.subject.save()
    assert export.subject_language(tenant, "cust-42") == "de"  # their conversations'


def test_a_short_chat_in_another_language_does_not_decide_the_exports(make_held, tenant):
    """Found by the outside check: a German customer's later one-line Dutch chat turned the whole
    export Dutch. The language most of their messages are in decides."""
    from .conftest import make_session

    held = make_held("cust-42")
    held.subject.locale = ""
    held.subject.save()
    make_session(tenant, subject=held.subject, messages=1, locale="nl")
    assert export.subject_language(tenant, "cust-42") == "de"


def test_the_openapi_schema_documents_the_data_subject_rights(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").content.decode()
    for path in ("/api/v1/subjects/{ref}/exports", "/api/v1/exports/{export_id}"):
        assert path in schema
    assert "subject_erase" in schema


def test_the_person_reads_the_page_in_their_own_language(api, make_held, tenant):
    held = make_held("cust-42")
    held.subject.locale = "da"
    held.subject.save()
    job = export.build_export(export_id=_start(api)["id"])
    with zipfile.ZipFile(export.export_path(job.file_name)) as archive:
        html = archive.read("index.html").decode()
        data = json.loads(archive.read("data.json"))
    assert '<html lang="da">' in html
    assert "De data, vi har om dig" in html
    assert "Dine samtaler" in html
    assert data["processing"]["purposes"][0].startswith("At besvare")
