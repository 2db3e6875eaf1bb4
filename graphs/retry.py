"""How the graph retries a node whose model server failed: bounded, with exponential backoff.

Only ``ModelServerUnavailable`` is retried (down, timed out, HTTP 5xx/429);
a misconfigured server or a bug fails at once. Once the attempts are spent
the run stops with the failure, and its checkpoint keeps every finished
branch: resuming the thread re-runs only what failed.
"""

from __future__ import annotations

from langgraph.types import RetryPolicy

from himap_travel.planning.policies.errors import ModelServerUnavailable


def model_retry(attempts: int = 3, initial_interval: float = 2.0, max_interval: float = 30.0) -> RetryPolicy:
    return RetryPolicy(
        max_attempts=attempts,
        initial_interval=initial_interval,
        backoff_factor=2.0,
        max_interval=max_interval,
        jitter=True,
        retry_on=ModelServerUnavailable,
    )
