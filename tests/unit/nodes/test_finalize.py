"""finalize delivers the BEST candidate over the iterations: highest reward, earliest iteration on ties.

Not the last one: a later bargaining iteration can be worse than an earlier one.
"""

from __future__ import annotations

import pytest

from himap_travel.nodes.finalize import best_candidate, deliver, finalize
from himap_travel.state.evaluation import COMMONSENSE_KEYS, HARD_KEYS, Evaluation
from himap_travel.state.graph_state import Candidate, Delivered, Delivery, PlanResult, add_candidates, candidates_of, result_of
from himap_travel.state.plan import Verdict
from himap_travel.state.trip import TripSpec

SPEC = TripSpec(org="Houston", dest="Utah", days=3, visiting_city_number=1,
                date=["2022-03-01", "2022-03-02", "2022-03-03"], people_number=2, budget=1000.0)


def evaluation(passed: bool, cost: float) -> Evaluation:
    return Evaluation(commonsense={key: passed for key in COMMONSENSE_KEYS},
                       hard={key: passed for key in HARD_KEYS}, final_pass=passed, total_cost=cost)


def candidate(iteration: int, reward: float, status: str = "invalid", costs=None) -> Candidate:
    costs = costs if costs is not None else {1: 100.0 * iteration, 2: 50.0, 3: 25.255}
    verdict = Verdict(status=status, official_pass=status == "valid", strict_pass=status == "valid",
                      total_cost=sum(costs.values()))
    return Candidate(
        iteration=iteration,
        plan=[{"days": day, "current_city": f"city of iteration {iteration}"} for day in (1, 2, 3)],
        verdict=verdict,
        official=evaluation(status == "valid", sum(costs.values())),
        strict=evaluation(status == "valid", sum(costs.values())),
        reward=reward,
        day_costs=costs,
        route=[f"route {iteration}"],
        transport="flight" if iteration % 2 else "self-driving",
    )


def test_the_best_reward_wins_not_the_last_candidate():
    candidates = [candidate(1, 0.2), candidate(2, 1.3, "valid"), candidate(3, 0.4)]
    assert best_candidate(candidates).iteration == 2
    assert best_candidate(list(reversed(candidates))).iteration == 2


def test_the_first_candidate_can_be_the_best():
    assert best_candidate([candidate(1, 0.9), candidate(2, 0.5), candidate(3, 0.1)]).iteration == 1


def test_the_last_candidate_can_be_the_best():
    assert best_candidate([candidate(1, 0.1), candidate(2, 0.5), candidate(3, 0.9)]).iteration == 3


def test_ties_go_to_the_earliest_iteration_whatever_the_order():
    tied = [candidate(3, 0.7), candidate(1, 0.7), candidate(2, 0.7)]
    assert best_candidate(tied).iteration == 1
    assert best_candidate([candidate(2, 0.7), candidate(3, 0.7)]).iteration == 2
    assert best_candidate([candidate(1, 0.1), candidate(2, 0.7), candidate(3, 0.7)]).iteration == 2


def test_negative_rewards_still_pick_the_highest():
    assert best_candidate([candidate(1, -0.5), candidate(2, -0.1), candidate(3, -0.9)]).iteration == 2


def test_finalize_delivers_the_best_candidate_in_full():
    best = candidate(2, 1.4, "valid")
    state = {"spec": SPEC, "iteration": 3, "candidates": [candidate(1, 0.3), best, candidate(3, 0.5, "unsat")]}
    out = finalize(state)
    assert type(out["result"]) is Delivery and "plan" not in Delivery.model_fields  # the plan is stored once, in "plan"
    result = result_of(out)
    assert isinstance(result, PlanResult)
    assert result.plan == best.plan and out["plan"] == best.plan
    assert result.verdict == best.verdict and out["verdict"] == best.verdict
    assert out["status"] == "valid"
    assert result.official == best.official and result.strict == best.strict
    assert result.iteration == 2 and result.iterations == 3
    assert result.route == ["route 2"] and result.transport == "self-driving"
    assert result.budget == SPEC.budget
    assert result.spent_by_day == best.day_costs


