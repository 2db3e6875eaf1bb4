"""day_executor: one day, in its own context (its task, a Σ snapshot, its own tool trace)."""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from himap_travel.nodes.traces import emit
from himap_travel.planning.runtime.resources import resources_of, run_objects, run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.runtime.toolboxes import executor_toolbox
from himap_travel.state.graph_state import ExecutorInput
from himap_travel.state.plan import DayOutcome, Infeasibility
from himap_travel.state.trace import RoleTrace
from himap_travel.tools.toolbox import ToolCapReached


def day_executor(state: ExecutorInput, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    """``state`` is this executor's ``Send`` payload, not the graph's state; it keeps LangGraph's parameter name so that
    ``add_node(..., input_schema=ExecutorInput)`` type-checks (LangGraph's node protocols call the first parameter ``state``)."""
    settings = settings_of(runtime)
    task, iteration, attempt = state["task"], state["iteration"], state["attempt"]
    with run_objects(settings).gate:  # at most P executors plan at once
        started = time.time()
        sandbox = run_sandbox(settings, state.get("world"))
        tools = executor_toolbox(settings, task, state["sigma"], key=f"{iteration}:{task.day}:{attempt}", sandbox=sandbox)
        try:
            outcome = resources_of(settings).policy.plan_day(
                task, state["sigma"], set(state["avoid"]), tools, iteration, attempt, note=state["observation"]
            )
        except ToolCapReached as error:
            report = Infeasibility(day=task.day, violation_type="time", reason=str(error))
            outcome = DayOutcome.of(task, iteration, attempt, len(tools.trace), infeasible=report)
    trace = RoleTrace(
        role="executor",
        iteration=iteration,
        day=task.day,
        attempt=attempt,
        observation=state["observation"] or task.model_dump_json(),
        tool_calls=tools.trace,
        decision=outcome.infeasible.model_dump_json() if outcome.infeasible else outcome.plan.model_dump_json(),
        context={
            "task": task.model_dump(mode="json"),
            "sigma": state["sigma"].snapshot().model_dump(mode="json"),
            "avoid": sorted(state["avoid"]),
            "note": state["observation"],
        },
        started=started,
        ended=time.time(),
    )
    update: dict[str, Any] = {"outcomes": [outcome], **emit(runtime, trace)}
    if outcome.commit is not None:
        update["sigma"] = outcome.commit
    return update
