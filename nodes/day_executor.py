"""day_executor: one day, in its own context (its task, a Σ snapshot, its own tool trace)."""

from __future__ import annotations

import time

from langgraph.runtime import Runtime

from himap_travel.nodes.traces import emit
from himap_travel.planning.runtime.resources import resources_of, run_objects, run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.runtime.toolboxes import executor_toolbox
from himap_travel.state.graph_state import ExecutorInput
from himap_travel.state.plan import DayOutcome, Infeasibility
from himap_travel.state.trace import RoleTrace
from himap_travel.tools.toolbox import ToolCapReached


def day_executor(payload: ExecutorInput, runtime: Runtime[PlannerSettings]) -> dict:
    settings = settings_of(runtime)
    task, iteration, attempt = payload["task"], payload["iteration"], payload["attempt"]
    with run_objects(settings).gate:  # at most P executors plan at once
        started = time.time()
        sandbox = run_sandbox(settings, payload.get("world"))
        tools = executor_toolbox(settings, task, payload["sigma"], key=f"{iteration}:{task.day}:{attempt}", sandbox=sandbox)
        try:
            outcome = resources_of(settings).policy.plan_day(
                task, payload["sigma"], set(payload["avoid"]), tools, iteration, attempt, note=payload["observation"]
            )
        except ToolCapReached as error:
            report = Infeasibility(day=task.day, violation_type="time", reason=str(error))
            outcome = DayOutcome.of(task, iteration, attempt, len(tools.trace), infeasible=report)
    trace = RoleTrace(
        role="executor",
        iteration=iteration,
        day=task.day,
        attempt=attempt,
        observation=payload["observation"] or task.model_dump_json(),
        tool_calls=tools.trace,
        decision=outcome.infeasible.model_dump_json() if outcome.infeasible else outcome.plan.model_dump_json(),
        context={
            "task": task.model_dump(mode="json"),
            "sigma": payload["sigma"].snapshot().model_dump(mode="json"),
            "avoid": sorted(payload["avoid"]),
            "note": payload["observation"],
        },
        started=started,
        ended=time.time(),
    )
    update: dict = {"outcomes": [outcome], **emit(runtime, trace)}
    if outcome.commit is not None:
        update["sigma"] = outcome.commit
    return update
