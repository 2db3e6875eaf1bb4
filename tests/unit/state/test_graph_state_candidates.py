"""The candidates channel: appended check by check, the delivered one replaced by a reference to the result.

A ``Delivered`` keeps what the result does not (the checker's verdict, reward, quality); ``candidates_of`` rebuilds
the full candidate from the result, and refuses once the result holds another plan (a repair delivered since).
"""

from __future__ import annotations

import pytest

from himap_travel.execution.serialization import make_serializer
from himap_travel.state.evaluation import COMMONSENSE_KEYS, HARD_KEYS, Evaluation
from himap_travel.state.graph_state import Candidate, Delivered, PlannerState, PlanResult, add_candidates, candidates_of
from himap_travel.state.plan import Verdict


def judged(iteration: int, status: str = "valid") -> Candidate:
    passed = status == "valid"
    evaluation = Evaluation(commonsense=dict.fromkeys(COMMONSENSE_KEYS, passed), hard=dict.fromkeys(HARD_KEYS, passed),
                            final_pass=passed, total_cost=100.0 * iteration)
    return Candidate(iteration=iteration, plan=[{"days": 1, "current_city": f"city {iteration}"}],
                     verdict=Verdict(status=status, official_pass=passed, strict_pass=passed, total_cost=100.0 * iteration),
                     official=evaluation, strict=evaluation, reward=float(iteration), day_costs={1: 100.0 * iteration},
                     route=[f"city {iteration}"], transport="flight", quality=iteration)


def result_of(candidate: Candidate, verdict: Verdict | None = None) -> PlanResult:
    """The result finalize builds from ``candidate`` (its verdict possibly changed on the way out)."""
    return PlanResult(plan=candidate.plan, verdict=verdict or candidate.verdict, official=candidate.official, strict=candidate.strict,
                      iteration=candidate.iteration, route=candidate.route, transport=candidate.transport, planner=candidate.planner,
                      iterations=candidate.iteration, budget=1000.0, spent_by_day=candidate.day_costs)


def reference_to(candidate: Candidate, index: int) -> Delivered:
    return Delivered(index=index, iteration=candidate.iteration, verdict=candidate.verdict, reward=candidate.reward,
                     quality=candidate.quality)


def test_checks_append_and_a_reference_takes_its_candidates_place():
    first, second = judged(1, "invalid"), judged(2)
    stored = add_candidates(add_candidates([], [first]), [second])
    assert stored == [first, second]
    stored = add_candidates(stored, [reference_to(second, 1)])
    assert stored == [first, reference_to(second, 1)]
    assert candidates_of({"candidates": stored, "result": result_of(second)}) == [first, second]


def test_the_reference_keeps_the_checkers_verdict_not_the_delivered_one():
    unsat = judged(1, "unsat")
    delivered = result_of(unsat, unsat.verdict.model_copy(update={"status": "invalid"}))
    assert candidates_of({"candidates": [reference_to(unsat, 0)], "result": delivered}) == [unsat]


def test_a_stored_list_given_again_adds_up_as_stored():
    """A repair seeded with a finished run's values: its reference comes back at its own place, still resolvable."""
    first, second = judged(1, "invalid"), judged(2)
    stored = [first, reference_to(second, 1)]
    assert add_candidates([], stored) == stored
    assert candidates_of({"candidates": add_candidates(None, stored), "result": result_of(second)}) == [first, second]
    with pytest.raises(ValueError, match="index 3 of a list of 1"):
        add_candidates([], [first, reference_to(second, 3)])


@pytest.mark.parametrize("result", [None, result_of(judged(3))], ids=["no result", "a later plan's result"])
def test_a_reference_the_result_no_longer_holds_is_refused(result):
    """After a repair delivered another plan, the old candidate is gone: never read back as the repaired one."""
    with pytest.raises(LookupError, match="iteration 1"):
        candidates_of({"candidates": [reference_to(judged(1), 0)], "result": result})


def test_a_checkpoint_rebuilds_the_reference_typed():
    serde = make_serializer(PlannerState)
    stored = [judged(1, "invalid"), reference_to(judged(2), 1)]
    loaded = serde.loads_typed(serde.dumps_typed(stored))
    assert loaded == stored and isinstance(loaded[1], Delivered)
