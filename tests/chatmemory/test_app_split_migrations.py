"""Models that moved between apps keep their tables, rows, content types and permissions.

A database at the schema before the move (memory, privacy, handover and tenants at their last
migrations of that time, longterm and dpo not yet there) gets rows in every moved table; after
migrating to the end, the new apps' models read them.
"""

from datetime import timedelta

import pytest
from django.contrib.auth.models import Permission
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

from dpo.models import ErasureLedger, ExportJob, PurgeRun
from longterm.models import Consent, MemoryEntry, MemoryRead

BEFORE = [
    ("tenants", "0003_webhook_secrets_encrypted"),
    ("privacy", "0007_export_build_heartbeat"),
    ("memory", "0008_message_session_index_in_unique_seq"),
    ("handover", "0004_live_reply"),
]
# Unapplied entirely: the apps the models moved to did not exist yet.
NEW_APPS = [("longterm", None), ("dpo", None)]

MOVED = {
    ("memory", "memoryentry"): "longterm",
    ("memory", "memoryread"): "longterm",
    ("privacy", "consent"): "longterm",
    ("privacy", "purgerun"): "dpo",
    ("privacy", "exportjob"): "dpo",
    ("privacy", "erasureledger"): "dpo",
}

MODELS = {
    "memoryentry": MemoryEntry,
    "memoryread": MemoryRead,
    "consent": Consent,
    "purgerun": PurgeRun,
    "exportjob": ExportJob,
    "erasureledger": ErasureLedger,
}


def _old_content_types(old) -> dict:
    """The content types and one permission each, as the old apps had them."""
    content_type = old.get_model("contenttypes", "ContentType")
    permission = old.get_model("auth", "Permission")
    found = {}
    for (app, model), new_app in MOVED.items():
        content_type.objects.filter(app_label=new_app, model=model).delete()
        row, _ = content_type.objects.get_or_create(app_label=app, model=model)
        permission.objects.get_or_create(
            content_type=row, codename=f"view_{model}", defaults={"name": f"Can view {model}"}
        )
        found[(app, model)] = row.pk
    return found


@pytest.mark.django_db(transaction=True)
def test_rows_written_before_the_move_are_read_through_the_new_apps():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE + NEW_APPS)
    try:
        old = executor.loader.project_state(BEFORE).apps
        content_types = _old_content_types(old)
        now = timezone.now()
        tenant = old.get_model("tenants", "Tenant").objects.create(slug="moved", name="Moved")
        subject = old.get_model("memory", "Subject").objects.create(tenant=tenant, ref="cust-1")
        session = old.get_model("memory", "Session").objects.create(
            tenant=tenant, subject=subject, expires_at=now + timedelta(hours=1)
        )
        entry = old.get_model("memory", "MemoryEntry").objects.create(
            tenant=tenant,
            subject=subject,
            key="language",
            value="German",
            normalized="german",
            provenance="explicit_user",
            trust="confirmed",
            status="active",
            purpose="reply language",
            expires_at=now + timedelta(days=30),
        )
        old.get_model("memory", "MemoryRead").objects.create(
            tenant=tenant, subject=subject, session=session, entry_ids=[entry.pk]
        )
        old.get_model("privacy", "Consent").objects.create(
            tenant=tenant, subject_ref="cust-1", purpose="memory", granted=True, source="api"
        )
        old.get_model("privacy", "PurgeRun").objects.create(tenant=tenant, counts={"sessions": 2})
        job = old.get_model("privacy", "ExportJob").objects.create(
            tenant=tenant, subject_ref="cust-1", requested_by="dpo", expires_at=now
        )
        old.get_model("privacy", "ErasureLedger").objects.create(tenant=tenant, ref_hmac="ab" * 32)
    finally:
        executor = MigrationExecutor(connection)
        executor.migrate(executor.loader.graph.leaf_nodes())
    ContentType.objects.clear_cache()

    moved = MemoryEntry.objects.get(subject__ref="cust-1")
    assert (moved.pk, moved.value, moved.tenant.slug) == (entry.pk, "German", "moved")
    assert MemoryRead.objects.get(session__subject__ref="cust-1").entry_ids == [entry.pk]
    assert Consent.objects.for_tenant(moved.tenant).granted(subject_ref="cust-1", purpose="memory")
    assert PurgeRun.objects.get(tenant=moved.tenant).counts == {"sessions": 2}
    assert ExportJob.objects.get(tenant=moved.tenant).pk == job.pk
    assert ErasureLedger.objects.filter(tenant=moved.tenant).count() == 1
    # The content types follow the models (same ids), so permissions granted on them still hold.
    for (app, model), new_app in MOVED.items():
        content_type = ContentType.objects.get_for_model(MODELS[model])
        assert (content_type.app_label, content_type.pk) == (new_app, content_types[(app, model)])
        assert Permission.objects.filter(
            content_type=content_type, codename=f"view_{model}"
        ).exists()
        assert not ContentType.objects.filter(app_label=app, model=model).exists()
