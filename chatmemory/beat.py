"""Keep django-celery-beat's database schedule in step with settings.BEAT_SCHEDULE.

Runs after every `migrate`, so a fresh install purges and expires on time without anyone
opening the admin. Entries are matched by name; a changed interval is updated in place, and a
task no entry names any more (a job removed from the schedule) is deleted.
"""

from django.conf import settings
from django.db.models import Q

# The apps whose tasks Beat runs from BEAT_SCHEDULE (task names keep the app they were first
# registered under, e.g. privacy.tasks.purge_expired).
PROJECT_APPS = (
    "chatmemory",
    "tenants",
    "privacy",
    "memory",
    "longterm",
    "handover",
    "dpo",
    "widget",
    "demo",
)


def sync_beat_schedule(**kwargs) -> None:
    """post_migrate receiver: create or update one PeriodicTask per BEAT_SCHEDULE entry, and
    delete the rows of this project's tasks that no entry names any more."""
    from django_celery_beat.models import IntervalSchedule, PeriodicTask

    # Only this project's tasks: a job an operator added in the admin for another library's
    # task (celery.backend_cleanup, say) is theirs to keep.
    ours = Q()
    for app in PROJECT_APPS:
        ours |= Q(task__startswith=f"{app}.")
    PeriodicTask.objects.filter(ours).exclude(name__in=list(settings.BEAT_SCHEDULE)).delete()

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
