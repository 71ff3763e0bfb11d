"""The reasons the handover services refuse a step; views map each to HTTP."""


class HandoverStateError(Exception):
    """The handover is not in a state that allows this step (e.g. already resolved)."""


class NotYourCase(Exception):
    """Only the agent who holds the case may reply in it (claim it first, or ask to reassign)."""


class InvalidAssignee(Exception):
    """A case can be given only to an active agent, owner or admin of the same tenant."""


class HandoverAlreadyOpen(Exception):
    """The session already has an open handover (the integrator API's 409)."""
