"""The audit log is append-only in the database itself (PostgreSQL only).

UPDATE and DELETE on privacy_auditevent are rejected unless the retention purge has set
`SET LOCAL chatmemory.audit_purge = 'on'` in its own transaction. One update stays allowed:
Django's SET_NULL of `actor_id` when a staff user is deleted (the row keeps `actor_label`).
"""

from django.db import migrations

CREATE = r"""
CREATE OR REPLACE FUNCTION privacy_audit_append_only() RETURNS trigger AS $$
BEGIN
    IF current_setting('chatmemory.audit_purge', true) = 'on' THEN
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL
       AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id') THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit events are append-only (% rejected)', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS privacy_audit_append_only ON privacy_auditevent;
CREATE TRIGGER privacy_audit_append_only
    BEFORE UPDATE OR DELETE ON privacy_auditevent
    FOR EACH ROW EXECUTE FUNCTION privacy_audit_append_only();
"""

DROP = r"""
DROP TRIGGER IF EXISTS privacy_audit_append_only ON privacy_auditevent;
DROP FUNCTION IF EXISTS privacy_audit_append_only();
"""


def create_trigger(apps, schema_editor) -> None:
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(CREATE, params=None)


def drop_trigger(apps, schema_editor) -> None:
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(DROP, params=None)


class Migration(migrations.Migration):
    dependencies = [("privacy", "0004_retention_exports_ledger_audit_chain")]

    operations = [migrations.RunPython(create_trigger, drop_trigger)]
