"""Issue 13: a single-city trip of more than 3 days is judged against the destination the user gave in strict mode;
official mode keeps the benchmark's rule (a trip longer than 3 days goes to a state)."""

from __future__ import annotations

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.parsing import parse_query
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings


@pytest.fixture(scope="module")
def five_days_in_san_francisco(sandbox, planner):
    spec = parse_query("Plan a 5-day trip for 2 people from Seattle to San Francisco from March 10th to March 14th, 2022, "
                       "with a budget of $4,000.", sandbox)
    out = planner.invoke({"spec": spec}, context=provide(PlannerSettings(), sandbox=sandbox))
    return spec, out["plan"]


def test_the_single_city_trip_is_read_as_one_city(five_days_in_san_francisco):
    spec, plan = five_days_in_san_francisco
    assert (spec.dest, spec.days, spec.visiting_city_number) == ("San Francisco", 5, 1)
    assert {day["current_city"] for day in plan[1:-1]} == {"San Francisco"}


def test_strict_judges_it_against_the_city_official_keeps_the_benchmark_rule(five_days_in_san_francisco, sandbox):
    spec, plan = five_days_in_san_francisco
    strict = evaluate_plan(spec, plan, sandbox, mode="strict")
    official = evaluate_plan(spec, plan, sandbox, mode="official")
    assert strict.commonsense["reasonable_city_route"] is True
    assert official.commonsense["reasonable_city_route"] is False
    assert any("'San Francisco' is in California, not in San Francisco" in f for f in official.failures)


def test_strict_fails_a_stop_that_is_not_the_destination_city(five_days_in_san_francisco, sandbox):
    spec, plan = five_days_in_san_francisco
    other = next(c for c in sandbox.cities_in_state("California") if c != "San Francisco")
    moved = [dict(day) for day in plan]
    moved[0]["current_city"] = f"from Seattle to {other}"
    for day in moved[1:-1]:
        day["current_city"] = other
    moved[-1]["current_city"] = f"from {other} to Seattle"
    strict = evaluate_plan(spec, moved, sandbox, mode="strict")
    assert strict.commonsense["reasonable_city_route"] is False
    assert any(f"{other!r} is not the destination San Francisco" in f for f in strict.failures)


def test_a_state_destination_accepts_its_cities_in_strict_mode(sandbox, train_queries):
    row = next(r for r in train_queries if r.spec.visiting_city_number > 1)
    stops = list(sandbox.cities_in_state(row.spec.dest))[:1] * (row.spec.days - 2)
    plan = [{"days": 1, "current_city": f"from {row.spec.org} to {stops[0]}"}] + [
        {"days": d, "current_city": stops[0]} for d in range(2, row.spec.days)
    ] + [{"days": row.spec.days, "current_city": f"from {stops[0]} to {row.spec.org}"}]
    assert "reasonable_city_route" not in " ".join(evaluate_plan(row.spec, plan, sandbox, mode="strict").reasons)
    elsewhere = next(c for c, s in sandbox.cities.items() if s != row.spec.dest)
    plan[1]["current_city"] = plan[2]["current_city"] = elsewhere
    strict = evaluate_plan(row.spec, plan, sandbox, mode="strict")
    assert strict.commonsense["reasonable_city_route"] is False
