"""Consent moves to the longterm app, purge runs, export jobs and the erasure ledger to dpo
(their 0001 migrations): state only."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('privacy', '0007_export_build_heartbeat'),
        ('longterm', '0001_initial'),
        ('dpo', '0001_initial'),
    ]

    operations = [
        # The tables stay where they are: only Django's model state moves.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.RemoveField(
                    model_name='erasureledger',
                    name='tenant',
                ),
                migrations.RemoveField(
                    model_name='exportjob',
                    name='tenant',
                ),
                migrations.RemoveField(
                    model_name='purgerun',
                    name='tenant',
                ),
                migrations.DeleteModel(
                    name='Consent',
                ),
                migrations.DeleteModel(
                    name='ErasureLedger',
                ),
                migrations.DeleteModel(
                    name='ExportJob',
                ),
                migrations.DeleteModel(
                    name='PurgeRun',
                ),
            ],
        ),
    ]
