"""finalize: the best plan over the iterations by reward, in the submission format, with its verdict.

When the exact solver proved that no plan exists, its certificate goes with
the verdict. For the budget, the solver's candidate is the cheapest plan that
keeps every other rule; it ranks first (the fewest failed checks, the least
overspend), so that is the plan delivered, as the certificate says. A
delivered verdict is ``unsat`` only then: without the proof (an ablation
without the solver, a solver out of time) a plan that fails is ``invalid``,
however the checker judged its iteration.

The delivered plan is kept once, in ``plan``, and its evaluations once, in
``result`` (a ``Delivery``: the result without its plan): the candidate it
came from stays in ``candidates`` as a reference (``Delivered``).
"""

from __future__ import annotations

from typing import Any

from himap_travel.domain.evaluation.evaluate import undelivered_evaluation
from himap_travel.state.graph_state import Candidate, Delivered, Delivery, Judgement, PlannerState, candidates_of, trip_of
from himap_travel.state.plan import Certificate, Verdict


def best_candidate(candidates: list[Candidate]) -> Candidate:
    """Highest reward; among equals (every valid plan has the same reward) the better trip when the objective is
    'best' (its quality, set then), then the earliest iteration (the plan that needed least bargaining)."""
    return max(candidates, key=lambda c: (c.reward, c.quality or 0, -c.iteration))


def finalize(state: PlannerState) -> dict[str, Any]:
    """The planner's node: ``deliver``, and the delivered candidate kept in ``candidates`` by reference only."""
    update, delivered = _deliver(state)
    if delivered is not None:
        index, best = delivered
        update["candidates"] = [Delivered(index=index, iteration=best.iteration, verdict=best.verdict, reward=best.reward,
                                          quality=best.quality)]
    return update


def deliver(state: PlannerState) -> dict[str, Any]:
    """The best candidate as the run's result, its verdict and budget account; ``candidates`` untouched (a repair
    delivers from a selection of them, ``nodes.deliver_repair``)."""
    return _deliver(state)[0]


def _deliver(state: PlannerState) -> tuple[dict[str, Any], tuple[int, Candidate] | None]:
    """``deliver``'s update, and the candidate it delivers with its index in ``candidates`` (None: none)."""
    candidates = candidates_of(state)
    certificate = state.get("certificate")
    if not candidates:
        return (_proven_unsat(state, certificate) if certificate else {"status": "error"}), None
    best = best_candidate(candidates)
    verdict = best.verdict
    if certificate is not None and verdict.status != "valid":
        verdict = verdict.model_copy(update={"status": "unsat", "certificate": certificate,
                                             "deficit": max(verdict.deficit, certificate.deficit or 0.0)})
    elif verdict.status == "unsat":  # the checker's "no plan under this allocation" is no proof that none exists
        verdict = verdict.model_copy(update={"status": "invalid"})
    budget = trip_of(state).budget
    used = round(sum(best.day_costs.values()), 2)
    judged = {name: getattr(best, name) for name in Judgement.model_fields if name != "verdict"}
    result = Delivery(**judged, verdict=verdict, iterations=state.get("iteration", 1), budget=budget, spent_by_day=best.day_costs)
    return {
        "result": result,
        "plan": best.plan,
        "verdict": verdict,
        "status": verdict.status,
        "sigma_summary": {"budget": budget, "used": used, "remaining": round(budget - used, 2), "by_day": best.day_costs},
    }, (next(index for index, candidate in enumerate(candidates) if candidate is best), best)


def _proven_unsat(state: PlannerState, certificate: Certificate) -> dict[str, Any]:
    """No plan at all (the coordinator found no route) and the solver proved none exists: unsat, with why."""
    verdict = Verdict(status="unsat", official_pass=False, strict_pass=False, failures=["no plan: none exists (certificate)"],
                      deficit=certificate.deficit or 0.0, certificate=certificate)
    nothing = undelivered_evaluation(f"no plan: {certificate.message}")
    result = Delivery(verdict=verdict, official=nothing, strict=nothing, iteration=state.get("iteration", 1),
                      iterations=state.get("iteration", 1), budget=trip_of(state).budget)
    return {"result": result, "verdict": verdict, "status": "unsat", "plan": [], "error": None}
