"""Small factories for handover tests."""

from handover import services as handover_services
from memory import services as memory_services

CONVERSATION = [
    ("user", "My order 100-2345 is late, it should have come on Monday."),
    ("assistant", "Sorry about that. How can we reach you?"),
    ("user", "Mail me at jane.doe@example.com or call +49 170 1234567."),
]


def make_session(tenant, *, locale="en", turns=CONVERSATION, channel="web"):
    session = memory_services.create_session(tenant=tenant, channel=channel, locale=locale)
    for role, text in turns:
        memory_services.append_message(session=session, role=role, text=text)
    return session


def make_handover(tenant, *, reason="Wants to speak to a person about a late order", **kwargs):
    session = make_session(tenant, **kwargs)
    return handover_services.create_handover(
        session=session,
        reason=reason,
        contact={"name": "Jane Doe", "email": "jane.doe@example.com", "phone": "+49 170 1234567"},
    )
