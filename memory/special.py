"""Health data ends with the running conversation.

Special-category data (HEALTH) may stay in a transcript while the conversation runs: the bot and
the team need the turn as the visitor wrote it (team views mask it). Once the session has ended,
nothing needs it any more, so it leaves every stored turn: each HEALTH span becomes the
placeholder of the session's language, and the other spans move with the text. The summary and
long-term memory never held it (redaction.strip_special). A session a person still holds
(handed over) is a running case and waits until it ends.

Run by the Beat job that ends idle sessions (memory.tasks.end_idle_sessions), so health data is
gone within a minute or so of the end; each ended session is visited once (`special_removed_at`).
"""

from django.db import transaction
from django.utils import timezone

from privacy import redaction

from .models import Message, Session


def remove_special_data(*, now=None, batch_size: int = 200, max_batches: int = 50) -> int:
    """Remove health data from the turns of ended sessions not visited yet; returns how many
    turns changed."""
    now = now or timezone.now()
    changed = 0
    for _ in range(max_batches):
        with transaction.atomic():
            sessions = list(
                Session.objects.select_for_update(skip_locked=True)
                .filter(state=Session.State.ENDED, special_removed_at__isnull=True)
                .order_by("pk")
                .values_list("pk", "locale")[:batch_size]
            )
            if not sessions:
                break
            locales = dict(sessions)
            messages = []
            for message in Message.objects.filter(session_id__in=locales).exclude(redactions=[]):
                if _scrub(message, locales[message.session_id]):
                    messages.append(message)
            Message.objects.bulk_update(messages, ["text", "redactions"], batch_size=500)
            Session.objects.filter(pk__in=locales).update(special_removed_at=now)
            changed += len(messages)
    return changed


def _scrub(message: Message, lang: str) -> bool:
    """Replace the HEALTH spans of `message` by their placeholder; False when none was left."""
    text, spans = redaction.without_special(message.text, message.redactions, lang)
    if text == message.text:
        return False
    message.text, message.redactions = text, spans
    return True
