"""The DPO's subject page: export progress without a reload, the ZIP's name, links to the cases."""

import pytest
from django.test import Client

from dpo import export
from dpo.models import ExportJob

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("export_root")]


@pytest.fixture
def dpo(make_staff):
    client = Client()
    client.force_login(make_staff("dpo"))
    return client


def test_the_exports_rows_refresh_while_one_is_built(dpo, make_held, tenant):
    make_held("cust-42")
    job = export.create_export(tenant=tenant, ref="cust-42", actor=None)
    ExportJob.objects.filter(pk=job.pk).update(status=ExportJob.Status.RUNNING, progress=0.5)
    page = dpo.get("/dpo/subjects/cust-42/").content.decode()
    assert 'data-running="1"' in page and "dpo/exports.js" in page
    rows = dpo.get("/dpo/subjects/cust-42/?partial=exports")
    assert rows["X-Exports-Running"] == "1" and "<html" not in rows.content.decode()
    assert 'value="0.5"' in rows.content.decode()
    export.build_export(export_id=job.pk)
    done = dpo.get("/dpo/subjects/cust-42/?partial=exports")
    assert done["X-Exports-Running"] == "0" and "Download ZIP" in done.content.decode()


def test_the_zip_is_named_by_the_request_id_and_date(dpo, make_held, tenant):
    make_held("cust-42")
    job = export.create_export(tenant=tenant, ref="cust-42", actor=None)
    job = export.build_export(export_id=job.pk)
    response = dpo.get(export.download_url(job))
    disposition = response["Content-Disposition"]
    assert f"access-export-{job.pk}-{job.created_at:%Y-%m-%d}.zip" in disposition
    assert "cust-42" not in disposition


def test_the_subject_page_links_each_case(dpo, make_held):
    held = make_held("cust-42")
    page = dpo.get("/dpo/subjects/cust-42/").content.decode()
    assert f'href="/console/handovers/{held.handover.pk}/"' in page


def test_another_tenants_subject_is_404_also_for_the_rows(dpo, make_held, other_tenant):
    make_held("cust-42", tenant=other_tenant)
    assert dpo.get("/dpo/subjects/cust-42/?partial=exports").status_code == 404
