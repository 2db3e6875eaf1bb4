"""The checker's verdict, from its rules, on real plans (train gold plans scored by the real evaluator).

Rules (nodes/checker.py): ``valid`` only when BOTH the official and the strict
evaluation pass; ``unsat`` when a day reported infeasible or the plan cannot
fit the budget (bargaining may help); ``invalid`` otherwise, with the days at
fault, and those days are re-planned (``pending``) while repairs remain.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.sandbox.queries import load_gold_plans
from himap_travel.nodes.checker import assemble, checker, judge
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.plan import Allocation, DayOutcome, DayPlan, DayTask, Infeasibility, Leg
from himap_travel.training.rewards import global_reward

# Train gold plans (0-based positions) and what the evaluator says of them.
BOTH_PASS = 0  # passes official and strict
OFFICIAL_ONLY = 41  # official passes; strict fails days 4 and 5 (attractions outside San Antonio)
OFFICIAL_ONLY_FAULT_DAYS = [4, 5]
# Official prices "Pizza Hut, Philadelphia" as "Pizza Hut Delivery": 15078 official,
# 14988 strict. With a budget of 15000 only strict mode passes the plan.
STRICT_ONLY, STRICT_ONLY_BUDGET = 20, 15000.0

DAY_FIELDS = ("current_city", "transportation", "breakfast", "attraction", "lunch", "dinner", "accommodation")


@pytest.fixture(scope="module")
def gold(train_queries):
    """The train gold plans, each cut to its trip's days (the files pad them with empty rows)."""
    return [plan[: query.spec.days] for query, plan in zip(train_queries, load_gold_plans("train"), strict=True)]


@pytest.fixture(scope="module")
def settings(sandbox):
    return provide(PlannerSettings(), sandbox=sandbox)


def runtime(settings):
    return SimpleNamespace(context=settings)


def outcomes_of(plan: list[dict], iteration: int = 1, costs: dict[int, float] | None = None) -> list[DayOutcome]:
    """The gold plan as the day executors' outcomes (one per day)."""
    costs = costs or {}
    return [
        DayOutcome(
            iteration=iteration,
            day=row["days"],
            plan=DayPlan(day=row["days"], **{key: row[key] for key in DAY_FIELDS}),
            cost=costs.get(row["days"], 10.0 * row["days"]),
        )
        for row in plan
    ]


def state_for(spec, plan, *, iteration=1, repairs=0, extra_outcomes=(), allocation=None):
    return {
        "spec": spec,
        "iteration": iteration,
        "outcomes": [*outcomes_of(plan, iteration), *extra_outcomes],
        "repairs": repairs,
        "allocation": allocation,
    }


def scored(spec, plan, sandbox):
    return evaluate_plan(spec, plan, sandbox, "official"), evaluate_plan(spec, plan, sandbox, "strict")


# --- the premises, checked with the evaluator itself --------------------------------------


def test_the_chosen_gold_plans_are_what_the_tests_say(gold, train_queries, sandbox):
    official, strict = scored(train_queries[BOTH_PASS].spec, gold[BOTH_PASS], sandbox)
    assert official.final_pass and strict.final_pass
    official, strict = scored(train_queries[OFFICIAL_ONLY].spec, gold[OFFICIAL_ONLY], sandbox)
    assert official.final_pass and not strict.final_pass
    spec = train_queries[STRICT_ONLY].spec.model_copy(update={"budget": STRICT_ONLY_BUDGET})
    official, strict = scored(spec, gold[STRICT_ONLY], sandbox)
    assert strict.final_pass and not official.final_pass
    assert strict.total_cost <= STRICT_ONLY_BUDGET < official.total_cost


# --- valid: both modes must pass ----------------------------------------------------------


