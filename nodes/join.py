"""join: after every branch has written, find the days whose commits Σ refused (to send again)."""

from __future__ import annotations

from langgraph.runtime import Runtime

from runtime.settings import PlannerContext, context_of
from state.graph_state import PlannerState
from state.plan import DayOutcome
from state.sigma import CommitDay, Sigma


def latest_outcomes(state: PlannerState) -> dict[int, DayOutcome]:
    """The newest outcome of each day in the current iteration."""
    latest: dict[int, DayOutcome] = {}
    for outcome in state.get("outcomes") or []:
        if outcome.iteration == state.get("iteration"):
            latest[outcome.day] = outcome
    return latest


def is_committed(sigma: Sigma, outcome: DayOutcome) -> bool:
    held = sigma.days.get(outcome.day)
    return outcome.commit is not None and held is not None and held.bookings == CommitDay.model_validate(outcome.commit).bookings


def join(state: PlannerState, runtime: Runtime[PlannerContext]) -> dict:
    ctx = context_of(runtime)
    refused = [
        day for day, outcome in sorted(latest_outcomes(state).items())
        if outcome.commit is not None and not is_committed(state["sigma"], outcome)
    ]
    resends = state.get("resends", 0)
    if refused and resends < ctx.max_resends:
        return {"pending": refused, "resends": resends + 1}
    return {"pending": []}
