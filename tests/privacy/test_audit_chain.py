"""The audit log is append-only (trigger) and tamper-evident (hash chain, verify_audit)."""

import threading

import pytest
from django.core.management import CommandError, call_command
from django.db import DatabaseError, connection, transaction
from django.test import Client

from privacy import audit
from privacy.models import AuditEvent


def test_each_event_links_to_the_previous_one_of_its_tenant(tenant, other_tenant):
    first = audit.record(action="a", tenant=tenant)
    elsewhere = audit.record(action="b", tenant=other_tenant)
    second = audit.record(action="c", tenant=tenant, data={"n": 1})

    assert first.prev_hash == ""
    assert second.prev_hash == first.hash
    assert elsewhere.prev_hash == ""
    assert len(second.hash) == 64
    assert audit.verify_chains() == (3, [])


def test_the_database_rejects_updates_and_deletes(tenant):
    event = audit.record(action="a", tenant=tenant)
    with pytest.raises(DatabaseError, match="append-only"), transaction.atomic():
        AuditEvent.objects.filter(pk=event.pk).update(reason="changed")
    with pytest.raises(DatabaseError, match="append-only"), transaction.atomic():
        AuditEvent.objects.filter(pk=event.pk).delete()
    with pytest.raises(DatabaseError, match="append-only"), transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("DELETE FROM privacy_auditevent")
    assert AuditEvent.objects.get(pk=event.pk).reason == ""


def test_deleting_a_staff_user_keeps_their_events_and_the_chain(tenant, make_staff):
    user = make_staff("dpo")
    audit.record(action="a", tenant=tenant, actor=user)
    user.delete()
    event = AuditEvent.objects.get(action="a")
    assert event.actor is None
    assert event.actor_label == "dpo-user"
    assert audit.verify_chains()[1] == []


def _tamper(sql: str, params: list) -> None:
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SET LOCAL chatmemory.audit_purge = 'on'")
        cursor.execute(sql, params)


def test_verify_audit_names_the_first_row_whose_content_changed(tenant, capsys):
    audit.record(action="a", tenant=tenant)
    victim = audit.record(action="erasure", tenant=tenant, subject_ref="cust-1")
    audit.record(action="c", tenant=tenant)
    call_command("verify_audit")
    assert "3 events checked" in capsys.readouterr().out

    _tamper("UPDATE privacy_auditevent SET subject_ref = 'someone-else' WHERE id = %s", [victim.pk])

    with pytest.raises(CommandError, match=f"event {victim.pk}"):
        call_command("verify_audit")


def test_verify_audit_notices_a_deleted_row_in_the_middle(tenant):
    audit.record(action="a", tenant=tenant)
    middle = audit.record(action="b", tenant=tenant)
    after = audit.record(action="c", tenant=tenant)

    _tamper("DELETE FROM privacy_auditevent WHERE id = %s", [middle.pk])

    checked, breaks = audit.verify_chains()
    assert [b.event_id for b in breaks] == [after.pk]
    with pytest.raises(CommandError, match=f"event {after.pk}"):
        call_command("verify_audit")


@pytest.mark.django_db(transaction=True)
def test_concurrent_writers_never_fork_a_chain(tenant):
    def write(n: int) -> None:
        try:
            for i in range(8):
                audit.record(action=f"w{n}", tenant=tenant, data={"i": i})
        finally:
            connection.close()

    threads = [threading.Thread(target=write, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)

    prev = list(AuditEvent.objects.filter(tenant=tenant).values_list("prev_hash", flat=True))
    assert len(prev) == 32
    assert len(set(prev)) == 32  # no two rows claim the same predecessor
    assert audit.verify_chains() == (32, [])


def test_a_failed_login_is_logged_without_the_name_tried(tenant, make_staff):
    make_staff("agent", username="alice")
    response = Client().post(
        "/console/login/", {"username": "alice", "password": "wrong password!"}
    )
    assert response.status_code == 200
    event = AuditEvent.objects.get(action="login.failed")
    assert event.tenant == tenant
    assert "alice" not in str(event.data) and "wrong" not in str(event.data)
    assert event.data["username_hash"]
    Client().post("/console/login/", {"username": "nobody-known", "password": "x"})
    unknown = AuditEvent.objects.get(action="login.failed", tenant__isnull=True)
    assert "nobody-known" not in str(unknown.data)
