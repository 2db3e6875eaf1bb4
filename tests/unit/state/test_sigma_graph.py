"""Σ inside a real LangGraph: seven parallel executors commit in one step.

Several days want the same restaurant and together they overrun the budget.
The branches sleep for shuffled times so they finish in a different order on
every run; the outcome must not depend on it (LangGraph applies a step's
writes in ``Send`` order, and the reducer is the only serialization point).
"""

from __future__ import annotations

import random
import threading
import time
from typing import Annotated

import pytest
from langgraph.graph import END, START, StateGraph
from langgraph.types import Send
from typing_extensions import TypedDict  # pydantic (Studio schemas) needs it on 3.11

from himap_travel.state.sigma import Booking, Checkpoint, CommitDay, Reset, Sigma
from himap_travel.state.sigma_reducer import reduce_sigma

BUDGET = 1000.0
CITY = "Rockford"


def plan(day: int, cost: float, restaurant: str) -> CommitDay:
    return CommitDay(
        day=day,
        bookings=[
            Booking(kind="restaurant", name=restaurant, city=CITY, cost=cost / 4),
            Booking(kind="accommodation", name="Cozy Inn", city=CITY, cost=cost / 2),
        ],
        cost=cost,
        modes=["flight"] if day in (1, 7) else [],
    )


# Send order = day order. Expected: days 2 and 4 lose the contested restaurant
# to day 1; day 6 no longer fits (49.8 over); day 7 then uses the budget to the
# cent (200.1 + 299.7 + 400 + 100.2 = 1000).
PLANS = [
    plan(1, 200.1, "Coco Bambu"),
    plan(2, 100.0, "coco-bambu, Rockford"),
    plan(3, 299.7, "Le Bistro"),
    plan(4, 50.0, "COCO BAMBU"),
    plan(5, 400.0, "Pizza Hut"),
    plan(6, 150.0, "Olive Garden"),
    plan(7, 100.2, "Taco Bell"),
]
EXPECTED_ACCEPTED = {1, 3, 5, 7}
EXPECTED_REJECTED = [(2, "DUPLICATE_VENUE", 1), (4, "DUPLICATE_VENUE", 1), (6, "BUDGET_EXCEEDED", None)]


class TripState(TypedDict, total=False):
    sigma: Annotated[Sigma, reduce_sigma]
    delays: list[float]


class DayTaskPayload(TypedDict):
    day: int
    delay: float


def build_graph(finished: list[int], joins: list[Sigma]):
    """coordinator → Send×7 day_executor → join, recording the finishing order."""
    lock = threading.Lock()

    def coordinator(state: TripState) -> dict:
        return {"sigma": Checkpoint()}

    def fan_out(state: TripState) -> list[Send]:
        return [
            Send("day_executor", DayTaskPayload(day=p.day, delay=state["delays"][p.day - 1]))
            for p in PLANS
        ]

    def day_executor(task: DayTaskPayload) -> dict:
        time.sleep(task["delay"])  # the day's planning time, the behaviour under test: the days finish out of order
        with lock:
            finished.append(task["day"])
        return {"sigma": PLANS[task["day"] - 1]}

    def join(state: TripState) -> dict:
        joins.append(state["sigma"])
        return {}

    graph = StateGraph(TripState)
    graph.add_node("coordinator", coordinator)
    graph.add_node("day_executor", day_executor)
    graph.add_node("join", join)
    graph.add_edge(START, "coordinator")
    graph.add_conditional_edges("coordinator", fan_out, ["day_executor"])
    graph.add_edge("day_executor", "join")
    graph.add_edge("join", END)
    return graph.compile()


def run_once(delays: list[float], monitoring: bool = True) -> tuple[Sigma, list[int], list[Sigma]]:
    finished: list[int] = []
    joins: list[Sigma] = []
    app = build_graph(finished, joins)
    start = {"sigma": Reset(budget_total=BUDGET, days=7, monitoring=monitoring), "delays": delays}
    result = app.invoke(start, config={"max_concurrency": 7})
    return result["sigma"], finished, joins


def delay_schedules() -> list[list[float]]:
    """Day 1 first, day 1 last, and shuffled orders (steps of 25 ms)."""
    steps = [i * 0.025 for i in range(7)]
    schedules = [steps, steps[::-1]]
    rng = random.Random(1234)
    for _ in range(3):
        shuffled = steps[:]
        rng.shuffle(shuffled)
        schedules.append(shuffled)
    return schedules


def test_parallel_commits_are_serialized_deterministically():
    outcomes, orders = [], []
    for delays in delay_schedules():
        sigma, finished, joins = run_once(delays)
        orders.append(tuple(finished))

        assert set(sigma.days) == EXPECTED_ACCEPTED
        assert [(r.day, r.code, r.holder_day) for r in sigma.rejections] == EXPECTED_REJECTED
        assert all(r.enforced for r in sigma.rejections)
        assert sigma.rejections[-1].deficit == pytest.approx(49.8)
        assert sigma.budget_used == pytest.approx(BUDGET) and sigma.budget_used <= BUDGET + 1e-6
        assert sigma.venues()["restaurant: coco bambu, rockford"] == 1
        # One step: the join ran once and saw all seven writes applied.
        assert len(joins) == 1 and joins[0] == sigma
        # The coordinator's checkpoint predates every commit of the step.
        assert sigma.checkpoints[-1].days == {}
        outcomes.append(sigma)

    assert len(set(orders)) > 1, "the branches should have finished in different orders"
    assert orders[1][-1] == 1  # day 1 finished last, and still won the restaurant
    assert all(outcome == outcomes[0] for outcome in outcomes)


def test_monitoring_off_lets_every_commit_through_and_records():
    sigma, finished, _ = run_once(delay_schedules()[1], monitoring=False)
    assert set(sigma.days) == set(range(1, 8))
    assert sigma.budget_used == pytest.approx(1300.0) and sigma.remaining < 0
    assert [(r.day, r.code, r.enforced) for r in sigma.rejections] == [
        (2, "DUPLICATE_VENUE", False),
        (4, "DUPLICATE_VENUE", False),
        (5, "BUDGET_EXCEEDED", False),
        (6, "BUDGET_EXCEEDED", False),
        (7, "BUDGET_EXCEEDED", False),
    ]
