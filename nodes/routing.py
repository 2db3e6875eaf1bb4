"""The graph's conditional edges: fan-out with ``Send``, re-sends, repairs and the bargaining loop."""

from __future__ import annotations

from langgraph.graph import END
from langgraph.types import Send

from state.graph_state import ExecutorInput, PlannerState, latest_outcomes


def after_extract(state: PlannerState) -> str:
    return END if state.get("error") else "coordinator"


def dispatch_days(state: PlannerState) -> list[Send] | str:
    """One ``Send`` per day (the parallel executors), each with its task and a Σ snapshot."""
    allocation = state.get("allocation")
    if allocation is None:
        return "finalize"
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


def after_checker(state: PlannerState) -> list[Send] | str:
    """valid → finalize; faulty days → re-plan them; unsat → bargain (while iterations remain)."""
    verdict = state["verdict"]
    if verdict.status == "valid":
        return "finalize"
    if state.get("pending"):
        note = "the checker found: " + "; ".join(verdict.failures[:5])
        return [_send(state, day, attempt=_next_attempt(state, day), avoid=[], observation=note) for day in state["pending"]]
    return "bargain" if state.get("iteration", 1) < state.get("max_iterations", 1) else "finalize"


def _next_attempt(state: PlannerState, day: int) -> int:
    previous = latest_outcomes(state).get(day)
    return previous.attempt + 1 if previous else 1


def _send(state: PlannerState, day: int, attempt: int, avoid: list[str], observation: str) -> Send:
    task = next(t for t in state["allocation"].tasks if t.day == day)
    payload: ExecutorInput = {
        "task": task,
        "sigma": state["sigma"],
        "iteration": state["iteration"],
        "attempt": attempt,
        "avoid": avoid,
        "observation": observation,
    }
    return Send("day_executor", payload)
