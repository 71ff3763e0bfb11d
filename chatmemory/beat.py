"""Keep django-celery-beat's database schedule in step with settings.BEAT_SCHEDULE.

Runs after every `migrate`, so a fresh install purges and expires on time without anyone
opening the admin. Entries are matched by name; a changed interval is updated in place.
"""

from django.conf import settings


def sync_beat_schedule(**kwargs) -> None:
    """post_migrate receiver: create or update one PeriodicTask per BEAT_SCHEDULE entry."""
    from django_celery_beat.models import IntervalSchedule, PeriodicTask

    for name, entry in settings.BEAT_SCHEDULE.items():
        interval, _ = IntervalSchedule.objects.get_or_create(
            every=entry["every_seconds"], period=IntervalSchedule.SECONDS
        )
        PeriodicTask.objects.update_or_create(
            name=name,
            defaults={
                "task": entry["task"],
                "interval": interval,
                "crontab": None,
                "enabled": True,
                "description": entry.get("description", ""),
            },
        )
