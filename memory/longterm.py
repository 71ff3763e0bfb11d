"""Long-term memory: consent-gated entries of a subject (issue 6 fills this in)."""

from .models import Session


def memories_for_context(session: Session, intent: str | None) -> tuple[list[dict], list[dict]]:
    """The memory entries and notices a context of `session` may include.

    Returns `(memories, notices)` in the contract's shapes. Nothing until long-term memory lands.
    """
    return [], []
