"""escalate: the coordinator, called only when the exact solver proved that the affected days alone cannot be repaired.

A cancelled flight with no other flight or taxi that day, a city with no
listing left: the route or the transport mode must change, and that is the
coordinator's decision (MACI's "activating emergency agents to revise
dependencies"). It plans the trip in the disrupted world with the failed
repair as its feedback, marked ``keep_route`` (change as few cities and legs
of the route as will work: the expert moves the fewest cities); then only the days whose task changed shape (role,
city, leg) and the days already released are re-planned. The days it keeps
are carried over as they are. A new route that would move a lived day
(``today``) is no repair: the exact rung decides instead.
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from himap_travel.nodes.traces import emit
from himap_travel.planning.monitor.state import RepairState, impact_of
from himap_travel.planning.policies.base import allocate_for
from himap_travel.planning.runtime.resources import resources_of, run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.runtime.toolboxes import coordinator_toolbox
from himap_travel.state.graph_state import iteration_counters, latest_outcomes, trip_of
from himap_travel.state.plan import Allocation, DayTask, Feedback, PlanningError
from himap_travel.state.sigma import ReleaseDays
from himap_travel.state.trace import RoleTrace


def escalate(state: RepairState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    settings = settings_of(runtime)
    spec, old = trip_of(state), state["allocation"]
    assert old is not None, "a repair escalates from the allocation its days were planned under"
    latest = latest_outcomes(state)
    iteration = state["iteration"] + 1
    feedback = Feedback(iteration=state["iteration"], infeasible=[o.infeasible for o in latest.values() if o.infeasible],
                        verdict=state.get("verdict"), route=old.route, transport=old.transport, keep_route=True)
    tools = coordinator_toolbox(settings, f"coordinator:repair:{iteration}", run_sandbox(settings, state.get("world")))
    started = time.time()
    update: dict[str, Any] = {"iteration": iteration, "max_iterations": iteration, "repair_level": "coordinator",
                    **iteration_counters(len(state["sigma"].rejections))}
    try:
        fresh = allocate_for(resources_of(settings).policy, settings.planned_objective, spec, [feedback], tools)
    except PlanningError as error:
        trace = RoleTrace(role="coordinator", iteration=iteration, tool_calls=tools.trace, decision=f"no route: {error}",
                          started=started, ended=time.time())
        return {**update, "allocation": None, **emit(runtime, trace)}
    mine = {t.day: t for t in old.tasks}
    replan = sorted(set(state.get("replanning") or []) | {t.day for t in fresh.tasks if _shape(t) != _shape(mine.get(t.day))})
    lived = sorted(set(replan) & set(state.get("lived") or []))
    if lived:  # the new route would move days that have happened: no route of the coordinator's can be this repair
        trace = RoleTrace(role="coordinator", iteration=iteration, tool_calls=tools.trace, started=started, ended=time.time(),
                          decision=f"no route: {' → '.join(fresh.route)} would change lived days {', '.join(map(str, lived))}")
        return {**update, "allocation": None, **emit(runtime, trace)}
    tasks = [t if t.day in replan else mine[t.day] for t in fresh.tasks]
    kept = [o.model_copy(update={"iteration": iteration, "commit": None}) for day, o in latest.items() if day not in replan]
    reason = f"the route must change ({' → '.join(fresh.route)} by {fresh.transport}): {impact_of(state).reason}"
    trace = RoleTrace(role="coordinator", iteration=iteration, observation=feedback.model_dump_json(), tool_calls=tools.trace,
                      decision=f"{fresh.rationale}; re-plan days {', '.join(map(str, replan))}", started=started, ended=time.time())
    allocation = Allocation(**{**fresh.model_dump(exclude={"tasks"}), "tasks": tasks})
    return {**update, "allocation": allocation, "replanning": replan,
            "released": sorted(set(state.get("released") or []) | set(replan)), "outcomes": kept, **emit(runtime, trace),
            "sigma": [ReleaseDays(days=tuple(replan), reason=reason)]}


def _shape(task: DayTask | None) -> tuple[str, str, dict[str, Any] | None] | None:
    """What fixes a day's place in the route: its role, its city and its move."""
    if task is None:
        return None
    return task.role, task.city, task.leg.model_dump() if task.leg else None