def test_a_plan_both_modes_pass_is_valid_and_nothing_is_replanned(gold, train_queries, settings):
    spec, plan = train_queries[BOTH_PASS].spec, gold[BOTH_PASS]
    update = checker(state_for(spec, plan), runtime(settings))
    verdict = update["verdict"]
    assert verdict.status == "valid"
    assert verdict.official_pass is True and verdict.strict_pass is True
    assert verdict.fault_days == [] and verdict.failures == [] and verdict.deficit == 0
    assert update["pending"] == [] and "repairs" not in update
    [candidate] = update["candidates"]
    assert candidate.plan == plan and candidate.verdict == verdict and candidate.iteration == 1
    assert candidate.official.final_pass and candidate.strict.final_pass


def test_official_pass_alone_is_not_valid(gold, train_queries, settings):
    spec, plan = train_queries[OFFICIAL_ONLY].spec, gold[OFFICIAL_ONLY]
    update = checker(state_for(spec, plan), runtime(settings))
    verdict = update["verdict"]
    assert verdict.status == "invalid", verdict
    assert verdict.official_pass is True and verdict.strict_pass is False
    assert verdict.fault_days == OFFICIAL_ONLY_FAULT_DAYS
    assert update["candidates"][0].strict.final_pass is False


def test_strict_pass_alone_is_not_valid(gold, train_queries, settings):
    spec = train_queries[STRICT_ONLY].spec.model_copy(update={"budget": STRICT_ONLY_BUDGET})
    update = checker(state_for(spec, gold[STRICT_ONLY]), runtime(settings))
    verdict = update["verdict"]
    assert verdict.status != "valid", verdict
    assert verdict.official_pass is False and verdict.strict_pass is True
    # the official failures are reported even though strict mode has none
    assert verdict.failures and verdict.failures == update["candidates"][0].official.failures


def test_a_plan_failing_both_modes_is_not_valid(gold, train_queries, settings):
    spec, plan = train_queries[BOTH_PASS].spec, [dict(day) for day in gold[BOTH_PASS]]
    plan[1]["accommodation"] = "-"  # a night with no lodging: complete_information fails in both modes
    official, strict = scored(spec, plan, settings.given["sandbox"])
    assert not official.final_pass and not strict.final_pass
    verdict = checker(state_for(spec, plan), runtime(settings))["verdict"]
    assert verdict.status == "invalid"
    assert verdict.official_pass is False and verdict.strict_pass is False


# --- invalid: the days at fault are re-planned while repairs remain -----------------------


def test_fault_days_are_sent_back_while_repairs_remain(gold, train_queries, sandbox):
    spec, plan = train_queries[OFFICIAL_ONLY].spec, gold[OFFICIAL_ONLY]
    settings = provide(PlannerSettings(max_repairs=2), sandbox=sandbox)
    for done in (0, 1):
        update = checker(state_for(spec, plan, repairs=done), runtime(settings))
        assert update["pending"] == OFFICIAL_ONLY_FAULT_DAYS
        assert update["repairs"] == done + 1


def test_no_replanning_once_repairs_are_spent(gold, train_queries, sandbox):
    spec, plan = train_queries[OFFICIAL_ONLY].spec, gold[OFFICIAL_ONLY]
    settings = provide(PlannerSettings(max_repairs=2), sandbox=sandbox)
    update = checker(state_for(spec, plan, repairs=2), runtime(settings))
    assert update["verdict"].status == "invalid"
    assert update["pending"] == [] and "repairs" not in update
    never = provide(PlannerSettings(max_repairs=0), sandbox=sandbox)
    update = checker(state_for(spec, plan), runtime(never))
    assert update["pending"] == [] and "repairs" not in update


def test_default_settings_allow_one_repair(gold, train_queries, settings):
    spec, plan = train_queries[OFFICIAL_ONLY].spec, gold[OFFICIAL_ONLY]
    assert checker(state_for(spec, plan), runtime(settings))["pending"] == OFFICIAL_ONLY_FAULT_DAYS
    assert checker(state_for(spec, plan, repairs=1), runtime(settings))["pending"] == []


