"""Callbacks promised in the conversation become items of the console's callback list.

The summary's fold records an assistant's or agent's callback promise ("We will call you back
tomorrow morning") among the form's commitments; this turns each such entry into a Commitment row
of its own, due at the time its words name (summariser.due), so an agent sees it in the queue.
"""

from __future__ import annotations

from datetime import datetime

from tenants.models import Tenant
from tenants.timezones import tenant_zone

from .models import Commitment
from .summariser import due


def record_promised_callbacks(
    *, session_id: int, form: dict, turns: dict[int, tuple[datetime, str]]
) -> int:
    """Store the form's callback commitments read from `turns` ({seq: (created_at, language)},
    the turns just folded) as Commitment rows; returns how many entries were found.

    Call from the fold, holding the summary row lock. One row per session and turn: the unique
    constraint and ON CONFLICT DO NOTHING keep a re-fold or a concurrent fold from adding another.
    The text is the form's quote, which leaves out any sentence holding a secret.
    """
    entries = {}
    for entry in form["commitments"]:
        seq = entry.get("seq")
        if entry.get("kind") == "callback" and entry.get("source") == "conversation":
            if seq in turns and seq not in entries:
                entries[seq] = entry["text"]
    if not entries:
        return 0
    zone = tenant_zone(Tenant.objects.only("settings").filter(sessions=session_id).first())
    rows = []
    for seq, text in entries.items():
        created_at, lang = turns[seq]
        rows.append(
            Commitment(
                session_id=session_id,
                kind=Commitment.Kind.CALLBACK,
                source="conversation",
                text=text,
                seq=seq,
                due_at=due.due_at(text, said_at=created_at.astimezone(zone), lang=lang or "en"),
            )
        )
    Commitment.objects.bulk_create(rows, ignore_conflicts=True)
    return len(rows)
