"""Conversation upkeep: ending idle sessions (Beat) and the summary work queued by an ingest."""

import logging

from celery import shared_task

from . import services, special

logger = logging.getLogger(__name__)


@shared_task(acks_late=True)
def end_idle_sessions() -> int:
    """End every active session whose idle time has run out; then remove health data from the
    turns of every ended session (memory.special)."""
    ended = services.end_idle_sessions()
    scrubbed = special.remove_special_data()
    logger.info("idle sessions ended", extra={"count": ended, "health_removed": scrubbed})
    return ended


@shared_task(acks_late=True, ignore_result=True)
def refresh_model_summary(session_id: int) -> None:
    """Refresh the optional model-backed summary of one session (queued after an ingest)."""
    services.refresh_model_summary(session_id=session_id)


@shared_task(acks_late=True, ignore_result=True)
def fold_summary(session_id: int) -> None:
    """Fold a session's new turns into its summary (queued by the ingest, FOLD_EVERY turns)."""
    services.fold_pending_turns(session_id=session_id)


def queue_fold(sender, *, session_id: int, **kwargs) -> None:
    """memory.signals.fold_due receiver."""
    fold_summary.delay(session_id)


def queue_model_summary(sender, *, session_id: int, **kwargs) -> None:
    """memory.signals.model_summary_due receiver."""
    refresh_model_summary.delay(session_id)