def test_an_invalid_plan_without_fault_days_is_not_replanned(gold, train_queries, settings):
    spec = train_queries[STRICT_ONLY].spec.model_copy(update={"budget": STRICT_ONLY_BUDGET})
    update = checker(state_for(spec, gold[STRICT_ONLY]), runtime(settings))
    assert update["verdict"].status == "invalid" and update["verdict"].fault_days == []
    assert update["pending"] == [] and "repairs" not in update


# --- unsat: the budget cannot be met, or a day is infeasible -----------------------------


def test_a_plan_over_budget_is_unsat_with_its_deficit_and_not_replanned(gold, train_queries, settings, sandbox):
    spec, plan = train_queries[BOTH_PASS].spec, gold[BOTH_PASS]
    strict_cost = evaluate_plan(spec, plan, sandbox, "strict").total_cost
    tight = spec.model_copy(update={"budget": strict_cost - 12.345})
    update = checker(state_for(tight, plan), runtime(settings))
    verdict = update["verdict"]
    assert verdict.status == "unsat"
    assert verdict.deficit == pytest.approx(12.35)  # rounded to cents
    assert verdict.total_cost == pytest.approx(strict_cost)
    assert update["pending"] == []


def test_the_allocation_deficit_counts_even_when_the_plan_fits(gold, train_queries, settings):
    spec, plan = train_queries[OFFICIAL_ONLY].spec, gold[OFFICIAL_ONLY]
    allocation = Allocation(route=["Dallas"], transport="flight", tasks=[], estimated_cost=1.0, deficit=99.994)
    verdict = checker(state_for(spec, plan, allocation=allocation), runtime(settings))["verdict"]
    assert verdict.status == "unsat" and verdict.deficit == 99.99


def test_an_infeasible_day_makes_the_plan_unsat_and_is_named(gold, train_queries, settings):
    spec, plan = train_queries[OFFICIAL_ONLY].spec, gold[OFFICIAL_ONLY]
    day3 = outcomes_of(plan)[2]
    infeasible = day3.model_copy(
        update={"infeasible": Infeasibility(day=3, violation_type="availability", reason="no hotel left"), "attempt": 2}
    )
    update = checker(state_for(spec, plan, extra_outcomes=[infeasible]), runtime(settings))
    verdict = update["verdict"]
    assert verdict.status == "unsat"
    assert verdict.failures[-1] == "day 3 infeasible (availability): no hotel left"
    assert update["pending"] == []


def test_an_infeasible_day_of_an_earlier_iteration_does_not_count(gold, train_queries, settings):
    spec, plan = train_queries[BOTH_PASS].spec, gold[BOTH_PASS]
    old = DayOutcome(
        iteration=1, day=1, plan=DayPlan(day=1, current_city=spec.org),
        infeasible=Infeasibility(day=1, violation_type="budget", reason="too dear"),
    )
    verdict = checker(state_for(spec, plan, iteration=2, extra_outcomes=[old]), runtime(settings))["verdict"]
    assert verdict.status == "valid"


# --- what the checker scores: the current iteration's newest outcome of each day ---------


def test_assemble_takes_each_days_latest_outcome_of_this_iteration(gold, train_queries):
    spec, plan = train_queries[BOTH_PASS].spec, gold[BOTH_PASS]
    stale = DayOutcome(iteration=1, day=2, plan=DayPlan(day=2, current_city="Nowhere"), cost=999.0)
    replanned = outcomes_of(plan, iteration=2)[1].model_copy(update={"attempt": 2, "cost": 7.5})
    state = {
        "spec": spec,
        "iteration": 2,
        "outcomes": [stale, *outcomes_of(plan, iteration=2), replanned],
    }
    assembled, costs = assemble(state)
    assert assembled == plan
    assert costs == {1: 10.0, 2: 7.5, 3: 30.0}


