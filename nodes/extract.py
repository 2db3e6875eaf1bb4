"""extract: the request as a ``TripSpec`` (given directly, as a dict of its fields, or parsed from the query text)."""

from __future__ import annotations

import time

from langgraph.runtime import Runtime
from pydantic import ValidationError

from runtime.resources import resources_of, settings_of
from runtime.settings import PlannerSettings
from runtime.toolboxes import coordinator_toolbox
from state.graph_state import PlannerState, RoleTrace
from state.trip import TripSpec, TripSpecError


def extract(state: PlannerState, runtime: Runtime[PlannerSettings]) -> dict:
    spec = state.get("spec")
    if isinstance(spec, TripSpec):
        return {}
    if isinstance(spec, dict):
        return _validated(spec)
    query = (state.get("query") or "").strip()
    if not query:
        return _error("empty query: give the request text or a structured TripSpec")
    settings = settings_of(runtime)
    tools = coordinator_toolbox(settings, "extract")
    started = time.time()
    try:
        spec = resources_of(settings).policy.extract(query, tools)
    except TripSpecError as error:
        trace = RoleTrace(role="extractor", iteration=0, observation=query, tool_calls=tools.trace, decision=f"error: {error}",
                          started=started, ended=time.time())
        return {**_error(f"cannot plan this request: {error}"), "traces": [trace]}
    trace = RoleTrace(role="extractor", iteration=0, observation=query, tool_calls=tools.trace, decision=spec.model_dump_json(),
                      started=started, ended=time.time())
    return {"spec": spec, "traces": [trace]}


def _validated(fields: dict) -> dict:
    """A spec given as JSON: checked as strictly as a parsed one."""
    try:
        return {"spec": TripSpec.model_validate(fields)}
    except ValidationError as error:
        problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'spec'}: {e['msg']}" for e in error.errors())
        return _error(f"cannot plan this request: {problems}")


def _error(message: str) -> dict:
    return {"error": message, "status": "error"}
