"""The decisions end to end, in the real graph with the expert policy on a train query.

A policy that plans day 2's attraction in the wrong city on its first try in
iteration 1 (strict mode rejects it, official mode passes it) makes the
checker's rules visible: the faulty day is re-planned while repairs remain;
with no repairs the iteration is not valid, bargaining starts a new iteration,
and that iteration starts from a rolled-back Σ.
"""

from __future__ import annotations

import threading

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.nodes.finalize import best_candidate
from himap_travel.planning.policies.expert import ExpertPolicy
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import candidates_of, result_of

ELSEWHERE = "Houston Zoo, Houston"  # a real attraction, not in the trip's city


class WrongCityOnce(ExpertPolicy):
    """The expert, except day 2's first plan of iteration 1 visits an attraction in another city.

    Records the Σ snapshot each executor was sent (its days and spend).
    """

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[int, int, int, tuple[int, ...], float]] = []
        self.lock = threading.Lock()

    def plan_day(self, task, sigma, avoid, tools, iteration, attempt, note=""):
        with self.lock:
            self.seen.append((iteration, task.day, attempt, tuple(sorted(sigma.days)), sigma.budget_used))
        outcome = super().plan_day(task, sigma, avoid, tools, iteration, attempt, note=note)
        if (iteration, task.day, attempt) == (1, 2, 1):
            outcome = outcome.model_copy(update={"plan": outcome.plan.model_copy(update={"attraction": ELSEWHERE})})
        return outcome


class WrongCityOnceRebargains(WrongCityOnce):
    """...whose coordinator answers bargaining with another allocation (a hair less for each day): a new iteration runs."""

    def allocate(self, spec, feedback, tools):
        allocation = super().allocate(spec, feedback, tools)
        if not feedback:
            return allocation
        tasks = [t.model_copy(update={"budget_hint": t.budget_hint * 0.99 ** len(feedback)}) for t in allocation.tasks]
        return allocation.model_copy(update={"tasks": tasks})


@pytest.fixture()
def spec(train_queries):
    return train_queries[0].spec  # 3 days in Rockford


def plan_with(planner, sandbox, spec, policy_type=WrongCityOnce, **settings):
    policy = policy_type()
    context = provide(PlannerSettings(**settings), sandbox=sandbox, policy=policy)
    return planner.invoke({"spec": spec}, context=context), policy


def test_the_wrong_city_plan_passes_official_but_not_strict(planner, sandbox, spec):
    out, _ = plan_with(planner, sandbox, spec, max_repairs=0, max_iterations=1)
    first = candidates_of(out)[0]
    assert first.official.final_pass and not first.strict.final_pass
    assert first.verdict.status == "invalid" and first.verdict.fault_days == [2]


def test_the_checker_replans_the_faulty_day_and_delivers_a_valid_plan(planner, sandbox, spec):
    out, policy = plan_with(planner, sandbox, spec)
    attempts = [(o.iteration, o.day, o.attempt) for o in out["outcomes"]]
    assert (1, 2, 2) in attempts  # day 2 planned again
    assert [a for a in attempts if a[1] != 2 and a[2] > 1] == []  # and only day 2
    assert [c.verdict.status for c in out["candidates"]] == ["invalid", "valid"]
    result = result_of(out)
    assert result.verdict.status == "valid" and result.iteration == 1 and result.iterations == 1
    assert evaluate_plan(spec, result.plan, sandbox, "strict").final_pass
    assert evaluate_plan(spec, result.plan, sandbox, "official").final_pass


def test_without_repairs_a_repeated_allocation_ends_bargaining(planner, sandbox, spec):
    """The coordinator would send the same allocation again: no identical round; the solver delivers."""
    out, policy = plan_with(planner, sandbox, spec, max_repairs=0)
    assert [c.verdict.status for c in out["candidates"]] == ["invalid", "valid"]
    assert [c.planner for c in candidates_of(out)] == ["hierarchy", "solver"]
    assert {it for it, *_ in policy.seen} == {1} and out["result"].iterations == 1
    assert "would repeat iteration 1's allocation" in out["stalled"]


def test_without_repairs_a_new_iteration_starts_from_a_rolled_back_sigma(planner, sandbox, spec):
    out, policy = plan_with(planner, sandbox, spec, WrongCityOnceRebargains, max_repairs=0)
    assert [c.verdict.status for c in out["candidates"]] == ["invalid", "valid"]
    assert out["result"].iteration == 2 and out["result"].iterations == 2
    first_sends = [(it, day, days, used) for it, day, attempt, days, used in policy.seen if attempt == 1]
    assert {it for it, *_ in first_sends} == {1, 2}
    for iteration, day, days, used in first_sends:
        assert days == () and used == 0, (iteration, day, days, used)  # nothing of iteration 1 is left
    # iteration 2 re-plans the same days with the same venues: Σ accepts every commit
    assert [r for r in out["sigma"].rejections if r.enforced] == []
    assert sorted(out["sigma"].days) == [1, 2, 3]
    assert out["sigma"].budget_used == pytest.approx(sum(out["result"].spent_by_day.values()))


def test_the_delivered_plan_is_the_best_candidate(planner, sandbox, spec):
    tight = spec.model_copy(update={"budget": 50.0})  # every iteration is unsat
    rebargains = WrongCityOnceRebargains()
    out = planner.invoke({"spec": tight}, context=provide(PlannerSettings(solver_fallback=False), sandbox=sandbox, policy=rebargains))
    candidates = candidates_of(out)  # the delivered one rebuilt from the result (stored once)
    assert [c.iteration for c in candidates] == [1, 2, 3]
    top = max(c.reward for c in candidates)
    expected = next(c for c in candidates if c.reward == top)  # the earliest of the best
    assert out["result"].iteration == expected.iteration
    assert out["plan"] == expected.plan
    assert best_candidate(candidates) is expected
    stored = out["candidates"]  # the delivered plan is kept once, in the result: its candidate's place holds a reference
    assert [type(c).__name__ for c in stored] == ["Delivered" if c is expected else "Candidate" for c in candidates]
