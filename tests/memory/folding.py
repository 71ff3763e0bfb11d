"""Fold a list of (role, text) turns into a summary form, as the service's write path does."""

from memory import compaction, services
from memory.models import Session
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


# Small talk that pushes the turns before it out of the messenger window.
PADDING = {
    "da": [("assistant", "Er der andet, jeg kan hjælpe med?"), ("user", "Nej, det er fint.")],
    "de": [("assistant", "Kann ich sonst noch helfen?"), ("user", "Nein, das passt so.")],
    "en": [("assistant", "Anything else I can help with?"), ("user", "No, that's fine.")],
    "nl": [("assistant", "Kan ik nog ergens mee helpen?"), ("user", "Nee, dat is goed.")],
}


def summary_for(api, lang, turns):
    """The summary form of GET /context once the turns are older than the messenger window."""
    response = api.post("/api/v1/sessions", {"channel": "messenger", "locale": lang}, format="json")
    key = response.json()["key"]
    for role, text in [*turns, *PADDING[lang] * 6]:
        response = api.post(
            f"/api/v1/sessions/{key}/messages", {"role": role, "text": text}, format="json"
        )
        assert response.status_code == 201
    services.fold_pending_turns(session_id=Session.objects.get(key=key).pk)
    context = api.get(f"/api/v1/sessions/{key}/context").json()
    assert context["summary"]["covers_until_seq"] >= len(turns)
    return context["summary"]