def test_finalize_reports_the_status_of_the_delivered_plan_not_of_the_last():
    out = finalize({"spec": SPEC, "iteration": 2, "candidates": [candidate(1, 0.8, "invalid"), candidate(2, 0.2, "unsat")]})
    assert out["status"] == "invalid" and out["result"].iteration == 1


def test_sigma_summary_is_the_delivered_plans_account():
    costs = {1: 400.004, 2: 150.0, 3: 25.255}  # 575.259 → 575.26
    out = finalize({"spec": SPEC, "iteration": 1, "candidates": [candidate(1, 0.5, costs=costs)]})
    assert out["sigma_summary"] == {"budget": 1000.0, "used": 575.26, "remaining": 424.74, "by_day": costs}


def test_iterations_default_to_one():
    out = finalize({"spec": SPEC, "candidates": [candidate(1, 0.5)]})
    assert out["result"].iterations == 1


@pytest.mark.parametrize("candidates", [None, []])
def test_no_candidate_is_an_error(candidates):
    assert finalize({"spec": SPEC, "iteration": 1, "candidates": candidates}) == {"status": "error"}


def test_the_sigma_summary_is_in_cents():
    spec = SPEC.model_copy(update={"budget": 999.999})
    out = finalize({"spec": spec, "iteration": 1, "candidates": [candidate(1, 0.5, costs={1: 100.0, 2: 0.004})]})
    assert out["sigma_summary"]["used"] == 100.0
    assert out["sigma_summary"]["remaining"] == 900.0  # 899.999 in cents



def test_unsat_is_delivered_only_with_the_solvers_proof():
    """The checker's unsat (no plan under an iteration's allocation) is no proof: delivered as invalid (exit 4)."""
    out = finalize({"spec": SPEC, "iteration": 1, "candidates": [candidate(1, 0.3, "unsat")]})
    assert out["status"] == "invalid" and out["verdict"].status == "invalid" and out["result"].verdict.status == "invalid"
    assert out["verdict"].certificate is None


def test_finalize_keeps_the_delivered_candidate_once_by_reference():
    """The delivered plan and its evaluations are stored in the result only; candidates_of reads the candidate back whole."""
    candidates = [candidate(1, 0.3), candidate(2, 1.4, "valid"), candidate(3, 0.5, "unsat")]
    state = {"spec": SPEC, "iteration": 3, "candidates": candidates}
    out = finalize(state)
    (reference,) = out["candidates"]
    assert isinstance(reference, Delivered) and reference.index == 1 and reference.iteration == 2
    assert "plan" not in Delivered.model_fields and "official" not in Delivered.model_fields
    stored = add_candidates(candidates, out["candidates"])
    assert stored[0] is candidates[0] and stored[1] is reference and stored[2] is candidates[2]
    assert candidates_of({**state, **out, "candidates": stored}) == candidates


def test_a_changed_delivered_verdict_leaves_the_candidates_own():
    """finalize delivers the checker's unsat as invalid; the candidate, read back, keeps the checker's verdict."""
    unsat = candidate(1, 0.3, "unsat")
    out = finalize({"spec": SPEC, "iteration": 1, "candidates": [unsat]})
    stored = add_candidates([unsat], out["candidates"])
    assert out["result"].verdict.status == "invalid"
    assert candidates_of({"result": out["result"], "plan": out["plan"], "candidates": stored}) == [unsat]


def test_deliver_leaves_the_candidates_alone():
    """What a repair delivers from (a selection of the thread's candidates) writes no reference into the thread."""
    out = deliver({"spec": SPEC, "iteration": 1, "candidates": [candidate(1, 0.5)]})
    assert "candidates" not in out and out["result"].iteration == 1
