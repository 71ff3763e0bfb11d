"""The reasons the conversation services refuse a write; the API maps each to its status."""


class MessageRejected(Exception):
    """Base of the reasons a message is refused; nothing is stored. `turn`: the index of the
    refused turn in the call's turns, when one turn is the reason."""

    turn: int | None = None
    # The field of the turn the refusal is about.
    field: str = "text"


class InvalidMessage(MessageRejected):
    """Empty, whitespace-only or control-character text, or an unknown role (400)."""


class MessageTooLarge(MessageRejected):
    """Text longer than settings.MESSAGE_MAX_CHARS (413)."""


class StaleMessage(MessageRejected):
    """`sent_at` older than the channel's stale-message limit (409); not executed late."""


class SessionClosed(MessageRejected):
    """The session has ended or expired; no message may be added (410)."""


class HumanActive(MessageRejected):
    """A person of the team holds the conversation: the bot stays silent (409 human_active)."""


class IdempotencyKeyReused(MessageRejected):
    """The Idempotency-Key was sent before with other turns (422 idempotency_key_reused): a
    retry must repeat its request, so the first call's turns are not answered for other ones."""


class CommitmentRefused(Exception):
    """The commitment text holds a secret or special-category data (422)."""