def test_assemble_leaves_a_day_without_outcome_empty_in_its_city(train_queries):
    spec = train_queries[BOTH_PASS].spec
    leg = Leg(origin=spec.org, destination=spec.dest, mode="flight")
    task = DayTask(day=1, date=spec.date[0], role="departure", city=spec.dest, leg=leg,
                   people=1, budget_total=spec.budget, budget_hint=1.0)
    allocation = Allocation(route=[spec.dest], transport="flight", tasks=[task], estimated_cost=1.0)
    assembled, costs = assemble({"spec": spec, "iteration": 1, "outcomes": [], "allocation": allocation})
    assert costs == {}
    assert [row["days"] for row in assembled] == list(range(1, spec.days + 1))
    assert assembled[0]["current_city"] == f"from {spec.org} to {spec.dest}"
    assert assembled[1]["current_city"] == spec.org  # no task for day 2: the origin
    for row in assembled:
        assert all(row[key] == "-" for key in DAY_FIELDS[1:])
    assembled, _ = assemble({"spec": spec, "iteration": 1, "outcomes": []})
    assert all(row["current_city"] == spec.org for row in assembled)


# --- the candidate the checker hands to finalize -----------------------------------------


def test_the_candidate_carries_the_reward_costs_and_route(gold, train_queries, settings, sandbox):
    spec, plan = train_queries[OFFICIAL_ONLY].spec, gold[OFFICIAL_ONLY]
    allocation = Allocation(route=["Dallas", "San Antonio"], transport="flight", tasks=[], estimated_cost=1.0)
    update = checker(state_for(spec, plan, iteration=3, allocation=allocation), runtime(settings))
    [candidate] = update["candidates"]
    strict = evaluate_plan(spec, plan, sandbox, "strict")
    assert candidate.iteration == 3
    assert candidate.route == ["Dallas", "San Antonio"] and candidate.transport == "flight"
    assert candidate.day_costs == {day: 10.0 * day for day in range(1, spec.days + 1)}
    expected = global_reward(False, {**strict.commonsense, **strict.hard}, strict.total_cost, spec.budget)
    assert candidate.reward == pytest.approx(expected)
    assert candidate.strict == strict
    assert candidate.official == evaluate_plan(spec, plan, sandbox, "official")
    no_route = checker(state_for(spec, plan), runtime(settings))["candidates"][0]
    assert no_route.route == [] and no_route.transport == ""


def test_a_valid_plan_is_rewarded_for_validity(gold, train_queries, settings, sandbox):
    spec, plan = train_queries[BOTH_PASS].spec, gold[BOTH_PASS]
    [candidate] = checker(state_for(spec, plan), runtime(settings))["candidates"]
    strict = evaluate_plan(spec, plan, sandbox, "strict")
    checks = {**strict.commonsense, **strict.hard}
    assert candidate.reward == pytest.approx(global_reward(True, checks, strict.total_cost, spec.budget))
    assert candidate.reward > 1.0


def test_judge_lists_strict_failures_first_without_duplicates(gold, train_queries, settings):
    spec, plan = train_queries[OFFICIAL_ONLY].spec, gold[OFFICIAL_ONLY]
    verdict, official, strict = judge(state_for(spec, plan), plan, settings)
    assert official.failures == [] and strict.failures
    assert verdict.failures == strict.failures
    assert verdict.total_cost == strict.total_cost
    broken = [dict(day) for day in plan]
    broken[1]["accommodation"] = "-"
    verdict, official, strict = judge(state_for(spec, broken), broken, settings)
    expected = list(dict.fromkeys([*strict.failures, *official.failures]))
    assert verdict.failures == expected and len(expected) < len(strict.failures) + len(official.failures)


# --- edges of the rules (found by mutation testing) --------------------------------------


def test_a_deficit_under_a_dollar_is_still_unsat(gold, train_queries, settings, sandbox):
    spec, plan = train_queries[BOTH_PASS].spec, gold[BOTH_PASS]
    strict_cost = evaluate_plan(spec, plan, sandbox, "strict").total_cost
    verdict = checker(state_for(spec.model_copy(update={"budget": strict_cost - 0.5}), plan), runtime(settings))["verdict"]
    assert verdict.status == "unsat" and verdict.deficit == 0.5


