"""Work an ingest asks for once it has committed: folding the summary, refreshing the model's.

memory.services sends these; memory.tasks queues the Celery task for each (connected in
memory.apps), so the services never import the tasks module that imports them. A receiver's
exception reaches the sender, which logs it: a broker that is down never fails an ingest.
"""

from django.dispatch import Signal

# Keyword argument: session_id.
fold_due = Signal()
model_summary_due = Signal()
