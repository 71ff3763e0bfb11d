"""The DPO's records move here from privacy: purge runs, export jobs, the erasure ledger.

State only: the tables keep their names (Meta.db_table), so a database that has them keeps
its rows, and a fresh one got them from the privacy migrations this one follows.
"""

import django.db.models.deletion
import django.utils.timezone
import uuid
from django.db import migrations, models

MOVED = [("privacy", "purgerun"), ("privacy", "exportjob"), ("privacy", "erasureledger")]


def move_content_types(apps, schema_editor):
    """The content types (and with them the permissions) of the moved models follow them."""
    content_type = apps.get_model("contenttypes", "ContentType")
    rows = content_type.objects.using(schema_editor.connection.alias)
    for old_app, model in MOVED:
        if not rows.filter(app_label="dpo", model=model).exists():
            rows.filter(app_label=old_app, model=model).update(app_label="dpo")


def restore_content_types(apps, schema_editor):
    content_type = apps.get_model("contenttypes", "ContentType")
    rows = content_type.objects.using(schema_editor.connection.alias)
    for old_app, model in MOVED:
        if not rows.filter(app_label=old_app, model=model).exists():
            rows.filter(app_label="dpo", model=model).update(app_label=old_app)


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ('privacy', '0007_export_build_heartbeat'),
        ('tenants', '0003_webhook_secrets_encrypted'),
        ('contenttypes', '0002_remove_content_type_name'),
    ]

    operations = [
        # The tables stay where they are: only Django's model state moves.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='PurgeRun',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('started_at', models.DateTimeField(db_index=True, default=django.utils.timezone.now)),
                        ('finished_at', models.DateTimeField(blank=True, null=True)),
                        ('duration_ms', models.PositiveIntegerField(default=0)),
                        ('counts', models.JSONField(blank=True, default=dict)),
                        ('errors', models.JSONField(blank=True, default=list)),
                        ('tenant', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='purge_runs', to='tenants.tenant')),
                    ],
                    options={
                        'db_table': 'privacy_purgerun',
                        'ordering': ['-started_at', '-pk'],
                    },
                ),
                migrations.CreateModel(
                    name='ErasureLedger',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('ref_hmac', models.CharField(max_length=64)),
                        ('erased_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='erasures', to='tenants.tenant')),
                    ],
                    options={
                        'db_table': 'privacy_erasureledger',
                        'ordering': ['erased_at', 'pk'],
                        'constraints': [models.UniqueConstraint(fields=('tenant', 'ref_hmac', 'erased_at'), name='erasure_ledger_unique')],
                    },
                ),
                migrations.CreateModel(
                    name='ExportJob',
                    fields=[
                        ('id', models.UUIDField(default=uuid.uuid4, editable=False, primary_key=True, serialize=False)),
                        ('subject_ref', models.CharField(max_length=200)),
                        ('status', models.CharField(choices=[('queued', 'Queued'), ('running', 'Running'), ('done', 'Done'), ('failed', 'Failed')], default='queued', max_length=10)),
                        ('progress', models.FloatField(default=0.0)),
                        ('file_name', models.CharField(blank=True, max_length=200)),
                        ('size_bytes', models.PositiveBigIntegerField(default=0)),
                        ('requested_by', models.CharField(max_length=150)),
                        ('created_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('finished_at', models.DateTimeField(blank=True, null=True)),
                        ('expires_at', models.DateTimeField()),
                        ('queued_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('queue_attempts', models.PositiveSmallIntegerField(default=0)),
                        ('heartbeat_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('build_attempts', models.PositiveSmallIntegerField(default=0)),
                        ('failure', models.CharField(blank=True, choices=[('not_started', 'The export was queued several times but never started (the job queue was unavailable). Request it again.'), ('build_error', 'The export could not be built. Request it again.'), ('interrupted', 'The export was interrupted several times while it was being built (the worker building it stopped). Request it again.')], max_length=20)),
                        ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='exports', to='tenants.tenant')),
                    ],
                    options={
                        'db_table': 'privacy_exportjob',
                        'ordering': ['-created_at'],
                        'indexes': [models.Index(fields=['tenant', 'subject_ref'], name='export_by_subject'), models.Index(condition=models.Q(('status', 'queued')), fields=['queued_at'], name='export_queued'), models.Index(condition=models.Q(('status', 'running')), fields=['heartbeat_at'], name='export_running')],
                    },
                ),
            ],
        ),
        migrations.RunPython(move_content_types, restore_content_types),
    ]
