"""An export build to hand to the broker: dpo.export sends it, dpo.tasks publishes the task
(connected in dpo.apps), so the export service never imports the tasks module that imports it.
A receiver's exception reaches the sender, which logs it and leaves the job queued."""

from django.dispatch import Signal

# Keyword argument: export_id (a string).
build_due = Signal()
