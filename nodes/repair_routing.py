"""The repair graph's conditional edges: the released days to the executors, and the ladder after the checker.

The ladder: re-plan the affected days → the coordinator, when that fails
(the route must change) → the exact solver (it plans the whole disrupted
trip, or proves that no repair exists) → deliver.
"""

from __future__ import annotations

from langgraph.graph import END
from langgraph.runtime import Runtime
from langgraph.types import Send

from himap_travel.nodes.routing import _send, after_checker
from himap_travel.planning.monitor.state import RepairState
from himap_travel.planning.runtime.resources import settings_of
from himap_travel.planning.runtime.settings import PlannerSettings


def dispatch_released(state: RepairState, runtime: Runtime[PlannerSettings]) -> list[Send] | str:
    """One ``Send`` per day to re-plan (the same day executors as planning); none released: straight to the checker."""
    if state.get("impact") is None:  # the monitor could not apply the disruption (the error says why)
        return END
    if state.get("allocation") is None:  # the coordinator found no route in the disrupted world
        return _last_resort(state, runtime)
    if state.get("route_lost") and state.get("repair_level") == "days":  # re-planning the days alone cannot work
        return "escalate"
    days = state.get("replanning") or []
    if not days:
        return "checker"
    note = f"the run-time monitor re-plans this day: {state['impact'].reason}"
    return [_send(state, day, attempt=1, avoid=[], observation=note) for day in days]


def after_repair_check(state: RepairState, runtime: Runtime[PlannerSettings]) -> list[Send] | str:
    """valid → deliver_repair; the checker's faulty days → re-plan them; else one rung up the ladder."""
    if state["verdict"].status == "valid":
        return "deliver_repair"
    if state.get("pending"):
        return after_checker(state, runtime)
    if state.get("repair_level") in ("none", "days"):
        return "escalate"
    return _last_resort(state, runtime)


def _last_resort(state: RepairState, runtime: Runtime[PlannerSettings]) -> str:
    return "solve" if settings_of(runtime).solver_fallback and not state.get("solved") else "deliver_repair"
