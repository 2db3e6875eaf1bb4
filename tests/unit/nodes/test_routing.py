"""The graph's conditional edges, from their rules (nodes/routing.py).

- after_extract: an extraction error ends the run; otherwise the coordinator plans, or the solver
  under ``--policy solver``.
- dispatch_days: one ``Send`` per day task (attempt 1, nothing to avoid); without an allocation the
  solver (once, unless the 'no-solver' ablation), else finalize.
- after_join: days whose commits Σ refused go again (attempt + 1, the rejection as observation);
  none pending → checker.
- after_checker: valid → finalize; faulty days pending → re-plan exactly those; otherwise
  bargain while iteration < max_iterations; when the iterations are spent, the solver (once, unless
  the 'no-solver' ablation), then finalize.
"""

from __future__ import annotations

import pytest
from langgraph.graph import END
from langgraph.runtime import Runtime
from langgraph.types import Send

from himap_travel.nodes.routing import after_checker, after_extract, after_join, dispatch_days
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.plan import Allocation, DayOutcome, DayPlan, DayTask, Leg, Verdict
from himap_travel.state.sigma import Booking, CommitDay, Reset
from himap_travel.state.sigma_reducer import reduce_sigma

DAYS = 4
NO_SOLVER = Runtime(context=PlannerSettings(solver_fallback=False))
WITH_SOLVER = Runtime(context=PlannerSettings())
SOLVER_POLICY = Runtime(context=PlannerSettings(policy="solver"))


def task(day: int) -> DayTask:
    leg = Leg(origin="Houston", destination="Austin", mode="flight") if day == 1 else None
    return DayTask(day=day, date=f"2022-03-0{day}", role="stay", city="Austin", leg=leg,
                   people=2, budget_total=1000.0, budget_hint=250.0)


ALLOCATION = Allocation(route=["Austin"], transport="flight", tasks=[task(d) for d in range(1, DAYS + 1)],
                        estimated_cost=900.0)


def outcome(day: int, attempt: int = 1, iteration: int = 2) -> DayOutcome:
    return DayOutcome(iteration=iteration, day=day, attempt=attempt, plan=DayPlan(day=day, current_city="Austin"))


def verdict(status: str, failures=()) -> Verdict:
    return Verdict(status=status, official_pass=status == "valid", strict_pass=status == "valid",
                   failures=list(failures))


def sigma_with_refusals():
    """Σ where day 2 lost a restaurant to day 1 and day 3 overran the budget."""
    sigma = reduce_sigma(None, Reset(budget_total=100.0, days=DAYS))
    coco = Booking(kind="restaurant", name="Coco Bambu", city="Austin", cost=10.0)
    sigma = reduce_sigma(sigma, CommitDay(day=1, bookings=[coco], cost=10.0))
    sigma = reduce_sigma(sigma, CommitDay(day=2, bookings=[coco], cost=10.0))
    return reduce_sigma(sigma, CommitDay(day=3, cost=500.0))


def base_state(**extra):
    state = {"sigma": sigma_with_refusals(), "iteration": 2, "allocation": ALLOCATION, "outcomes": []}
    state.update(extra)
    return state


def sends_by_day(result) -> dict[int, dict]:
    assert isinstance(result, list) and all(isinstance(send, Send) for send in result), result
    assert all(send.node == "day_executor" for send in result)
    return {send.arg["task"].day: send.arg for send in result}


# --- after_extract ----------------------------------------------------------------------


def test_after_extract_ends_on_an_error_and_plans_otherwise():
    assert after_extract({"error": "no such city"}, WITH_SOLVER) == END
    assert after_extract({"error": "no such city"}, SOLVER_POLICY) == END
    assert after_extract({"error": None}, WITH_SOLVER) == "coordinator"
    assert after_extract({}, WITH_SOLVER) == "coordinator"
    assert after_extract({}, SOLVER_POLICY) == "solve"


# --- dispatch_days -------------------------------------------------------------------------


def test_dispatch_sends_every_day_once_with_a_fresh_attempt():
    state = base_state()
    payloads = sends_by_day(dispatch_days(state, WITH_SOLVER))
    assert sorted(payloads) == list(range(1, DAYS + 1))
    for day, payload in payloads.items():
        assert payload == {"task": task(day), "sigma": state["sigma"], "iteration": 2,
                           "attempt": 1, "avoid": [], "observation": "", "world": []}


def test_dispatch_without_an_allocation_finalizes():
    assert dispatch_days(base_state(allocation=None), NO_SOLVER) == "finalize"
    assert dispatch_days(base_state(allocation=None), WITH_SOLVER) == "solve"
    assert dispatch_days(base_state(allocation=None, solved=True), WITH_SOLVER) == "finalize"
    state = base_state()
    del state["allocation"]
    assert dispatch_days(state, NO_SOLVER) == "finalize"


# --- after_join ------------------------------------------------------------------------------


