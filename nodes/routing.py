"""The graph's conditional edges: fan-out with ``Send``, re-sends, repairs and the bargaining loop."""

from __future__ import annotations

from langgraph.graph import END
from langgraph.runtime import Runtime
from langgraph.types import Send

from himap_travel.planning.runtime.resources import settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import ExecutorInput, PlannerState, latest_outcomes


def after_extract(state: PlannerState, runtime: Runtime[PlannerSettings]) -> str:
    """The hierarchy plans the request, or (``--policy solver``) the exact solver plans it whole."""
    if state.get("error"):
        return END
    return "solve" if settings_of(runtime).policy == "solver" else "coordinator"


def dispatch_days(state: PlannerState, runtime: Runtime[PlannerSettings]) -> list[Send] | str:
    """One ``Send`` per day (the parallel executors), each with its task and a Σ snapshot."""
    allocation = state.get("allocation")
    if allocation is None or state.get("stalled"):  # no route, or bargaining would only repeat itself
        return _last_resort(state, runtime)
    return [_send(state, task.day, attempt=1, avoid=[], observation="") for task in allocation.tasks]


def after_join(state: PlannerState) -> list[Send] | str:
    """Days whose commits Σ refused go again, with the rejection as their observation."""
    if not state.get("pending"):
        return "checker"
    sends = []
    for day in state["pending"]:
        rejection = state["sigma"].last_rejection_for(day)
        avoid = [rejection.venue] if rejection and rejection.venue else []
        note = f"Σ rejected your commit: {rejection.code}: {rejection.message}" if rejection else ""
        sends.append(_send(state, day, attempt=_next_attempt(state, day), avoid=avoid, observation=note))
    return sends


def after_checker(state: PlannerState, runtime: Runtime[PlannerSettings]) -> list[Send] | str:
    """valid → finalize; faulty days → re-plan them; otherwise bargain while iterations remain, then the solver."""
    verdict = state["verdict"]
    assert verdict is not None, "the checker, which runs first, sets the verdict"
    if verdict.status == "valid":
        return "finalize"
    if state.get("pending"):
        note = "the checker found: " + "; ".join(verdict.failures[:5])
        return [_send(state, day, attempt=_next_attempt(state, day), avoid=[], observation=note) for day in state["pending"]]
    return "bargain" if state.get("iteration", 1) < state.get("max_iterations", 1) else _last_resort(state, runtime)


def _last_resort(state: PlannerState, runtime: Runtime[PlannerSettings]) -> str:
    """No valid plan from the hierarchy: the exact solver (once, unless the 'no-solver' ablation), then finalize."""
    return "solve" if settings_of(runtime).solver_fallback and not state.get("solved") else "finalize"


def _next_attempt(state: PlannerState, day: int) -> int:
    previous = latest_outcomes(state).get(day)
    return previous.attempt + 1 if previous else 1


def _send(state: PlannerState, day: int, attempt: int, avoid: list[str], observation: str) -> Send:
    allocation = state["allocation"]
    assert allocation is not None, "days are sent only under an allocation (dispatch_days checks)"
    task = next(t for t in allocation.tasks if t.day == day)
    payload: ExecutorInput = {
        "task": task,
        "sigma": state["sigma"],
        "iteration": state["iteration"],
        "attempt": attempt,
        "avoid": avoid,
        "observation": observation,
        "world": list(state.get("world") or []),
    }
    return Send("day_executor", payload)
