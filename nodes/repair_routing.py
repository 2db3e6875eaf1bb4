"""The repair graph's conditional edges: the released days to the executors, and the ladder after the checker.

The ladder: re-plan the affected days → the exact solver on those days, every
other day fixed (a plan, or the proof that none exists) → on that proof, the
coordinator (the route must change) → the exact solver widened (the whole
trip, or every day not yet lived: a plan, or the proof that no repair
exists) → deliver.
"""

from __future__ import annotations

from langgraph.graph import END
from langgraph.runtime import Runtime
from langgraph.types import Send

from himap_travel.nodes.routing import _send, after_checker
from himap_travel.planning.monitor.lived import lived_changes
from himap_travel.planning.monitor.state import RepairState, before_of, impact_of
from himap_travel.planning.runtime.resources import settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import candidate_in, trip_of


def dispatch_released(state: RepairState, runtime: Runtime[PlannerSettings]) -> list[Send] | str:
    """One ``Send`` per day to re-plan (the same day executors as planning); none released: straight to the checker."""
    if state.get("impact") is None:  # the monitor could not apply the disruption (the error says why)
        return END
    if state.get("allocation") is None:  # the coordinator found no route in the disrupted world
        return _last_resort(state, runtime)
    if state.get("route_lost") and state.get("repair_level") == "days":  # re-planning the days alone cannot work
        return "repair_solve" if settings_of(runtime).solver_fallback else "escalate"
    days = state.get("replanning") or []
    if not days:
        return "checker"
    note = f"the run-time monitor re-plans this day: {impact_of(state).reason}"
    return [_send(state, day, attempt=1, avoid=[], observation=note) for day in days]


def after_repair_check(state: RepairState, runtime: Runtime[PlannerSettings]) -> list[Send] | str:
    """valid (and nothing lived changed) → deliver_repair; faulty days of the repair's own → re-plan them; else one rung up.

    The executors may re-plan only days this repair released and that are not lived (after the exact rung's proof
    that the affected days alone cannot work, any day not lived): a faulty day outside them would be a widening
    without proof, so the exact rung decides instead.
    """
    verdict = state["verdict"]
    assert verdict is not None, "the checker, which runs first, sets the verdict"
    if verdict.status == "valid" and not _changes_lived(state):
        return "deliver_repair"
    lived = set(state.get("lived") or [])  # after the proof that the affected days alone cannot work, any day not lived
    own = (set(range(1, trip_of(state).days + 1)) if state.get("widen_proof") else set(state.get("released") or [])) - lived
    if state.get("pending") and verdict.status != "valid" and set(state["pending"]) <= own:
        return after_checker(state, runtime)
    if state.get("repair_level") in ("none", "days"):
        return "repair_solve" if settings_of(runtime).solver_fallback else "escalate"
    return _last_resort(state, runtime)


def _changes_lived(state: RepairState) -> bool:
    """Whether the latest candidate changes a lived day, or what is past on the current day."""
    candidates = state.get("candidates") or []
    if not candidates:
        return False
    latest = candidate_in(state, candidates[-1])
    return bool(lived_changes(before_of(state), latest.plan, state.get("today"), state.get("past") or []))


def _last_resort(state: RepairState, runtime: Runtime[PlannerSettings]) -> str:
    return "repair_solve" if settings_of(runtime).solver_fallback and not state.get("solved") else "deliver_repair"