def test_after_join_goes_to_the_checker_when_nothing_is_pending():
    assert after_join(base_state(pending=[])) == "checker"
    assert after_join(base_state()) == "checker"


def test_after_join_resends_exactly_the_refused_days_with_the_rejection():
    state = base_state(pending=[2, 3], outcomes=[outcome(1), outcome(2, attempt=1), outcome(3, attempt=2)])
    payloads = sends_by_day(after_join(state))
    assert sorted(payloads) == [2, 3]
    two, three = payloads[2], payloads[3]
    assert two["attempt"] == 2 and three["attempt"] == 3
    assert two["avoid"] == ["Coco Bambu"] and three["avoid"] == []
    duplicate = state["sigma"].last_rejection_for(2)
    assert two["observation"] == f"Σ rejected your commit: DUPLICATE_VENUE: {duplicate.message}"
    assert three["observation"].startswith("Σ rejected your commit: BUDGET_EXCEEDED: day 3 costs 500.00")
    assert two["task"] == task(2) and two["sigma"] is state["sigma"] and two["iteration"] == 2


def test_after_join_counts_attempts_in_the_current_iteration_only():
    state = base_state(pending=[2], outcomes=[outcome(2, attempt=5, iteration=1)])
    assert sends_by_day(after_join(state))[2]["attempt"] == 1
    state = base_state(pending=[2], outcomes=[outcome(2, attempt=1), outcome(2, attempt=2)])
    assert sends_by_day(after_join(state))[2]["attempt"] == 3


def test_after_join_for_a_day_without_a_logged_rejection_sends_no_note():
    state = base_state(pending=[4], outcomes=[outcome(4)])
    payload = sends_by_day(after_join(state))[4]
    assert payload["observation"] == "" and payload["avoid"] == []


# --- after_checker ----------------------------------------------------------------------------


def test_a_valid_verdict_finalizes_even_with_iterations_left():
    assert after_checker(base_state(verdict=verdict("valid"), iteration=1, max_iterations=3), NO_SOLVER) == "finalize"
    assert after_checker(base_state(verdict=verdict("valid"), iteration=1, max_iterations=3, pending=[2]), NO_SOLVER) == "finalize"


def test_fault_days_pending_are_replanned_with_the_checkers_findings():
    failures = [f"day {n}: problem {n}" for n in range(1, 8)]
    state = base_state(verdict=verdict("invalid", failures), pending=[1, 4], iteration=3, max_iterations=3,
                       outcomes=[outcome(1, attempt=2, iteration=3), outcome(4, iteration=3)])
    payloads = sends_by_day(after_checker(state, NO_SOLVER))
    assert sorted(payloads) == [1, 4]
    note = "the checker found: " + "; ".join(failures[:5])
    for day, attempt in ((1, 3), (4, 2)):
        assert payloads[day]["attempt"] == attempt
        assert payloads[day]["observation"] == note
        assert payloads[day]["avoid"] == []
        assert payloads[day]["iteration"] == 3


@pytest.mark.parametrize("status", ["invalid", "unsat"])
@pytest.mark.parametrize("iteration, max_iterations, expected", [
    (1, 3, "bargain"), (2, 3, "bargain"), (3, 3, "finalize"), (4, 3, "finalize"), (1, 1, "finalize"), (1, 2, "bargain"),
])
def test_bargaining_only_while_iterations_remain(status, iteration, max_iterations, expected):
    state = base_state(verdict=verdict(status), iteration=iteration, max_iterations=max_iterations, pending=[])
    assert after_checker(state, NO_SOLVER) == expected


def test_without_iteration_bounds_a_run_does_not_bargain():
    state = base_state(verdict=verdict("unsat"))
    del state["iteration"]
    assert after_checker(state, NO_SOLVER) == "finalize"  # iteration 1 of max 1
    state = base_state(verdict=verdict("unsat"))
    state["iteration"] = 1
    assert after_checker(state, NO_SOLVER) == "finalize"  # max_iterations defaults to 1
    state["max_iterations"] = 2
    assert after_checker(state, NO_SOLVER) == "bargain"
    del state["iteration"]
    assert after_checker(state, NO_SOLVER) == "bargain"  # iteration defaults to 1 < 2


@pytest.mark.parametrize("status", ["invalid", "unsat"])
def test_when_the_iterations_are_spent_the_solver_runs_once(status):
    state = base_state(verdict=verdict(status), iteration=3, max_iterations=3, pending=[])
    assert after_checker(state, WITH_SOLVER) == "solve"
    assert after_checker({**state, "solved": True}, WITH_SOLVER) == "finalize"
    assert after_checker(state, NO_SOLVER) == "finalize"
    assert after_checker({**state, "iteration": 2}, WITH_SOLVER) == "bargain"  # bargaining first
    assert after_checker({**state, "verdict": verdict("valid")}, WITH_SOLVER) == "finalize"
