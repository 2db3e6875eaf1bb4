"""A node's trace goes out of the run, not into its checkpoints (``state.trace``)."""

from __future__ import annotations

from typing import Any

from langgraph.config import get_config
from langgraph.runtime import Runtime

from himap_travel.state.trace import STEP, TRACE_EVENT, RoleTrace


def emit(runtime: Runtime[Any], trace: RoleTrace) -> dict[str, Any]:
    """Send ``trace`` on the run's custom stream; the state update that counts it (merge it into the node's update)."""
    runtime.stream_writer({TRACE_EVENT: trace, STEP: _step()})
    return {"role_calls": {trace.role: 1}}


def _step() -> int | None:
    """The graph step the trace comes from: parallel nodes' traces arrive in the order they end, the step puts them back."""
    try:
        return get_config().get("metadata", {}).get("langgraph_step")
    except RuntimeError:  # called outside a graph run (a node's unit test)
        return None
