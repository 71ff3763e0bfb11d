"""Fold a list of (role, text) turns into a summary form, as the service's write path does."""

from memory import compaction
from privacy import redaction


def summarise(turns, lang: str = "", *, redact: bool = False) -> dict:
    """The form after every turn, folded one by one.

    With `redact`, each turn is redacted first and its spans passed on, as a stored message
    reaches the summariser; without it the text goes in as written (the rules alone).
    """
    form, state = compaction.empty_form(), compaction.empty_state()
    for seq, (role, text) in enumerate(turns, start=1):
        spans = []
        if redact:
            redacted = redaction.redact(text, lang=lang or None)
            text = redacted.text
            spans = [{"label": s.label, "start": s.start, "end": s.end} for s in redacted.spans]
        turn = compaction.Turn(seq=seq, role=role, text=text, redactions=spans, lang=lang)
        compaction.update(form, state, turn)
    return form
