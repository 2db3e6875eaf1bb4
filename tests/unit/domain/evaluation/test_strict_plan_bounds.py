"""Strict mode holds a plan to the trip it was asked for, where the official scorer reads less: the days after the
trip's last one (the official scorer reads only the first ``days``) and a flight's stated times (it reads only the
number). Official mode keeps its verdicts."""

from __future__ import annotations

import copy
import re

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.sandbox.queries import load_gold_plans

STRICT_REJECTED = 41  # the one gold plan strict mode rejects (see test_evaluator_gold)


@pytest.fixture(scope="module")
def passing(train_queries, sandbox):
    """(query, gold plan) pairs that pass in both modes, the first with a flight first."""
    pairs = [(q, p) for q, p in zip(train_queries, load_gold_plans("train"), strict=True) if q.position != STRICT_REJECTED]
    return sorted(pairs, key=lambda pair: "Flight Number" not in str(pair[1][0]["transportation"]))


def _verdicts(query, plan, sandbox):
    return evaluate_plan(query.spec, plan, sandbox, "official"), evaluate_plan(query.spec, plan, sandbox, "strict")


def test_a_plan_that_goes_on_past_the_trip_fails_strictly_and_passes_officially(passing, sandbox):
    query, plan = passing[0]
    trip = plan[: query.spec.days]  # the gold files pad short trips with blank days
    longer = trip + copy.deepcopy(trip) * 300  # a 3-day request answered with hundreds of days
    official, strict = _verdicts(query, longer, sandbox)
    assert official.final_pass
    assert not strict.final_pass and strict.commonsense["complete_information"] is False
    assert any(f"past the trip's {query.spec.days} days: day {query.spec.days + 1} and" in r for r in strict.failures), strict.failures


def test_blank_days_after_the_trip_are_padding_not_plans(passing, sandbox):
    query, plan = passing[0]
    assert len(plan) > query.spec.days  # the gold file's own blank days after the trip pass too
    padding = [{"days": len(plan) + 1, "current_city": "-", "transportation": "-", "breakfast": "-", "attraction": "-",
                "lunch": "-", "dinner": "-", "accommodation": "-"}]
    official, strict = _verdicts(query, plan + padding, sandbox)
    assert official.final_pass and strict.final_pass


@pytest.mark.parametrize("label", ["Departure", "Arrival"])
def test_a_flight_with_times_the_data_does_not_have_fails_strictly_only(passing, sandbox, label):
    query, plan = passing[0]
    assert "Flight Number" in plan[0]["transportation"]
    assert _verdicts(query, plan, sandbox)[1].final_pass
    wrong = copy.deepcopy(plan)
    wrong[0]["transportation"] = re.sub(rf"{label} Time: [^,]*", f"{label} Time: 99:99", wrong[0]["transportation"])
    assert wrong[0]["transportation"] != plan[0]["transportation"]
    official, strict = _verdicts(query, wrong, sandbox)
    assert official.final_pass
    assert not strict.final_pass and strict.commonsense["within_sandbox"] is False
    assert any(f"{label.lower()} time is" in r and "not 99:99" in r for r in strict.failures)
