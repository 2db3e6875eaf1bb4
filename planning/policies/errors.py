"""Typed failures of the model server, so the graph knows what to retry and what to report.

``ModelServerUnavailable`` (connection refused, timeout, HTTP 5xx or 429) is
retried by the graph's retry policy and, once the retries are spent, ends
the run with a resumable failure. ``ModelServerMisconfigured`` (401, 403,
404: a wrong key, URL or model name) is not retried. ``ModelRequestRejected``
(400, 413, 422: this one request cannot be served, e.g. it no longer fits the
context) is the role's problem: the day ends with a typed infeasibility.
"""

from __future__ import annotations


class ModelServerError(RuntimeError):
    """The model server did not give a usable answer."""


class ModelServerUnavailable(ModelServerError):
    """Down, slow or failing: worth retrying later."""


class ModelServerMisconfigured(ModelServerError):
    """The server refuses us as configured (key, URL, model name): retrying will not help."""


class ModelRequestRejected(ModelServerError):
    """The server refused this particular request."""
