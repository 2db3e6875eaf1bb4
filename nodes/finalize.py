"""finalize: the best plan over the iterations by reward, in the submission format, with its verdict."""

from __future__ import annotations

from state.graph_state import PlanResult, PlannerState


def finalize(state: PlannerState) -> dict:
    candidates = state.get("candidates") or []
    if not candidates:
        return {}
    best = max(candidates, key=lambda c: (c.reward, -c.iteration))
    result = PlanResult(
        plan=best.plan,
        verdict=best.verdict,
        iteration=best.iteration,
        iterations=state.get("iteration", 1),
        route=best.route,
        transport=best.transport,
        budget=state["spec"].budget,
        spent_by_day=best.day_costs,
    )
    return {"result": result}
