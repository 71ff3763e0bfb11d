"""The summary form's object types, constraint names and commitment kinds in words."""

from django.utils.translation import pgettext_lazy

from .models import Commitment

# The summary's object types and constraint names (memory/compaction.py, memory/llm_summary.py)
# as the console shows them; a name not listed here is shown as it is stored.
SUMMARY_LABELS = {
    "article": pgettext_lazy("summary", "Article"),
    "part": pgettext_lazy("summary", "Part"),
    "order": pgettext_lazy("summary", "Order"),
    "contract": pgettext_lazy("summary", "Contract"),
    "invoice": pgettext_lazy("summary", "Invoice"),
    "customer": pgettext_lazy("summary", "Customer number"),
    "model": pgettext_lazy("summary", "Model"),
    "date": pgettext_lazy("summary", "Date"),
    "appointment": pgettext_lazy("summary", "Appointment"),
    "location": pgettext_lazy("summary", "Location"),
    "place": pgettext_lazy("summary", "Place"),
    "reference": pgettext_lazy("summary", "Reference"),
    "deadline": pgettext_lazy("summary", "Deadline"),
    "quantity": pgettext_lazy("summary", "Quantity"),
    "dimensions": pgettext_lazy("summary", "Dimensions"),
    "size": pgettext_lazy("summary", "Size"),
    "language": pgettext_lazy("summary", "Language"),
    "channel": pgettext_lazy("summary", "Channel"),
    "budget": pgettext_lazy("summary", "Budget"),
    "responsibility": pgettext_lazy("summary", "Responsibility"),
    "destination": pgettext_lazy("summary", "Destination"),
    "time": pgettext_lazy("summary", "Time"),
    "amount": pgettext_lazy("summary", "Amount"),
    "ticket": pgettext_lazy("summary", "Ticket"),
    "company": pgettext_lazy("summary", "Company"),
    "tracking": pgettext_lazy("summary", "Tracking number"),
    **dict(Commitment.Kind.choices),
}
