"""day_cost: the budget check's arithmetic, item by item."""

from __future__ import annotations

import math

import pytest

from himap_travel.domain.evaluation import day_cost, evaluate_plan
from himap_travel.domain.sandbox.queries import load_gold_plans


@pytest.fixture(scope="module")
def gold():
    return load_gold_plans("train")


def test_day_cost_itemises_a_flight_day(gold, sandbox):
    cost = day_cost(gold[0][0], 1, sandbox)
    assert [(item.kind, item.cost) for item in cost.items] == [("flight", 474), ("dinner", 72), ("accommodation", 243)]
    assert cost.total == 474 + 72 + 243


def test_day_costs_add_up_to_the_plan_total(gold, train_queries, sandbox):
    for query, plan in zip(train_queries, gold, strict=True):
        spec = query.spec
        total = sum(day_cost(day, spec.people_number, sandbox).total for day in plan[: spec.days])
        assert total == evaluate_plan(spec, plan, sandbox).total_cost


def test_people_scale_meals_flights_cars_taxis_and_rooms(gold, sandbox):
    # Plan 9, day 3: a 309 km taxi; plan 1, day 1: a 1,433 km drive.
    taxi_day, drive_day = gold[9][2], gold[1][0]
    for people in (1, 4, 5, 6, 9):
        taxi = next(i for i in day_cost(taxi_day, people, sandbox).items if i.kind == "taxi")
        assert taxi.cost == 309 * math.ceil(people / 4)
        drive = next(i for i in day_cost(drive_day, people, sandbox).items if i.kind == "self-driving")
        assert drive.cost == int(1433 * 0.05) * math.ceil(people / 5)
    rooms = next(i for i in day_cost(gold[0][0], 4, sandbox).items if i.kind == "accommodation")
    assert rooms.cost == 243 * 2  # maximum occupancy 3 → two rooms for four people
    flight = next(i for i in day_cost(gold[0][0], 4, sandbox).items if i.kind == "flight")
    assert flight.cost == 474 * 4


def test_costs_written_in_the_plan_are_ignored(gold, sandbox):
    day = dict(gold[1][0])
    day["transportation"] = day["transportation"].replace("cost: 71", "cost: 1")
    assert day_cost(day, 1, sandbox).total == day_cost(gold[1][0], 1, sandbox).total


def test_unusable_route_costs_nothing_with_a_note(sandbox):
    day = {"current_city": "from Rockford to St. Petersburg", "transportation": "Self-driving, from Rockford to St. Petersburg",
           "breakfast": "-", "lunch": "-", "dinner": "-", "attraction": "-", "accommodation": "-"}
    cost = day_cost(day, 2, sandbox)
    assert cost.total == 0 and "no usable distance" in cost.items[0].note


def test_unknown_items_cost_nothing(sandbox):
    day = {"transportation": "Walk", "breakfast": "Nowhere, Rockford", "accommodation": "Nothing, Rockford"}
    assert day_cost(day, 1, sandbox).total == 0
    assert day_cost(day, 1, sandbox, "strict").items[0].note == "unknown transport mode: not priced"


def test_strict_prices_the_exactly_named_row(sandbox):
    day = {"lunch": "Giani, Moab(Utah)"}
    assert day_cost(day, 1, sandbox).total == 63  # official: the first row containing "Giani" is "Giani's"
    assert day_cost(day, 1, sandbox, "strict").total == 32
