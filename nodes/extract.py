"""extract: the request as a ``TripSpec`` (given directly, or parsed from the query text)."""

from __future__ import annotations

from langgraph.runtime import Runtime

from runtime.settings import PlannerContext, context_of
from runtime.toolboxes import coordinator_toolbox
from state.graph_state import PlannerState, RoleTrace
from state.trip import TripSpecError


def extract(state: PlannerState, runtime: Runtime[PlannerContext]) -> dict:
    if state.get("spec") is not None:
        return {}
    query = (state.get("query") or "").strip()
    if not query:
        return {"error": "empty query: give the request text or a structured TripSpec"}
    ctx = context_of(runtime)
    tools = coordinator_toolbox(ctx, "extract")
    try:
        spec = ctx.get_policy().extract(query, tools)
    except TripSpecError as error:
        trace = RoleTrace(role="extractor", iteration=0, observation=query, tool_calls=tools.trace, decision=f"error: {error}")
        return {"error": f"cannot plan this request: {error}", "traces": [trace]}
    trace = RoleTrace(role="extractor", iteration=0, observation=query, tool_calls=tools.trace, decision=spec.model_dump_json())
    return {"spec": spec, "traces": [trace]}