def test_the_deficit_is_never_negative(gold, train_queries, settings):
    spec, plan = train_queries[OFFICIAL_ONLY].spec, gold[OFFICIAL_ONLY]
    allocation = Allocation(route=["Dallas"], transport="flight", tasks=[], estimated_cost=1.0, deficit=-40.0)
    verdict = checker(state_for(spec, plan, allocation=allocation), runtime(settings))["verdict"]
    assert verdict.deficit == 0.0 and verdict.status == "invalid"


def test_an_unpriced_plan_has_no_deficit_even_on_a_tiny_budget(train_queries, settings):
    spec = train_queries[BOTH_PASS].spec.model_copy(update={"budget": 0.5})
    empty = [DayPlan(day=day, current_city=spec.org).to_submission() for day in range(1, spec.days + 1)]
    verdict = checker(state_for(spec, empty), runtime(settings))["verdict"]
    assert verdict.total_cost in (0.0, None)
    assert verdict.deficit == 0.0 and verdict.status == "invalid"


@pytest.mark.parametrize("day", [1, 3])
def test_the_first_and_the_last_day_can_be_at_fault(gold, train_queries, settings, day):
    spec, plan = train_queries[BOTH_PASS].spec, [dict(row) for row in gold[BOTH_PASS]]
    plan[day - 1]["breakfast"] = "Nowhere Diner, Rockford"  # not in the sandbox
    update = checker(state_for(spec, plan), runtime(settings))
    assert update["verdict"].status == "invalid"
    assert update["verdict"].fault_days == [day] and update["pending"] == [day]


def test_a_state_without_a_repair_count_has_every_repair_left(gold, train_queries, settings):
    spec, plan = train_queries[OFFICIAL_ONLY].spec, gold[OFFICIAL_ONLY]
    state = state_for(spec, plan)
    del state["repairs"]
    update = checker(state, runtime(settings))
    assert update["pending"] == OFFICIAL_ONLY_FAULT_DAYS and update["repairs"] == 1


def test_the_reward_of_an_overspending_plan_pays_for_the_overspend(gold, train_queries, settings, sandbox):
    spec, plan = train_queries[BOTH_PASS].spec, gold[BOTH_PASS]
    strict = evaluate_plan(spec, plan, sandbox, "strict")
    tight = spec.model_copy(update={"budget": strict.total_cost / 2})
    [candidate] = checker(state_for(tight, plan), runtime(settings))["candidates"]
    checks = {**strict.commonsense, **{**strict.hard, "budget": False}}
    assert candidate.reward == pytest.approx(global_reward(False, checks, strict.total_cost, tight.budget))
    assert candidate.reward < global_reward(False, checks, None, tight.budget) - 0.5  # overspend of 100 % costs 1


def test_a_city_destination_longer_than_three_days_is_judged_as_given(sandbox, validation_queries):
    """Official mode's state rule fails every '5 days in <city>' plan; the checker judges the city the user gave."""
    from himap_travel.domain.evaluation.judge import judge_plan
    from himap_travel.planning.solver import solve_trip

    for row in validation_queries:
        three = row.spec
        if three.visiting_city_number != 1 or three.days != 3:
            continue
        start = three.date[0]
        five = three.model_copy(update={"days": 5, "date": [start[:8] + f"{int(start[8:]) + i:02d}" for i in range(5)],
                                        "budget": 100_000.0})
        found = solve_trip(five, sandbox)
        if found.status == "plan":
            break
    else:
        raise AssertionError("no 3-day city trip of validation_dev can be made 5 days long")
    verdict, official, strict = judge_plan(five, found.plan, sandbox)
    assert strict.final_pass and official.failed_checks() == ["reasonable_city_route"]
    assert verdict.status == "valid" and not verdict.official_pass
    assert verdict.failures == [] and verdict.notes and all(f.startswith("official mode only") for f in verdict.notes)
    other = found.plan[:1] + [dict(day, current_city=three.org) if i == 1 else day for i, day in enumerate(found.plan[1:], 1)]
    assert judge_plan(five, other, sandbox)[0].status != "valid"  # a route that leaves the city still fails
