"""Memory entries and their read audit now belong to the longterm app (its 0001): state only."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('memory', '0008_message_session_index_in_unique_seq'),
        ('longterm', '0001_initial'),
    ]

    operations = [
        # The tables stay where they are: only Django's model state moves.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.RemoveField(
                    model_name='memoryread',
                    name='session',
                ),
                migrations.RemoveField(
                    model_name='memoryread',
                    name='subject',
                ),
                migrations.RemoveField(
                    model_name='memoryread',
                    name='tenant',
                ),
                migrations.DeleteModel(
                    name='MemoryEntry',
                ),
                migrations.DeleteModel(
                    name='MemoryRead',
                ),
            ],
        ),
    ]
