"""finalize: the best plan over the iterations by reward, in the submission format, with its verdict."""

from __future__ import annotations

from state.graph_state import Candidate, PlannerState, PlanResult


def best_candidate(candidates: list[Candidate]) -> Candidate:
    """Highest reward; among equals the earliest iteration (the plan that needed least bargaining)."""
    return max(candidates, key=lambda c: (c.reward, -c.iteration))


def finalize(state: PlannerState) -> dict:
    candidates = state.get("candidates") or []
    if not candidates:
        return {"status": "error"}
    best = best_candidate(candidates)
    budget = state["spec"].budget
    used = round(sum(best.day_costs.values()), 2)
    delivered = {name: getattr(best, name) for name in ("plan", "verdict", "official", "strict", "iteration", "route", "transport")}
    result = PlanResult(**delivered, iterations=state.get("iteration", 1), budget=budget, spent_by_day=best.day_costs)
    return {
        "result": result,
        "plan": best.plan,
        "verdict": best.verdict,
        "status": best.verdict.status,
        "sigma_summary": {"budget": budget, "used": used, "remaining": round(budget - used, 2), "by_day": best.day_costs},
    }
