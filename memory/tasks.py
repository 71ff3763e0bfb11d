"""Periodic conversation upkeep, run by Celery Beat."""

import logging

from celery import shared_task

from . import services

logger = logging.getLogger(__name__)


@shared_task(acks_late=True)
def end_idle_sessions() -> int:
    """End every active session whose idle time has run out."""
    ended = services.end_idle_sessions()
    logger.info("idle sessions ended", extra={"count": ended})
    return ended


@shared_task(acks_late=True)
def purge_expired_sessions(batch_size: int = 500, max_batches: int = 100) -> int:
    """Purge session history past its retention, in batches so one run never holds long locks."""
    purged = 0
    for _ in range(max_batches):
        deleted = services.purge_expired_sessions(batch_size=batch_size)
        purged += deleted
        if deleted < batch_size:
            break
    logger.info("expired sessions purged", extra={"count": purged})
    return purged


@shared_task(acks_late=True, ignore_result=True)
def refresh_model_summary(session_id: int) -> None:
    """Refresh the optional model-backed summary of one session (queued after an ingest)."""
    services.refresh_model_summary(session_id=session_id)


@shared_task(acks_late=True, ignore_result=True)
def fold_summary(session_id: int) -> None:
    """Fold a session's new turns into its summary (queued by the ingest, FOLD_EVERY turns)."""
    services.fold_pending_turns(session_id=session_id)
