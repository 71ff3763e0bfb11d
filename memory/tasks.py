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
