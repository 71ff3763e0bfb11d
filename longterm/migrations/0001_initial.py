"""Long-term memory's models move here from memory (entries, read audit) and privacy (consent).

State only: the tables keep their names (Meta.db_table), so a database that has them keeps
its rows, and a fresh one got them from the memory and privacy migrations this one follows.
"""

import django.db.models.deletion
import django.utils.timezone
from django.db import migrations, models

MOVED = [("memory", "memoryentry"), ("memory", "memoryread"), ("privacy", "consent")]


def move_content_types(apps, schema_editor):
    """The content types (and with them the permissions) of the moved models follow them."""
    content_type = apps.get_model("contenttypes", "ContentType")
    rows = content_type.objects.using(schema_editor.connection.alias)
    for old_app, model in MOVED:
        if not rows.filter(app_label="longterm", model=model).exists():
            rows.filter(app_label=old_app, model=model).update(app_label="longterm")


def restore_content_types(apps, schema_editor):
    content_type = apps.get_model("contenttypes", "ContentType")
    rows = content_type.objects.using(schema_editor.connection.alias)
    for old_app, model in MOVED:
        if not rows.filter(app_label=old_app, model=model).exists():
            rows.filter(app_label="longterm", model=model).update(app_label=old_app)


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ('memory', '0008_message_session_index_in_unique_seq'),
        ('privacy', '0007_export_build_heartbeat'),
        ('tenants', '0003_webhook_secrets_encrypted'),
        ('contenttypes', '0002_remove_content_type_name'),
    ]

    operations = [
        # The tables stay where they are: only Django's model state moves.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='Consent',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('subject_ref', models.CharField(max_length=200)),
                        ('purpose', models.CharField(max_length=50)),
                        ('granted', models.BooleanField()),
                        ('text_version', models.CharField(blank=True, max_length=100)),
                        ('source', models.CharField(choices=[('widget', 'Chat widget'), ('portal', 'Customer page'), ('api', 'API')], max_length=10)),
                        ('created_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='consents', to='tenants.tenant')),
                    ],
                    options={
                        'db_table': 'privacy_consent',
                        'indexes': [models.Index(fields=['tenant', 'subject_ref', 'purpose'], name='consent_lookup')],
                    },
                ),
                migrations.CreateModel(
                    name='MemoryEntry',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('key', models.CharField(max_length=100)),
                        ('type', models.CharField(default='preference', max_length=50)),
                        ('value', models.CharField(max_length=400)),
                        ('normalized', models.CharField(max_length=400)),
                        ('provenance', models.CharField(choices=[('explicit_user', 'You told us'), ('confirmed_summary', 'Confirmed from a conversation'), ('verified_system', 'Verified by our systems')], max_length=30)),
                        ('trust', models.CharField(choices=[('unconfirmed_inference', 'Not confirmed'), ('confirmed', 'Confirmed'), ('verified', 'Verified')], max_length=30)),
                        ('status', models.CharField(choices=[('pending', 'Awaiting confirmation'), ('active', 'Active')], default='pending', max_length=10)),
                        ('purpose', models.CharField(max_length=300)),
                        ('scope_locale', models.CharField(blank=True, max_length=10)),
                        ('saved_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('confirmed_at', models.DateTimeField(blank=True, null=True)),
                        ('last_used_at', models.DateTimeField(blank=True, null=True)),
                        ('expires_at', models.DateTimeField()),
                        ('updated_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('scope_site', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, to='tenants.site')),
                        ('subject', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='memories', to='memory.subject')),
                        ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='memories', to='tenants.tenant')),
                    ],
                    options={
                        'db_table': 'memory_memoryentry',
                        'ordering': ['subject', 'saved_at'],
                        'indexes': [models.Index(fields=['tenant', 'subject', 'status'], name='memoryentry_by_subject'), models.Index(fields=['expires_at'], name='memoryentry_expiry')],
                    },
                ),
                migrations.CreateModel(
                    name='MemoryRead',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('entry_ids', models.JSONField(default=list)),
                        ('read_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('session', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='memory_reads', to='memory.session')),
                        ('subject', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='memory_reads', to='memory.subject')),
                        ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant')),
                    ],
                    options={
                        'db_table': 'memory_memoryread',
                        'indexes': [models.Index(fields=['subject', 'read_at'], name='memoryread_by_subject')],
                    },
                ),
            ],
        ),
        migrations.RunPython(move_content_types, restore_content_types),
    ]
