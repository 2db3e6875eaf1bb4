"""coordinator: the strategic decision (``distribute_task``), and Σ reset or rolled back for the iteration.

Bargaining must make progress: an allocation that repeats an earlier
iteration's (same route, mode and day tasks) would be planned and judged the
same way again, so it ends bargaining at once (``stalled``: on to the exact
solver, or to finalize), and the trace says why. The state keeps a digest of
each tried allocation (``allocation_key``), not a second copy of its day tasks.
"""

from __future__ import annotations

import hashlib
import re
import time
from typing import Any

from langgraph.runtime import Runtime

from himap_travel.nodes.traces import emit
from himap_travel.planning.policies.allocation import flat_allocation
from himap_travel.planning.policies.base import allocate_for
from himap_travel.planning.runtime.resources import resources_of, run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.runtime.toolboxes import coordinator_toolbox
from himap_travel.state.graph_state import PlannerState, iteration_counters, trip_of
from himap_travel.state.plan import Allocation, PlanningError
from himap_travel.state.sigma import Checkpoint, Reset, Rollback
from himap_travel.state.trace import RoleTrace
from himap_travel.tools.toolbox import ToolBox


def coordinator(state: PlannerState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    settings = settings_of(runtime)
    spec = trip_of(state)
    iteration = state.get("iteration", 0) + 1
    feedback = list(state.get("feedback") or [])
    tools = coordinator_toolbox(settings, f"coordinator:{iteration}", run_sandbox(settings, state.get("world")))
    if iteration == 1:  # a reset empties Σ's rejection log
        sigma_ops, seen = [Reset(budget_total=spec.budget, days=spec.days, monitoring=settings.monitoring), Checkpoint()], 0
    else:  # a rollback keeps the log
        sigma_ops, seen = [Rollback(), Checkpoint()], len(state["sigma"].rejections)
    started = time.time()
    try:
        if settings.coordinator:
            allocation = allocate_for(resources_of(settings).policy, settings.planned_objective, spec, feedback, tools)
        else:
            allocation = flat_allocation(spec, tools)
    except PlanningError as error:  # no route at all: finalize reports it honestly
        trace = RoleTrace(role="coordinator", iteration=iteration, tool_calls=tools.trace, decision=f"error: {error}",
                          started=started, ended=time.time())
        return {"iteration": iteration, "error": f"no plan possible: {error}", "sigma": sigma_ops, **emit(runtime, trace),
                "allocation": None}
    tried = [as_key(entry) for entry in state.get("allocations_tried") or []] if iteration > 1 else []
    key = allocation_key(allocation)
    if key in tried:
        return _stalled(runtime, iteration, tried.index(key) + 1, tools, started)
    trace = RoleTrace(
        role="coordinator",
        iteration=iteration,
        observation="\n".join(f.model_dump_json() for f in feedback),
        tool_calls=tools.trace,
        decision=allocation.rationale,
        context={"spec": spec.model_dump(mode="json"), "feedback": [f.model_dump(mode="json") for f in feedback],
                 "route": allocation.route, "transport": allocation.transport},
        started=started,
        ended=time.time(),
    )
    return {
        "iteration": iteration,
        "max_iterations": settings.max_iterations if settings.bargaining else 1,
        "allocation": allocation,
        "allocations_tried": [*tried, key],
        "stalled": None,
        "sigma": sigma_ops,
        **iteration_counters(seen),
        **emit(runtime, trace),
    }


def allocation_key(allocation: Allocation) -> str:
    """What tells two allocations apart for bargaining (route, mode and day tasks), as a SHA-256 digest.

    Equal allocations have equal digests; the checkpointed ``allocations_tried`` holds these 64 characters per
    iteration instead of the tasks' JSON again (a 7-day trip's was 10 KB, more than the allocation itself).
    """
    return as_key(allocation.model_dump_json(include={"route", "transport", "tasks"}))


def as_key(entry: str) -> str:
    """An entry of ``allocations_tried`` as a digest: a thread checkpointed before digests holds the JSON itself."""
    return entry if re.fullmatch(r"[0-9a-f]{64}", entry) else hashlib.sha256(entry.encode()).hexdigest()


def _stalled(runtime: Runtime[PlannerSettings], iteration: int, repeats: int, tools: ToolBox, started: float) -> dict[str, Any]:
    """Bargaining ends: the coordinator's answer to the feedback is iteration ``repeats``'s allocation again.

    Σ, the iteration counter and the candidates stay as the last iteration left them.
    """
    reason = (f"iteration {iteration} would repeat iteration {repeats}'s allocation (same route, mode and day tasks): "
              "bargaining ends here, without another identical round")
    trace = RoleTrace(role="coordinator", iteration=iteration, tool_calls=tools.trace, decision=f"stop: {reason}",
                      started=started, ended=time.time())
    return {"stalled": reason, **emit(runtime, trace)}
