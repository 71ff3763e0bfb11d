"""Celery tasks of the DPO app: the retention purge and the export sweep (Beat), and access
exports. The tasks keep the names they were registered under in the privacy app: Beat's
schedule (settings.BEAT_SCHEDULE) and messages already queued carry them."""

import logging

from celery import shared_task

from . import export, purge

logger = logging.getLogger(__name__)


@shared_task(name="privacy.tasks.purge_expired", acks_late=True, ignore_result=True)
def purge_expired() -> dict:
    """Beat: delete everything the tenants' retention periods no longer allow keeping."""
    runs = purge.purge_expired()
    totals: dict[str, int] = {}
    for run in runs:
        for key, value in run.counts.items():
            totals[key] = totals.get(key, 0) + value
    logger.info("retention purge finished", extra={"counts": totals})
    return totals


@shared_task(name="privacy.tasks.build_export", acks_late=True, ignore_result=True)
def build_export(export_id: str) -> None:
    """Build one access export's ZIP; a job deleted meanwhile (erasure) is skipped."""
    export.build_export(export_id=export_id)


@shared_task(name="privacy.tasks.requeue_stuck_exports", acks_late=True, ignore_result=True)
def requeue_stuck_exports() -> dict:
    """Beat: publish again the exports the broker never delivered or whose worker died while
    building them; give up after repeated tries."""
    counts = export.requeue_stuck_exports()
    if counts:
        logger.info("stuck exports swept", extra={"counts": counts})
    return counts


def queue_build(sender, *, export_id: str, **kwargs) -> None:
    """dpo.signals.build_due receiver."""
    build_export.delay(export_id)
