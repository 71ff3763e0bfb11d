"""The demo tenant's sample handover, waiting in its console (seed_demo)."""

from django.db import transaction

from handover import services as handover_services
from handover.models import Handover
from memory import services as memory_services
from tenants.models import Tenant

DEMO_HANDOVER_REASON = "Customer wants to talk to a person about a late delivery."


@transaction.atomic
def seed_demo_handover(tenant: Tenant) -> Handover:
    """One waiting handover in the demo tenant's console (idempotent: reused when present)."""
    existing = Handover.objects.for_tenant(tenant).filter(reason=DEMO_HANDOVER_REASON).first()
    if existing is not None:
        return existing
    session = memory_services.create_session(tenant=tenant, channel="web", locale="en")
    turns = [
        ("user", "Hi, my order 100-7788 was due on Monday and still hasn't arrived."),
        ("assistant", "I'm sorry. Can I help you track it?"),
        (
            "user",
            "Tracking says nothing. Please call me on +49 170 1234567 or write to "
            "jane.doe@example.com.",
        ),
        ("assistant", "I'll hand you over to a colleague."),
        ("user", "Thanks, I need it by Friday at the latest."),
    ]
    for role, text in turns:
        memory_services.append_message(session=session, role=role, text=text)
    return handover_services.create_handover(
        session=session,
        reason=DEMO_HANDOVER_REASON,
        contact={"name": "Jane Doe", "email": "jane.doe@example.com", "phone": "+49 170 1234567"},
    )
